# Limits: what a person is told when over one. `$wait` is how long to wait, in words (wait-*).

wait-seconds = { $count ->
    [one] 1 second
   *[other] { $count } seconds
}
wait-minutes = { $count ->
    [one] 1 minute
   *[other] { $count } minutes
}
wait-hours = { $count ->
    [one] 1 hour
   *[other] { $count } hours
}
limit-sign-in-address = too many sign-in attempts; please wait { $wait } and try again
limit-sign-up-address = too many accounts were created from here; please try again in { $wait }
limit-child-creation = you have added many children in a short time; please try again in { $wait }
limit-quiz-generation = You have made lots of quizzes this hour! Take a break and try another one in { $wait }.
limit-advisor-message = You have asked the advisor lots of questions this hour! Take a break and ask again in { $wait }.
limit-career-analysis = the model has written many career paragraphs this hour; try again in { $wait }
limit-video-search = You have searched for lots of videos this hour! Watch one you found, and search again in { $wait }.
limit-verification-email = We have sent you several emails this hour; look for them (and in your spam folder), or ask again in { $wait }
limit-password-change = passwords were changed many times on this account this hour; try again in { $wait }
limit-consent-request = You have asked your parent lots of things today! Wait for their answers, and ask again in { $wait }.
limit-sign-in-pair = too many sign-in attempts for this account; please wait { $wait } and try again
limit-sign-in-account = too many sign-in attempts for this account from new devices; please wait { $wait }, or sign in on a device you used before
limit-sign-in-hashing = many people are signing in right now; please try again in { $wait }
limit-new-password-hashing = many accounts are being created right now; please try again in { $wait }
limit-password-change-in-flight = a password change for this account is already under way; try again in { $wait }
limit-community-posts = You can share up to { $max } posts a minute. Take a little break and try again soon!
