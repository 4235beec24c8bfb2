//! The authorization matrix (issue 10's "tests that attack"): every RPC of the descriptor set
//! called by a child with another child's ids, by a parent on children's RPCs and the reverse,
//! by a moderator on both and the reverse, by removed child and moderator tokens, and by expired
//! and tampered tokens. A breach is any answer that lets the call through where it must not, or
//! that shows or changes another child's data.

use crate::common::{SECRET, TestApp};
use diesel_async::RunQueryDsl;
use ndoto::{
    api,
    auth::{
        Caller, Role,
        endpoints::{self, Endpoint},
        layer::PUBLIC_METHODS,
        token::{CHILD_TOKEN_LIFETIME, TokenKeys},
    },
};
use prost_reflect::{DescriptorPool, Kind};
use serde_json::{Map, Value, json};
use tonic::Code;

/// Who may call a service's RPCs: none means either kind of account (sign-out, passwords). A new
/// service fails here until it is given its role.
fn role_of(endpoint: &Endpoint) -> Option<Role> {
    let service = endpoint.full_name.rsplit_once('.').unwrap().0;
    match service {
        "ndoto.v1.ParentService" => Some(Role::Parent),
        "ndoto.v1.StudentService"
        | "ndoto.v1.QuizService"
        | "ndoto.v1.CareerService"
        | "ndoto.v1.CommunityService"
        | "ndoto.v1.VideoService" => Some(Role::Child),
        "ndoto.v1.ModerationService" => Some(Role::Moderator),
        "ndoto.v1.AuthService" => None,
        other => panic!("{other} is new: say in role_of who may call it"),
    }
}

fn signed_in_endpoints() -> Vec<Endpoint> {
    endpoints::endpoints().unwrap().into_iter().filter(|e| !PUBLIC_METHODS.contains(&e.full_name.as_str())).collect()
}

/// The JSON names of the request's text fields that hold ids (`quizId`, `userId`, `id`, ...).
fn id_fields(pool: &DescriptorPool, endpoint: &Endpoint) -> Vec<String> {
    let (service, method) = endpoint.full_name.rsplit_once('.').unwrap();
    let method = pool.get_service_by_name(service).unwrap().methods().find(|m| m.name() == method).unwrap();
    method
        .input()
        .fields()
        .filter(|field| matches!(field.kind(), Kind::String) && !field.is_list())
        .filter(|field| field.name() == "id" || field.name().ends_with("_id"))
        .map(|field| field.json_name().to_owned())
        .collect()
}

/// A child of their own family with a quiz generated (`open`) and one submitted (`done`).
struct Victim {
    id: String,
    open: String,
    done: String,
}

async fn victim(app: &TestApp) -> Victim {
    let (token, body) = app.signed_in_child("Wanjiru", 10).await;
    let (submitted, _) = app.take_quiz(&token, "9-12").await;
    let (status, open) = app.rest("POST", "/api/ai/quiz", Some(&token), Some(json!({"ageRange": "9-12"}))).await;
    assert_eq!(status, 200);
    Victim {
        id: body["user"]["_id"].as_str().unwrap().to_owned(),
        open: open["quizId"].as_str().unwrap().to_owned(),
        done: submitted["quizId"].as_str().unwrap().to_owned(),
    }
}

#[tokio::test]
async fn a_child_with_another_childs_ids_reaches_nothing_of_theirs() {
    let app = TestApp::start().await;
    let victim = victim(&app).await;
    let (attacker, _) = app.signed_in_child("Kito", 10).await;
    let pool = DescriptorPool::decode(api::FILE_DESCRIPTOR_SET).unwrap();
    let mut tried = 0;
    for endpoint in signed_in_endpoints().iter().filter(|e| role_of(e) == Some(Role::Child)) {
        for quiz in [&victim.open, &victim.done] {
            let mut fields = Map::new();
            for name in id_fields(&pool, endpoint) {
                let value = if name == "userId" || name == "childId" { &victim.id } else { quiz };
                fields.insert(name, json!(value));
            }
            if endpoint.full_name.ends_with("SubmitQuiz") {
                fields.insert("answers".into(), json!([{"questionIndex": 0, "answer": "x"}]));
            }
            for route in &endpoint.rest {
                let mut path = route.path_with(quiz);
                let body = if route.method == http::Method::GET {
                    let query: Vec<String> =
                        fields.iter().map(|(k, v)| format!("{k}={}", v.as_str().unwrap())).collect();
                    if !query.is_empty() {
                        path = format!("{path}?{}", query.join("&"));
                    }
                    None
                } else {
                    Some(Value::Object(fields.clone()))
                };
                let (status, answer) = app.rest(route.method.as_str(), &path, Some(&attacker), body).await;
                tried += 1;
                let text = answer.to_string();
                let shows_victim = [&victim.id, &victim.open, &victim.done].iter().any(|id| text.contains(id.as_str()))
                    || text.contains("Wanjiru");
                assert!(
                    !(200..300).contains(&status) || !shows_victim,
                    "breach: {} {path} answered {status}: {answer}",
                    route.method
                );
                assert!(status < 500 || status == 501, "{} {path} answered {status}: {answer}", route.method);
            }
        }
    }
    assert!(tried >= 30, "{tried}");
    // Nothing of the victim's changed: the open quiz is still theirs to submit.
    let (count,): (i64,) = {
        #[derive(diesel::QueryableByName)]
        struct Count {
            #[diesel(sql_type = diesel::sql_types::BigInt)]
            n: i64,
        }
        let rows: Vec<Count> = diesel::sql_query("SELECT count(*) AS n FROM quiz_submissions WHERE quiz_id = $1")
            .bind::<diesel::sql_types::Uuid, _>(uuid::Uuid::parse_str(&victim.open).unwrap())
            .load(&mut app.pool.get().await.unwrap())
            .await
            .unwrap();
        (rows[0].n,)
    };
    assert_eq!(count, 0, "the attacker submitted the victim's quiz");
}

#[tokio::test]
async fn each_role_is_refused_the_other_roles_rpcs_and_parents_see_only_their_children() {
    let app = TestApp::start().await;
    let (child, _) = app.signed_in_child("Amani", 7).await;
    let parent = app.parent("baba@example.com").await;
    let moderator = app.moderator("rehema@example.org").await;
    let tokens = [(Role::Child, &child), (Role::Parent, &parent), (Role::Moderator, &moderator)];
    for endpoint in signed_in_endpoints() {
        let Some(role) = role_of(&endpoint) else { continue };
        for (_, token) in tokens.iter().filter(|(other, _)| *other != role) {
            let what = &endpoint.full_name;
            assert_eq!(app.grpc_code(&endpoint.grpc_path, Some(token)).await, Code::PermissionDenied, "gRPC {what}");
            assert_eq!(app.grpc_web_code(&endpoint.grpc_path, Some(token)).await, Code::PermissionDenied, "web {what}");
            for route in &endpoint.rest {
                let body = (route.method != http::Method::GET).then(|| json!({}));
                let (status, answer) = app
                    .rest(
                        route.method.as_str(),
                        &route.path_with("3f1e1ac4-0bd8-4b3f-9a35-1f3f3bb0b0c2"),
                        Some(token),
                        body,
                    )
                    .await;
                assert_eq!(status, 403, "REST {what}: {answer}");
            }
        }
    }
    // Amani's parent (made by signed_in_child) is not this parent.
    let (status, answer) = app.rest("GET", "/api/parent/children", Some(&parent), None).await;
    assert_eq!((status, answer), (200, json!({"children": [], "nextPageToken": ""})));
}

#[tokio::test]
async fn removed_expired_and_tampered_tokens_reach_no_rpc() {
    let app = TestApp::start().await;
    let (removed, body) = app.signed_in_child("Baraka", 10).await;
    let id: uuid::Uuid = body["user"]["_id"].as_str().unwrap().parse().unwrap();
    let (alive, alive_body) = app.signed_in_child("Zawadi", 14).await;
    let alive_id = alive_body["user"]["_id"].as_str().unwrap().parse().unwrap();
    diesel::sql_query("DELETE FROM children WHERE id = $1")
        .bind::<diesel::sql_types::Uuid, _>(id)
        .execute(&mut app.pool.get().await.unwrap())
        .await
        .unwrap();
    let now = jsonwebtoken::get_current_timestamp();
    let expired = TokenKeys::new(SECRET)
        .issue_at(Caller { id: alive_id, role: Role::Child }, 0, now - CHILD_TOKEN_LIFETIME.as_secs() - 1)
        .unwrap();
    let removed_moderator = app.moderator("juma@example.org").await;
    ndoto::review::moderators::remove(&mut app.pool.get().await.unwrap(), "juma@example.org").await.unwrap();
    // Both removed behind the server's back (as the CLI does): heard of within milliseconds.
    app.settle().await;
    let mut tampered = alive.clone();
    let last = tampered.pop().unwrap();
    tampered.push(if last == 'A' { 'B' } else { 'A' });
    for (name, token) in [
        ("removed", &removed),
        ("removed moderator's", &removed_moderator),
        ("expired", &expired),
        ("tampered", &tampered),
    ] {
        for endpoint in signed_in_endpoints() {
            let what = format!("{name} token on {}", endpoint.full_name);
            assert_eq!(app.grpc_code(&endpoint.grpc_path, Some(token)).await, Code::Unauthenticated, "gRPC {what}");
            assert_eq!(app.grpc_web_code(&endpoint.grpc_path, Some(token)).await, Code::Unauthenticated, "{what}");
            for route in &endpoint.rest {
                let body = (route.method != http::Method::GET).then(|| json!({}));
                let (status, _) = app.rest(route.method.as_str(), &route.path_with("x"), Some(token), body).await;
                assert_eq!(status, 401, "REST {what}");
            }
        }
    }
    // The untouched child's own token still works.
    assert_eq!(app.rest("GET", "/api/student/dashboard", Some(&alive), None).await.0, 200);
}

/// Issue 26, item 7: another child's quiz or notification answers exactly as an unknown id does
/// (NOT_FOUND, the same words), so that an id tells a child nothing about other children.
#[tokio::test]
async fn another_childs_quiz_or_notification_is_not_found_like_an_unknown_one() {
    let app = TestApp::start().await;
    let victim = victim(&app).await;
    let (attacker, _) = app.signed_in_child("Kito", 10).await;
    let unknown = uuid::Uuid::new_v4().to_string();
    let answer_for = |quiz: &str| json!({"quizId": quiz, "answers": [{"questionIndex": 0, "answer": "x"}]});
    let (status, theirs) =
        app.rest("POST", "/api/ai/quiz/submit", Some(&attacker), Some(answer_for(&victim.open))).await;
    let (_, nobodys) = app.rest("POST", "/api/ai/quiz/submit", Some(&attacker), Some(answer_for(&unknown))).await;
    assert_eq!((status, &theirs), (404, &nobodys), "another child's quiz answers as an unknown one");

    let (status, list) =
        app.rest("GET", "/api/notifications", Some(&app.signed_in_child_again("Wanjiru").await.0), None).await;
    assert_eq!(status, 200, "{list}");
    let victims = list["notifications"][0]["id"].as_str().expect("the victim has a notification").to_owned();
    let read = |id: &str| json!({"ids": [id]});
    let (status, theirs) = app.rest("POST", "/api/notifications/read", Some(&attacker), Some(read(&victims))).await;
    let (_, nobodys) = app.rest("POST", "/api/notifications/read", Some(&attacker), Some(read(&unknown))).await;
    assert_eq!((status, &theirs), (404, &nobodys), "another child's notification answers as an unknown one");
    let (_, after) =
        app.rest("GET", "/api/notifications", Some(&app.signed_in_child_again("Wanjiru").await.0), None).await;
    assert_eq!(after["unreadCount"], list["unreadCount"], "the victim's notifications are untouched");
}
