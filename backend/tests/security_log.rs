//! Security events (sign-in failures, limits hit, permission denials, sign-ups with a taken
//! address, a post refused for self-harm) are logged as `target: "security"` lines, and no password, token, email or name
//! reaches the log. The only test of its binary, as it owns the global log subscriber.

mod common;

use common::{Captured, Options, PASSWORD, TestApp};
use ndoto::limits::TrustedProxies;
use serde_json::{Value, json};

const SIGN_IN: &str = "/api/auth/child/signin";

/// A REST call from `client` through the trusted loopback proxy: status and body.
async fn from(app: &TestApp, client: &str, path: &str, token: Option<&str>, body: Value) -> (u16, Value) {
    let mut request = app.http.post(app.url(path)).header("x-forwarded-for", client).json(&body);
    if let Some(token) = token {
        request = request.bearer_auth(token);
    }
    let response = request.send().await.unwrap();
    (response.status().as_u16(), response.json().await.unwrap_or(Value::Null))
}

fn child_sign_in(name: &str, password: &str) -> Value {
    json!({"firstName": name, "password": password})
}

fn sign_up(email: &str) -> Value {
    json!({"firstName": "Neema", "lastName": "Okafor", "email": email, "phone": "+250788123456", "password": PASSWORD})
}

#[tokio::test]
async fn security_events_are_logged_without_secrets_or_personal_data() {
    let captured = Captured::default();
    let writer = captured.clone();
    let subscriber = tracing_subscriber::fmt()
        .json()
        .with_max_level(tracing::Level::INFO)
        .with_writer(move || writer.clone())
        .finish();
    // The only test of its binary, so the global subscriber sees this test's server alone (a
    // thread-scoped one can miss events whose callsites other tests' threads cached first).
    tracing::subscriber::set_global_default(subscriber).unwrap();

    let mut options = Options::default();
    options.limits.quizzes_per_child = 1;
    options.trusted_proxies = TrustedProxies(vec!["127.0.0.0/8".parse().unwrap()]);
    let app = TestApp::start_with(options).await;
    let parent = app.parent("neema.okafor@example.com").await;
    app.add_child(&parent, "Kamaliza", 10).await;
    let wrong = "kilimanjaro sunrise guess";
    assert_eq!(from(&app, "192.0.2.1", SIGN_IN, None, child_sign_in("Kamaliza", wrong)).await.0, 401);
    assert_eq!(from(&app, "192.0.2.1", SIGN_IN, None, child_sign_in("Nobodyhere", wrong)).await.0, 401);
    let parent_sign_in = json!({"email": "neema.okafor@example.com", "password": wrong});
    assert_eq!(from(&app, "192.0.2.1", "/api/auth/parent/signin", None, parent_sign_in).await.0, 401);
    let (child_token, _) = {
        let (status, body) = from(&app, "192.0.2.1", SIGN_IN, None, child_sign_in("Kamaliza", PASSWORD)).await;
        assert_eq!(status, 200);
        (body["access_token"].as_str().unwrap().to_owned(), ())
    };
    // A parent's token on a child's call, and a quota hit.
    assert_eq!(app.rest("GET", "/api/student/dashboard", Some(&parent), None).await.0, 403);
    app.take_quiz(&child_token, "9-12").await;
    let quiz = json!({"ageRange": "9-12"});
    assert_eq!(from(&app, "192.0.2.1", "/api/ai/quiz", Some(&child_token), quiz).await.0, 429);
    // A post saying the child wants to hurt themselves: refused with a caring message, and
    // logged for a person to check on the child, without its words.
    let communities = "/api/student/dashboard/communities";
    let (status, list) = app.rest("GET", communities, Some(&child_token), None).await;
    assert_eq!(status, 200, "{list}");
    let community = list[0]["_id"].as_str().unwrap().to_owned();
    let (status, _) = app.rest("POST", &format!("{communities}/{community}/join"), Some(&child_token), None).await;
    assert_eq!(status, 200);
    let hurting = json!({"content": "nataka kujiua, sina rafiki"});
    let (status, refused) =
        app.rest("POST", &format!("{communities}/{community}/posts"), Some(&child_token), Some(hurting)).await;
    assert_eq!(status, 400, "{refused}");
    assert!(refused["message"].as_str().unwrap().contains("grown-up you trust"), "{refused}");
    // Sign-up with a taken address.
    assert_eq!(
        from(&app, "192.0.2.1", "/api/auth/parent/signup", None, sign_up("neema.okafor@example.com")).await.0,
        200
    );
    drop(app);

    let text = String::from_utf8(captured.0.lock().unwrap().clone()).unwrap();
    let security: Vec<Value> = text
        .lines()
        .filter_map(|line| serde_json::from_str::<Value>(line).ok())
        .filter(|line| line["target"] == "security")
        .collect();
    let events: Vec<&str> = security.iter().filter_map(|line| line["fields"]["event"].as_str()).collect();
    for expected in ["sign_in_failed", "permission_denied", "limit_hit", "sign_up_existing_email", "self_harm_post"] {
        assert!(events.contains(&expected), "no {expected} in {events:?}");
    }
    let failures: Vec<&Value> = security.iter().filter(|line| line["fields"]["event"] == "sign_in_failed").collect();
    assert_eq!(failures.len(), 3, "{failures:?}");
    assert_eq!(failures[0]["fields"]["reason"], "wrong_password");
    assert!(failures[0]["fields"]["account_id"].as_str().is_some_and(|id| id.len() == 36));
    assert_eq!(failures[1]["fields"]["reason"], "unknown_account");
    let quota = security.iter().find(|line| line["fields"]["limit"] == "quiz_generation").expect("the quota hit");
    assert!(quota["fields"]["retry_after_secs"].as_u64().is_some());
    let hurting = security.iter().find(|line| line["fields"]["event"] == "self_harm_post").expect("the self-harm post");
    assert_eq!(hurting["level"], "WARN");
    assert_eq!(hurting["fields"]["community"], community);
    assert!(hurting["fields"]["account_id"].as_str().is_some_and(|id| id.len() == 36));
    // No password, token, email or name anywhere in the log, security lines or not.
    for secret in
        [PASSWORD, wrong, &child_token, &parent, "neema", "okafor", "kamaliza", "nobodyhere", "example.com", "kujiua"]
    {
        assert!(!text.to_lowercase().contains(&secret.to_lowercase()), "{secret:?} is in the log");
    }
}
