//! Sign-in under load, against what the machine can hash, and the other calls during a sign-up
//! flood (issue 10's measurements), on loopback with the integration tests' harness (the `serve`
//! default of 16 database connections; the tests' generous limits, so that what is measured is
//! the hashing, not the per-address counters):
//!
//! 1. the raw argon2id rate: one verification per core at a time, as fast as they go;
//! 2. child sign-in with the right password from CONNECTIONS connections (64) for DURATION
//!    seconds (10): answers per second against that rate, and their latency;
//! 3. a sign-up flood (CONNECTIONS connections signing up new parents) while 4 connections each
//!    sign children in and ask for the dashboard: the p99 of those calls during the flood.
//!
//! The server, PostgreSQL and this load generator share the machine's cores.
//!
//! Run: `cargo bench --bench signin_load` (CONNECTIONS, DURATION to change).

#[path = "../tests/common/mod.rs"]
mod common;

use std::{
    sync::atomic::{AtomicU64, Ordering},
    time::{Duration, Instant},
};

use argon2::{Algorithm, Argon2, Params, PasswordHash, PasswordHasher, PasswordVerifier, Version};
use common::{Options, PASSWORD, TestApp};
use serde_json::json;

fn setting(name: &str, default: u64) -> u64 {
    std::env::var(name).ok().and_then(|v| v.parse().ok()).unwrap_or(default)
}

/// The server's parameters (OWASP's): 19 MiB, 2 iterations, 1 lane.
fn argon2() -> Argon2<'static> {
    Argon2::new(Algorithm::Argon2id, Version::V0x13, Params::new(19 * 1024, 2, 1, None).unwrap())
}

/// Verifications per second with one thread per core verifying as fast as it can.
fn raw_argon2_rate(duration: Duration) -> f64 {
    let salt = argon2::password_hash::SaltString::generate(&mut argon2::password_hash::rand_core::OsRng);
    let hash = argon2().hash_password(PASSWORD.as_bytes(), &salt).unwrap().to_string();
    let cores = std::thread::available_parallelism().map_or(2, std::num::NonZero::get);
    let deadline = Instant::now() + duration;
    let done: u64 = std::thread::scope(|scope| {
        let threads: Vec<_> = (0..cores)
            .map(|_| {
                scope.spawn(|| {
                    let parsed = PasswordHash::new(&hash).unwrap();
                    let mut n = 0u64;
                    while Instant::now() < deadline {
                        argon2().verify_password(PASSWORD.as_bytes(), &parsed).unwrap();
                        n += 1;
                    }
                    n
                })
            })
            .collect();
        threads.into_iter().map(|t| t.join().unwrap()).sum()
    });
    done as f64 / duration.as_secs_f64()
}

#[derive(Default)]
struct Outcome {
    latencies: Vec<Duration>,
    /// Answers other than success, by HTTP status.
    refused: Vec<u16>,
}

fn report(name: &str, duration: Duration, outcomes: Vec<Outcome>) -> f64 {
    let mut refused: Vec<u16> = outcomes.iter().flat_map(|o| o.refused.iter().copied()).collect();
    let mut latencies: Vec<Duration> = outcomes.into_iter().flat_map(|o| o.latencies).collect();
    latencies.sort();
    refused.sort_unstable();
    let calls = latencies.len();
    let rate = calls as f64 / duration.as_secs_f64();
    let at = |p: f64| latencies.get(((calls.max(1) as f64 - 1.0) * p).round() as usize).copied().unwrap_or_default();
    let mut by_status = refused.clone();
    by_status.dedup();
    let refused: Vec<String> =
        by_status.iter().map(|s| format!("{s}x{}", refused.iter().filter(|r| *r == s).count())).collect();
    println!(
        "{name:<22} {calls:>6} ok  {rate:>7.1}/s  p50 {:>9.2?}  p99 {:>9.2?}  max {:>9.2?}  refused [{}]",
        at(0.50),
        at(0.99),
        latencies.last().copied().unwrap_or_default(),
        refused.join(" "),
    );
    rate
}

/// Calls `call` as fast as answers come until `deadline`, on its own HTTP/1.1 connection.
async fn hammer<F, Fut>(deadline: Instant, call: F) -> Outcome
where
    F: Fn(reqwest::Client, u64) -> Fut,
    Fut: std::future::Future<Output = u16>,
{
    let client = reqwest::Client::builder().http1_only().pool_max_idle_per_host(1).build().unwrap();
    let mut outcome = Outcome::default();
    let mut n = 0;
    while Instant::now() < deadline {
        n += 1;
        let started = Instant::now();
        match call(client.clone(), n).await {
            200 => outcome.latencies.push(started.elapsed()),
            status => outcome.refused.push(status),
        }
    }
    outcome
}

async fn post(client: &reqwest::Client, url: &str, body: serde_json::Value) -> u16 {
    match client.post(url).json(&body).send().await {
        Ok(response) => {
            let status = response.status().as_u16();
            let _ = response.bytes().await;
            status
        }
        Err(_) => 0,
    }
}

static SIGN_UPS: AtomicU64 = AtomicU64::new(0);

#[tokio::main]
async fn main() {
    let connections = setting("CONNECTIONS", 64);
    let duration = Duration::from_secs(setting("DURATION", 10));
    let raw = raw_argon2_rate(Duration::from_secs(5));
    println!("raw argon2id verifications, one per core: {raw:.1}/s");

    let app = TestApp::start_with(Options { db_pool_size: 16, ..Options::default() }).await;
    let parent = app.parent("load@example.com").await;
    let names: Vec<String> = (0..connections).map(|n| format!("Loadchild{n}")).collect();
    for name in &names {
        app.add_child(&parent, name, 10).await;
    }
    let sign_in_url = app.url("/api/auth/child/signin");
    let sign_in = |name: String| {
        let url = sign_in_url.clone();
        move |client: reqwest::Client, _| {
            let (url, name) = (url.clone(), name.clone());
            async move { post(&client, &url, json!({"firstName": name, "password": PASSWORD})).await }
        }
    };

    // 2. Sign-in at full load.
    let deadline = Instant::now() + duration;
    let mut tasks = tokio::task::JoinSet::new();
    for name in &names {
        tasks.spawn(hammer(deadline, sign_in(name.clone())));
    }
    let rate = report("sign-in, full load", duration, tasks.join_all().await);
    println!("sign-in at full load is {:.0}% of the raw argon2id rate", 100.0 * rate / raw);

    // 3. Others' calls, alone and then during a sign-up flood.
    let (token, _) = app.signed_in_child("Watcher", 10).await;
    let dashboard_url = app.url("/api/student/dashboard");
    let dashboard = move |client: reqwest::Client, _| {
        let (url, token) = (dashboard_url.clone(), token.clone());
        async move {
            match client.get(&url).bearer_auth(&token).send().await {
                Ok(response) => {
                    let status = response.status().as_u16();
                    let _ = response.bytes().await;
                    status
                }
                Err(_) => 0,
            }
        }
    };
    let sign_up_url = app.url("/api/auth/parent/signup");
    for flood in [false, true] {
        let deadline = Instant::now() + duration;
        let mut flooders = tokio::task::JoinSet::new();
        if flood {
            for _ in 0..connections {
                let url = sign_up_url.clone();
                flooders.spawn(hammer(deadline, move |client, _| {
                    let url = url.clone();
                    async move {
                        let n = SIGN_UPS.fetch_add(1, Ordering::Relaxed);
                        let body = json!({"firstName": "Flood", "lastName": "Parent",
                            "email": format!("flood{n}@example.com"), "phone": "+250788123456", "password": PASSWORD});
                        post(&client, &url, body).await
                    }
                }));
            }
        }
        let mut sign_ins = tokio::task::JoinSet::new();
        let mut dashboards = tokio::task::JoinSet::new();
        for name in names.iter().take(4) {
            sign_ins.spawn(hammer(deadline, sign_in(name.clone())));
            dashboards.spawn(hammer(deadline, dashboard.clone()));
        }
        let when = if flood { "during sign-up flood" } else { "no flood" };
        report(&format!("sign-in, {when}"), duration, sign_ins.join_all().await);
        report(&format!("dashboard, {when}"), duration, dashboards.join_all().await);
        if flood {
            report("sign-up (the flood)", duration, flooders.join_all().await);
        }
    }
}
