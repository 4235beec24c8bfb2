# A child's notifications: a title and a sentence each. `$stars` is the stars earned.

notification-activity-completed = Activity completed!
notification-activity-completed-text = You finished '{ $subject }' and earned { $stars ->
    [one] 1 star
   *[other] { $stars } stars
}.
notification-badge-earned = New badge earned!
notification-badge-earned-text = You earned the { $subject } badge: { $stars ->
    [one] 1 star
   *[other] { $stars } stars
}.
notification-quiz-results = Your quiz results are ready
notification-quiz-results-text = See the career areas that fit your interests on your results page.
notification-post-removed = A grown-up took down your post
notification-post-removed-text = Your post in { $subject } broke a community rule, so nobody can see it now. Keep posts kind, and never share how to find or reach you.
notification-moderator-warning = Please keep our communities safe
notification-moderator-warning-text = A grown-up checked your post in { $subject } and it was not OK. Before you post again, remember: be kind, and keep your phone number, address and other details to yourself.
notification-consent-approved = Your parent said yes!
notification-consent-approved-text = You can join { $subject }. Its card shows the day, the time and what to get ready.
notification-consent-declined = Your parent said not this time
notification-consent-declined-text = Your parent decided you won't join { $subject } this time. You can talk to them about it, or pick another adventure!

# What a consent request asked for, as its notification names it.
consent-subject-excursion = { $title } on { $day } at { $slot }
consent-subject-mentor = your chat with { $title } on { $day } at { $slot }
