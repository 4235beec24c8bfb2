//! Latency of SearchVideos with the catalogue provider (full-text search, the trigram fallback
//! for misspellings, the safety filter) over REST (HTTP/1.1 JSON) on loopback: CHILDREN
//! children (64) of ages 6 to 14, each on its own connection, searching as fast as answers come
//! for DURATION seconds (15), every call a random query of QUERIES (topics, prefixes, misspellings).
//!
//! The server, PostgreSQL (the integration tests' harness, with the `serve` default of 16
//! database connections) and this load generator share the machine's cores.
//!
//! After the calls a second and their p50 and p99, it prints the CPU time spent per successful
//! call, from `/proc`: this process's (the server and the load generator, which share it) and
//! PostgreSQL's (every `postgres` process under this one, and the backends that ended).
//!
//! Run: `cargo bench --bench video_search` (CHILDREN, DURATION to change).

#[path = "../tests/common/mod.rs"]
mod common;
mod load;

use std::time::{Duration, Instant};

use common::{Options, TestApp};
use load::{LOAD_PARENT, hammer, http1_client, report, setting, status_of};
use rand::seq::IndexedRandom;

/// What the children search for: whole topics, words half typed, and misspellings (which miss
/// full-text search and take the trigram path).
const QUERIES: &[&str] = &[
    "volcano",
    "seeds",
    "space",
    "dinosaurs",
    "engineering",
    "art",
    "music",
    "robot",
    "volc",
    "astro",
    "dinosuar",
    "enginering",
    "how do plants grow",
    "why is the sky blue",
    "computers",
    "economics",
];

/// `children` children aged 6 to 14; returns their ids.
async fn seed(app: &TestApp, children: u64) -> Vec<uuid::Uuid> {
    let statements = [
        LOAD_PARENT.to_owned(),
        format!(
            "INSERT INTO children (parent_id, first_name, last_name, sign_in_name, birth_date, password_hash) \
             SELECT (SELECT id FROM parents), 'Child', 'Number ' || n, 'child' || n, \
                    current_date - make_interval(years => 6 + n % 9, months => 3), 'not-a-hash' \
             FROM generate_series(1, {children}) AS n"
        ),
        "ANALYZE".to_owned(),
    ];
    load::execute(app, &statements).await;
    load::ids(app, "SELECT id FROM children").await
}

#[tokio::main]
async fn main() {
    let children = setting("CHILDREN", 64);
    let duration = Duration::from_secs(setting("DURATION", 15));
    // No child reaches the hourly search limit during the run (64 children at thousands a second
    // would, and its refusals would count as cheap answers).
    let defaults = Options::default();
    let limits = ndoto::limits::Limits { video_searches_per_child: 1_000_000, ..defaults.limits };
    let app = TestApp::start_with(Options { db_pool_size: 16, limits, ..defaults }).await;
    let tokens = load::child_tokens(&seed(&app, children).await);
    let (status, first) = app.rest("GET", "/api/videos/search?q=volcano", Some(&tokens[0]), None).await;
    assert_eq!(status, 200, "{first}");
    println!(
        "{} videos in the catalogue; {} children, each on its own connection, for {duration:?}",
        common::catalogue().videos.len(),
        tokens.len(),
    );

    // Each child on its own connection, a random query each call.
    let deadline = Instant::now() + duration;
    let mut tasks = tokio::task::JoinSet::new();
    for token in tokens {
        let (client, url) = (http1_client(), app.url("/api/videos/search"));
        tasks.spawn(async move {
            hammer(deadline, |_| {
                let q = *QUERIES.choose(&mut rand::rng()).unwrap();
                status_of(client.get(&url).query(&[("q", q)]).bearer_auth(&token))
            })
            .await
        });
    }
    let cpu_before = (cpu_seconds("self"), postgres_cpu_seconds());
    let summary = report("REST search", duration, tasks.join_all().await);
    let cpu_after = (cpu_seconds("self"), postgres_cpu_seconds());
    let per_call = |before: f64, after: f64| (after - before) * 1e6 / summary.calls.max(1) as f64;
    println!(
        "CPU per call: {:.0} µs in this process (server and load generator), {:.0} µs in PostgreSQL",
        per_call(cpu_before.0, cpu_after.0),
        per_call(cpu_before.1, cpu_after.1),
    );
}

/// The numbers of `/proc/<pid>/stat` after the command's name (which may hold spaces) and the
/// state, the first being the parent's pid (field 4 of proc(5)); None when the process has gone.
fn stat_fields(pid: &str) -> Option<Vec<u64>> {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    let (_, rest) = stat.rsplit_once(')')?;
    Some(rest.split_whitespace().skip(1).map(|field| field.parse().unwrap_or(0)).collect())
}

/// Clock ticks a second, in which `/proc` counts CPU time.
fn ticks_per_second() -> f64 {
    std::process::Command::new("getconf")
        .arg("CLK_TCK")
        .output()
        .ok()
        .and_then(|out| String::from_utf8_lossy(&out.stdout).trim().parse().ok())
        .unwrap_or(100.0)
}

/// User and system CPU seconds of process `pid` ("self" for this one), all its threads.
fn cpu_seconds(pid: &str) -> f64 {
    // Fields 14 and 15 (utime, stime), counted from field 4 (ppid) here.
    stat_fields(pid).map_or(0.0, |f| (f[10] + f[11]) as f64) / ticks_per_second()
}

/// CPU seconds of PostgreSQL's processes under this one (the harness's cluster, through its
/// watchdog shell): each live `postgres` process's own, and the top one's ended children's.
fn postgres_cpu_seconds() -> f64 {
    let mut parent_of = std::collections::HashMap::new();
    let mut postgres = Vec::new();
    for entry in std::fs::read_dir("/proc").into_iter().flatten().flatten() {
        let pid = entry.file_name().to_string_lossy().into_owned();
        let Ok(pid_number) = pid.parse::<u32>() else { continue };
        let Some(fields) = stat_fields(&pid) else { continue };
        parent_of.insert(pid_number, fields[0] as u32);
        let comm = std::fs::read_to_string(format!("/proc/{pid}/comm")).unwrap_or_default();
        if comm.trim() == "postgres" {
            postgres.push((pid_number, fields));
        }
    }
    let me = std::process::id();
    let under_me = |mut pid: u32| {
        while let Some(&parent) = parent_of.get(&pid) {
            if parent == me {
                return true;
            }
            pid = parent;
        }
        false
    };
    let is_postgres = |pid: u32| postgres.iter().any(|(p, _)| *p == pid);
    let ticks: u64 = postgres
        .iter()
        .filter(|(pid, _)| under_me(*pid))
        .map(|(_, f)| {
            // The postmaster (a postgres process whose parent is not one) also counts the
            // backends it has reaped: fields 16 and 17 (cutime, cstime).
            let reaped = if is_postgres(f[0] as u32) { 0 } else { f[12] + f[13] };
            f[10] + f[11] + reaped
        })
        .sum();
    ticks as f64 / ticks_per_second()
}
