# A child's notifications: a title and a sentence each. `$stars` is the stars earned.

notification-activity-completed = Shughuli imekamilika!
notification-activity-completed-text = Umemaliza '{ $subject }' na umepata { $stars ->
    [one] nyota 1
   *[other] nyota { $stars }
}.
notification-badge-earned = Umepata beji mpya!
notification-badge-earned-text = Umepata beji ya { $subject }: { $stars ->
    [one] nyota 1
   *[other] nyota { $stars }
}.
notification-quiz-results = Matokeo ya chemsha bongo yako yako tayari
notification-quiz-results-text = Tazama maeneo ya taaluma yanayolingana na mambo unayopenda kwenye ukurasa wa matokeo yako.
notification-post-removed = Mtu mzima ameondoa chapisho lako
notification-post-removed-text = Chapisho lako katika { $subject } lilivunja kanuni ya jumuiya, kwa hiyo hakuna anayeweza kuliona sasa. Andika machapisho ya upole, na usishiriki kamwe jinsi ya kukupata au kuwasiliana nawe.
notification-moderator-warning = Tafadhali tusaidie kuweka jumuiya zetu salama
notification-moderator-warning-text = Mtu mzima aliangalia chapisho lako katika { $subject } na halikuwa sawa. Kabla ya kuandika tena, kumbuka: kuwa mpole, na weka namba yako ya simu, anwani yako na taarifa nyingine kwako mwenyewe.
notification-consent-approved = Mzazi wako amesema ndiyo!
notification-consent-approved-text = Unaweza kujiunga na { $subject }. Kadi yake inaonyesha siku, saa na unachohitaji kuandaa.
notification-consent-declined = Mzazi wako amesema si wakati huu
notification-consent-declined-text = Mzazi wako ameamua hutajiunga na { $subject } wakati huu. Unaweza kuzungumza naye kuhusu hilo, au uchague safari nyingine!

# What a consent request asked for, as its notification names it.
consent-subject-excursion = { $title } { $day } saa { $slot }
consent-subject-mentor = mazungumzo yako na { $title } { $day } saa { $slot }
