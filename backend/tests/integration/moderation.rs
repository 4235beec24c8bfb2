//! People in the loop (issue 23): moderators come only from an operator, see only what a case
//! needs, take and decide cases over REST and gRPC, and what they decide happens: keep protects a
//! post from reports, remove takes it away and tells its author, and every decision is audited.

use diesel::{QueryableByName, sql_types};
use diesel_async::RunQueryDsl;
use ndoto::{
    api::v1::{self, auth_service_client::AuthServiceClient, moderation_service_client::ModerationServiceClient},
    catalogue::Ages,
    review::moderators,
};
use serde_json::{Value, json};
use tonic::Code;
use uuid::Uuid;

use crate::{
    common::{MODERATOR_PASSWORD, PASSWORD, TestApp, with_token},
    community::{BASE, children, community_ids},
};

const CASES: &str = "/api/moderation/cases";

async fn execute(app: &TestApp, sql: &str) {
    diesel::sql_query(sql).execute(&mut app.pool.get().await.unwrap()).await.unwrap();
}

/// A community of ages 9 to 12 that `members` joined; returns its posts path.
async fn joined(app: &TestApp, members: &[&str]) -> String {
    let id = community_ids(app, Ages::BUDDING).await.remove(0);
    for token in members {
        assert_eq!(app.rest("POST", &format!("{BASE}/{id}/join"), Some(token), None).await.0, 200);
    }
    format!("{BASE}/{id}/posts")
}

async fn post(app: &TestApp, posts: &str, token: &str, content: &str) -> (u16, Value) {
    app.rest("POST", posts, Some(token), Some(json!({"content": content}))).await
}

async fn feed(app: &TestApp, posts: &str, token: &str) -> Vec<String> {
    let (status, answer) = app.rest("GET", posts, Some(token), None).await;
    assert_eq!(status, 200, "{answer}");
    answer.as_array().unwrap().iter().map(|p| p["content"].as_str().unwrap().to_owned()).collect()
}

async fn queue(app: &TestApp, token: &str) -> Vec<Value> {
    let (status, answer) = app.rest("GET", CASES, Some(token), None).await;
    assert_eq!(status, 200, "{answer}");
    answer["cases"].as_array().unwrap().clone()
}

async fn take(app: &TestApp, token: &str, case: &str) -> (u16, Value) {
    app.rest("POST", &format!("{CASES}/{case}/take"), Some(token), None).await
}

async fn decide(app: &TestApp, token: &str, case: &str, decision: &str, note: &str) -> (u16, Value) {
    app.rest("POST", &format!("{CASES}/{case}/decide"), Some(token), Some(json!({"decision": decision, "note": note})))
        .await
}

async fn notifications(app: &TestApp, token: &str) -> Vec<(String, String)> {
    let (status, answer) = app.rest("GET", "/api/notifications", Some(token), None).await;
    assert_eq!(status, 200, "{answer}");
    answer["notifications"]
        .as_array()
        .unwrap()
        .iter()
        .map(|n| (n["title"].as_str().unwrap().to_owned(), n["description"].as_str().unwrap().to_owned()))
        .collect()
}

#[tokio::test]
async fn moderators_come_only_from_an_operator_and_removal_ends_their_sessions() {
    let app = TestApp::start().await;
    // Sign-up cannot make a moderator, whatever it sends (a field it does not know is refused);
    // a parent's password opens no console.
    let mut sign_up = json!({"firstName": "Neema", "lastName": "Okafor", "email": "mama@example.com",
        "phone": "+250788123456", "password": PASSWORD, "role": "moderator"});
    let (status, refused) = app.rest("POST", "/api/auth/parent/signup", None, Some(sign_up.clone())).await;
    assert_eq!(status, 400, "{refused}");
    assert!(refused["message"].as_str().unwrap().contains("unknown field `role`"), "{refused}");
    sign_up.as_object_mut().unwrap().remove("role");
    assert_eq!(app.rest("POST", "/api/auth/parent/signup", None, Some(sign_up.take())).await.0, 200);
    let login = json!({"email": "mama@example.com", "password": PASSWORD});
    let (status, answer) = app.rest("POST", "/api/auth/moderator/signin", None, Some(login.clone())).await;
    assert_eq!(status, 401, "{answer}");
    let (status, parent) = app.rest("POST", "/api/auth/parent/signin", None, Some(login)).await;
    assert_eq!(status, 200);
    let parent = parent["access_token"].as_str().unwrap();
    assert_eq!(app.rest("GET", CASES, Some(parent), None).await.0, 403);

    // The operator adds one. The printed password signs in once (any case of the address) and
    // opens nothing until the moderator chooses their own; then it is gone.
    let added = moderators::add(&mut app.pool.get().await.unwrap(), "Rehema@Example.org").await.unwrap();
    assert!(added.was_new);
    let printed = json!({"email": "REHEMA@example.org", "password": added.password});
    let (status, answer) = app.rest("POST", "/api/auth/moderator/signin", None, Some(printed.clone())).await;
    assert_eq!((status, answer["mustChangePassword"].as_bool()), (200, Some(true)), "{answer}");
    let first = answer["access_token"].as_str().unwrap().to_owned();
    let (status, answer) = app.rest("GET", CASES, Some(&first), None).await;
    assert_eq!(status, 400, "{answer}");
    assert!(answer["message"].as_str().unwrap().starts_with("choose your own password first"), "{answer}");
    let change = json!({"currentPassword": added.password, "newPassword": MODERATOR_PASSWORD});
    let (status, changed) = app.rest("POST", "/api/auth/password", Some(&first), Some(change)).await;
    assert_eq!(status, 200, "{changed}");
    let token = changed["access_token"].as_str().unwrap().to_owned();
    assert_eq!(app.rest("POST", "/api/auth/moderator/signin", None, Some(printed)).await.0, 401);
    let chosen = json!({"email": "rehema@example.org", "password": MODERATOR_PASSWORD});
    let (status, answer) = app.rest("POST", "/api/auth/moderator/signin", None, Some(chosen)).await;
    assert_eq!((status, answer["mustChangePassword"].as_bool()), (200, Some(false)), "{answer}");
    let rest_token = answer["access_token"].as_str().unwrap().to_owned();
    assert!(queue(&app, &rest_token).await.is_empty());
    let mut grpc = ModerationServiceClient::new(app.channel().await);
    assert!(
        grpc.list_cases(with_token(v1::ListCasesRequest::default(), &token))
            .await
            .unwrap()
            .into_inner()
            .cases
            .is_empty()
    );
    // A moderator's token opens nothing of a child's or a parent's.
    assert_eq!(app.rest("GET", "/api/parent/children", Some(&token), None).await.0, 403);
    assert_eq!(app.rest("GET", "/api/student/dashboard", Some(&token), None).await.0, 403);

    // Removed: every session ends at once, and the password opens nothing.
    let mut conn = app.pool.get().await.unwrap();
    assert_eq!(moderators::remove(&mut conn, "rehema@example.org").await.unwrap(), "rehema@example.org");
    assert!(moderators::remove(&mut conn, "rehema@example.org").await.is_err(), "removed twice");
    for token in [&token, &rest_token] {
        assert_eq!(app.rest("GET", CASES, Some(token), None).await.0, 401);
    }
    let refused = AuthServiceClient::new(app.channel().await)
        .moderator_sign_in(v1::ModeratorSignInRequest {
            email: "rehema@example.org".into(),
            password: MODERATOR_PASSWORD.into(),
        })
        .await
        .unwrap_err();
    assert_eq!(refused.code(), Code::Unauthenticated);
    // Added again: a new password, and the old one is gone.
    let again = moderators::add(&mut conn, "rehema@example.org").await.unwrap();
    assert!(!again.was_new);
}

#[tokio::test]
async fn a_moderator_sees_only_what_the_case_needs_and_remove_tells_the_author() {
    let app = TestApp::start().await;
    let (_, author) = children(&app, 1, 10).await.remove(0);
    let (_, reporter) = children(&app, 1, 11).await.remove(0);
    let (_, reader) = children(&app, 1, 12).await.remove(0);
    let posts = joined(&app, &[&author, &reporter, &reader]).await;
    let (status, created) = post(&app, &posts, &author, "Come see my volcano model").await;
    assert_eq!(status, 200, "{created}");
    let post_id = created["_id"].as_str().unwrap();
    let (status, _) =
        app.rest("POST", &format!("{posts}/{post_id}/report"), Some(&reporter), Some(json!({"reason": "spam"}))).await;
    assert_eq!(status, 200);
    let moderator = app.moderator("rehema@example.org").await;

    let cases = queue(&app, &moderator).await;
    assert_eq!(cases.len(), 1, "{cases:?}");
    let case = &cases[0];
    assert_eq!(case["category"], "CASE_CATEGORY_REPORTED");
    assert_eq!(
        (case["urgent"].as_bool(), case["reportCount"].as_i64(), case["taken"].as_bool()),
        (Some(false), Some(1), Some(false))
    );
    let id = case["id"].as_str().unwrap().to_owned();

    let (status, taken) = take(&app, &moderator, &id).await;
    assert_eq!(status, 200, "{taken}");
    assert_eq!(taken["text"], "Come see my volcano model");
    assert_eq!(taken["author"], json!({"firstName": "Kid1", "lastInitial": "M", "ageBand": "9-12"}));
    assert_eq!(taken["reports"][0]["reason"], "spam");
    assert_eq!(taken["summary"]["takenByYou"], true);
    // Nothing else of the child or their family: no birth date, sign-in name, email or parent.
    let text = taken.to_string();
    for private in ["birth", "signIn", "@example.com", "Neema", "Mwangi", "+250"] {
        assert!(!text.contains(private), "{private} in {text}");
    }

    let (status, decided) = decide(&app, &moderator, &id, "DECISION_REMOVE", "  not about science  ").await;
    assert_eq!(status, 200, "{decided}");
    assert_eq!(
        (decided["decision"].as_str(), decided["note"].as_str()),
        (Some("DECISION_REMOVE"), Some("not about science"))
    );
    // Gone for everyone, its author included, who is told why in words for a child.
    for token in [&author, &reader, &reporter] {
        assert!(feed(&app, &posts, token).await.is_empty());
    }
    let told = notifications(&app, &author).await;
    assert_eq!(told[0].0, "A grown-up took down your post", "{told:?}");
    assert!(told[0].1.contains("broke a community rule"), "{told:?}");
    assert!(queue(&app, &moderator).await.is_empty());

    // Decided is decided: the earlier decision is in the answer, and the audit has one row.
    let (status, again) = decide(&app, &moderator, &id, "DECISION_KEEP", "").await;
    assert_eq!(status, 400, "{again}");
    assert!(again["message"].as_str().unwrap().contains("already decided: remove"), "{again}");
    assert!(again["message"].as_str().unwrap().contains("not about science"), "{again}");
    let (status, _) = take(&app, &moderator, &id).await;
    assert_eq!(status, 400);
    #[derive(QueryableByName)]
    struct Audit {
        #[diesel(sql_type = sql_types::Text)]
        decision: String,
        #[diesel(sql_type = sql_types::Text)]
        note: String,
        #[diesel(sql_type = sql_types::Text)]
        email: String,
    }
    let audit: Vec<Audit> = diesel::sql_query(
        "SELECT d.decision, d.note, m.email FROM moderation_decisions d JOIN moderators m ON m.id = d.moderator_id",
    )
    .load(&mut app.pool.get().await.unwrap())
    .await
    .unwrap();
    assert_eq!(audit.len(), 1);
    assert_eq!(
        (audit[0].decision.as_str(), audit[0].note.as_str(), audit[0].email.as_str()),
        ("remove", "not about science", "rehema@example.org")
    );

    // An unknown case is NOT_FOUND, on REST and gRPC.
    assert_eq!(take(&app, &moderator, &Uuid::new_v4().to_string()).await.0, 404);
    assert_eq!(take(&app, &moderator, "not-an-id").await.0, 404);
    let mut grpc = ModerationServiceClient::new(app.channel().await);
    let missing = grpc
        .take_case(with_token(v1::TakeCaseRequest { case_id: Uuid::new_v4().to_string() }, &moderator))
        .await
        .unwrap_err();
    assert_eq!(missing.code(), Code::NotFound);
}

#[tokio::test]
async fn keep_clears_reports_and_protects_the_post_from_hiding_by_reports() {
    let app = TestApp::start().await;
    let (_, author) = children(&app, 1, 10).await.remove(0);
    let mut reporters = Vec::new();
    for _ in 0..6 {
        reporters.push(children(&app, 1, 10).await.remove(0).1);
    }
    let (_, reader) = children(&app, 1, 10).await.remove(0);
    let mut members: Vec<&str> = reporters.iter().map(String::as_str).collect();
    members.extend([author.as_str(), reader.as_str()]);
    let posts = joined(&app, &members).await;
    let (_, created) = post(&app, &posts, &author, "My bean plant grew 3 cm").await;
    let report = format!("{posts}/{}/report", created["_id"].as_str().unwrap());
    for token in &reporters[..3] {
        assert_eq!(app.rest("POST", &report, Some(token), None).await.0, 200);
    }
    assert!(feed(&app, &posts, &reader).await.is_empty(), "three families hide it");

    let moderator = app.moderator("rehema@example.org").await;
    let id = queue(&app, &moderator).await[0]["id"].as_str().unwrap().to_owned();
    assert_eq!(queue(&app, &moderator).await[0]["reportCount"], 3);
    assert_eq!(take(&app, &moderator, &id).await.0, 200);
    let (status, answer) = decide(&app, &moderator, &id, "DECISION_KEEP", "a proud gardener").await;
    assert_eq!(status, 200, "{answer}");
    // Back for everyone, its reporters included (their reports were cleared).
    assert_eq!(feed(&app, &posts, &reader).await, ["My bean plant grew 3 cm"]);
    assert_eq!(feed(&app, &posts, &reporters[0]).await, ["My bean plant grew 3 cm"]);
    // Three more families report it: hidden for them only, and no new case.
    for token in &reporters[3..] {
        assert_eq!(app.rest("POST", &report, Some(token), None).await.0, 200);
    }
    assert_eq!(feed(&app, &posts, &reader).await, ["My bean plant grew 3 cm"]);
    assert!(queue(&app, &moderator).await.is_empty());
    assert!(notifications(&app, &author).await.is_empty(), "keeping tells the author nothing");
}

#[tokio::test]
async fn the_queue_puts_urgent_first_pages_and_a_taken_case_waits_15_minutes_for_another() {
    let app = TestApp::start().await;
    let (_, author) = children(&app, 1, 13).await.remove(0);
    let (_, reporter) = children(&app, 1, 13).await.remove(0);
    let id = community_ids(&app, Ages::TEEN).await.remove(0);
    let posts = format!("{BASE}/{id}/posts");
    for token in [&author, &reporter] {
        assert_eq!(app.rest("POST", &format!("{BASE}/{id}/join"), Some(token), None).await.0, 200);
    }
    let (_, created) = post(&app, &posts, &author, "Who else likes chess?").await;
    app.rest("POST", &format!("{posts}/{}/report", created["_id"].as_str().unwrap()), Some(&reporter), None).await;
    for refused in ["call me on 0788 123 456", "don't tell your parents, our little secret", "I want to kill myself"] {
        assert_eq!(post(&app, &posts, &author, refused).await.0, 400, "{refused}");
    }
    let first = app.moderator("rehema@example.org").await;
    let second = app.moderator("juma@example.org").await;

    // Urgent first (oldest first among them), then the others oldest first; one page at a time.
    let mut seen = Vec::new();
    let mut token = String::new();
    loop {
        let (status, page) =
            app.rest("GET", &format!("{CASES}?pageSize=1&pageToken={token}"), Some(&first), None).await;
        assert_eq!(status, 200, "{page}");
        let cases = page["cases"].as_array().unwrap();
        assert_eq!(cases.len(), 1);
        seen.push((cases[0]["category"].as_str().unwrap().to_owned(), cases[0]["id"].as_str().unwrap().to_owned()));
        token = page["nextPageToken"].as_str().unwrap().to_owned();
        if token.is_empty() {
            break;
        }
    }
    let categories: Vec<&str> = seen.iter().map(|(category, _)| category.as_str()).collect();
    assert_eq!(
        categories,
        [
            "CASE_CATEGORY_GROOMING",
            "CASE_CATEGORY_SELF_HARM",
            "CASE_CATEGORY_REPORTED",
            "CASE_CATEGORY_PERSONAL_INFORMATION"
        ]
    );
    assert_eq!(app.rest("GET", &format!("{CASES}?pageToken=nonsense"), Some(&first), None).await.0, 400);
    assert_eq!(app.rest("GET", &format!("{CASES}?pageSize=-1"), Some(&first), None).await.0, 400);
    // A page larger than 100 is served 100 (AIP-158: coerced, not refused).
    let (status, all) = app.rest("GET", &format!("{CASES}?pageSize=101"), Some(&first), None).await;
    assert_eq!((status, all["cases"].as_array().unwrap().len()), (200, 4), "{all}");

    // The refused text is what the moderator reads.
    let self_harm = &seen[1].1;
    let (status, taken) = take(&app, &first, self_harm).await;
    assert_eq!(status, 200, "{taken}");
    assert_eq!(
        (taken["text"].as_str(), taken["summary"]["urgent"].as_bool()),
        (Some("I want to kill myself"), Some(true))
    );
    // Another moderator cannot take it or decide it for 15 minutes.
    let (status, answer) = take(&app, &second, self_harm).await;
    assert_eq!(status, 400, "{answer}");
    assert!(answer["message"].as_str().unwrap().contains("another moderator took this case"), "{answer}");
    let (status, answer) = decide(&app, &second, self_harm, "DECISION_REMOVE", "").await;
    assert_eq!(status, 400, "{answer}");
    let listed = queue(&app, &second).await;
    let listed = listed.iter().find(|case| case["id"] == self_harm.as_str()).unwrap();
    assert_eq!((listed["taken"].as_bool(), listed["takenByYou"].as_bool()), (Some(true), Some(false)));
    // Not for a child who wrote about hurting themselves: a warning.
    let (status, answer) = decide(&app, &first, self_harm, "DECISION_REMOVE_AND_WARN", "").await;
    assert_eq!(status, 400, "{answer}");
    assert!(answer["message"].as_str().unwrap().contains("needs help, not a warning"), "{answer}");
    let (status, answer) = decide(&app, &first, self_harm, "DECISION_UNSPECIFIED", "").await;
    assert_eq!(status, 400, "{answer}");

    // After 15 minutes the case can be taken over, and the one who took it over decides it.
    execute(
        &app,
        &format!("UPDATE moderation_cases SET taken_at = now() - interval '16 minutes' WHERE id = '{self_harm}'"),
    )
    .await;
    assert_eq!(take(&app, &second, self_harm).await.0, 200);
    assert_eq!(decide(&app, &first, self_harm, "DECISION_REMOVE", "").await.0, 400, "no longer the first's");
    assert_eq!(decide(&app, &second, self_harm, "DECISION_REMOVE", "called the parent").await.0, 200);
    // A case must be taken before it is decided; a warning on a refused post reaches the author.
    let grooming = &seen[0].1;
    assert_eq!(decide(&app, &second, grooming, "DECISION_REMOVE_AND_WARN", "").await.0, 400);
    let mut grpc = ModerationServiceClient::new(app.channel().await);
    grpc.take_case(with_token(v1::TakeCaseRequest { case_id: grooming.clone() }, &second)).await.unwrap();
    let decided = grpc
        .decide_case(with_token(
            v1::DecideCaseRequest {
                case_id: grooming.clone(),
                decision: v1::Decision::RemoveAndWarn.into(),
                note: String::new(),
                ..Default::default()
            },
            &second,
        ))
        .await
        .unwrap()
        .into_inner()
        .moderation_case
        .unwrap();
    assert_eq!(decided.decision(), v1::Decision::RemoveAndWarn);
    // The author's history now shows both decisions to the next moderator.
    let (_, taken) = take(&app, &second, &seen[2].1).await;
    let earlier: Vec<&str> =
        taken["earlierDecisions"].as_array().unwrap().iter().map(|d| d["decision"].as_str().unwrap()).collect();
    assert_eq!(earlier, ["DECISION_REMOVE_AND_WARN", "DECISION_REMOVE"]);
    let told = notifications(&app, &author).await;
    assert_eq!(told.iter().map(|(title, _)| title.as_str()).collect::<Vec<_>>(), ["Please keep our communities safe"]);
}

/// A parent and their child aged 10 in one community; returns the parent's token, the child's
/// token and the child's id.
async fn family(app: &TestApp, email: &str, name: &str) -> (String, String, String) {
    let parent = app.parent(email).await;
    let child = app.add_child(&parent, name, 10).await;
    let (token, _) = app.signed_in_child_again(name).await;
    (parent, token, child.id)
}

async fn safety(app: &TestApp, parent: &str, child: &str) -> Vec<Value> {
    let (status, answer) = app.rest("GET", &format!("/api/parent/children/{child}/safety"), Some(parent), None).await;
    assert_eq!(status, 200, "{answer}");
    answer["events"].as_array().unwrap().clone()
}

async fn new_events(app: &TestApp, parent: &str) -> Vec<i64> {
    let (_, listed) = app.rest("GET", "/api/parent/children", Some(parent), None).await;
    listed["children"].as_array().unwrap().iter().map(|child| child["newSafetyEvents"].as_i64().unwrap()).collect()
}

#[tokio::test]
async fn parents_see_their_own_childs_safety_events_and_a_confirmed_self_harm_case_reaches_them_at_once() {
    let (port, inbox) = crate::mail::smtp_sink().await;
    let mail = ndoto::consent::mail::MailSettings {
        url: format!("smtp://127.0.0.1:{port}"),
        from: "Ndoto <no-reply@ndoto.test>".into(),
    };
    let app = TestApp::start_with(crate::common::Options { mail: Some(mail), ..Default::default() }).await;
    let (mama, amani, amani_id) = family(&app, "mama@example.com", "Amani").await;
    let (neighbour, kito, kito_id) = family(&app, "jirani@example.com", "Kito").await;
    let posts = joined(&app, &[&amani, &kito]).await;

    // Amani's posts: one published, three refused (a phone number, grooming, self-harm).
    let (_, published) = post(&app, &posts, &amani, "Look at my paper rocket").await;
    for refused in ["call me on 0788 123 456", "don't tell your parents, our little secret", "I want to kill myself"] {
        assert_eq!(post(&app, &posts, &amani, refused).await.0, 400, "{refused}");
    }
    // Kito reports it.
    let report = format!("{posts}/{}/report", published["_id"].as_str().unwrap());
    assert_eq!(app.rest("POST", &report, Some(&kito), Some(json!({"reason": "it is mean"}))).await.0, 200);

    // Amani's parent: the refusals (the words only for grooming; self-harm not yet, as no person
    // has confirmed it) and the report on her post, with her own words.
    let events = safety(&app, &mama, &amani_id).await;
    let seen: Vec<(&str, &str, &str, bool)> = events
        .iter()
        .map(|e| {
            (
                e["kind"].as_str().unwrap(),
                e["category"].as_str().unwrap(),
                e["text"].as_str().unwrap(),
                e["urgent"].as_bool().unwrap(),
            )
        })
        .collect();
    assert_eq!(
        seen,
        [
            ("SAFETY_EVENT_KIND_POST_REPORTED", "CASE_CATEGORY_REPORTED", "Look at my paper rocket", false),
            (
                "SAFETY_EVENT_KIND_POST_REFUSED",
                "CASE_CATEGORY_GROOMING",
                "don't tell your parents, our little secret",
                true
            ),
            ("SAFETY_EVENT_KIND_POST_REFUSED", "CASE_CATEGORY_PERSONAL_INFORMATION", "", false),
        ]
    );
    assert!(events.iter().all(|e| e["isNew"] == true && e["communityName"].as_str().is_some_and(|n| !n.is_empty())));
    assert_eq!(new_events(&app, &mama).await, [3]);
    // Kito's parent: the report Kito made, with his reason, and not a word of Amani's.
    let events = safety(&app, &neighbour, &kito_id).await;
    assert_eq!(events.len(), 1, "{events:?}");
    assert_eq!(
        (events[0]["kind"].as_str(), events[0]["reason"].as_str()),
        (Some("SAFETY_EVENT_KIND_REPORT_MADE"), Some("it is mean"))
    );
    assert!(!serde_json::to_string(&events).unwrap().contains("rocket"));
    // Nobody reads another family's child, and a child cannot read any.
    let other = format!("/api/parent/children/{amani_id}/safety");
    assert_eq!(app.rest("GET", &other, Some(&neighbour), None).await.0, 404);
    assert_eq!(app.rest("POST", &format!("{other}/seen"), Some(&neighbour), None).await.0, 404);
    assert_eq!(app.rest("GET", &other, Some(&amani), None).await.0, 403);

    // Seen: the count goes to 0.
    assert_eq!(app.rest("POST", &format!("{other}/seen"), Some(&mama), None).await.0, 200);
    assert_eq!(new_events(&app, &mama).await, [0]);
    assert!(safety(&app, &mama, &amani_id).await.iter().all(|e| e["isNew"] == false));

    // A moderator confirms the self-harm case: it is new and urgent for Amani's parent at once,
    // with her words, and an email without them goes to the parent.
    let moderator = app.moderator("rehema@example.org").await;
    let case = queue(&app, &moderator).await.into_iter().find(|c| c["category"] == "CASE_CATEGORY_SELF_HARM").unwrap();
    let case = case["id"].as_str().unwrap();
    assert_eq!(take(&app, &moderator, case).await.0, 200);
    assert_eq!(decide(&app, &moderator, case, "DECISION_REMOVE", "").await.0, 200);
    assert_eq!(new_events(&app, &mama).await, [1]);
    let first = safety(&app, &mama, &amani_id).await.remove(0);
    assert_eq!(
        (first["category"].as_str(), first["text"].as_str(), first["urgent"].as_bool(), first["isNew"].as_bool()),
        (Some("CASE_CATEGORY_SELF_HARM"), Some("I want to kill myself"), Some(true), Some(true))
    );
    let mail = {
        let mut waited = 0;
        loop {
            let received = inbox.besides_verifications();
            if let Some(mail) = received.into_iter().next() {
                break mail;
            }
            assert!(waited < 100, "no email reached the fake SMTP server");
            waited += 1;
            tokio::time::sleep(std::time::Duration::from_millis(50)).await;
        }
    };
    assert_eq!(mail.0, ["mama@example.com"]);
    assert!(mail.1.contains("Subject: Ndoto: please check on Amani today"), "{}", mail.1);
    assert!(!mail.1.contains("kill"), "the email holds no words of the post: {}", mail.1);
    // The decision on the report reaches the parent too, as new.
    let reported =
        queue(&app, &moderator).await.into_iter().find(|c| c["category"] == "CASE_CATEGORY_REPORTED").unwrap();
    let reported = reported["id"].as_str().unwrap();
    assert_eq!(take(&app, &moderator, reported).await.0, 200);
    assert_eq!(decide(&app, &moderator, reported, "DECISION_KEEP", "").await.0, 200);
    assert_eq!(new_events(&app, &mama).await, [2]);
}
