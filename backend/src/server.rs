//! The server assembled in one place: every service over gRPC (h2c), grpc-web and REST on one
//! port, with health, reflection, the probes (`/livez`, `/readyz`, `/healthz`), the web app,
//! CORS, request logs and metrics, timeouts, a concurrency limit and a graceful shutdown.

use std::{
    net::SocketAddr,
    path::{Path, PathBuf},
    sync::Arc,
    time::Instant,
};

use axum::{
    Router,
    body::Body,
    extract::{ConnectInfo, Request},
    http::{HeaderValue, Method, StatusCode, header},
    middleware::{self, Next},
    response::{IntoResponse, Response},
    routing::get,
};
use base64::Engine as _;
use hyper_util::{
    rt::{TokioExecutor, TokioIo, TokioTimer},
    server::{conn::auto, graceful::GracefulShutdown},
};
use tonic_health::ServingStatus;
use tower::{ServiceExt, limit::GlobalConcurrencyLimitLayer};
use tower_http::{
    compression::{
        CompressionLayer,
        predicate::{DefaultPredicate, Predicate as _, SizeAbove},
    },
    cors::{AllowOrigin, CorsLayer},
    services::{ServeDir, ServeFile},
};

use crate::words;
use crate::{
    api::{
        self,
        v1::{
            auth_service_server::AuthServiceServer, career_service_server::CareerServiceServer,
            community_service_server::CommunityServiceServer, moderation_service_server::ModerationServiceServer,
            parent_service_server::ParentServiceServer, quiz_service_server::QuizServiceServer,
            student_service_server::StudentServiceServer, video_service_server::VideoServiceServer,
        },
    },
    auth::{AuthApi, CLIENT_ADDRESS_HEADER, TOKEN_HEADER, layer as auth_layer},
    career::CareerApi,
    community::CommunityApi,
    error::Reason,
    health::{self, Draining, Health, Readiness},
    limits::{self, HEADER_READ_TIMEOUT, TrustedProxies},
    parent::ParentApi,
    quiz::QuizApi,
    rest_errors,
    review::service::ModerationApi,
    state::AppState,
    student::StudentApi,
    video::VideoApi,
    web_headers,
};

/// Largest request we read, whatever the protocol: a REST body, or a gRPC and grpc-web message.
/// Our largest request, a full quiz submission, is a few kilobytes.
const MAX_REQUEST_BYTES: usize = 64 * 1024;

/// REST answers larger than this are gzipped for clients that accept it; below it, the gzip
/// header and the work cost more than they save on a slow network.
const COMPRESS_REST_ABOVE_BYTES: u16 = 1024;

/// Where the build puts its content-hashed files, which never change under one name.
const HASHED_ASSETS: &str = "/assets/";

/// How the HTTP side of the server behaves.
#[derive(Clone, Debug)]
pub struct HttpOptions {
    /// Browser origins allowed to call the API across origins (the Vite dev server).
    pub cors_origins: Vec<String>,
    /// The built web app; when it has no index.html, only the API is served.
    pub web_dir: PathBuf,
    /// The proxies whose X-Forwarded-For names the client (Envoy's addresses).
    pub trusted_proxies: TrustedProxies,
    /// Requests served at once; the rest wait their turn within the request timeout.
    pub max_concurrent_requests: usize,
    /// How long one request may take, its wait for a turn included ([`limits::REQUEST_TIMEOUT`]).
    pub request_timeout: std::time::Duration,
    /// Set when the server is told to stop; `/readyz` then answers 503 ([`serve`] sets it).
    pub draining: Draining,
}

/// How [`serve`] stops: it marks `draining` and closes its listener when told to stop, then
/// waits at most `grace` for the requests in flight.
#[derive(Clone, Debug)]
pub struct Drain {
    /// Shared with the router's `/readyz` ([`HttpOptions::draining`]).
    pub draining: Draining,
    /// The longest the requests in flight may take to finish.
    pub grace: std::time::Duration,
}

/// Every service, every protocol, one router. Starts the database health check, which ends
/// when the router is dropped; so it needs a Tokio runtime.
pub fn router(state: AppState, options: &HttpOptions) -> anyhow::Result<Router> {
    crate::moderation::check_lists()
        .map_err(|problem| anyhow::anyhow!("a moderation word list is malformed: {problem}"))?;
    crate::video::safety::check_lists()
        .map_err(|problem| anyhow::anyhow!("a video safety list is malformed: {problem}"))?;
    crate::video::synonyms::check()
        .map_err(|problem| anyhow::anyhow!("the video search's synonyms are malformed: {problem}"))?;
    crate::i18n::check().map_err(|problem| anyhow::anyhow!("a language's messages are malformed: {problem}"))?;
    crate::quiz::engine::check_translations()
        .map_err(|problem| anyhow::anyhow!("a quiz bank translation does not match its English bank: {problem}"))?;
    let gate = auth_layer::Gate::new(state.clone())?;
    let auth = AuthApi::new(state.clone());
    let parent = ParentApi::new(state.clone());
    let student = StudentApi::new(state.clone());
    let quiz = QuizApi::new(state.clone());
    let career = CareerApi::new(state.clone());
    let community = CommunityApi::new(state.clone());
    let moderation = ModerationApi::new(state.clone());
    let pool = state.pool.clone();
    let video = VideoApi::new(state);

    // Health reports the whole server (service ""); per-service statuses would all say the same,
    // as every service needs the database and nothing else.
    let (health_reporter, health_service) = tonic_health::server::health_reporter();
    let health = health::watch_database(pool, health_reporter, options.draining.clone());
    let reflection_v1 = tonic_reflection::server::Builder::configure()
        .register_encoded_file_descriptor_set(api::FILE_DESCRIPTOR_SET)
        .register_encoded_file_descriptor_set(tonic_health::pb::FILE_DESCRIPTOR_SET)
        .build_v1()?;
    let reflection_v1alpha = tonic_reflection::server::Builder::configure()
        .register_encoded_file_descriptor_set(api::FILE_DESCRIPTOR_SET)
        .register_encoded_file_descriptor_set(tonic_health::pb::FILE_DESCRIPTOR_SET)
        .build_v1alpha()?;

    // REST: the auth layer over the whole router checks the bearer token for every protocol
    // alike, so the bridges need no guard of their own.
    use api::v1::{
        __rest_over_grpc_bridge_AuthService::AuthServiceRestBridge as AuthRest,
        __rest_over_grpc_bridge_CareerService::CareerServiceRestBridge as CareerRest,
        __rest_over_grpc_bridge_CommunityService::CommunityServiceRestBridge as CommunityRest,
        __rest_over_grpc_bridge_ModerationService::ModerationServiceRestBridge as ModerationRest,
        __rest_over_grpc_bridge_ParentService::ParentServiceRestBridge as ParentRest,
        __rest_over_grpc_bridge_QuizService::QuizServiceRestBridge as QuizRest,
        __rest_over_grpc_bridge_StudentService::StudentServiceRestBridge as StudentRest,
        __rest_over_grpc_bridge_VideoService::VideoServiceRestBridge as VideoRest,
    };
    let transcoder = Arc::new(api::rest::Transcoder::new(
        AuthRest::externally_authenticated(auth.clone()),
        CareerRest::externally_authenticated(career.clone()),
        CommunityRest::externally_authenticated(community.clone()),
        ModerationRest::externally_authenticated(moderation.clone()),
        // In the descriptor set's order of files: parent_service.proto imports student_service.proto.
        StudentRest::externally_authenticated(student.clone()),
        ParentRest::externally_authenticated(parent.clone()),
        QuizRest::externally_authenticated(quiz.clone()),
        VideoRest::externally_authenticated(video.clone()),
    ));
    let rest = rest_over_grpc::serving::RestService::new(transcoder).with_max_body_bytes(MAX_REQUEST_BYTES);

    let grpc = tonic::service::Routes::new(AuthServiceServer::new(auth).max_decoding_message_size(MAX_REQUEST_BYTES))
        .add_service(ParentServiceServer::new(parent).max_decoding_message_size(MAX_REQUEST_BYTES))
        .add_service(StudentServiceServer::new(student).max_decoding_message_size(MAX_REQUEST_BYTES))
        .add_service(QuizServiceServer::new(quiz).max_decoding_message_size(MAX_REQUEST_BYTES))
        .add_service(CareerServiceServer::new(career).max_decoding_message_size(MAX_REQUEST_BYTES))
        .add_service(CommunityServiceServer::new(community).max_decoding_message_size(MAX_REQUEST_BYTES))
        .add_service(VideoServiceServer::new(video).max_decoding_message_size(MAX_REQUEST_BYTES))
        .add_service(ModerationServiceServer::new(moderation).max_decoding_message_size(MAX_REQUEST_BYTES))
        .add_service(health_service)
        .add_service(reflection_v1)
        .add_service(reflection_v1alpha);

    // REST JSON is compressed here; gRPC has its own compression, and the web app's files are
    // compressed at build time.
    let rest = tower::ServiceBuilder::new().layer(rest_compression()).service_fn(move |request: Request| {
        let rest = rest.clone();
        async move {
            let answer = auth_layer::with_rest_caller(auth_layer::loaded(&request), rest.oneshot(request)).await;
            Ok::<_, std::convert::Infallible>(rest_errors::render_details(answer.into_response()).await)
        }
    });
    let web_dir = options.web_dir.clone();
    let content_security_policy = web_headers::ContentSecurityPolicy::for_index(
        std::fs::read_to_string(web_dir.join("index.html")).ok().as_deref(),
    );
    let fallback = tower::service_fn(move |request: Request| {
        let rest = rest.clone();
        let web_dir = web_dir.clone();
        async move {
            let response = if is_grpc(&request) {
                drain_unread_body(request.into_body()).await;
                unknown_grpc_method()
            } else if web_headers::is_api_path(request.uri().path()) {
                rest.oneshot(request).await.into_response()
            } else {
                web_app(&web_dir, request).await
            };
            Ok::<_, std::convert::Infallible>(response)
        }
    });

    Ok(grpc
        .into_axum_router()
        .layer(middleware::from_fn(reason_for_tonic_refusals))
        // Only the gRPC routes speak grpc-web; the layer refuses other HTTP/1.1 requests.
        .layer(tonic_web::GrpcWebLayer::new())
        .route(health::HEALTHZ, get(healthz).with_state(health.clone()))
        .route(health::LIVEZ, get(livez))
        .route(health::READYZ, get(readyz).with_state(health))
        .route("/metrics", get(crate::telemetry::not_here))
        .route("/api/openapi.json", get(|| async { axum::Json(crate::openapi::document()) }).layer(rest_compression()))
        .fallback_service(fallback)
        // Deny by default: inside CORS (so that preflights pass and refusals carry CORS headers),
        // outside grpc-web and the REST fallback.
        .layer(middleware::from_fn_with_state(gate, auth_layer::authenticate))
        .layer(middleware::from_fn_with_state(
            crate::rest_methods::RestMethods::new()?,
            crate::rest_methods::refuse_wrong_method,
        ))
        .layer(cors(&options.cors_origins)?)
        .layer(GlobalConcurrencyLimitLayer::new(options.max_concurrent_requests))
        .layer(middleware::from_fn_with_state(options.request_timeout, time_limit))
        .layer(middleware::from_fn(crate::i18n::by_accept_language))
        .layer(middleware::from_fn_with_state(Arc::new(options.trusted_proxies.clone()), client_address))
        .layer(middleware::from_fn_with_state(content_security_policy, web_headers::security_headers))
        .layer(middleware::from_fn(log_request))
        .layer(middleware::from_fn(crate::telemetry::record_request)))
}

/// Serves connections from `listener` until `shutdown` resolves, then drains: `/readyz` answers
/// 503 from then on, the listener closes (new connections are refused, so a proxy tries another
/// replica), idle connections close, busy ones are told to close once their requests are
/// answered (HTTP/2 GOAWAY), and the requests in flight get `drain.grace` to finish. A client
/// gets [`HEADER_READ_TIMEOUT`] to send a request's headers.
pub async fn serve(
    listener: tokio::net::TcpListener,
    router: Router,
    shutdown: impl std::future::Future<Output = ()> + Send + 'static,
    drain: Drain,
) -> anyhow::Result<()> {
    let mut builder = auto::Builder::new(TokioExecutor::new());
    builder.http1().timer(TokioTimer::new()).header_read_timeout(HEADER_READ_TIMEOUT);
    let graceful = GracefulShutdown::new();
    let mut shutdown = std::pin::pin!(shutdown);
    loop {
        let (tcp, peer) = tokio::select! {
            accepted = listener.accept() => match accepted {
                Ok(accepted) => accepted,
                Err(error) => {
                    // Out of file descriptors and the like: wait a moment instead of spinning.
                    tracing::warn!(%error, "cannot accept a connection");
                    tokio::time::sleep(std::time::Duration::from_millis(100)).await;
                    continue;
                }
            },
            () = &mut shutdown => {
                drain.draining.start();
                break;
            }
        };
        // Without TCP_NODELAY, a gRPC answer (headers, data and trailers written apart) waits on
        // the client's delayed ACK: about 40 ms per call.
        if let Err(error) = tcp.set_nodelay(true) {
            tracing::debug!(%error, "cannot set TCP_NODELAY");
        }
        let router = router.clone();
        let service = hyper::service::service_fn(move |mut request: Request<hyper::body::Incoming>| {
            request.extensions_mut().insert(ConnectInfo(peer));
            router.clone().oneshot(request.map(Body::new))
        });
        let connection = graceful.watch(builder.serve_connection(TokioIo::new(tcp), service).into_owned());
        tokio::spawn(async move {
            if let Err(error) = connection.await {
                tracing::debug!(%error, "a connection ended with an error");
            }
        });
    }
    drop(listener);
    tracing::info!(grace = ?drain.grace, "shutting down: new connections are refused, the requests in flight finish");
    if tokio::time::timeout(drain.grace, graceful.shutdown()).await.is_err() {
        tracing::warn!(
            grace = ?drain.grace,
            "requests were still in flight when the shutdown grace ended; their connections are closed"
        );
    }
    Ok(())
}

/// Ends a request when the first of two deadlines passes, in the request's own protocol (a gRPC
/// status, or REST's 504 with the same JSON error body as the transcoder's): the one the client
/// set ([`client_deadline`]) or the server's `limit` (its wait for a turn included), which caps
/// it. Dropping the handler's future stops its work: statements not yet sent are never sent, and
/// a transaction left open is rolled back with its connection.
async fn time_limit(
    axum::extract::State(limit): axum::extract::State<std::time::Duration>,
    request: Request,
    next: Next,
) -> Response {
    let grpc = is_grpc(&request).then(|| request.headers().get(header::CONTENT_TYPE).cloned()).flatten();
    let refuse = |code: tonic::Code, reason: Reason, message: crate::i18n::Words| {
        let status = crate::error::status_with_reason(code, reason, message);
        match &grpc {
            Some(content_type) => {
                let mut response = status.into_http::<Body>();
                response.headers_mut().insert(header::CONTENT_TYPE, content_type.clone());
                response
            }
            None => {
                let http_status = if code == tonic::Code::DeadlineExceeded {
                    StatusCode::GATEWAY_TIMEOUT
                } else {
                    StatusCode::BAD_REQUEST
                };
                (http_status, axum::Json(rest_errors::body_with_details(&status))).into_response()
            }
        }
    };
    let asked = match client_deadline(request.headers(), grpc.is_some()) {
        Ok(asked) => asked,
        Err(problem) => {
            drain_unread_body(request.into_body()).await;
            return refuse(tonic::Code::InvalidArgument, Reason::InvalidDeadline, problem);
        }
    };
    let path = request.uri().path().to_owned();
    let deadline = asked.map_or(limit, |(asked, _)| asked.min(limit));
    match tokio::time::timeout(deadline, next.run(request)).await {
        Ok(response) => response,
        Err(_) => match asked {
            Some((asked, header)) if asked < limit => {
                tracing::debug!(path, ?asked, "the client's deadline passed");
                refuse(
                    tonic::Code::DeadlineExceeded,
                    Reason::DeadlineExceeded,
                    words!("deadline-passed", header = header, asked = format!("{asked:?}")),
                )
            }
            _ => {
                tracing::warn!(target: "security", event = "limit_hit", limit = "request_timeout", path, "a request took too long");
                refuse(tonic::Code::DeadlineExceeded, Reason::ServerTimeout, words!("server-timeout"))
            }
        },
    }
}

/// REST's deadline header, in seconds (a decimal such as `2.5`), as Google's APIs read it.
pub const SERVER_TIMEOUT_HEADER: &str = "x-server-timeout";

/// The deadline the client set, with the header that set it: `grpc-timeout` on gRPC and
/// grpc-web (an integer of at most 8 digits and a unit: `H`, `M`, `S`, `m`, `u` or `n`), or
/// [`SERVER_TIMEOUT_HEADER`] on REST. A malformed value is an error naming the header.
fn client_deadline(
    headers: &axum::http::HeaderMap,
    grpc: bool,
) -> Result<Option<(std::time::Duration, &'static str)>, crate::i18n::Words> {
    use std::time::Duration;
    let header = if grpc { "grpc-timeout" } else { SERVER_TIMEOUT_HEADER };
    let Some(value) = headers.get(header) else { return Ok(None) };
    let value = value.to_str().unwrap_or("");
    let malformed = || {
        let value = format!("{value:?}");
        if grpc {
            words!("grpc-timeout-malformed", value = value)
        } else {
            words!("server-timeout-malformed", header = SERVER_TIMEOUT_HEADER, value = value)
        }
    };
    let deadline = if grpc {
        let (digits, unit) = value.split_at(value.len().saturating_sub(1));
        if digits.is_empty() || digits.len() > 8 || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return Err(malformed());
        }
        let amount: u64 = digits.parse().map_err(|_| malformed())?;
        match unit {
            "H" => Duration::from_secs(amount * 3600),
            "M" => Duration::from_secs(amount * 60),
            "S" => Duration::from_secs(amount),
            "m" => Duration::from_millis(amount),
            "u" => Duration::from_micros(amount),
            "n" => Duration::from_nanos(amount),
            _ => return Err(malformed()),
        }
    } else {
        let seconds: f64 = value.trim().parse().map_err(|_| malformed())?;
        Duration::try_from_secs_f64(seconds).map_err(|_| malformed())?
    };
    Ok(Some((deadline, header)))
}

/// The process answers: 200, always, without touching the database (a restart would not bring
/// back a database).
async fn livez() -> Response {
    (StatusCode::OK, [(header::CONTENT_TYPE, "application/json")], r#"{"status":"ALIVE"}"#).into_response()
}

/// Whether to send this replica requests: 200 when the database answers, holds every migration
/// this server needs and the server is not shutting down; otherwise 503 with the reason, in
/// words for the operator. Reads the background check's result, never the database.
async fn readyz(axum::extract::State(health): axum::extract::State<Health>) -> Response {
    match health.readiness() {
        Readiness::Ready => {
            (StatusCode::OK, [(header::CONTENT_TYPE, "application/json")], r#"{"status":"READY"}"#).into_response()
        }
        Readiness::NotReady(reason) => {
            (StatusCode::SERVICE_UNAVAILABLE, axum::Json(serde_json::json!({"status": "NOT_READY", "reason": reason})))
                .into_response()
        }
    }
}

/// The same status as gRPC health, for load balancers that speak plain HTTP: 200 while
/// serving, 503 while the database does not answer.
async fn healthz(axum::extract::State(health): axum::extract::State<Health>) -> Response {
    let (code, body) = match health.status() {
        ServingStatus::Serving => (StatusCode::OK, r#"{"status":"SERVING"}"#),
        _ => (StatusCode::SERVICE_UNAVAILABLE, r#"{"status":"NOT_SERVING"}"#),
    };
    (code, [(header::CONTENT_TYPE, "application/json")], body).into_response()
}

fn is_grpc(request: &Request) -> bool {
    request
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|value| value.to_str().ok())
        .is_some_and(|value| value.starts_with("application/grpc"))
}

/// Gives tonic's own refusals (an unknown method of a known service, a message that does not
/// decode or is over 64 KiB) the ErrorInfo every refusal of ours carries. They are trailers-only
/// answers without `grpc-status-details-bin`; a handler's refusal always has details.
async fn reason_for_tonic_refusals(request: Request, next: Next) -> Response {
    let mut response = next.run(request).await;
    let headers = response.headers();
    let Some(code) = headers.get("grpc-status").and_then(|v| v.to_str().ok()).and_then(|v| v.parse::<i32>().ok())
    else {
        return response;
    };
    if code == 0 || headers.contains_key("grpc-status-details-bin") {
        return response;
    }
    let code = tonic::Code::from(code);
    let reason = match code {
        tonic::Code::Unimplemented => Reason::UnknownMethod,
        tonic::Code::InvalidArgument => Reason::InvalidRequest,
        tonic::Code::OutOfRange | tonic::Code::ResourceExhausted => Reason::RequestTooLarge,
        _ => Reason::Internal,
    };
    let message = headers
        .get("grpc-message")
        .map(|v| percent_encoding::percent_decode(v.as_bytes()).decode_utf8_lossy().into_owned())
        .unwrap_or_default();
    let status = crate::error::status_with_reason(code, reason, words!("request-not-read", detail = message));
    if let Ok(details) =
        HeaderValue::from_bytes(base64::engine::general_purpose::STANDARD_NO_PAD.encode(status.details()).as_bytes())
    {
        response.headers_mut().insert("grpc-status-details-bin", details);
    }
    response
}

/// How long a refusal waits for the rest of a request's body ([`drain_unread_body`]): a client
/// sends its body right after its headers.
const DRAIN_TIMEOUT: std::time::Duration = std::time::Duration::from_secs(2);

/// Reads and drops what the client is still sending of a refused request's body (up to
/// [`MAX_REQUEST_BYTES`], for at most [`DRAIN_TIMEOUT`]). Answering HTTP/1.1 without reading the
/// body makes hyper close the connection with the body's bytes unread, which the kernel turns
/// into a reset: the client, still writing, loses the answer and reports `write EPIPE` instead
/// of the refusal (connect-node over grpc-web, 12 times in 16).
pub(crate) async fn drain_unread_body(body: Body) {
    let _ = tokio::time::timeout(DRAIN_TIMEOUT, axum::body::to_bytes(body, MAX_REQUEST_BYTES)).await;
}

fn unknown_grpc_method() -> Response {
    crate::error::status_with_reason(tonic::Code::Unimplemented, Reason::UnknownMethod, words!("unknown-method"))
        .into_http::<Body>()
}

/// Gzip for REST answers above [`COMPRESS_REST_ABOVE_BYTES`] when the client accepts it.
fn rest_compression() -> CompressionLayer<impl tower_http::compression::Predicate> {
    CompressionLayer::new().compress_when(DefaultPredicate::new().and(SizeAbove::new(COMPRESS_REST_ABOVE_BYTES)))
}

/// The built web app: files as they are, any other non-API path gets index.html so that the
/// app's router can show the page (or its own not-found page). The build writes brotli and gzip
/// copies beside each file (`x.js.br`, `x.js.gz`), served to browsers that accept them.
async fn web_app(web_dir: &Path, request: Request) -> Response {
    let path = request.uri().path();
    if web_headers::names_dotfile(path) {
        return (StatusCode::NOT_FOUND, "Not found").into_response();
    }
    let hashed = path.starts_with(HASHED_ASSETS);
    let index = web_dir.join("index.html");
    if !index.is_file() {
        return (
            StatusCode::NOT_FOUND,
            "The web app is not built. Run `npm run build` in web/ (the README's run command does), or use the API under /api.",
        )
            .into_response();
    }
    let index = ServeFile::new(index).precompressed_br().precompressed_gzip();
    let files = ServeDir::new(web_dir).precompressed_br().precompressed_gzip();
    let mut response = if hashed {
        // A hashed file that is not there (an old page asking for a chunk replaced since) is a
        // plain 404: index.html in its place would fail as a script and be cached for a year.
        files.oneshot(request).await.into_response()
    } else {
        files.fallback(index).oneshot(request).await.into_response()
    };
    // Hashed assets never change; index.html and the few unhashed files (the icon) must always
    // be revalidated.
    let cache =
        if hashed && response.status().is_success() { "public, max-age=31536000, immutable" } else { "no-cache" };
    let headers = response.headers_mut();
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static(cache));
    // Caches between us and the browser must keep the brotli, gzip and plain copies apart.
    headers.append(header::VARY, HeaderValue::from_static("accept-encoding"));
    response
}

fn cors(origins: &[String]) -> anyhow::Result<CorsLayer> {
    let origins = origins
        .iter()
        .map(|origin| HeaderValue::from_str(origin).map_err(|_| anyhow::anyhow!("bad CORS origin {origin:?}")))
        .collect::<anyhow::Result<Vec<_>>>()?;
    // A predicate over one shared list: axum clones the layers for every request, and
    // `AllowOrigin::list` would copy the list each time. The matching origin is echoed, as a
    // list does.
    let origins: Arc<[HeaderValue]> = origins.into();
    Ok(CorsLayer::new()
        .allow_origin(AllowOrigin::predicate(move |origin, _| origins.contains(origin)))
        .allow_methods([Method::GET, Method::POST, Method::PATCH, Method::DELETE, Method::OPTIONS])
        .allow_headers([
            header::AUTHORIZATION,
            header::CONTENT_TYPE,
            "x-grpc-web".parse()?,
            "x-user-agent".parse()?,
            "grpc-timeout".parse()?,
            SERVER_TIMEOUT_HEADER.parse()?,
        ])
        .expose_headers([
            "grpc-status".parse()?,
            "grpc-message".parse()?,
            "grpc-status-details-bin".parse()?,
            TOKEN_HEADER.parse()?,
            header::RETRY_AFTER,
        ])
        .max_age(std::time::Duration::from_secs(600)))
}

/// Tells handlers the client's address key (see [`limits::address_key`]) through a header no
/// client can forge: any copy the client sent is replaced. X-Forwarded-For counts only from the
/// trusted proxies.
async fn client_address(
    axum::extract::State(proxies): axum::extract::State<Arc<TrustedProxies>>,
    mut request: Request,
    next: Next,
) -> Response {
    // Every X-Forwarded-For line, in order, as one list (RFC 9110 5.3): a proxy may add its own
    // line instead of appending to the client's.
    let lines: Vec<&str> =
        request.headers().get_all("x-forwarded-for").iter().filter_map(|value| value.to_str().ok()).collect();
    let joined = lines.join(",");
    let forwarded = (!lines.is_empty()).then_some(joined.as_str());
    let client = request
        .extensions()
        .get::<ConnectInfo<SocketAddr>>()
        .map(|info| limits::address_key(proxies.client(info.0.ip(), forwarded)));
    let headers = request.headers_mut();
    headers.remove(CLIENT_ADDRESS_HEADER);
    if let Some(address) = client.and_then(|a| HeaderValue::from_str(&a).ok()) {
        headers.insert(CLIENT_ADDRESS_HEADER, address);
    }
    next.run(request).await
}

/// One log line per request: protocol, method, path, status and latency. Never headers or
/// bodies, so no password or token reaches the logs.
async fn log_request(request: Request, next: Next) -> Response {
    let started = Instant::now();
    let method = request.method().clone();
    let path = request.uri().path().to_owned();
    let protocol = crate::telemetry::protocol(&request);
    let response = next.run(request).await;
    let latency_ms = started.elapsed().as_secs_f64() * 1000.0;
    let status = response.status().as_u16();
    // Unary gRPC errors are trailers-only, with grpc-status among the headers; success puts
    // OK in the trailers.
    let grpc_status = response.headers().get("grpc-status").and_then(|v| v.to_str().ok()).unwrap_or("0");
    if protocol.starts_with("grpc") {
        tracing::info!(protocol, %method, path, status, grpc_status, latency_ms, "request");
    } else {
        tracing::info!(protocol, %method, path, status, latency_ms, "request");
    }
    response
}
