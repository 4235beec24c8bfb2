//! The video feature's answers on the wire, in one place: a found video as a `VideoResult`,
//! with its upload age in the hub's words; a child's watched videos and blocks as their parent
//! sees them.

use chrono::{DateTime, Utc};

use super::{
    FoundVideo,
    history::{self, BlockKind},
};
use crate::{
    api::v1,
    error::{AppError, AppResult},
};

/// How long ago `published` was, as the hub shows it: 'today', '3 days ago', '2 weeks ago',
/// '5 months ago', '1 year ago' (a month is 30 days, a year 365).
pub(crate) fn upload_age(published: DateTime<Utc>, now: DateTime<Utc>) -> String {
    let days = (now - published).num_days().max(0);
    let (n, unit) = match days {
        0 => return "today".into(),
        1..7 => (days, "day"),
        7..30 => (days / 7, "week"),
        30..365 => (days / 30, "month"),
        _ => (days / 365, "year"),
    };
    format!("{n} {unit}{} ago", if n == 1 { "" } else { "s" })
}

/// Counts are whole numbers carried as doubles (exact to 2^53); unknown is 0, as the hub shows.
#[allow(clippy::cast_precision_loss, reason = "counts stay far below 2^53")]
fn count(n: Option<u64>) -> f64 {
    n.unwrap_or_default() as f64
}

pub(super) fn video(video: FoundVideo, now: DateTime<Utc>) -> v1::VideoResult {
    v1::VideoResult {
        upload_time: video.published_at.map(|published| upload_age(published, now)).unwrap_or_default(),
        published_at: video.published_at.map(Into::into),
        views: count(video.views),
        likes: count(video.likes),
        id: video.id,
        title: video.title,
        channel: video.channel,
        channel_id: video.channel_id,
        duration: video.duration,
        thumbnail: video.thumbnail,
        description: video.description,
        category: video.category,
    }
}

/// A watched video as its parent sees it.
pub(crate) fn watched(row: history::Watched) -> v1::WatchedVideo {
    v1::WatchedVideo {
        video_id: row.video_id,
        title: row.title,
        channel: row.channel,
        channel_id: row.channel_id,
        thumbnail: row.thumbnail,
        watched_at: Some(row.watched_at.into()),
        video_blocked: row.video_blocked,
        channel_blocked: row.channel_blocked,
    }
}

/// A parent's block on the wire.
pub(crate) fn block(row: history::Block) -> v1::VideoBlock {
    let kind = match row.kind() {
        BlockKind::Video => v1::VideoBlockKind::Video,
        BlockKind::Channel => v1::VideoBlockKind::Channel,
    };
    v1::VideoBlock {
        kind: kind.into(),
        target_id: row.target_id,
        title: row.title,
        blocked_at: Some(row.blocked_at.into()),
    }
}

/// The kind a parent's request names; unspecified or unknown is INVALID_ARGUMENT.
pub(crate) fn block_kind(kind: i32) -> AppResult<BlockKind> {
    match v1::VideoBlockKind::try_from(kind) {
        Ok(v1::VideoBlockKind::Video) => Ok(BlockKind::Video),
        Ok(v1::VideoBlockKind::Channel) => Ok(BlockKind::Channel),
        _ => Err(AppError::invalid("kind", crate::words!("video-block-kind-unknown"))),
    }
}

#[cfg(test)]
mod tests {
    use chrono::{Duration, TimeZone, Utc};

    use super::upload_age;

    #[test]
    fn upload_ages_read_as_the_hub_shows_them() {
        let now = Utc.with_ymd_and_hms(2026, 11, 23, 12, 0, 0).unwrap();
        for (days, shown) in [
            (0, "today"),
            (1, "1 day ago"),
            (6, "6 days ago"),
            (7, "1 week ago"),
            (21, "3 weeks ago"),
            (29, "4 weeks ago"),
            (30, "1 month ago"),
            (364, "12 months ago"),
            (365, "1 year ago"),
            (800, "2 years ago"),
            (-3, "today"),
        ] {
            assert_eq!(upload_age(now - Duration::days(days), now), shown, "{days} days");
        }
    }
}
