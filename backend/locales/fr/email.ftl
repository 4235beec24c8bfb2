# Ndoto's emails to parents, and the dates they write.

email-verification-subject = Vérifiez votre adresse e-mail pour Ndoto
email-verification-body =
    Bonjour { $first_name },

    Merci d’ouvrir ce lien pour vérifier votre adresse e-mail pour Ndoto :

    { $link }

    Une fois l’adresse vérifiée, vous pourrez ajouter vos enfants. Le lien fonctionne une seule fois, pendant 24 heures ; vous pouvez en demander un nouveau dans l’espace parent.

    Si vous ne vous êtes pas inscrit à Ndoto, ignorez cet e-mail : rien ne se passe sans le lien.

    L’équipe Ndoto
email-consent-excursion-kind = { $child } aimerait participer à la sortie métiers « { $title } » ({ $how }) le { $day } à { $slot }.
email-consent-excursion = { $child } aimerait participer à la sortie métiers « { $title } » le { $day } à { $slot }.
email-consent-mentor-session = { $child } aimerait avoir une discussion « { $session } » ({ $minutes } minutes) avec le mentor { $title } le { $day } à { $slot }.
email-consent-mentor = { $child } aimerait discuter avec le mentor { $title } le { $day } à { $slot }.
excursion-kind-virtual-tour = Visite en ligne
excursion-kind-in-person = Sur place
email-consent-subject-excursion = { $child } demande à participer à { $title }
email-consent-subject-mentor = { $child } demande à discuter avec le mentor { $title }
email-consent-subject-one-child = { $child } vous demande votre permission pour { $count } choses
email-consent-subject-children = Vos enfants vous demandent votre permission pour { $count } choses
email-consent-body-one =
    Bonjour,

    { $request }

    Merci de vous connecter à Ndoto pour accepter ou refuser. La demande attend dans votre espace parent jusqu’à ce jour-là ; rien ne se passe sans votre réponse.

    Si vous n’attendiez pas cet e-mail, vous pouvez l’ignorer.

    L’équipe Ndoto
email-consent-body-many =
    Bonjour,

    Ces demandes sont arrivées depuis notre dernier e-mail :

    { $requests }

    Merci de vous connecter à Ndoto pour accepter ou refuser chacune. Elles attendent dans votre espace parent jusqu’à leur jour ; rien ne se passe sans votre réponse. Nous envoyons au plus un e-mail de ce type par heure, en regroupant les demandes arrivées entre-temps.

    Si vous n’attendiez pas cet e-mail, vous pouvez l’ignorer.

    L’équipe Ndoto

day-and-month = { $weekday } { $day } { $month }
long-date = { $weekday } { $day } { $month } { $year }
weekday-monday = lundi
weekday-tuesday = mardi
weekday-wednesday = mercredi
weekday-thursday = jeudi
weekday-friday = vendredi
weekday-saturday = samedi
weekday-sunday = dimanche
month-january = janvier
month-february = février
month-march = mars
month-april = avril
month-may = mai
month-june = juin
month-july = juillet
month-august = août
month-september = septembre
month-october = octobre
month-november = novembre
month-december = décembre
