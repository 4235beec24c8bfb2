//! Metrics in the Prometheus text format, served at `/metrics` on a listener of their own
//! (`--metrics-listen`, off by default), never on the public one: only the operator's Prometheus
//! reaches them. The `metrics` facade records; its Prometheus exporter renders. Without an
//! installed recorder (the metrics listener off, the in-process tests) every record is a no-op.
//!
//! Each concern is recorded at one place: requests by the [`record_request`] layer, limit
//! refusals in `limits::exhausted` and `settings::check_open`, moderation refusals where a post
//! or an advisor message is refused, YouTube calls in `video::youtube` and its fallbacks in
//! `video::search`. The pools and the password-hashing queues are read when Prometheus scrapes.

use std::{collections::HashMap, sync::LazyLock, time::Instant};

use axum::{
    Router,
    extract::Request,
    http::{Method, StatusCode, header},
    middleware::Next,
    response::{IntoResponse, Response},
    routing::get,
};
use metrics_exporter_prometheus::{Matcher, PrometheusBuilder, PrometheusHandle};

use crate::db::Pool;

/// The metrics' names, in one place (the dashboard, `deploy/grafana/ndoto.json`, reads them).
pub(crate) mod names {
    /// Requests answered, by `rpc`, `protocol` (grpc, grpc-web, rest, http) and `code`.
    pub(crate) const REQUESTS: &str = "ndoto_requests_total";
    /// Time to the answer's headers, by `rpc` and `protocol`.
    pub(crate) const REQUEST_SECONDS: &str = "ndoto_request_duration_seconds";
    /// A pool's open connections, by `pool` and `state` (idle, in_use).
    pub(crate) const POOL_CONNECTIONS: &str = "ndoto_db_pool_connections";
    /// Requests for a connection waiting right now, by `pool`.
    pub(crate) const POOL_PENDING: &str = "ndoto_db_pool_pending_gets";
    /// Connections handed out, by `pool` and `outcome` (direct, waited, timed_out).
    pub(crate) const POOL_GETS: &str = "ndoto_db_pool_gets_total";
    /// Time spent waiting for a connection, by `pool`, in microseconds.
    pub(crate) const POOL_WAIT_MICROSECONDS: &str = "ndoto_db_pool_wait_microseconds_total";
    /// Passwords being hashed or waiting in line, by `queue` (sign_in, new_password) and `state`.
    pub(crate) const HASH_QUEUE: &str = "ndoto_password_hash_queue";
    /// Refusals of a limit (429 or a closed Ndoto), by `limit`.
    pub(crate) const LIMIT_REFUSALS: &str = "ndoto_limit_refusals_total";
    /// Texts the moderation refused, by `category` and `surface` (post, advisor).
    pub(crate) const MODERATION_REFUSALS: &str = "ndoto_moderation_refusals_total";
    /// Calls to YouTube's API, by `outcome` (ok, timeout, quota, status, transport, invalid).
    pub(crate) const YOUTUBE_CALLS: &str = "ndoto_youtube_calls_total";
    /// Video searches the catalogue answered because YouTube failed.
    pub(crate) const YOUTUBE_FALLBACKS: &str = "ndoto_youtube_fallbacks_total";
}

/// The latency histogram's buckets, in seconds: from a cached read (a millisecond) to the
/// request timeout (30 s).
const LATENCY_BUCKETS: [f64; 14] = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0];

static HANDLE: LazyLock<Result<PrometheusHandle, String>> = LazyLock::new(|| {
    let handle = PrometheusBuilder::new()
        .set_buckets_for_metric(Matcher::Full(names::REQUEST_SECONDS.into()), &LATENCY_BUCKETS)
        .map_err(|error| error.to_string())?
        .install_recorder()
        .map_err(|error| error.to_string())?;
    describe();
    Ok(handle)
});

/// Installs the process's recorder (once; later calls answer the same handle).
pub fn install() -> anyhow::Result<PrometheusHandle> {
    HANDLE.clone().map_err(|error| anyhow::anyhow!("cannot start recording metrics: {error}"))
}

fn describe() {
    use metrics::{describe_counter, describe_gauge, describe_histogram};
    describe_counter!(names::REQUESTS, "Requests answered, by RPC, protocol and code (gRPC code, or HTTP status)");
    describe_histogram!(names::REQUEST_SECONDS, "Seconds until the answer's headers, by RPC and protocol");
    describe_gauge!(names::POOL_CONNECTIONS, "Open database connections, idle or in use");
    describe_gauge!(names::POOL_PENDING, "Requests waiting for a database connection now");
    describe_counter!(names::POOL_GETS, "Database connections handed out: at once, after a wait, or timed out");
    describe_counter!(names::POOL_WAIT_MICROSECONDS, "Microseconds spent waiting for a database connection");
    describe_gauge!(names::HASH_QUEUE, "Passwords being hashed (running) or waiting in line (waiting)");
    describe_counter!(names::LIMIT_REFUSALS, "Requests refused by a limit, by limit");
    describe_counter!(names::MODERATION_REFUSALS, "Texts the moderation refused, by category and surface");
    describe_counter!(names::YOUTUBE_CALLS, "Calls to YouTube's API, by outcome");
    describe_counter!(names::YOUTUBE_FALLBACKS, "Video searches the catalogue answered because YouTube failed");
}

/// The metrics listener's router: `GET /metrics` and nothing else. `pools` are read at each
/// scrape, by name.
pub fn metrics_router(handle: PrometheusHandle, pools: Vec<(&'static str, Pool)>) -> Router {
    Router::new().route(
        "/metrics",
        get(move || {
            let handle = handle.clone();
            let pools = pools.clone();
            async move {
                sample(&pools);
                handle.run_upkeep();
                ([(header::CONTENT_TYPE, "text/plain; version=0.0.4; charset=utf-8")], handle.render())
            }
        }),
    )
}

/// Reads what is a state rather than an event: the pools and the hashing queues.
fn sample(pools: &[(&'static str, Pool)]) {
    for (name, pool) in pools {
        let state = pool.state();
        let statistics = &state.statistics;
        let pool = *name;
        metrics::gauge!(names::POOL_CONNECTIONS, "pool" => pool, "state" => "idle").set(state.idle_connections);
        metrics::gauge!(names::POOL_CONNECTIONS, "pool" => pool, "state" => "in_use")
            .set(state.connections.saturating_sub(state.idle_connections));
        metrics::gauge!(names::POOL_PENDING, "pool" => pool).set(statistics.pending_gets() as f64);
        for (outcome, count) in [
            ("direct", statistics.get_direct),
            ("waited", statistics.get_waited),
            ("timed_out", statistics.get_timed_out),
        ] {
            metrics::counter!(names::POOL_GETS, "pool" => pool, "outcome" => outcome).absolute(count);
        }
        metrics::counter!(names::POOL_WAIT_MICROSECONDS, "pool" => pool)
            .absolute(u64::try_from(statistics.get_wait_time.as_micros()).unwrap_or(u64::MAX));
    }
    for (queue, running, waiting) in crate::auth::password::queue_depths() {
        metrics::gauge!(names::HASH_QUEUE, "queue" => queue, "state" => "running").set(running as f64);
        metrics::gauge!(names::HASH_QUEUE, "queue" => queue, "state" => "waiting").set(waiting as f64);
    }
}

/// The protocol of a request: grpc-web, grpc, rest (under `/api`), or http (the web app, probes).
pub(crate) fn protocol(request: &Request) -> &'static str {
    match request.headers().get(header::CONTENT_TYPE).and_then(|v| v.to_str().ok()) {
        Some(t) if t.starts_with("application/grpc-web") => "grpc-web",
        Some(t) if t.starts_with("application/grpc") => "grpc",
        _ if crate::web_headers::is_api_path(request.uri().path()) => "rest",
        _ => "http",
    }
}

/// Counts every request and times it, by RPC (the same name whatever the protocol), protocol
/// and code: the gRPC code's name for gRPC and grpc-web, the HTTP status otherwise. A unary
/// gRPC answer carries its code in the headers when it fails and in the trailers when it
/// succeeds, so an answer whose headers carry none is OK.
pub(crate) async fn record_request(request: Request, next: Next) -> Response {
    let started = Instant::now();
    let protocol = protocol(&request);
    let rpc = RPCS.name(protocol, request.method(), request.uri().path());
    let response = next.run(request).await;
    let seconds = started.elapsed().as_secs_f64();
    let code = if protocol.starts_with("grpc") {
        let code = response.headers().get("grpc-status").and_then(|v| v.to_str().ok()?.parse::<i32>().ok());
        metrics::SharedString::const_str(grpc_code_name(code.unwrap_or(0)))
    } else {
        metrics::SharedString::from(response.status().as_str().to_owned())
    };
    metrics::counter!(names::REQUESTS, "rpc" => rpc, "protocol" => protocol, "code" => code).increment(1);
    metrics::histogram!(names::REQUEST_SECONDS, "rpc" => rpc, "protocol" => protocol).record(seconds);
    response
}

/// The gRPC status code's name, as the gRPC specification spells it.
fn grpc_code_name(code: i32) -> &'static str {
    const NAMES: [&str; 17] = [
        "OK",
        "CANCELLED",
        "UNKNOWN",
        "INVALID_ARGUMENT",
        "DEADLINE_EXCEEDED",
        "NOT_FOUND",
        "ALREADY_EXISTS",
        "PERMISSION_DENIED",
        "RESOURCE_EXHAUSTED",
        "FAILED_PRECONDITION",
        "ABORTED",
        "OUT_OF_RANGE",
        "UNIMPLEMENTED",
        "INTERNAL",
        "UNAVAILABLE",
        "DATA_LOSS",
        "UNAUTHENTICATED",
    ];
    usize::try_from(code).ok().and_then(|code| NAMES.get(code)).copied().unwrap_or("UNKNOWN")
}

/// The RPC of a request, from a fixed set of names so that no client can grow the metrics:
/// `ndoto.v1.AuthService.ChildSignIn` whether it came over gRPC, grpc-web or REST.
struct Rpcs {
    grpc: HashMap<String, &'static str>,
    rest_exact: HashMap<(Method, String), &'static str>,
    rest_templated: Vec<(crate::auth::endpoints::RestRoute, &'static str)>,
}

static RPCS: LazyLock<Rpcs> = LazyLock::new(Rpcs::new);

impl Rpcs {
    fn new() -> Self {
        let mut rpcs = Self { grpc: HashMap::new(), rest_exact: HashMap::new(), rest_templated: Vec::new() };
        // The API's descriptor set is built into the binary; the router fails to start first
        // when it cannot be read (`auth::layer::Gate::new`).
        for endpoint in crate::auth::endpoints::endpoints().unwrap_or_default() {
            // Once per RPC, for the process's life: the labels are static.
            let name: &'static str = Box::leak(endpoint.full_name.into_boxed_str());
            rpcs.grpc.insert(endpoint.grpc_path, name);
            for route in endpoint.rest {
                if route.has_variables() {
                    rpcs.rest_templated.push((route, name));
                } else {
                    rpcs.rest_exact.insert((route.method.clone(), route.template.clone()), name);
                }
            }
        }
        for (path, name) in [
            ("/grpc.health.v1.Health/Check", "grpc.health.v1.Health.Check"),
            ("/grpc.health.v1.Health/Watch", "grpc.health.v1.Health.Watch"),
            (
                "/grpc.reflection.v1.ServerReflection/ServerReflectionInfo",
                "grpc.reflection.v1.ServerReflection.ServerReflectionInfo",
            ),
            (
                "/grpc.reflection.v1alpha.ServerReflection/ServerReflectionInfo",
                "grpc.reflection.v1alpha.ServerReflection.ServerReflectionInfo",
            ),
        ] {
            rpcs.grpc.insert(path.to_owned(), name);
        }
        rpcs
    }

    fn name(&self, protocol: &str, method: &Method, path: &str) -> &'static str {
        match protocol {
            "grpc" | "grpc-web" => self.grpc.get(path).copied().unwrap_or("unknown"),
            "rest" => self
                .rest_exact
                .get(&(method.clone(), path.to_owned()))
                .copied()
                .or_else(|| {
                    self.rest_templated
                        .iter()
                        .find(|(route, _)| route.method == method && route.matches(path))
                        .map(|(_, name)| *name)
                })
                .or_else(|| crate::auth::layer::PUBLIC_DOCUMENTS.contains(&path).then_some("openapi"))
                .unwrap_or("unknown"),
            _ if crate::health::is_probe(path) => match path {
                crate::health::LIVEZ => "livez",
                crate::health::READYZ => "readyz",
                _ => "healthz",
            },
            _ => "web_app",
        }
    }
}

/// The public listener's answer to `/metrics`: they are served on the metrics listener only.
pub(crate) async fn not_here() -> Response {
    (StatusCode::NOT_FOUND, "Not found: metrics are served on the metrics listener (--metrics-listen) only")
        .into_response()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_protocol_names_an_rpc_alike_and_unknown_paths_share_one_name() {
        let rpcs = Rpcs::new();
        assert_eq!(
            rpcs.name("grpc", &Method::POST, "/ndoto.v1.AuthService/ChildSignIn"),
            "ndoto.v1.AuthService.ChildSignIn"
        );
        assert_eq!(
            rpcs.name("grpc-web", &Method::POST, "/ndoto.v1.AuthService/ChildSignIn"),
            "ndoto.v1.AuthService.ChildSignIn"
        );
        assert_eq!(rpcs.name("rest", &Method::POST, "/api/auth/child/signin"), "ndoto.v1.AuthService.ChildSignIn");
        // A route with a variable: every id, one name.
        let templated = &rpcs.rest_templated[0];
        let path = templated.0.path_with("0b7c2f0e-5d8c-4d7e-9a0a-1f2e3d4c5b6a");
        assert_eq!(rpcs.name("rest", &templated.0.method, &path), templated.1);
        for (protocol, path) in [("grpc", "/x.Y/Z"), ("rest", "/api/no/such/route"), ("rest", "/api/auth/child/signin")]
        {
            let method = if path == "/api/auth/child/signin" { Method::DELETE } else { Method::POST };
            assert_eq!(rpcs.name(protocol, &method, path), "unknown", "{protocol} {method} {path}");
        }
        assert_eq!(rpcs.name("http", &Method::GET, "/readyz"), "readyz");
        assert_eq!(rpcs.name("http", &Method::GET, "/some/page"), "web_app");
        assert_eq!(grpc_code_name(16), "UNAUTHENTICATED");
        assert_eq!(grpc_code_name(99), "UNKNOWN");
    }
}

#[cfg(test)]
mod dashboard {
    /// The sample dashboard asks only for metrics the server records.
    #[test]
    fn the_grafana_dashboard_names_only_recorded_metrics() {
        let dashboard: serde_json::Value =
            serde_json::from_str(include_str!("../../deploy/grafana/ndoto.json")).expect("the dashboard is JSON");
        let recorded = [
            super::names::REQUESTS,
            super::names::REQUEST_SECONDS,
            super::names::POOL_CONNECTIONS,
            super::names::POOL_PENDING,
            super::names::POOL_GETS,
            super::names::POOL_WAIT_MICROSECONDS,
            super::names::HASH_QUEUE,
            super::names::LIMIT_REFUSALS,
            super::names::MODERATION_REFUSALS,
            super::names::YOUTUBE_CALLS,
            super::names::YOUTUBE_FALLBACKS,
        ];
        let panels = dashboard["panels"].as_array().unwrap();
        assert!(panels.len() >= 6);
        for expression in panels.iter().flat_map(|panel| panel["targets"].as_array().unwrap()) {
            let expression = expression["expr"].as_str().unwrap();
            let named: Vec<&str> = expression
                .split(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
                .filter(|word| word.starts_with("ndoto_"))
                .map(|word| word.trim_end_matches("_bucket"))
                .collect();
            assert!(!named.is_empty(), "{expression}");
            for name in named {
                assert!(recorded.contains(&name), "{expression}: the server records no {name}");
            }
        }
    }
}
