//! Size and time of a parent's export of one child's data (ExportChildData) for a child with
//! POSTS posts (1,000) and ACTIVITIES completed activities (100), each with a notification, plus
//! a badge, a quiz and a community, over REST (the JSON document a parent downloads) and gRPC
//! (protobuf), RUNS (30) exports one after the other on one connection: the time a parent waits.
//!
//! The server and PostgreSQL (the integration tests' harness) share the machine's cores.
//!
//! Run: `cargo bench --bench child_export` (POSTS, ACTIVITIES, RUNS to change).

#[path = "../tests/common/mod.rs"]
mod common;
mod load;

use std::time::{Duration, Instant};

use common::{Options, TestApp, with_token};
use load::{LOAD_PARENT, setting};
use ndoto::{
    api::v1::{self, parent_service_client::ParentServiceClient},
    auth::{Caller, Role, token::TokenKeys},
};
use prost::Message;

/// One child aged 10 of the load parent, with `activities` completed activities (the catalogue's,
/// then retired copies, as the catalogue has fewer) and `posts` posts in a 9-12 community.
async fn seed(app: &TestApp, posts: u64, activities: u64) {
    let statements = [
        LOAD_PARENT.to_owned(),
        "INSERT INTO children (parent_id, first_name, last_name, sign_in_name, birth_date, password_hash) \
         SELECT id, 'Amani', 'Okafor', 'Amani', current_date - make_interval(years => 10, months => 3), 'not-a-hash' \
         FROM parents"
            .to_owned(),
        format!(
            "INSERT INTO challenges (slug, position, title, description, theme, difficulty_level, min_age, max_age, \
                    estimated_minutes, image_url, project, learning_outcomes, stars, retired) \
             SELECT 'bench-' || n, 100000 + n, title || ' ' || n, description, theme, difficulty_level, min_age, \
                    max_age, estimated_minutes, image_url, project, learning_outcomes, stars, true \
             FROM generate_series(1, greatest(0, {activities} - (SELECT count(*) FROM challenges))) AS n, \
                  LATERAL (SELECT * FROM challenges ORDER BY position LIMIT 1) c"
        ),
        format!(
            "INSERT INTO challenge_completions (child_id, challenge_id, stars, completed_at) \
             SELECT (SELECT id FROM children), id, stars, now() - make_interval(hours => position) \
             FROM challenges ORDER BY position LIMIT {activities}"
        ),
        "INSERT INTO notifications (child_id, kind, subject, points) \
         SELECT child_id, 'activity_completed', 'An activity', stars FROM challenge_completions"
            .to_owned(),
        "INSERT INTO child_badges (child_id, badge_id, stars) \
         SELECT (SELECT id FROM children), id, stars FROM badges ORDER BY position LIMIT 5"
            .to_owned(),
        "INSERT INTO community_members (community_id, child_id) \
         SELECT (SELECT id FROM communities WHERE min_age = 9 ORDER BY position LIMIT 1), id FROM children"
            .to_owned(),
        format!(
            "INSERT INTO community_posts (community_id, author_id, content, created_at) \
             SELECT community_id, child_id, 'Post number ' || n || ': ' || repeat('we built a volcano ', 10), \
                    now() - make_interval(secs => n * 60) \
             FROM generate_series(1, {posts}) AS n, community_members"
        ),
        "INSERT INTO sign_in_records (child_id, signed_in_at) \
         SELECT (SELECT id FROM children), now() - make_interval(hours => n) FROM generate_series(1, 90) AS n"
            .to_owned(),
        "ANALYZE".to_owned(),
    ];
    load::execute(app, &statements).await;
}

/// The middle and the slowest of the times.
fn summary(mut times: Vec<Duration>) -> String {
    times.sort();
    format!("median {:?}, slowest {:?}", times[times.len() / 2], times[times.len() - 1])
}

#[tokio::main]
async fn main() {
    let posts = setting("POSTS", 1_000);
    let activities = setting("ACTIVITIES", 100);
    let runs = setting("RUNS", 30) as usize;
    let app = TestApp::start_with(Options::default()).await;
    seed(&app, posts, activities).await;
    let parent = load::ids(&app, "SELECT id FROM parents").await[0];
    let child = load::ids(&app, "SELECT id FROM children").await[0].to_string();
    let token = TokenKeys::new(common::SECRET).issue(Caller { id: parent, role: Role::Parent }, 0).unwrap();

    let path = format!("/api/parent/children/{child}/export");
    let mut times = Vec::with_capacity(runs);
    let mut size = 0;
    for _ in 0..runs {
        let started = Instant::now();
        let response = app.http.get(app.url(&path)).bearer_auth(&token).send().await.unwrap();
        assert_eq!(response.status(), 200);
        size = response.bytes().await.unwrap().len();
        times.push(started.elapsed());
    }
    let (status, document) = app.rest("GET", &path, Some(&token), None).await;
    assert_eq!(status, 200);
    let rows = |table: &str| {
        document["tables"].as_array().unwrap().iter().find(|t| t["name"] == table).unwrap()["rows"]
            .as_array()
            .unwrap()
            .len()
    };
    assert_eq!((rows("community_posts"), rows("challenge_completions")), (posts as usize, activities as usize));
    println!(
        "export of a child with {posts} posts and {activities} completed activities ({} notifications): REST JSON {} \
         KiB, {}",
        rows("notifications"),
        size / 1024,
        summary(times)
    );

    let mut client = ParentServiceClient::new(app.channel().await).max_decoding_message_size(64 << 20);
    let mut times = Vec::with_capacity(runs);
    for _ in 0..runs {
        let started = Instant::now();
        let answer = client
            .export_child_data(with_token(v1::ExportChildDataRequest { child_id: child.clone() }, &token))
            .await
            .unwrap()
            .into_inner();
        size = answer.encoded_len();
        times.push(started.elapsed());
    }
    println!("gRPC protobuf {} KiB, {}", size / 1024, summary(times));
}
