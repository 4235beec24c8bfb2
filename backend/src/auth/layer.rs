//! The one deny-by-default auth layer over the whole router (outside grpc-web and the REST
//! fallback): every request needs a valid bearer token of a current session, except the public
//! ones listed here. It loads the caller's account once ([`account::SignedIn`]: a child with their
//! settings) and hands it to the handlers, which check the role ([`caller`]) and read the account
//! ([`child`], [`parent`]) instead of the tables. A refusal is UNAUTHENTICATED in the request's own protocol: a gRPC status,
//! a grpc-web trailer, or HTTP 401 with the JSON body of every REST error.
//!
//! Public: the RPCs in [`PUBLIC_METHODS`] (over gRPC, grpc-web and their REST routes), the
//! services in [`PUBLIC_SERVICES`] (health and reflection), the [`PUBLIC_DOCUMENTS`], and `GET`/`HEAD` of every path that
//! is neither under `/api` nor a gRPC path (the web app's files and `/healthz`). Everything else,
//! an unknown method or path included, needs a token: a new RPC cannot ship open.
//!
//! Sessions end: a token carries its account's session version, which sign-out, a password
//! change or reset bump, and which this layer compares with the account's on every call, read
//! with the account; a removed account has none. The account is this replica's copy, which every
//! replica drops the moment the account changes (`crate::cache`). A token past half its lifetime is renewed:
//! the answer carries a fresh one in the [`TOKEN_HEADER`] response header.

use crate::error::Reason;
use std::{
    collections::{HashMap, HashSet},
    future::Future,
    sync::Arc,
};

use super::{Caller, Role, endpoints, token::Session};
use crate::{
    account::{self, ParentAccount, SignedIn, children::ChildAccount},
    error::{AppError, AppResult},
    i18n::Language,
    settings,
    state::AppState,
    words,
};
use axum::{
    body::Body,
    extract::{Request, State},
    http::{HeaderMap, HeaderValue, Method, header},
    middleware::Next,
    response::Response,
};
use rest_over_grpc::{handling, transcoding::HttpResponse};

/// The response header carrying a renewed token, which clients store in place of theirs.
pub const TOKEN_HEADER: &str = "x-ndoto-token";

/// The RPCs anyone may call without a token.
pub const PUBLIC_METHODS: &[&str] = &[
    "ndoto.v1.AuthService.ChildSignIn",
    "ndoto.v1.AuthService.ParentSignUp",
    "ndoto.v1.AuthService.ParentSignIn",
    "ndoto.v1.AuthService.ModeratorSignIn",
];

/// The RPCs a child may call during bedtime or after the daily limit their parent chose: signing
/// out, and reading why everything else is closed. Every other call of a child counts a minute
/// of use and is refused while Ndoto is closed for them (`crate::settings`).
pub const ALWAYS_OPEN_METHODS: &[&str] = &["ndoto.v1.AuthService.SignOut", "ndoto.v1.StudentService.GetMySettings"];

/// API documents anyone may read without a token: the REST API's OpenAPI description.
pub const PUBLIC_DOCUMENTS: &[&str] = &["/api/openapi.json"];

/// The services anyone may call without a token: gRPC health (load balancers) and reflection
/// (`grpcurl list`).
pub const PUBLIC_SERVICES: &[&str] =
    &["grpc.health.v1.Health", "grpc.reflection.v1.ServerReflection", "grpc.reflection.v1alpha.ServerReflection"];

/// A request's caller and their account, as the layer loaded them: in the request's extensions
/// for gRPC and grpc-web, and in [`REST_CALLER`] while the REST transcoder runs the handler.
#[derive(Clone, Debug)]
pub(crate) struct Signed {
    caller: Caller,
    account: SignedIn,
}

tokio::task_local! {
    /// The REST transcoder builds each gRPC request from the HTTP headers alone, without the
    /// extensions; it runs the handler in the serving task, where this carries the account.
    static REST_CALLER: Option<Signed>;
}

/// The auth layer's state: the token keys and the pool, and which requests are public. Cloned
/// for every request (axum's `from_fn_with_state`): the route tables are built once and shared.
#[derive(Clone)]
pub struct Gate {
    state: AppState,
    public: Arc<Methods>,
    always_open: Arc<Methods>,
}

/// Some RPCs by their gRPC paths and REST routes (routes without variables, by method), looked
/// up without allocating.
#[derive(Clone, Default)]
struct Methods {
    grpc_paths: HashSet<String>,
    rest_routes: HashMap<Method, HashSet<String>>,
}

impl Methods {
    /// The named methods of the API; fails when one is not in it or has a route with variables.
    fn named(endpoints: &[endpoints::Endpoint], names: &[&str]) -> anyhow::Result<Self> {
        let mut methods = Self::default();
        for name in names {
            let endpoint = endpoints
                .iter()
                .find(|endpoint| endpoint.full_name == *name)
                .ok_or_else(|| anyhow::anyhow!("method {name} is not in the API"))?;
            methods.grpc_paths.insert(endpoint.grpc_path.clone());
            for route in &endpoint.rest {
                anyhow::ensure!(!route.has_variables(), "route {} has variables", route.template);
                methods.rest_routes.entry(route.method.clone()).or_default().insert(route.template.clone());
            }
        }
        Ok(methods)
    }

    fn has_grpc_path(&self, path: &str) -> bool {
        self.grpc_paths.contains(path)
    }

    fn has_rest_route(&self, method: &Method, path: &str) -> bool {
        self.rest_routes.get(method).is_some_and(|paths| paths.contains(path))
    }
}

impl Gate {
    /// The gate for the API in the descriptor set; fails when a public method is not in it.
    pub fn new(state: AppState) -> anyhow::Result<Self> {
        let endpoints = endpoints::endpoints()?;
        let public = Arc::new(Methods::named(&endpoints, PUBLIC_METHODS)?);
        let always_open = Arc::new(Methods::named(&endpoints, ALWAYS_OPEN_METHODS)?);
        Ok(Self { state, public, always_open })
    }

    /// Whether a child's request is subject to bedtime and the daily limit.
    fn under_time_rules(&self, method: &Method, path: &str) -> bool {
        !(self.always_open.has_grpc_path(path) || self.always_open.has_rest_route(method, path))
    }

    /// Whether a request needs a token (deny by default).
    fn needs_token(&self, method: &Method, path: &str, headers: &HeaderMap) -> bool {
        if path == "/api" || path.starts_with("/api/") {
            if (method == Method::GET || method == Method::HEAD) && PUBLIC_DOCUMENTS.contains(&path) {
                return false;
            }
            return !self.public.has_rest_route(method, path);
        }
        if let Some(service) = grpc_service(path) {
            return !(PUBLIC_SERVICES.contains(&service) || self.public.has_grpc_path(path));
        }
        if Protocol::of(headers) != Protocol::Json {
            return true;
        }
        // The web app's files and /healthz, which only read.
        !(method == Method::GET || method == Method::HEAD)
    }

    /// The session of the request's token, if it is still its account's current one, with the
    /// account.
    async fn session(&self, headers: &HeaderMap) -> AppResult<(Session, SignedIn)> {
        let session = self.state.tokens.verify(headers)?;
        let (version, account) = self.account(session).await?;
        if version != session.version {
            return Err(AppError::Unauthenticated(Reason::SessionEnded, words!("session-ended")));
        }
        Ok((session, account))
    }

    /// A child's request `under_time_rules` is refused during bedtime or past the daily limit,
    /// and otherwise counts towards the day's minutes.
    async fn check_time_rules(&self, account: &SignedIn, under_time_rules: bool) -> AppResult<()> {
        if under_time_rules && let SignedIn::Child(child) = account {
            settings::check_open(&self.state, child.id, &child.settings, true).await?;
        }
        Ok(())
    }

    /// The session's account with its current session version: this replica's copy (`crate::cache`),
    /// or the database's (then copied until the account changes).
    async fn account(&self, session: Session) -> AppResult<(i32, SignedIn)> {
        let copies = &self.state.caches.accounts;
        let epoch = copies.epoch();
        // A token newer than the copy was issued after a change this replica has yet to hear of.
        if let Some(copy) = copies.get(&session.caller).filter(|(version, _)| *version >= session.version) {
            return Ok(copy);
        }
        let mut conn = self.state.db().await?;
        let found = account::of_session(&mut conn, session.caller).await?.ok_or(AppError::AccountGone)?;
        copies.put(session.caller, found.clone(), epoch);
        Ok(found)
    }

    /// A fresh token for the session when it is past half its lifetime.
    fn renewal(&self, session: &Session) -> Option<HeaderValue> {
        if !session.needs_renewal(jsonwebtoken::get_current_timestamp()) {
            return None;
        }
        match self.state.tokens.renew(session, jsonwebtoken::get_current_timestamp()) {
            Ok(token) => HeaderValue::from_str(&token?).ok(),
            Err(error) => {
                tracing::error!(%error, "cannot renew a token");
                None
            }
        }
    }
}

/// The service of a gRPC path, `/package.Service/Method`.
pub(crate) fn grpc_service(path: &str) -> Option<&str> {
    let (service, method) = path.strip_prefix('/')?.split_once('/')?;
    (service.contains('.') && !service.starts_with('.') && !method.is_empty() && !method.contains('/'))
        .then_some(service)
}

/// The protocol a refusal is answered in, by the request's content type.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Protocol {
    Grpc,
    GrpcWeb,
    Json,
}

impl Protocol {
    fn of(headers: &HeaderMap) -> Self {
        match headers.get(header::CONTENT_TYPE).map(HeaderValue::as_bytes) {
            Some(t) if t.starts_with(b"application/grpc-web") => Protocol::GrpcWeb,
            Some(t) if t.starts_with(b"application/grpc") => Protocol::Grpc,
            _ => Protocol::Json,
        }
    }
}

/// The layer: lets public requests through, and others only with the token of a current
/// session, whose caller it puts in the extensions.
pub async fn authenticate(State(gate): State<Gate>, mut request: Request, next: Next) -> Response {
    request.extensions_mut().remove::<Signed>();
    if !gate.needs_token(request.method(), request.uri().path(), request.headers()) {
        return next.run(request).await;
    }
    let under_time_rules = gate.under_time_rules(request.method(), request.uri().path());
    let (session, account) = match gate.session(request.headers()).await {
        Ok(signed) => signed,
        Err(error) => return refuse_request(request, error).await,
    };
    // From here on the caller reads their account's language (the browser's is the default,
    // which the outer layer set: `i18n::by_accept_language`).
    let language = account.language().unwrap_or_else(Language::of_caller);
    if let Err(error) = gate.check_time_rules(&account, under_time_rules).await {
        return language.serve(refuse_request(request, error)).await;
    }
    request.extensions_mut().insert(Signed { caller: session.caller, account });
    let mut response = language.serve(next.run(request)).await;
    if let Some(token) = gate.renewal(&session) {
        response.headers_mut().insert(TOKEN_HEADER, token);
    }
    response
}

/// The refusal of `request`, after reading what the client still sends of it.
async fn refuse_request(request: Request, error: AppError) -> Response {
    let (parts, body) = request.into_parts();
    crate::server::drain_unread_body(body).await;
    refuse(&parts.headers, error)
}

/// The refusal in the request's protocol.
fn refuse(headers: &HeaderMap, error: AppError) -> Response {
    let status = tonic::Status::from(error);
    match Protocol::of(headers) {
        Protocol::Grpc => status.into_http::<Body>(),
        Protocol::GrpcWeb => {
            // Trailers-only, as tonic-web answers an error before any message.
            let mut response = status.into_http::<Body>();
            if let Some(content_type) = headers.get(header::CONTENT_TYPE) {
                response.headers_mut().insert(header::CONTENT_TYPE, content_type.clone());
            }
            response
        }
        Protocol::Json => {
            // The HTTP status as the transcoder maps the code; the body and Retry-After as a
            // handler's error gets them (`rest_errors`), so that bedtime tells its reason.
            let code = handling::Code::from_i32(status.code() as i32).unwrap_or(handling::Code::Unknown);
            let mut response =
                HttpResponse::from_status(&handling::Status::new(code, status.message())).into_http().map(Body::from);
            *response.body_mut() = Body::from(crate::rest_errors::body_with_details(&status).to_string());
            response.headers_mut().remove(header::CONTENT_LENGTH);
            if let Some(seconds) = crate::rest_errors::retry_after(&status) {
                response.headers_mut().insert(header::RETRY_AFTER, seconds.into());
            }
            response
        }
    }
}

/// The caller and account the layer loaded for `request`, to hand to the REST transcoder.
pub(crate) fn loaded(request: &Request) -> Option<Signed> {
    request.extensions().get::<Signed>().cloned()
}

/// Runs the REST transcoder's `work` with the caller and account the layer loaded (see
/// [`loaded`]), which the handler reads as a gRPC request's from its extensions.
pub(crate) async fn with_rest_caller<F: Future>(loaded: Option<Signed>, work: F) -> F::Output {
    REST_CALLER.scope(loaded, work).await
}

/// The caller of a request that the auth layer let through, who must be signed in with `role`
/// (another role is PERMISSION_DENIED). Handlers check nothing else about authentication.
pub(crate) fn caller<T>(request: &tonic::Request<T>, role: Role) -> AppResult<Caller> {
    signed_in(request)?.require(role)
}

/// The caller of a request that the auth layer let through, in any role.
pub(crate) fn signed_in<T>(request: &tonic::Request<T>) -> AppResult<Caller> {
    Ok(signed(request)?.caller)
}

/// The signed-in child's account, loaded with their settings; another role is
/// PERMISSION_DENIED.
pub(crate) fn child<T>(request: &tonic::Request<T>) -> AppResult<Arc<ChildAccount>> {
    let signed = signed(request)?;
    signed.caller.require(Role::Child)?;
    match signed.account {
        SignedIn::Child(child) => Ok(child),
        _ => Err(AppError::Internal(anyhow::anyhow!("a child's session without a child's account"))),
    }
}

/// The signed-in parent's account, with the consent they gave; another role is
/// PERMISSION_DENIED.
pub(crate) fn parent<T>(request: &tonic::Request<T>) -> AppResult<Arc<ParentAccount>> {
    let signed = signed(request)?;
    signed.caller.require(Role::Parent)?;
    match signed.account {
        SignedIn::Parent(parent) => Ok(parent),
        _ => Err(AppError::Internal(anyhow::anyhow!("a parent's session without a parent's account"))),
    }
}

/// What the layer loaded for the request: from its extensions (gRPC, grpc-web), or from the REST
/// transcoder's task.
fn signed<T>(request: &tonic::Request<T>) -> AppResult<Signed> {
    request
        .extensions()
        .get::<Signed>()
        .cloned()
        .or_else(|| REST_CALLER.try_with(Clone::clone).ok().flatten())
        .ok_or_else(|| AppError::Unauthenticated(Reason::TokenMissing, words!("sign-in-first")))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn grpc_paths_name_a_packaged_service() {
        assert_eq!(grpc_service("/ndoto.v1.StudentService/GetDashboard"), Some("ndoto.v1.StudentService"));
        assert_eq!(grpc_service("/grpc.health.v1.Health/Check"), Some("grpc.health.v1.Health"));
        for path in ["/", "/home", "/community/42", "/assets/app-1.js", "/.well-known/x", "/a.b/c/d", "/a.b/"] {
            assert_eq!(grpc_service(path), None, "{path}");
        }
    }

    #[tokio::test]
    async fn the_rest_transcoder_hands_the_loaded_account_to_the_handler() {
        let caller_in = Caller { id: uuid::Uuid::new_v4(), role: Role::Parent };
        let mut request = Request::new(Body::empty());
        request.extensions_mut().insert(Signed { caller: caller_in, account: SignedIn::Moderator });
        // The transcoder's request carries headers only, as rest_over_grpc builds it.
        let handler =
            async { (caller(&tonic::Request::new(()), Role::Parent).ok(), signed_in(&tonic::Request::new(())).ok()) };
        assert_eq!(with_rest_caller(loaded(&request), handler).await, (Some(caller_in), Some(caller_in)));
        let refused = with_rest_caller(loaded(&request), async { caller(&tonic::Request::new(()), Role::Child) }).await;
        assert!(matches!(refused, Err(AppError::PermissionDenied(..))));
        // Outside the transcoder, and for a request the layer did not load, there is no caller.
        assert!(matches!(signed_in(&tonic::Request::new(())), Err(AppError::Unauthenticated(..))));
        let unloaded = Request::new(Body::empty());
        let outside = with_rest_caller(loaded(&unloaded), async { signed_in(&tonic::Request::new(())).is_err() }).await;
        assert!(outside);
    }
}
