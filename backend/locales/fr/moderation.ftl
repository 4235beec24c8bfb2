# What a child reads when moderation keeps their post back (community/moderation).

moderation-reordering-characters = Les messages ne peuvent pas contenir de caractères cachés qui changent l’ordre des lettres. Tape ton message à nouveau sans eux.
moderation-self-harm-encouragement = Les messages ne peuvent pas dire à quelqu’un de se faire du mal. Chacun ici mérite de la gentillesse. Si tu es contrarié, parle à un adulte de confiance.
moderation-self-harm = On dirait que tu traverses quelque chose de vraiment difficile. Parle tout de suite à un parent, un enseignant ou un autre adulte de confiance : tu comptes, et ils peuvent t’aider.
moderation-grooming = Ce message ne peut pas être partagé : il ressemble à ce que certaines personnes disent pour piéger les enfants. Ne garde jamais de secret avec quelqu’un rencontré en ligne, et parle à un adulte de confiance si quelqu’un te le demande.
moderation-phone-number = Les messages ne peuvent pas contenir de numéros de téléphone. Garde tes informations personnelles pour toi !
moderation-email = Les messages ne peuvent pas contenir d’adresses e-mail. Garde tes informations personnelles pour toi !
moderation-address = Les messages ne peuvent pas contenir d’adresses ni dire où quelqu’un habite. Garde tes informations personnelles pour toi : dire ton pays, c’est possible !
moderation-link = Les messages ne peuvent pas contenir de liens ni d’adresses de sites. Raconte-le plutôt avec tes propres mots !
moderation-social = Les messages ne peuvent pas contenir de pseudos de réseaux sociaux ni d’invitations vers d’autres applis. Continue à discuter ici, où c’est sûr !
moderation-full-name = Les messages ne peuvent pas contenir de noms complets. Utilise seulement les prénoms, pour protéger les informations de chacun !
moderation-meet-up = Les messages ne peuvent pas proposer de se rencontrer, d’envoyer des photos ou de parler en privé. Continue à discuter ici, et ne rencontre jamais quelqu’un d’internet sans un adulte de confiance !
moderation-password = Les messages ne peuvent pas contenir de mots de passe ni de codes PIN. Ne les donne jamais à personne, sauf à ton parent ou ton tuteur !
moderation-bullying = Les messages ne peuvent pas être méchants envers quelqu’un. Essaie plutôt de dire quelque chose de gentil ou d’utile !
moderation-profanity = Les messages ne peuvent pas contenir de gros mots. Essaie de le dire autrement !
