//! What a child earns: completing an activity, and the badges and stars that follow, in one
//! transaction over the store; the rules themselves are the pure `rewards` module. Returns domain
//! types; `wire.rs` turns them into answers.

use crate::error::Reason;
use chrono::{DateTime, NaiveDate, Utc};
use diesel_async::AsyncConnection;
use uuid::Uuid;

use super::{
    rewards::{self, completion_message},
    store::{self, BadgeRow, BadgeStatus},
};
use crate::{
    catalogue::Theme,
    db::Connection,
    error::{AppError, AppResult},
    notifications::{self, Kind, New},
};

/// What completing an activity brought.
pub(crate) struct Completion {
    /// The sentence the dialog shows, such as "Science Explorer Badge earned!".
    pub(crate) message: String,
    /// The badges newly earned, in catalogue order.
    pub(crate) awarded: Vec<BadgeStatus>,
    /// The activity's stars plus those of the new badges.
    pub(crate) stars_awarded: i32,
    /// All the child's stars now.
    pub(crate) total_stars: i32,
}

/// Records that the child completed activity `id` (text from the request) and awards what it
/// earns, all in one transaction with the child's row locked, so that concurrent calls award
/// each badge once. An unknown, malformed or retired id is NOT_FOUND, a repeat ALREADY_EXISTS.
/// `at` is when the child finished, `day` their day then (in their parent's time zone), a day of
/// learning for their streak.
pub(crate) async fn complete(
    conn: &mut Connection<'_>,
    child_id: Uuid,
    id: &str,
    at: DateTime<Utc>,
    day: NaiveDate,
) -> AppResult<Completion> {
    let not_found = || AppError::NotFound(Reason::ChallengeNotFound, crate::words!("activity-not-found", id = id));
    let challenge_id = Uuid::parse_str(id.trim()).map_err(|_| not_found())?;
    conn.transaction(async |conn| {
        if !crate::account::children::lock(conn, child_id).await? {
            return Err(AppError::AccountGone);
        }
        let challenge = store::challenge(conn, challenge_id).await?.ok_or_else(not_found)?;
        if challenge.retired {
            return Err(AppError::NotFound(
                Reason::ChallengeRetired,
                crate::words!("activity-retired", title = &challenge.title),
            ));
        }
        if !store::insert_completion(conn, child_id, &challenge, at).await? {
            return Err(AppError::AlreadyExists(
                Reason::ChallengeAlreadyCompleted,
                crate::words!("activity-already-completed", title = &challenge.title),
            ));
        }
        crate::journey::store::mark_day(conn, child_id, day).await?;
        let awarded = earned_badges(conn, child_id).await?;
        // The completion's notification first, then each badge's: one insert.
        let done = New { kind: Kind::ActivityCompleted, subject: &challenge.title, points: challenge.stars };
        let news: Vec<New> = std::iter::once(done).chain(awarded.iter().map(badge_news)).collect();
        notifications::store::record(conn, child_id, &news).await?;
        let theme = challenge
            .theme
            .parse::<Theme>()
            .map_err(|_| AppError::Internal(anyhow::anyhow!("stored activity has theme {:?}", challenge.theme)))?;
        let explorer_new = awarded.iter().any(|status| status.badge.id == theme.explorer_badge_id());
        let stars_awarded = challenge.stars + awarded.iter().map(|status| status.badge.stars).sum::<i32>();
        let total_stars = total_stars(conn, child_id).await?;
        Ok(Completion {
            message: completion_message(theme, explorer_new, stars_awarded),
            awarded,
            stars_awarded,
            total_stars,
        })
    })
    .await
}

/// Evaluates every badge rule against what the child has done and awards the badges newly
/// earned, each with its notification; returns them. Call it inside the transaction that changed what the child has done,
/// after locking the child (`account::children::lock`), so that concurrent calls award each badge once.
pub(crate) async fn award_earned_badges(conn: &mut Connection<'_>, child_id: Uuid) -> AppResult<Vec<BadgeStatus>> {
    let awarded = earned_badges(conn, child_id).await?;
    let news: Vec<New> = awarded.iter().map(badge_news).collect();
    notifications::store::record(conn, child_id, &news).await?;
    Ok(awarded)
}

/// A badge's notification.
fn badge_news(status: &BadgeStatus) -> New<'_> {
    New { kind: Kind::BadgeEarned, subject: &status.badge.name, points: status.badge.stars }
}

/// [`award_earned_badges`] without the notifications, for a caller that records its own with
/// them in one insert.
async fn earned_badges(conn: &mut Connection<'_>, child_id: Uuid) -> AppResult<Vec<BadgeStatus>> {
    let achievements = store::achievements(conn, child_id).await?;
    let catalogue = store::badges_for(conn, child_id).await?;
    let mut due: Vec<&BadgeRow> = Vec::new();
    for status in catalogue.iter().filter(|status| status.earned.is_none()) {
        let badge = &status.badge;
        let rule = rewards::stored_rule(&badge.rule_kind, badge.rule_theme.as_deref(), badge.rule_count)
            .ok_or_else(|| AppError::Internal(anyhow::anyhow!("badge {} has an unknown rule", badge.id)))?;
        if achievements.meet(rule) {
            due.push(badge);
        }
    }
    let inserted = store::award_badges(conn, child_id, &due).await?;
    let awarded: Vec<BadgeStatus> = due
        .into_iter()
        .filter_map(|badge| {
            let (_, earned_at) = inserted.iter().find(|(id, _)| *id == badge.id)?;
            Some(BadgeStatus { badge: badge.clone(), earned: Some((*earned_at, badge.stars)) })
        })
        .collect();
    Ok(awarded)
}

/// A child's badges and stars.
pub(crate) struct Rewards {
    /// Every badge of the catalogue, earned or not, in catalogue order.
    pub(crate) catalogue: Vec<BadgeStatus>,
    /// The earned badges, most recent first; badges earned together keep the catalogue's order.
    pub(crate) earned: Vec<BadgeStatus>,
    /// Stars from completed activities.
    pub(crate) activity_stars: i32,
    /// Stars from earned badges.
    pub(crate) badge_stars: i32,
}

/// The child's badges and stars, as stored.
pub(crate) async fn rewards(conn: &mut Connection<'_>, child_id: Uuid) -> AppResult<Rewards> {
    let catalogue = store::badges_for(conn, child_id).await?;
    let activity_stars = clamp_i32(store::activity_stars(conn, child_id).await?);
    let badge_stars: i32 = catalogue.iter().filter_map(|status| status.earned.map(|(_, stars)| stars)).sum();
    let mut earned: Vec<(DateTime<Utc>, usize, &BadgeStatus)> = catalogue
        .iter()
        .enumerate()
        .filter_map(|(position, status)| Some((status.earned?.0, position, status)))
        .collect();
    earned.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
    let earned = earned.into_iter().map(|(_, _, status)| status.clone()).collect();
    Ok(Rewards { catalogue, earned, activity_stars, badge_stars })
}

fn clamp_i32(value: i64) -> i32 {
    i32::try_from(value).unwrap_or(i32::MAX)
}

/// The child's stars: from activities and from badges.
pub(crate) async fn total_stars(conn: &mut Connection<'_>, child_id: Uuid) -> AppResult<i32> {
    Ok(clamp_i32(store::total_stars(conn, child_id).await?))
}
