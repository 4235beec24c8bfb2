//! The test harness: one throwaway PostgreSQL cluster per test binary (made by the same code as
//! the embedded default), a migrated template database, and for each test a fresh database and
//! a real server on a loopback port, reached over gRPC, grpc-web and REST.

#![allow(dead_code, reason = "each test binary uses part of the harness")]

use std::{net::SocketAddr, path::PathBuf, sync::OnceLock};

use ndoto::{
    ai::{LlmClient, LlmSettings},
    api::v1::{self, auth_service_client::AuthServiceClient, parent_service_client::ParentServiceClient},
    auth::token::TokenKeys,
    consent::mail::{Mail, MailSettings},
    db::{
        self,
        embedded::{Durability, EmbeddedPostgres},
    },
    limits::{Limits, TrustedProxies},
    quiz::provider::QuizProvider,
    server::{self, HttpOptions},
    state::{AppState, Inner},
    video::{
        VideoProvider,
        youtube::{YouTubeClient, YouTubeSettings},
    },
};
use prost::Message;
use serde_json::{Value, json};
use tonic::transport::Channel;

pub(crate) const PASSWORD: &str = "giraffe lemon kite";
/// The password the test moderators choose after their first sign-in.
pub(crate) const MODERATOR_PASSWORD: &str = "kingfisher river stone";
pub(crate) const SECRET: &[u8] = b"test secret that is at least thirty-two bytes";
/// The site address the test server puts in the links of its emails.
pub(crate) const PUBLIC_URL: &str = "https://ndoto.test";
const TEMPLATE: &str = "ndoto_template";

static CLUSTER: OnceLock<EmbeddedPostgres> = OnceLock::new();

/// The binary's cluster, started (and the template migrated) by the first test that asks.
pub(crate) fn cluster() -> &'static EmbeddedPostgres {
    CLUSTER.get_or_init(|| {
        // Its own thread and runtime: the tests' runtimes come and go, the cluster stays.
        std::thread::spawn(|| {
            tokio::runtime::Runtime::new().unwrap().block_on(async {
                // A static is never dropped: the cluster deletes its own directory when it
                // stops, which it does when this process ends.
                let dir = tempfile::Builder::new().prefix("ndoto-test-pg").tempdir().unwrap().keep();
                let cluster = EmbeddedPostgres::start(&dir, Durability::Scratch).await.unwrap();
                cluster.create_database_from(TEMPLATE, None).await.unwrap();
                db::migrate(&cluster.url(TEMPLATE)).await.unwrap();
                let pool = db::connect(&cluster.url(TEMPLATE), 1).await.unwrap();
                ndoto::catalogue::load::load(&mut pool.get().await.unwrap(), catalogue()).await.unwrap();
                drop(pool);
                cluster
            })
        })
        .join()
        .unwrap()
    })
}

/// The catalogue built into the server, which every test database starts with.
pub(crate) fn catalogue() -> &'static ndoto::catalogue::Catalogue {
    ndoto::catalogue::embedded().unwrap_or_else(|error| panic!("{error}"))
}

/// The URL of a new database with nothing in it, not even the migrations.
pub(crate) async fn empty_database() -> String {
    let cluster = cluster();
    let name = format!("empty_{}", uuid::Uuid::new_v4().simple());
    cluster.create_database_from(&name, None).await.unwrap();
    cluster.url(&name)
}

/// The URL of a new database of the binary's cluster, migrated and with the catalogue loaded.
pub(crate) async fn migrated_database() -> String {
    let cluster = cluster();
    let name = format!("test_{}", uuid::Uuid::new_v4().simple());
    cluster.create_database_from(&name, Some(TEMPLATE)).await.unwrap();
    cluster.url(&name)
}

/// Options for a test server.
pub(crate) struct Options {
    pub limits: Limits,
    pub web_dir: PathBuf,
    /// A model for the quiz's words (a fake one on loopback); none means the built-in engine.
    pub llm: Option<LlmSettings>,
    /// YouTube (a fake one on loopback); none means the catalogue alone finds videos.
    pub youtube: Option<YouTubeSettings>,
    /// An SMTP server (a fake one on loopback); none means no mail is sent.
    pub mail: Option<MailSettings>,
    /// The server's database connections (the benches use the `serve` default).
    pub db_pool_size: u32,
    /// Proxies whose X-Forwarded-For is believed (loopback lets a test play many clients).
    pub trusted_proxies: TrustedProxies,
    /// Requests served at once.
    pub max_concurrent_requests: usize,
    /// How long one request may take.
    pub request_timeout: std::time::Duration,
    /// A database of the test's own (migrated, catalogue loaded) instead of a fresh one in the
    /// binary's cluster; the fault test stops and starts its cluster.
    pub database_url: Option<String>,
    /// A second database for read-mostly content (`DATABASE_READ_URL`), such as a standby.
    pub database_read_url: Option<String>,
    /// Whether the server listens for changes, and so serves copies (`ndoto::cache`), as
    /// `ndoto serve` always does; off, every call reads the database (a bench's baseline).
    pub listen_for_changes: bool,
    /// Set to make `/readyz` answer as a server told to stop does.
    pub draining: ndoto::health::Draining,
}

impl Default for Options {
    fn default() -> Self {
        Self {
            limits: Limits {
                sign_in_attempts_per_address: 1000,
                sign_in_failures_per_account: 1000,
                sign_ups_per_address: 1000,
                children_per_parent: 1000,
                quizzes_per_child: 1000,
                advisor_messages_per_child: 1000,
                career_analyses_per_child: 1000,
                video_searches_per_child: 1000,
            },
            web_dir: PathBuf::from("/nonexistent"),
            llm: None,
            youtube: None,
            mail: None,
            db_pool_size: 4,
            trusted_proxies: TrustedProxies::default(),
            max_concurrent_requests: 256,
            request_timeout: ndoto::limits::REQUEST_TIMEOUT,
            database_url: None,
            database_read_url: None,
            listen_for_changes: true,
            draining: Default::default(),
        }
    }
}

/// A real server on its own fresh database.
pub(crate) struct TestApp {
    pub addr: SocketAddr,
    pub pool: db::Pool,
    /// The statements the server's (and the test's) connections sent.
    pub statements: db::StatementCounter,
    pub http: reqwest::Client,
    pub database_url: String,
    /// The server's copies in memory (`ndoto::cache`).
    pub caches: std::sync::Arc<ndoto::cache::Caches>,
    /// The change listener and the minutes' writer, stopped with the server.
    tasks: Vec<tokio::task::JoinHandle<()>>,
    shutdown: Option<tokio::sync::oneshot::Sender<()>>,
}

impl Drop for TestApp {
    fn drop(&mut self) {
        if let Some(shutdown) = self.shutdown.take() {
            let _ = shutdown.send(());
        }
        for task in &self.tasks {
            task.abort();
        }
    }
}

impl TestApp {
    pub(crate) async fn start() -> Self {
        Self::start_with(Options::default()).await
    }

    pub(crate) async fn start_with(options: Options) -> Self {
        let database_url = match options.database_url {
            Some(url) => url,
            None => migrated_database().await,
        };
        let statements = db::StatementCounter::default();
        let pool = db::connect_counting(&database_url, options.db_pool_size, statements.clone()).await.unwrap();
        let quiz_provider = match options.llm {
            Some(settings) => QuizProvider::with_model(LlmClient::new(settings).unwrap()),
            None => QuizProvider::built_in(),
        };
        let state = AppState::new(Inner {
            pool: pool.clone(),
            read_pool: options.database_read_url.as_deref().map(|url| db::read_pool(url, options.db_pool_size)),
            tokens: TokenKeys::new(SECRET),
            pages: ndoto::paging::PageTokens::new(SECRET),
            requests: ndoto::idempotency::RequestKeys::new(SECRET),
            limits: options.limits,
            quiz_provider,
            videos: match options.youtube {
                Some(settings) => VideoProvider::with_youtube(YouTubeClient::new(settings).unwrap()),
                None => VideoProvider::catalogue(),
            },
            mail: options.mail.map(|settings| Mail::new(&settings).unwrap()),
            public_url: PUBLIC_URL.into(),
            caches: Default::default(),
        });
        let caches = std::sync::Arc::clone(&state.caches);
        let mut tasks = vec![tokio::spawn(ndoto::cache::count_minutes(caches.clone(), pool.clone()))];
        if options.listen_for_changes {
            tasks.push(tokio::spawn(ndoto::cache::listen(caches.clone(), database_url.clone())));
        }
        let http_options = HttpOptions {
            cors_origins: vec!["http://localhost:5173".into()],
            web_dir: options.web_dir,
            trusted_proxies: options.trusted_proxies,
            max_concurrent_requests: options.max_concurrent_requests,
            request_timeout: options.request_timeout,
            draining: options.draining.clone(),
        };
        let router = server::router(state, &http_options).unwrap();
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let addr = listener.local_addr().unwrap();
        let (shutdown, stopped) = tokio::sync::oneshot::channel::<()>();
        let drain = server::Drain { draining: options.draining, grace: std::time::Duration::from_secs(5) };
        tokio::spawn(server::serve(
            listener,
            router,
            async move {
                let _ = stopped.await;
            },
            drain,
        ));
        let http = reqwest::Client::builder().http1_only().build().unwrap();
        let app = Self { addr, pool, statements, http, database_url, caches, tasks, shutdown: Some(shutdown) };
        // Served copies only once the listener hears every change, as in `ndoto serve`.
        if options.listen_for_changes {
            app.settle().await;
        }
        app
    }

    /// Waits until the server has written the minutes of use it counted and heard every change
    /// committed so far: after a test changes rows behind the server's back.
    pub(crate) async fn settle(&self) {
        self.caches.settle(&self.pool, std::time::Duration::from_secs(10)).await.unwrap();
    }

    /// Makes this test's database refuse new connections and ends the open ones (`false`), as
    /// an outage would, or lets it accept connections again (`true`).
    pub(crate) async fn set_database_reachable(&self, reachable: bool) {
        use diesel_async::RunQueryDsl;
        let name = self.database_url.rsplit('/').next().unwrap();
        // The cluster's maintenance database: never the template, which must stay unused.
        let admin = db::connect(&cluster().url("postgres"), 1).await.unwrap();
        let mut connection = admin.get().await.unwrap();
        diesel::sql_query(format!("ALTER DATABASE {name} ALLOW_CONNECTIONS {reachable}"))
            .execute(&mut *connection)
            .await
            .unwrap();
        if !reachable {
            diesel::sql_query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1")
                .bind::<diesel::sql_types::Text, _>(name)
                .execute(&mut *connection)
                .await
                .unwrap();
        }
    }

    pub(crate) fn url(&self, path: &str) -> String {
        format!("http://{}{path}", self.addr)
    }

    /// A native gRPC (HTTP/2 cleartext) channel.
    pub(crate) async fn channel(&self) -> Channel {
        Channel::from_shared(self.url("")).unwrap().connect().await.unwrap()
    }

    /// A REST call; returns the HTTP status and the JSON body.
    pub(crate) async fn rest(
        &self,
        method: &str,
        path: &str,
        token: Option<&str>,
        body: Option<Value>,
    ) -> (u16, Value) {
        let mut request = self.http.request(method.parse().unwrap(), self.url(path));
        if let Some(token) = token {
            request = request.bearer_auth(token);
        }
        if let Some(body) = body {
            request = request.json(&body);
        }
        let response = request.send().await.unwrap();
        let status = response.status().as_u16();
        let text = response.text().await.unwrap();
        let body =
            if text.is_empty() { Value::Null } else { serde_json::from_str(&text).unwrap_or(Value::String(text)) };
        (status, body)
    }

    /// A grpc-web call over HTTP/1.1 (`application/grpc-web+proto`), as a browser makes it.
    pub(crate) async fn grpc_web<Req: Message, Resp: Message + Default>(
        &self,
        method: &str,
        token: Option<&str>,
        message: &Req,
    ) -> Result<Resp, (tonic::Code, String)> {
        let payload = message.encode_to_vec();
        let mut body = vec![0u8];
        body.extend_from_slice(&(payload.len() as u32).to_be_bytes());
        body.extend_from_slice(&payload);
        let mut request = self
            .http
            .post(self.url(method))
            .header("content-type", "application/grpc-web+proto")
            .header("x-grpc-web", "1")
            .body(body);
        if let Some(token) = token {
            request = request.bearer_auth(token);
        }
        let response = request.send().await.unwrap();
        assert_eq!(response.status(), 200, "grpc-web answers HTTP 200 and puts the status in trailers");
        let header_status = response.headers().get("grpc-status").map(|v| v.to_str().unwrap().to_owned());
        let header_message = response.headers().get("grpc-message").map(|v| v.to_str().unwrap().to_owned());
        let bytes = response.bytes().await.unwrap();
        let mut data = None;
        let mut trailers = String::new();
        let mut rest = &bytes[..];
        while rest.len() >= 5 {
            let flag = rest[0];
            let len = u32::from_be_bytes(rest[1..5].try_into().unwrap()) as usize;
            let frame = &rest[5..5 + len];
            if flag & 0x80 == 0 {
                data = Some(Resp::decode(frame).unwrap());
            } else {
                trailers = String::from_utf8(frame.to_vec()).unwrap();
            }
            rest = &rest[5 + len..];
        }
        let trailer = |name: &str| {
            trailers.lines().find_map(|line| {
                let (key, value) = line.split_once(':')?;
                key.trim().eq_ignore_ascii_case(name).then(|| value.trim().to_owned())
            })
        };
        let status = header_status.or_else(|| trailer("grpc-status")).expect("a grpc-status");
        let code = tonic::Code::from(status.parse::<i32>().unwrap());
        if code == tonic::Code::Ok {
            Ok(data.expect("a message"))
        } else {
            let message = header_message.or_else(|| trailer("grpc-message")).unwrap_or_default();
            Err((code, percent_encoding::percent_decode_str(&message).decode_utf8_lossy().into_owned()))
        }
    }

    /// A gRPC call of any method by its path, with an empty message; the code it answers.
    pub(crate) async fn grpc_code(&self, path: &str, token: Option<&str>) -> tonic::Code {
        let mut grpc = tonic::client::Grpc::new(self.channel().await);
        grpc.ready().await.unwrap();
        let request = match token {
            Some(token) => with_token(v1::SignOutRequest {}, token),
            None => tonic::Request::new(v1::SignOutRequest {}),
        };
        grpc.unary::<_, v1::SignOutResponse, _>(request, path.parse().unwrap(), tonic_prost::ProstCodec::default())
            .await
            .map_or_else(|status| status.code(), |_| tonic::Code::Ok)
    }

    /// A grpc-web call of any method by its path, with an empty message; the code it answers.
    pub(crate) async fn grpc_web_code(&self, path: &str, token: Option<&str>) -> tonic::Code {
        self.grpc_web::<_, v1::SignOutResponse>(path, token, &v1::SignOutRequest {})
            .await
            .map_or_else(|(code, _)| code, |_| tonic::Code::Ok)
    }

    /// Marks the parent with `email` verified and agreed to the current consent notice, as the
    /// verification link and the first child's checkbox would (`integration::verification` tests
    /// those): the set-up of tests about other things.
    pub(crate) async fn verify_parent(&self, email: &str) {
        verify_parent_in(&mut self.pool.get().await.unwrap(), email).await;
        self.settle().await;
    }

    /// Signs up a parent over gRPC (verified, see [`Self::verify_parent`]), then signs them in;
    /// returns the token.
    pub(crate) async fn parent(&self, email: &str) -> String {
        let mut client = AuthServiceClient::new(self.channel().await);
        client
            .parent_sign_up(v1::ParentSignUpRequest {
                first_name: "Neema".into(),
                last_name: "Okafor".into(),
                email: email.into(),
                phone: "+250788123456".into(),
                password: PASSWORD.into(),
                ..Default::default()
            })
            .await
            .unwrap();
        self.verify_parent(email).await;
        client
            .parent_sign_in(v1::ParentSignInRequest { email: email.into(), password: PASSWORD.into() })
            .await
            .unwrap()
            .into_inner()
            .access_token
    }

    /// A moderator added as an operator adds one (`ndoto moderator add`), who signed in over gRPC
    /// with the printed password and chose their own ([`MODERATOR_PASSWORD`]); returns their token.
    pub(crate) async fn moderator(&self, email: &str) -> String {
        let added = ndoto::review::moderators::add(&mut self.pool.get().await.unwrap(), email).await.unwrap();
        let mut auth = AuthServiceClient::new(self.channel().await);
        let first = auth
            .moderator_sign_in(v1::ModeratorSignInRequest { email: email.into(), password: added.password.clone() })
            .await
            .unwrap()
            .into_inner();
        assert!(first.must_change_password);
        auth.change_password(with_token(
            v1::ChangePasswordRequest { current_password: added.password, new_password: MODERATOR_PASSWORD.into() },
            &first.access_token,
        ))
        .await
        .unwrap()
        .into_inner()
        .access_token
    }

    /// Adds a child aged `age` (birthday in three months' past) for the parent over gRPC.
    pub(crate) async fn add_child(&self, parent_token: &str, sign_in_name: &str, age: u32) -> v1::Child {
        let birth = chrono::Utc::now().date_naive() - chrono::Months::new(age * 12 + 3);
        let mut client = ParentServiceClient::new(self.channel().await);
        client
            .create_child(with_token(
                v1::CreateChildRequest {
                    first_name: sign_in_name.into(),
                    last_name: "Okafor".into(),
                    birth_date: birth.format("%Y-%m-%d").to_string(),
                    sign_in_name: sign_in_name.into(),
                    password: PASSWORD.into(),
                    consent_notice_version: String::new(),
                    ..Default::default()
                },
                parent_token,
            ))
            .await
            .unwrap()
            .into_inner()
            .child
            .unwrap()
    }

    /// A family: a parent and one child aged `age`; returns the child's sign-in over REST.
    pub(crate) async fn signed_in_child(&self, name: &str, age: u32) -> (String, Value) {
        let parent = self.parent(&format!("{}@example.com", name.to_lowercase())).await;
        self.add_child(&parent, name, age).await;
        self.signed_in_child_again(name).await
    }

    /// A family whose parent chose `settings` (an UpdateChildSettings body, such as
    /// `{"approvedVideosOnly": false}`) before the child signs in; returns the parent's token,
    /// the child's token and the child's sign-in.
    pub(crate) async fn signed_in_child_with(&self, name: &str, age: u32, settings: Value) -> (String, String, Value) {
        let parent = self.parent(&format!("{}@example.com", name.to_lowercase())).await;
        let child = self.add_child(&parent, name, age).await;
        let path = format!("/api/parent/children/{}/settings", child.id);
        let (status, body) = self.rest("PATCH", &path, Some(&parent), Some(settings)).await;
        assert_eq!(status, 200, "{body}");
        let (token, signed_in) = self.signed_in_child_again(name).await;
        (parent, token, signed_in)
    }

    /// Signs an existing child in once more, as on a second device; returns the sign-in.
    pub(crate) async fn signed_in_child_again(&self, name: &str) -> (String, Value) {
        let (status, body) = self
            .rest("POST", "/api/auth/child/signin", None, Some(json!({"firstName": name, "password": PASSWORD})))
            .await;
        assert_eq!(status, 200, "{body}");
        (body["access_token"].as_str().unwrap().to_owned(), body)
    }
}

impl TestApp {
    /// Generates a quiz for `age_range` over REST and submits the first answer to every question;
    /// returns the generated quiz and the submission's answer (both asserted 200).
    pub(crate) async fn take_quiz(&self, token: &str, age_range: &str) -> (Value, Value) {
        let (status, generated) =
            self.rest("POST", "/api/ai/quiz", Some(token), Some(json!({"ageRange": age_range}))).await;
        assert_eq!(status, 200, "{generated}");
        let answers: Vec<Value> = generated["quiz"]["questions"]
            .as_array()
            .unwrap()
            .iter()
            .enumerate()
            .map(|(i, q)| json!({"questionIndex": i, "answer": q["answers"][0]}))
            .collect();
        let (status, submitted) = self
            .rest(
                "POST",
                "/api/ai/quiz/submit",
                Some(token),
                Some(json!({"quizId": generated["quizId"], "answers": answers})),
            )
            .await;
        assert_eq!(status, 200, "{submitted}");
        (generated, submitted)
    }
}

/// A REST answer refusing `field` with a message containing `expected`, as a field violation
/// with the person's words (the same as the message in English, the caller's language unless
/// their account or Accept-Language names another).
pub(crate) fn assert_field_violation(answer: &Value, field: &str, expected: &str) {
    let message = answer["message"].as_str().unwrap();
    assert!(message.contains(expected), "{answer}");
    let violations = &answer["details"][0]["fieldViolations"];
    let localized = &violations[0]["localizedMessage"];
    let words = if localized["locale"] == "en" { json!(message) } else { localized["message"].clone() };
    assert!(words.as_str().is_some_and(|words| !words.is_empty()), "{answer}");
    assert_eq!(
        violations,
        &json!([{"field": field, "description": message, "reason": "INVALID_FIELD",
            "localizedMessage": {"locale": localized["locale"], "message": words}}]),
        "{answer}"
    );
}

/// Captured log lines, as the server's JSON format writes them (a `tracing_subscriber` writer).
#[derive(Clone, Default)]
pub(crate) struct Captured(pub std::sync::Arc<std::sync::Mutex<Vec<u8>>>);

impl std::io::Write for Captured {
    fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
        self.0.lock().unwrap().extend_from_slice(bytes);
        Ok(bytes.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

/// A gRPC request carrying a bearer token.
pub(crate) fn with_token<T>(message: T, token: &str) -> tonic::Request<T> {
    let mut request = tonic::Request::new(message);
    request.metadata_mut().insert("authorization", format!("Bearer {token}").parse().unwrap());
    request
}

/// Stores a submitted quiz whose top career areas are `areas`, as the quiz service would: as
/// RIASEC letters, with scores that put those areas first.
pub(crate) async fn quiz_says(app: &TestApp, child_id: uuid::Uuid, areas: &[ndoto::quiz::engine::Dimension]) {
    let scores: Vec<f64> =
        ndoto::quiz::engine::Dimension::ALL.iter().map(|d| if areas.contains(d) { 1.0 } else { 0.0 }).collect();
    let scores = serde_json::to_string(&scores).unwrap();
    let areas: Vec<String> = areas.iter().map(|d| d.letter().to_string()).collect();
    use diesel_async::RunQueryDsl;
    let mut conn = app.pool.get().await.unwrap();
    let quiz_id = uuid::Uuid::new_v4();
    diesel::sql_query("INSERT INTO quizzes (id, child_id, age_range, questions) VALUES ($1, $2, '9-12', '[]')")
        .bind::<diesel::sql_types::Uuid, _>(quiz_id)
        .bind::<diesel::sql_types::Uuid, _>(child_id)
        .execute(&mut conn)
        .await
        .unwrap();
    diesel::sql_query(
        "INSERT INTO quiz_submissions (quiz_id, child_id, choices, scores, top_career_areas) \
         VALUES ($1, $2, '[]', $3::jsonb, $4)",
    )
    .bind::<diesel::sql_types::Uuid, _>(quiz_id)
    .bind::<diesel::sql_types::Uuid, _>(child_id)
    .bind::<diesel::sql_types::Text, _>(&scores)
    .bind::<diesel::sql_types::Array<diesel::sql_types::Text>, _>(&areas)
    .execute(&mut conn)
    .await
    .unwrap();
    drop(conn);
    // The server heard of the quiz: the dashboard ranks by it from the next call on.
    app.settle().await;
}

/// Marks the parent with `email` verified and agreed to the current consent notice, on `conn`
/// ([`TestApp::verify_parent`] on a test's own server; tests of other deployments on theirs).
pub(crate) async fn verify_parent_in(conn: &mut diesel_async::AsyncPgConnection, email: &str) {
    use diesel_async::RunQueryDsl;
    let verified = diesel::sql_query(
        "WITH verified AS (UPDATE parents SET email_verified_at = now() WHERE email = $1 RETURNING id) \
         INSERT INTO parental_consents (parent_id, notice_version) SELECT id, $2 FROM verified \
         ON CONFLICT DO NOTHING",
    )
    .bind::<diesel::sql_types::Text, _>(email)
    .bind::<diesel::sql_types::Text, _>(ndoto::account::CONSENT_NOTICE_VERSION)
    .execute(conn)
    .await
    .unwrap();
    assert_eq!(verified, 1, "no parent {email} to verify");
}
