# Moderators reviewing flagged posts.

case-not-found = aucun cas ne porte cet identifiant ; il a peut-être disparu avec le compte de son auteur
case-decided = ce cas a déjà été tranché : { $decision } le { $date } à { $time } UTC
case-decided-with-note = ce cas a déjà été tranché : { $decision } le { $date } à { $time } UTC, avec la note : { $note }
decision-decided = tranché
decision-keep = conserver
decision-remove = retirer
decision-remove-and-warn = retirer et avertir
case-held = un autre modérateur a pris ce cas il y a moins de { $minutes } minutes ; vous pouvez le reprendre
case-held-until = un autre modérateur a pris ce cas il y a moins de { $minutes } minutes ; vous pourrez le reprendre à { $free_at }
decision-unknown = decision doit être DECISION_KEEP, DECISION_REMOVE ou DECISION_REMOVE_AND_WARN
case-not-taken = prenez d’abord ce cas (TakeCase), pour que deux modérateurs ne le tranchent pas en même temps
case-self-harm-no-warning = un enfant qui a écrit vouloir se faire du mal a besoin d’aide, pas d’un avertissement : choisissez retirer, qui prévient son parent, ou conserver
moderator-password-change-required = choisissez d’abord votre propre mot de passe (ChangePassword) : celui donné par l’opérateur ne sert que pour une seule connexion
