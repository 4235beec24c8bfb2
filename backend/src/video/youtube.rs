//! The YouTube Data API v3 provider: spec section 7's search, then one `videos` call for all the
//! found ids asking for every part the safety filter reads ([`VIDEO_PARTS`]), mapped to
//! [`FoundVideo`]s. A part or field YouTube leaves out is kept as unknown, never as safe.
//!
//! The key travels only in the query string of these two calls. It is never logged, never put in
//! an error (reqwest's errors name the URL, query string and all: we drop the URL, and scrub the
//! key from any text as well), and never answered to a child.

use std::{collections::HashMap, fmt, sync::Arc, time::Duration};

use chrono::{DateTime, Utc};
use serde::{Deserialize, de::DeserializeOwned};
use serde_json::Value;

use super::{CANDIDATES, FoundVideo, thumbnail_of};

/// YouTube Data API v3's address.
pub const DEFAULT_BASE_URL: &str = "https://www.googleapis.com/youtube/v3";
/// Words added to every query (spec section 7).
pub(crate) const QUERY_SUFFIX: &str = " educational family friendly kids safe";
/// The parts of `videos.list` asked for: the snippet (title, full description, tags, channel,
/// categoryId), contentDetails (duration, contentRating.ytRating), status (madeForKids),
/// topicDetails (topicCategories), and statistics (the counts the hub shows).
pub(crate) const VIDEO_PARTS: &str = "snippet,contentDetails,status,topicDetails,statistics";
/// `contentDetails.contentRating.ytRating` of a video YouTube age-restricts.
const AGE_RESTRICTED: &str = "ytAgeRestricted";

/// Where YouTube is, the key, and how long we wait for it.
#[derive(Clone)]
pub struct YouTubeSettings {
    /// Such as [`DEFAULT_BASE_URL`]; `/search` and `/videos` are appended.
    pub base_url: String,
    /// The API key.
    pub api_key: String,
    /// Both calls together, connection to last byte.
    pub timeout: Duration,
}

impl fmt::Debug for YouTubeSettings {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("YouTubeSettings")
            .field("base_url", &self.base_url)
            .field("api_key", &"[hidden]")
            .field("timeout", &self.timeout)
            .finish()
    }
}

/// Why YouTube gave nothing usable. No variant ever holds the key.
#[derive(Debug, thiserror::Error)]
pub(crate) enum YouTubeError {
    /// No answer within the configured time.
    #[error("YouTube did not answer within {0:?}")]
    Timeout(Duration),
    /// The key's daily quota is spent (HTTP 403, reason quotaExceeded or a rate limit).
    #[error("YouTube's quota for the key is spent ({0})")]
    Quota(String),
    /// Another HTTP error status.
    #[error("YouTube answered HTTP {0}")]
    Status(u16),
    /// YouTube could not be reached.
    #[error("YouTube could not be reached: {0}")]
    Transport(String),
    /// An answer that is not what the API documents.
    #[error("YouTube's answer could not be read: {0}")]
    Invalid(String),
}

/// A cheap-to-clone client.
#[derive(Clone)]
pub struct YouTubeClient {
    http: reqwest::Client,
    settings: Arc<YouTubeSettings>,
}

#[derive(Deserialize)]
struct SearchList {
    #[serde(default)]
    items: Vec<SearchItem>,
}

#[derive(Deserialize)]
struct SearchItem {
    id: SearchId,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct SearchId {
    video_id: Option<String>,
}

#[derive(Deserialize)]
struct VideoList {
    #[serde(default)]
    items: Vec<VideoItem>,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct VideoItem {
    id: String,
    snippet: Option<Snippet>,
    content_details: Option<ContentDetails>,
    statistics: Option<Statistics>,
    status: Option<VideoStatus>,
    topic_details: Option<TopicDetails>,
}

#[derive(Deserialize, Default)]
#[serde(rename_all = "camelCase")]
struct Snippet {
    published_at: Option<DateTime<Utc>>,
    #[serde(default)]
    channel_id: String,
    #[serde(default)]
    title: String,
    #[serde(default)]
    description: String,
    #[serde(default)]
    channel_title: String,
    category_id: Option<String>,
    #[serde(default)]
    tags: Vec<String>,
    #[serde(default)]
    thumbnails: HashMap<String, Thumbnail>,
}

#[derive(Deserialize)]
struct Thumbnail {
    url: String,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct ContentDetails {
    duration: Option<String>,
    content_rating: Option<ContentRating>,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct ContentRating {
    yt_rating: Option<String>,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct TopicDetails {
    #[serde(default)]
    topic_categories: Vec<String>,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct Statistics {
    view_count: Option<String>,
    like_count: Option<String>,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct VideoStatus {
    made_for_kids: Option<bool>,
}

impl YouTubeClient {
    /// A client for the configured API.
    pub fn new(settings: YouTubeSettings) -> anyhow::Result<Self> {
        let http = reqwest::Client::builder().timeout(settings.timeout).build()?;
        Ok(Self { http, settings: Arc::new(settings) })
    }

    /// Up to [`CANDIDATES`] videos for `query`, in YouTube's order of relevance.
    pub(crate) async fn search(&self, query: &str) -> Result<Vec<FoundVideo>, YouTubeError> {
        let timeout = self.settings.timeout;
        let answer = tokio::time::timeout(timeout, self.search_and_look_up(query))
            .await
            .map_err(|_| YouTubeError::Timeout(timeout))
            .flatten();
        let outcome = match &answer {
            Ok(_) => "ok",
            Err(YouTubeError::Timeout(_)) => "timeout",
            Err(YouTubeError::Quota(_)) => "quota",
            Err(YouTubeError::Status(_)) => "status",
            Err(YouTubeError::Transport(_)) => "transport",
            Err(YouTubeError::Invalid(_)) => "invalid",
        };
        metrics::counter!(crate::telemetry::names::YOUTUBE_CALLS, "outcome" => outcome).increment(1);
        answer
    }

    async fn search_and_look_up(&self, query: &str) -> Result<Vec<FoundVideo>, YouTubeError> {
        let q = format!("{query}{QUERY_SUFFIX}");
        let max_results = CANDIDATES.to_string();
        let found: SearchList = self
            .get(
                "search",
                &[
                    ("part", "snippet"),
                    ("q", &q),
                    ("type", "video"),
                    ("videoEmbeddable", "true"),
                    ("videoSyndicated", "true"),
                    ("videoDuration", "medium"),
                    ("safeSearch", "strict"),
                    ("regionCode", "US"),
                    ("relevanceLanguage", "en"),
                    ("order", "relevance"),
                    ("maxResults", &max_results),
                ],
            )
            .await?;
        let ids: Vec<String> = found.items.into_iter().filter_map(|item| item.id.video_id).collect();
        if ids.is_empty() {
            return Ok(Vec::new());
        }
        let details: VideoList = self.get("videos", &[("part", VIDEO_PARTS), ("id", &ids.join(","))]).await?;
        let mut by_id: HashMap<String, VideoItem> =
            details.items.into_iter().map(|item| (item.id.clone(), item)).collect();
        Ok(ids.iter().filter_map(|id| by_id.remove(id)).map(found_video).collect())
    }

    async fn get<T: DeserializeOwned>(&self, endpoint: &str, params: &[(&str, &str)]) -> Result<T, YouTubeError> {
        let url = format!("{}/{endpoint}", self.settings.base_url.trim_end_matches('/'));
        let response = self
            .http
            .get(url)
            .query(params)
            .query(&[("key", self.settings.api_key.as_str())])
            .send()
            .await
            .map_err(|error| self.transport_error(error))?;
        let status = response.status();
        if !status.is_success() {
            let body: Value = response.json().await.unwrap_or_default();
            let reason = body.pointer("/error/errors/0/reason").and_then(Value::as_str).unwrap_or_default();
            return Err(
                if status == reqwest::StatusCode::FORBIDDEN
                    && matches!(reason, "quotaExceeded" | "dailyLimitExceeded" | "rateLimitExceeded")
                {
                    YouTubeError::Quota(self.scrub(reason))
                } else {
                    YouTubeError::Status(status.as_u16())
                },
            );
        }
        let body = response.bytes().await.map_err(|error| self.transport_error(error))?;
        serde_json::from_slice(&body).map_err(|error| YouTubeError::Invalid(self.scrub(&error.to_string())))
    }

    /// A transport error without its URL (whose query string holds the key).
    fn transport_error(&self, error: reqwest::Error) -> YouTubeError {
        if error.is_timeout() {
            return YouTubeError::Timeout(self.settings.timeout);
        }
        let error = error.without_url();
        let mut text = error.to_string();
        let mut source = std::error::Error::source(&error);
        while let Some(cause) = source {
            text.push_str(": ");
            text.push_str(&cause.to_string());
            source = cause.source();
        }
        YouTubeError::Transport(self.scrub(&text))
    }

    /// `text` with the key, should it appear, replaced.
    fn scrub(&self, text: &str) -> String {
        if self.settings.api_key.is_empty() { text.to_owned() } else { text.replace(&self.settings.api_key, "[key]") }
    }
}

/// The domain's view of one video. A missing `snippet` leaves the text empty and says so; a
/// missing `contentRating` leaves the age restriction unknown; a missing `status` leaves
/// `madeForKids` unknown: the filter refuses what it cannot know.
fn found_video(item: VideoItem) -> FoundVideo {
    let VideoItem { id, snippet, content_details, statistics, status, topic_details } = item;
    let snippet_missing = snippet.is_none();
    let Snippet { published_at, channel_id, title, description, channel_title, category_id, tags, thumbnails } =
        snippet.unwrap_or_default();
    let thumbnail = ["high", "medium", "default"]
        .iter()
        .find_map(|size| thumbnails.get(*size))
        .map_or_else(|| thumbnail_of(&id), |thumbnail| thumbnail.url.clone());
    let count = |value: Option<&String>| value.and_then(|v| v.parse::<u64>().ok());
    let (duration, content_rating) =
        content_details.map(|details| (details.duration, details.content_rating)).unwrap_or_default();
    FoundVideo {
        title,
        channel: channel_title,
        channel_id,
        description,
        category: category_id.as_deref().map(category_name).unwrap_or_default().to_owned(),
        duration: duration.map(|d| shown_duration(&d)).unwrap_or_default(),
        views: count(statistics.as_ref().and_then(|s| s.view_count.as_ref())),
        likes: count(statistics.as_ref().and_then(|s| s.like_count.as_ref())),
        published_at,
        thumbnail,
        made_for_kids: status.and_then(|status| status.made_for_kids),
        age_restricted: content_rating.map(|rating| rating.yt_rating.as_deref() == Some(AGE_RESTRICTED)),
        snippet_missing,
        tags,
        category_id,
        topic_categories: topic_details.map(|topics| topics.topic_categories).unwrap_or_default(),
        id,
    }
}

/// An ISO 8601 duration as the hub shows it: 'PT5M30S' is '5:30', 'PT1H2M15S' '1:02:15'; empty
/// when it cannot be read or is zero (a live stream), as an unknown duration is.
pub(crate) fn shown_duration(iso: &str) -> String {
    let Ok(duration) = iso8601::duration(iso) else { return String::new() };
    let seconds = Duration::from(duration).as_secs();
    let (hours, minutes, seconds) = (seconds / 3600, seconds / 60 % 60, seconds % 60);
    match (hours, minutes, seconds) {
        (0, 0, 0) => String::new(),
        (0, _, _) => format!("{minutes}:{seconds:02}"),
        _ => format!("{hours}:{minutes:02}:{seconds:02}"),
    }
}

/// The name of one of YouTube's video categories (`snippet.categoryId`), as the videoCategories
/// list names them for the US; empty for an id not on it.
pub(crate) fn category_name(id: &str) -> &'static str {
    match id {
        "1" => "Film & Animation",
        "2" => "Autos & Vehicles",
        "10" => "Music",
        "15" => "Pets & Animals",
        "17" => "Sports",
        "19" => "Travel & Events",
        "20" => "Gaming",
        "22" => "People & Blogs",
        "23" => "Comedy",
        "24" => "Entertainment",
        "25" => "News & Politics",
        "26" => "Howto & Style",
        "27" => "Education",
        "28" => "Science & Technology",
        "29" => "Nonprofits & Activism",
        _ => "",
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::{VideoItem, category_name, found_video, shown_duration};

    fn mapped(item: serde_json::Value) -> crate::video::FoundVideo {
        found_video(serde_json::from_value::<VideoItem>(item).unwrap())
    }

    #[test]
    fn every_field_the_filter_reads_is_mapped() {
        let video = mapped(json!({
            "id": "abcdefghijk",
            "snippet": {
                "channelId": "UCabc", "channelTitle": "Volcano School", "title": "Volcanoes",
                "description": "A long description.", "categoryId": "27", "tags": ["lava", "ash"],
            },
            "contentDetails": {"duration": "PT5M30S", "contentRating": {"ytRating": "ytAgeRestricted"}},
            "status": {"madeForKids": true},
            "topicDetails": {"topicCategories": ["https://en.wikipedia.org/wiki/Knowledge"]},
        }));
        assert_eq!((video.title.as_str(), video.description.as_str()), ("Volcanoes", "A long description."));
        assert_eq!((video.channel.as_str(), video.channel_id.as_str()), ("Volcano School", "UCabc"));
        assert_eq!((video.category_id.as_deref(), video.category.as_str()), (Some("27"), "Education"));
        assert_eq!(video.tags, ["lava", "ash"]);
        assert_eq!(video.topic_categories, ["https://en.wikipedia.org/wiki/Knowledge"]);
        assert_eq!(video.duration, "5:30");
        assert_eq!((video.made_for_kids, video.age_restricted, video.snippet_missing), (Some(true), Some(true), false));
    }

    #[test]
    fn missing_parts_are_unknown_not_safe() {
        let bare = mapped(json!({"id": "abcdefghijk"}));
        assert_eq!((bare.made_for_kids, bare.age_restricted, bare.snippet_missing), (None, None, true));
        let unrated = mapped(json!({"id": "abcdefghijk", "contentDetails": {"contentRating": {}}}));
        assert_eq!(unrated.age_restricted, Some(false), "a contentRating without ytRating: not restricted");
        let no_rating = mapped(json!({"id": "abcdefghijk", "contentDetails": {"duration": "PT1M"}}));
        assert_eq!(no_rating.age_restricted, None);
    }

    #[test]
    fn durations_read_as_the_hub_shows_them() {
        for (iso, shown) in [
            ("PT5M30S", "5:30"),
            ("PT45S", "0:45"),
            ("PT10M", "10:00"),
            ("PT1H2M15S", "1:02:15"),
            ("PT2H", "2:00:00"),
            ("P0D", ""),
            ("PT0S", ""),
            ("5:30", ""),
            ("", ""),
        ] {
            assert_eq!(shown_duration(iso), shown, "{iso}");
        }
    }

    #[test]
    fn categories_have_their_names() {
        assert_eq!(category_name("27"), "Education");
        assert_eq!(category_name("28"), "Science & Technology");
        assert_eq!(category_name("999"), "");
    }
}
