# Asking a parent for consent (excursions, mentor chats), and the parent's answer.

consent-kind = kind doit être une sortie ou une discussion avec un mentor
excursion-not-found = Cette sortie n’existe pas. Recharge la page pour voir les sorties du jour.
mentor-not-found = Ce mentor n’existe pas. Retourne aux mentors pour en choisir un.
session-type-for-mentors = sessionType concerne les discussions avec un mentor ; ne le mets pas pour une sortie
session-type-required = sessionType est obligatoire pour une discussion avec un mentor : Question rapide ou Grande plongée
session-type-not-offered = sessionType : { $mentor } ne propose pas de { $session }
session-quick-question = Question rapide
session-deep-dive = Grande plongée
event-date-past = eventDate doit être aujourd’hui ou plus tard
event-date-too-far = eventDate doit être dans les { $days } jours à partir d’aujourd’hui : choisis une date dans l’année qui vient
slot-malformed = slot doit être une heure de la journée, par exemple 10:00 AM
parent-email-required = parentEmail est obligatoire : tape l’adresse e-mail de ton parent ou de ton tuteur
consent-email-mismatch = Ce n’est pas l’adresse e-mail que ton parent ou ton tuteur utilise pour Ndoto. Demande-lui avec quelle adresse il s’est inscrit, puis réessaie.
consent-requests-waiting = Tu as déjà { $count } demandes qui attendent la réponse de ton parent. Demande-lui d’en répondre une (ou attends que le jour de l’une soit passé), puis redemande.
consent-request-expired = Cette demande a expiré : son jour est passé sans réponse, elle ne peut donc plus être acceptée ni refusée.
consent-request-approved-already = Vous avez déjà accepté cette demande.
consent-request-declined-already = Vous avez déjà refusé cette demande.
consent-request-undecidable = Cette demande ne peut plus être tranchée ; rechargez la liste.
consent-request-not-found = Cette demande ne fait pas partie des demandes de vos enfants.
