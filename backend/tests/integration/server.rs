//! The one port: health, reflection, unknown paths, the web app, security headers and CORS.

use crate::common::{Options, TestApp};
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
        "ndoto.v1.ModerationService",
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
    // Signed in: without a token the auth layer refuses them first (see auth_layer.rs).
    let app = TestApp::start().await;
    let (token, _) = app.signed_in_child("Amani", 7).await;
    let (status, body) = app.rest("GET", "/api/no/such/thing", Some(&token), None).await;
    assert_eq!(status, 404);
    assert_eq!(body["code"], 5);
    let (status, body) = app.rest("DELETE", "/api/auth/child/signin", Some(&token), None).await;
    assert_eq!((status, body["code"].clone()), (405, json!(12)), "a known path with another verb says which it has");

    let web: Result<v1::ChildSignInResponse, _> =
        app.grpc_web("/ndoto.v1.AuthService/NoSuchMethod", Some(&token), &v1::ChildSignInRequest::default()).await;
    assert_eq!(web.unwrap_err().0, Code::Unimplemented);

    let mut grpc = tonic::client::Grpc::new(app.channel().await);
    grpc.ready().await.unwrap();
    let error = grpc
        .unary::<_, v1::ChildSignInResponse, _>(
            crate::common::with_token(v1::ChildSignInRequest::default(), &token),
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
    // Native gRPC clients are no browsers: no browser headers in their metadata.
    let refused = ndoto::api::v1::student_service_client::StudentServiceClient::new(app.channel().await)
        .get_dashboard(ndoto::api::v1::GetDashboardRequest {})
        .await
        .unwrap_err();
    assert_eq!(refused.code(), tonic::Code::Unauthenticated);
    for browser_header in ["content-security-policy", "x-frame-options", "permissions-policy"] {
        assert!(refused.metadata().get(browser_header).is_none(), "{browser_header} over gRPC");
    }

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
    // What the server speaks, no more (issue 27, item 9): deadlines yes, Connect only at the edge.
    let headers = allowed.headers()["access-control-allow-headers"].to_str().unwrap().to_lowercase();
    assert!(headers.contains("grpc-timeout") && headers.contains("x-server-timeout"), "{headers}");
    assert!(!headers.contains("connect-protocol-version"), "{headers}");

    // The REST API's own methods pass a preflight (issue 26, item 6), and a limit's Retry-After
    // is readable by the page.
    for method in ["PATCH", "DELETE"] {
        let allowed = app
            .http
            .request(reqwest::Method::OPTIONS, app.url("/api/parent/children/x"))
            .header("origin", "http://localhost:5173")
            .header("access-control-request-method", method)
            .header("access-control-request-headers", "content-type,authorization")
            .send()
            .await
            .unwrap();
        assert!(allowed.status().is_success(), "{method}");
        let methods = allowed.headers()["access-control-allow-methods"].to_str().unwrap().to_owned();
        assert!(methods.contains(method), "{method}: {methods}");
    }
    let answer = app
        .http
        .post(app.url("/api/auth/child/signin"))
        .header("origin", "http://localhost:5173")
        .json(&serde_json::json!({"firstName": "Nobody", "password": "x"}))
        .send()
        .await
        .unwrap();
    let exposed = answer.headers()["access-control-expose-headers"].to_str().unwrap().to_lowercase();
    assert!(exposed.contains("retry-after"), "{exposed}");
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

    // Just under the limit is read (and answered by the field's own limit).
    let fits = v1::ChildSignInRequest { first_name: "Amani".into(), password: "x".repeat(60 * 1024) };
    let error = AuthServiceClient::new(app.channel().await).child_sign_in(fits).await.unwrap_err();
    assert_eq!(error.code(), Code::InvalidArgument, "{error:?}");
    assert!(error.message().starts_with("password must be at most 128 characters"), "{error:?}");
}

/// A built app with brotli and gzip copies beside its files, as `npm run build` writes them.
fn precompressed_web_app() -> tempfile::TempDir {
    let web = tempfile::tempdir().unwrap();
    let write = |path: &str, body: &[u8]| std::fs::write(web.path().join(path), body).unwrap();
    std::fs::create_dir(web.path().join("assets")).unwrap();
    write(
        "index.html",
        b"<!doctype html><script>document.documentElement.className='dark'</script><div id=root></div>",
    );
    write("index.html.gz", &gzip(b"<!doctype html><div id=root>gzipped</div>"));
    write("index.html.br", b"brotli index");
    write("assets/app-1234.js", b"console.log('plain')");
    write("assets/app-1234.js.gz", &gzip(b"console.log('gzipped')"));
    write("assets/app-1234.js.br", b"brotli bytes");
    write("favicon.svg", b"<svg/>");
    web
}

fn gzip(bytes: &[u8]) -> Vec<u8> {
    use std::io::Write as _;
    let mut encoder = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::best());
    encoder.write_all(bytes).unwrap();
    encoder.finish().unwrap()
}

fn gunzip(bytes: &[u8]) -> String {
    use std::io::Read as _;
    let mut text = String::new();
    flate2::read::GzDecoder::new(bytes).read_to_string(&mut text).unwrap();
    text
}

#[tokio::test]
async fn the_web_app_is_served_precompressed_by_accept_encoding_with_its_caching() {
    let web = precompressed_web_app();
    let app = TestApp::start_with(Options { web_dir: web.path().to_path_buf(), ..Options::default() }).await;
    let get = async |path: &str, accept: Option<&str>| {
        let mut request = app.http.get(app.url(path));
        if let Some(accept) = accept {
            request = request.header("accept-encoding", accept);
        }
        let response = request.send().await.unwrap();
        let headers = response.headers().clone();
        (response.status(), headers, response.bytes().await.unwrap())
    };
    let encoding = |headers: &reqwest::header::HeaderMap| {
        headers.get("content-encoding").map(|value| value.to_str().unwrap().to_owned())
    };

    // A hashed asset: brotli when accepted (preferred over gzip), else gzip, else as it is.
    for (accept, expected, body) in [
        (Some("gzip, deflate, br"), Some("br"), "brotli bytes".to_owned()),
        (Some("br;q=0.5, gzip"), Some("gzip"), gzip(b"console.log('gzipped')").iter().map(|&b| b as char).collect()),
        (Some("gzip"), Some("gzip"), gzip(b"console.log('gzipped')").iter().map(|&b| b as char).collect()),
        (None, None, "console.log('plain')".to_owned()),
        (Some("identity"), None, "console.log('plain')".to_owned()),
    ] {
        let (status, headers, bytes) = get("/assets/app-1234.js", accept).await;
        assert_eq!(status, 200, "{accept:?}");
        assert_eq!(encoding(&headers).as_deref(), expected, "{accept:?}");
        assert_eq!(bytes.iter().map(|&b| b as char).collect::<String>(), body, "{accept:?}");
        assert!(headers["content-type"].to_str().unwrap().starts_with("text/javascript"), "{accept:?}");
        assert_eq!(headers["cache-control"], "public, max-age=31536000, immutable", "{accept:?}");
        assert!(headers.get_all("vary").iter().any(|v| v.to_str().unwrap().to_lowercase().contains("accept-encoding")));
    }
    let (_, _, bytes) = get("/assets/app-1234.js", Some("gzip")).await;
    assert_eq!(gunzip(&bytes), "console.log('gzipped')");

    // index.html, as itself or as the fallback of any app route, precompressed and never cached.
    for path in ["/", "/home", "/community/42"] {
        let (status, headers, bytes) = get(path, Some("gzip")).await;
        assert_eq!((status.as_u16(), encoding(&headers).as_deref()), (200, Some("gzip")), "{path}");
        assert!(headers["content-type"].to_str().unwrap().starts_with("text/html"), "{path}");
        assert_eq!(headers["cache-control"], "no-cache", "{path}");
        assert!(gunzip(&bytes).contains("gzipped"), "{path}");
        let (status, headers, bytes) = get(path, None).await;
        assert_eq!((status.as_u16(), encoding(&headers)), (200, None), "{path}");
        assert_eq!(headers["cache-control"], "no-cache", "{path}");
        assert!(String::from_utf8_lossy(&bytes).contains("className='dark'"), "{path}");
    }
    // An unhashed file is revalidated; a hashed file that is not there is a 404, not index.html.
    let (status, headers, _) = get("/favicon.svg", None).await;
    assert_eq!((status.as_u16(), headers["cache-control"].to_str().unwrap()), (200, "no-cache"));
    let (status, headers, _) = get("/assets/gone-5678.js", Some("gzip")).await;
    assert_eq!(status, 404);
    assert_eq!(headers["cache-control"], "no-cache");

    // The inline script of the served index.html may run, by its hash and nothing wider.
    let (_, headers, _) = get("/", None).await;
    let csp = headers["content-security-policy"].to_str().unwrap();
    // `printf %s "document.documentElement.className='dark'" | openssl sha256 -binary | base64`
    assert!(csp.contains("script-src 'self' 'sha256-VTlFXC39VvmSZF4cjI0yoQ99j0fJhr+/G4kjQc1jHOk=';"), "{csp}");
    assert!(!csp.contains("script-src 'self' 'unsafe-inline'"), "{csp}");
}

#[tokio::test]
async fn rest_json_is_gzipped_above_a_small_size_and_grpc_is_not() {
    let app = TestApp::start().await;
    let (token, _) = app.signed_in_child("Amani", 7).await;
    let get = async |path: &str, accept: Option<&str>| {
        let mut request = app.http.get(app.url(path)).bearer_auth(&token);
        if let Some(accept) = accept {
            request = request.header("accept-encoding", accept);
        }
        let response = request.send().await.unwrap();
        let headers = response.headers().clone();
        (response.status(), headers, response.bytes().await.unwrap())
    };

    for path in ["/api/resources", "/api/openapi.json"] {
        let (status, headers, bytes) = get(path, Some("gzip, deflate, br")).await;
        assert_eq!(status, 200, "{path}");
        assert_eq!(headers["content-encoding"], "gzip", "{path}");
        assert!(headers["vary"].to_str().unwrap().contains("accept-encoding"), "{path}");
        let json: serde_json::Value = serde_json::from_str(&gunzip(&bytes)).unwrap();
        let (_, _, plain) = get(path, None).await;
        assert!(plain.len() > 1024 && bytes.len() < plain.len() / 2, "{path}: {} of {}", bytes.len(), plain.len());
        assert_eq!(json, serde_json::from_slice::<serde_json::Value>(&plain).unwrap(), "{path}");
    }
    // Without Accept-Encoding, and for small answers, the JSON is sent as it is.
    let (_, headers, _) = get("/api/resources", None).await;
    assert!(headers.get("content-encoding").is_none());
    let (status, headers, bytes) = get("/api/student/dashboard/communities/999999", Some("gzip")).await;
    assert!(bytes.len() < 1024 && status.is_client_error(), "{status}");
    assert!(headers.get("content-encoding").is_none());
    assert!(serde_json::from_slice::<serde_json::Value>(&bytes).is_ok());

    // grpc-web answers keep their own framing, whatever the client accepts.
    let grpc = app
        .http
        .post(app.url("/ndoto.v1.StudentService/ListResources"))
        .bearer_auth(&token)
        .header("content-type", "application/grpc-web+proto")
        .header("accept-encoding", "gzip")
        .body(vec![0u8, 0, 0, 0, 0])
        .send()
        .await
        .unwrap();
    assert_eq!(grpc.status(), 200);
    assert!(grpc.headers().get("content-encoding").is_none());
}
