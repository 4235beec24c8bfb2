# The server's own refusals and failures, and checks of request fields shared by several services.
# `$field` is the request field's JSON name, as REST clients and forms know it.

account-gone = ce compte n’existe plus ; reconnecte-toi, ou demande à ton parent s’il a été supprimé
not-implemented = { $method } n’est pas disponible sur ce serveur
unavailable = le service est occupé ou redémarre ; merci de réessayer dans un instant
internal = une erreur s’est produite de notre côté ; merci de réessayer
not-found = introuvable
deadline-passed = le délai fixé par cette requête ({ $header } : { $asked }) est passé avant que la réponse soit prête ; renvoyez-la avec plus de temps
server-timeout = cela a pris trop de temps ; merci de réessayer dans un instant
grpc-timeout-malformed = grpc-timeout { $value } est mal formé : envoyez jusqu’à 8 chiffres et une unité (H, M, S, m, u ou n), par exemple 500m
server-timeout-malformed = { $header } { $value } est mal formé : envoyez le nombre de secondes que le serveur peut prendre, par exemple 2.5
request-not-read = { $detail }
unknown-method = cette méthode n’existe pas sur ce serveur ; `grpcurl -plaintext HOST list` montre celles qui existent
method-not-allowed = { $method } { $path } n’est pas un appel de l’API ; ce chemin répond à { $allow }

field-required = { $field } est obligatoire
field-too-long = { $field } doit faire au plus { $max } caractères
field-too-long-check = { $field } doit faire au plus { $max } caractères ; vérifie ce que tu as tapé
field-control-characters = { $field } ne doit pas contenir de caractères de contrôle
field-hidden-characters = { $field } ne doit pas contenir de caractères cachés (comme des espaces invisibles ou des marques de direction) : tape le nom à nouveau
field-mixed-alphabets = { $field } mélange des lettres d’alphabets différents (comme un « а » cyrillique parmi des lettres latines) : tape-le à nouveau avec un seul clavier
field-nul = { $field } ne doit pas contenir de caractère NUL (\0)
field-email = { $field } doit être une adresse e-mail, par exemple nom@exemple.com
field-phone = { $field } doit être un numéro de téléphone valide avec son indicatif de pays, par exemple +250 788 123 456
field-date = { $field } doit être une date écrite AAAA-MM-JJ, par exemple 2015-04-23
language-unknown = { $field } doit être l’une de ces langues : { $supported } (anglais, kiswahili, français) ; reçu { $code }
page-size-negative = pageSize doit valoir 0 (la valeur par défaut) ou plus
page-token-unknown = pageToken n’est pas un jeton donné par cette liste : redemandez la première page, sans pageToken
request-id-malformed = requestId doit être un UUID, par exemple 6f1c2a0e-2b8d-4b7e-9a51-3c0d2f4e8b17 : un nouveau pour chaque appel, le même pour répéter un appel
request-id-reused = ce requestId a été envoyé avec une autre requête ces dernières 24 heures ; envoyez un nouveau requestId pour un nouvel appel
request-in-progress = un appel avec ce requestId est encore en cours ; réessayez dans un instant pour obtenir sa réponse
