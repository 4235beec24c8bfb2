# A child's settings, which their parent chooses, and what the child reads when they close Ndoto.

bedtime = Ni wakati wa kulala! Mzazi wako ameweka Ndoto ipumzike kuanzia { $start } hadi { $end }. Lala vizuri, kisha urudi baada ya { $end }.
daily-limit-reached = Umetumia muda wako wote wa Ndoto wa leo (dakika { $minutes }, kikomo alichochagua mzazi wako). Kazi nzuri! Rudi kesho.
daily-limit-range = dailyLimitMinutes iwe kati ya dakika { $least } na { $most } kwa siku (saa { $hours }), au 0 kwa kutokuwa na kikomo
bedtime-half-set = weka bedtimeStart na bedtimeEnd zote mbili kwa wakati wa kulala, au ziondoe zote mbili kwa kutokuwa nao
bedtime-same-times = bedtimeEnd iwe tofauti na bedtimeStart: wakati wa kulala unahitaji mwanzo na mwisho wa baadaye (asubuhi inayofuata ukiwa mapema zaidi)
time-zone-unknown = timeZone iwe jina la saa za eneo kama Africa/Nairobi au Europe/London; ile ya kivinjari chako imejazwa kwa ajili yako
time-malformed = { $field } iwe saa ya mfumo wa saa 24, kama 20:30
outside-ai-unavailable = outsideAiAnswers haiwezi kuwashwa: seva hii haina huduma ya AI ya nje iliyowekwa (NDOTO_LLM_BASE_URL, NDOTO_LLM_API_KEY na NDOTO_LLM_MODEL hazijawekwa), kwa hiyo mshauri wa ndani ndiye anayejibu
outside-ai-notice-version = outsideAiNoticeVersion iwe { $version }, toleo la taarifa inayoonyeshwa na mpangilio huu: soma taarifa ya sasa (pakia upya mipangilio), kisha uiwashe
