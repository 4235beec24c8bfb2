# Signing in, sessions and passwords.

session-ended = tu as été déconnecté ; merci de te reconnecter
sign-in-first = connecte-toi d’abord
sign-in-failed = ce nom et ce mot de passe ne correspondent à aucun compte ; vérifie les deux et réessaie
token-missing = connectez-vous d’abord : cet appel demande un en-tête `Authorization: Bearer <token>`
token-malformed = l’en-tête Authorization doit être `Bearer <token>`
token-expired = ta connexion a expiré ; merci de te reconnecter
token-invalid = le jeton de connexion n’est pas valide ; merci de te reconnecter
wrong-role = cet appel est réservé aux comptes « { $role } », et vous êtes connecté en tant que « { $caller } »
role-child = enfant
role-parent = parent
role-moderator = modérateur
password-unchanged = newPassword doit être différent du mot de passe actuel
password-not-current = currentPassword n’est pas votre mot de passe actuel
password-too-short = { $field } doit faire au moins { $min } caractères
password-too-long = { $field } doit faire au plus { $max } caractères
password-common = { $field } fait partie des mots de passe les plus courants et facile à deviner ; merci d’en choisir un autre
password-personal = { $field } ne doit pas contenir { $what } (« { $part } »), que d’autres peuvent deviner ; merci de choisir d’autres mots
password-word-website = le nom de ce site
password-word-first-name = votre prénom
password-word-last-name = votre nom
password-word-email-name = le nom de votre adresse e-mail
password-word-child-first-name = le prénom de l’enfant
password-word-child-last-name = le nom de l’enfant
password-word-child-sign-in-name = le nom de connexion de l’enfant
password-word-child-birth-year = l’année de naissance de l’enfant
closing-wrong-password = password n’est pas votre mot de passe actuel ; rien n’a été supprimé
