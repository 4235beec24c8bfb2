# Asking a parent for consent (excursions, mentor chats), and the parent's answer.

consent-kind = kind iwe ziara au mazungumzo na mshauri
excursion-not-found = Hakuna ziara hiyo. Pakia upya ukurasa uone ziara za leo.
mentor-not-found = Hakuna mshauri huyo. Rudi kwa washauri uchague mmoja.
session-type-for-mentors = sessionType ni ya mazungumzo na mshauri; iache kwa ziara
session-type-required = sessionType inahitajika kwa mazungumzo na mshauri: Swali la Haraka au Uchunguzi wa Kina
session-type-not-offered = sessionType: { $mentor } hatoi { $session }
session-quick-question = Swali la Haraka
session-deep-dive = Uchunguzi wa Kina
event-date-past = eventDate iwe leo au baadaye
event-date-too-far = eventDate iwe ndani ya siku { $days } kuanzia leo: chagua tarehe ndani ya mwaka ujao
slot-malformed = slot iwe saa ya siku kama 10:00 AM
parent-email-required = parentEmail inahitajika: andika barua pepe ya mzazi au mlezi wako
consent-email-mismatch = Hiyo si barua pepe ambayo mzazi au mlezi wako anatumia kwa Ndoto. Tafadhali waulize walijisajili kwa barua pepe ipi, kisha ujaribu tena.
consent-requests-waiting = Tayari una maombi { $count } yanayosubiri jibu la mzazi wako. Mwombe ajibu moja (au subiri siku ya ombi moja ipite), kisha uombe tena.
consent-request-expired = Ombi hili limepitwa na wakati: siku yake imepita bila jibu, kwa hiyo haliwezi tena kukubaliwa wala kukataliwa.
consent-request-approved-already = Tayari ulikubali ombi hili.
consent-request-declined-already = Tayari ulikataa ombi hili.
consent-request-undecidable = Ombi hili haliwezi tena kuamuliwa; pakia upya orodha.
consent-request-not-found = Hakuna ombi hilo kati ya maombi ya watoto wako.
