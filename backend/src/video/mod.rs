//! The safe video hub's search (VideoService): the curated catalogue in PostgreSQL by default,
//! YouTube when a key is configured, and the safety filter over every provider's answers.
//!
//! Decisions the product spec leaves open:
//! - **A query is at most [`MAX_QUERY_CHARS`] characters** after trimming; a longer one is refused
//!   with a message saying so (the web app's box says the same), never silently cut.
//! - **The catalogue answers for the child's age** (videos whose ages include it); YouTube's
//!   answers are the same for every child, with `safeSearch=strict` and the filter.
//! - **YouTube's answers are cached for [`CACHE_TTL`]** per normalised query (lower-case, single
//!   spaces): a key allows about 100 searches a day, and a day-old list of videos is still good.
//!   The cache holds the videos before the filter, so a stricter filter applies to it at once.
//! - **Any YouTube failure** (quota, error status, unreachable, slower than the timeout, an answer
//!   we cannot read) is logged as a warning without the key, and the catalogue answers instead.

pub(crate) mod catalogue_verdicts;
pub(crate) mod history;
pub mod safety;
pub(crate) mod search;
pub(crate) mod service;
pub(crate) mod store;
pub(crate) mod synonyms;
pub(crate) mod wire;
pub mod youtube;

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
pub(crate) use service::VideoApi;

/// The most videos one search answers with.
pub(crate) const MAX_RESULTS: usize = 12;
/// How many candidates a provider is asked for, so that some can fail the filter (YouTube's
/// `maxResults`, spec section 7).
pub(crate) const CANDIDATES: usize = 20;
/// The longest query, in characters, after trimming.
pub(crate) const MAX_QUERY_CHARS: usize = 100;
/// How long a YouTube answer is reused for the same normalised query.
pub(crate) const CACHE_TTL: std::time::Duration = std::time::Duration::from_secs(24 * 60 * 60);
/// How long a channel stays refused for every child after one of its videos tainted it
/// ([`safety::Blocked::taints_channel`]).
pub(crate) const CHANNEL_REFUSED_FOR: chrono::TimeDelta = chrono::TimeDelta::days(30);

/// Which provider finds the videos: the catalogue, or YouTube (with the catalogue as fallback).
#[derive(Clone, Default)]
pub struct VideoProvider {
    youtube: Option<youtube::YouTubeClient>,
}

impl VideoProvider {
    /// The curated catalogue alone: no network.
    pub fn catalogue() -> Self {
        Self { youtube: None }
    }

    /// YouTube first, the catalogue when it fails.
    pub fn with_youtube(client: youtube::YouTubeClient) -> Self {
        Self { youtube: Some(client) }
    }
}

/// A video a provider found, before the safety filter: what the hub shows of it, and what the
/// filter reads. Stored as JSON in the YouTube cache.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct FoundVideo {
    /// The 11-character YouTube id.
    pub id: String,
    /// `snippet.title`.
    pub title: String,
    /// `snippet.channelTitle`.
    pub channel: String,
    /// `snippet.channelId`; empty for catalogue rows.
    pub channel_id: String,
    /// `snippet.description`, whole.
    pub description: String,
    /// Such as "Education".
    pub category: String,
    /// As shown, such as "5:30"; empty when unknown.
    pub duration: String,
    /// None when unknown (catalogue rows, or hidden counts).
    pub views: Option<u64>,
    /// None when unknown.
    pub likes: Option<u64>,
    /// `snippet.publishedAt`.
    pub published_at: Option<DateTime<Utc>>,
    /// The picture's address.
    pub thumbnail: String,
    /// YouTube's `status.madeForKids`; None when unknown (catalogue rows, or no `status`).
    pub made_for_kids: Option<bool>,
    /// Whether YouTube age-restricts it (`contentDetails.contentRating.ytRating` is
    /// `ytAgeRestricted`); None when its answer has no `contentRating`, and in cache entries
    /// written before this field (the filter then refuses: unknown is not safe).
    #[serde(default)]
    pub age_restricted: Option<bool>,
    /// YouTube's answer had no `snippet`: nothing to read, so the filter refuses it.
    #[serde(default)]
    pub snippet_missing: bool,
    /// `snippet.tags`.
    #[serde(default)]
    pub tags: Vec<String>,
    /// `snippet.categoryId`, such as "27"; `category` is its name.
    #[serde(default)]
    pub category_id: Option<String>,
    /// `topicDetails.topicCategories`: Wikipedia addresses such as ".../wiki/Knowledge".
    #[serde(default)]
    pub topic_categories: Vec<String>,
}

/// The thumbnail YouTube serves for every video id.
pub(crate) fn thumbnail_of(id: &str) -> String {
    format!("https://i.ytimg.com/vi/{id}/hqdefault.jpg")
}
