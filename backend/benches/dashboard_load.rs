//! Throughput and latency of GetDashboard with 10,000 children in the database, over REST
//! (HTTP/1.1 JSON) and over gRPC (HTTP/2), on loopback: CONNECTIONS connections (64) each
//! calling as fast as answers come for DURATION seconds (30), every call as a random child.
//! Also counts the SQL statements per call from PostgreSQL's own statistics.
//!
//! The server, PostgreSQL (the integration tests' harness, with the `serve` default of 16
//! database connections) and this load generator share the machine's cores.
//!
//! Run: `cargo bench --bench dashboard_load` (CHILDREN, CONNECTIONS, DURATION to change).

#[path = "../tests/common/mod.rs"]
mod common;

use std::time::{Duration, Instant};

use common::{Options, TestApp, with_token};
use diesel::{QueryableByName, sql_types::BigInt};
use diesel_async::RunQueryDsl;
use ndoto::{
    api::v1::{self, student_service_client::StudentServiceClient},
    auth::{Caller, Role, token::TokenKeys},
};
use rand::seq::IndexedRandom;
use tonic::transport::Channel;

fn setting(name: &str, default: u64) -> u64 {
    std::env::var(name).ok().and_then(|v| v.parse().ok()).unwrap_or(default)
}

#[derive(QueryableByName)]
struct Count {
    #[diesel(sql_type = BigInt)]
    n: i64,
}

/// A parent and `children` children of every age 6 to 18; a third have a submitted quiz and a
/// fifth have completed two activities (and hold their badges).
async fn seed(app: &TestApp, children: u64) -> Vec<uuid::Uuid> {
    let mut conn = app.pool.get().await.unwrap();
    let statements = [
        "INSERT INTO parents (first_name, last_name, email, phone, password_hash) \
         VALUES ('Load', 'Parent', 'load@example.com', '+250788000000', 'not-a-hash')"
            .to_owned(),
        format!(
            "INSERT INTO children (parent_id, first_name, last_name, sign_in_name, birth_date, password_hash) \
             SELECT (SELECT id FROM parents), 'Child', 'Number ' || n, 'child' || n, \
                    current_date - make_interval(years => 6 + n % 13, months => 3), 'not-a-hash' \
             FROM generate_series(1, {children}) AS n"
        ),
        "INSERT INTO quizzes (child_id, age_range, questions) \
         SELECT id, '9-12', '[]' FROM children WHERE sign_in_name ~ '[036]$'"
            .to_owned(),
        "INSERT INTO quiz_submissions (quiz_id, child_id, choices, scores, top_career_areas) \
         SELECT id, child_id, '[]', \
                CASE n WHEN 0 THEN '[0, 0, 1, 0, 0, 0]'::jsonb \
                       WHEN 1 THEN '[0.9, 1, 0, 0, 0, 0]' \
                       ELSE '[0, 0, 0, 1, 0, 0]' END, \
                CASE n WHEN 0 THEN ARRAY['A'] WHEN 1 THEN ARRAY['I', 'R'] ELSE ARRAY['S'] END \
         FROM (SELECT id, child_id, (random() * 2)::int AS n FROM quizzes) q"
            .to_owned(),
        "INSERT INTO challenge_completions (child_id, challenge_id, stars) \
         SELECT c.id, ch.id, ch.stars FROM children c \
         CROSS JOIN (SELECT id, stars FROM challenges ORDER BY position LIMIT 2) ch \
         WHERE c.sign_in_name ~ '[05]$'"
            .to_owned(),
        "INSERT INTO child_badges (child_id, badge_id, stars) \
         SELECT DISTINCT cc.child_id, b.id, b.stars FROM challenge_completions cc, badges b \
         WHERE b.id IN ('first-project')"
            .to_owned(),
        "ANALYZE".to_owned(),
    ];
    for statement in statements {
        diesel::sql_query(statement).execute(&mut conn).await.unwrap();
    }
    #[derive(QueryableByName)]
    struct Id {
        #[diesel(sql_type = diesel::sql_types::Uuid)]
        id: uuid::Uuid,
    }
    let ids: Vec<Id> = diesel::sql_query("SELECT id FROM children").load(&mut conn).await.unwrap();
    ids.into_iter().map(|row| row.id).collect()
}

/// Statements PostgreSQL has committed in the bench's database so far (each statement outside
/// a transaction is one).
async fn statements(app: &TestApp) -> i64 {
    let mut conn = app.pool.get().await.unwrap();
    // An idle backend reports its statistics within 10 s (PostgreSQL 15 and later); wait for them.
    tokio::time::sleep(Duration::from_secs(11)).await;
    diesel::sql_query("SELECT pg_stat_clear_snapshot()").execute(&mut conn).await.unwrap();
    let count: Count =
        diesel::sql_query("SELECT xact_commit AS n FROM pg_stat_database WHERE datname = current_database()")
            .get_result(&mut conn)
            .await
            .unwrap();
    count.n
}

struct Outcome {
    latencies: Vec<Duration>,
    failures: usize,
}

fn report(name: &str, duration: Duration, outcomes: Vec<Outcome>, statements: i64) {
    let failures: usize = outcomes.iter().map(|o| o.failures).sum();
    let mut latencies: Vec<Duration> = outcomes.into_iter().flat_map(|o| o.latencies).collect();
    latencies.sort();
    let calls = latencies.len();
    let at = |p: f64| latencies[((calls as f64 - 1.0) * p).round() as usize];
    println!(
        "{name:<14} {calls:>7} calls  {:>7.0} calls/s  p50 {:>8.2?}  p99 {:>8.2?}  max {:>8.2?}  failures {failures}  \
         SQL statements per call {:.2}",
        calls as f64 / duration.as_secs_f64(),
        at(0.50),
        at(0.99),
        latencies[calls - 1],
        statements as f64 / calls as f64,
    );
}

#[tokio::main]
async fn main() {
    let children = setting("CHILDREN", 10_000);
    let connections = setting("CONNECTIONS", 64) as usize;
    let duration = Duration::from_secs(setting("DURATION", 30));
    let app = TestApp::start_with(Options { db_pool_size: 16, ..Options::default() }).await;
    let ids = seed(&app, children).await;
    let keys = TokenKeys::new(common::SECRET);
    let tokens: Vec<String> = ids.iter().map(|&id| keys.issue(Caller { id, role: Role::Child }, 0).unwrap()).collect();
    println!("{} children; {connections} connections for {duration:?} per protocol", tokens.len());

    // REST: one HTTP/1.1 connection per task, as a browser or wrk would hold them.
    let before = statements(&app).await;
    let deadline = Instant::now() + duration;
    let mut tasks = tokio::task::JoinSet::new();
    for _ in 0..connections {
        let client = reqwest::Client::builder().http1_only().pool_max_idle_per_host(1).build().unwrap();
        let url = app.url("/api/student/dashboard");
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
    let outcomes = tasks.join_all().await;
    let used = statements(&app).await - before - 1;
    report("REST", duration, outcomes, used);

    // gRPC: one HTTP/2 connection per task.
    let before = statements(&app).await;
    let deadline = Instant::now() + duration;
    let mut tasks = tokio::task::JoinSet::new();
    for _ in 0..connections {
        let channel = Channel::from_shared(app.url("")).unwrap().connect().await.unwrap();
        let tokens = tokens.clone();
        tasks.spawn(async move {
            let mut client = StudentServiceClient::new(channel);
            let mut outcome = Outcome { latencies: Vec::new(), failures: 0 };
            while Instant::now() < deadline {
                let token = tokens.choose(&mut rand::rng()).unwrap();
                let started = Instant::now();
                match client.get_dashboard(with_token(v1::GetDashboardRequest {}, token)).await {
                    Ok(_) => outcome.latencies.push(started.elapsed()),
                    Err(_) => outcome.failures += 1,
                }
            }
            outcome
        });
    }
    let outcomes = tasks.join_all().await;
    let used = statements(&app).await - before - 1;
    report("gRPC", duration, outcomes, used);
}
