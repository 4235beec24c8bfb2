# Limits: what a person is told when over one. `$wait` is how long to wait, in words (wait-*).

wait-seconds = { $count ->
    [one] { $count } seconde
   *[other] { $count } secondes
}
wait-minutes = { $count ->
    [one] { $count } minute
   *[other] { $count } minutes
}
wait-hours = { $count ->
    [one] { $count } heure
   *[other] { $count } heures
}
limit-sign-in-address = trop de tentatives de connexion ; merci d’attendre { $wait } puis de réessayer
limit-sign-up-address = trop de comptes ont été créés depuis cet endroit ; merci de réessayer dans { $wait }
limit-child-creation = vous avez ajouté beaucoup d’enfants en peu de temps ; merci de réessayer dans { $wait }
limit-quiz-generation = Tu as fait beaucoup de quiz cette heure-ci ! Fais une pause et essaie-en un autre dans { $wait }.
limit-advisor-message = Tu as posé beaucoup de questions au conseiller cette heure-ci ! Fais une pause et redemande dans { $wait }.
limit-career-analysis = le modèle a écrit beaucoup de paragraphes sur les métiers cette heure-ci ; réessayez dans { $wait }
limit-video-search = Tu as cherché beaucoup de vidéos cette heure-ci ! Regarde une vidéo que tu as trouvée, et cherche à nouveau dans { $wait }.
limit-verification-email = Nous vous avons envoyé plusieurs e-mails cette heure-ci ; cherchez-les (aussi dans vos indésirables), ou redemandez dans { $wait }
limit-password-change = le mot de passe de ce compte a été changé de nombreuses fois cette heure-ci ; réessayez dans { $wait }
limit-consent-request = Tu as demandé beaucoup de choses à ton parent aujourd’hui ! Attends ses réponses, et redemande dans { $wait }.
limit-sign-in-pair = trop de tentatives de connexion pour ce compte ; merci d’attendre { $wait } puis de réessayer
limit-sign-in-account = trop de tentatives de connexion pour ce compte depuis de nouveaux appareils ; merci d’attendre { $wait }, ou connectez-vous sur un appareil déjà utilisé
limit-sign-in-hashing = beaucoup de personnes se connectent en ce moment ; merci de réessayer dans { $wait }
limit-new-password-hashing = beaucoup de comptes sont créés en ce moment ; merci de réessayer dans { $wait }
limit-password-change-in-flight = un changement de mot de passe de ce compte est déjà en cours ; réessayez dans { $wait }
limit-community-posts = Tu peux partager jusqu’à { $max } messages par minute. Fais une petite pause et réessaie bientôt !
