//! A database outage under load: PostgreSQL stopped and started while children complete
//! activities and post in their community. The server answers UNAVAILABLE (never another error)
//! during the outage, serves again within 5 s of the database's return without a restart, and
//! every write it acknowledged is in the database afterwards. Bounded: six children, one call
//! each per 100 ms, a post every fifth call (the posting limit allows five a minute).

use std::{
    sync::{Arc, Mutex},
    time::{Duration, Instant},
};

use crate::common::{Options, TestApp, with_token};
use diesel::{ExpressionMethods, QueryDsl};
use diesel_async::RunQueryDsl;
use ndoto::{
    api::v1::{self, community_service_client::CommunityServiceClient, student_service_client::StudentServiceClient},
    db::{
        self,
        embedded::{Durability, EmbeddedPostgres},
        schema::{challenge_completions, community_posts},
    },
};
use tonic::Code;

const CHILDREN: usize = 6;
const PACE: Duration = Duration::from_millis(100);
/// How soon after the database is back the server must serve again.
const RECOVERY: Duration = Duration::from_secs(5);
/// How soon into the outage some call must have answered UNAVAILABLE: the pool's connection
/// timeout (5 s), with room for a loaded machine.
const OUTAGE_SEEN: Duration = Duration::from_secs(15);

/// What a call wrote when the server acknowledged it.
#[derive(Debug)]
enum Write {
    /// The child completed the activity.
    Completion { child: String, activity: String },
    /// The post with this id was published.
    Post { id: String },
    /// Nothing: the call failed.
    None,
}

/// One call's outcome: its gRPC code, what it wrote, and when it ended.
struct Outcome {
    code: Code,
    write: Write,
    at: Instant,
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_outage_answers_unavailable_recovers_without_restart_and_loses_no_acknowledged_write() {
    let dir = tempfile::tempdir().unwrap();
    let cluster = EmbeddedPostgres::start(dir.path(), Durability::Durable).await.unwrap();
    cluster.create_database_from("fault", None).await.unwrap();
    let url = cluster.url("fault");
    db::migrate(&url).await.unwrap();
    let loader = db::connect(&url, 1).await.unwrap();
    ndoto::catalogue::load::load(&mut loader.get().await.unwrap(), crate::common::catalogue()).await.unwrap();
    drop(loader);
    let app = TestApp::start_with(Options { database_url: Some(url.clone()), ..Options::default() }).await;

    // Six children of one age band, each with the activities listed for them, all members of
    // the band's first community; and a probe child for the recovery.
    let mut children = Vec::new();
    let mut community_id = String::new();
    for n in 0..CHILDREN {
        let name = format!("Fault{n}");
        let (token, signed_in) = app.signed_in_child(&name, 10).await;
        let child_id = signed_in["user"]["_id"].as_str().unwrap().to_owned();
        let mut client = StudentServiceClient::new(app.channel().await);
        let list = client
            .list_challenges(with_token(v1::ListChallengesRequest::default(), &token))
            .await
            .unwrap()
            .into_inner();
        let ids: Vec<String> = list.challenges.into_iter().map(|c| c.id).collect();
        assert!(ids.len() >= 20, "too few activities to keep the load going: {}", ids.len());
        let mut communities = CommunityServiceClient::new(app.channel().await);
        let listed = communities
            .list_communities(with_token(v1::ListCommunitiesRequest::default(), &token))
            .await
            .unwrap()
            .into_inner();
        community_id = listed.communities[0].id.clone();
        let join = v1::JoinCommunityRequest { community_id: community_id.clone(), ..Default::default() };
        communities.join_community(with_token(join, &token)).await.unwrap();
        children.push((child_id, token, ids));
    }
    let probe_token = app.signed_in_child("Probe", 10).await.0;

    // Every child makes as many calls as the shortest list has activities.
    let children_calls = children.iter().map(|(_, _, ids)| ids.len()).min().unwrap();
    let outcomes = Arc::new(Mutex::new(Vec::<Outcome>::new()));
    let started = Instant::now();
    let mut workers = Vec::new();
    for (child, token, ids) in children {
        let outcomes = outcomes.clone();
        let mut student = StudentServiceClient::new(app.channel().await);
        let mut community = CommunityServiceClient::new(app.channel().await);
        let community_id = community_id.clone();
        workers.push(tokio::spawn(async move {
            for (n, activity) in ids.into_iter().take(children_calls).enumerate() {
                // Five posts, the most a child may publish in a minute.
                let (code, write) = if n % 5 == 0 && n < 25 {
                    let post = v1::CreatePostRequest {
                        community_id: community_id.clone(),
                        content: "Who else tried the rain gauge this week? Mine filled up!".into(),
                        ..Default::default()
                    };
                    match community.create_post(with_token(post, &token)).await {
                        Ok(answer) => (Code::Ok, Write::Post { id: answer.into_inner().post.unwrap().id }),
                        Err(status) => (status.code(), Write::None),
                    }
                } else {
                    let completion = v1::CompleteChallengeRequest { id: activity.clone(), ..Default::default() };
                    match student.complete_challenge(with_token(completion, &token)).await {
                        Ok(_) => (Code::Ok, Write::Completion { child: child.clone(), activity }),
                        Err(status) => (status.code(), Write::None),
                    }
                };
                outcomes.lock().unwrap().push(Outcome { code, write, at: Instant::now() });
                tokio::time::sleep(PACE).await;
            }
        }));
    }

    // One second of normal service, then the outage. It lasts until the server has answered
    // UNAVAILABLE: a call either meets a connection the shutdown closed or waits out the pool's
    // 5 s connection timeout, so a fixed pause shorter than that could end before any call fails
    // (the calls would only wait), and the test would prove nothing.
    tokio::time::sleep(Duration::from_secs(1)).await;
    let calls = CHILDREN * children_calls;
    let made = outcomes.lock().unwrap().len();
    assert!(made + CHILDREN * 5 <= calls, "the load ended before the outage: {made} of {calls} calls made");
    let down = Instant::now();
    cluster.stop().await.unwrap();
    while !outcomes.lock().unwrap().iter().any(|o| o.code == Code::Unavailable) {
        assert!(down.elapsed() < OUTAGE_SEEN, "no call answered UNAVAILABLE {OUTAGE_SEEN:?} into the outage");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let cluster = EmbeddedPostgres::start(dir.path(), Durability::Durable).await.unwrap();
    let back = Instant::now();

    // The server serves again, by itself, soon after the database is back.
    let mut probe = StudentServiceClient::new(app.channel().await);
    let recovered = loop {
        let answer = probe.get_rewards(with_token(v1::GetRewardsRequest {}, &probe_token)).await;
        if answer.is_ok() {
            break back.elapsed();
        }
        assert!(back.elapsed() < RECOVERY * 2, "no recovery: {answer:?}");
        tokio::time::sleep(Duration::from_millis(100)).await;
    };
    for worker in workers {
        worker.await.unwrap();
    }
    let outcomes = std::mem::take(&mut *outcomes.lock().unwrap());

    // Only two answers, ever: OK or UNAVAILABLE. And UNAVAILABLE only around the outage.
    let unexpected: Vec<_> =
        outcomes.iter().filter(|o| !matches!(o.code, Code::Ok | Code::Unavailable)).map(|o| o.code).collect();
    assert!(unexpected.is_empty(), "answers other than OK and UNAVAILABLE: {unexpected:?}");
    let unavailable: Vec<_> = outcomes.iter().filter(|o| o.code == Code::Unavailable).collect();
    assert!(!unavailable.is_empty(), "the outage was never seen; the test proves nothing");
    for outcome in &unavailable {
        assert!(outcome.at >= down, "UNAVAILABLE before the outage, {:?} after start", outcome.at - started);
    }
    assert!(recovered <= RECOVERY, "served again {recovered:?} after the database came back");
    let ok_after = outcomes.iter().filter(|o| o.code == Code::Ok && o.at > back).count();
    assert!(ok_after > 0, "no write acknowledged after the outage");

    // Every acknowledged write is stored.
    let pool = db::connect(&url, 1).await.unwrap();
    let mut conn = pool.get().await.unwrap();
    let (mut completions, mut posts) = (0, 0);
    for outcome in outcomes.iter().filter(|o| o.code == Code::Ok) {
        let stored: i64 = match &outcome.write {
            Write::Completion { child, activity } => {
                completions += 1;
                challenge_completions::table
                    .filter(challenge_completions::child_id.eq(child.parse::<uuid::Uuid>().unwrap()))
                    .filter(challenge_completions::challenge_id.eq(activity.parse::<uuid::Uuid>().unwrap()))
                    .count()
                    .get_result(&mut conn)
                    .await
                    .unwrap()
            }
            Write::Post { id } => {
                posts += 1;
                community_posts::table
                    .filter(community_posts::id.eq(id.parse::<uuid::Uuid>().unwrap()))
                    .count()
                    .get_result(&mut conn)
                    .await
                    .unwrap()
            }
            Write::None => unreachable!("an acknowledged call wrote something"),
        };
        assert_eq!(stored, 1, "acknowledged write {:?} is missing", outcome.write);
    }
    assert!(posts > 0 && completions > 0, "{posts} posts and {completions} completions acknowledged");
    let acknowledged = outcomes.iter().filter(|o| o.code == Code::Ok).count();
    println!(
        "{} calls: {acknowledged} acknowledged and stored ({completions} completions, {posts} posts), {} UNAVAILABLE \
         during the outage; served again {:?} after the database returned",
        outcomes.len(),
        unavailable.len(),
        recovered
    );
    drop(conn);
    drop(pool);
    drop(app);
    cluster.stop().await.unwrap();
}
