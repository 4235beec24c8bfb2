//! A child's search: the query checked, the provider asked (YouTube through its cache when
//! configured, falling back to the catalogue), the safety filter applied, the best
//! [`MAX_RESULTS`] kept.

use std::{collections::HashSet, sync::Arc};

use chrono::Utc;

use super::{
    CANDIDATES, FoundVideo, MAX_QUERY_CHARS, MAX_RESULTS, catalogue_verdicts, history,
    safety::{self, Blocked, Candidate, Source},
    store::{self, CatalogueHit},
    thumbnail_of,
    youtube::YouTubeClient,
};
use crate::{
    account::children::ChildAccount,
    error::{AppError, AppResult},
    limits::Counter,
    state::AppState,
    validate,
};

/// The query as searched and cached: trimmed, lower-case, single spaces. Blank or longer than
/// [`MAX_QUERY_CHARS`] is refused, naming the field `q`.
pub(crate) fn normalise(q: &str) -> AppResult<String> {
    if q.trim().is_empty() {
        return Err(AppError::invalid("q", crate::words!("video-query-required")));
    }
    validate::required("q", q)?;
    let query = q.split_whitespace().collect::<Vec<_>>().join(" ").to_lowercase();
    if query.chars().count() > MAX_QUERY_CHARS {
        return Err(AppError::invalid("q", crate::words!("video-query-too-long", max = MAX_QUERY_CHARS)));
    }
    Ok(query)
}

/// Safe videos for the child matching `q`, best first, at most [`MAX_RESULTS`]: the catalogue's
/// and the filter's rules both read the child's age.
pub(crate) async fn search(state: &AppState, child: &ChildAccount, q: &str) -> AppResult<Vec<FoundVideo>> {
    let child_id = child.id;
    let query = normalise(q)?;
    // A parent's "videos from Ndoto's library only" keeps YouTube out even when it is configured.
    let (library_only, age, blocked) = {
        let mut conn = state.db().await?;
        // Every search counts, the library's too: a token cannot spend the YouTube quota by
        // asking for the library's words either, and a child never searches 60 times an hour.
        state.limits.take(&mut conn, Counter::VideoSearch, &child_id.to_string(), Some(child_id)).await?;
        drop(conn);
        let blocked = history::blocked(state, child_id).await?;
        (child.settings.approved_videos_only, child.age(), blocked)
    };
    let (found, source) = match &state.videos.youtube {
        Some(youtube) if !library_only => match from_youtube(state, youtube, &query).await {
            Ok(found) => (found, Source::YouTube),
            Err(why) => {
                metrics::counter!(crate::telemetry::names::YOUTUBE_FALLBACKS).increment(1);
                tracing::warn!(reason = %why, "YouTube search failed; the catalogue answers instead");
                (from_catalogue(state, age, &query).await?, Source::Catalogue)
            }
        },
        _ => (from_catalogue(state, age, &query).await?, Source::Catalogue),
    };
    // What the parent blocked for this child, before the filter so that the page stays full.
    let found: Vec<FoundVideo> = found
        .into_iter()
        .filter(|video| !blocked.videos.contains(&video.id) && !blocked.channels.contains(&video.channel_id))
        .collect();
    if source == Source::Catalogue {
        // Judged once, when the catalogue was loaded.
        let verdicts = found.iter().map(|video| catalogue_verdicts::verdict(video, age)).collect();
        return Ok(sift(found, verdicts, source, &HashSet::new()).kept);
    }
    // The channel memory: channels refused lately are refused again, and a channel this answer
    // taints is remembered, for every child.
    let now = Utc::now();
    let mut conn = state.db().await?;
    let channel_ids: Vec<&str> =
        found.iter().map(|video| video.channel_id.as_str()).filter(|id| !id.is_empty()).collect();
    let refused: HashSet<String> = store::refused_channels(&mut conn, &channel_ids, now).await?.into_iter().collect();
    let verdicts = found.iter().map(|video| safety::verdict(&Candidate { video, source, viewer_age: age })).collect();
    let sifted = sift(found, verdicts, source, &refused);
    store::refuse_channels(&mut conn, &sifted.tainted, now).await?;
    Ok(sifted.kept)
}

/// One answer through the safety filter.
struct Sifted {
    /// What the viewer may see, in order, at most [`MAX_RESULTS`].
    kept: Vec<FoundVideo>,
    /// `(channel id, category code)` of each channel a refusal taints, to be remembered.
    tainted: Vec<(String, &'static str)>,
}

/// The videos the safety filter lets through (`verdicts`, the filter's on each of `found` for the
/// viewer), leaving out every video of a channel in `refused` or tainted by another video of this
/// answer; a log line for each one dropped.
fn sift(found: Vec<FoundVideo>, verdicts: Vec<Option<Blocked>>, source: Source, refused: &HashSet<String>) -> Sifted {
    let mut tainted: Vec<(String, &'static str)> = Vec::new();
    for (video, blocked) in found.iter().zip(&verdicts) {
        let Some(blocked) = blocked else { continue };
        let new = !video.channel_id.is_empty() && !tainted.iter().any(|(id, _)| *id == video.channel_id);
        if source == Source::YouTube && new && blocked.taints_channel() {
            tainted.push((video.channel_id.clone(), blocked.category.code()));
        }
    }
    let channel_refused = |video: &FoundVideo| {
        refused.contains(&video.channel_id) || tainted.iter().any(|(id, _)| *id == video.channel_id)
    };
    let kept = found
        .into_iter()
        .zip(verdicts)
        .filter(|(video, blocked)| {
            if let Some(blocked) = blocked {
                tracing::info!(
                    video_id = %video.id,
                    category = blocked.category.code(),
                    term = %blocked.term,
                    "a video was dropped by the safety filter"
                );
                return false;
            }
            if !video.channel_id.is_empty() && channel_refused(video) {
                tracing::info!(video_id = %video.id, channel_id = %video.channel_id, "a video was dropped: its channel is refused");
                return false;
            }
            true
        })
        .map(|(video, _)| video)
        .take(MAX_RESULTS)
        .collect();
    Sifted { kept, tainted }
}

async fn from_youtube(state: &AppState, youtube: &YouTubeClient, query: &str) -> anyhow::Result<Vec<FoundVideo>> {
    let mut conn = state.db().await?;
    match store::cached(&mut conn, query).await {
        Ok(Some(found)) => return Ok(found),
        Ok(None) => {}
        Err(error) => tracing::warn!(%error, "the YouTube cache could not be read; asking YouTube"),
    }
    // No connection held while YouTube thinks.
    drop(conn);
    let found = youtube.search(query).await?;
    let mut conn = state.db().await?;
    if let Err(error) = store::cache(&mut conn, query, &found).await {
        tracing::warn!(%error, "YouTube's answer could not be cached");
    }
    Ok(found)
}

/// The catalogue's videos for `query` and `age`: this replica's copy of the same search's answer
/// (dropped on every replica when the catalogue changes, `crate::cache`), or the database's.
async fn from_catalogue(state: &AppState, age: i32, query: &str) -> AppResult<Vec<FoundVideo>> {
    let found = state
        .caches
        .catalogue_searches
        .get_or_load((query.to_owned(), age), async || {
            let hits = store::search_catalogue(&mut state.read_db().await?, query, age, CANDIDATES).await?;
            Ok::<Arc<[FoundVideo]>, AppError>(hits.into_iter().filter_map(catalogue_video).collect())
        })
        .await?;
    Ok(found.to_vec())
}

/// A catalogue row as the hub shows it and the filter reads it; None when its URL is not a
/// YouTube video's.
pub(crate) fn catalogue_video(hit: CatalogueHit) -> Option<FoundVideo> {
    let id = ndoto_catalogue::youtube_id(&hit.url)?.to_owned();
    Some(FoundVideo {
        thumbnail: thumbnail_of(&id),
        id,
        title: hit.title,
        channel: hit.channel,
        channel_id: String::new(),
        description: hit.description,
        category: hit.category,
        duration: hit.duration,
        views: None,
        likes: None,
        published_at: None,
        made_for_kids: None,
        age_restricted: Some(false),
        snippet_missing: false,
        tags: Vec::new(),
        category_id: None,
        topic_categories: Vec::new(),
    })
}

#[cfg(test)]
mod tests {
    use super::normalise;
    use crate::error::AppError;

    #[test]
    fn queries_are_normalised_or_refused() {
        assert_eq!(normalise("  How   do VOLCANOES\terupt ").unwrap(), "how do volcanoes erupt");
        for bad in ["", "   ", "\t\n", "a\0b", &"x".repeat(101)] {
            assert!(matches!(normalise(bad), Err(AppError::InvalidField { field: "q", .. })), "{bad:?}");
        }
        assert_eq!(normalise(&format!("  {}  ", "y".repeat(100))).unwrap().len(), 100);
    }
}
