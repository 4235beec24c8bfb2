# Moderators reviewing flagged posts.

case-not-found = hakuna kesi yenye kitambulisho hiki; huenda iliondoka pamoja na akaunti ya mwandishi wake
case-decided = kesi hii tayari imeamuliwa: { $decision } tarehe { $date } saa { $time } UTC
case-decided-with-note = kesi hii tayari imeamuliwa: { $decision } tarehe { $date } saa { $time } UTC, na maelezo: { $note }
decision-decided = imeamuliwa
decision-keep = bakiza
decision-remove = ondoa
decision-remove-and-warn = ondoa na uonye
case-held = msimamizi mwingine ameichukua kesi hii chini ya dakika { $minutes } zilizopita; unaweza kuichukua
case-held-until = msimamizi mwingine ameichukua kesi hii chini ya dakika { $minutes } zilizopita; unaweza kuichukua saa { $free_at }
decision-unknown = decision iwe DECISION_KEEP, DECISION_REMOVE au DECISION_REMOVE_AND_WARN
case-not-taken = chukua kesi hii kwanza (TakeCase), ili wasimamizi wawili wasiiamue kwa wakati mmoja
case-self-harm-no-warning = mtoto aliyeandika kuhusu kujidhuru anahitaji msaada, si onyo: chagua ondoa, ambayo humjulisha mzazi wake, au bakiza
moderator-password-change-required = chagua nenosiri lako mwenyewe kwanza (ChangePassword): lile ulilopewa na msimamizi wa mfumo linafanya kazi kwa kuingia mara moja tu
