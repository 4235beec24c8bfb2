# A child's dashboard, activities, readings, profile, notifications, quiz, careers and videos.

reading-kind-unknown = kind iwe READING_KIND_BOOK au READING_KIND_RESOURCE
book-not-offered = hakuna kitabu chenye kitambulisho '{ $id }' kwa ajili yako; chagua kimoja kutoka Nyumbani
resource-not-offered = hakuna nyenzo yenye kitambulisho '{ $id }' kwa ajili yako; chagua moja kutoka ubao wa nyenzo
notification-id-unknown = ids ziwe vitambulisho vya arifa kutoka kwenye orodha; { $id } si mojawapo
notifications-not-found = baadhi ya arifa hizi haziko kwenye orodha yako; pakia upya arifa zako
avatar-unknown = image iwe mojawapo ya picha zinazotolewa ({ $avatars }); chagua mojawapo
favorite-subject-unknown = favoriteSubject iwe mojawapo ya { $subjects }; { $subject } si mojawapo
learning-goal-too-long = learningGoal ina herufi { $length }; isizidi herufi { $max }
activity-not-found = hakuna shughuli yenye kitambulisho '{ $id }'; pakia upya shughuli uchague moja kutoka kwenye orodha
activity-retired = shughuli '{ $title }' haitolewi tena; pakia upya shughuli uchague moja kutoka kwenye orodha
activity-already-completed = tayari umekamilisha '{ $title }'; chagua shughuli nyingine upate beji na nyota zaidi
completed-at-too-old = shughuli hii ilimalizwa zaidi ya siku { $days } zilizopita, muda mrefu mno kuhesabiwa sasa: ifanye tena upate nyota zake
completed-at-in-future = muda wa kumaliza shughuli hii ni baada ya sasa: angalia saa ya kifaa chako
resource-not-found = hakuna nyenzo yenye kitambulisho '{ $id }'; rudi kwenye ubao wa nyenzo uchague moja kutoka hapo
art-buddy-empty = Kwanza mwambie Rafiki wa Sanaa achore nini, kama 'chora simba angani'.
art-buddy-too-long = Rafiki wa Sanaa husoma hadi herufi { $max }, na yako ina { $chars }: ifupishe.
quiz-already-submitted = chemsha bongo hii tayari imetumwa; ili uifanye tena, anza chemsha bongo mpya
quiz-id-malformed = { $field } iwe quizId iliyorudishwa na GenerateQuiz
quiz-not-found = huna chemsha bongo yenye kitambulisho hiki; fanya chemsha bongo mpya
question-index-unknown = questionIndex { $index } haipo: chemsha bongo hii ina maswali 0 hadi { $last }
answer-not-offered = jibu la swali { $index } liwe mojawapo ya machaguo yake ({ $choices }), si { $answer }
answers-missing = kila swali linahitaji jibu; maswali { $questions } hayana jibu
age-range-unknown = ageRange iwe mojawapo ya { $bands }
not-your-id = { $field } kiwe kitambulisho chako mwenyewe
quiz-not-submitted = chemsha bongo hii bado haijatumwa; imalize uone taaluma
advisor-message-too-long = ujumbe usizidi herufi { $max }; uliza swali moja baada ya jingine
video-id-malformed = videoId kiwe kitambulisho cha herufi 11 cha video iliyoonyeshwa na kituo cha video
video-not-shown = video hii haikuwa kwenye majibu ya kituo cha video ya siku iliyopita; itafute tena
video-not-watched = video hii haiko kati ya video alizotazama mtoto wako; chagua moja kutoka kwenye orodha
channel-not-watched = chaneli hii haiko kati ya video alizotazama mtoto wako; chagua moja kutoka kwenye orodha
video-not-blocked = video au chaneli hii haijazuiwa kwa mtoto wako
video-query-required = q inahitajika: andika unachotaka kutazama
video-query-too-long = q isizidi herufi { $max }: jaribu maneno machache kuhusu mada
video-block-kind-unknown = kind iwe VIDEO_BLOCK_KIND_VIDEO au VIDEO_BLOCK_KIND_CHANNEL

# The Art Buddy, when it will not draw what a child asked.
art-buddy-refusal-reordering-characters = Kuna herufi zilizofichwa kwenye ujumbe wako zinazobadilisha mpangilio wa herufi. Unaweza kuuandika tena bila herufi hizo?
art-buddy-refusal-self-harm-encouragement = Siwezi kuchora kitu kinachomwambia mtu ajidhuru. Kila mtu anastahili wema. Kama umekasirika, zungumza na mtu mzima unayemwamini.
art-buddy-refusal-self-harm = Inaonekana unapitia jambo gumu sana. Tafadhali zungumza sasa hivi na mzazi, mwalimu au mtu mzima mwingine unayemwamini: wewe ni muhimu, na wanaweza kukusaidia.
art-buddy-refusal-grooming = Siwezi kuchora hilo: linasikika kama maneno ambayo watu husema ili kuwadanganya watoto. Usiwe na siri na mtu uliyekutana naye mtandaoni, na mwambie mtu mzima unayemwamini mtu akikuomba hivyo.
art-buddy-refusal-personal-information = Tuache taarifa binafsi kama namba za simu, barua pepe, anwani, majina kamili na manenosiri nje ya picha zetu. Badala yake niambie kuhusu wanyama, mahali au vitu vya kuchora!
art-buddy-refusal-link = Siwezi kuchora viungo, tovuti au majina ya mitandao ya kijamii. Badala yake nieleze picha kwa maneno yako mwenyewe!
art-buddy-refusal-meet-up = Siwezi kusaidia kukutana na watu au kutuma picha. Usikutane kamwe na mtu wa mtandaoni bila mtu mzima unayemwamini! Tuchore kitu cha kufurahisha badala yake?
art-buddy-refusal-bullying = Mimi huchora picha za upole tu. Vipi tukimchorea rafiki kitu kizuri badala yake?
art-buddy-refusal-profanity = Tutumie maneno mazuri kwa picha zetu. Jaribu kuomba kwa njia nyingine!
