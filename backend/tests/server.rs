//! The one port: health, reflection, unknown paths, the web app, security headers and CORS.

mod common;

use common::{Options, TestApp};
use ndoto::api::v1::{self, auth_service_client::AuthServiceClient};
use serde_json::json;
use tokio_stream::StreamExt;
use tonic::Code;

#[tokio::test]
async fn healthz_and_grpc_health_say_serving() {
    let app = TestApp::start().await;
    let (status, body) = app.rest("GET", "/healthz", None, None).await;
    assert_eq!((status, body), (200, json!({"status": "SERVING"})));

    let mut health = tonic_health::pb::health_client::HealthClient::new(app.channel().await);
    let answer = health.check(tonic_health::pb::HealthCheckRequest { service: String::new() }).await.unwrap();
    assert_eq!(answer.into_inner().status(), tonic_health::pb::health_check_response::ServingStatus::Serving);
}

#[tokio::test]
async fn health_is_not_serving_while_the_database_is_unreachable_and_recovers() {
    use tonic_health::pb::{HealthCheckRequest, health_check_response::ServingStatus, health_client::HealthClient};
    let app = TestApp::start().await;
    let mut health = HealthClient::new(app.channel().await);
    let mut changes = health.watch(HealthCheckRequest { service: String::new() }).await.unwrap().into_inner();
    // The next status the server pushes; the check runs every two seconds.
    let mut next = async || {
        let change = tokio::time::timeout(std::time::Duration::from_secs(30), changes.message()).await;
        change.expect("no health change within 30 s").unwrap().unwrap().status()
    };
    assert_eq!(next().await, ServingStatus::Serving);

    // Down, then back: the Watch stream, Check and /healthz all follow.
    for (reachable, expected, http_status, name) in
        [(false, ServingStatus::NotServing, 503, "NOT_SERVING"), (true, ServingStatus::Serving, 200, "SERVING")]
    {
        app.set_database_reachable(reachable).await;
        assert_eq!(next().await, expected);
        let answer = health.check(HealthCheckRequest { service: String::new() }).await.unwrap();
        assert_eq!(answer.into_inner().status(), expected);
        let (status, body) = app.rest("GET", "/healthz", None, None).await;
        assert_eq!((status, body), (http_status, json!({ "status": name })));
    }
}

#[tokio::test]
async fn reflection_lists_every_service_in_v1_and_v1alpha() {
    let app = TestApp::start().await;
    let expected = [
        "grpc.health.v1.Health",
        "ndoto.v1.AuthService",
        "ndoto.v1.CareerService",
        "ndoto.v1.CommunityService",
        "ndoto.v1.ParentService",
        "ndoto.v1.QuizService",
        "ndoto.v1.StudentService",
        "ndoto.v1.VideoService",
    ];

    use tonic_reflection::pb::{v1, v1alpha};
    let mut client = v1::server_reflection_client::ServerReflectionClient::new(app.channel().await);
    let request = v1::ServerReflectionRequest {
        host: String::new(),
        message_request: Some(v1::server_reflection_request::MessageRequest::ListServices(String::new())),
    };
    let mut answers = client.server_reflection_info(tokio_stream::iter([request])).await.unwrap().into_inner();
    let Some(v1::server_reflection_response::MessageResponse::ListServicesResponse(list)) =
        answers.next().await.unwrap().unwrap().message_response
    else {
        panic!("not a service list")
    };
    let mut names: Vec<String> = list.service.into_iter().map(|s| s.name).collect();
    names.retain(|name| !name.starts_with("grpc.reflection"));
    names.sort();
    assert_eq!(names, expected);

    let mut client = v1alpha::server_reflection_client::ServerReflectionClient::new(app.channel().await);
    let request = v1alpha::ServerReflectionRequest {
        host: String::new(),
        message_request: Some(v1alpha::server_reflection_request::MessageRequest::FileContainingSymbol(
            "ndoto.v1.AuthService".into(),
        )),
    };
    let mut answers = client.server_reflection_info(tokio_stream::iter([request])).await.unwrap().into_inner();
    let answer = answers.next().await.unwrap().unwrap();
    assert!(matches!(
        answer.message_response,
        Some(v1alpha::server_reflection_response::MessageResponse::FileDescriptorResponse(ref files)) if !files.file_descriptor_proto.is_empty()
    ));
}

#[tokio::test]
async fn unknown_api_paths_get_json_404_and_unknown_grpc_methods_unimplemented() {
    // Signed in: without a token the auth layer refuses them first (see tests/auth_layer.rs).
    let app = TestApp::start().await;
    let (token, _) = app.signed_in_child("Amani", 7).await;
    let (status, body) = app.rest("GET", "/api/no/such/thing", Some(&token), None).await;
    assert_eq!(status, 404);
    assert_eq!(body["code"], 5);
    let (status, body) = app.rest("DELETE", "/api/auth/child/signin", Some(&token), None).await;
    assert_eq!((status, body["code"].clone()), (404, json!(5)), "a known path with another verb is no route either");

    let web: Result<v1::ChildSignInResponse, _> =
        app.grpc_web("/ndoto.v1.AuthService/NoSuchMethod", Some(&token), &v1::ChildSignInRequest::default()).await;
    assert_eq!(web.unwrap_err().0, Code::Unimplemented);

    let mut grpc = tonic::client::Grpc::new(app.channel().await);
    grpc.ready().await.unwrap();
    let error = grpc
        .unary::<_, v1::ChildSignInResponse, _>(
            common::with_token(v1::ChildSignInRequest::default(), &token),
            "/ndoto.v1.Nope/Nothing".parse().unwrap(),
            tonic_prost::ProstCodec::default(),
        )
        .await
        .unwrap_err();
    assert_eq!(error.code(), Code::Unimplemented);
    // The real service still answers beside it.
    let signin = AuthServiceClient::new(app.channel().await).child_sign_in(v1::ChildSignInRequest::default()).await;
    assert_eq!(signin.unwrap_err().code(), Code::InvalidArgument);
}

#[tokio::test]
async fn the_web_app_is_served_with_spa_fallback() {
    let web = tempfile::tempdir().unwrap();
    std::fs::write(web.path().join("index.html"), "<!doctype html><div id=root></div>").unwrap();
    std::fs::create_dir(web.path().join("assets")).unwrap();
    std::fs::write(web.path().join("assets/app-1234.js"), "console.log('ndoto')").unwrap();
    let app = TestApp::start_with(Options { web_dir: web.path().to_path_buf(), ..Options::default() }).await;

    for path in ["/", "/home", "/community/42", "/some/unknown/page"] {
        let response = app.http.get(app.url(path)).send().await.unwrap();
        assert_eq!(response.status(), 200, "{path}");
        assert_eq!(response.headers()["cache-control"], "no-cache");
        assert!(response.text().await.unwrap().contains("id=root"), "{path}");
    }
    let response = app.http.get(app.url("/assets/app-1234.js")).send().await.unwrap();
    assert_eq!(response.status(), 200);
    assert!(response.headers()["cache-control"].to_str().unwrap().contains("immutable"));
    assert_eq!(response.text().await.unwrap(), "console.log('ndoto')");
    // API paths never fall back to the app: without a token they are refused, and with one an
    // unknown path is a JSON 404.
    let (status, body) = app.rest("GET", "/api/home", None, None).await;
    assert_eq!((status, body["code"].clone()), (401, json!(16)));
    let (token, _) = app.signed_in_child("Amani", 7).await;
    let (status, body) = app.rest("GET", "/api/home", Some(&token), None).await;
    assert_eq!((status, body["code"].clone()), (404, json!(5)));
}

#[tokio::test]
async fn every_answer_carries_the_security_headers_and_api_answers_are_never_stored() {
    let web = tempfile::tempdir().unwrap();
    std::fs::write(web.path().join("index.html"), "<!doctype html><div id=root></div>").unwrap();
    std::fs::write(web.path().join(".env"), "SECRET=1").unwrap();
    std::fs::create_dir(web.path().join(".git")).unwrap();
    std::fs::write(web.path().join(".git/config"), "[core]").unwrap();
    let app = TestApp::start_with(Options { web_dir: web.path().to_path_buf(), ..Options::default() }).await;

    let signin = json!({"firstName": "Nobody", "password": "not-a-password"});
    let answers = [
        ("/", app.http.get(app.url("/")).send().await.unwrap()),
        ("/home", app.http.get(app.url("/home")).send().await.unwrap()),
        ("/healthz", app.http.get(app.url("/healthz")).send().await.unwrap()),
        (
            "/api/auth/child/signin",
            app.http.post(app.url("/api/auth/child/signin")).json(&signin).send().await.unwrap(),
        ),
    ];
    for (path, response) in &answers {
        let headers = response.headers();
        let csp = headers["content-security-policy"].to_str().unwrap();
        for directive in ["script-src 'self';", "frame-src https://www.youtube-nocookie.com;", "frame-ancestors 'none'"]
        {
            assert!(csp.contains(directive), "{path}: {csp}");
        }
        assert!(!csp.contains("script-src 'self' 'unsafe-inline'"), "{path}: {csp}");
        assert_eq!(headers["x-content-type-options"], "nosniff", "{path}");
        assert_eq!(headers["x-frame-options"], "DENY", "{path}");
        assert_eq!(headers["referrer-policy"], "strict-origin-when-cross-origin", "{path}");
        assert!(headers["permissions-policy"].to_str().unwrap().contains("camera=()"), "{path}");
        let cache = headers["cache-control"].to_str().unwrap();
        let api = path.starts_with("/api/") || *path == "/healthz";
        assert_eq!(cache == "no-store", api, "{path}: cache-control {cache}");
    }
    // gRPC answers (here UNAUTHENTICATED) are not stored either.
    let grpc = app
        .http
        .post(app.url("/ndoto.v1.StudentService/GetDashboard"))
        .header("content-type", "application/grpc-web+proto")
        .body(vec![0u8, 0, 0, 0, 0])
        .send()
        .await
        .unwrap();
    assert_eq!(grpc.headers()["cache-control"], "no-store");

    // Dotfiles are never served, not even as the app's fallback page.
    for path in ["/.env", "/.git/config", "/.well-known/anything"] {
        let response = app.http.get(app.url(path)).send().await.unwrap();
        assert_eq!(response.status(), 404, "{path}");
        assert!(!response.text().await.unwrap().contains("SECRET"), "{path}");
    }
}

#[test]
fn cors_admits_no_origin_unless_configured() {
    use clap::Parser;
    let cli = ndoto::config::Cli::try_parse_from(["ndoto", "serve"]).unwrap();
    let ndoto::config::Command::Serve(args) = cli.command else { panic!("not serve") };
    assert!(args.cors_origins.is_empty(), "{:?}", args.cors_origins);
    let cli =
        ndoto::config::Cli::try_parse_from(["ndoto", "serve", "--cors-origins", "http://localhost:5173"]).unwrap();
    let ndoto::config::Command::Serve(args) = cli.command else { panic!("not serve") };
    assert_eq!(args.cors_origins, ["http://localhost:5173"]);
}

#[tokio::test]
async fn cors_admits_the_configured_dev_origin_only() {
    let app = TestApp::start().await;
    let preflight = |origin: &'static str| {
        app.http
            .request(reqwest::Method::OPTIONS, app.url("/ndoto.v1.AuthService/ChildSignIn"))
            .header("origin", origin)
            .header("access-control-request-method", "POST")
            .header("access-control-request-headers", "content-type,x-grpc-web,authorization")
            .send()
    };
    let allowed = preflight("http://localhost:5173").await.unwrap();
    assert!(allowed.status().is_success());
    assert_eq!(allowed.headers()["access-control-allow-origin"], "http://localhost:5173");
    let refused = preflight("http://evil.example").await.unwrap();
    assert!(refused.headers().get("access-control-allow-origin").is_none());
}

#[tokio::test]
async fn requests_over_64_kib_are_refused_on_every_protocol() {
    let app = TestApp::start().await;
    let huge = "x".repeat(65 * 1024);
    let request = v1::ChildSignInRequest { first_name: "Amani".into(), password: huge.clone() };

    // tonic answers an over-long message OUT_OF_RANGE, naming the limit.
    let error = AuthServiceClient::new(app.channel().await).child_sign_in(request.clone()).await.unwrap_err();
    assert_eq!(error.code(), Code::OutOfRange, "{error:?}");
    assert!(error.message().contains("the limit is: 65536 bytes"), "{error:?}");
    let error = app
        .grpc_web::<_, v1::ChildSignInResponse>("/ndoto.v1.AuthService/ChildSignIn", None, &request)
        .await
        .unwrap_err();
    assert_eq!(error.0, Code::OutOfRange, "{error:?}");
    let response = app
        .http
        .post(app.url("/api/auth/child/signin"))
        .json(&json!({"firstName": "Amani", "password": huge}))
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), 413, "{:?}", response.text().await);

    // Just under the limit is read (and answered as any wrong password).
    let fits = v1::ChildSignInRequest { first_name: "Amani".into(), password: "x".repeat(60 * 1024) };
    let error = AuthServiceClient::new(app.channel().await).child_sign_in(fits).await.unwrap_err();
    assert_eq!(error.code(), Code::Unauthenticated, "{error:?}");
}
