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

use std::time::{Duration, Instant};

use common::{Options, TestApp};
use diesel::QueryableByName;
use diesel_async::RunQueryDsl;
use ndoto::auth::{Caller, Role, token::TokenKeys};
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

fn setting(name: &str, default: u64) -> u64 {
    std::env::var(name).ok().and_then(|v| v.parse().ok()).unwrap_or(default)
}

#[derive(QueryableByName)]
struct Id {
    #[diesel(sql_type = diesel::sql_types::Uuid)]
    id: uuid::Uuid,
}

/// `children` children aged 6 to 14; returns their ids.
async fn seed(app: &TestApp, children: u64) -> Vec<uuid::Uuid> {
    let mut conn = app.pool.get().await.unwrap();
    diesel::sql_query(
        "INSERT INTO parents (first_name, last_name, email, phone, password_hash) \
         VALUES ('Load', 'Parent', 'load@example.com', '+250788000000', 'not-a-hash')",
    )
    .execute(&mut conn)
    .await
    .unwrap();
    diesel::sql_query(format!(
        "INSERT INTO children (parent_id, first_name, last_name, sign_in_name, birth_date, password_hash) \
         SELECT (SELECT id FROM parents), 'Child', 'Number ' || n, 'child' || n, \
                current_date - make_interval(years => 6 + n % 9, months => 3), 'not-a-hash' \
         FROM generate_series(1, {children}) AS n"
    ))
    .execute(&mut conn)
    .await
    .unwrap();
    diesel::sql_query("ANALYZE").execute(&mut conn).await.unwrap();
    let ids: Vec<Id> = diesel::sql_query("SELECT id FROM children").load(&mut conn).await.unwrap();
    ids.into_iter().map(|row| row.id).collect()
}

#[tokio::main]
async fn main() {
    let children = setting("CHILDREN", 64);
    let duration = Duration::from_secs(setting("DURATION", 15));
    let app = TestApp::start_with(Options { db_pool_size: 16, ..Options::default() }).await;
    let ids = seed(&app, children).await;
    let keys = TokenKeys::new(common::SECRET);
    let tokens: Vec<String> = ids.iter().map(|&id| keys.issue(Caller { id, role: Role::Child }, 0).unwrap()).collect();
    let (status, first) = app.rest("GET", "/api/videos/search?q=volcano", Some(&tokens[0]), None).await;
    assert_eq!(status, 200, "{first}");
    println!(
        "{} videos in the catalogue; {} children, each on its own connection, for {duration:?}",
        common::catalogue().videos.len(),
        tokens.len(),
    );

    let deadline = Instant::now() + duration;
    let mut tasks = tokio::task::JoinSet::new();
    for token in tokens {
        let client = reqwest::Client::builder().http1_only().pool_max_idle_per_host(1).build().unwrap();
        let url = app.url("/api/videos/search");
        tasks.spawn(async move {
            let (mut latencies, mut failures) = (Vec::new(), 0_usize);
            while Instant::now() < deadline {
                let q = *QUERIES.choose(&mut rand::rng()).unwrap();
                let started = Instant::now();
                let ok = match client.get(&url).query(&[("q", q)]).bearer_auth(&token).send().await {
                    Ok(response) => response.status() == 200 && response.bytes().await.is_ok(),
                    Err(_) => false,
                };
                if ok {
                    latencies.push(started.elapsed());
                } else {
                    failures += 1;
                }
            }
            (latencies, failures)
        });
    }
    let outcomes = tasks.join_all().await;
    let failures: usize = outcomes.iter().map(|(_, failures)| failures).sum();
    let mut latencies: Vec<Duration> = outcomes.into_iter().flat_map(|(latencies, _)| latencies).collect();
    latencies.sort();
    let calls = latencies.len();
    let at = |p: f64| latencies[((calls as f64 - 1.0) * p).round() as usize];
    println!(
        "REST search {calls:>7} calls  {:>7.0} calls/s  p50 {:>8.2?}  p99 {:>8.2?}  max {:>8.2?}  failures {failures}",
        calls as f64 / duration.as_secs_f64(),
        at(0.50),
        at(0.99),
        latencies[calls - 1],
    );
}
