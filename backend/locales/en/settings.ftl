# A child's settings, which their parent chooses, and what the child reads when they close Ndoto.

bedtime = It's bedtime! Your parent set Ndoto to rest from { $start } to { $end }. Get some sleep and come back after { $end }.
daily-limit-reached = You've used all your Ndoto time for today ({ $minutes } minutes, the limit your parent chose). Great work! Come back tomorrow.
daily-limit-range = dailyLimitMinutes must be between { $least } and { $most } minutes a day ({ $hours } hours), or 0 for no limit
bedtime-half-set = set both bedtimeStart and bedtimeEnd for a bedtime, or clear both for none
bedtime-same-times = bedtimeEnd must differ from bedtimeStart: bedtime needs a start and a later end (the next morning when it is earlier)
time-zone-unknown = timeZone must be a time zone name such as Africa/Nairobi or Europe/London; your browser's own is filled in for you
time-malformed = { $field } must be a time on the 24-hour clock, such as 20:30
outside-ai-unavailable = outsideAiAnswers cannot be turned on: this server has no outside AI service configured (NDOTO_LLM_BASE_URL, NDOTO_LLM_API_KEY and NDOTO_LLM_MODEL are not set), so the built-in advisor answers
outside-ai-notice-version = outsideAiNoticeVersion must be { $version }, the version of the notice shown with this setting: read the current notice (reload the settings), then turn it on
