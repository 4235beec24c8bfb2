# Limits: what a person is told when over one. `$wait` is how long to wait, in words (wait-*).

wait-seconds = { $count ->
    [one] sekunde 1
   *[other] sekunde { $count }
}
wait-minutes = { $count ->
    [one] dakika 1
   *[other] dakika { $count }
}
wait-hours = { $count ->
    [one] saa 1
   *[other] saa { $count }
}
limit-sign-in-address = majaribio mengi mno ya kuingia; tafadhali subiri { $wait } kisha ujaribu tena
limit-sign-up-address = akaunti nyingi mno zimefunguliwa kutoka hapa; tafadhali jaribu tena baada ya { $wait }
limit-child-creation = umeongeza watoto wengi kwa muda mfupi; tafadhali jaribu tena baada ya { $wait }
limit-quiz-generation = Umetengeneza chemsha bongo nyingi saa hii! Pumzika kidogo, kisha jaribu nyingine baada ya { $wait }.
limit-advisor-message = Umemuuliza mshauri maswali mengi saa hii! Pumzika kidogo, kisha uliza tena baada ya { $wait }.
limit-career-analysis = modeli imeandika aya nyingi za taaluma saa hii; jaribu tena baada ya { $wait }
limit-video-search = Umetafuta video nyingi saa hii! Tazama moja uliyoipata, kisha tafuta tena baada ya { $wait }.
limit-verification-email = Tumekutumia barua pepe kadhaa saa hii; zitafute (pia kwenye folda ya barua taka), au uombe tena baada ya { $wait }
limit-password-change = nenosiri limebadilishwa mara nyingi kwenye akaunti hii saa hii; jaribu tena baada ya { $wait }
limit-consent-request = Umemwomba mzazi wako mambo mengi leo! Subiri majibu yao, kisha uombe tena baada ya { $wait }.
limit-sign-in-pair = majaribio mengi mno ya kuingia kwenye akaunti hii; tafadhali subiri { $wait } kisha ujaribu tena
limit-sign-in-account = majaribio mengi mno ya kuingia kwenye akaunti hii kutoka vifaa vipya; tafadhali subiri { $wait }, au ingia kwenye kifaa ulichotumia hapo awali
limit-sign-in-hashing = watu wengi wanaingia sasa hivi; tafadhali jaribu tena baada ya { $wait }
limit-new-password-hashing = akaunti nyingi zinafunguliwa sasa hivi; tafadhali jaribu tena baada ya { $wait }
limit-password-change-in-flight = nenosiri la akaunti hii tayari linabadilishwa; jaribu tena baada ya { $wait }
limit-community-posts = Unaweza kushiriki hadi machapisho { $max } kwa dakika. Pumzika kidogo kisha ujaribu tena hivi karibuni!
