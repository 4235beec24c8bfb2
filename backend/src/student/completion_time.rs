//! When a completion happened: now, or the time an app that was offline says the child finished
//! (issue 30, item 6), within bounds, so that the streak and the parent's view count the right day.

use chrono::{DateTime, TimeDelta, Utc};

use crate::{api::pbjson_types::Timestamp, error::AppError};

/// How long after finishing an activity offline the app may still send it.
pub(crate) const OFFLINE_COMPLETION_KEPT: TimeDelta = TimeDelta::days(7);
/// How far ahead of the server's clock a device's clock may be: a time up to this much later
/// than now is taken as now (a phone that was offline for days drifts by seconds, not minutes).
pub(crate) const CLOCK_SKEW: TimeDelta = TimeDelta::minutes(5);

/// The time to record for a completion asked at `now` with `completed_at` (unset: now).
pub(crate) fn completion_time(completed_at: Option<&Timestamp>, now: DateTime<Utc>) -> Result<DateTime<Utc>, AppError> {
    let Some(completed_at) = completed_at else { return Ok(now) };
    let days = OFFLINE_COMPLETION_KEPT.num_days();
    let at = DateTime::<Utc>::try_from(*completed_at)
        .map_err(|_| AppError::invalid("completedAt", crate::words!("completed-at-too-old", days = days)))?;
    if at > now + CLOCK_SKEW {
        return Err(AppError::invalid("completedAt", crate::words!("completed-at-in-future")));
    }
    if at < now - OFFLINE_COMPLETION_KEPT {
        return Err(AppError::invalid("completedAt", crate::words!("completed-at-too-old", days = days)));
    }
    Ok(at.min(now))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn now() -> DateTime<Utc> {
        DateTime::parse_from_rfc3339("2026-11-27T10:00:00Z").unwrap().to_utc()
    }

    fn at(delta: TimeDelta) -> Result<DateTime<Utc>, String> {
        completion_time(Some(&(now() + delta).into()), now()).map_err(|error| error.to_string())
    }

    #[test]
    fn unset_is_now_and_a_past_time_within_seven_days_is_kept() {
        assert_eq!(completion_time(None, now()).unwrap(), now());
        assert_eq!(at(-TimeDelta::days(1)), Ok(now() - TimeDelta::days(1)));
        assert_eq!(at(-OFFLINE_COMPLETION_KEPT), Ok(now() - OFFLINE_COMPLETION_KEPT));
    }

    #[test]
    fn a_clock_a_little_fast_counts_as_now_and_a_later_time_is_refused() {
        assert_eq!(at(CLOCK_SKEW), Ok(now()));
        assert_eq!(
            at(CLOCK_SKEW + TimeDelta::seconds(1)),
            Err("the time this activity was finished is later than now: check the clock of your device".into())
        );
    }

    #[test]
    fn more_than_seven_days_ago_is_refused() {
        let refused = at(-OFFLINE_COMPLETION_KEPT - TimeDelta::seconds(1)).unwrap_err();
        assert!(refused.starts_with("this activity was finished more than 7 days ago"), "{refused}");
        // Out of chrono's range altogether: the same refusal.
        let far = Timestamp { seconds: i64::MIN, nanos: 0 };
        assert!(completion_time(Some(&far), now()).is_err());
    }
}
