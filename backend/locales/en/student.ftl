# A child's dashboard, activities, readings, profile, notifications, quiz, careers and videos.

reading-kind-unknown = kind must be READING_KIND_BOOK or READING_KIND_RESOURCE
book-not-offered = there is no book with id '{ $id }' for you; pick one from your dashboard
resource-not-offered = there is no resource with id '{ $id }' for you; pick one from the resource board
notification-id-unknown = ids must be notification ids from the list; { $id } is not one
notifications-not-found = some of these notifications are not in your list; reload your notifications
avatar-unknown = image must be one of the avatars on offer ({ $avatars }); pick one of them
favorite-subject-unknown = favoriteSubject must be one of { $subjects }; { $subject } is not one of them
learning-goal-too-long = learningGoal is { $length } characters long; keep it to { $max } characters or fewer
activity-not-found = there is no activity with id '{ $id }'; reload the activities and pick one from the list
activity-retired = the activity '{ $title }' is no longer offered; reload the activities and pick one from the list
activity-already-completed = you already completed '{ $title }'; pick another activity to earn more badges and stars
completed-at-too-old = this activity was finished more than { $days } days ago, too long ago to count now: do it again to earn its stars
completed-at-in-future = the time this activity was finished is later than now: check the clock of your device
resource-not-found = there is no resource with id '{ $id }'; go back to the resource board and pick one from there
art-buddy-empty = Tell the Art Buddy what to draw first, like 'draw a lion in space'.
art-buddy-too-long = The Art Buddy reads at most { $max } characters and yours has { $chars }: make it shorter.
quiz-already-submitted = this quiz was already submitted; to retake it, start a new quiz
quiz-id-malformed = { $field } must be the quizId that GenerateQuiz returned
quiz-not-found = there is no quiz of yours with this id; take a new quiz
question-index-unknown = questionIndex { $index } does not exist: this quiz has questions 0 to { $last }
answer-not-offered = the answer to question { $index } must be one of its choices ({ $choices }), not { $answer }
answers-missing = every question needs an answer; questions { $questions } have none
age-range-unknown = ageRange must be one of { $bands }
not-your-id = { $field } must be your own id
quiz-not-submitted = this quiz has not been submitted yet; finish it to see careers
advisor-message-too-long = message must be at most { $max } characters; ask one question at a time
video-id-malformed = videoId must be the 11-character id of a video the hub showed
video-not-shown = this video was not in the hub's answers of the last day; search for it again
video-not-watched = this video is not among the videos your child watched; pick one from the list
channel-not-watched = this channel is not among the videos your child watched; pick one from the list
video-not-blocked = this video or channel is not blocked for your child
video-query-required = q is required: type what you would like to watch
video-query-too-long = q must be at most { $max } characters: try a few words about the topic
video-block-kind-unknown = kind must be VIDEO_BLOCK_KIND_VIDEO or VIDEO_BLOCK_KIND_CHANNEL

# The Art Buddy, when it will not draw what a child asked.
art-buddy-refusal-reordering-characters = Some hidden characters in your message change the order of the letters. Could you type it again without them?
art-buddy-refusal-self-harm-encouragement = I can't draw anything that tells someone to hurt themselves. Everyone deserves kindness. If you're upset, talk to a grown-up you trust.
art-buddy-refusal-self-harm = It sounds like you might be going through something really hard. Please talk to a parent, a teacher or another grown-up you trust right now: you matter, and they can help.
art-buddy-refusal-grooming = I can't draw that: it sounds like the kind of thing people say to trick children. Never keep secrets with someone you met online, and tell a grown-up you trust if someone asks you to.
art-buddy-refusal-personal-information = Let's keep personal information like phone numbers, emails, addresses, full names and passwords out of our pictures. Tell me about animals, places or things to draw instead!
art-buddy-refusal-link = I can't draw links, websites or social media names. Tell me about a picture in your own words instead!
art-buddy-refusal-meet-up = I can't help with meeting people or sending photos. Never meet someone from the internet without a grown-up you trust! Shall we draw something fun instead?
art-buddy-refusal-bullying = I only draw kind pictures. How about drawing something nice for a friend instead?
art-buddy-refusal-profanity = Let's use kind words for our pictures. Try asking another way!
