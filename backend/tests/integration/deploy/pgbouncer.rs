//! `ndoto serve` through PgBouncer in transaction mode, as deploy/kubernetes/ runs it behind
//! CloudNativePG's Pooler. Two replicas, whose pools (8 connections each) share
//! [`SERVER_CONNECTIONS`] server connections: each transaction may land on a server connection
//! other than the one its last statement ran on. diesel-async prepares every statement under a
//! name (tokio-postgres) and keeps it for reuse; PgBouncer carries such statements from one
//! server connection to another only from 1.21 on, with `max_prepared_statements` set, as the
//! manifests' Pooler sets it. The migrations and the change listener (LISTEN), which need a
//! session of their own, take DATABASE_DIRECT_URL: PostgreSQL itself.
//!
//! PgBouncer: NDOTO_PGBOUNCER, else Debian's /usr/sbin/pgbouncer; `tools/pgbouncer.sh` prints
//! one of 1.21 or later (and builds it where Debian's is older); `.ci/run` sets NDOTO_PGBOUNCER.

use std::{
    net::TcpStream,
    path::{Path, PathBuf},
    process::Stdio,
    time::{Duration, Instant},
};

use super::{Rest, command_as, give, owner_of, password_in, verify_parent};
use crate::edge::harness::{Replica, free_port, wait_until};
use diesel_async::RunQueryDsl;
use serde_json::json;
use tokio::process::Child;

/// The server connections PgBouncer opens to PostgreSQL for the test's database.
const SERVER_CONNECTIONS: u32 = 2;
/// The statements PgBouncer keeps prepared per server connection: the server's distinct
/// statements are a few hundred.
const MAX_PREPARED_STATEMENTS: u32 = 500;
/// The calls made at once on the two replicas.
const CALLS_AT_ONCE: usize = 48;
/// The first PgBouncer that keeps a client's prepared statements across server connections.
const PREPARED_STATEMENTS_SINCE: (u32, u32) = (1, 21);

fn pgbouncer_program() -> PathBuf {
    let path = std::env::var_os("NDOTO_PGBOUNCER").map_or_else(|| PathBuf::from("/usr/sbin/pgbouncer"), PathBuf::from);
    assert!(
        path.is_file(),
        "no PgBouncer at {}: run tools/pgbouncer.sh and set NDOTO_PGBOUNCER to the path it prints",
        path.display()
    );
    path
}

/// `PgBouncer 1.24.1` as (1, 24), with the whole line.
async fn version_of(program: &Path) -> ((u32, u32), String) {
    let output = tokio::process::Command::new(program).arg("--version").output().await.unwrap();
    let text = String::from_utf8_lossy(&output.stdout);
    let line = text.lines().next().unwrap_or_default().to_owned();
    let mut numbers = line.trim_start_matches("PgBouncer ").split('.').map(|n| n.parse::<u32>().unwrap_or(0));
    ((numbers.next().unwrap_or(0), numbers.next().unwrap_or(0)), line)
}

/// PgBouncer on a loopback port, in transaction mode, in front of a cluster's unix socket.
struct PgBouncer {
    port: u16,
    _process: Child,
    _dir: tempfile::TempDir,
}

impl PgBouncer {
    async fn start(program: &Path, socket_dir: &Path, role: &str, password: &str) -> Self {
        // PgBouncer refuses to run as root: as root, it runs as the cluster's owner, the only
        // user who may open the cluster's socket directory.
        let owner = owner_of(socket_dir);
        let dir = tempfile::tempdir().unwrap();
        give(dir.path(), owner);
        let port = free_port();
        let userlist = dir.path().join("userlist.txt");
        std::fs::write(&userlist, format!("\"{role}\" \"{password}\"\n")).unwrap();
        give(&userlist, owner);
        let config = dir.path().join("pgbouncer.ini");
        std::fs::write(
            &config,
            format!(
                "[databases]\n\
                 * = host={socket} port=5432\n\
                 [pgbouncer]\n\
                 listen_addr = 127.0.0.1\n\
                 listen_port = {port}\n\
                 unix_socket_dir =\n\
                 auth_type = scram-sha-256\n\
                 auth_file = {userlist}\n\
                 pool_mode = transaction\n\
                 default_pool_size = {SERVER_CONNECTIONS}\n\
                 max_client_conn = 200\n\
                 max_prepared_statements = {MAX_PREPARED_STATEMENTS}\n\
                 log_connections = 0\n\
                 log_disconnections = 0\n",
                socket = socket_dir.display(),
                userlist = userlist.display(),
            ),
        )
        .unwrap();
        give(&config, owner);
        // A copy the owner may run: the one tools/pgbouncer.sh builds lives under root's home.
        let runnable = dir.path().join("pgbouncer");
        std::fs::copy(program, &runnable).unwrap();
        give(&runnable, owner);
        let process =
            command_as(&runnable, owner).arg(&config).stdout(Stdio::null()).stderr(Stdio::inherit()).spawn().unwrap();
        wait_until(Duration::from_secs(10), || async { TcpStream::connect(("127.0.0.1", port)).is_ok() })
            .await
            .unwrap_or_else(|| panic!("PgBouncer did not listen on {port} within 10 s"));
        Self { port, _process: process, _dir: dir }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs PgBouncer 1.21+ (tools/pgbouncer.sh); .ci/run runs it"]
async fn two_replicas_serve_families_through_pgbouncer_in_transaction_mode() {
    let started = Instant::now();
    let program = pgbouncer_program();
    let (version, line) = version_of(&program).await;
    assert!(
        version >= PREPARED_STATEMENTS_SINCE,
        "{} is {line}: it cannot keep prepared statements in transaction mode (1.21 and later can, with \
         max_prepared_statements). tools/pgbouncer.sh builds a newer one; set NDOTO_PGBOUNCER to it",
        program.display()
    );
    let direct = crate::common::migrated_database().await;
    let cluster = crate::common::cluster();
    let role = ndoto::db::embedded::APP_ROLE;
    let bouncer = PgBouncer::start(&program, &cluster.socket_dir(), role, password_in(&direct)).await;
    let database = direct.rsplit('/').next().unwrap();
    let pooled = format!("postgres://{role}:{}@127.0.0.1:{}/{database}", password_in(&direct), bouncer.port);

    let dir = tempfile::tempdir().unwrap();
    let env = [("DATABASE_DIRECT_URL", direct.as_str()), ("NDOTO_DB_POOL_SIZE", "8")];
    let replica_a = Replica::start_with_env(&pooled, &dir.path().join("a"), &env).await;
    let replica_b = Replica::start_with_env(&pooled, &dir.path().join("b"), &env).await;
    let (a, b) = (Rest::new(replica_a.url("")), Rest::new(replica_b.url("")));
    let serving = started.elapsed();

    // A family, over both replicas: sign-ups, the dashboard, a completion and a post.
    let parent = a.parent("pendo.mama@example.com", async |email: &str| verify_parent(&direct, email).await).await;
    let child_id = a.add_child(&parent, "Pendo").await;
    let child = b.child("Pendo").await;
    let dashboard = b.ok("GET", "/api/student/dashboard", Some(&child), None).await;
    assert_eq!(dashboard["dashboardResponse"]["currentUser"]["firstName"], "Pendo", "{dashboard}");
    let activity = a.activities(&child).await[0]["_id"].as_str().unwrap().to_owned();
    a.complete(&child, &activity).await;
    let post = b.post(&child, "We measured the rain with a bottle").await;

    // Many calls at once on both replicas: their 16 connections share the server connections, so
    // statements prepared on one are used on another.
    let calls_started = Instant::now();
    let mut calls = tokio::task::JoinSet::new();
    for n in 0..CALLS_AT_ONCE {
        let rest = if n % 2 == 0 { a.clone() } else { b.clone() };
        let (child, parent, child_id) = (child.clone(), parent.clone(), child_id.clone());
        calls.spawn(async move {
            let (path, token) = match n % 4 {
                0 => ("/api/student/dashboard".to_owned(), child),
                1 => ("/api/student/dashboard/challenges".to_owned(), child),
                2 => ("/api/student/rewards".to_owned(), child),
                _ => (format!("/api/parent/children/{child_id}/progress"), parent),
            };
            let (status, body) = rest.call("GET", &path, Some(&token), None).await;
            (status == 200).then_some(()).ok_or(format!("{path}: {status} {body}"))
        });
    }
    let failures: Vec<String> = calls.join_all().await.into_iter().filter_map(Result::err).collect();
    let calls_took = calls_started.elapsed();
    assert!(failures.is_empty(), "{} of {CALLS_AT_ONCE} calls failed: {failures:#?}", failures.len());

    // What the replicas acknowledged is in PostgreSQL itself.
    let progress = a.ok("GET", &format!("/api/parent/children/{child_id}/progress"), Some(&parent), None).await;
    assert_eq!(progress["activities"].as_array().map(Vec::len), Some(1), "{progress}");
    let direct_pool = ndoto::db::connect(&direct, 1).await.unwrap();
    let posts = diesel::sql_query("SELECT 1 FROM community_posts WHERE id = $1::uuid")
        .bind::<diesel::sql_types::Text, _>(&post)
        .execute(&mut *direct_pool.get().await.unwrap())
        .await
        .unwrap();
    assert_eq!(posts, 1, "the post {post} is not in the database");

    // The change listener listens on PostgreSQL itself: a sign-out on one replica is refused on
    // the other at once, not when its copy of the account expires.
    b.ok("GET", "/api/student/dashboard", Some(&child), None).await;
    a.ok("POST", "/api/auth/signout", Some(&child), Some(json!({}))).await;
    let signed_out = Instant::now();
    let last = std::sync::Mutex::new((0, serde_json::Value::Null));
    let refused = wait_until(Duration::from_secs(5), || async {
        let answer = b.call("GET", "/api/student/dashboard", Some(&child), None).await;
        let status = answer.0;
        *last.lock().unwrap() = answer;
        status == 401
    })
    .await;
    assert!(
        refused.is_some(),
        "the sign-out on one replica did not hold on the other within 5 s; it answers {:?}",
        last.lock().unwrap()
    );
    let heard_after = signed_out.elapsed();

    println!(
        "pgbouncer: {line}, transaction mode, {SERVER_CONNECTIONS} server connections for two replicas of 8: \
         serving after {serving:.1?}, {CALLS_AT_ONCE} calls at once in {calls_took:.1?}, sign-out heard by the \
         other replica after {heard_after:.1?}, whole test {:.1?}",
        started.elapsed()
    );
}
