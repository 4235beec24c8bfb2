//! Latency of ListPosts in a community holding POSTS posts (1,000) by MEMBERS members (50), a
//! third of the posts liked by a few members and some reported, over REST (HTTP/1.1 JSON) and
//! gRPC (HTTP/2) on loopback: CONNECTIONS connections (16) each calling as fast as answers come
//! for DURATION seconds (15), every call as a random member. Each answer is the newest 100 posts.
//!
//! The server, PostgreSQL (the integration tests' harness, with the `serve` default of 16
//! database connections) and this load generator share the machine's cores.
//!
//! Run: `cargo bench --bench community_posts` (POSTS, MEMBERS, CONNECTIONS, DURATION to change).

#[path = "../tests/common/mod.rs"]
mod common;

use std::time::{Duration, Instant};

use common::{Options, TestApp, with_token};
use diesel::QueryableByName;
use diesel_async::RunQueryDsl;
use ndoto::{
    api::v1::{self, community_service_client::CommunityServiceClient},
    auth::{Caller, Role, token::TokenKeys},
};
use rand::seq::IndexedRandom;
use tonic::transport::Channel;

fn setting(name: &str, default: u64) -> u64 {
    std::env::var(name).ok().and_then(|v| v.parse().ok()).unwrap_or(default)
}

#[derive(QueryableByName)]
struct Id {
    #[diesel(sql_type = diesel::sql_types::Uuid)]
    id: uuid::Uuid,
}

/// `members` children aged 10 in the first 9-12 community, and `posts` posts by them over the
/// last day; returns the community and the members.
async fn seed(app: &TestApp, members: u64, posts: u64) -> (uuid::Uuid, Vec<uuid::Uuid>) {
    let mut conn = app.pool.get().await.unwrap();
    let statements = [
        "INSERT INTO parents (first_name, last_name, email, phone, password_hash) \
         VALUES ('Load', 'Parent', 'load@example.com', '+250788000000', 'not-a-hash')"
            .to_owned(),
        format!(
            "INSERT INTO children (parent_id, first_name, last_name, sign_in_name, birth_date, password_hash) \
             SELECT (SELECT id FROM parents), 'Child', 'Number ' || n, 'child' || n, \
                    current_date - make_interval(years => 10, months => 3), 'not-a-hash' \
             FROM generate_series(1, {members}) AS n"
        ),
        "INSERT INTO community_members (community_id, child_id) \
         SELECT (SELECT id FROM communities WHERE min_age = 9 ORDER BY position LIMIT 1), id FROM children"
            .to_owned(),
        format!(
            "INSERT INTO community_posts (community_id, author_id, content, created_at) \
             SELECT m.community_id, m.child_id, 'Post number ' || n || ': ' || repeat('we built a volcano ', 10), \
                    now() - make_interval(secs => n * 60) \
             FROM generate_series(1, {posts}) AS n \
             JOIN LATERAL (SELECT * FROM community_members ORDER BY random() + n LIMIT 1) m ON true"
        ),
        "INSERT INTO post_likes (post_id, child_id) \
         SELECT p.id, m.child_id FROM community_posts p \
         JOIN community_members m ON m.community_id = p.community_id \
         WHERE random() < 0.05"
            .to_owned(),
        "INSERT INTO post_reports (post_id, reporter_id) \
         SELECT p.id, m.child_id FROM community_posts p \
         JOIN community_members m ON m.community_id = p.community_id \
         WHERE random() < 0.002 ON CONFLICT DO NOTHING"
            .to_owned(),
        "ANALYZE".to_owned(),
    ];
    for statement in statements {
        diesel::sql_query(statement).execute(&mut conn).await.unwrap();
    }
    let community: Id = diesel::sql_query("SELECT id FROM communities WHERE min_age = 9 ORDER BY position LIMIT 1")
        .get_result(&mut conn)
        .await
        .unwrap();
    let ids: Vec<Id> = diesel::sql_query("SELECT id FROM children").load(&mut conn).await.unwrap();
    (community.id, ids.into_iter().map(|row| row.id).collect())
}

struct Outcome {
    latencies: Vec<Duration>,
    failures: usize,
}

fn report(name: &str, duration: Duration, outcomes: Vec<Outcome>) {
    let failures: usize = outcomes.iter().map(|o| o.failures).sum();
    let mut latencies: Vec<Duration> = outcomes.into_iter().flat_map(|o| o.latencies).collect();
    latencies.sort();
    let calls = latencies.len();
    let at = |p: f64| latencies[((calls as f64 - 1.0) * p).round() as usize];
    println!(
        "{name:<6} {calls:>7} calls  {:>7.0} calls/s  p50 {:>8.2?}  p99 {:>8.2?}  max {:>8.2?}  failures {failures}",
        calls as f64 / duration.as_secs_f64(),
        at(0.50),
        at(0.99),
        latencies[calls - 1],
    );
}

#[tokio::main]
async fn main() {
    let posts = setting("POSTS", 1_000);
    let members = setting("MEMBERS", 50);
    let connections = setting("CONNECTIONS", 16) as usize;
    let duration = Duration::from_secs(setting("DURATION", 15));
    let app = TestApp::start_with(Options { db_pool_size: 16, ..Options::default() }).await;
    let (community, ids) = seed(&app, members, posts).await;
    let keys = TokenKeys::new(common::SECRET);
    let tokens: Vec<String> = ids.iter().map(|&id| keys.issue(Caller { id, role: Role::Child }, 0).unwrap()).collect();
    let path = format!("/api/student/dashboard/communities/{community}/posts");
    let (status, first) = app.rest("GET", &path, Some(&tokens[0]), None).await;
    assert_eq!(status, 200, "{first}");
    println!(
        "{posts} posts by {} members; each answer holds {} posts ({} bytes of JSON); {connections} connections for \
         {duration:?} per protocol",
        tokens.len(),
        first.as_array().unwrap().len(),
        first.to_string().len(),
    );

    // REST: one HTTP/1.1 connection per task, as a browser would hold them.
    let deadline = Instant::now() + duration;
    let mut tasks = tokio::task::JoinSet::new();
    for _ in 0..connections {
        let client = reqwest::Client::builder().http1_only().pool_max_idle_per_host(1).build().unwrap();
        let url = app.url(&path);
        let tokens = tokens.clone();
        tasks.spawn(async move {
            let mut outcome = Outcome { latencies: Vec::new(), failures: 0 };
            while Instant::now() < deadline {
                let token = tokens.choose(&mut rand::rng()).unwrap();
                let started = Instant::now();
                let ok = match client.get(&url).bearer_auth(token).send().await {
                    Ok(response) => response.status() == 200 && response.bytes().await.is_ok(),
                    Err(_) => false,
                };
                if ok {
                    outcome.latencies.push(started.elapsed());
                } else {
                    outcome.failures += 1;
                }
            }
            outcome
        });
    }
    report("REST", duration, tasks.join_all().await);

    // gRPC: one HTTP/2 connection per task.
    let deadline = Instant::now() + duration;
    let mut tasks = tokio::task::JoinSet::new();
    for _ in 0..connections {
        let channel = Channel::from_shared(app.url("")).unwrap().connect().await.unwrap();
        let tokens = tokens.clone();
        let community_id = community.to_string();
        tasks.spawn(async move {
            let mut client = CommunityServiceClient::new(channel);
            let mut outcome = Outcome { latencies: Vec::new(), failures: 0 };
            while Instant::now() < deadline {
                let token = tokens.choose(&mut rand::rng()).unwrap();
                let started = Instant::now();
                let request = with_token(v1::ListPostsRequest { community_id: community_id.clone() }, token);
                match client.list_posts(request).await {
                    Ok(_) => outcome.latencies.push(started.elapsed()),
                    Err(_) => outcome.failures += 1,
                }
            }
            outcome
        });
    }
    report("gRPC", duration, tasks.join_all().await);
}
