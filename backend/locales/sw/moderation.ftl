# What a child reads when moderation keeps their post back (community/moderation).

moderation-reordering-characters = Machapisho hayawezi kuwa na herufi zilizofichwa zinazobadilisha mpangilio wa herufi. Tafadhali andika chapisho lako tena bila herufi hizo.
moderation-self-harm-encouragement = Machapisho hayawezi kumwambia mtu yeyote ajidhuru. Kila mtu hapa anastahili wema. Kama umekasirika, zungumza na mtu mzima unayemwamini.
moderation-self-harm = Inaonekana unapitia jambo gumu sana. Tafadhali zungumza sasa hivi na mzazi, mwalimu au mtu mzima mwingine unayemwamini: wewe ni muhimu, na wanaweza kukusaidia.
moderation-grooming = Chapisho hili haliwezi kushirikiwa: linasikika kama maneno ambayo watu husema ili kuwadanganya watoto. Usiwe na siri na mtu uliyekutana naye mtandaoni, na mwambie mtu mzima unayemwamini mtu akikuomba hivyo.
moderation-phone-number = Machapisho hayawezi kuwa na namba za simu. Weka taarifa zako binafsi kuwa siri!
moderation-email = Machapisho hayawezi kuwa na anwani za barua pepe. Weka taarifa zako binafsi kuwa siri!
moderation-address = Machapisho hayawezi kuwa na anwani za nyumbani au mahali mtu anapoishi. Weka taarifa zako binafsi kuwa siri: kutaja nchi yako ni sawa!
moderation-link = Machapisho hayawezi kuwa na viungo au anwani za tovuti. Badala yake, waeleze wenzako kwa maneno yako mwenyewe!
moderation-social = Machapisho hayawezi kuwa na majina ya mitandao ya kijamii au mialiko ya kwenda kwenye programu nyingine. Endelea kuzungumza hapa, ambapo ni salama!
moderation-full-name = Machapisho hayawezi kuwa na majina kamili. Tumia majina ya kwanza tu, ili taarifa za kila mtu zibaki siri!
moderation-meet-up = Machapisho hayawezi kumwomba mtu mkutane, atume picha au mzungumze mahali pa faragha. Endelea kuzungumza hapa, na usikutane kamwe na mtu wa mtandaoni bila mtu mzima unayemwamini!
moderation-password = Machapisho hayawezi kuwa na manenosiri au PIN. Usimpe mtu yeyote isipokuwa mzazi au mlezi wako!
moderation-bullying = Machapisho hayawezi kumkosea mtu yeyote adabu. Jaribu kusema jambo zuri au la kusaidia badala yake!
moderation-profanity = Machapisho hayawezi kuwa na maneno machafu. Jaribu kusema kwa njia nyingine!
