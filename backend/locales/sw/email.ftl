# Ndoto's emails to parents, and the dates they write.

email-verification-subject = Thibitisha anwani yako ya barua pepe kwa Ndoto
email-verification-body =
    Habari { $first_name },

    Tafadhali fungua kiungo hiki ili kuthibitisha anwani yako ya barua pepe kwa Ndoto:

    { $link }

    Ikishathibitishwa unaweza kuongeza watoto wako. Kiungo kinafanya kazi mara moja, kwa saa 24; unaweza kuomba kipya katika eneo la mzazi.

    Kama hukujisajili kwa Ndoto, puuza barua pepe hii: hakuna kitakachotokea bila kiungo.

    Timu ya Ndoto
email-consent-excursion-kind = { $child } angependa kujiunga na ziara ya taaluma "{ $title }" ({ $how }) { $day } saa { $slot }.
email-consent-excursion = { $child } angependa kujiunga na ziara ya taaluma "{ $title }" { $day } saa { $slot }.
email-consent-mentor-session = { $child } angependa kuwa na { $session } (dakika { $minutes }) na mshauri { $title } { $day } saa { $slot }.
email-consent-mentor = { $child } angependa kuzungumza na mshauri { $title } { $day } saa { $slot }.
excursion-kind-virtual-tour = Ziara ya Mtandaoni
excursion-kind-in-person = Ana kwa Ana
email-consent-subject-excursion = { $child } anaomba kujiunga na { $title }
email-consent-subject-mentor = { $child } anaomba kuzungumza na mshauri { $title }
email-consent-subject-one-child = { $child } anaomba ruhusa yako kwa mambo { $count }
email-consent-subject-children = Watoto wako wanaomba ruhusa yako kwa mambo { $count }
email-consent-body-one =
    Habari,

    { $request }

    Tafadhali ingia kwenye Ndoto ili kukubali au kukataa. Ombi linasubiri katika eneo la mzazi hadi siku hiyo; hakuna kitakachotokea bila jibu lako.

    Kama hukutarajia barua pepe hii, unaweza kuipuuza.

    Timu ya Ndoto
email-consent-body-many =
    Habari,

    Maombi haya yameingia tangu barua pepe yetu ya mwisho:

    { $requests }

    Tafadhali ingia kwenye Ndoto ili kukubali au kukataa kila moja. Yanasubiri katika eneo la mzazi hadi siku yake; hakuna kitakachotokea bila jibu lako. Tunatuma barua pepe moja tu ya aina hii kwa saa, tukikusanya maombi yanayoingia katikati.

    Kama hukutarajia barua pepe hii, unaweza kuipuuza.

    Timu ya Ndoto

day-and-month = { $weekday }, { $day } { $month }
long-date = { $weekday }, { $day } { $month } { $year }
weekday-monday = Jumatatu
weekday-tuesday = Jumanne
weekday-wednesday = Jumatano
weekday-thursday = Alhamisi
weekday-friday = Ijumaa
weekday-saturday = Jumamosi
weekday-sunday = Jumapili
month-january = Januari
month-february = Februari
month-march = Machi
month-april = Aprili
month-may = Mei
month-june = Juni
month-july = Julai
month-august = Agosti
month-september = Septemba
month-october = Oktoba
month-november = Novemba
month-december = Desemba
