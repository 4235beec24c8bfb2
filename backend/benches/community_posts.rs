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
mod load;

use std::time::Duration;

use common::{Options, TestApp, with_token};
use load::{LOAD_PARENT, report, setting};
use ndoto::api::v1::{self, community_service_client::CommunityServiceClient};

/// The first 9-12 community: the one the posts go to.
const COMMUNITY: &str = "SELECT id FROM communities WHERE min_age = 9 ORDER BY position LIMIT 1";

/// `members` children aged 10 in the first 9-12 community, and `posts` posts by them over the
/// last day; returns the community and the members.
async fn seed(app: &TestApp, members: u64, posts: u64) -> (uuid::Uuid, Vec<uuid::Uuid>) {
    let statements = [
        LOAD_PARENT.to_owned(),
        format!(
            "INSERT INTO children (parent_id, first_name, last_name, sign_in_name, birth_date, password_hash) \
             SELECT (SELECT id FROM parents), 'Child', 'Number ' || n, 'child' || n, \
                    current_date - make_interval(years => 10, months => 3), 'not-a-hash' \
             FROM generate_series(1, {members}) AS n"
        ),
        format!("INSERT INTO community_members (community_id, child_id) SELECT ({COMMUNITY}), id FROM children"),
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
    load::execute(app, &statements).await;
    (load::ids(app, COMMUNITY).await[0], load::ids(app, "SELECT id FROM children").await)
}

#[tokio::main]
async fn main() {
    let posts = setting("POSTS", 1_000);
    let members = setting("MEMBERS", 50);
    let connections = setting("CONNECTIONS", 16) as usize;
    let duration = Duration::from_secs(setting("DURATION", 15));
    let app = TestApp::start_with(Options { db_pool_size: 16, ..Options::default() }).await;
    let (community, ids) = seed(&app, members, posts).await;
    let tokens = load::child_tokens(&ids);
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

    report("REST", duration, load::rest_get(&app.url(&path), &tokens, connections, duration).await);
    let community_id = community.to_string();
    let outcomes = load::grpc(&app, &tokens, connections, duration, move |channel, token| {
        let request =
            with_token(v1::ListPostsRequest { community_id: community_id.clone(), ..Default::default() }, &token);
        async move { CommunityServiceClient::new(channel).list_posts(request).await }
    })
    .await;
    report("gRPC", duration, outcomes);
}
