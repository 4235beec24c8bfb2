//! The operator's view of a replica (issue 31, items 4 to 6): `/livez`, `/readyz` and
//! `/healthz`; `/metrics` on the metrics listener of the real `ndoto serve` after gRPC,
//! grpc-web and REST calls, never on the public port; and the graceful shutdown on SIGTERM.

use std::{
    collections::BTreeMap,
    process::Stdio,
    time::{Duration, Instant},
};

use crate::common::{Options, PASSWORD, SECRET, TestApp, with_token};
use diesel_async::RunQueryDsl;
use ndoto::api::v1::{self, auth_service_client::AuthServiceClient, student_service_client::StudentServiceClient};
use prost::Message;
use serde_json::{Value, json};
use tokio::io::{AsyncBufReadExt, AsyncReadExt, AsyncWriteExt};
use wiremock::{Mock, MockServer, ResponseTemplate, matchers::path_regex};

const NDOTO: &str = env!("CARGO_BIN_EXE_ndoto");

async fn probe(app: &TestApp, path: &str) -> (u16, Value) {
    app.rest("GET", path, None, None).await
}

/// Asks `path` every 100 ms until it answers `status`, for at most 10 s (the health check runs
/// every 2 s); answers the last body.
async fn until_status(app: &TestApp, path: &str, status: u16) -> Value {
    let deadline = Instant::now() + Duration::from_secs(10);
    loop {
        let (got, body) = probe(app, path).await;
        if got == status {
            return body;
        }
        assert!(Instant::now() < deadline, "{path} still answers {got} {body}, not {status}");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

#[tokio::test]
async fn livez_never_reads_the_database_readyz_follows_the_database_and_its_migrations() {
    let app = TestApp::start().await;
    until_status(&app, "/readyz", 200).await;
    assert_eq!(probe(&app, "/livez").await, (200, json!({"status": "ALIVE"})));
    assert_eq!(probe(&app, "/readyz").await, (200, json!({"status": "READY"})));

    // A migration of the code missing from the database: not ready, and the reason names it;
    // the database answers, so /healthz keeps saying SERVING.
    let mut conn = app.pool.get().await.unwrap();
    #[derive(diesel::QueryableByName)]
    struct Version {
        #[diesel(sql_type = diesel::sql_types::Text)]
        version: String,
    }
    let removed: Version = diesel::sql_query(
        "DELETE FROM __diesel_schema_migrations WHERE version = (SELECT max(version) FROM __diesel_schema_migrations) \
         RETURNING version",
    )
    .get_result(&mut conn)
    .await
    .unwrap();
    let body = until_status(&app, "/readyz", 503).await;
    assert_eq!(body["status"], "NOT_READY");
    let reason = body["reason"].as_str().unwrap();
    assert!(reason.contains(&removed.version) && reason.contains("ndoto migrate"), "{reason}");
    assert_eq!(probe(&app, "/healthz").await.0, 200);
    diesel::sql_query("INSERT INTO __diesel_schema_migrations (version) VALUES ($1)")
        .bind::<diesel::sql_types::Text, _>(&removed.version)
        .execute(&mut conn)
        .await
        .unwrap();
    drop(conn);
    until_status(&app, "/readyz", 200).await;

    // The database gone: not ready and not healthy, but alive, and /livez answers at once.
    app.set_database_reachable(false).await;
    let body = until_status(&app, "/readyz", 503).await;
    assert_eq!(body["reason"], "the database does not answer");
    assert_eq!(probe(&app, "/healthz").await.0, 503);
    let asked = Instant::now();
    assert_eq!(probe(&app, "/livez").await.0, 200);
    assert!(asked.elapsed() < Duration::from_millis(500), "/livez took {:?}", asked.elapsed());
    app.set_database_reachable(true).await;
    until_status(&app, "/readyz", 200).await;
    assert_eq!(probe(&app, "/healthz").await.0, 200);
}

#[tokio::test]
async fn readyz_answers_503_once_the_server_drains_and_metrics_are_not_on_the_public_port() {
    // A built web app, whose index.html answers every other path.
    let web = tempfile::tempdir().unwrap();
    std::fs::write(web.path().join("index.html"), "<!doctype html><title>Ndoto</title>").unwrap();
    let options = Options { web_dir: web.path().to_path_buf(), ..Options::default() };
    let draining = options.draining.clone();
    let app = TestApp::start_with(options).await;
    until_status(&app, "/readyz", 200).await;

    let response = app.http.get(app.url("/metrics")).send().await.unwrap();
    assert_eq!(response.status(), 404);
    assert!(response.text().await.unwrap().contains("--metrics-listen"));
    assert_eq!(app.http.get(app.url("/some/page")).send().await.unwrap().status(), 200, "the web app answers");

    draining.start();
    let (status, body) = probe(&app, "/readyz").await;
    assert_eq!(status, 503);
    assert!(body["reason"].as_str().unwrap().contains("shutting down"), "{body}");
    assert_eq!(probe(&app, "/livez").await.0, 200);
    assert_eq!(probe(&app, "/healthz").await.0, 200);
}

/// A running `ndoto serve` on a test database, with the lines it printed up to "Ndoto is up".
struct Served {
    process: tokio::process::Child,
    port: u16,
    metrics_port: Option<u16>,
}

impl Served {
    /// Starts `ndoto serve` on `database_url`, listening on a port of its choosing, with `extra`
    /// arguments; waits until it is ready.
    async fn start(database_url: &str, extra: &[&str]) -> Self {
        let mut process = tokio::process::Command::new(NDOTO)
            .args(["serve", "--listen", "127.0.0.1:0", "--web-dir", "/nonexistent"])
            .args(extra)
            .env("DATABASE_URL", database_url)
            .env("NDOTO_JWT_SECRET", std::str::from_utf8(SECRET).unwrap())
            .env("NDOTO_LOG", "warn")
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .kill_on_drop(true)
            .spawn()
            .unwrap();
        let mut lines = tokio::io::BufReader::new(process.stdout.take().unwrap()).lines();
        let port_in = |text: &str| -> u16 { text.rsplit(':').next().unwrap().parse().unwrap() };
        let mut metrics_port = None;
        let port = loop {
            let line = tokio::time::timeout(Duration::from_secs(60), lines.next_line())
                .await
                .expect("ndoto serve said it is up within 60 s")
                .unwrap()
                .expect("ndoto serve ended without saying it is up");
            if let Some(rest) = line.strip_prefix("Metrics are on http://") {
                metrics_port = Some(port_in(rest.trim_end_matches("/metrics")));
            }
            if let Some(rest) = line.strip_prefix("Ndoto is up on http://") {
                break port_in(rest.split(' ').next().unwrap());
            }
        };
        // The rest of what it prints, read so that its writes never fail.
        tokio::spawn(async move { while let Ok(Some(_)) = lines.next_line().await {} });
        let served = Self { process, port, metrics_port };
        let deadline = Instant::now() + Duration::from_secs(10);
        while reqwest::get(served.url("/readyz")).await.map(|r| r.status().as_u16()).unwrap_or(0) != 200 {
            assert!(Instant::now() < deadline, "the server was not ready within 10 s");
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        served
    }

    fn url(&self, path: &str) -> String {
        format!("http://127.0.0.1:{}{path}", self.port)
    }

    async fn rest(&self, method: &str, path: &str, token: Option<&str>, body: Option<Value>) -> u16 {
        let mut request = reqwest::Client::new().request(method.parse().unwrap(), self.url(path));
        if let Some(token) = token {
            request = request.bearer_auth(token);
        }
        if let Some(body) = body {
            request = request.json(&body);
        }
        request.send().await.unwrap().status().as_u16()
    }

    /// The metrics, `name{label="value",...}` (labels sorted by name) to value.
    async fn metrics(&self) -> BTreeMap<String, f64> {
        let port = self.metrics_port.expect("started with --metrics-listen");
        let response = reqwest::get(format!("http://127.0.0.1:{port}/metrics")).await.unwrap();
        assert_eq!(response.status(), 200);
        let text = response.text().await.unwrap();
        text.lines()
            .filter(|line| !line.starts_with('#') && !line.is_empty())
            .map(|line| {
                let (series, value) = line.rsplit_once(' ').unwrap();
                (canonical(series), value.parse().unwrap())
            })
            .collect()
    }

    /// Sends SIGTERM, as an orchestrator stops a replica.
    fn terminate(&self) {
        let pid = self.process.id().unwrap().to_string();
        let status = std::process::Command::new("kill").args(["-TERM", &pid]).status().unwrap();
        assert!(status.success());
    }
}

/// `name{b="2",a="1"}` as `name{a="1",b="2"}`.
fn canonical(series: &str) -> String {
    let Some((name, labels)) = series.split_once('{') else { return series.to_owned() };
    let mut labels: Vec<&str> = labels.trim_end_matches('}').split("\",").map(|l| l.trim_end_matches('"')).collect();
    labels.sort_unstable();
    format!("{name}{{{}}}", labels.iter().map(|l| format!("{l}\"")).collect::<Vec<_>>().join(","))
}

fn series(name: &str, labels: &[(&str, &str)]) -> String {
    if labels.is_empty() {
        return name.to_owned();
    }
    canonical(&format!(
        "{name}{{{}}}",
        labels.iter().map(|(k, v)| format!("{k}=\"{v}\"")).collect::<Vec<_>>().join(",")
    ))
}

fn value(metrics: &BTreeMap<String, f64>, name: &str, labels: &[(&str, &str)]) -> f64 {
    metrics.get(&series(name, labels)).copied().unwrap_or(0.0)
}

/// A grpc-web call over HTTP/1.1, as a browser makes it; the grpc-status of its trailers.
async fn grpc_web(served: &Served, method: &str, token: &str, message: &impl Message) -> String {
    let payload = message.encode_to_vec();
    let mut body = vec![0u8];
    body.extend_from_slice(&(payload.len() as u32).to_be_bytes());
    body.extend_from_slice(&payload);
    let response = reqwest::Client::new()
        .post(served.url(method))
        .header("content-type", "application/grpc-web+proto")
        .bearer_auth(token)
        .body(body)
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), 200);
    let bytes = response.bytes().await.unwrap();
    let trailers = String::from_utf8_lossy(&bytes);
    trailers.split("grpc-status:").nth(1).unwrap().split_whitespace().next().unwrap().to_owned()
}

#[tokio::test]
async fn metrics_count_each_rpc_by_protocol_and_code_on_their_own_listener_only() {
    let app = TestApp::start().await;
    let (_, token, _) = app.signed_in_child_with("Imani", 10, json!({"approvedVideosOnly": false})).await;
    // YouTube that fails: every search falls back to the catalogue.
    let youtube = MockServer::start().await;
    Mock::given(path_regex(".*")).respond_with(ResponseTemplate::new(500)).mount(&youtube).await;
    let served = Served::start(
        &app.database_url,
        &[
            "--metrics-listen",
            "127.0.0.1:0",
            "--video-searches-per-child",
            "1",
            "--youtube-api-key",
            "test-key",
            "--youtube-base-url",
            &youtube.uri(),
        ],
    )
    .await;
    const SIGN_IN: &str = "ndoto.v1.AuthService.ChildSignIn";
    const DASHBOARD: &str = "ndoto.v1.StudentService.GetDashboard";

    // gRPC: a wrong password, then the right one.
    let channel = tonic::transport::Channel::from_shared(served.url("")).unwrap().connect().await.unwrap();
    let mut auth = AuthServiceClient::new(channel.clone());
    let wrong = v1::ChildSignInRequest { first_name: "Imani".into(), password: "not the password".into() };
    assert_eq!(auth.child_sign_in(wrong).await.unwrap_err().code(), tonic::Code::Unauthenticated);
    let right = v1::ChildSignInRequest { first_name: "Imani".into(), password: PASSWORD.into() };
    auth.child_sign_in(right).await.unwrap();
    StudentServiceClient::new(channel)
        .get_dashboard(with_token(v1::GetDashboardRequest::default(), &token))
        .await
        .unwrap();
    // grpc-web: the dashboard twice.
    for _ in 0..2 {
        assert_eq!(
            grpc_web(&served, "/ndoto.v1.StudentService/GetDashboard", &token, &v1::GetDashboardRequest::default())
                .await,
            "0"
        );
    }
    // REST: the dashboard three times, once without a token; a route with an id.
    for _ in 0..2 {
        assert_eq!(served.rest("GET", "/api/student/dashboard", Some(&token), None).await, 200);
    }
    assert_eq!(served.rest("GET", "/api/student/dashboard", None, None).await, 401);
    let communities: Value = reqwest::Client::new()
        .get(served.url("/api/student/dashboard/communities"))
        .bearer_auth(&token)
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    let community = communities[0]["_id"].as_str().unwrap();
    let join = format!("/api/student/dashboard/communities/{community}/join");
    assert_eq!(served.rest("POST", &join, Some(&token), None).await, 200);
    // A post the moderation refuses; a video search YouTube fails (the catalogue answers), and
    // one past the limit of one an hour.
    let posts = format!("/api/student/dashboard/communities/{community}/posts");
    let refused = json!({"content": "Call me on 0788 123 456"});
    assert_eq!(served.rest("POST", &posts, Some(&token), Some(refused)).await, 400);
    assert_eq!(served.rest("GET", "/api/videos/search?q=volcano", Some(&token), None).await, 200);
    assert_eq!(served.rest("GET", "/api/videos/search?q=rivers", Some(&token), None).await, 429);
    // Not on the public port.
    assert_eq!(reqwest::get(served.url("/metrics")).await.unwrap().status(), 404);

    let metrics = served.metrics().await;
    let requests = |rpc: &str, protocol: &str, code: &str| {
        value(&metrics, "ndoto_requests_total", &[("rpc", rpc), ("protocol", protocol), ("code", code)])
    };
    assert_eq!(requests(SIGN_IN, "grpc", "UNAUTHENTICATED"), 1.0, "{metrics:#?}");
    assert_eq!(requests(SIGN_IN, "grpc", "OK"), 1.0);
    assert_eq!(requests(DASHBOARD, "grpc", "OK"), 1.0);
    assert_eq!(requests(DASHBOARD, "grpc-web", "OK"), 2.0);
    assert_eq!(requests(DASHBOARD, "rest", "200"), 2.0);
    assert_eq!(requests(DASHBOARD, "rest", "401"), 1.0);
    assert_eq!(requests("ndoto.v1.CommunityService.JoinCommunity", "rest", "200"), 1.0);
    assert_eq!(requests("ndoto.v1.VideoService.SearchVideos", "rest", "429"), 1.0);
    assert!(requests("readyz", "http", "200") >= 1.0);
    assert_eq!(requests("web_app", "http", "404"), 1.0, "the public port's /metrics");
    // Latency: every REST dashboard call in the histogram's last bucket and its count.
    let latency = |suffix: &str, extra: &[(&str, &str)]| {
        let mut labels = vec![("rpc", DASHBOARD), ("protocol", "rest")];
        labels.extend_from_slice(extra);
        value(&metrics, &format!("ndoto_request_duration_seconds{suffix}"), &labels)
    };
    assert_eq!(latency("_count", &[]), 3.0);
    assert_eq!(latency("_bucket", &[("le", "+Inf")]), 3.0);
    assert!(latency("_bucket", &[("le", "30")]) == 3.0 && latency("_sum", &[]) > 0.0);
    // The refusals, each where it was made.
    assert_eq!(value(&metrics, "ndoto_limit_refusals_total", &[("limit", "video_search")]), 1.0);
    let moderation = [("category", "phone_number"), ("surface", "post")];
    assert_eq!(value(&metrics, "ndoto_moderation_refusals_total", &moderation), 1.0);
    assert_eq!(value(&metrics, "ndoto_youtube_calls_total", &[("outcome", "status")]), 1.0);
    assert_eq!(value(&metrics, "ndoto_youtube_fallbacks_total", &[]), 1.0);
    // The pool and the hashing queues, read at the scrape.
    let pool_gets = ["direct", "waited", "timed_out"]
        .iter()
        .map(|outcome| value(&metrics, "ndoto_db_pool_gets_total", &[("pool", "primary"), ("outcome", outcome)]))
        .sum::<f64>();
    assert!(pool_gets > 5.0, "{pool_gets} connections handed out");
    let idle = [("pool", "primary"), ("state", "idle")];
    assert!(metrics.contains_key(&series("ndoto_db_pool_connections", &idle)), "{metrics:#?}");
    assert!(metrics.contains_key(&series("ndoto_db_pool_pending_gets", &[("pool", "primary")])));
    let waiting = [("queue", "sign_in"), ("state", "waiting")];
    assert_eq!(value(&metrics, "ndoto_password_hash_queue", &waiting), 0.0);
    assert!(metrics.contains_key(&series("ndoto_password_hash_queue", &waiting)));
}

#[test]
fn metrics_on_the_public_listeners_address_refuse_to_start() {
    let output = std::process::Command::new(NDOTO)
        .args(["serve", "--listen", "127.0.0.1:8080", "--metrics-listen", "0.0.0.0:8080"])
        .env("DATABASE_URL", "postgres://nobody@127.0.0.1:1/none")
        .env("NDOTO_JWT_SECRET", std::str::from_utf8(SECRET).unwrap())
        .output()
        .unwrap();
    assert!(!output.status.success());
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains("is the public listener's address"), "{stderr}");
}

/// A sign-in over raw HTTP/1.1 whose body is sent in two halves, the second when `go` says:
/// a request in flight for as long as the test likes. Answers the status line.
async fn slow_sign_in(port: u16, go: tokio::sync::oneshot::Receiver<()>) -> String {
    let body = json!({"firstName": "Imani", "password": PASSWORD}).to_string();
    let mut tcp = tokio::net::TcpStream::connect(("127.0.0.1", port)).await.unwrap();
    let head = format!(
        "POST /api/auth/child/signin HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: {}\r\n\r\n",
        body.len()
    );
    tcp.write_all(head.as_bytes()).await.unwrap();
    let (first, second) = body.as_bytes().split_at(body.len() / 2);
    tcp.write_all(first).await.unwrap();
    go.await.unwrap();
    tcp.write_all(second).await.unwrap();
    let mut answer = Vec::new();
    tcp.read_to_end(&mut answer).await.unwrap();
    String::from_utf8_lossy(&answer).lines().next().unwrap_or_default().to_owned()
}

#[tokio::test]
async fn sigterm_finishes_the_request_in_flight_refuses_new_connections_and_exits_0_within_the_grace() {
    let app = TestApp::start().await;
    app.signed_in_child("Imani", 10).await;
    let mut served = Served::start(&app.database_url, &["--shutdown-grace-secs", "10"]).await;
    let port = served.port;

    let (go, wait) = tokio::sync::oneshot::channel();
    let in_flight = tokio::spawn(slow_sign_in(port, wait));
    // The request's headers and half its body have reached the server.
    tokio::time::sleep(Duration::from_millis(300)).await;
    let stopped = Instant::now();
    served.terminate();
    // New connections are refused at once...
    let deadline = Instant::now() + Duration::from_secs(2);
    loop {
        match tokio::net::TcpStream::connect(("127.0.0.1", port)).await {
            Err(error) if error.kind() == std::io::ErrorKind::ConnectionRefused => break,
            _ => {
                assert!(Instant::now() < deadline, "new connections were still accepted 2 s after SIGTERM");
                tokio::time::sleep(Duration::from_millis(20)).await;
            }
        }
    }
    // ...while the request in flight is answered.
    go.send(()).unwrap();
    let status_line = in_flight.await.unwrap();
    assert!(status_line.starts_with("HTTP/1.1 200"), "the request in flight got {status_line:?}");
    let exit = tokio::time::timeout(Duration::from_secs(10), served.process.wait())
        .await
        .expect("the server did not exit within the 10 s grace")
        .unwrap();
    assert!(exit.success(), "ndoto exited with {exit}");
    println!("SIGTERM to exit with a request in flight: {:?}", stopped.elapsed());
}

#[tokio::test]
async fn a_request_that_never_ends_does_not_hold_the_shutdown_past_the_grace() {
    let app = TestApp::start().await;
    let mut served = Served::start(&app.database_url, &["--shutdown-grace-secs", "1"]).await;
    let (_never, wait) = tokio::sync::oneshot::channel();
    let stuck = tokio::spawn(slow_sign_in(served.port, wait));
    tokio::time::sleep(Duration::from_millis(300)).await;
    let stopped = Instant::now();
    served.terminate();
    let exit = tokio::time::timeout(Duration::from_secs(5), served.process.wait())
        .await
        .expect("the server did not exit within 5 s of a 1 s grace")
        .unwrap();
    assert!(exit.success(), "ndoto exited with {exit}");
    let took = stopped.elapsed();
    assert!(took >= Duration::from_millis(900), "it exited after {took:?}, before the grace ended");
    stuck.abort();
}
