# Parents' accounts, their children, and verifying a parent's email address.

child-age-outside = Ndoto ni kwa watoto wenye umri wa miaka { $youngest } hadi { $oldest }; tarehe hii ya kuzaliwa inampa mtoto miaka { $age }
sign-in-name-length = signInName iwe na herufi { $shortest } hadi { $longest }
sign-in-name-first-letter = signInName ianze na herufi
sign-in-name-characters = signInName inaweza kutumia herufi, tarakimu, nafasi, nukta, vistari na mistari ya chini tu
sign-in-name-taken = jina la kuingia '{ $name }' tayari limechukuliwa; chagua jingine
sign-in-name-taken-with-free = jina la kuingia '{ $name }' tayari limechukuliwa; majina yaliyo wazi unayoweza kutumia: { $free }
email-already-verified = Anwani yako ya barua pepe { $email } tayari imethibitishwa: unaweza kuongeza watoto wako.
email-not-verified = Thibitisha anwani yako ya barua pepe kabla ya kuongeza mtoto: fungua kiungo tulichotuma kwa { $email }, au tuma barua pepe tena kutoka eneo la mzazi.
verification-link-not-found = Kiungo hiki si mojawapo ya tulivyotuma kwa akaunti uliyoingia nayo. Ingia kwa anwani iliyokipokea, au tuma kiungo kipya kutoka eneo la mzazi.
verification-link-used = Kiungo hiki kimeshatumika. Tuma kipya kutoka eneo la mzazi ili kuthibitisha anwani yako ya barua pepe.
verification-link-expired = Muda wa kiungo hiki umekwisha: viungo hufanya kazi kwa saa 24. Tuma kipya kutoka eneo la mzazi.
child-not-found = hakuna mtoto huyo kwenye akaunti yako; pakia upya orodha ya watoto wako
consent-notice-required = consentNoticeVersion inahitajika: weka alama kwenye kisanduku ukikubali kile Ndoto inachohifadhi kuhusu mtoto wako kabla ya kumwongeza
consent-notice-outdated = consentNoticeVersion imepitwa na wakati: taarifa kuhusu kile Ndoto inachohifadhi imebadilika tangu ulipoifungua; pakia upya ukurasa, uisome kisha uweke alama kwenye kisanduku tena
