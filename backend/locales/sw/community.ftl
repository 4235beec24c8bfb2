# Communities and their posts.

post-gone = Chapisho hili halipo tena. Pakia upya machapisho uone ya karibuni.
post-empty = Chapisho lako liko tupu: andika kitu cha kushiriki kwanza!
post-too-long = Chapisho kisizidi herufi { $max }, na lako lina { $chars }. Lifupishe kidogo!
not-a-member = Jiunge na jumuiya hii ili uone, uandike, upende na uripoti machapisho yake.
report-reason-too-long = reason isizidi herufi { $max }; sema kwa maneno machache zaidi
community-not-found = Jumuiya hii haipo au huwezi kuifikia. Rudi kwenye orodha uchague nyingine.
posting-off = Mzazi wako amezima uandishi wa machapisho kwenye jumuiya, kwa hiyo huwezi kuandika machapisho kwa sasa. Bado unaweza kusoma na kupenda machapisho. Ukitaka kuandika, zungumza na mzazi wako kuhusu hilo.
