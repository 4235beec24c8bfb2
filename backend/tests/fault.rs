//! A database outage under load: PostgreSQL stopped and started while children complete
//! activities. The server answers UNAVAILABLE (never another error) during the outage, serves
//! again within 5 s of the database's return without a restart, and every completion it
//! acknowledged is in the database afterwards. Bounded: six children, one call each per 100 ms.

mod common;

use std::{
    sync::{Arc, Mutex},
    time::{Duration, Instant},
};

use common::{Options, TestApp, with_token};
use diesel::{ExpressionMethods, QueryDsl};
use diesel_async::RunQueryDsl;
use ndoto::{
    api::v1::{self, student_service_client::StudentServiceClient},
    db::{
        self,
        embedded::{Durability, EmbeddedPostgres},
        schema::challenge_completions,
    },
};
use tonic::Code;

const CHILDREN: usize = 6;
const PACE: Duration = Duration::from_millis(100);
/// How soon after the database is back the server must serve again.
const RECOVERY: Duration = Duration::from_secs(5);

/// One call's outcome: which child completed which activity, and the gRPC code.
struct Outcome {
    child: String,
    activity: String,
    code: Code,
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
    ndoto::catalogue::load::load(&mut loader.get().await.unwrap(), common::catalogue()).await.unwrap();
    drop(loader);
    let app = TestApp::start_with(Options { database_url: Some(url.clone()), ..Options::default() }).await;

    // Six children, each with the activities listed for them.
    let mut children = Vec::new();
    for n in 0..CHILDREN {
        let name = format!("Fault{n}");
        let (token, signed_in) = app.signed_in_child(&name, 10).await;
        let child_id = signed_in["user"]["_id"].as_str().unwrap().to_owned();
        let mut client = StudentServiceClient::new(app.channel().await);
        let list = client.list_challenges(with_token(v1::ListChallengesRequest {}, &token)).await.unwrap().into_inner();
        let ids: Vec<String> = list.challenges.into_iter().map(|c| c.id).collect();
        assert!(ids.len() >= 20, "too few activities to keep the load going: {}", ids.len());
        children.push((child_id, token, ids));
    }

    let outcomes = Arc::new(Mutex::new(Vec::<Outcome>::new()));
    let started = Instant::now();
    let mut workers = Vec::new();
    for (child, token, ids) in children {
        let outcomes = outcomes.clone();
        let mut client = StudentServiceClient::new(app.channel().await);
        workers.push(tokio::spawn(async move {
            for activity in ids {
                let answer = client
                    .complete_challenge(with_token(v1::CompleteChallengeRequest { id: activity.clone() }, &token))
                    .await;
                let code = answer.map_or_else(|status| status.code(), |_| Code::Ok);
                outcomes.lock().unwrap().push(Outcome { child: child.clone(), activity, code, at: Instant::now() });
                tokio::time::sleep(PACE).await;
            }
        }));
    }

    // One second of normal service, then the outage.
    tokio::time::sleep(Duration::from_secs(1)).await;
    let down = Instant::now();
    cluster.stop().await.unwrap();
    tokio::time::sleep(Duration::from_secs(2)).await;
    let cluster = EmbeddedPostgres::start(dir.path(), Durability::Durable).await.unwrap();
    let back = Instant::now();

    // The server serves again, by itself, soon after the database is back.
    let mut probe = StudentServiceClient::new(app.channel().await);
    let probe_token = app.signed_in_child("Probe", 10).await.0;
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
    let unexpected: Vec<_> = outcomes
        .iter()
        .filter(|o| !matches!(o.code, Code::Ok | Code::Unavailable))
        .map(|o| (&o.activity, o.code))
        .collect();
    assert!(unexpected.is_empty(), "answers other than OK and UNAVAILABLE: {unexpected:?}");
    let unavailable: Vec<_> = outcomes.iter().filter(|o| o.code == Code::Unavailable).collect();
    assert!(!unavailable.is_empty(), "the outage was never seen; the test proves nothing");
    for outcome in &unavailable {
        assert!(outcome.at >= down, "UNAVAILABLE before the outage, {:?} after start", outcome.at - started);
    }
    assert!(recovered <= RECOVERY, "served again {recovered:?} after the database came back");
    let ok_after = outcomes.iter().filter(|o| o.code == Code::Ok && o.at > back).count();
    assert!(ok_after > 0, "no completion acknowledged after the outage");

    // Every acknowledged completion is stored.
    let pool = db::connect(&url, 1).await.unwrap();
    let mut conn = pool.get().await.unwrap();
    for outcome in outcomes.iter().filter(|o| o.code == Code::Ok) {
        let child: uuid::Uuid = outcome.child.parse().unwrap();
        let activity: uuid::Uuid = outcome.activity.parse().unwrap();
        let stored: i64 = challenge_completions::table
            .filter(challenge_completions::child_id.eq(child))
            .filter(challenge_completions::challenge_id.eq(activity))
            .count()
            .get_result(&mut conn)
            .await
            .unwrap();
        assert_eq!(stored, 1, "acknowledged completion of {} by {} is missing", outcome.activity, outcome.child);
    }
    let acknowledged = outcomes.iter().filter(|o| o.code == Code::Ok).count();
    println!(
        "{} calls: {acknowledged} acknowledged and stored, {} UNAVAILABLE during the outage; served again {:?} \
         after the database returned",
        outcomes.len(),
        unavailable.len(),
        recovered
    );
    drop(conn);
    drop(pool);
    drop(app);
    cluster.stop().await.unwrap();
}
