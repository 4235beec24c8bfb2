//! What the load benches share: settings from the environment, child tokens, workers that call
//! one endpoint as fast as answers come until a deadline (REST on its own HTTP/1.1 connection as
//! a browser holds it, gRPC on its own HTTP/2 connection), and one report line per run.

#![allow(dead_code, reason = "each bench uses part of the module")]

use std::{
    future::Future,
    time::{Duration, Instant},
};

use diesel::QueryableByName;
use diesel_async::RunQueryDsl;
use ndoto::auth::{Caller, Role, token::TokenKeys};
use rand::seq::IndexedRandom;
use tonic::transport::Channel;

use crate::common::{self, TestApp};

/// A whole number from the environment variable `name`, or `default`.
pub(crate) fn setting(name: &str, default: u64) -> u64 {
    std::env::var(name).ok().and_then(|v| v.parse().ok()).unwrap_or(default)
}

/// The parent every bench's children belong to (its password hash is never checked).
pub(crate) const LOAD_PARENT: &str = "INSERT INTO parents (first_name, last_name, email, phone, password_hash) \
     VALUES ('Load', 'Parent', 'load@example.com', '+250788000000', 'not-a-hash')";

/// Runs each SQL statement in order on one connection.
pub(crate) async fn execute(app: &TestApp, statements: &[String]) {
    let mut conn = app.pool.get().await.unwrap();
    for statement in statements {
        diesel::sql_query(statement).execute(&mut conn).await.unwrap();
    }
}

/// The ids a query returns in a column named `id`.
pub(crate) async fn ids(app: &TestApp, query: &str) -> Vec<uuid::Uuid> {
    #[derive(QueryableByName)]
    struct Id {
        #[diesel(sql_type = diesel::sql_types::Uuid)]
        id: uuid::Uuid,
    }
    let mut conn = app.pool.get().await.unwrap();
    let rows: Vec<Id> = diesel::sql_query(query).load(&mut conn).await.unwrap();
    rows.into_iter().map(|row| row.id).collect()
}

/// A bearer token for each child, signed with the harness's secret.
pub(crate) fn child_tokens(children: &[uuid::Uuid]) -> Vec<String> {
    let keys = TokenKeys::new(common::SECRET);
    children.iter().map(|&id| keys.issue(Caller { id, role: Role::Child }, 0).unwrap()).collect()
}

/// What one worker saw: the latency of each successful call, and the status of each other one
/// (HTTP status, or 0 when the call failed before an answer; gRPC failures count as 0 too).
#[derive(Default)]
pub(crate) struct Outcome {
    pub(crate) latencies: Vec<Duration>,
    pub(crate) refused: Vec<u16>,
}

/// Calls `call` as fast as answers come until `deadline`; `call` gets the call's number and says
/// the status (200 is success).
pub(crate) async fn hammer<F, Fut>(deadline: Instant, mut call: F) -> Outcome
where
    F: FnMut(u64) -> Fut,
    Fut: Future<Output = u16>,
{
    let mut outcome = Outcome::default();
    let mut n = 0;
    while Instant::now() < deadline {
        n += 1;
        let started = Instant::now();
        match call(n).await {
            200 => outcome.latencies.push(started.elapsed()),
            status => outcome.refused.push(status),
        }
    }
    outcome
}

/// A client that holds one HTTP/1.1 connection, as a browser tab would.
pub(crate) fn http1_client() -> reqwest::Client {
    reqwest::Client::builder().http1_only().pool_max_idle_per_host(1).build().unwrap()
}

/// The status of a request once its body has been read (0 when it failed before an answer).
pub(crate) async fn status_of(request: reqwest::RequestBuilder) -> u16 {
    match request.send().await {
        Ok(response) => {
            let status = response.status().as_u16();
            if response.bytes().await.is_ok() { status } else { 0 }
        }
        Err(_) => 0,
    }
}

/// `connections` workers each sending GET `url` on its own HTTP/1.1 connection until `duration`
/// has passed, each call with a random one of `tokens`.
pub(crate) async fn rest_get(url: &str, tokens: &[String], connections: usize, duration: Duration) -> Vec<Outcome> {
    rest_get_with(reqwest::Client::builder, url, tokens, connections, duration).await
}

/// [`rest_get`] with clients made from `builder` (one holding a certificate to trust, say).
pub(crate) async fn rest_get_with(
    builder: impl Fn() -> reqwest::ClientBuilder,
    url: &str,
    tokens: &[String],
    connections: usize,
    duration: Duration,
) -> Vec<Outcome> {
    let deadline = Instant::now() + duration;
    let mut tasks = tokio::task::JoinSet::new();
    for _ in 0..connections {
        let client = builder().http1_only().pool_max_idle_per_host(1).build().unwrap();
        let (url, tokens) = (url.to_owned(), tokens.to_vec());
        tasks.spawn(async move {
            hammer(deadline, |_| {
                let token = tokens.choose(&mut rand::rng()).unwrap();
                status_of(client.get(&url).bearer_auth(token))
            })
            .await
        });
    }
    tasks.join_all().await
}

/// `connections` workers each calling `call` on its own HTTP/2 channel to the app until `duration`
/// has passed, each call with a random one of `tokens`; `call` makes a gRPC client of the channel
/// and calls one method.
pub(crate) async fn grpc<F, Fut, T>(
    app: &TestApp,
    tokens: &[String],
    connections: usize,
    duration: Duration,
    call: F,
) -> Vec<Outcome>
where
    F: Fn(Channel, String) -> Fut + Clone + Send + Sync + 'static,
    Fut: Future<Output = Result<T, tonic::Status>> + Send,
    T: Send,
{
    let deadline = Instant::now() + duration;
    let mut tasks = tokio::task::JoinSet::new();
    for _ in 0..connections {
        let channel = Channel::from_shared(app.url("")).unwrap().connect().await.unwrap();
        let (tokens, call) = (tokens.to_vec(), call.clone());
        tasks.spawn(async move {
            hammer(deadline, |_| {
                let token = tokens.choose(&mut rand::rng()).unwrap().clone();
                let answer = call(channel.clone(), token);
                async move { if answer.await.is_ok() { 200 } else { 0 } }
            })
            .await
        });
    }
    tasks.join_all().await
}

/// One run's numbers.
pub(crate) struct Summary {
    pub(crate) calls: usize,
    pub(crate) per_second: f64,
}

/// Prints one line for a run (successful calls, their rate, p50, p99, max, and the other answers
/// by status) and returns the numbers a bench compares.
pub(crate) fn report(name: &str, duration: Duration, outcomes: Vec<Outcome>) -> Summary {
    let mut refused: Vec<u16> = outcomes.iter().flat_map(|o| o.refused.iter().copied()).collect();
    let mut latencies: Vec<Duration> = outcomes.into_iter().flat_map(|o| o.latencies).collect();
    latencies.sort();
    refused.sort_unstable();
    let calls = latencies.len();
    let per_second = calls as f64 / duration.as_secs_f64();
    let at = |p: f64| latencies.get(((calls.max(1) as f64 - 1.0) * p).round() as usize).copied().unwrap_or_default();
    let mut statuses = refused.clone();
    statuses.dedup();
    let refused: Vec<String> =
        statuses.iter().map(|s| format!("{s}x{}", refused.iter().filter(|r| *r == s).count())).collect();
    println!(
        "{name:<24} {calls:>7} ok  {per_second:>8.1}/s  p50 {:>9.2?}  p99 {:>9.2?}  max {:>9.2?}  refused [{}]",
        at(0.50),
        at(0.99),
        latencies.last().copied().unwrap_or_default(),
        refused.join(" "),
    );
    Summary { calls, per_second }
}

/// The name of the threads of the runtime a bench runs the server on ([`server_runtime`]), so
/// that their CPU time can be told from the load generator's.
pub(crate) const SERVER_THREADS: &str = "ndoto-server";

/// A runtime of two workers (the machine's cores) for the server alone.
pub(crate) fn server_runtime() -> tokio::runtime::Runtime {
    tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .thread_name(SERVER_THREADS)
        .enable_all()
        .build()
        .unwrap()
}

/// CPU time (user and system) spent so far, read from `/proc` (Linux): by this process's threads
/// named [`SERVER_THREADS`], by its other threads (the load generator), and by the PostgreSQL
/// cluster's processes (every child of the postmaster: backends and background workers).
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Cpu {
    pub(crate) server: Duration,
    pub(crate) load: Duration,
    pub(crate) postgres: Duration,
}

impl Cpu {
    /// Now, for the cluster whose postmaster is `postmaster`.
    pub(crate) fn now(postmaster: u32) -> Self {
        let mut cpu = Cpu::default();
        for entry in std::fs::read_dir("/proc/self/task").unwrap().flatten() {
            let Some((name, _, ticks)) = stat(&entry.path().join("stat")) else { continue };
            if name.starts_with(SERVER_THREADS) {
                cpu.server += ticks;
            } else {
                cpu.load += ticks;
            }
        }
        for entry in std::fs::read_dir("/proc").unwrap().flatten() {
            if let Some((_, parent, ticks)) = stat(&entry.path().join("stat"))
                && parent == postmaster
            {
                cpu.postgres += ticks;
            }
        }
        cpu
    }

    /// What was spent since `before`, per call of `calls`, as one line.
    pub(crate) fn per_call(self, before: Cpu, calls: usize) -> String {
        let per = |now: Duration, then: Duration| (now - then).as_secs_f64() * 1e6 / calls.max(1) as f64;
        format!(
            "CPU per call: server {:.0} µs, PostgreSQL {:.0} µs, load generator {:.0} µs",
            per(self.server, before.server),
            per(self.postgres, before.postgres),
            per(self.load, before.load),
        )
    }
}

/// A `/proc/.../stat` file's name, parent process and user plus system CPU time.
fn stat(path: &std::path::Path) -> Option<(String, u32, Duration)> {
    let text = std::fs::read_to_string(path).ok()?;
    let (name, rest) = text.split_once(" (")?.1.rsplit_once(") ")?;
    let fields: Vec<&str> = rest.split_whitespace().collect();
    // After the name: state, ppid, ..., utime (the 12th), stime (the 13th), in clock ticks.
    let parent = fields.get(1)?.parse().ok()?;
    let ticks: u64 = fields.get(11)?.parse::<u64>().ok()? + fields.get(12)?.parse::<u64>().ok()?;
    // USER_HZ is 100 on every Linux this runs on (sysconf(_SC_CLK_TCK)).
    Some((name.to_owned(), parent, Duration::from_millis(ticks * 10)))
}

/// The process id of the postmaster of the database `app` uses.
pub(crate) async fn postmaster(app: &TestApp) -> u32 {
    #[derive(QueryableByName)]
    struct Pid {
        #[diesel(sql_type = diesel::sql_types::Integer)]
        pid: i32,
    }
    let mut conn = app.pool.get().await.unwrap();
    let backend: Pid = diesel::sql_query("SELECT pg_backend_pid() AS pid").get_result(&mut conn).await.unwrap();
    stat(std::path::Path::new(&format!("/proc/{}/stat", backend.pid))).unwrap().1
}
