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
mod load;

use std::{
    sync::atomic::{AtomicU64, Ordering},
    time::{Duration, Instant},
};

use argon2::{Algorithm, Argon2, Params, PasswordHash, PasswordHasher, PasswordVerifier, Version};
use common::{Options, PASSWORD, TestApp};
use load::{Outcome, hammer, http1_client, report, setting, status_of};
use serde_json::json;

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

/// One worker signing `name` in on its own connection until `deadline`.
async fn sign_in(url: String, name: String, deadline: Instant) -> Outcome {
    let client = http1_client();
    let body = json!({"firstName": name, "password": PASSWORD});
    hammer(deadline, |_| status_of(client.post(&url).json(&body))).await
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

    // 2. Sign-in at full load.
    let deadline = Instant::now() + duration;
    let mut tasks = tokio::task::JoinSet::new();
    for name in &names {
        tasks.spawn(sign_in(sign_in_url.clone(), name.clone(), deadline));
    }
    let rate = report("sign-in, full load", duration, tasks.join_all().await).per_second;
    println!("sign-in at full load is {:.0}% of the raw argon2id rate", 100.0 * rate / raw);

    // 3. Others' calls, alone and then during a sign-up flood.
    let (token, _) = app.signed_in_child("Watcher", 10).await;
    let dashboard_url = app.url("/api/student/dashboard");
    let sign_up_url = app.url("/api/auth/parent/signup");
    for flood in [false, true] {
        let deadline = Instant::now() + duration;
        let mut flooders = tokio::task::JoinSet::new();
        if flood {
            for _ in 0..connections {
                let (client, url) = (http1_client(), sign_up_url.clone());
                flooders.spawn(async move {
                    hammer(deadline, |_| {
                        let n = SIGN_UPS.fetch_add(1, Ordering::Relaxed);
                        let body = json!({"firstName": "Flood", "lastName": "Parent",
                            "email": format!("flood{n}@example.com"), "phone": "+250788123456", "password": PASSWORD});
                        status_of(client.post(&url).json(&body))
                    })
                    .await
                });
            }
        }
        let mut sign_ins = tokio::task::JoinSet::new();
        for name in names.iter().take(4) {
            sign_ins.spawn(sign_in(sign_in_url.clone(), name.clone(), deadline));
        }
        let dashboards = load::rest_get(&dashboard_url, std::slice::from_ref(&token), 4, duration).await;
        let when = if flood { "during sign-up flood" } else { "no flood" };
        report(&format!("sign-in, {when}"), duration, sign_ins.join_all().await);
        report(&format!("dashboard, {when}"), duration, dashboards);
        if flood {
            report("sign-up (the flood)", duration, flooders.join_all().await);
        }
    }
}
