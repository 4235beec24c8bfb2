# A child's notifications: a title and a sentence each. `$stars` is the stars earned.

notification-activity-completed = Activité terminée !
notification-activity-completed-text = Tu as terminé « { $subject } » et gagné { $stars ->
    [one] { $stars } étoile
   *[other] { $stars } étoiles
}.
notification-badge-earned = Nouveau badge gagné !
notification-badge-earned-text = Tu as gagné le badge { $subject } : { $stars ->
    [one] { $stars } étoile
   *[other] { $stars } étoiles
}.
notification-quiz-results = Les résultats de ton quiz sont prêts
notification-quiz-results-text = Découvre les domaines de métiers qui correspondent à tes goûts sur ta page de résultats.
notification-post-removed = Un adulte a retiré ton message
notification-post-removed-text = Ton message dans { $subject } ne respectait pas une règle de la communauté, alors personne ne peut plus le voir. Écris des messages gentils, et ne dis jamais comment te trouver ou te joindre.
notification-moderator-warning = Aide-nous à garder nos communautés sûres
notification-moderator-warning-text = Un adulte a vérifié ton message dans { $subject } et il n’était pas correct. Avant d’écrire à nouveau, souviens-toi : sois gentil, et garde pour toi ton numéro de téléphone, ton adresse et tes autres informations.
notification-consent-approved = Ton parent a dit oui !
notification-consent-approved-text = Tu peux participer à { $subject }. Sa carte indique le jour, l’heure et ce qu’il faut préparer.
notification-consent-declined = Ton parent a dit pas cette fois
notification-consent-declined-text = Ton parent a décidé que tu ne participerais pas à { $subject } cette fois. Tu peux en parler avec lui, ou choisir une autre aventure !

# What a consent request asked for, as its notification names it.
consent-subject-excursion = { $title } le { $day } à { $slot }
consent-subject-mentor = ta discussion avec { $title } le { $day } à { $slot }
