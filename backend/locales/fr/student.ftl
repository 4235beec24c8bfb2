# A child's dashboard, activities, readings, profile, notifications, quiz, careers and videos.

reading-kind-unknown = kind doit être READING_KIND_BOOK ou READING_KIND_RESOURCE
book-not-offered = il n’y a pas de livre avec l’identifiant « { $id } » pour toi ; choisis-en un sur ton accueil
resource-not-offered = il n’y a pas de ressource avec l’identifiant « { $id } » pour toi ; choisis-en une sur le tableau des ressources
notification-id-unknown = ids doit contenir des identifiants de notifications de la liste ; { $id } n’en est pas un
notifications-not-found = certaines de ces notifications ne sont pas dans ta liste ; recharge tes notifications
avatar-unknown = image doit être l’un des avatars proposés ({ $avatars }) ; choisis-en un
favorite-subject-unknown = favoriteSubject doit être l’une de ces matières : { $subjects } ; { $subject } n’en fait pas partie
learning-goal-too-long = learningGoal fait { $length } caractères ; garde-le à { $max } caractères ou moins
activity-not-found = il n’y a pas d’activité avec l’identifiant « { $id } » ; recharge les activités et choisis-en une dans la liste
activity-retired = l’activité « { $title } » n’est plus proposée ; recharge les activités et choisis-en une dans la liste
activity-already-completed = tu as déjà terminé « { $title } » ; choisis une autre activité pour gagner plus de badges et d’étoiles
completed-at-too-old = cette activité a été terminée il y a plus de { $days } jours, trop longtemps pour compter maintenant : refais-la pour gagner ses étoiles
completed-at-in-future = l’heure où cette activité a été terminée est après maintenant : vérifie l’horloge de ton appareil
resource-not-found = il n’y a pas de ressource avec l’identifiant « { $id } » ; retourne au tableau des ressources et choisis-en une
art-buddy-empty = Dis d’abord au Copain Dessin quoi dessiner, par exemple « dessine un lion dans l’espace ».
art-buddy-too-long = Le Copain Dessin lit au plus { $max } caractères et ton texte en a { $chars } : raccourcis-le.
quiz-already-submitted = ce quiz a déjà été envoyé ; pour le refaire, commence un nouveau quiz
quiz-id-malformed = { $field } doit être le quizId renvoyé par GenerateQuiz
quiz-not-found = tu n’as pas de quiz avec cet identifiant ; fais un nouveau quiz
question-index-unknown = questionIndex { $index } n’existe pas : ce quiz a les questions 0 à { $last }
answer-not-offered = la réponse à la question { $index } doit être l’un de ses choix ({ $choices }), pas { $answer }
answers-missing = chaque question a besoin d’une réponse ; les questions { $questions } n’en ont pas
age-range-unknown = ageRange doit être l’une de ces tranches : { $bands }
not-your-id = { $field } doit être ton propre identifiant
quiz-not-submitted = ce quiz n’a pas encore été envoyé ; termine-le pour voir les métiers
advisor-message-too-long = le message doit faire au plus { $max } caractères ; pose une question à la fois
video-id-malformed = videoId doit être l’identifiant de 11 caractères d’une vidéo montrée par l’espace vidéo
video-not-shown = cette vidéo n’était pas dans les réponses de l’espace vidéo du dernier jour ; cherche-la à nouveau
video-not-watched = cette vidéo ne fait pas partie des vidéos regardées par votre enfant ; choisissez-en une dans la liste
channel-not-watched = cette chaîne ne fait pas partie des vidéos regardées par votre enfant ; choisissez-en une dans la liste
video-not-blocked = cette vidéo ou cette chaîne n’est pas bloquée pour votre enfant
video-query-required = q est obligatoire : tape ce que tu aimerais regarder
video-query-too-long = q doit faire au plus { $max } caractères : essaie quelques mots sur le sujet
video-block-kind-unknown = kind doit être VIDEO_BLOCK_KIND_VIDEO ou VIDEO_BLOCK_KIND_CHANNEL

# The Art Buddy, when it will not draw what a child asked.
art-buddy-refusal-reordering-characters = Des caractères cachés dans ton message changent l’ordre des lettres. Tu peux le retaper sans eux ?
art-buddy-refusal-self-harm-encouragement = Je ne peux rien dessiner qui dise à quelqu’un de se faire du mal. Tout le monde mérite de la gentillesse. Si tu es contrarié, parle à un adulte de confiance.
art-buddy-refusal-self-harm = On dirait que tu traverses quelque chose de vraiment difficile. Parle tout de suite à un parent, un enseignant ou un autre adulte de confiance : tu comptes, et ils peuvent t’aider.
art-buddy-refusal-grooming = Je ne peux pas dessiner ça : ça ressemble à ce que certaines personnes disent pour piéger les enfants. Ne garde jamais de secret avec quelqu’un rencontré en ligne, et parle à un adulte de confiance si quelqu’un te le demande.
art-buddy-refusal-personal-information = Gardons les informations personnelles comme les numéros de téléphone, les e-mails, les adresses, les noms complets et les mots de passe hors de nos dessins. Parle-moi plutôt d’animaux, de lieux ou de choses à dessiner !
art-buddy-refusal-link = Je ne peux pas dessiner de liens, de sites ni de pseudos de réseaux sociaux. Décris-moi plutôt un dessin avec tes propres mots !
art-buddy-refusal-meet-up = Je ne peux pas aider à rencontrer des gens ni à envoyer des photos. Ne rencontre jamais quelqu’un d’internet sans un adulte de confiance ! Et si on dessinait quelque chose d’amusant ?
art-buddy-refusal-bullying = Je dessine seulement des images gentilles. Et si on dessinait quelque chose de joli pour un ami ?
art-buddy-refusal-profanity = Utilisons des mots gentils pour nos dessins. Essaie de le demander autrement !
