//! The deny-by-default auth layer and sessions that end, over gRPC, grpc-web and REST: every
//! method of the descriptor set that is not public refuses a caller without a valid token, and
//! sign-out, password changes and removal end sessions.

use crate::common::{PASSWORD, SECRET, TestApp, assert_field_violation, with_token};
use ndoto::{
    api::v1::{self, auth_service_client::AuthServiceClient, student_service_client::StudentServiceClient},
    auth::{
        Caller, Role, TOKEN_HEADER,
        endpoints::{self, Endpoint},
        layer::PUBLIC_METHODS,
        token::{CHILD_SESSION_LIMIT, CHILD_TOKEN_LIFETIME, TokenKeys},
    },
};
use serde_json::json;
use tonic::Code;

fn non_public() -> Vec<Endpoint> {
    let endpoints = endpoints::endpoints().unwrap();
    assert!(endpoints.len() >= 20, "the descriptor set lists every RPC: {endpoints:?}");
    endpoints.into_iter().filter(|e| !PUBLIC_METHODS.contains(&e.full_name.as_str())).collect()
}

#[tokio::test]
async fn every_non_public_method_is_unauthenticated_without_a_valid_token_on_every_protocol() {
    let app = TestApp::start().await;
    let (child, _) = app.signed_in_child("Amani", 7).await;
    let mut tampered = child.clone();
    tampered.insert(tampered.len() - 3, 'x');
    let foreign = TokenKeys::new(b"another secret, thirty-two bytes or more")
        .issue(Caller { id: uuid::Uuid::new_v4(), role: Role::Child }, 0)
        .unwrap();
    let endpoints = non_public();
    assert!(endpoints.iter().any(|e| e.full_name == "ndoto.v1.AuthService.SignOut"));
    for token in [None, Some(tampered.as_str()), Some(foreign.as_str()), Some("")] {
        for endpoint in &endpoints {
            let what = format!("{} with {token:?}", endpoint.full_name);
            assert_eq!(app.grpc_code(&endpoint.grpc_path, token).await, Code::Unauthenticated, "gRPC {what}");
            assert_eq!(app.grpc_web_code(&endpoint.grpc_path, token).await, Code::Unauthenticated, "web {what}");
            for route in &endpoint.rest {
                let path = route.path_with("3f1e1ac4-0bd8-4b3f-9a35-1f3f3bb0b0c2");
                let body = (route.method != http::Method::GET).then(|| json!({}));
                let (status, answer) = app.rest(route.method.as_str(), &path, token, body).await;
                assert_eq!(
                    (status, answer["code"].clone()),
                    (401, json!(16)),
                    "REST {} {path}: {answer}",
                    route.method
                );
            }
        }
    }
}

#[tokio::test]
async fn public_methods_health_reflection_and_the_web_app_need_no_token() {
    let app = TestApp::start().await;
    for endpoint in endpoints::endpoints().unwrap().iter().filter(|e| PUBLIC_METHODS.contains(&e.full_name.as_str())) {
        // An empty request reaches the handler, which names the missing field.
        assert_eq!(app.grpc_code(&endpoint.grpc_path, None).await, Code::InvalidArgument, "{}", endpoint.full_name);
        assert_eq!(app.grpc_web_code(&endpoint.grpc_path, None).await, Code::InvalidArgument);
        let (status, _) = app.rest("POST", &endpoint.rest[0].template, None, Some(json!({}))).await;
        assert_eq!(status, 400, "{}", endpoint.full_name);
    }
    assert_eq!(app.grpc_code("/grpc.health.v1.Health/Check", None).await, Code::Ok);
    assert_eq!(app.http.get(app.url("/healthz")).send().await.unwrap().status(), 200);
    // No web app here: the server says how to build it, without asking for a token.
    assert_eq!(app.http.get(app.url("/home")).send().await.unwrap().status(), 404);
}

#[tokio::test]
async fn unknown_methods_and_paths_are_refused_before_anything_else_without_a_token() {
    let app = TestApp::start().await;
    assert_eq!(app.grpc_code("/ndoto.v1.Nope/Nothing", None).await, Code::Unauthenticated);
    assert_eq!(app.grpc_web_code("/ndoto.v1.AuthService/NoSuchMethod", None).await, Code::Unauthenticated);
    for (method, path) in [("GET", "/api/no/such/thing"), ("DELETE", "/api/student/dashboard/x"), ("POST", "/")] {
        let (status, answer) = app.rest(method, path, None, None).await;
        assert_eq!((status, answer["code"].clone()), (401, json!(16)), "{method} {path}");
    }
    // A known REST path under a method it does not answer says which it does (405 with Allow),
    // before any token: that tells nothing the OpenAPI document does not.
    let (status, answer) = app.rest("DELETE", "/api/auth/child/signin", None, None).await;
    assert_eq!((status, answer["code"].clone()), (405, json!(12)));
    // A gRPC path asked for without a gRPC content type is still a gRPC path.
    let response = app.http.post(app.url("/ndoto.v1.StudentService/GetDashboard")).send().await.unwrap();
    assert_eq!(response.status(), 401);
}

#[tokio::test]
async fn a_forged_caller_header_is_ignored() {
    let app = TestApp::start().await;
    let (_, victim) = app.signed_in_child("Baraka", 10).await;
    let (attacker, me) = app.signed_in_child("Zawadi", 14).await;
    let victim_id = victim["user"]["_id"].as_str().unwrap();
    let forged = format!("child:{victim_id}");
    let response =
        app.http.get(app.url("/api/student/dashboard")).header("x-ndoto-caller", &forged).send().await.unwrap();
    assert_eq!(response.status(), 401);
    let answer: serde_json::Value = app
        .http
        .get(app.url("/api/student/dashboard"))
        .bearer_auth(&attacker)
        .header("x-ndoto-caller", &forged)
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(answer["dashboardResponse"]["currentUser"]["firstName"], me["user"]["firstName"], "{answer}");
}

/// The dashboard over the three protocols: its REST status, and the gRPC and grpc-web codes.
async fn dashboard(app: &TestApp, token: &str) -> (u16, Code, Code) {
    let (status, _) = app.rest("GET", "/api/student/dashboard", Some(token), None).await;
    let grpc = StudentServiceClient::new(app.channel().await)
        .get_dashboard(with_token(v1::GetDashboardRequest {}, token))
        .await
        .map_or_else(|status| status.code(), |_| Code::Ok);
    let web = app.grpc_web_code("/ndoto.v1.StudentService/GetDashboard", Some(token)).await;
    (status, grpc, web)
}

const SIGNED_IN: (u16, Code, Code) = (200, Code::Ok, Code::Ok);
const SIGNED_OUT: (u16, Code, Code) = (401, Code::Unauthenticated, Code::Unauthenticated);

#[tokio::test]
async fn sign_out_ends_every_session_of_the_account_only() {
    let app = TestApp::start().await;
    let (phone, _) = app.signed_in_child("Jabari", 17).await;
    let (laptop, _) = app.signed_in_child_again("Jabari").await;
    let (sibling, _) = app.signed_in_child("Amani", 7).await;
    assert_eq!(dashboard(&app, &phone).await, SIGNED_IN);

    let (status, answer) = app.rest("POST", "/api/auth/signout", Some(&phone), Some(json!({}))).await;
    assert_eq!((status, answer), (200, json!({})));
    assert_eq!(dashboard(&app, &phone).await, SIGNED_OUT);
    assert_eq!(dashboard(&app, &laptop).await, SIGNED_OUT);
    assert_eq!(dashboard(&app, &sibling).await, SIGNED_IN);
    let (_, answer) = app.rest("GET", "/api/student/dashboard", Some(&phone), None).await;
    assert!(answer["message"].as_str().unwrap().contains("signed out"), "{answer}");

    // Signing in again starts a new session; a parent signs out over gRPC alike.
    let (again, _) = app.signed_in_child_again("Jabari").await;
    assert_eq!(dashboard(&app, &again).await, SIGNED_IN);
    let parent = app.parent("zuri@example.com").await;
    AuthServiceClient::new(app.channel().await).sign_out(with_token(v1::SignOutRequest {}, &parent)).await.unwrap();
    let (status, _) = app.rest("GET", "/api/parent/children", Some(&parent), None).await;
    assert_eq!(status, 401);
}

#[tokio::test]
async fn a_password_change_needs_the_current_password_and_ends_the_other_sessions() {
    let app = TestApp::start().await;
    let (token, _) = app.signed_in_child("Baraka", 10).await;
    let (other, _) = app.signed_in_child_again("Baraka").await;
    let change = |current: &str, new: &str| json!({"currentPassword": current, "newPassword": new});

    let (status, answer) =
        app.rest("POST", "/api/auth/password", Some(&token), Some(change("wrong one", "sunflower river 42"))).await;
    assert_eq!(status, 400);
    assert_field_violation(&answer, "currentPassword", "not your current password");
    let (status, answer) =
        app.rest("POST", "/api/auth/password", Some(&token), Some(change(PASSWORD, "baraka rocks 2026"))).await;
    assert_eq!(status, 400);
    assert_field_violation(&answer, "newPassword", "first name");
    let (status, answer) = app.rest("POST", "/api/auth/password", Some(&token), Some(change(PASSWORD, "short"))).await;
    assert_eq!(status, 400);
    assert_field_violation(&answer, "newPassword", "8");
    let (status, answer) = app.rest("POST", "/api/auth/password", Some(&token), Some(change(PASSWORD, PASSWORD))).await;
    assert_eq!(status, 400);
    assert_field_violation(&answer, "newPassword", "differ");
    assert_eq!(dashboard(&app, &token).await, SIGNED_IN, "refused changes end nothing");

    let (status, answer) =
        app.rest("POST", "/api/auth/password", Some(&token), Some(change(PASSWORD, "sunflower river 42"))).await;
    assert_eq!(status, 200, "{answer}");
    let fresh = answer["access_token"].as_str().unwrap();
    assert_eq!(dashboard(&app, &token).await, SIGNED_OUT);
    assert_eq!(dashboard(&app, &other).await, SIGNED_OUT);
    assert_eq!(dashboard(&app, fresh).await, SIGNED_IN);
    let sign_in = |password: &str| json!({"firstName": "Baraka", "password": password});
    assert_eq!(app.rest("POST", "/api/auth/child/signin", None, Some(sign_in(PASSWORD))).await.0, 401);
    assert_eq!(app.rest("POST", "/api/auth/child/signin", None, Some(sign_in("sunflower river 42"))).await.0, 200);

    // A parent changes theirs over gRPC; their own names are refused as for sign-up.
    let parent = app.parent("neema@example.com").await;
    let mut auth = AuthServiceClient::new(app.channel().await);
    let refused = auth
        .change_password(with_token(
            v1::ChangePasswordRequest { current_password: PASSWORD.into(), new_password: "neema okafor 1".into() },
            &parent,
        ))
        .await
        .unwrap_err();
    assert_eq!(refused.code(), Code::InvalidArgument, "{refused:?}");
    let changed = auth
        .change_password(with_token(
            v1::ChangePasswordRequest { current_password: PASSWORD.into(), new_password: "blue heron dawn".into() },
            &parent,
        ))
        .await
        .unwrap()
        .into_inner();
    assert_eq!(app.rest("GET", "/api/parent/children", Some(&parent), None).await.0, 401);
    assert_eq!(app.rest("GET", "/api/parent/children", Some(&changed.access_token), None).await.0, 200);
}

#[tokio::test]
async fn a_removed_childs_token_is_unauthenticated() {
    use diesel_async::RunQueryDsl;
    let app = TestApp::start().await;
    let (token, body) = app.signed_in_child("Amani", 7).await;
    assert_eq!(dashboard(&app, &token).await, SIGNED_IN);
    diesel::sql_query("DELETE FROM children WHERE id = $1")
        .bind::<diesel::sql_types::Uuid, _>(uuid::Uuid::parse_str(body["user"]["_id"].as_str().unwrap()).unwrap())
        .execute(&mut app.pool.get().await.unwrap())
        .await
        .unwrap();
    // Removed behind the server's back: heard of within milliseconds (`ndoto::cache`).
    app.settle().await;
    assert_eq!(dashboard(&app, &token).await, SIGNED_OUT);
    let (_, answer) = app.rest("GET", "/api/student/dashboard", Some(&token), None).await;
    assert!(answer["message"].as_str().unwrap().contains("no longer exists"), "{answer}");
}

#[tokio::test]
async fn a_token_past_half_life_is_renewed_in_a_response_header_on_every_protocol() {
    let app = TestApp::start().await;
    let (token, body) = app.signed_in_child("Zawadi", 14).await;
    let child = Caller { id: body["user"]["_id"].as_str().unwrap().parse().unwrap(), role: Role::Child };
    let keys = TokenKeys::new(SECRET);
    let now = jsonwebtoken::get_current_timestamp();
    let old = keys.issue_at(child, 0, now - CHILD_TOKEN_LIFETIME.as_secs() / 2 - 1).unwrap();

    let fresh = app.http.get(app.url("/api/student/dashboard")).bearer_auth(&token).send().await.unwrap();
    assert_eq!(fresh.status(), 200);
    assert!(fresh.headers().get(TOKEN_HEADER).is_none(), "a young token is not renewed");

    let renewed = app.http.get(app.url("/api/student/dashboard")).bearer_auth(&old).send().await.unwrap();
    assert_eq!(renewed.status(), 200);
    let new_token = renewed.headers()[TOKEN_HEADER].to_str().unwrap().to_owned();
    let session = keys.verify(&http::HeaderMap::from_iter([(
        http::header::AUTHORIZATION,
        format!("Bearer {new_token}").parse().unwrap(),
    )]));
    let session = session.unwrap();
    assert_eq!((session.caller, session.version), (child, 0));
    assert!(session.issued_at >= now);
    assert_eq!(dashboard(&app, &new_token).await, SIGNED_IN);

    let grpc = StudentServiceClient::new(app.channel().await)
        .get_dashboard(with_token(v1::GetDashboardRequest {}, &old))
        .await
        .unwrap();
    assert!(grpc.metadata().get(TOKEN_HEADER).is_some(), "gRPC clients get it as response metadata");
    let web = app
        .http
        .post(app.url("/ndoto.v1.StudentService/GetDashboard"))
        .header("content-type", "application/grpc-web+proto")
        .bearer_auth(&old)
        .body(vec![0u8; 5])
        .send()
        .await
        .unwrap();
    assert!(web.headers().get(TOKEN_HEADER).is_some(), "grpc-web clients too");

    // A renewed token ends with its session like any other.
    app.rest("POST", "/api/auth/signout", Some(&new_token), Some(json!({}))).await;
    assert_eq!(dashboard(&app, &old).await, SIGNED_OUT);
}

/// Issue 26, item 6: a session has an absolute lifetime from sign-in (a child's 24 hours):
/// renewals keep the sign-in time and never reach past it, and a session past it is not renewed
/// and ends with its last token.
#[tokio::test]
async fn renewal_stops_at_the_sessions_absolute_lifetime() {
    let app = TestApp::start().await;
    let (_, body) = app.signed_in_child("Zawadi", 14).await;
    let child = Caller { id: body["user"]["_id"].as_str().unwrap().parse().unwrap(), role: Role::Child };
    let keys = TokenKeys::new(SECRET);
    let now = jsonwebtoken::get_current_timestamp();
    let limit = CHILD_SESSION_LIMIT.as_secs();
    let bearer = |token: &str| {
        http::HeaderMap::from_iter([(http::header::AUTHORIZATION, format!("Bearer {token}").parse().unwrap())])
    };
    let renewal = |token: String| {
        let request = app.http.get(app.url("/api/student/dashboard")).bearer_auth(token);
        async move {
            let answer = request.send().await.unwrap();
            assert_eq!(answer.status(), 200);
            answer.headers().get(TOKEN_HEADER).map(|value| value.to_str().unwrap().to_owned())
        }
    };
    // Signed in 20 hours ago, its token past half life: renewed, but only to the session's end.
    let half = CHILD_TOKEN_LIFETIME.as_secs() / 2;
    let late = keys.issue_in_session(child, 0, now - half - 1, now - 20 * 3600).unwrap();
    let renewed = renewal(late).await.expect("renewed before the limit");
    let session = keys.verify(&bearer(&renewed)).unwrap();
    assert_eq!(session.signed_in_at, now - 20 * 3600, "a renewal keeps the sign-in time");
    assert_eq!(session.expires_at, now - 20 * 3600 + limit, "and ends with the session, not 8 hours on");

    // A token that already ends with its session (signed in 20 hours before it was issued): no
    // renewal makes it last longer, so none is sent, and the session ends with it.
    let issued = now - half - 1;
    let signed_in = issued + CHILD_TOKEN_LIFETIME.as_secs() - limit;
    let last = keys.issue_in_session(child, 0, issued, signed_in).unwrap();
    assert_eq!(keys.verify(&bearer(&last)).unwrap().expires_at, signed_in + limit);
    assert_eq!(renewal(last).await, None, "no renewal past the session's absolute lifetime");
}
