//! The videos a child started, kept for their parent only while the parent's
//! `share_watch_history` setting is on, and what the parent blocks for the child from that list
//! (issue 24, item 5).
//!
//! Why the server keeps anything: a parent can only block what they can see, and the hub's own
//! history lives in the child's browser. So the history comes to the server only with the
//! parent's setting on (off by default, turning it off deletes it), each video once, for 30
//! days; and what is stored is the server's own record of the video (its search answers of the
//! last day, or the library), never text the browser sends.

use crate::error::Reason;
use std::{collections::HashSet, sync::Arc};

use chrono::{DateTime, TimeDelta, Utc};
use diesel::{OptionalExtension, QueryableByName, sql_types};
use diesel_async::RunQueryDsl;
use uuid::Uuid;

use super::{CACHE_TTL, FoundVideo, thumbnail_of};
use crate::{
    account::children::ChildAccount,
    db::Connection,
    error::{AppError, AppResult},
    paging::KeysetPage,
    state::AppState,
};

/// How long a watched video is kept.
pub(crate) const KEPT_FOR: TimeDelta = TimeDelta::days(30);

/// Where a page of a child's watched videos starts: after the video of this time and id (the
/// list is newest first, then by id).
pub(crate) type WatchedPosition = (DateTime<Utc>, String);

/// What a block keeps out of the child's searches.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum BlockKind {
    Video,
    Channel,
}

impl BlockKind {
    fn code(self) -> &'static str {
        match self {
            Self::Video => "video",
            Self::Channel => "channel",
        }
    }

    fn of_code(code: &str) -> Self {
        if code == "channel" { Self::Channel } else { Self::Video }
    }
}

/// A video the child started, as the server knows it.
#[derive(Debug, QueryableByName)]
pub(crate) struct Watched {
    #[diesel(sql_type = sql_types::Text)]
    pub(crate) video_id: String,
    #[diesel(sql_type = sql_types::Text)]
    pub(crate) title: String,
    #[diesel(sql_type = sql_types::Text)]
    pub(crate) channel: String,
    #[diesel(sql_type = sql_types::Text)]
    pub(crate) channel_id: String,
    #[diesel(sql_type = sql_types::Text)]
    pub(crate) thumbnail: String,
    #[diesel(sql_type = sql_types::Timestamptz)]
    pub(crate) watched_at: DateTime<Utc>,
    #[diesel(sql_type = sql_types::Bool)]
    pub(crate) video_blocked: bool,
    #[diesel(sql_type = sql_types::Bool)]
    pub(crate) channel_blocked: bool,
}

impl Watched {
    /// Where the page after this video starts.
    pub(crate) fn position(&self) -> WatchedPosition {
        (self.watched_at, self.video_id.clone())
    }
}

/// A video or channel the parent keeps out.
#[derive(Debug, QueryableByName)]
pub(crate) struct Block {
    #[diesel(sql_type = sql_types::Text)]
    kind: String,
    #[diesel(sql_type = sql_types::Text)]
    pub(crate) target_id: String,
    #[diesel(sql_type = sql_types::Text)]
    pub(crate) title: String,
    #[diesel(sql_type = sql_types::Timestamptz)]
    pub(crate) blocked_at: DateTime<Utc>,
}

impl Block {
    pub(crate) fn kind(&self) -> BlockKind {
        BlockKind::of_code(&self.kind)
    }
}

/// Whether `id` looks like a YouTube video id: 11 URL-safe base64 characters.
fn is_video_id(id: &str) -> bool {
    id.len() == 11 && id.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
}

#[derive(QueryableByName)]
struct Known {
    #[diesel(sql_type = sql_types::Jsonb)]
    video: serde_json::Value,
}

#[derive(QueryableByName)]
struct LibraryVideo {
    #[diesel(sql_type = sql_types::Text)]
    title: String,
    #[diesel(sql_type = sql_types::Text)]
    channel: String,
}

/// What the server itself knows of a video it showed: no text from the browser.
struct Shown {
    title: String,
    channel: String,
    channel_id: String,
    thumbnail: String,
}

/// The server's own record of the video `id`: a search answer of the last [`CACHE_TTL`], or
/// the library's row.
async fn shown_video(conn: &mut Connection<'_>, id: &str) -> AppResult<Option<Shown>> {
    let fresh_since = Utc::now() - CACHE_TTL;
    let cached: Option<Known> = diesel::sql_query(
        "SELECT video FROM video_search_cache, jsonb_array_elements(videos) AS video \
         WHERE fetched_at > $1 AND video->>'id' = $2 LIMIT 1",
    )
    .bind::<sql_types::Timestamptz, _>(fresh_since)
    .bind::<sql_types::Text, _>(id)
    .get_result(conn)
    .await
    .optional()?;
    if let Some(known) = cached {
        let Ok(video) = serde_json::from_value::<FoundVideo>(known.video) else { return Ok(None) };
        let FoundVideo { title, channel, channel_id, thumbnail, .. } = video;
        return Ok(Some(Shown { title, channel, channel_id, thumbnail }));
    }
    // The library's addresses are YouTube's watch or embed addresses; the id was checked to be
    // letters, digits, '-' and '_' only, so it is safe inside the pattern.
    let library: Option<LibraryVideo> = diesel::sql_query(
        "SELECT title, channel FROM learning_videos WHERE url ~ ('(embed/|[?&]v=)' || $1 || '($|[?&#])') LIMIT 1",
    )
    .bind::<sql_types::Text, _>(id)
    .get_result(conn)
    .await
    .optional()?;
    Ok(library.map(|video| Shown {
        title: video.title,
        channel: video.channel,
        // The library does not record its channels' ids.
        channel_id: String::new(),
        thumbnail: thumbnail_of(id),
    }))
}

/// Notes that the child started the video `video_id`: counted for their learning journey, and
/// kept by name only when the parent shares the child's watched videos (true) or not (false). An
/// id that is not a video id is INVALID_ARGUMENT; one the server did not show is NOT_FOUND.
pub(crate) async fn record(conn: &mut Connection<'_>, child: &ChildAccount, video_id: &str) -> AppResult<bool> {
    let child_id = child.id;
    let video_id = video_id.trim();
    if !is_video_id(video_id) {
        return Err(AppError::invalid("videoId", crate::words!("video-id-malformed")));
    }
    let video = shown_video(conn, video_id)
        .await?
        .ok_or_else(|| AppError::NotFound(Reason::VideoNotShown, crate::words!("video-not-shown")))?;
    crate::journey::store::video_opened(conn, child_id, child.day_at(Utc::now())).await?;
    if !child.settings.share_watch_history {
        return Ok(false);
    }
    diesel::sql_query(
        "INSERT INTO watched_videos (child_id, video_id, title, channel, channel_id, thumbnail) \
         VALUES ($1, $2, $3, $4, $5, $6) \
         ON CONFLICT (child_id, video_id) DO UPDATE SET watched_at = now(), title = excluded.title, \
         channel = excluded.channel, channel_id = excluded.channel_id, thumbnail = excluded.thumbnail",
    )
    .bind::<sql_types::Uuid, _>(child_id)
    .bind::<sql_types::Text, _>(video_id)
    .bind::<sql_types::Text, _>(&video.title)
    .bind::<sql_types::Text, _>(&video.channel)
    .bind::<sql_types::Text, _>(&video.channel_id)
    .bind::<sql_types::Text, _>(&video.thumbnail)
    .execute(conn)
    .await?;
    Ok(true)
}

/// The child's watched videos of the last [`KEPT_FOR`], newest first (then by id): the rows to
/// read of `page` (those after its position).
pub(crate) async fn watched(
    conn: &mut Connection<'_>,
    child_id: Uuid,
    page: &KeysetPage<WatchedPosition>,
) -> AppResult<Vec<Watched>> {
    let (after_at, after_id) = match &page.after {
        Some((at, id)) => (Some(*at), Some(id.as_str())),
        None => (None, None),
    };
    Ok(diesel::sql_query(
        "SELECT w.video_id, w.title, w.channel, w.channel_id, w.thumbnail, w.watched_at, \
           EXISTS (SELECT 1 FROM video_blocks b WHERE b.child_id = w.child_id AND b.kind = 'video' \
                   AND b.target_id = w.video_id) AS video_blocked, \
           EXISTS (SELECT 1 FROM video_blocks b WHERE b.child_id = w.child_id AND b.kind = 'channel' \
                   AND b.target_id = w.channel_id) AS channel_blocked \
         FROM watched_videos w WHERE w.child_id = $1 AND w.watched_at > $2 \
           AND ($4::timestamptz IS NULL OR w.watched_at < $4 OR (w.watched_at = $4 AND w.video_id > $5)) \
         ORDER BY w.watched_at DESC, w.video_id LIMIT $3",
    )
    .bind::<sql_types::Uuid, _>(child_id)
    .bind::<sql_types::Timestamptz, _>(Utc::now() - KEPT_FOR)
    .bind::<sql_types::BigInt, _>(page.rows_to_read())
    .bind::<sql_types::Nullable<sql_types::Timestamptz>, _>(after_at)
    .bind::<sql_types::Nullable<sql_types::Text>, _>(after_id)
    .load(conn)
    .await?)
}

/// The parent's blocks for the child, newest first.
pub(crate) async fn blocks(conn: &mut Connection<'_>, child_id: Uuid) -> AppResult<Vec<Block>> {
    Ok(diesel::sql_query(
        "SELECT kind, target_id, title, blocked_at FROM video_blocks WHERE child_id = $1 \
         ORDER BY blocked_at DESC, target_id",
    )
    .bind::<sql_types::Uuid, _>(child_id)
    .load(conn)
    .await?)
}

/// Blocks the video `target_id`, or the channel `target_id`, for the child: it must be in their
/// watched videos (the title is taken from there). Blocking again keeps the first block.
pub(crate) async fn block(
    conn: &mut Connection<'_>,
    child_id: Uuid,
    kind: BlockKind,
    target_id: &str,
) -> AppResult<Block> {
    let target_id = target_id.trim();
    let column = match kind {
        BlockKind::Video => "video_id",
        BlockKind::Channel => "channel_id",
    };
    let title = match kind {
        BlockKind::Video => "title",
        BlockKind::Channel => "channel",
    };
    let inserted: Option<Block> = diesel::sql_query(format!(
        "WITH found AS (SELECT {title} AS title FROM watched_videos \
                        WHERE child_id = $1 AND {column} = $2 AND $2 <> '' ORDER BY watched_at DESC LIMIT 1), \
              added AS (INSERT INTO video_blocks (child_id, kind, target_id, title) \
                        SELECT $1, $3, $2, title FROM found \
                        ON CONFLICT (child_id, kind, target_id) DO NOTHING \
                        RETURNING kind, target_id, title, blocked_at) \
         SELECT kind, target_id, title, blocked_at FROM added \
         UNION ALL SELECT kind, target_id, title, blocked_at FROM video_blocks \
           WHERE child_id = $1 AND kind = $3 AND target_id = $2 \
         LIMIT 1"
    ))
    .bind::<sql_types::Uuid, _>(child_id)
    .bind::<sql_types::Text, _>(target_id)
    .bind::<sql_types::Text, _>(kind.code())
    .get_result(conn)
    .await
    .optional()?;
    inserted.ok_or_else(|| {
        let words = match kind {
            BlockKind::Video => crate::words!("video-not-watched"),
            BlockKind::Channel => crate::words!("channel-not-watched"),
        };
        AppError::NotFound(Reason::VideoNotWatched, words)
    })
}

/// Lifts a block; NOT_FOUND when there is none.
pub(crate) async fn unblock(
    conn: &mut Connection<'_>,
    child_id: Uuid,
    kind: BlockKind,
    target_id: &str,
) -> AppResult<()> {
    let removed = diesel::sql_query("DELETE FROM video_blocks WHERE child_id = $1 AND kind = $2 AND target_id = $3")
        .bind::<sql_types::Uuid, _>(child_id)
        .bind::<sql_types::Text, _>(kind.code())
        .bind::<sql_types::Text, _>(target_id.trim())
        .execute(conn)
        .await?;
    if removed == 0 {
        return Err(AppError::NotFound(Reason::VideoNotBlocked, crate::words!("video-not-blocked")));
    }
    Ok(())
}

/// The ids of the videos and of the channels the parent blocked for the child.
pub(crate) async fn blocked(state: &AppState, child_id: Uuid) -> AppResult<Arc<VideoBlocks>> {
    state
        .caches
        .video_blocks
        .get_or_load(child_id, async || {
            let mut blocked = VideoBlocks::default();
            for block in blocks(&mut state.db().await?, child_id).await? {
                match block.kind() {
                    BlockKind::Video => blocked.videos.insert(block.target_id),
                    BlockKind::Channel => blocked.channels.insert(block.target_id),
                };
            }
            Ok(Arc::new(blocked))
        })
        .await
}

/// The ids of the videos and of the channels a parent blocked for a child.
#[derive(Debug, Default)]
pub(crate) struct VideoBlocks {
    pub(crate) videos: HashSet<String>,
    pub(crate) channels: HashSet<String>,
}

/// Deletes every watched video of the child (the parent turned sharing off).
pub(crate) async fn forget(conn: &mut Connection<'_>, child_id: Uuid) -> diesel::QueryResult<usize> {
    diesel::sql_query("DELETE FROM watched_videos WHERE child_id = $1")
        .bind::<sql_types::Uuid, _>(child_id)
        .execute(conn)
        .await
}

/// Deletes the watched videos older than [`KEPT_FOR`] at `now`; returns how many.
pub(crate) async fn purge(conn: &mut Connection<'_>, now: DateTime<Utc>) -> diesel::QueryResult<usize> {
    diesel::sql_query("DELETE FROM watched_videos WHERE watched_at <= $1")
        .bind::<sql_types::Timestamptz, _>(now - KEPT_FOR)
        .execute(conn)
        .await
}

#[cfg(test)]
mod tests {
    use super::is_video_id;

    #[test]
    fn video_ids_are_eleven_url_safe_characters() {
        for id in ["WX_E1CAZjaQ", "8qdYCpSW2eY", "a-b_c-d_e-f"] {
            assert!(is_video_id(id), "{id}");
        }
        for id in ["", "WX_E1CAZja", "WX_E1CAZjaQQ", "WX_E1CAZj'Q", "WX_E1CA|jaQ", "ñX_E1CAZjaQ"] {
            assert!(!is_video_id(id), "{id}");
        }
    }
}
