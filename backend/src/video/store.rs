//! What the video search reads and writes: the catalogue's full-text and trigram search, the
//! child's birth date, the cache of YouTube's answers, and the channels refused for a while.

use chrono::{DateTime, Utc};
use diesel::{ExpressionMethods, OptionalExtension, QueryDsl, QueryableByName, sql_types, upsert::excluded};
use diesel_async::{AsyncConnection, RunQueryDsl, SimpleAsyncConnection};

use super::{CACHE_TTL, CHANNEL_REFUSED_FOR, FoundVideo, synonyms};
use crate::db::{
    Connection,
    schema::{refused_channels, video_search_cache},
};

/// How alike (pg_trgm's `word_similarity`, 0 to 1) a misspelt query must be to a video's words
/// for the trigram fallback to find it: 0.4 lets 'dinosuar' find 'dinosaurs' (0.56) and
/// 'volcanos' 'volcano' while unrelated words stay out (pg_trgm's own default of 0.6 misses a
/// swapped pair). It cannot tell a real word from a typo: 'sharks' finds 'sharp' (0.57) when no
/// video has the word, which is why `synonyms.txt` sends the common words to full-text search.
const WORD_SIMILARITY: f64 = 0.4;

/// A catalogue video a search found.
#[derive(Debug, QueryableByName)]
pub(crate) struct CatalogueHit {
    #[diesel(sql_type = sql_types::Text)]
    pub url: String,
    #[diesel(sql_type = sql_types::Text)]
    pub title: String,
    #[diesel(sql_type = sql_types::Text)]
    pub category: String,
    #[diesel(sql_type = sql_types::Text)]
    pub duration: String,
    #[diesel(sql_type = sql_types::Text)]
    pub description: String,
    #[diesel(sql_type = sql_types::Text)]
    pub channel: String,
}

/// The words of a query as a `to_tsquery` expression: any word may match (more matching words
/// rank higher), the last one also as a prefix (the child may not have finished typing it), and
/// each word's [`synonyms`] too ('dinos' looks for 'dinosaur'). Only letters and digits reach the
/// expression, so nothing the child types is read as syntax. None when the query has no words.
pub(crate) fn ts_query(query: &str) -> Option<String> {
    let words: Vec<&str> = query.split(|c: char| !c.is_alphanumeric()).filter(|w| !w.is_empty()).take(16).collect();
    let last = words.len().checked_sub(1)?;
    let mut terms: Vec<String> = Vec::new();
    for (index, word) in words.iter().enumerate() {
        terms.push(if index == last { format!("{word}:*") } else { (*word).to_owned() });
        terms.extend(synonyms::of(&word.to_lowercase()).iter().cloned());
    }
    Some(terms.join(" | "))
}

const COLUMNS: &str = "url, title, category, duration, description, channel";

/// Catalogue videos for a child of `age` matching `query`, best first, at most `limit`: full-text
/// search ranked by where the words are (title, then tags, channel and category, then
/// description); where that finds nothing, trigram similarity for misspellings. Retired videos
/// never.
pub(crate) async fn search_catalogue(
    conn: &mut Connection<'_>,
    query: &str,
    age: i32,
    limit: usize,
) -> diesel::QueryResult<Vec<CatalogueHit>> {
    let limit = i64::try_from(limit).unwrap_or(i64::MAX);
    if let Some(ts_query) = ts_query(query) {
        let hits: Vec<CatalogueHit> = diesel::sql_query(format!(
            "SELECT {COLUMNS} FROM learning_videos, to_tsquery('english', $1) AS q \
             WHERE NOT retired AND min_age <= $2 AND $2 <= max_age AND search @@ q \
             ORDER BY ts_rank_cd(search, q) DESC, position LIMIT $3"
        ))
        .bind::<sql_types::Text, _>(ts_query)
        .bind::<sql_types::Int4, _>(age)
        .bind::<sql_types::Int8, _>(limit)
        .load(conn)
        .await?;
        if !hits.is_empty() {
            return Ok(hits);
        }
    }
    let query = query.to_lowercase();
    conn.transaction(async |conn| {
        // Both settings in one round trip. A generic plan: planned for the query's value, as a
        // statement run once would be, PostgreSQL estimates `<%` by computing word_similarity
        // with each of the column's histogram entries (whole descriptions), which cost more
        // than the search itself. The order is total (position is unique), so the plan cannot
        // change the answer.
        conn.batch_execute(&format!(
            "SET LOCAL pg_trgm.word_similarity_threshold = {WORD_SIMILARITY}; \
             SET LOCAL plan_cache_mode = force_generic_plan"
        ))
        .await?;
        diesel::sql_query(format!(
            "SELECT {COLUMNS} FROM learning_videos \
                 WHERE NOT retired AND min_age <= $2 AND $2 <= max_age AND $1 <% search_text \
                 ORDER BY word_similarity($1, search_text) DESC, position LIMIT $3"
        ))
        .bind::<sql_types::Text, _>(query)
        .bind::<sql_types::Int4, _>(age)
        .bind::<sql_types::Int8, _>(limit)
        .load(conn)
        .await
    })
    .await
}

/// The cache's key for a normalised query: its SHA-256 in lower-case hex, so that the table never
/// holds what a child typed (a name, a school) and is the same on every replica.
pub(crate) fn cache_key(query: &str) -> String {
    use sha2::{Digest, Sha256};
    Sha256::digest(query.as_bytes()).iter().map(|byte| format!("{byte:02x}")).collect()
}

/// YouTube's answer to `query` if one younger than [`CACHE_TTL`] is stored.
pub(crate) async fn cached(conn: &mut Connection<'_>, query: &str) -> anyhow::Result<Option<Vec<FoundVideo>>> {
    let fresh_since = Utc::now() - CACHE_TTL;
    let videos: Option<serde_json::Value> = video_search_cache::table
        .find(cache_key(query))
        .filter(video_search_cache::fetched_at.gt(fresh_since))
        .select(video_search_cache::videos)
        .first(conn)
        .await
        .optional()?;
    Ok(videos.map(serde_json::from_value).transpose()?)
}

/// Stores YouTube's answer to `query`, and deletes the answers that have expired.
pub(crate) async fn cache(conn: &mut Connection<'_>, query: &str, videos: &[FoundVideo]) -> anyhow::Result<()> {
    let now = Utc::now();
    diesel::insert_into(video_search_cache::table)
        .values((
            video_search_cache::query.eq(cache_key(query)),
            video_search_cache::videos.eq(serde_json::to_value(videos)?),
            video_search_cache::fetched_at.eq(now),
        ))
        .on_conflict(video_search_cache::query)
        .do_update()
        .set((
            video_search_cache::videos.eq(excluded(video_search_cache::videos)),
            video_search_cache::fetched_at.eq(excluded(video_search_cache::fetched_at)),
        ))
        .execute(conn)
        .await?;
    purge_cache(conn, now).await?;
    Ok(())
}

/// Deletes the answers older than [`CACHE_TTL`] at `now`; returns how many. The retention task
/// runs it too, for the days when nobody searches.
pub(crate) async fn purge_cache(conn: &mut Connection<'_>, now: DateTime<Utc>) -> diesel::QueryResult<usize> {
    diesel::delete(video_search_cache::table.filter(video_search_cache::fetched_at.le(now - CACHE_TTL)))
        .execute(conn)
        .await
}

/// Of `channel_ids`, those refused within [`CHANNEL_REFUSED_FOR`] of `now`.
pub(crate) async fn refused_channels(
    conn: &mut Connection<'_>,
    channel_ids: &[&str],
    now: DateTime<Utc>,
) -> diesel::QueryResult<Vec<String>> {
    if channel_ids.is_empty() {
        return Ok(Vec::new());
    }
    refused_channels::table
        .filter(refused_channels::channel_id.eq_any(channel_ids))
        .filter(refused_channels::refused_at.gt(now - CHANNEL_REFUSED_FOR))
        .select(refused_channels::channel_id)
        .load(conn)
        .await
}

/// Refuses each `(channel id, category)` from `now` on, for [`CHANNEL_REFUSED_FOR`]: a channel
/// refused again starts its period again.
pub(crate) async fn refuse_channels(
    conn: &mut Connection<'_>,
    channels: &[(String, &str)],
    now: DateTime<Utc>,
) -> diesel::QueryResult<()> {
    if channels.is_empty() {
        return Ok(());
    }
    let rows: Vec<_> = channels
        .iter()
        .map(|(id, category)| {
            (
                refused_channels::channel_id.eq(id.as_str()),
                refused_channels::category.eq(*category),
                refused_channels::refused_at.eq(now),
            )
        })
        .collect();
    diesel::insert_into(refused_channels::table)
        .values(rows)
        .on_conflict(refused_channels::channel_id)
        .do_update()
        .set((
            refused_channels::category.eq(excluded(refused_channels::category)),
            refused_channels::refused_at.eq(excluded(refused_channels::refused_at)),
        ))
        .execute(conn)
        .await?;
    Ok(())
}

/// Forgets the channels refused longer than [`CHANNEL_REFUSED_FOR`] ago; returns how many.
pub(crate) async fn purge_refused_channels(
    conn: &mut Connection<'_>,
    now: DateTime<Utc>,
) -> diesel::QueryResult<usize> {
    diesel::delete(refused_channels::table.filter(refused_channels::refused_at.le(now - CHANNEL_REFUSED_FOR)))
        .execute(conn)
        .await
}

#[cfg(test)]
mod tests {
    use super::ts_query;

    #[test]
    fn queries_become_safe_prefix_tsqueries() {
        assert_eq!(ts_query("dino"), Some("dino:* | dinosaur".into()));
        assert_eq!(ts_query("  how do Volcanoes erupt?"), Some("how | do | Volcanoes | erupt:*".into()));
        assert_eq!(ts_query("a':*&|!(b"), Some("a | b:*".into()));
        assert_eq!(ts_query("!!! ''"), None);
        assert_eq!(ts_query("Dinos and lava"), Some("Dinos | dinosaur | and | lava:* | volcano".into()));
    }
}
