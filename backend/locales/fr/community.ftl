# Communities and their posts.

post-gone = Ce message n’est plus là. Recharge les messages pour voir les derniers.
post-empty = Ton message est vide : écris d’abord quelque chose à partager !
post-too-long = Un message peut faire au plus { $max } caractères et le tien en a { $chars }. Raccourcis-le un peu !
not-a-member = Rejoins cette communauté pour voir, écrire, aimer et signaler ses messages.
report-reason-too-long = reason peut faire au plus { $max } caractères ; dis-le en moins de mots
community-not-found = Cette communauté n’existe pas ou tu n’y as pas accès. Retourne à la liste et choisis-en une autre.
posting-off = Ton parent a désactivé l’écriture de messages dans les communautés, donc tu ne peux pas écrire de messages pour l’instant. Tu peux toujours lire et aimer les messages. Si tu veux écrire, parles-en avec ton parent.
