//! Limits on every surface, attacked as a stranger would: sign-in delays per account and address
//! pair that never lock the child out, the account-wide cap and the per-address limit (counted
//! atomically, keyed on the real client behind trusted proxies, IPv6 by /64), sign-up, child
//! creation, quiz and advisor quotas, the request timeout and concurrency limit, the header read
//! timeout (their security log lines: `security_log.rs`).

use std::time::{Duration, Instant};

use crate::common::{Options, PASSWORD, TestApp, with_token};
use ndoto::{
    ai::LlmSettings,
    api::v1::{self, auth_service_client::AuthServiceClient, quiz_service_client::QuizServiceClient},
    limits::{Limits, TrustedProxies},
};
use serde_json::{Value, json};
use tonic::Code;
use tonic_types::StatusExt;

const SIGN_IN: &str = "/api/auth/child/signin";

/// Generous limits, with `change` applied; loopback is a trusted proxy, so that a test can play
/// clients at many addresses with X-Forwarded-For.
fn options(change: impl FnOnce(&mut Limits)) -> Options {
    let mut options = Options::default();
    change(&mut options.limits);
    options.trusted_proxies = TrustedProxies(vec!["127.0.0.0/8".parse().unwrap()]);
    options
}

/// A REST call from `client` (through the trusted loopback proxy): status, Retry-After, body.
async fn from(app: &TestApp, client: &str, path: &str, token: Option<&str>, body: Value) -> (u16, Option<u64>, Value) {
    let mut request = app.http.post(app.url(path)).header("x-forwarded-for", client).json(&body);
    if let Some(token) = token {
        request = request.bearer_auth(token);
    }
    let response = request.send().await.unwrap();
    let status = response.status().as_u16();
    let retry_after = response.headers().get("retry-after").map(|v| v.to_str().unwrap().parse().unwrap());
    (status, retry_after, response.json().await.unwrap_or(Value::Null))
}

fn child_sign_in(name: &str, password: &str) -> Value {
    json!({"firstName": name, "password": password})
}

#[tokio::test]
async fn a_guesser_earns_growing_delays_for_their_own_address_while_the_child_signs_in_elsewhere() {
    let app = TestApp::start_with(options(|_| {})).await;
    let parent = app.parent("mama@example.com").await;
    app.add_child(&parent, "Amani", 7).await;
    let guesser = "203.0.113.9";
    // Five slips cost nothing; the sixth failure earns a two-second wait.
    for _ in 0..6 {
        let (status, _, _) = from(&app, guesser, SIGN_IN, None, child_sign_in("amani", "guess guess")).await;
        assert_eq!(status, 401);
    }
    let (status, retry_after, body) = from(&app, guesser, SIGN_IN, None, child_sign_in("AMANI", PASSWORD)).await;
    assert_eq!(status, 429, "{body}");
    assert!(matches!(retry_after, Some(1..=2)), "{retry_after:?}");
    assert!(body["message"].as_str().unwrap().contains("please wait"), "{body}");
    assert_eq!(body["details"][0]["@type"], "type.googleapis.com/google.rpc.RetryInfo", "{body}");

    // The child, at home, is not affected, over REST and gRPC alike.
    let (status, _, body) = from(&app, "198.51.100.20", SIGN_IN, None, child_sign_in("Amani", PASSWORD)).await;
    assert_eq!(status, 200, "{body}");
    let mut request =
        tonic::Request::new(v1::ChildSignInRequest { first_name: "amani".into(), password: PASSWORD.into() });
    request.metadata_mut().insert("x-forwarded-for", "198.51.100.21".parse().unwrap());
    AuthServiceClient::new(app.channel().await).child_sign_in(request).await.unwrap();

    // Over gRPC the guesser's wait is RESOURCE_EXHAUSTED with a RetryInfo; after it, one more try,
    // and the next wait is twice as long.
    let mut request = tonic::Request::new(v1::ChildSignInRequest { first_name: "amani".into(), password: "x".into() });
    request.metadata_mut().insert("x-forwarded-for", guesser.parse().unwrap());
    let status = AuthServiceClient::new(app.channel().await).child_sign_in(request).await.unwrap_err();
    assert_eq!(status.code(), Code::ResourceExhausted);
    let delay = status.get_details_retry_info().unwrap().retry_delay.unwrap();
    tokio::time::sleep(delay).await;
    let (status, _, _) = from(&app, guesser, SIGN_IN, None, child_sign_in("amani", "guess again")).await;
    assert_eq!(status, 401);
    let (status, retry_after, _) = from(&app, guesser, SIGN_IN, None, child_sign_in("amani", "and again")).await;
    assert_eq!(status, 429);
    assert!(matches!(retry_after, Some(3..=4)), "{retry_after:?}");
}

/// A REST sign-in from `client` with the device cookie `device` (if any): status, Retry-After,
/// body, and the device key the answer's cookie hands over.
async fn sign_in_on(
    app: &TestApp,
    client: &str,
    device: Option<&str>,
    name: &str,
    password: &str,
) -> (u16, Option<u64>, Value, Option<String>) {
    let mut request = app.http.post(app.url(SIGN_IN)).header("x-forwarded-for", client);
    if let Some(device) = device {
        request = request.header("cookie", format!("theme=dark; ndoto_device={device}"));
    }
    let response = request.json(&child_sign_in(name, password)).send().await.unwrap();
    let status = response.status().as_u16();
    let retry_after = response.headers().get("retry-after").map(|v| v.to_str().unwrap().parse().unwrap());
    let device = response.headers().get("set-cookie").map(|cookie| {
        let cookie = cookie.to_str().unwrap();
        assert!(cookie.contains("HttpOnly") && cookie.contains("SameSite=Strict"), "{cookie}");
        cookie.strip_prefix("ndoto_device=").unwrap().split(';').next().unwrap().to_owned()
    });
    (status, retry_after, response.json().await.unwrap_or(Value::Null), device)
}

#[tokio::test]
async fn the_account_wide_cap_is_counted_atomically_and_a_success_gives_its_attempt_back() {
    let app = TestApp::start_with(options(|limits| limits.sign_in_failures_per_account = 5)).await;
    let parent = app.parent("mama@example.com").await;
    app.add_child(&parent, "Baraka", 10).await;
    // A success does not use up the cap.
    for n in 0..6 {
        let (status, _, _) =
            from(&app, &format!("192.0.2.{n}"), SIGN_IN, None, child_sign_in("baraka", PASSWORD)).await;
        assert_eq!(status, 200);
    }
    // Twenty guesses at once from twenty addresses: the five free failures and the first one
    // past the cap are checked, whatever the timing; the rest wait the cap's first delay.
    let guesses = (0..20).map(|n| {
        let app = &app;
        async move { from(app, &format!("198.51.100.{n}"), SIGN_IN, None, child_sign_in("baraka", "guess")).await.0 }
    });
    let mut statuses = futures_util::future::join_all(guesses).await;
    statuses.sort_unstable();
    assert_eq!(statuses, [vec![401; 6], vec![429; 14]].concat());
    // Other children are not affected.
    app.add_child(&parent, "Zawadi", 9).await;
    let (status, _, _) = from(&app, "203.0.113.1", SIGN_IN, None, child_sign_in("Zawadi", PASSWORD)).await;
    assert_eq!(status, 200);
}

/// Issue 26, item 2: 110 wrong passwords from 22 addresses (5 each, within every address's free
/// slips) reach the account-wide cap of 100. A device that signed the child in before still
/// signs in, over REST with its cookie and over gRPC with its device id; a new device gets a
/// short, growing delay instead of an hour's refusal; the parent sees the event once.
#[tokio::test]
async fn strangers_at_22_addresses_cannot_lock_a_child_out_of_a_device_they_used_before() {
    let app = TestApp::start_with(options(|limits| limits.sign_in_failures_per_account = 100)).await;
    let mama = app.parent("mama@example.com").await;
    let amani = app.add_child(&mama, "Amani", 8).await;
    // Amani's tablet (a browser) and her school's app (a gRPC client) signed her in before.
    let (status, _, _, tablet) = sign_in_on(&app, "198.51.100.7", None, "Amani", PASSWORD).await;
    assert_eq!(status, 200);
    let tablet = tablet.expect("the sign-in hands the browser a device cookie");
    let mut request =
        tonic::Request::new(v1::ChildSignInRequest { first_name: "Amani".into(), password: PASSWORD.into() });
    request.metadata_mut().insert("x-forwarded-for", "198.51.100.8".parse().unwrap());
    let answer = AuthServiceClient::new(app.channel().await).child_sign_in(request).await.unwrap();
    let app_device = answer.metadata().get("x-ndoto-device").expect("a gRPC client gets its device id").clone();

    let attack = (0..22).map(|n| {
        let app = &app;
        async move {
            let mut statuses = Vec::new();
            for _ in 0..5 {
                statuses
                    .push(from(app, &format!("203.0.113.{n}"), SIGN_IN, None, child_sign_in("amani", "guess")).await.0);
            }
            statuses
        }
    });
    let statuses: Vec<u16> = futures_util::future::join_all(attack).await.concat();
    let checked = statuses.iter().filter(|&&status| status == 401).count();
    assert!((101..=110).contains(&checked), "{checked} checked");
    assert!(statuses.iter().all(|&status| status == 401 || status == 429), "{statuses:?}");

    // The tablet signs in at once, from the attackers' own address even.
    let (status, _, body, _) = sign_in_on(&app, "203.0.113.1", Some(&tablet), "Amani", PASSWORD).await;
    assert_eq!(status, 200, "{body}");
    let mut request =
        tonic::Request::new(v1::ChildSignInRequest { first_name: "amani".into(), password: PASSWORD.into() });
    request.metadata_mut().insert("x-forwarded-for", "203.0.113.2".parse().unwrap());
    request.metadata_mut().insert("x-ndoto-device", app_device);
    AuthServiceClient::new(app.channel().await).child_sign_in(request).await.unwrap();
    // A device key from another account's sign-in, or made up, is a new device here.
    let (_, _, _, strangers) = sign_in_on(&app, "192.0.2.50", None, "nobody", "x").await;
    assert!(strangers.is_none(), "a failed sign-in hands over no key");
    let made_up = "A".repeat(43);
    let (status, retry_after, body, _) = sign_in_on(&app, "192.0.2.50", Some(&made_up), "Amani", PASSWORD).await;
    assert_eq!(status, 429, "{body}");
    assert!(retry_after.unwrap() <= 8, "a short delay, not an hour: {retry_after:?}");
    let message = body["message"].as_str().unwrap();
    assert!(message.contains("sign in on a device you used before"), "{message}");

    // Her parent sees it once, in the Safety tab and its count.
    let (_, children) = app.rest("GET", "/api/parent/children", Some(&mama), None).await;
    assert_eq!(children["children"][0]["newSafetyEvents"], 1, "{children}");
    let (_, events) = app.rest("GET", &format!("/api/parent/children/{}/safety", amani.id), Some(&mama), None).await;
    let events = events["events"].as_array().unwrap();
    assert_eq!(events.len(), 1, "{events:?}");
    assert_eq!(events[0]["kind"], "SAFETY_EVENT_KIND_SIGN_IN_GUESSED");
}

#[tokio::test]
async fn one_address_is_limited_across_names_and_ipv6_counts_by_its_64_network() {
    let app = TestApp::start_with(options(|limits| limits.sign_in_attempts_per_address = 3)).await;
    for host in ["2001:db8:5:6::1", "2001:db8:5:6::2", "2001:db8:5:6:ffff::9"] {
        let (status, _, _) = from(&app, host, SIGN_IN, None, child_sign_in(host, "x")).await;
        assert_eq!(status, 401);
    }
    let (status, retry_after, _) = from(&app, "2001:db8:5:6::77", SIGN_IN, None, child_sign_in("other", "x")).await;
    assert_eq!(status, 429);
    assert!(retry_after.unwrap() <= 60);
    // The next /64 is another client.
    let (status, _, _) = from(&app, "2001:db8:5:7::1", SIGN_IN, None, child_sign_in("other", "x")).await;
    assert_eq!(status, 401);
}

#[tokio::test]
async fn a_client_that_is_not_a_trusted_proxy_cannot_choose_its_address() {
    let mut options = options(|limits| limits.sign_in_attempts_per_address = 2);
    options.trusted_proxies = TrustedProxies::default();
    let app = TestApp::start_with(options).await;
    let statuses = [
        from(&app, "192.0.2.1", SIGN_IN, None, child_sign_in("a", "x")).await.0,
        from(&app, "192.0.2.2", SIGN_IN, None, child_sign_in("b", "x")).await.0,
        from(&app, "192.0.2.3", SIGN_IN, None, child_sign_in("c", "x")).await.0,
    ];
    assert_eq!(statuses, [401, 401, 429]);
}

/// Issue 26, item 6: a proxy that adds its own X-Forwarded-For line (instead of appending to the
/// client's) is read whole: the client is the rightmost untrusted entry of all lines together.
#[tokio::test]
async fn every_forwarded_for_line_is_read() {
    let app = TestApp::start_with(options(|limits| limits.sign_in_attempts_per_address = 2)).await;
    let from_lines = |first: &'static str, second: &'static str| {
        app.http
            .post(app.url(SIGN_IN))
            .header("x-forwarded-for", first)
            .header("x-forwarded-for", second)
            .json(&child_sign_in("nobody", "x"))
            .send()
    };
    // The second line names the real client, the same for all three: the third is refused, even
    // though the first line (which the client wrote) changes each time.
    let mut statuses = Vec::new();
    for first in ["192.0.2.1", "192.0.2.2", "192.0.2.3"] {
        statuses.push(from_lines(first, "198.51.100.9").await.unwrap().status().as_u16());
    }
    assert_eq!(statuses, [401, 401, 429]);
}

fn sign_up(email: &str) -> Value {
    json!({"firstName": "Neema", "lastName": "Okafor", "email": email, "phone": "+250788123456", "password": PASSWORD})
}

#[tokio::test]
async fn sign_ups_per_address_and_children_per_parent_are_throttled() {
    let app = TestApp::start_with(options(|limits| {
        limits.sign_ups_per_address = 2;
        limits.children_per_parent = 2;
    }))
    .await;
    let signup = "/api/auth/parent/signup";
    assert_eq!(from(&app, "192.0.2.1", signup, None, sign_up("a@example.com")).await.0, 200);
    // A taken address counts too: it must not be a free way to probe.
    assert_eq!(from(&app, "192.0.2.1", signup, None, sign_up("a@example.com")).await.0, 200);
    let (status, retry_after, body) = from(&app, "192.0.2.1", signup, None, sign_up("b@example.com")).await;
    assert_eq!(status, 429, "{body}");
    assert!(retry_after.unwrap() <= 3600);
    assert_eq!(from(&app, "192.0.2.2", signup, None, sign_up("b@example.com")).await.0, 200);

    // Taken-name suggestions tell which names exist: they count against the parent's children.
    let parent = app.parent("c@example.com").await;
    app.add_child(&parent, "Amani", 8).await;
    let birth = (chrono::Utc::now().date_naive() - chrono::Months::new(8 * 12 + 3)).format("%Y-%m-%d").to_string();
    let child = json!({"firstName": "Amani", "lastName": "Okafor", "birthDate": birth, "signInName": "Amani",
        "password": "twiga anaruka juu"});
    let (status, _, body) = from(&app, "192.0.2.3", "/api/parent/children", Some(&parent), child.clone()).await;
    assert_eq!(status, 409, "{body}");
    let (status, _, body) = from(&app, "192.0.2.3", "/api/parent/children", Some(&parent), child).await;
    assert_eq!(status, 429, "{body}");
    assert!(!body.to_string().contains("Amani"), "{body}");
}

#[tokio::test]
async fn quizzes_and_advisor_messages_have_per_child_quotas_with_a_friendly_answer() {
    let app = TestApp::start_with(options(|limits| {
        limits.quizzes_per_child = 1;
        limits.advisor_messages_per_child = 1;
    }))
    .await;
    let (token, _) = app.signed_in_child("Jabari", 10).await;
    let (_, _) = app.take_quiz(&token, "9-12").await;
    let (status, retry_after, body) =
        from(&app, "192.0.2.1", "/api/ai/quiz", Some(&token), json!({"ageRange": "9-12"})).await;
    assert_eq!(status, 429, "{body}");
    assert!(body["message"].as_str().unwrap().starts_with("You have made lots of quizzes this hour!"), "{body}");
    assert!((1..=3600).contains(&retry_after.unwrap()));
    let status = QuizServiceClient::new(app.channel().await)
        .generate_quiz(with_token(v1::GenerateQuizRequest { age_range: "9-12".into() }, &token))
        .await
        .unwrap_err();
    assert_eq!(status.code(), Code::ResourceExhausted);
    assert!(status.get_details_retry_info().is_some());

    let ask = json!({"message": "What do engineers do?"});
    assert_eq!(from(&app, "192.0.2.1", "/api/ai/advisor", Some(&token), ask.clone()).await.0, 200);
    let (status, _, body) = from(&app, "192.0.2.1", "/api/ai/advisor", Some(&token), ask.clone()).await;
    assert_eq!(status, 429, "{body}");
    assert!(body["message"].as_str().unwrap().contains("Take a break"), "{body}");
    // Another child has their own quota.
    let (other, _) = app.signed_in_child("Zawadi", 10).await;
    assert_eq!(from(&app, "192.0.2.1", "/api/ai/advisor", Some(&other), ask).await.0, 200);
}

/// A server whose model answers after 3 s, and a child whose parent let it ask the model.
async fn with_a_slow_model(mut options: Options) -> (TestApp, String) {
    use wiremock::{Mock, MockServer, ResponseTemplate, matchers::method};
    let model = MockServer::start().await;
    Mock::given(method("POST"))
        .respond_with(ResponseTemplate::new(200).set_delay(Duration::from_secs(3)))
        .mount(&model)
        .await;
    options.llm = Some(LlmSettings {
        base_url: format!("{}/v1", model.uri()),
        api_key: "test-key".into(),
        model: "test-model".into(),
        timeout: Duration::from_secs(5),
    });
    let app = TestApp::start_with(options).await;
    // The mock server lives as long as the process: the test's app outlives this function.
    std::mem::forget(model);
    let outside_ai = json!({"outsideAiAnswers": true, "outsideAiNoticeVersion": ndoto::ai::notice::NOTICE_VERSION});
    let (_, token, _) = app.signed_in_child_with("Jabari", 10, outside_ai).await;
    (app, token)
}

#[tokio::test]
async fn a_slow_request_ends_at_the_timeout_and_others_wait_their_turn_meanwhile() {
    let mut options = options(|_| {});
    options.request_timeout = Duration::from_millis(1500);
    options.max_concurrent_requests = 1;
    let (app, token) = with_a_slow_model(options).await;

    let slow = async {
        let started = Instant::now();
        let answer =
            from(&app, "192.0.2.1", "/api/ai/advisor", Some(&token), json!({"message": "What is a vet?"})).await;
        (answer, started.elapsed())
    };
    let waiting = async {
        tokio::time::sleep(Duration::from_millis(300)).await;
        let started = Instant::now();
        let response = app.http.get(app.url("/healthz")).send().await.unwrap();
        (response.status().as_u16(), started.elapsed())
    };
    let (((status, _, body), slow_took), (health, health_took)) = tokio::join!(slow, waiting);
    assert_eq!(status, 504, "{body}");
    assert_eq!(body["code"], Code::DeadlineExceeded as i32);
    assert!(slow_took < Duration::from_millis(2500), "{slow_took:?}");
    // The health check waited for the one slot until the slow request was ended.
    assert_eq!(health, 200);
    assert!(health_took >= Duration::from_millis(900), "{health_took:?}");

    // Over gRPC the same end is DEADLINE_EXCEEDED.
    let status = ndoto::api::v1::career_service_client::CareerServiceClient::new(app.channel().await)
        .ask_advisor(with_token(v1::AskAdvisorRequest { message: "What is a pilot?".into() }, &token))
        .await
        .unwrap_err();
    assert_eq!(status.code(), Code::DeadlineExceeded);
}

/// One gRPC call over a raw HTTP/2 connection, with `headers` sent as they are: tonic's own
/// client would enforce a `grpc-timeout` itself before the server could answer. The
/// `grpc-status` and the decoded `grpc-message` of a trailers-only answer, or the trailers' status.
async fn raw_grpc(
    app: &TestApp,
    path: &str,
    headers: &[(&str, &str)],
    message: &impl prost::Message,
) -> (Code, String) {
    use http_body_util::BodyExt as _;
    let tcp = tokio::net::TcpStream::connect(app.addr).await.unwrap();
    let (mut sender, connection) =
        hyper::client::conn::http2::handshake(hyper_util::rt::TokioExecutor::new(), hyper_util::rt::TokioIo::new(tcp))
            .await
            .unwrap();
    tokio::spawn(connection);
    let payload = message.encode_to_vec();
    let mut frame = vec![0u8];
    frame.extend_from_slice(&(payload.len() as u32).to_be_bytes());
    frame.extend_from_slice(&payload);
    let mut request =
        http::Request::post(app.url(path)).header("content-type", "application/grpc").header("te", "trailers");
    for (name, value) in headers {
        request = request.header(*name, *value);
    }
    let response = sender.send_request(request.body(axum::body::Body::from(frame)).unwrap()).await.unwrap();
    let header = |name: &str| response.headers().get(name).map(|v| v.to_str().unwrap().to_owned());
    match header("grpc-status") {
        Some(code) => {
            let message = header("grpc-message").unwrap_or_default();
            let message = percent_encoding::percent_decode_str(&message).decode_utf8_lossy().into_owned();
            (Code::from(code.parse::<i32>().unwrap()), message)
        }
        None => {
            let collected = response.into_body().collect().await.unwrap();
            let status =
                collected.trailers().and_then(|t| t.get("grpc-status")).map(|v| v.to_str().unwrap().to_owned());
            (Code::from(status.expect("grpc-status in the trailers").parse::<i32>().unwrap()), String::new())
        }
    }
}

/// Issue 27, item 7: the deadline a client sets is kept on every protocol, below the server's own
/// 30 s cap: the work stops and DEADLINE_EXCEEDED is answered; a malformed deadline is refused
/// naming its header.
#[tokio::test]
async fn the_deadline_a_client_sets_ends_the_work_on_every_protocol() {
    let (app, token) = with_a_slow_model(options(|_| {})).await;
    let sign_in = v1::ChildSignInRequest { first_name: "Jabari".into(), password: PASSWORD.into() };
    const SIGN_IN_PATH: &str = "/ndoto.v1.AuthService/ChildSignIn";

    // gRPC: a sign-in given a nanosecond hands out no token; given 20 s it does.
    let (code, message) = raw_grpc(&app, SIGN_IN_PATH, &[("grpc-timeout", "1n")], &sign_in).await;
    assert_eq!(code, Code::DeadlineExceeded, "{message}");
    assert!(message.contains("grpc-timeout"), "{message}");
    assert_eq!(raw_grpc(&app, SIGN_IN_PATH, &[("grpc-timeout", "20S")], &sign_in).await.0, Code::Ok);

    // grpc-web: the advisor's model takes 3 s; a 300 ms deadline ends the call at 300 ms.
    let ask = v1::AskAdvisorRequest { message: "What is a vet?".into() };
    let payload = prost::Message::encode_to_vec(&ask);
    let mut body = vec![0u8];
    body.extend_from_slice(&(payload.len() as u32).to_be_bytes());
    body.extend_from_slice(&payload);
    let started = Instant::now();
    let response = app
        .http
        .post(app.url("/ndoto.v1.CareerService/AskAdvisor"))
        .header("content-type", "application/grpc-web+proto")
        .header("x-grpc-web", "1")
        .header("grpc-timeout", "300m")
        .bearer_auth(&token)
        .body(body)
        .send()
        .await
        .unwrap();
    let took = started.elapsed();
    assert_eq!(response.headers()["grpc-status"], (Code::DeadlineExceeded as i32).to_string().as_str());
    assert!(took < Duration::from_millis(1500), "{took:?}");

    // REST: X-Server-Timeout in seconds; 504 with the JSON error body.
    let started = Instant::now();
    let response = app
        .http
        .post(app.url("/api/ai/advisor"))
        .header("x-server-timeout", "0.3")
        .bearer_auth(&token)
        .json(&json!({"message": "What is a pilot?"}))
        .send()
        .await
        .unwrap();
    let took = started.elapsed();
    assert_eq!(response.status(), 504);
    let body: Value = response.json().await.unwrap();
    assert_eq!(body["code"], Code::DeadlineExceeded as i32, "{body}");
    assert!(body["message"].as_str().unwrap().contains("x-server-timeout"), "{body}");
    assert!(took < Duration::from_millis(1500), "{took:?}");

    // Malformed deadlines say how to write one.
    let (code, message) = raw_grpc(&app, SIGN_IN_PATH, &[("grpc-timeout", "soon")], &sign_in).await;
    assert_eq!(code, Code::InvalidArgument);
    assert!(message.contains("such as 500m"), "{message}");
    let response = app
        .http
        .post(app.url(SIGN_IN))
        .header("x-server-timeout", "-1")
        .json(&child_sign_in("Jabari", PASSWORD))
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), 400);
    let body: Value = response.json().await.unwrap();
    assert!(body["message"].as_str().unwrap().contains("x-server-timeout \"-1\" is malformed"), "{body}");
}

#[tokio::test]
async fn a_client_that_never_finishes_its_headers_is_cut_off() {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let app = TestApp::start().await;
    let mut tcp = tokio::net::TcpStream::connect(app.addr).await.unwrap();
    tcp.write_all(b"GET /healthz HTTP/1.1\r\nHost: x\r\n").await.unwrap();
    let started = Instant::now();
    let mut rest = Vec::new();
    let read = tokio::time::timeout(Duration::from_secs(20), tcp.read_to_end(&mut rest)).await;
    assert!(read.is_ok(), "the connection was still open after 20 s");
    assert!(started.elapsed() >= ndoto::limits::HEADER_READ_TIMEOUT - Duration::from_secs(1));
}

/// Issue 26, item 1: password changes cannot keep the hashing busy or guess a password. A child's
/// token flooding ChangePassword with wrong current passwords gets the sign-in delays and the
/// per-account cap, all while a parent signs in at once; a parent looping resets of a child's
/// password stops at the cap.
#[tokio::test]
async fn password_changes_cannot_flood_the_hashing_nor_guess_the_password() {
    let app = TestApp::start_with(options(|_| {})).await;
    let parent = app.parent("flood@example.com").await;
    let child = app.add_child(&parent, "Amani", 10).await;
    let (token, _) = app.signed_in_child_again("Amani").await;
    let wrong = json!({"currentPassword": "not my password at all", "newPassword": "a brand new password 42"});

    // A flood of 16 at once: at most one hashes at a time, the others are refused at once; a
    // parent's sign-in meanwhile succeeds.
    let mut flood = tokio::task::JoinSet::new();
    for _ in 0..16 {
        let request = app
            .http
            .post(app.url("/api/auth/password"))
            .header("x-forwarded-for", "203.0.113.7")
            .bearer_auth(&token)
            .json(&wrong);
        flood.spawn(async move { request.send().await.unwrap().status().as_u16() });
    }
    let sign_in = json!({"email": "flood@example.com", "password": PASSWORD});
    let (answers, (signed_in, _)) =
        tokio::join!(flood.join_all(), app.rest("POST", "/api/auth/parent/signin", None, Some(sign_in)));
    assert_eq!(signed_in, 200, "a parent signs in during the flood");
    assert!(answers.contains(&429), "the flood is refused at once: {answers:?}");
    assert!(answers.iter().all(|status| [400, 429].contains(status)), "{answers:?}");

    // One after the other: the wrong current password counts as a failed sign-in of this pair
    // (5 free, then growing delays) and the account's changes stop at the cap, each naming the wait.
    let mut statuses = Vec::new();
    for _ in 0..12 {
        let (status, retry_after, answer) =
            from(&app, "203.0.113.7", "/api/auth/password", Some(&token), wrong.clone()).await;
        if status == 429 {
            assert!(retry_after.is_some_and(|secs| secs >= 1), "{answer}");
            assert!(answer["message"].as_str().unwrap().contains("try again"), "{answer}");
        }
        statuses.push(status);
    }
    assert!(statuses.iter().filter(|status| **status == 400).count() <= 10, "{statuses:?}");
    assert_eq!(statuses.last(), Some(&429), "{statuses:?}");

    // A parent's resets of the child's password stop at the cap of 10 an hour.
    let reset = format!("/api/parent/children/{}/password", child.id);
    let mut reset_statuses = Vec::new();
    for n in 0..11 {
        let body = json!({"password": format!("another good password {n}")});
        reset_statuses.push(app.rest("POST", &reset, Some(&parent), Some(body)).await.0);
    }
    assert_eq!(reset_statuses[..10], [200; 10], "{reset_statuses:?}");
    assert_eq!(reset_statuses[10], 429, "{reset_statuses:?}");
}
