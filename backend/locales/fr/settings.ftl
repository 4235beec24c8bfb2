# A child's settings, which their parent chooses, and what the child reads when they close Ndoto.

bedtime = C’est l’heure du coucher ! Ton parent a mis Ndoto en pause de { $start } à { $end }. Dors bien et reviens après { $end }.
daily-limit-reached = Tu as utilisé tout ton temps Ndoto pour aujourd’hui ({ $minutes } minutes, la limite choisie par ton parent). Bravo ! Reviens demain.
daily-limit-range = dailyLimitMinutes doit être entre { $least } et { $most } minutes par jour ({ $hours } heures), ou 0 pour aucune limite
bedtime-half-set = indiquez bedtimeStart et bedtimeEnd pour une heure du coucher, ou effacez les deux pour n’en avoir aucune
bedtime-same-times = bedtimeEnd doit être différent de bedtimeStart : l’heure du coucher a besoin d’un début et d’une fin plus tardive (le lendemain matin si elle est plus tôt)
time-zone-unknown = timeZone doit être un nom de fuseau horaire comme Africa/Nairobi ou Europe/London ; celui de votre navigateur est rempli pour vous
time-malformed = { $field } doit être une heure sur 24 heures, par exemple 20:30
outside-ai-unavailable = outsideAiAnswers ne peut pas être activé : ce serveur n’a pas de service d’IA externe configuré (NDOTO_LLM_BASE_URL, NDOTO_LLM_API_KEY et NDOTO_LLM_MODEL ne sont pas définis), donc c’est le conseiller intégré qui répond
outside-ai-notice-version = outsideAiNoticeVersion doit valoir { $version }, la version de la notice affichée avec ce réglage : lisez la notice actuelle (rechargez les réglages), puis activez-le
