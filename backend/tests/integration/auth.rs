//! Sign-up, sign-in and tokens over REST, gRPC and grpc-web (their limits: `limits.rs`).

use crate::common::{PASSWORD, SECRET, TestApp, assert_field_violation, with_token};
use ndoto::api::v1::{self, auth_service_client::AuthServiceClient, student_service_client::StudentServiceClient};
use serde_json::{Value, json};
use tonic::Code;

const SIGN_IN: &str = "/api/auth/child/signin";

#[tokio::test]
async fn a_child_signs_in_over_rest_with_the_spec_shape_and_any_case() {
    let app = TestApp::start().await;
    let parent = app.parent("mama@example.com").await;
    let child = app.add_child(&parent, "Baraka", 10).await;

    let (status, body) =
        app.rest("POST", SIGN_IN, None, Some(json!({"firstName": "bARAKA", "password": PASSWORD}))).await;
    assert_eq!(status, 200, "{body}");
    let keys: Vec<&str> = body.as_object().unwrap().keys().map(String::as_str).collect();
    assert_eq!(keys, ["access_token", "user"]);
    // The spec's fields, and the language of the child's screens their parent chose (English until then).
    assert_eq!(
        body["user"],
        json!({"_id": child.id, "age": 10, "firstName": "Baraka", "lastName": "Okafor", "language": "en"})
    );

    // The token is the child's: the dashboard answers for this child.
    let token = body["access_token"].as_str().unwrap();
    let (status, dashboard) = app.rest("GET", "/api/student/dashboard", Some(token), None).await;
    assert_eq!(status, 200);
    assert_eq!(dashboard["dashboardResponse"]["currentUser"]["firstName"], "Baraka");
}

#[tokio::test]
async fn a_child_signs_in_over_grpc_and_grpc_web_alike() {
    let app = TestApp::start().await;
    let parent = app.parent("mama@example.com").await;
    let child = app.add_child(&parent, "Zawadi", 14).await;
    let request = v1::ChildSignInRequest { first_name: "zawadi".into(), password: PASSWORD.into() };

    let grpc = AuthServiceClient::new(app.channel().await).child_sign_in(request.clone()).await.unwrap().into_inner();
    let web: v1::ChildSignInResponse = app.grpc_web("/ndoto.v1.AuthService/ChildSignIn", None, &request).await.unwrap();
    for response in [grpc, web] {
        let user = response.user.unwrap();
        assert_eq!((user.id.as_str(), user.age, user.first_name.as_str()), (child.id.as_str(), 14, "Zawadi"));
        let dashboard = StudentServiceClient::new(app.channel().await)
            .get_dashboard(with_token(v1::GetDashboardRequest {}, &response.access_token))
            .await
            .unwrap()
            .into_inner();
        assert_eq!(dashboard.dashboard_response.unwrap().current_user.unwrap().age, 14);
    }
}

#[tokio::test]
async fn wrong_password_and_unknown_name_get_the_same_401() {
    let app = TestApp::start().await;
    let parent = app.parent("mama@example.com").await;
    app.add_child(&parent, "Amani", 7).await;

    let wrong =
        app.rest("POST", SIGN_IN, None, Some(json!({"firstName": "Amani", "password": "not the password"}))).await;
    let unknown = app.rest("POST", SIGN_IN, None, Some(json!({"firstName": "Nobody", "password": PASSWORD}))).await;
    assert_eq!(wrong.0, 401);
    assert_eq!(wrong, unknown);
    assert_eq!(wrong.1["code"], 16);

    let mut client = AuthServiceClient::new(app.channel().await);
    let wrong = client
        .child_sign_in(v1::ChildSignInRequest { first_name: "Amani".into(), password: "nope nope".into() })
        .await
        .unwrap_err();
    let unknown = client
        .child_sign_in(v1::ChildSignInRequest { first_name: "Nobody".into(), password: PASSWORD.into() })
        .await
        .unwrap_err();
    assert_eq!((wrong.code(), wrong.message()), (Code::Unauthenticated, unknown.message()));
}

#[tokio::test]
async fn missing_fields_and_malformed_json_are_400_naming_the_problem() {
    let app = TestApp::start().await;
    let (status, body) = app.rest("POST", SIGN_IN, None, Some(json!({"firstName": "Amani"}))).await;
    assert_eq!((status, body["message"].as_str().unwrap()), (400, "password is required"));
    let (status, body) = app.rest("POST", SIGN_IN, None, Some(json!({"password": PASSWORD}))).await;
    assert_eq!((status, body["message"].as_str().unwrap()), (400, "firstName is required"));

    let response = app
        .http
        .post(app.url(SIGN_IN))
        .header("content-type", "application/json")
        .body("{\"firstName\": ")
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), 400);
    let body: Value = response.json().await.unwrap();
    assert!(body["message"].as_str().unwrap().contains("JSON"), "{body}");

    // Fields we do not know are refused, named (issue 27: a typo is never a silent no-op).
    let (status, body) = app
        .rest("POST", SIGN_IN, None, Some(json!({"firstName": "Nobody", "password": "x", "rememberMe": true})))
        .await;
    assert_eq!(status, 400, "{body}");
    assert!(body["message"].as_str().unwrap().contains("unknown field `rememberMe`"), "{body}");
}

#[tokio::test]
async fn parent_sign_up_answers_alike_for_a_taken_email_and_sign_in_returns_the_documented_json() {
    let app = TestApp::start().await;
    let signup = json!({"firstName": " Neema ", "lastName": "Okafor", "email": "Neema@Example.com",
        "phone": "+250 788 123 456", "password": PASSWORD});
    let (status, first) = app.rest("POST", "/api/auth/parent/signup", None, Some(signup.clone())).await;
    assert_eq!(status, 200, "{first}");
    // No token and no account: the deprecated fields stay empty.
    assert_eq!(first["access_token"].as_str().unwrap_or_default(), "", "{first}");
    assert!(first.get("parent").is_none_or(Value::is_null), "{first}");

    let (status, body) = parent_sign_in(&app, "NEEMA@example.com", PASSWORD).await;
    assert_eq!(status, 200, "{body}");
    assert!(body["access_token"].as_str().unwrap().len() > 20);
    let id = body["parent"]["_id"].as_str().unwrap().to_owned();
    assert_eq!(
        body["parent"],
        json!({"_id": id, "firstName": "Neema", "lastName": "Okafor", "email": "neema@example.com", "phone": "+250788123456",
            "emailVerified": false, "consentNoticeVersion": "", "language": "en"})
    );

    // A stranger signing up with the same address, in any case, gets the very same answer, and
    // the account is not touched: its password still works, the stranger's does not.
    let mut stranger = signup.clone();
    stranger["email"] = json!("NEEMA@example.com");
    stranger["firstName"] = json!("Stranger");
    stranger["password"] = json!("another long passphrase");
    let (status, body) = app.rest("POST", "/api/auth/parent/signup", None, Some(stranger)).await;
    assert_eq!((status, &body), (200, &first));
    let grpc = AuthServiceClient::new(app.channel().await)
        .parent_sign_up(v1::ParentSignUpRequest {
            first_name: "Neema".into(),
            last_name: "Okafor".into(),
            email: "neema@example.com".into(),
            phone: "+250788123456".into(),
            password: PASSWORD.into(),
            ..Default::default()
        })
        .await
        .unwrap();
    assert_eq!(grpc.into_inner(), v1::ParentSignUpResponse::default());
    let (status, body) = parent_sign_in(&app, "neema@example.com", PASSWORD).await;
    assert_eq!((status, body["parent"]["firstName"].as_str()), (200, Some("Neema")));
    let (status, _) = parent_sign_in(&app, "neema@example.com", "another long passphrase").await;
    assert_eq!(status, 401);
    let parents: i64 = {
        use diesel::{QueryDsl, dsl::count_star};
        use diesel_async::RunQueryDsl;
        ndoto::db::schema::parents::table
            .select(count_star())
            .get_result(&mut app.pool.get().await.unwrap())
            .await
            .unwrap()
    };
    assert_eq!(parents, 1);

    let (status, _) = parent_sign_in(&app, "neema@example.com", "wrong one").await;
    assert_eq!(status, 401);
}

#[tokio::test]
async fn sign_up_refuses_blank_passwords_and_ones_holding_the_parents_own_words() {
    let app = TestApp::start().await;
    let good = json!({"firstName": "Neema", "lastName": "Okafor", "email": "mama.tembo@example.com",
        "phone": "+250788123456", "password": PASSWORD});
    for (password, expected) in [
        ("          ", "password is required"),
        ("kite NEEMA lemon", "your first name ('neema')"),
        ("okafor-lemon-kite", "your last name ('okafor')"),
        ("lemon tembo kite", "the name of your email address ('tembo')"),
        ("giraffe ndoto kite", "the name of this website ('ndoto')"),
    ] {
        let mut body = good.clone();
        body["password"] = json!(password);
        let (status, answer) = app.rest("POST", "/api/auth/parent/signup", None, Some(body)).await;
        assert_eq!(status, 400, "{password}: {answer}");
        assert_field_violation(&answer, "password", expected);
    }
    let (status, _) = app.rest("POST", "/api/auth/parent/signup", None, Some(good)).await;
    assert_eq!(status, 200);
}

#[tokio::test]
async fn bad_sign_up_fields_are_400_naming_the_field() {
    let app = TestApp::start().await;
    let good = json!({"firstName": "Neema", "lastName": "Okafor", "email": "neema@example.com",
        "phone": "+250788123456", "password": PASSWORD});
    let cases = [
        ("email", json!("neema-at-example")),
        ("phone", json!("+250 12")),
        ("phone", json!("")),
        ("password", json!("short")),
        ("password", json!("password123")),
        ("firstName", json!("  ")),
        ("lastName", Value::Null),
    ];
    for (field, value) in cases {
        let mut body = good.clone();
        // Null stands for a missing field here.
        match value {
            Value::Null => drop(body.as_object_mut().unwrap().remove(field)),
            ref value => body[field] = value.clone(),
        }
        let (status, answer) = app.rest("POST", "/api/auth/parent/signup", None, Some(body)).await;
        assert_eq!(status, 400, "{field}={value}: {answer}");
        assert!(answer["message"].as_str().unwrap().starts_with(field), "{field}={value}: {answer}");
    }
    // Nothing was saved by the refused attempts: the good sign-up still works.
    let (status, _) = app.rest("POST", "/api/auth/parent/signup", None, Some(good)).await;
    assert_eq!(status, 200);
}

/// A parent's sign-in over REST.
async fn parent_sign_in(app: &TestApp, email: &str, password: &str) -> (u16, Value) {
    app.rest("POST", "/api/auth/parent/signin", None, Some(json!({"email": email, "password": password}))).await
}

/// A token signed with the test secret, with any claims.
fn token(claims: Value) -> String {
    jsonwebtoken::encode(&jsonwebtoken::Header::default(), &claims, &jsonwebtoken::EncodingKey::from_secret(SECRET))
        .unwrap()
}

#[tokio::test]
async fn tokens_are_checked_alike_over_rest_grpc_and_grpc_web() {
    let app = TestApp::start().await;
    let (child_token, signed_in) = app.signed_in_child("Jabari", 17).await;
    let parent_token = app.parent("baba@example.com").await;
    let now = jsonwebtoken::get_current_timestamp();
    let child_id = signed_in["user"]["_id"].as_str().unwrap();
    let expired = token(json!({"sub": child_id, "role": "child", "iat": now - 100_000, "exp": now - 10}));
    let mut tampered = child_token.clone();
    tampered.insert(tampered.len() - 3, 'x');
    let forged = jsonwebtoken::encode(
        &jsonwebtoken::Header::default(),
        &json!({"sub": child_id, "role": "child", "iat": now, "exp": now + 60}),
        &jsonwebtoken::EncodingKey::from_secret(b"not our secret at all, not at all"),
    )
    .unwrap();

    let cases: [(Option<&str>, u16, Code); 6] = [
        (None, 401, Code::Unauthenticated),
        (Some(&expired), 401, Code::Unauthenticated),
        (Some(&tampered), 401, Code::Unauthenticated),
        (Some(&forged), 401, Code::Unauthenticated),
        (Some(&parent_token), 403, Code::PermissionDenied),
        (Some(&child_token), 200, Code::Ok),
    ];
    for (token, http, code) in cases {
        let (status, body) = app.rest("GET", "/api/student/dashboard", token, None).await;
        assert_eq!(status, http, "{token:?}: {body}");

        let mut request = tonic::Request::new(v1::GetDashboardRequest {});
        if let Some(token) = token {
            request = with_token(v1::GetDashboardRequest {}, token);
        }
        let grpc = StudentServiceClient::new(app.channel().await).get_dashboard(request).await;
        assert_eq!(grpc.map(|_| Code::Ok).unwrap_or_else(|status| status.code()), code);

        let web: Result<v1::GetDashboardResponse, _> =
            app.grpc_web("/ndoto.v1.StudentService/GetDashboard", token, &v1::GetDashboardRequest {}).await;
        assert_eq!(web.map(|_| Code::Ok).unwrap_or_else(|(code, _)| code), code);
    }

    // And the reverse: a child's token cannot call the parent's RPCs.
    let (status, body) = app.rest("GET", "/api/parent/children", Some(&child_token), None).await;
    assert_eq!(status, 403, "{body}");
    assert!(body["message"].as_str().unwrap().contains("parent"), "{body}");
}
