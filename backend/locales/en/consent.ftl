# Asking a parent for consent (excursions, mentor chats), and the parent's answer.

consent-kind = kind must be an excursion or a mentor chat
excursion-not-found = There is no such excursion. Reload the page to see today's trips.
mentor-not-found = There is no such mentor. Go back to the mentors to choose one.
session-type-for-mentors = sessionType is for mentor chats; leave it out for an excursion
session-type-required = sessionType is required for a mentor chat: Quick Question or Deep Dive
session-type-not-offered = sessionType: { $mentor } does not offer a { $session }
session-quick-question = Quick Question
session-deep-dive = Deep Dive
event-date-past = eventDate must be today or later
event-date-too-far = eventDate must be within { $days } days from today: pick a date in the coming year
slot-malformed = slot must be a time of day such as 10:00 AM
parent-email-required = parentEmail is required: type your parent's or guardian's email
consent-email-mismatch = That isn't the email your parent or guardian uses for Ndoto. Please ask them which email they signed up with, then try again.
consent-requests-waiting = You already have { $count } requests waiting for your parent's answer. Ask them to answer one (or wait until one's day has passed), then ask again.
consent-request-expired = This request has expired: its day has passed without an answer, so it can no longer be approved or declined.
consent-request-approved-already = You already approved this request.
consent-request-declined-already = You already declined this request.
consent-request-undecidable = This request can no longer be decided; reload the list.
consent-request-not-found = There is no such request among your children's requests.
