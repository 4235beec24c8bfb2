# Parents' accounts, their children, and verifying a parent's email address.

child-age-outside = Ndoto est pour les enfants de { $youngest } à { $oldest } ans ; avec cette date de naissance, l’enfant a { $age } ans
sign-in-name-length = signInName doit faire de { $shortest } à { $longest } caractères
sign-in-name-first-letter = signInName doit commencer par une lettre
sign-in-name-characters = signInName ne peut contenir que des lettres, des chiffres, des espaces, des points, des tirets et des tirets bas
sign-in-name-taken = le nom de connexion « { $name } » est déjà pris ; choisissez-en un autre
sign-in-name-taken-with-free = le nom de connexion « { $name } » est déjà pris ; noms libres que vous pourriez utiliser : { $free }
email-already-verified = Votre adresse e-mail { $email } est déjà vérifiée : vous pouvez ajouter vos enfants.
email-not-verified = Vérifiez votre adresse e-mail avant d’ajouter un enfant : ouvrez le lien envoyé à { $email }, ou renvoyez l’e-mail depuis l’espace parent.
verification-link-not-found = Ce lien n’a pas été envoyé au compte avec lequel vous êtes connecté. Connectez-vous avec l’adresse qui l’a reçu, ou envoyez un nouveau lien depuis l’espace parent.
verification-link-used = Ce lien a déjà été utilisé. Envoyez-en un nouveau depuis l’espace parent pour vérifier votre adresse e-mail.
verification-link-expired = Ce lien a expiré : les liens fonctionnent pendant 24 heures. Envoyez-en un nouveau depuis l’espace parent.
child-not-found = cet enfant n’est pas sur votre compte ; rechargez la liste de vos enfants
consent-notice-required = consentNoticeVersion est obligatoire : cochez la case pour accepter ce que Ndoto conserve sur votre enfant avant de l’ajouter
consent-notice-outdated = consentNoticeVersion n’est plus à jour : la notice sur ce que Ndoto conserve a changé depuis que vous l’avez ouverte ; rechargez la page, lisez-la et cochez à nouveau la case
