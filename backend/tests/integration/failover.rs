//! PostgreSQL failover (issue 31): a multi-host DATABASE_URL follows the primary, connections to
//! a dead or demoted server leave the pool, calls during the switch answer UNAVAILABLE (503 with
//! Retry-After on REST), read-mostly content may be read from a standby (DATABASE_READ_URL), and
//! a server refuses to start without a primary or on a database migrated by a newer version.
//!
//! The `#[ignore]` tests build a primary and a synchronous standby with the machine's PostgreSQL
//! programs ([`pair`]); `.ci/run` runs the failover under load (about 30 s, loopback only).

mod pair;

use std::{
    process::Stdio,
    sync::{
        Arc, Mutex,
        atomic::{AtomicBool, Ordering},
    },
    time::{Duration, Instant},
};

use crate::{
    common::{Options, SECRET, TestApp},
    edge::harness::{Replica, free_port},
};
use diesel::{ExpressionMethods, QueryDsl};
use diesel_async::{AsyncConnection, RunQueryDsl};
use ndoto::{
    db::{
        self,
        schema::{challenge_completions, community_posts, consent_requests},
    },
    error::AppError,
};
use pair::{Count, Pair};
use serde_json::{Value, json};

const NDOTO: &str = env!("CARGO_BIN_EXE_ndoto");

#[derive(diesel::QueryableByName)]
struct BackendPid {
    #[diesel(sql_type = diesel::sql_types::Integer)]
    pid: i32,
}

async fn backend_pid(conn: &mut db::Connection<'_>) -> i32 {
    let row: BackendPid = diesel::sql_query("SELECT pg_backend_pid() AS pid").get_result(&mut **conn).await.unwrap();
    row.pid
}

/// A primary demoted to a standby keeps its clients' connections read-only: every write on
/// them fails with SQLSTATE 25006. Such a connection answers UNAVAILABLE once and leaves the
/// pool; the next call gets a new connection (to the current primary) and writes.
#[tokio::test]
async fn a_pooled_connection_gone_read_only_answers_unavailable_once_and_leaves_the_pool() {
    let app = TestApp::start().await;
    // One connection: without the fix, the pool lends the same read-only one forever.
    let pool = db::connect(&app.database_url, 1).await.unwrap();
    let demoted = {
        let mut conn = pool.get().await.unwrap();
        diesel::sql_query("SET SESSION CHARACTERISTICS AS TRANSACTION READ ONLY").execute(&mut *conn).await.unwrap();
        backend_pid(&mut conn).await
    };
    let write = "UPDATE parents SET email = email WHERE false";
    {
        let mut conn = pool.get().await.unwrap();
        let error = diesel::sql_query(write).execute(&mut *conn).await.unwrap_err();
        let error = AppError::from(error);
        assert!(matches!(error, AppError::Unavailable(_)), "{error:?}");
        assert_eq!(tonic::Status::from(error).code(), tonic::Code::Unavailable);
    }
    let mut conn = pool.get().await.unwrap();
    assert_ne!(backend_pid(&mut conn).await, demoted, "the read-only connection was lent again");
    diesel::sql_query(write).execute(&mut *conn).await.unwrap();
}

/// While the database is unreachable, a REST call answers 503 with Retry-After (never 500), and
/// the server serves again once it is back.
#[tokio::test]
async fn rest_calls_during_an_outage_answer_503_with_retry_after() {
    let app = TestApp::start().await;
    let (token, _) = app.signed_in_child("Outage", 10).await;
    app.set_database_reachable(false).await;
    let started = Instant::now();
    let (status, retry_after, body) = loop {
        let response = app.http.get(app.url("/api/student/dashboard")).bearer_auth(&token).send().await.unwrap();
        let status = response.status().as_u16();
        let retry_after = response.headers().get("retry-after").map(|v| v.to_str().unwrap().to_owned());
        let body: Value = response.json().await.unwrap_or_default();
        // The first calls may still be served from this replica's copies.
        if status != 200 || started.elapsed() > Duration::from_secs(20) {
            break (status, retry_after, body);
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    };
    app.set_database_reachable(true).await;
    assert_eq!((status, retry_after.as_deref()), (503, Some("2")), "{body}");
    let reason = body["details"].as_array().unwrap().iter().find_map(|d| d["reason"].as_str());
    assert_eq!(reason, Some("UNAVAILABLE"), "{body}");
    let retry = body["details"].as_array().unwrap().iter().find_map(|d| d["retryDelay"].as_str());
    assert_eq!(retry, Some("2s"), "{body}");
    let started = Instant::now();
    while app.rest("GET", "/api/student/dashboard", Some(&token), None).await.0 != 200 {
        assert!(started.elapsed() < Duration::from_secs(15), "no recovery after the outage");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// `ndoto serve` with `env`, expected to fail: how long it took, and what it printed.
async fn failing_start(env: &[(&str, &str)]) -> (Duration, String) {
    let data = tempfile::tempdir().unwrap();
    let started = Instant::now();
    let mut command = tokio::process::Command::new(NDOTO);
    command
        .args(["serve", "--listen", &format!("127.0.0.1:{}", free_port()), "--web-dir", "/nonexistent"])
        .arg("--data-dir")
        .arg(data.path())
        .env("NDOTO_JWT_SECRET", std::str::from_utf8(SECRET).unwrap())
        .env("NDOTO_LOG", "warn")
        .envs(env.iter().copied())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .kill_on_drop(true);
    let output = tokio::time::timeout(Duration::from_secs(60), command.output())
        .await
        .expect("the server neither started nor gave up within 60 s")
        .unwrap();
    let printed = format!("{}{}", String::from_utf8_lossy(&output.stdout), String::from_utf8_lossy(&output.stderr));
    assert!(!output.status.success(), "the server started: {printed}");
    assert!(!printed.contains("Ndoto is up"), "{printed}");
    (started.elapsed(), printed)
}

#[tokio::test]
async fn a_database_url_with_no_reachable_primary_fails_start_up_after_a_bounded_wait_naming_the_hosts() {
    let (a, b) = (free_port(), free_port());
    let url = format!("postgres://ndoto:secret@127.0.0.1:{a},127.0.0.1:{b}/ndoto?target_session_attrs=read-write");
    let (took, printed) = failing_start(&[("DATABASE_URL", &url), ("NDOTO_DB_START_TIMEOUT_SECS", "2")]).await;
    assert!(took >= Duration::from_secs(2) && took < Duration::from_secs(20), "gave up after {took:?}");
    for expected in [
        format!("127.0.0.1:{a}, 127.0.0.1:{b}"),
        "no PostgreSQL primary accepting writes was reached within 2 s".to_owned(),
        "target_session_attrs=read-write".to_owned(),
        "NDOTO_DB_START_TIMEOUT_SECS".to_owned(),
    ] {
        assert!(printed.contains(&expected), "{expected:?} missing from:\n{printed}");
    }
    assert!(!printed.contains("secret"), "the password was printed:\n{printed}");
}

#[tokio::test]
async fn a_database_migrated_by_a_newer_version_is_refused_with_what_to_do() {
    let app = TestApp::start().await;
    let newer = "2099-01-01-000001";
    let mut conn = app.pool.get().await.unwrap();
    diesel::sql_query(format!("INSERT INTO __diesel_schema_migrations (version) VALUES ('{newer}')"))
        .execute(&mut *conn)
        .await
        .unwrap();
    drop(conn);
    let (_, printed) = failing_start(&[("DATABASE_URL", &app.database_url)]).await;
    for expected in [newer, "migrated by a newer Ndoto", "Deploy the newer Ndoto version"] {
        assert!(printed.contains(expected), "{expected:?} missing from:\n{printed}");
    }
}

/// What one call of the load was, and how it ended.
#[derive(Debug, Clone)]
enum Write {
    Completion { child: uuid::Uuid, activity: uuid::Uuid },
    Post(uuid::Uuid),
    Consent(uuid::Uuid),
}

#[derive(Debug)]
struct Outcome {
    at: Instant,
    status: u16,
    retry_after: Option<String>,
    /// What an acknowledged write wrote; `None` for a read.
    write: Option<Write>,
    replica: usize,
}

/// A child of the load: their token, id, parent's email, community and activities.
struct Child {
    token: String,
    id: uuid::Uuid,
    parent_email: String,
    community: String,
    activities: Vec<uuid::Uuid>,
}

async fn load_child(app: &TestApp, n: usize) -> Child {
    let name = format!("Failover{n}");
    let parent_email = format!("{}@example.com", name.to_lowercase());
    let parent = app.parent(&parent_email).await;
    app.add_child(&parent, &name, 10).await;
    let (token, signed_in) = app.signed_in_child_again(&name).await;
    let id = signed_in["user"]["_id"].as_str().unwrap().parse().unwrap();
    let (_, challenges) = app.rest("GET", "/api/student/dashboard/challenges", Some(&token), None).await;
    let activities: Vec<uuid::Uuid> =
        challenges.as_array().unwrap().iter().map(|c| c["_id"].as_str().unwrap().parse().unwrap()).collect();
    let (_, communities) = app.rest("GET", "/api/student/dashboard/communities", Some(&token), None).await;
    let community = format!("/api/student/dashboard/communities/{}", communities[0]["_id"].as_str().unwrap());
    let (status, body) = app.rest("POST", &format!("{community}/join"), Some(&token), None).await;
    assert_eq!(status, 200, "{body}");
    Child { token, id, parent_email, community, activities }
}

/// The writes a child makes, in order: mostly activity completions, a community post every
/// fifth (the posting limit allows five a minute) and three consent requests (at most three
/// may wait), each for another day.
/// A write of the load: its path, its body, what an acknowledgement of it wrote, its activity.
type PlannedWrite = (String, Option<Value>, fn(&Value, &Child, uuid::Uuid) -> Write, uuid::Uuid);

fn writes_of(child: &Child) -> Vec<PlannedWrite> {
    let mut writes = Vec::new();
    let (mut posts, mut consents) = (0, 0);
    for (n, activity) in child.activities.iter().enumerate() {
        if n % 5 == 1 && posts < 5 {
            posts += 1;
            let body = json!({"content": "Who else tried the rain gauge this week? Mine filled up!"});
            writes.push((format!("{}/posts", child.community), Some(body), post_written as _, *activity));
        } else if n % 5 == 3 && consents < 3 {
            consents += 1;
            let date = (chrono::Utc::now().date_naive() + chrono::Days::new(5 + consents)).format("%Y-%m-%d");
            let body = json!({"kind": "CONSENT_REQUEST_KIND_EXCURSION", "subjectId": "robotics",
                "parentEmail": child.parent_email, "eventDate": date.to_string(), "slot": "10:00 AM"});
            writes.push(("/api/consent-requests".to_owned(), Some(body), consent_written as _, *activity));
        }
        writes.push((
            format!("/api/student/rewards/complete-challenge/{activity}"),
            None,
            completion_written as _,
            *activity,
        ));
    }
    writes
}

fn post_written(answer: &Value, _: &Child, _: uuid::Uuid) -> Write {
    Write::Post(answer["_id"].as_str().unwrap().parse().unwrap())
}

fn consent_written(answer: &Value, _: &Child, _: uuid::Uuid) -> Write {
    Write::Consent(answer["request"]["_id"].as_str().unwrap().parse().unwrap())
}

fn completion_written(_: &Value, child: &Child, activity: uuid::Uuid) -> Write {
    Write::Completion { child: child.id, activity }
}

/// Whether an acknowledged write is in the database of `conn`.
async fn stored(conn: &mut diesel_async::AsyncPgConnection, write: &Write) -> bool {
    let count: i64 = match write {
        Write::Completion { child, activity } => challenge_completions::table
            .filter(challenge_completions::child_id.eq(child))
            .filter(challenge_completions::challenge_id.eq(activity))
            .count()
            .get_result(conn)
            .await
            .unwrap(),
        Write::Post(id) => {
            community_posts::table.filter(community_posts::id.eq(id)).count().get_result(conn).await.unwrap()
        }
        Write::Consent(id) => {
            consent_requests::table.filter(consent_requests::id.eq(id)).count().get_result(conn).await.unwrap()
        }
    };
    count == 1
}

const CHILDREN: usize = 6;
/// Each child's pace: a read, then a write, and so on.
const PACE: Duration = Duration::from_millis(300);
/// Normal service before the primary is killed.
const BEFORE_KILL: Duration = Duration::from_secs(3);
/// From the kill to the promotion, as a failover manager (Patroni, CloudNativePG) takes a moment
/// to decide that the primary is gone.
const KILL_TO_PROMOTION: Duration = Duration::from_secs(1);
/// The target: writes succeed again within this after the promotion.
const RECOVERY_TARGET: Duration = Duration::from_secs(30);

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "builds two PostgreSQL clusters and two server processes: run by .ci/run (failover::)"]
async fn a_primary_killed_under_load_costs_seconds_and_no_acknowledged_write() {
    let setup = Instant::now();
    let pair = Pair::start().await;
    let url = pair.multi_host_url();
    let dir = tempfile::tempdir().unwrap();
    // One at a time: the first migrates the database and loads the catalogue.
    let mut replicas = Vec::new();
    for n in 0..2 {
        replicas.push(Replica::start(&url, &dir.path().join(format!("replica-{n}"))).await);
    }
    // An in-process server on the same URL makes the accounts; its read-mostly content comes
    // from the standby (DATABASE_READ_URL), named so that the standby's sessions show it.
    let read_url = format!("{}?application_name=ndoto-read", pair.standby.url(pair::DATABASE));
    let app = TestApp::start_with(Options {
        database_url: Some(url.clone()),
        database_read_url: Some(read_url),
        ..Options::default()
    })
    .await;
    let mut children = Vec::new();
    for n in 0..CHILDREN {
        children.push(load_child(&app, n).await);
    }

    // DATABASE_READ_URL: the catalogue's content is read from the standby, and a write still
    // goes to the primary (the standby would refuse it).
    // The first child's last activity is completed here, not by the load.
    let activity = children[0].activities.pop().unwrap();
    let first = &children[0];
    let (status, resources) = app.rest("GET", "/api/resources", Some(&first.token), None).await;
    assert_eq!(status, 200, "{resources}");
    assert!(!resources["resources"].as_array().unwrap().is_empty(), "{resources}");
    let (status, dashboard) = app.rest("GET", "/api/student/dashboard", Some(&first.token), None).await;
    assert_eq!(status, 200, "{dashboard}");
    let mut standby = pair.standby.connection().await;
    let readers: Count = diesel::sql_query(
        "SELECT count(*) AS n FROM pg_stat_activity WHERE application_name = 'ndoto-read' AND datname = 'ndoto'",
    )
    .get_result(&mut standby)
    .await
    .unwrap();
    assert!(readers.n >= 1, "the read pool never connected to the standby");
    let path = format!("/api/student/rewards/complete-challenge/{activity}");
    let (status, body) = app.rest("POST", &path, Some(&first.token), None).await;
    assert_eq!(status, 200, "a write through the server with a read pool: {body}");
    let written = Write::Completion { child: first.id, activity };
    assert!(stored(&mut pair.primary.connection().await, &written).await, "the write is not in the primary");
    drop(standby);
    drop(app);
    println!("set-up (two clusters, two servers, {CHILDREN} families): {:?}", setup.elapsed());

    // The load: each child alternates reads and writes, on both replicas in turn, until told to
    // stop or out of writes.
    let http = reqwest::Client::builder().timeout(Duration::from_secs(40)).build().unwrap();
    let bases: Arc<Vec<String>> = Arc::new(replicas.iter().map(|r| r.url("")).collect());
    let outcomes = Arc::new(Mutex::new(Vec::<Outcome>::new()));
    let stop = Arc::new(AtomicBool::new(false));
    let mut workers = Vec::new();
    for (n, child) in children.into_iter().enumerate() {
        let (http, bases, outcomes, stop) = (http.clone(), bases.clone(), outcomes.clone(), stop.clone());
        workers.push(tokio::spawn(async move {
            let writes = writes_of(&child);
            let mut writes = writes.into_iter();
            let mut call = n;
            while !AtomicBool::load(&stop, Ordering::Relaxed) {
                call += 1;
                // Reads and writes on both replicas: a read and a write on one, then on the other.
                let replica = (call / 2) % bases.len();
                let base = &bases[replica];
                let (request, write) = if call % 2 == 0 {
                    let path = if call % 4 == 0 { "/api/student/dashboard" } else { "/api/resources" };
                    (http.get(format!("{base}{path}")), None)
                } else if let Some((path, body, written, activity)) = writes.next() {
                    let mut request = http.post(format!("{base}{path}"));
                    if let Some(body) = body {
                        request = request.json(&body);
                    }
                    (request, Some((written, activity)))
                } else {
                    (http.get(format!("{base}/api/student/dashboard")), None)
                };
                let response = request.bearer_auth(&child.token).send().await;
                let (status, retry_after, answer) = match response {
                    Ok(response) => {
                        let status = response.status().as_u16();
                        let retry_after = response.headers().get("retry-after").map(|v| v.to_str().unwrap().into());
                        (status, retry_after, response.json::<Value>().await.unwrap_or_default())
                    }
                    Err(error) => panic!("the replica did not answer: {error}"),
                };
                let write =
                    write.filter(|_| status == 200).map(|(written, activity)| written(&answer, &child, activity));
                outcomes.lock().unwrap().push(Outcome { at: Instant::now(), status, retry_after, write, replica });
                tokio::time::sleep(PACE).await;
            }
        }));
    }

    tokio::time::sleep(BEFORE_KILL).await;
    let acknowledged_before = outcomes.lock().unwrap().iter().filter(|o| o.write.is_some()).count();
    assert!(acknowledged_before > 0, "no write acknowledged before the kill");
    let killed = Instant::now();
    pair.kill_primary();
    tokio::time::sleep(KILL_TO_PROMOTION).await;
    pair.promote_standby();
    let promoted = Instant::now();

    // Writes succeed again on both replicas; then two more seconds of service.
    let recovered = loop {
        let recovered: Vec<Option<Duration>> = (0..2)
            .map(|replica| {
                let outcomes = outcomes.lock().unwrap();
                let first = outcomes.iter().find(|o| o.replica == replica && o.write.is_some() && o.at > promoted);
                first.map(|o| o.at - promoted)
            })
            .collect();
        if let [Some(a), Some(b)] = recovered[..] {
            break [a, b];
        }
        assert!(promoted.elapsed() < RECOVERY_TARGET, "writes did not succeed again on both replicas within 30 s");
        tokio::time::sleep(Duration::from_millis(50)).await;
    };
    tokio::time::sleep(Duration::from_secs(2)).await;
    stop.store(true, Ordering::Relaxed);
    for worker in workers {
        worker.await.unwrap();
    }
    let outcomes = std::mem::take(&mut *outcomes.lock().unwrap());

    // Only 200 and 503, and every 503 says when to retry.
    let unexpected: Vec<u16> = outcomes.iter().map(|o| o.status).filter(|s| ![200, 503].contains(s)).collect();
    assert!(unexpected.is_empty(), "answers other than 200 and 503: {unexpected:?}");
    let unavailable: Vec<&Outcome> = outcomes.iter().filter(|o| o.status == 503).collect();
    assert!(unavailable.iter().all(|o| o.retry_after.as_deref() == Some("2")), "a 503 without Retry-After: 2");
    assert!(unavailable.iter().all(|o| o.at >= killed), "503 before the primary was killed");

    // Every write acknowledged with 200 is in the new primary.
    let mut new_primary = diesel_async::AsyncPgConnection::establish(&url).await.unwrap();
    let acknowledged: Vec<&Write> = outcomes.iter().filter_map(|o| o.write.as_ref()).collect();
    let mut lost = Vec::new();
    for write in &acknowledged {
        if !stored(&mut new_primary, write).await {
            lost.push(*write);
        }
    }
    let count = |f: fn(&Write) -> bool| acknowledged.iter().filter(|w| f(w)).count();
    let slowest = recovered.iter().max().unwrap();
    println!(
        "failover: {} calls ({} reads, {} writes acknowledged: {} completions, {} posts, {} consent requests), \
         {} answered 503 with Retry-After: 2 (none other than 200 and 503); primary killed, standby promoted {:?} \
         later; writes succeeded again {:?} and {:?} after the promotion on the two replicas (target under {:?}); \
         {} acknowledged writes lost (target 0)",
        outcomes.len(),
        outcomes.iter().filter(|o| o.status == 200 && o.write.is_none()).count(),
        acknowledged.len(),
        count(|w| matches!(w, Write::Completion { .. })),
        count(|w| matches!(w, Write::Post(_))),
        count(|w| matches!(w, Write::Consent(_))),
        unavailable.len(),
        promoted - killed,
        recovered[0],
        recovered[1],
        RECOVERY_TARGET,
        lost.len(),
    );
    assert!(lost.is_empty(), "acknowledged writes missing from the new primary: {lost:?}");
    assert!(count(|w| matches!(w, Write::Post(_))) > 0 && count(|w| matches!(w, Write::Consent(_))) > 0);
    assert!(*slowest < RECOVERY_TARGET);
    drop(replicas);
}

/// Calls per second and latencies of `path` for `duration`, from `connections` callers each
/// calling as fast as answers come, as the children of `tokens` in turn.
async fn measure(app: &TestApp, path: &str, tokens: &[String], connections: usize, duration: Duration) -> String {
    let started = Instant::now();
    let mut callers = Vec::new();
    for n in 0..connections {
        let (http, url, token) = (reqwest::Client::new(), app.url(path), tokens[n % tokens.len()].clone());
        callers.push(tokio::spawn(async move {
            let mut latencies = Vec::new();
            while started.elapsed() < duration {
                let call = Instant::now();
                let response = http.get(&url).bearer_auth(&token).send().await.unwrap();
                assert_eq!(response.status(), 200);
                response.bytes().await.unwrap();
                latencies.push(call.elapsed());
            }
            latencies
        }));
    }
    let mut latencies = Vec::new();
    for caller in callers {
        latencies.extend(caller.await.unwrap());
    }
    latencies.sort();
    let at = |share: f64| latencies[((latencies.len() as f64 * share) as usize).min(latencies.len() - 1)];
    format!(
        "{path}: {:.0} calls/s, p50 {:.1} ms, p99 {:.1} ms",
        latencies.len() as f64 / started.elapsed().as_secs_f64(),
        at(0.5).as_secs_f64() * 1000.0,
        at(0.99).as_secs_f64() * 1000.0
    )
}

/// Issue 31, item 3: the dashboard (and resources, which read the read pool at every call)
/// with and without DATABASE_READ_URL pointing at a synchronous standby, on loopback: both
/// clusters, the server and the load share this machine's cores, so the figures compare the
/// two set-ups and say nothing of a real deployment's headroom. Not run by CI (a measurement):
/// `cargo test -p ndoto --test integration failover::dashboard -- --ignored --nocapture`
/// (DURATION seconds per run, 5; CONNECTIONS, 16).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "a measurement, run by hand"]
async fn dashboard_with_and_without_the_read_pool() {
    let setting = |name: &str, default: u64| std::env::var(name).ok().and_then(|v| v.parse().ok()).unwrap_or(default);
    let duration = Duration::from_secs(setting("DURATION", 5));
    let connections = setting("CONNECTIONS", 16) as usize;
    let pair = Pair::start().await;
    let url = pair.multi_host_url();
    let dir = tempfile::tempdir().unwrap();
    // `ndoto serve` migrates the database and loads the catalogue; then it is not needed.
    drop(Replica::start(&url, dir.path()).await);
    let read_url = pair.standby.url(pair::DATABASE);
    for read_pool in [None, Some(read_url)] {
        let with = read_pool.is_some();
        let app = TestApp::start_with(Options {
            database_url: Some(url.clone()),
            database_read_url: read_pool,
            db_pool_size: 16,
            ..Options::default()
        })
        .await;
        let mut tokens = Vec::new();
        for n in 0..6 {
            let name = format!("Reader{n}{}", if with { "r" } else { "p" });
            tokens.push(app.signed_in_child(&name, 8 + n).await.0);
        }
        // Warm: every child's copies made, the catalogue read.
        for token in &tokens {
            assert_eq!(app.rest("GET", "/api/student/dashboard", Some(token), None).await.0, 200);
        }
        println!("{}", if with { "with DATABASE_READ_URL (the standby):" } else { "without (the primary only):" });
        for path in ["/api/student/dashboard", "/api/resources"] {
            println!("  {}", measure(&app, path, &tokens, connections, duration).await);
        }
    }
}
