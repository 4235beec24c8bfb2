//! The rules of a child's settings, apart from storage and transport: the defaults by age, the
//! allowed ranges, the checks of a parent's change, and the time rules (bedtime and the daily
//! limit, in the parent's time zone) with the words a child is told.

use crate::error::Reason;
use std::ops::RangeInclusive;

use chrono::{DateTime, Days, NaiveDate, NaiveTime, TimeZone, Utc};
use chrono_tz::Tz;

use crate::{
    error::{AppError, AppResult},
    i18n::Language,
};

/// Children under this age get "videos from Ndoto's library only" when their settings are made.
pub(crate) const APPROVED_VIDEOS_ONLY_UNDER_AGE: i32 = 13;
/// Community posting is on until a parent turns it off.
pub(crate) const DEFAULT_COMMUNITY_POSTING: bool = true;
/// Recommendations from quiz results are off until a parent turns them on (AADC standard 12:
/// profiling off by default).
pub(crate) const DEFAULT_PERSONALISED_RECOMMENDATIONS: bool = false;
/// The time zone of settings no parent has saved yet.
pub(crate) const DEFAULT_TIME_ZONE: &str = "UTC";
/// The daily limits a parent may choose, in minutes (also a CHECK in the migration).
pub(crate) const DAILY_LIMIT_MINUTES: RangeInclusive<i32> = 15..=720;
/// A minute of use is counted at most this often per child.
pub(crate) const USAGE_MINUTE: chrono::TimeDelta = chrono::TimeDelta::minutes(1);

/// A bedtime: from `start` to `end` in local time, across midnight when `end` is earlier.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Bedtime {
    pub(crate) start: NaiveTime,
    pub(crate) end: NaiveTime,
}

/// A child's settings as the rules see them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Settings {
    pub(crate) community_posting: bool,
    pub(crate) approved_videos_only: bool,
    pub(crate) personalised_recommendations: bool,
    pub(crate) daily_limit_minutes: Option<i32>,
    pub(crate) bedtime: Option<Bedtime>,
    pub(crate) time_zone: Tz,
    /// Whether the videos the child starts are kept for the parent (30 days).
    pub(crate) share_watch_history: bool,
    /// Whether the advisor's and the quiz's words may come from an outside AI service, which
    /// then receives the child's questions and answers (`crate::ai::notice`).
    pub(crate) outside_ai: bool,
    /// The language of the child's screens.
    pub(crate) language: Language,
}

impl Settings {
    /// The settings a child of `age` starts with.
    pub(crate) fn defaults_for_age(age: i32) -> Self {
        Self {
            community_posting: DEFAULT_COMMUNITY_POSTING,
            approved_videos_only: age < APPROVED_VIDEOS_ONLY_UNDER_AGE,
            personalised_recommendations: DEFAULT_PERSONALISED_RECOMMENDATIONS,
            daily_limit_minutes: None,
            bedtime: None,
            time_zone: DEFAULT_TIME_ZONE.parse().expect("UTC is a time zone"),
            // A child's watch history stays in their browser unless the parent asks for it.
            share_watch_history: false,
            // Nothing a child writes leaves Ndoto until their parent says yes (COPPA 312.5(a)(2)).
            outside_ai: false,
            language: Language::default(),
        }
    }
}

/// A parent's change, as sent: `None` leaves a setting as it was.
#[derive(Debug, Default)]
pub(crate) struct Change {
    pub(crate) community_posting: Option<bool>,
    pub(crate) approved_videos_only: Option<bool>,
    pub(crate) personalised_recommendations: Option<bool>,
    /// `Some(0)` removes the limit.
    pub(crate) daily_limit_minutes: Option<i32>,
    /// `Some("")` with an empty end removes the bedtime.
    pub(crate) bedtime_start: Option<String>,
    pub(crate) bedtime_end: Option<String>,
    pub(crate) time_zone: Option<String>,
    pub(crate) share_watch_history: Option<bool>,
    pub(crate) outside_ai: Option<bool>,
    /// A language code; an unknown one is INVALID_ARGUMENT listing the supported.
    pub(crate) language: Option<String>,
}

/// `settings` with `change` applied, or the first field a parent must fix, in words for them.
pub(crate) fn apply(settings: &Settings, change: Change) -> AppResult<Settings> {
    let mut next = settings.clone();
    if let Some(on) = change.community_posting {
        next.community_posting = on;
    }
    if let Some(on) = change.approved_videos_only {
        next.approved_videos_only = on;
    }
    if let Some(on) = change.personalised_recommendations {
        next.personalised_recommendations = on;
    }
    if let Some(on) = change.share_watch_history {
        next.share_watch_history = on;
    }
    if let Some(on) = change.outside_ai {
        next.outside_ai = on;
    }
    if let Some(minutes) = change.daily_limit_minutes {
        next.daily_limit_minutes = match minutes {
            0 => None,
            minutes if DAILY_LIMIT_MINUTES.contains(&minutes) => Some(minutes),
            _ => {
                return Err(AppError::invalid(
                    "dailyLimitMinutes",
                    crate::words!(
                        "daily-limit-range",
                        least = *DAILY_LIMIT_MINUTES.start(),
                        most = *DAILY_LIMIT_MINUTES.end(),
                        hours = DAILY_LIMIT_MINUTES.end() / 60
                    ),
                ));
            }
        };
    }
    if change.bedtime_start.is_some() || change.bedtime_end.is_some() {
        let current = settings.bedtime.map(|b| (format_time(b.start), format_time(b.end))).unwrap_or_default();
        let start = change.bedtime_start.unwrap_or(current.0);
        let end = change.bedtime_end.unwrap_or(current.1);
        next.bedtime = match (start.trim(), end.trim()) {
            ("", "") => None,
            ("", _) | (_, "") => {
                let field = if start.trim().is_empty() { "bedtimeStart" } else { "bedtimeEnd" };
                return Err(AppError::invalid(field, crate::words!("bedtime-half-set")));
            }
            (start, end) => {
                let start = parse_time("bedtimeStart", start)?;
                let end = parse_time("bedtimeEnd", end)?;
                if start == end {
                    return Err(AppError::invalid("bedtimeEnd", crate::words!("bedtime-same-times")));
                }
                Some(Bedtime { start, end })
            }
        };
    }
    if let Some(name) = change.time_zone {
        next.time_zone = parse_time_zone(&name)?;
    }
    if let Some(code) = change.language {
        next.language = Language::parse("language", &code)?;
    }
    Ok(next)
}

/// A time zone by its IANA name (`Africa/Nairobi`), as a browser reports it.
pub(crate) fn parse_time_zone(name: &str) -> AppResult<Tz> {
    name.trim().parse().map_err(|_| AppError::invalid("timeZone", crate::words!("time-zone-unknown")))
}

/// A local time written `HH:MM` (24-hour clock).
fn parse_time(field: &'static str, value: &str) -> AppResult<NaiveTime> {
    NaiveTime::parse_from_str(value, "%H:%M")
        .map_err(|_| AppError::invalid(field, crate::words!("time-malformed", field = field)))
}

/// A local time as `HH:MM`.
pub(crate) fn format_time(time: NaiveTime) -> String {
    time.format("%H:%M").to_string()
}

/// Why Ndoto is closed for a child right now: bedtime, or the day's minutes used up.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Closed {
    /// Bedtime until `until`.
    Bedtime { bedtime: Bedtime, until: DateTime<Utc> },
    /// The daily limit of `minutes` is reached until the next local midnight, `until`.
    DailyLimit { minutes: i32, until: DateTime<Utc> },
}

impl Closed {
    /// The words the child reads: what happened, that their parent chose it, and when to come back.
    pub(crate) fn message(&self) -> crate::i18n::Words {
        match self {
            Closed::Bedtime { bedtime, .. } => {
                crate::words!("bedtime", start = format_time(bedtime.start), end = format_time(bedtime.end))
            }
            Closed::DailyLimit { minutes, .. } => crate::words!("daily-limit-reached", minutes = *minutes),
        }
    }

    /// The refusal: RESOURCE_EXHAUSTED for both, with Retry-After at the time Ndoto opens again
    /// (bedtime's end, or the next local midnight) and the reason (`BEDTIME`, `DAILY_LIMIT`) in
    /// an ErrorInfo detail. Both end by themselves at a known time, which RetryInfo tells a
    /// client; FAILED_PRECONDITION would be HTTP 400 ("your request is wrong") and carries no time.
    pub(crate) fn error(&self, now: DateTime<Utc>) -> AppError {
        let (until, reason) = match self {
            Closed::Bedtime { until, .. } => (*until, Reason::Bedtime),
            Closed::DailyLimit { until, .. } => (*until, Reason::DailyLimit),
        };
        AppError::ClosedForNow {
            message: self.message(),
            retry_after: (until - now).to_std().unwrap_or_default(),
            reason,
        }
    }
}

/// Whether bedtime or the daily limit closes Ndoto for the child at `now`, with
/// `minutes_today` used on the local day.
pub(crate) fn closed(settings: &Settings, minutes_today: i32, now: DateTime<Utc>) -> Option<Closed> {
    let tz = settings.time_zone;
    let local = now.with_timezone(&tz);
    if let Some(bedtime) = settings.bedtime
        && in_bedtime(bedtime, local.time())
    {
        let mut day = local.date_naive();
        if local.time() >= bedtime.end {
            day = day + Days::new(1);
        }
        return Some(Closed::Bedtime { bedtime, until: at_local(tz, day, bedtime.end) });
    }
    if let Some(limit) = settings.daily_limit_minutes
        && minutes_today >= limit
    {
        let tomorrow = local.date_naive() + Days::new(1);
        return Some(Closed::DailyLimit { minutes: limit, until: at_local(tz, tomorrow, NaiveTime::MIN) });
    }
    None
}

/// Whether the local time `time` falls in `bedtime` (start included, end not).
pub(crate) fn in_bedtime(bedtime: Bedtime, time: NaiveTime) -> bool {
    if bedtime.start < bedtime.end {
        bedtime.start <= time && time < bedtime.end
    } else {
        time >= bedtime.start || time < bedtime.end
    }
}

/// The day of `now` in the time zone, which the daily limit counts.
pub(crate) fn local_day(tz: Tz, now: DateTime<Utc>) -> NaiveDate {
    now.with_timezone(&tz).date_naive()
}

/// The instant of a local date and time; in a daylight-saving gap, the first instant after it.
fn at_local(tz: Tz, day: NaiveDate, time: NaiveTime) -> DateTime<Utc> {
    let naive = day.and_time(time);
    (0..=3)
        .find_map(|hours| tz.from_local_datetime(&(naive + chrono::TimeDelta::hours(hours))).earliest())
        .map_or_else(|| naive.and_utc(), |local| local.with_timezone(&Utc))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn time(hh_mm: &str) -> NaiveTime {
        NaiveTime::parse_from_str(hh_mm, "%H:%M").unwrap()
    }

    fn utc(rfc3339: &str) -> DateTime<Utc> {
        DateTime::parse_from_rfc3339(rfc3339).unwrap().with_timezone(&Utc)
    }

    fn with(change: Change) -> AppResult<Settings> {
        apply(&Settings::defaults_for_age(10), change)
    }

    #[test]
    fn defaults_are_private_and_depend_on_age() {
        let young = Settings::defaults_for_age(12);
        assert!(young.approved_videos_only && young.community_posting && !young.personalised_recommendations);
        assert_eq!((young.daily_limit_minutes, young.bedtime, young.time_zone), (None, None, Tz::UTC));
        let teen = Settings::defaults_for_age(13);
        assert!(!teen.approved_videos_only && !teen.personalised_recommendations);
    }

    #[test]
    fn a_change_keeps_what_it_leaves_out() {
        let changed = with(Change { community_posting: Some(false), ..Change::default() }).unwrap();
        assert!(!changed.community_posting);
        assert_eq!(changed.approved_videos_only, Settings::defaults_for_age(10).approved_videos_only);
        let bedtime = with(Change {
            bedtime_start: Some("20:30".into()),
            bedtime_end: Some("06:45".into()),
            ..Change::default()
        })
        .unwrap();
        let moved = apply(&bedtime, Change { bedtime_end: Some("07:00".into()), ..Change::default() }).unwrap();
        assert_eq!(moved.bedtime, Some(Bedtime { start: time("20:30"), end: time("07:00") }));
        let cleared = apply(
            &moved,
            Change { bedtime_start: Some(String::new()), bedtime_end: Some(String::new()), ..Change::default() },
        )
        .unwrap();
        assert_eq!(cleared.bedtime, None);
    }

    #[test]
    fn limits_outside_the_range_are_refused_and_zero_removes_the_limit() {
        for bad in [-5, 1, 14, 721, 10_000] {
            let error = with(Change { daily_limit_minutes: Some(bad), ..Change::default() }).unwrap_err();
            assert!(error.to_string().contains("between 15 and 720 minutes"), "{bad}: {error}");
        }
        for good in [15, 90, 720] {
            let settings = with(Change { daily_limit_minutes: Some(good), ..Change::default() }).unwrap();
            assert_eq!(settings.daily_limit_minutes, Some(good));
            let removed = apply(&settings, Change { daily_limit_minutes: Some(0), ..Change::default() }).unwrap();
            assert_eq!(removed.daily_limit_minutes, None);
        }
    }

    #[test]
    fn bedtimes_and_time_zones_are_checked() {
        let refusals = [
            (Some("25:00"), Some("07:00"), "bedtimeStart"),
            (Some("8pm"), Some("07:00"), "bedtimeStart"),
            (Some("20:00"), Some(""), "bedtimeEnd"),
            (Some("20:00"), None, "bedtimeEnd"),
            (Some("20:00"), Some("20:00"), "bedtimeEnd"),
        ];
        for (start, end, field) in refusals {
            let change =
                Change { bedtime_start: start.map(Into::into), bedtime_end: end.map(Into::into), ..Change::default() };
            match with(change) {
                Err(AppError::InvalidField { field: got, .. }) => assert_eq!(got, field, "{start:?} {end:?}"),
                other => panic!("{start:?} {end:?}: {other:?}"),
            }
        }
        for bad in ["Mars/Olympus", "", "EAT+3", "africa/nairobi/x"] {
            assert!(with(Change { time_zone: Some(bad.into()), ..Change::default() }).is_err(), "{bad}");
        }
        let nairobi = with(Change { time_zone: Some("Africa/Nairobi".into()), ..Change::default() }).unwrap();
        assert_eq!(nairobi.time_zone, chrono_tz::Africa::Nairobi);
    }

    #[test]
    fn bedtime_across_midnight_includes_its_start_and_not_its_end() {
        let night = Bedtime { start: time("21:00"), end: time("06:30") };
        for inside in ["21:00", "23:59", "00:00", "03:00", "06:29"] {
            assert!(in_bedtime(night, time(inside)), "{inside}");
        }
        for outside in ["06:30", "12:00", "20:59"] {
            assert!(!in_bedtime(night, time(outside)), "{outside}");
        }
        let nap = Bedtime { start: time("13:00"), end: time("14:00") };
        assert!(in_bedtime(nap, time("13:30")) && !in_bedtime(nap, time("14:00")) && !in_bedtime(nap, time("12:59")));
    }

    #[test]
    fn bedtime_follows_the_parents_time_zone() {
        let settings = Settings {
            bedtime: Some(Bedtime { start: time("21:00"), end: time("06:30") }),
            time_zone: chrono_tz::Africa::Nairobi,
            ..Settings::defaults_for_age(9)
        };
        // 19:00 UTC is 22:00 in Nairobi (UTC+3): bedtime there, until 06:30 Nairobi = 03:30 UTC.
        let closed = closed(&settings, 0, utc("2026-11-23T19:00:00Z")).unwrap();
        assert_eq!(closed, Closed::Bedtime { bedtime: settings.bedtime.unwrap(), until: utc("2026-11-24T03:30:00Z") });
        assert!(closed.message().to_string().contains("from 21:00 to 06:30"), "{}", closed.message());
        // After midnight the end is the same morning.
        let early = super::closed(&settings, 0, utc("2026-11-24T01:00:00Z")).unwrap();
        assert!(matches!(early, Closed::Bedtime { until, .. } if until == utc("2026-11-24T03:30:00Z")));
        // 17:00 UTC is 20:00 in Nairobi but bedtime in London's evening would differ.
        assert_eq!(super::closed(&settings, 0, utc("2026-11-23T17:00:00Z")), None);
        let london = Settings { time_zone: chrono_tz::Europe::London, ..settings };
        assert_eq!(super::closed(&london, 0, utc("2026-11-23T19:00:00Z")), None);
        assert!(super::closed(&london, 0, utc("2026-11-23T21:00:00Z")).is_some());
    }

    #[test]
    fn the_daily_limit_counts_the_local_day_and_ends_at_local_midnight() {
        let settings = Settings {
            daily_limit_minutes: Some(60),
            time_zone: chrono_tz::America::New_York,
            ..Settings::defaults_for_age(11)
        };
        let now = utc("2026-11-24T02:00:00Z"); // 21:00 on the 23rd in New York
        assert_eq!(local_day(settings.time_zone, now), NaiveDate::from_ymd_opt(2026, 11, 23).unwrap());
        assert_eq!(closed(&settings, 59, now), None);
        let over = closed(&settings, 60, now).unwrap();
        assert_eq!(over, Closed::DailyLimit { minutes: 60, until: utc("2026-11-24T05:00:00Z") });
        match over.error(now) {
            AppError::ClosedForNow { message, retry_after, reason } => {
                assert_eq!((retry_after, reason), (std::time::Duration::from_secs(3 * 3600), Reason::DailyLimit));
                let message = message.to_string();
                assert!(message.contains("60 minutes") && message.contains("tomorrow"), "{message}");
            }
            other => panic!("{other:?}"),
        }
        let bedtime = Closed::Bedtime {
            bedtime: Bedtime { start: time("21:00"), end: time("06:00") },
            until: now + chrono::TimeDelta::minutes(90),
        };
        assert!(matches!(
            bedtime.error(now),
            AppError::ClosedForNow { retry_after, reason: Reason::Bedtime, .. }
                if retry_after == std::time::Duration::from_secs(90 * 60)
        ));
    }

    #[test]
    fn a_bedtime_ending_in_a_daylight_saving_gap_ends_at_the_first_instant_after_it() {
        // New York skipped 02:00 to 03:00 on 2026-03-08.
        let settings = Settings {
            bedtime: Some(Bedtime { start: time("22:00"), end: time("02:30") }),
            time_zone: chrono_tz::America::New_York,
            ..Settings::defaults_for_age(8)
        };
        let closed = closed(&settings, 0, utc("2026-03-08T04:00:00Z")).unwrap(); // 23:00 EST
        assert!(matches!(closed, Closed::Bedtime { until, .. } if until == utc("2026-03-08T07:30:00Z")), "{closed:?}");
    }
}
