# Ndoto's emails to parents, and the dates they write.

email-verification-subject = Verify your email address for Ndoto
email-verification-body =
    Hello { $first_name },

    Please open this link to verify your email address for Ndoto:

    { $link }

    Once it is verified you can add your children. The link works once, for 24 hours; you can ask for a new one in the parent area.

    If you did not sign up for Ndoto, ignore this email: nothing happens without the link.

    The Ndoto team
email-consent-excursion-kind = { $child } would like to join the career excursion "{ $title }" ({ $how }) on { $day } at { $slot }.
email-consent-excursion = { $child } would like to join the career excursion "{ $title }" on { $day } at { $slot }.
email-consent-mentor-session = { $child } would like to have a { $session } ({ $minutes } minutes) chat with the mentor { $title } on { $day } at { $slot }.
email-consent-mentor = { $child } would like to have a chat with the mentor { $title } on { $day } at { $slot }.
excursion-kind-virtual-tour = Virtual Tour
excursion-kind-in-person = In Person
email-consent-subject-excursion = { $child } asks to join { $title }
email-consent-subject-mentor = { $child } asks to chat with mentor { $title }
email-consent-subject-one-child = { $child } asks for your permission for { $count } things
email-consent-subject-children = Your children ask for your permission for { $count } things
email-consent-body-one =
    Hello,

    { $request }

    Please sign in to Ndoto to approve or decline. The request waits in your parent area until that day; nothing happens without your answer.

    If you did not expect this email, you can ignore it.

    The Ndoto team
email-consent-body-many =
    Hello,

    These requests came in since our last email:

    { $requests }

    Please sign in to Ndoto to approve or decline each. They wait in your parent area until their day; nothing happens without your answer. We send at most one such email an hour, gathering the requests that come in meanwhile.

    If you did not expect this email, you can ignore it.

    The Ndoto team

day-and-month = { $weekday } { $day } { $month }
long-date = { $weekday } { $day } { $month } { $year }
weekday-monday = Monday
weekday-tuesday = Tuesday
weekday-wednesday = Wednesday
weekday-thursday = Thursday
weekday-friday = Friday
weekday-saturday = Saturday
weekday-sunday = Sunday
month-january = January
month-february = February
month-march = March
month-april = April
month-may = May
month-june = June
month-july = July
month-august = August
month-september = September
month-october = October
month-november = November
month-december = December
