//! Per-child settings a parent chooses (community posting, videos from the library only,
//! personalised recommendations, a daily time limit and a bedtime) and their enforcement: the
//! features ask [`for_child`], and sign-in and the auth layer ask [`check_open`].

pub(crate) mod rules;
pub(crate) mod store;
pub(crate) mod usage;
pub(crate) mod wire;

use crate::error::Reason;
use chrono::Utc;
use diesel_async::AsyncConnection;
use uuid::Uuid;

use crate::{
    account::children::ChildAccount,
    db::Connection,
    error::{AppError, AppResult},
    state::AppState,
};
pub(crate) use rules::Settings;

/// The settings of a child who is signed in; a removed child is ACCOUNT_GONE.
pub(crate) async fn for_child(conn: &mut Connection<'_>, child_id: Uuid) -> AppResult<Settings> {
    store::load(conn, child_id).await?.ok_or(AppError::AccountGone)
}

/// What the child's own screens are told: the settings, today's minutes and why Ndoto is closed
/// right now, if it is.
pub(crate) struct ForTheChild {
    pub(crate) settings: Settings,
    pub(crate) minutes_today: i32,
    pub(crate) closed: Option<rules::Closed>,
}

/// The settings as the child's screens explain them.
pub(crate) async fn for_the_child(state: &AppState, child: &ChildAccount) -> AppResult<ForTheChild> {
    let settings = child.settings.clone();
    let now = Utc::now();
    let minutes_today = usage::today(state, child.id, rules::local_day(settings.time_zone, now)).await?.usage.minutes;
    let closed = rules::closed(&settings, minutes_today, now);
    Ok(ForTheChild { settings, minutes_today, closed })
}

/// Refuses the child during bedtime or once the day's minutes are used up, with the words for
/// the child; otherwise, when `count` is set, counts a minute of use (at most one a minute).
/// `settings` are the child's, as the auth layer loaded them.
pub(crate) async fn check_open(state: &AppState, child_id: Uuid, settings: &Settings, count: bool) -> AppResult<()> {
    let now = Utc::now();
    let day = rules::local_day(settings.time_zone, now);
    let today = usage::today(state, child_id, day).await?;
    if let Some(closed) = rules::closed(settings, today.usage.minutes, now) {
        let limit = match closed {
            rules::Closed::Bedtime { .. } => "bedtime",
            rules::Closed::DailyLimit { .. } => "daily_limit",
        };
        metrics::counter!(crate::telemetry::names::LIMIT_REFUSALS, "limit" => limit).increment(1);
        return Err(closed.error(now));
    }
    if count {
        today.count_minute(state, child_id);
    }
    Ok(())
}

/// Who changes a child's settings, and what the server offers them.
pub(crate) struct Changer<'a> {
    /// The parent.
    pub(crate) parent_id: Uuid,
    /// Whether the server has an outside AI service configured.
    pub(crate) outside_ai_available: bool,
    /// The version of the outside AI notice the parent read, as their request says.
    pub(crate) outside_ai_notice_version: &'a str,
}

/// The parent's change applied and stored; the settings as saved. Turning "Answers from an
/// outside AI service" on needs a configured service and the current notice's version; each
/// turn on or off is recorded.
pub(crate) async fn update(
    conn: &mut Connection<'_>,
    child_id: Uuid,
    change: rules::Change,
    changer: Changer<'_>,
) -> AppResult<Settings> {
    let current = for_child(conn, child_id).await?;
    let next = rules::apply(&current, change)?;
    let stops_sharing = current.share_watch_history && !next.share_watch_history;
    let outside_ai_turned = (current.outside_ai != next.outside_ai).then_some(next.outside_ai);
    if outside_ai_turned == Some(true) {
        check_outside_ai_consent(&changer)?;
    }
    conn.transaction(async |conn| {
        store::save(conn, child_id, &next).await?;
        if let Some(on) = outside_ai_turned {
            store::record_outside_ai_choice(conn, child_id, changer.parent_id, on).await?;
        }
        // What was shared goes when sharing stops.
        if stops_sharing {
            crate::video::history::forget(conn, child_id).await?;
        }
        Ok::<_, diesel::result::Error>(())
    })
    .await?;
    Ok(next)
}

/// Whether a parent may turn "Answers from an outside AI service" on: a service is configured,
/// and they read the current notice.
fn check_outside_ai_consent(changer: &Changer<'_>) -> AppResult<()> {
    use crate::ai::notice::NOTICE_VERSION;
    if !changer.outside_ai_available {
        return Err(AppError::FailedPrecondition(
            Reason::OutsideAiUnavailable,
            crate::words!("outside-ai-unavailable"),
        ));
    }
    if changer.outside_ai_notice_version.trim() != NOTICE_VERSION {
        return Err(AppError::invalid(
            "outsideAiNoticeVersion",
            crate::words!("outside-ai-notice-version", version = NOTICE_VERSION),
        ));
    }
    Ok(())
}
