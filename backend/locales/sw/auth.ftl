# Signing in, sessions and passwords.

session-ended = umetolewa nje; tafadhali ingia tena
sign-in-first = ingia kwanza
sign-in-failed = jina hilo na nenosiri hilo havilingani na akaunti yoyote; viangalie vyote viwili kisha ujaribu tena
token-missing = ingia kwanza: mwito huu unahitaji kichwa `Authorization: Bearer <token>`
token-malformed = kichwa cha Authorization kiandikwe `Bearer <token>`
token-expired = muda wako wa kuingia umekwisha; tafadhali ingia tena
token-invalid = tokeni ya kuingia si sahihi; tafadhali ingia tena
wrong-role = mwito huu ni wa akaunti ya { $role }, nawe umeingia kama { $caller }
role-child = mtoto
role-parent = mzazi
role-moderator = msimamizi
password-unchanged = newPassword iwe tofauti na nenosiri la sasa
password-not-current = currentPassword si nenosiri lako la sasa
password-too-short = { $field } iwe na angalau herufi { $min }
password-too-long = { $field } isizidi herufi { $max }
password-common = { $field } ni mojawapo ya manenosiri yanayotumika sana na ni rahisi kukisia; tafadhali chagua jingine
password-personal = { $field } lisiwe na { $what } ('{ $part }'), ambalo wengine wanaweza kukisia; tafadhali chagua maneno mengine
password-word-website = jina la tovuti hii
password-word-first-name = jina lako la kwanza
password-word-last-name = jina lako la mwisho
password-word-email-name = jina la anwani yako ya barua pepe
password-word-child-first-name = jina la kwanza la mtoto
password-word-child-last-name = jina la mwisho la mtoto
password-word-child-sign-in-name = jina la kuingia la mtoto
password-word-child-birth-year = mwaka wa kuzaliwa wa mtoto
closing-wrong-password = password si nenosiri lako la sasa; hakuna kilichofutwa
