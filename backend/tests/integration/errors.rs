//! A field error reaches every client in its own protocol's form: a `google.rpc.BadRequest`
//! detail over gRPC and grpc-web, and the same detail as JSON over REST.

use crate::common::{PASSWORD, TestApp};
use base64::Engine as _;
use ndoto::api::v1::{self, auth_service_client::AuthServiceClient};
use prost::Message;
use serde_json::json;
use tonic::Code;
use tonic_types::StatusExt;

const BAD_EMAIL: &str = "neema-at-example";

fn sign_up() -> v1::ParentSignUpRequest {
    v1::ParentSignUpRequest {
        first_name: "Neema".into(),
        last_name: "Okafor".into(),
        email: BAD_EMAIL.into(),
        phone: "+250788123456".into(),
        password: PASSWORD.into(),
        ..Default::default()
    }
}

fn assert_names_the_email(field: &str, description: &str) {
    assert_eq!(field, "email");
    assert!(description.starts_with("email"), "{description}");
}

#[tokio::test]
async fn a_field_violation_reaches_grpc_grpc_web_and_rest_clients() {
    let app = TestApp::start().await;

    // gRPC: the detail rides in grpc-status-details-bin, as tonic_types reads it.
    let status = AuthServiceClient::new(app.channel().await).parent_sign_up(sign_up()).await.unwrap_err();
    assert_eq!(status.code(), Code::InvalidArgument);
    let violations = status.get_details_bad_request().expect("a BadRequest detail").field_violations;
    assert_eq!(violations.len(), 1);
    assert_names_the_email(&violations[0].field, &violations[0].description);

    // grpc-web: the same binary detail in the (trailers-only) headers, base64 without padding.
    let payload = sign_up().encode_to_vec();
    let mut body = vec![0u8];
    body.extend_from_slice(&(payload.len() as u32).to_be_bytes());
    body.extend_from_slice(&payload);
    let response = app
        .http
        .post(app.url("/ndoto.v1.AuthService/ParentSignUp"))
        .header("content-type", "application/grpc-web+proto")
        .header("x-grpc-web", "1")
        .body(body)
        .send()
        .await
        .unwrap();
    let header = |name: &str| response.headers().get(name).unwrap_or_else(|| panic!("no {name}")).to_str().unwrap();
    assert_eq!(header("grpc-status"), "3");
    let details = base64::engine::general_purpose::STANDARD_NO_PAD
        .decode(header("grpc-status-details-bin").trim_end_matches('='))
        .unwrap();
    let status = tonic::Status::with_details(Code::InvalidArgument, "", details.into());
    let violations = status.get_details_bad_request().expect("a BadRequest detail").field_violations;
    assert_names_the_email(&violations[0].field, &violations[0].description);

    // REST: JSON, as Envoy's transcoder renders google.rpc.Status.
    let body = json!({"firstName": "Neema", "lastName": "Okafor", "email": BAD_EMAIL,
        "phone": "+250788123456", "password": PASSWORD});
    let (status, answer) = app.rest("POST", "/api/auth/parent/signup", None, Some(body)).await;
    assert_eq!(status, 400, "{answer}");
    assert_eq!(answer["code"], 3);
    let message = answer["message"].as_str().unwrap();
    assert_eq!(
        answer["details"],
        json!([{"@type": "type.googleapis.com/google.rpc.BadRequest",
                "fieldViolations": [{"field": "email", "description": message, "reason": "INVALID_FIELD",
                    "localizedMessage": {"locale": "en", "message": message}}]},
               {"@type": "type.googleapis.com/google.rpc.ErrorInfo", "reason": "INVALID_FIELD",
                "domain": "ndoto.app", "metadata": {"field": "email"}},
               {"@type": "type.googleapis.com/google.rpc.LocalizedMessage", "locale": "en", "message": message}]),
        "{answer}"
    );
    assert_names_the_email("email", message);
}

#[tokio::test]
async fn errors_without_a_field_carry_their_reason_and_the_persons_words() {
    let app = TestApp::start().await;
    let (status, answer) = app.rest("GET", "/api/student/dashboard", None, None).await;
    assert_eq!(status, 401);
    assert_eq!(answer["code"], 16, "{answer}");
    assert_eq!(
        answer["details"],
        json!([{"@type": "type.googleapis.com/google.rpc.ErrorInfo", "reason": "TOKEN_MISSING",
                "domain": "ndoto.app", "metadata": {}},
               {"@type": "type.googleapis.com/google.rpc.LocalizedMessage", "locale": "en", "message": answer["message"]}]),
        "{answer}"
    );
}

#[tokio::test]
async fn nul_bytes_are_a_field_error_never_a_server_error() {
    let app = TestApp::start().await;
    let good = json!({"firstName": "Neema", "lastName": "Okafor", "email": "neema@example.com",
        "phone": "+250788123456", "password": PASSWORD});
    for field in ["firstName", "lastName", "email", "password"] {
        let mut body = good.clone();
        body[field] = json!(format!("{}\u{0}x", good[field].as_str().unwrap()));
        let (status, answer) = app.rest("POST", "/api/auth/parent/signup", None, Some(body)).await;
        assert_eq!(status, 400, "{field}: {answer}");
    }
    let (status, answer) = app
        .rest("POST", "/api/auth/child/signin", None, Some(json!({"firstName": "Ne\u{0}ema", "password": PASSWORD})))
        .await;
    assert_eq!(status, 400, "{answer}");
    assert!(answer["message"].as_str().unwrap().starts_with("firstName must not contain a NUL"), "{answer}");
}

/// Issue 26, item 4: a field of 20,000 characters at sign-in or sign-up is a 400 naming the
/// field and its limit, never a server error (the sign-in counters' keys once outgrew an index).
#[tokio::test]
async fn overlong_sign_in_and_sign_up_fields_are_a_field_error_never_a_server_error() {
    let app = TestApp::start().await;
    let long = "a".repeat(20_000);
    let long_email = format!("{long}@example.com");
    let cases = [
        ("/api/auth/child/signin", json!({"firstName": long, "password": PASSWORD}), "firstName", "at most 60"),
        ("/api/auth/child/signin", json!({"firstName": "Amani", "password": long}), "password", "at most 128"),
        ("/api/auth/parent/signin", json!({"email": long_email, "password": PASSWORD}), "email", "at most 254"),
        ("/api/auth/parent/signin", json!({"email": "neema@example.com", "password": long}), "password", "at most 128"),
        ("/api/auth/moderator/signin", json!({"email": long_email, "password": PASSWORD}), "email", "at most 254"),
        (
            "/api/auth/parent/signup",
            json!({"firstName": "Neema", "lastName": "Okafor", "email": long_email, "phone": "+250788123456",
                "password": PASSWORD}),
            "email",
            "at most 254",
        ),
        (
            "/api/auth/parent/signup",
            json!({"firstName": long, "lastName": "Okafor", "email": "neema@example.com", "phone": "+250788123456",
                "password": PASSWORD}),
            "firstName",
            "at most 60",
        ),
    ];
    for (path, body, field, limit) in cases {
        let (status, answer) = app.rest("POST", path, None, Some(body)).await;
        assert_eq!(status, 400, "{path} {field}: {answer}");
        let message = answer["message"].as_str().unwrap();
        assert!(message.starts_with(field) && message.contains(limit), "{path} {field}: {answer}");
    }
    // gRPC answers the same.
    let refused = AuthServiceClient::new(app.channel().await)
        .child_sign_in(v1::ChildSignInRequest { first_name: "a".repeat(20_000), password: PASSWORD.into() })
        .await
        .unwrap_err();
    assert_eq!(refused.code(), Code::InvalidArgument, "{refused:?}");
}

/// Issue 26, item 4: a name with a right-to-left override, a zero-width space or a control
/// character is refused at every entry point: sign-up, adding a child and editing one.
#[tokio::test]
async fn hidden_and_control_characters_are_refused_in_every_name() {
    let app = TestApp::start().await;
    let parent = app.parent("names@example.com").await;
    let child = app.add_child(&parent, "Amani", 10).await;
    for (name, refusal) in [
        ("Neema\u{202E}", "must not contain hidden characters"),
        ("Ne\u{200B}ema", "must not contain hidden characters"),
        ("Ne\u{7}ema", "must not contain control characters"),
    ] {
        let sign_up = json!({"firstName": name, "lastName": "Okafor", "email": "other@example.com",
            "phone": "+250788123456", "password": PASSWORD});
        let add = json!({"firstName": name, "lastName": "Okafor", "signInName": "Kito", "birthDate": "2015-03-01",
            "password": PASSWORD, "consentNoticeVersion": ndoto::account::CONSENT_NOTICE_VERSION});
        let edit = json!({"firstName": name, "lastName": "Okafor", "birthDate": "2015-03-01"});
        let edit_path = format!("/api/parent/children/{}", child.id);
        for (method, path, token, body) in [
            ("POST", "/api/auth/parent/signup", None, sign_up),
            ("POST", "/api/parent/children", Some(parent.as_str()), add),
            ("PATCH", edit_path.as_str(), Some(parent.as_str()), edit),
        ] {
            let (status, answer) = app.rest(method, path, token, Some(body)).await;
            assert_eq!(status, 400, "{path} {name:?}: {answer}");
            let message = answer["message"].as_str().unwrap();
            assert!(message.starts_with("firstName") && message.contains(refusal), "{path} {name:?}: {answer}");
        }
    }
}

/// Issue 27, item 3: a field the API does not know is refused with 400 naming it, never ignored:
/// a typo in a settings PATCH changes nothing and says so.
#[tokio::test]
async fn an_unknown_json_field_is_a_400_naming_it_and_changes_nothing() {
    let app = TestApp::start().await;
    let parent = app.parent("mama@example.com").await;
    let child = app.add_child(&parent, "Amani", 9).await;
    let settings = format!("/api/parent/children/{}/settings", child.id);
    let (status, body) = app.rest("PATCH", &settings, Some(&parent), Some(json!({"comunityPosting": false}))).await;
    assert_eq!(status, 400, "{body}");
    assert!(body["message"].as_str().unwrap().contains("unknown field `comunityPosting`"), "{body}");
    let (_, shown) = app.rest("GET", &settings, Some(&parent), None).await;
    assert_eq!(shown["settings"]["communityPosting"], true, "nothing changed: {shown}");

    let sign_in = json!({"firstName": "Amani", "password": crate::common::PASSWORD, "rememberMe": true});
    let (status, body) = app.rest("POST", "/api/auth/child/signin", None, Some(sign_in)).await;
    assert_eq!(status, 400, "{body}");
    assert!(body["message"].as_str().unwrap().contains("unknown field `rememberMe`"), "{body}");
}

/// Issue 27, item 3: a known REST path under a method it does not answer is 405 with `Allow`,
/// signed in or not (the auth layer's "sign in first" would mislead); unknown paths stay 401
/// without a token and 404 with one.
#[tokio::test]
async fn a_wrong_method_on_a_known_path_is_405_with_allow() {
    let app = TestApp::start().await;
    let response = app.http.get(app.url("/api/auth/child/signin")).send().await.unwrap();
    assert_eq!(response.status(), 405);
    assert_eq!(response.headers()["allow"], "POST");
    let body: serde_json::Value = response.json().await.unwrap();
    assert_eq!(body["code"], Code::Unimplemented as i32);
    assert_eq!(body["message"], "GET /api/auth/child/signin is not an API call; this path answers POST");

    let parent = app.parent("imani@example.com").await;
    let child = app.add_child(&parent, "Imani", 9).await;
    let path = format!("/api/parent/children/{}", child.id);
    let response = app.http.put(app.url(&path)).bearer_auth(&parent).json(&json!({})).send().await.unwrap();
    assert_eq!(response.status(), 405);
    assert_eq!(response.headers()["allow"], "DELETE, PATCH");
    // The right method still works, and paths the API does not have are not 405.
    assert_eq!(app.rest("GET", &format!("{path}/progress"), Some(&parent), None).await.0, 200);
    assert_eq!(app.rest("GET", "/api/no/such/path", None, None).await.0, 401);
    assert_eq!(app.rest("GET", "/api/no/such/path", Some(&parent), None).await.0, 404);
}

/// The ErrorInfo of a REST error body: its reason and metadata.
fn error_info(body: &serde_json::Value) -> (String, serde_json::Value) {
    let details = body["details"].as_array().unwrap_or_else(|| panic!("no details in {body}"));
    let info = details
        .iter()
        .find(|detail| detail["@type"] == "type.googleapis.com/google.rpc.ErrorInfo")
        .unwrap_or_else(|| panic!("no ErrorInfo in {body}"));
    assert_eq!(info["domain"], "ndoto.app", "{body}");
    (info["reason"].as_str().unwrap().to_owned(), info["metadata"].clone())
}

/// Issue 27, item 4: every refusal says why in a stable reason (AIP-193), on every protocol:
/// the handlers', the auth layer's, the transcoder's own and the HTTP layers'.
#[tokio::test]
async fn every_refusal_carries_an_error_info_with_a_stable_reason() {
    let app = TestApp::start().await;
    // The auth layer, over REST, gRPC and grpc-web.
    let (status, body) = app.rest("GET", "/api/student/dashboard", None, None).await;
    assert_eq!((status, error_info(&body).0.as_str()), (401, "TOKEN_MISSING"));
    let refused = ndoto::api::v1::student_service_client::StudentServiceClient::new(app.channel().await)
        .get_dashboard(v1::GetDashboardRequest {})
        .await
        .unwrap_err();
    assert_eq!(refused.get_details_error_info().unwrap().reason, "TOKEN_MISSING");
    let (status, body) = app.rest("GET", "/api/student/dashboard", Some("not-a-token"), None).await;
    assert_eq!((status, error_info(&body).0.as_str()), (401, "TOKEN_INVALID"));

    // A handler's refusal, and a field error's metadata.
    let parent = app.parent("amara@example.com").await;
    let path = format!("/api/parent/children/{}/progress", uuid::Uuid::new_v4());
    let (status, body) = app.rest("GET", &path, Some(&parent), None).await;
    assert_eq!((status, error_info(&body).0.as_str()), (404, "CHILD_NOT_FOUND"));
    let (status, body) =
        app.rest("POST", "/api/auth/parent/signup", None, Some(serde_json::to_value(sign_up_json()).unwrap())).await;
    let (reason, metadata) = error_info(&body);
    assert_eq!((status, reason.as_str(), metadata["field"].as_str()), (400, "INVALID_FIELD", Some("email")));
    let (status, body) = app.rest("GET", "/api/student/dashboard", Some(&parent), None).await;
    assert_eq!((status, error_info(&body).0.as_str()), (403, "WRONG_ROLE"));

    // The transcoder's own refusals and the HTTP layers'.
    let response = app
        .http
        .post(app.url("/api/auth/child/signin"))
        .header("content-type", "application/json")
        .body("{not json")
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), 400);
    assert_eq!(error_info(&response.json().await.unwrap()).0, "INVALID_REQUEST");
    let (status, body) = app.rest("GET", "/api/no/such/path", Some(&parent), None).await;
    assert_eq!((status, error_info(&body).0.as_str()), (404, "UNKNOWN_METHOD"));
    let (status, body) = app.rest("GET", "/api/auth/child/signin", None, None).await;
    assert_eq!((status, error_info(&body).0.as_str()), (405, "METHOD_NOT_ALLOWED"));
    let response = app
        .http
        .post(app.url("/api/auth/child/signin"))
        .header("x-server-timeout", "soon")
        .json(&json!({"firstName": "Amani", "password": PASSWORD}))
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), 400);
    assert_eq!(error_info(&response.json().await.unwrap()).0, "INVALID_DEADLINE");
    let mut grpc = tonic::client::Grpc::new(app.channel().await);
    grpc.ready().await.unwrap();
    let unknown = grpc
        .unary::<_, v1::SignOutResponse, _>(
            tonic::Request::new(v1::SignOutRequest {}),
            "/grpc.health.v1.Health/NoSuchMethod".parse().unwrap(),
            tonic_prost::ProstCodec::default(),
        )
        .await
        .unwrap_err();
    assert_eq!(unknown.code(), Code::Unimplemented);
    assert_eq!(unknown.get_details_error_info().unwrap().reason, "UNKNOWN_METHOD");
}

fn sign_up_json() -> serde_json::Value {
    json!({"firstName": "Neema", "lastName": "Okafor", "email": BAD_EMAIL, "phone": "+250788123456", "password": PASSWORD})
}
