//! Throughput and latency of GetDashboard with 10,000 children in the database, over REST
//! (HTTP/1.1 JSON) and over gRPC (HTTP/2), on loopback: CONNECTIONS connections (64) each
//! calling as fast as answers come for DURATION seconds (30), every call as a random child.
//! Also counts the SQL statements per call from PostgreSQL's own statistics, and the CPU time per
//! call of the server (a runtime of its own), of PostgreSQL and of the load generator.
//!
//! The server, PostgreSQL (the integration tests' harness, with the `serve` default of 16
//! database connections) and this load generator share the machine's cores.
//!
//! Run: `cargo bench --bench dashboard_load` (CHILDREN, TOKENS (signed-in children, 500),
//! CONNECTIONS, DURATION to change).

#[path = "../tests/common/mod.rs"]
mod common;
mod load;

use std::time::Duration;

use common::{Options, TestApp, with_token};
use diesel::{QueryableByName, sql_types::BigInt};
use diesel_async::RunQueryDsl;
use load::{Cpu, LOAD_PARENT, report, setting};
use ndoto::api::v1::{self, student_service_client::StudentServiceClient};

#[derive(QueryableByName)]
struct Count {
    #[diesel(sql_type = BigInt)]
    n: i64,
}

/// A parent and `children` children of every age 6 to 18; a third have a submitted quiz and a
/// fifth have completed two activities (and hold their badges).
async fn seed(app: &TestApp, children: u64) -> Vec<uuid::Uuid> {
    let statements = [
        LOAD_PARENT.to_owned(),
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
    load::execute(app, &statements).await;
    load::ids(app, "SELECT id FROM children").await
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

fn main() {
    let children = setting("CHILDREN", 10_000);
    let connections = setting("CONNECTIONS", 64) as usize;
    let signed_in = setting("TOKENS", 500) as usize;
    let duration = Duration::from_secs(setting("DURATION", 30));
    // The server on a runtime of its own, so that its CPU time is told from the load generator's.
    let server = load::server_runtime();
    let generator = tokio::runtime::Builder::new_multi_thread().worker_threads(2).enable_all().build().unwrap();
    // First without copies in memory (the server does not listen for changes, so every call
    // reads the database, as before issue 33), then as `ndoto serve` runs.
    for listen_for_changes in [false, true] {
        let options = Options { db_pool_size: 16, listen_for_changes, ..Options::default() };
        let app = server.block_on(TestApp::start_with(options));
        let ids = server.block_on(seed(&app, children));
        let tokens = load::child_tokens(&ids[..signed_in.min(ids.len())]);
        let postmaster = server.block_on(load::postmaster(&app));
        println!(
            "\n{}: {children} children, {} signed in; {connections} connections for {duration:?} per protocol",
            if listen_for_changes {
                "copies in memory (ndoto serve)"
            } else {
                "no copies (every call reads the database)"
            },
            tokens.len(),
        );
        generator.block_on(run(&app, &tokens, connections, duration, postmaster));
        drop(app);
    }
}

/// The dashboard over REST, then over gRPC, after a warm-up that makes every child's copies.
async fn run(app: &TestApp, tokens: &[String], connections: usize, duration: Duration, postmaster: u32) {
    load::rest_get(&app.url("/api/student/dashboard"), tokens, connections, Duration::from_secs(5)).await;

    let before = (statements(app).await, Cpu::now(postmaster));
    let outcomes = load::rest_get(&app.url("/api/student/dashboard"), tokens, connections, duration).await;
    let cpu = Cpu::now(postmaster);
    let used = statements(app).await - before.0 - 1;
    let run = report("REST", duration, outcomes);
    println!("  SQL statements per call {:.3}", used as f64 / run.calls as f64);
    println!("  {}", cpu.per_call(before.1, run.calls));

    let before = (statements(app).await, Cpu::now(postmaster));
    let outcomes = load::grpc(app, tokens, connections, duration, |channel, token| async move {
        StudentServiceClient::new(channel).get_dashboard(with_token(v1::GetDashboardRequest {}, &token)).await
    })
    .await;
    let cpu = Cpu::now(postmaster);
    let used = statements(app).await - before.0 - 1;
    let run = report("gRPC", duration, outcomes);
    println!("  SQL statements per call {:.3}", used as f64 / run.calls as f64);
    println!("  {}", cpu.per_call(before.1, run.calls));
}
