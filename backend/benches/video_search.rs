//! Latency of SearchVideos with the catalogue provider (full-text search, the trigram fallback
//! for misspellings, the safety filter) over REST (HTTP/1.1 JSON) on loopback: CHILDREN
//! children (64) of ages 6 to 14, each on its own connection, searching as fast as answers come
//! for DURATION seconds (15), every call a random query of QUERIES (topics, prefixes, misspellings).
//!
//! The server, PostgreSQL (the integration tests' harness, with the `serve` default of 16
//! database connections) and this load generator share the machine's cores.
//!
//! Run: `cargo bench --bench video_search` (CHILDREN, DURATION to change).

#[path = "../tests/common/mod.rs"]
mod common;
mod load;

use std::time::{Duration, Instant};

use common::{Options, TestApp};
use load::{LOAD_PARENT, hammer, http1_client, report, setting, status_of};
use rand::seq::IndexedRandom;

/// What the children search for: whole topics, words half typed, and misspellings (which miss
/// full-text search and take the trigram path).
const QUERIES: &[&str] = &[
    "volcano",
    "seeds",
    "space",
    "dinosaurs",
    "engineering",
    "art",
    "music",
    "robot",
    "volc",
    "astro",
    "dinosuar",
    "enginering",
    "how do plants grow",
    "why is the sky blue",
    "computers",
    "economics",
];

/// `children` children aged 6 to 14; returns their ids.
async fn seed(app: &TestApp, children: u64) -> Vec<uuid::Uuid> {
    let statements = [
        LOAD_PARENT.to_owned(),
        format!(
            "INSERT INTO children (parent_id, first_name, last_name, sign_in_name, birth_date, password_hash) \
             SELECT (SELECT id FROM parents), 'Child', 'Number ' || n, 'child' || n, \
                    current_date - make_interval(years => 6 + n % 9, months => 3), 'not-a-hash' \
             FROM generate_series(1, {children}) AS n"
        ),
        "ANALYZE".to_owned(),
    ];
    load::execute(app, &statements).await;
    load::ids(app, "SELECT id FROM children").await
}

#[tokio::main]
async fn main() {
    let children = setting("CHILDREN", 64);
    let duration = Duration::from_secs(setting("DURATION", 15));
    let app = TestApp::start_with(Options { db_pool_size: 16, ..Options::default() }).await;
    let tokens = load::child_tokens(&seed(&app, children).await);
    let (status, first) = app.rest("GET", "/api/videos/search?q=volcano", Some(&tokens[0]), None).await;
    assert_eq!(status, 200, "{first}");
    println!(
        "{} videos in the catalogue; {} children, each on its own connection, for {duration:?}",
        common::catalogue().videos.len(),
        tokens.len(),
    );

    // Each child on its own connection, a random query each call.
    let deadline = Instant::now() + duration;
    let mut tasks = tokio::task::JoinSet::new();
    for token in tokens {
        let (client, url) = (http1_client(), app.url("/api/videos/search"));
        tasks.spawn(async move {
            hammer(deadline, |_| {
                let q = *QUERIES.choose(&mut rand::rng()).unwrap();
                status_of(client.get(&url).query(&[("q", q)]).bearer_auth(&token))
            })
            .await
        });
    }
    report("REST search", duration, tasks.join_all().await);
}
