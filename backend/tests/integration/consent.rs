//! Consent requests: a child asks their own parent (checked by the email the child types), the
//! parent approves or declines, requests expire and are purged, and the parent's email goes to a
//! fake SMTP server on loopback. Over REST and gRPC.

use std::time::Duration;

use crate::common::{Options, TestApp, with_token};
use chrono::{Days, NaiveDate, Utc};
use diesel_async::RunQueryDsl;
use ndoto::{
    api::v1::{self, parent_service_client::ParentServiceClient, student_service_client::StudentServiceClient},
    consent::{self, mail::MailSettings},
};
use serde_json::{Value, json};
use tonic::Code;

const MINE: &str = "/api/consent-requests";
const PARENTS: &str = "/api/parent/consent-requests";
/// Part of what a child is told when the email is not their parent's.
const ASK_YOUR_PARENT: &str = "Please ask them which email they signed up with";

fn today() -> NaiveDate {
    Utc::now().date_naive()
}

fn in_days(days: u64) -> String {
    (today() + Days::new(days)).format("%Y-%m-%d").to_string()
}

fn excursion(email: &str, id: &str, days: u64) -> Value {
    json!({
        "kind": "CONSENT_REQUEST_KIND_EXCURSION",
        "subjectId": id,
        "parentEmail": email,
        "eventDate": in_days(days),
        "slot": "10:00 AM",
    })
}

/// A family: the parent's token and email, and their child's token.
async fn family(app: &TestApp, name: &str) -> (String, String, String) {
    let email = format!("{}@example.com", name.to_lowercase());
    let parent = app.parent(&email).await;
    app.add_child(&parent, name, 10).await;
    let (child, _) = app.signed_in_child_again(name).await;
    (parent, email, child)
}

#[tokio::test]
async fn a_childs_request_reaches_only_their_parent_who_approves_it() {
    let app = TestApp::start().await;
    let (mama, email, imani) = family(&app, "Imani").await;
    let (stranger, _, _) = family(&app, "Kito").await;

    // The email is compared trimmed and ignoring case.
    let typed = format!("  {}  ", email.to_uppercase());
    let (status, created) = app.rest("POST", MINE, Some(&imani), Some(excursion(&typed, "robotics", 6))).await;
    assert_eq!(status, 200, "{created}");
    let request = &created["request"];
    assert_eq!(request["status"], "CONSENT_REQUEST_STATUS_PENDING");
    assert_eq!(request["title"], "Robotics Lab Adventure");
    assert_eq!(request["excursionKind"], "Virtual Tour");
    assert_eq!(request["eventDate"], in_days(6));
    assert_eq!(request["slot"], "10:00 AM");
    assert_eq!(request["childFirstName"], "Imani");
    let id = request["_id"].as_str().unwrap().to_owned();

    // Asking again for the same trip and day answers the pending request.
    let (status, again) = app.rest("POST", MINE, Some(&imani), Some(excursion(&email, "robotics", 6))).await;
    assert_eq!((status, again["request"]["_id"].as_str()), (200, Some(id.as_str())));

    let (_, listed) = app.rest("GET", PARENTS, Some(&mama), None).await;
    assert_eq!(listed["requests"].as_array().unwrap().len(), 1, "{listed}");
    assert_eq!(listed["requests"][0]["_id"], id.as_str());
    // The parent's list of children counts it on Imani's card.
    let waiting = async |token: &str| {
        let (status, children) = app.rest("GET", "/api/parent/children", Some(token), None).await;
        assert_eq!(status, 200, "{children}");
        children["children"][0]["pendingConsentRequests"].clone()
    };
    assert_eq!(waiting(&mama).await, 1);
    assert_eq!(waiting(&stranger).await, 0);

    // Another parent sees nothing and cannot decide it; a child cannot decide at all.
    let (status, theirs) = app.rest("GET", PARENTS, Some(&stranger), None).await;
    assert_eq!((status, theirs["requests"].clone()), (200, json!([])));
    let decision = format!("{PARENTS}/{id}/decision");
    let (status, _) = app.rest("POST", &decision, Some(&stranger), Some(json!({"approve": true}))).await;
    assert_eq!(status, 404);
    let (status, _) = app.rest("POST", &decision, Some(&imani), Some(json!({"approve": true}))).await;
    assert_eq!(status, 403);

    let (status, decided) = app.rest("POST", &decision, Some(&mama), Some(json!({"approve": true}))).await;
    assert_eq!(status, 200, "{decided}");
    assert_eq!(decided["request"]["status"], "CONSENT_REQUEST_STATUS_APPROVED");
    assert!(decided["request"]["decidedAt"].is_string(), "{decided}");

    let (status, twice) = app.rest("POST", &decision, Some(&mama), Some(json!({"approve": false}))).await;
    assert_eq!(status, 400, "{twice}");
    assert_eq!(twice["message"], "You already approved this request.");

    let (_, mine) = app.rest("GET", MINE, Some(&imani), None).await;
    assert_eq!(mine["requests"][0]["status"], "CONSENT_REQUEST_STATUS_APPROVED", "{mine}");
    assert_eq!(waiting(&mama).await, 0);

    // Imani hears of it, with the day and the time, once.
    let (_, news) = app.rest("GET", "/api/notifications", Some(&imani), None).await;
    let said: Vec<_> =
        news["notifications"].as_array().unwrap().iter().filter(|n| n["title"] == "Your parent said yes!").collect();
    assert_eq!(said.len(), 1, "{news}");
    let day = (today() + Days::new(6)).format("%A %-d %B").to_string();
    assert_eq!(
        said[0]["description"],
        format!(
            "You can join Robotics Lab Adventure on {day} at 10:00 AM. Its card shows the day, the time and what to get \
             ready."
        )
    );
    assert_eq!(
        (&said[0]["type"], &said[0]["icon"], &said[0]["isNew"]),
        (&json!("unlock"), &json!("gift"), &json!(true))
    );
}

#[tokio::test]
async fn a_parent_declines_a_mentor_chat_over_grpc_and_filters_by_child() {
    let app = TestApp::start().await;
    let (mama, email, amani) = family(&app, "Amani").await;
    app.add_child(&mama, "Baraka", 8).await;
    family(&app, "Kito").await;
    let mut student = StudentServiceClient::new(app.channel().await);
    let mut parent = ParentServiceClient::new(app.channel().await);

    let chat = v1::CreateConsentRequestRequest {
        kind: v1::ConsentRequestKind::MentorChat.into(),
        subject_id: "2".into(),
        parent_email: email.clone(),
        event_date: in_days(1),
        slot: "2:30 PM".into(),
        session_type: v1::MentorSessionType::DeepDive.into(),
        ..Default::default()
    };
    let no_session = v1::CreateConsentRequestRequest { session_type: 0, ..chat.clone() };
    let refused = student.create_consent_request(with_token(no_session, &amani)).await.unwrap_err();
    assert_eq!(refused.code(), Code::InvalidArgument, "{refused:?}");
    let unknown = v1::CreateConsentRequestRequest { subject_id: "99".into(), ..chat.clone() };
    let refused = student.create_consent_request(with_token(unknown, &amani)).await.unwrap_err();
    assert_eq!(refused.code(), Code::NotFound, "{refused:?}");

    let created = student.create_consent_request(with_token(chat, &amani)).await.unwrap().into_inner().request.unwrap();
    assert_eq!((created.title.as_str(), created.session_minutes), ("Kwame Mensah", 30));
    assert_eq!(created.session_type(), v1::MentorSessionType::DeepDive);

    let all = parent
        .list_consent_requests(with_token(v1::ListConsentRequestsRequest::default(), &mama))
        .await
        .unwrap()
        .into_inner();
    assert_eq!(all.requests.len(), 1);
    let amani_id = all.requests[0].child_id.clone();
    let children =
        parent.list_children(with_token(v1::ListChildrenRequest::default(), &mama)).await.unwrap().into_inner();
    let baraka_id = children.children.iter().find(|c| c.sign_in_name == "Baraka").unwrap().id.clone();
    let only = |child_id: String| with_token(v1::ListConsentRequestsRequest { child_id, ..Default::default() }, &mama);
    assert_eq!(parent.list_consent_requests(only(amani_id)).await.unwrap().into_inner().requests.len(), 1);
    assert!(parent.list_consent_requests(only(baraka_id)).await.unwrap().into_inner().requests.is_empty());
    // Another parent's child, and an id that is no child at all, are NOT_FOUND.
    let (_, kito) = app.signed_in_child_again("Kito").await;
    for child_id in [kito["user"]["_id"].as_str().unwrap().to_owned(), uuid::Uuid::new_v4().to_string()] {
        let refused = parent.list_consent_requests(only(child_id)).await.unwrap_err();
        assert_eq!(refused.code(), Code::NotFound);
    }

    let declined = parent
        .decide_consent_request(with_token(
            v1::DecideConsentRequestRequest { id: created.id.clone(), approve: false, ..Default::default() },
            &mama,
        ))
        .await
        .unwrap()
        .into_inner()
        .request
        .unwrap();
    assert_eq!(declined.status(), v1::ConsentRequestStatus::Declined);
    let mine = student
        .list_my_consent_requests(with_token(v1::ListMyConsentRequestsRequest::default(), &amani))
        .await
        .unwrap();
    assert_eq!(mine.into_inner().requests[0].status(), v1::ConsentRequestStatus::Declined);
    let news = student
        .list_notifications(with_token(v1::ListNotificationsRequest::default(), &amani))
        .await
        .unwrap()
        .into_inner();
    let said = news.notifications.iter().find(|n| n.title == "Your parent said not this time").unwrap();
    assert!(
        said.description.starts_with("Your parent decided you won't join your chat with Kwame Mensah on "),
        "{said:?}"
    );
}

#[tokio::test]
async fn a_mismatched_email_tells_the_child_to_ask_and_never_shows_the_parents() {
    let app = TestApp::start().await;
    let (mama, email, imani) = family(&app, "Imani").await;
    let (status, refused) =
        app.rest("POST", MINE, Some(&imani), Some(excursion("someone@example.com", "robotics", 6))).await;
    assert_eq!(status, 400, "{refused}");
    let message = refused["message"].as_str().unwrap();
    assert!(message.contains(ASK_YOUR_PARENT), "{message}");
    assert!(!refused.to_string().contains(&email), "{refused}");

    let asked = v1::CreateConsentRequestRequest {
        kind: v1::ConsentRequestKind::Excursion.into(),
        subject_id: "science-lab".into(),
        parent_email: "papa@example.com".into(),
        event_date: in_days(3),
        slot: "2:00 PM".into(),
        session_type: 0,
        ..Default::default()
    };
    let refused = StudentServiceClient::new(app.channel().await)
        .create_consent_request(with_token(asked, &imani))
        .await
        .unwrap_err();
    assert_eq!(refused.code(), Code::FailedPrecondition);
    assert!(refused.message().contains(ASK_YOUR_PARENT) && !refused.message().contains('@'), "{refused:?}");

    // A day in the past is refused; nothing was stored.
    let (status, _) = app
        .rest("POST", MINE, Some(&imani), Some(json!({"kind": "CONSENT_REQUEST_KIND_EXCURSION", "subjectId": "robotics", "parentEmail": email, "eventDate": "2020-01-01", "slot": "10:00 AM"})))
        .await;
    assert_eq!(status, 400);
    let (_, listed) = app.rest("GET", PARENTS, Some(&mama), None).await;
    assert_eq!(listed["requests"], json!([]));
}

/// Stores a pending request of the child `name` dated `date`, as if made before that day.
async fn past_request(app: &TestApp, name: &str, date: NaiveDate) {
    let mut conn = app.pool.get().await.unwrap();
    diesel::sql_query(
        "INSERT INTO consent_requests (child_id, kind, subject_id, subject_title, event_date, slot) \
         SELECT id, 'excursion', 'art-studio', 'Art Studio Visit', $1, '11:00 AM' FROM children WHERE sign_in_name = $2",
    )
    .bind::<diesel::sql_types::Date, _>(date)
    .bind::<diesel::sql_types::Text, _>(name)
    .execute(&mut *conn)
    .await
    .unwrap();
}

#[tokio::test]
async fn a_request_whose_day_passed_is_expired_cannot_be_decided_and_is_purged_after_30_days() {
    let app = TestApp::start().await;
    let (mama, email, imani) = family(&app, "Imani").await;
    past_request(&app, "Imani", today() - Days::new(1)).await;
    past_request(&app, "Imani", today() - Days::new(31)).await;
    let (status, _) = app.rest("POST", MINE, Some(&imani), Some(excursion(&email, "robotics", 0))).await;
    assert_eq!(status, 200, "today itself is fine");

    let (_, mine) = app.rest("GET", MINE, Some(&imani), None).await;
    let statuses: Vec<&str> =
        mine["requests"].as_array().unwrap().iter().map(|r| r["status"].as_str().unwrap()).collect();
    assert_eq!(statuses.iter().filter(|s| **s == "CONSENT_REQUEST_STATUS_EXPIRED").count(), 2, "{mine}");

    // The parent sees the pending one first, then the expired ones.
    let (_, listed) = app.rest("GET", PARENTS, Some(&mama), None).await;
    let requests = listed["requests"].as_array().unwrap();
    assert_eq!(requests[0]["status"], "CONSENT_REQUEST_STATUS_PENDING", "{listed}");
    let expired = requests[1]["_id"].as_str().unwrap();
    let (status, refused) =
        app.rest("POST", &format!("{PARENTS}/{expired}/decision"), Some(&mama), Some(json!({"approve": true}))).await;
    assert_eq!(status, 400, "{refused}");
    assert!(refused["message"].as_str().unwrap().contains("expired"), "{refused}");

    let mut conn = app.pool.get().await.unwrap();
    assert_eq!(consent::purge_expired(&mut conn, today()).await.unwrap(), 1, "only the one more than 30 days past");
    drop(conn);
    let (_, listed) = app.rest("GET", PARENTS, Some(&mama), None).await;
    assert_eq!(listed["requests"].as_array().unwrap().len(), 2);
}

#[tokio::test]
async fn the_parent_gets_a_plain_email_with_no_link_on_a_fake_smtp_server() {
    let (port, inbox) = crate::mail::smtp_sink().await;
    let mail = MailSettings { url: format!("smtp://127.0.0.1:{port}"), from: "Ndoto <no-reply@ndoto.test>".into() };
    let app = TestApp::start_with(Options { mail: Some(mail), ..Options::default() }).await;
    let (_, email, imani) = family(&app, "Imani").await;

    let (status, created) = app.rest("POST", MINE, Some(&imani), Some(excursion(&email, "science-lab", 6))).await;
    assert_eq!(status, 200, "{created}");
    let mut waited = Duration::ZERO;
    while inbox.besides_verifications().is_empty() {
        assert!(waited < Duration::from_secs(15), "no email reached the fake SMTP server");
        tokio::time::sleep(Duration::from_millis(50)).await;
        waited += Duration::from_millis(50);
    }
    // Asking again sends nothing more.
    let (status, _) = app.rest("POST", MINE, Some(&imani), Some(excursion(&email, "science-lab", 6))).await;
    assert_eq!(status, 200);
    tokio::time::sleep(Duration::from_millis(500)).await;

    let messages = inbox.besides_verifications();
    assert_eq!(messages.len(), 1);
    let (recipients, data) = &messages[0];
    assert_eq!(recipients, std::slice::from_ref(&email));
    let text = crate::mail::unfold(data);
    assert!(text.contains("Subject: Imani asks to join Science Lab Explorer"), "{text}");
    assert!(text.contains("From: Ndoto <no-reply@ndoto.test>"), "{text}");
    let date = (today() + Days::new(6)).format("%A %-d %B %Y").to_string();
    assert!(
        text.contains(&format!(
            "Imani would like to join the career excursion \"Science Lab Explorer\" (In Person) on {date} at 10:00 AM."
        )),
        "{text}"
    );
    assert!(text.contains("sign in to Ndoto to approve or decline"), "{text}");
    assert!(!text.contains("http"), "no link to click: {text}");
}

#[tokio::test]
async fn a_failing_mail_server_never_fails_the_request() {
    // Nothing listens on this port once the listener is dropped.
    let port = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap().local_addr().unwrap().port();
    let mail = MailSettings { url: format!("smtp://127.0.0.1:{port}"), from: "no-reply@ndoto.test".into() };
    let app = TestApp::start_with(Options { mail: Some(mail), ..Options::default() }).await;
    let (mama, email, imani) = family(&app, "Imani").await;
    let (status, created) = app.rest("POST", MINE, Some(&imani), Some(excursion(&email, "art-studio", 2))).await;
    assert_eq!(status, 200, "{created}");
    let (_, listed) = app.rest("GET", PARENTS, Some(&mama), None).await;
    assert_eq!(listed["requests"].as_array().unwrap().len(), 1);
}

/// Issue 26, item 3: a child has at most 3 requests waiting for an answer, for dates at most a
/// year ahead; asking the same again answers the one waiting, and an answer makes room.
#[tokio::test]
async fn a_child_asks_at_most_three_things_at_once_and_within_a_year() {
    let app = TestApp::start().await;
    let (mama, email, imani) = family(&app, "Imani").await;
    let mut ids = Vec::new();
    for day in 1..=3 {
        let (status, created) = app.rest("POST", MINE, Some(&imani), Some(excursion(&email, "robotics", day))).await;
        assert_eq!(status, 200, "{created}");
        ids.push(created["request"]["_id"].as_str().unwrap().to_owned());
    }
    let (status, refused) = app.rest("POST", MINE, Some(&imani), Some(excursion(&email, "robotics", 4))).await;
    assert_eq!(status, 400, "{refused}");
    let message = refused["message"].as_str().unwrap();
    assert!(message.contains("already have 3 requests waiting") && message.contains("then ask again"), "{message}");
    let (status, again) = app.rest("POST", MINE, Some(&imani), Some(excursion(&email, "robotics", 1))).await;
    assert_eq!(
        (status, again["request"]["_id"].as_str()),
        (200, Some(ids[0].as_str())),
        "the same ask is the one waiting"
    );

    let (status, far) = app.rest("POST", MINE, Some(&imani), Some(excursion(&email, "robotics", 366))).await;
    assert_eq!(status, 400, "{far}");
    assert!(far["message"].as_str().unwrap().starts_with("eventDate must be within 365 days"), "{far}");

    let decision = format!("{PARENTS}/{}/decision", ids[0]);
    assert_eq!(app.rest("POST", &decision, Some(&mama), Some(json!({"approve": false}))).await.0, 200);
    let (status, created) = app.rest("POST", MINE, Some(&imani), Some(excursion(&email, "robotics", 4))).await;
    assert_eq!(status, 200, "an answer makes room: {created}");
}

/// Issue 26, item 3: at most 10 new requests a child a day, even when the parent answers each
/// (the 3 waiting make room); asking the same again does not count.
#[tokio::test]
async fn a_child_asks_at_most_ten_things_a_day() {
    let app = TestApp::start().await;
    let (mama, email, imani) = family(&app, "Imani").await;
    for day in 1..=10 {
        let (status, created) = app.rest("POST", MINE, Some(&imani), Some(excursion(&email, "robotics", day))).await;
        assert_eq!(status, 200, "request {day}: {created}");
        let (status, _) = app.rest("POST", MINE, Some(&imani), Some(excursion(&email, "robotics", day))).await;
        assert_eq!(status, 200, "asking the same again is free");
        let id = created["request"]["_id"].as_str().unwrap();
        let decision = format!("{PARENTS}/{id}/decision");
        assert_eq!(app.rest("POST", &decision, Some(&mama), Some(json!({"approve": false}))).await.0, 200);
    }
    let response =
        app.http.post(app.url(MINE)).bearer_auth(&imani).json(&excursion(&email, "robotics", 11)).send().await.unwrap();
    assert_eq!(response.status(), 429);
    let retry_after: u64 = response.headers()["retry-after"].to_str().unwrap().parse().unwrap();
    assert!((1..=86_400).contains(&retry_after), "{retry_after}");
    let body: Value = response.json().await.unwrap();
    let message = body["message"].as_str().unwrap();
    assert!(message.starts_with("You have asked your parent lots of things today!"), "{message}");
    assert!(message.contains("ask again in"), "{message}");
    // Another child of the family is not affected.
    app.add_child(&mama, "Juma", 9).await;
    let (juma, _) = app.signed_in_child_again("Juma").await;
    let (status, _) = app.rest("POST", MINE, Some(&juma), Some(excursion(&email, "robotics", 11))).await;
    assert_eq!(status, 200);
}

/// Waits until the fake SMTP server holds `count` emails besides verifications.
async fn emails(inbox: &crate::mail::Inbox, count: usize) -> Vec<String> {
    let mut waited = Duration::ZERO;
    while inbox.besides_verifications().len() < count {
        assert!(waited < Duration::from_secs(15), "{} emails, not {count}", inbox.besides_verifications().len());
        tokio::time::sleep(Duration::from_millis(50)).await;
        waited += Duration::from_millis(50);
    }
    inbox.besides_verifications().into_iter().map(|(_, data)| crate::mail::unfold(&data)).collect()
}

/// Issue 26, item 3: a parent gets at most one consent email an hour; the requests that come in
/// meanwhile go out together in one digest once the hour is over, and nothing twice.
#[tokio::test]
async fn a_parent_gets_one_consent_email_an_hour_and_a_digest_of_the_rest() {
    let (port, inbox) = crate::mail::smtp_sink().await;
    let settings = MailSettings { url: format!("smtp://127.0.0.1:{port}"), from: "Ndoto <no-reply@ndoto.test>".into() };
    let app = TestApp::start_with(Options { mail: Some(settings.clone()), ..Options::default() }).await;
    let mail = consent::mail::Mail::new(&settings).unwrap();
    let (mama, email, imani) = family(&app, "Imani").await;
    app.add_child(&mama, "Juma", 9).await;
    let (juma, _) = app.signed_in_child_again("Juma").await;

    assert_eq!(app.rest("POST", MINE, Some(&imani), Some(excursion(&email, "robotics", 3))).await.0, 200);
    let first = emails(&inbox, 1).await;
    assert!(first[0].contains("Subject: Imani asks to join Robotics Lab Adventure"), "{}", first[0]);
    assert_eq!(app.rest("POST", MINE, Some(&imani), Some(excursion(&email, "science-lab", 4))).await.0, 200);
    assert_eq!(app.rest("POST", MINE, Some(&juma), Some(excursion(&email, "art-studio", 5))).await.0, 200);
    // Within the hour: nothing more, even when the digest task looks.
    assert_eq!(consent::digest::send_due(&app.pool, &mail, today()).await.unwrap(), 0);
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert_eq!(inbox.besides_verifications().len(), 1);

    // An hour later (the first email's time moved back), one digest holds both.
    let mut conn = app.pool.get().await.unwrap();
    diesel::sql_query(
        "UPDATE consent_requests SET emailed_at = emailed_at - interval '61 minutes' WHERE emailed_at IS NOT NULL",
    )
    .execute(&mut conn)
    .await
    .unwrap();
    drop(conn);
    assert_eq!(consent::digest::send_due(&app.pool, &mail, today()).await.unwrap(), 1);
    let all = emails(&inbox, 2).await;
    let digest = &all[1];
    assert!(digest.contains("Subject: Your children ask for your permission for 2 things"), "{digest}");
    assert!(digest.contains("- Imani would like to join the career excursion \"Science Lab Explorer\""), "{digest}");
    assert!(digest.contains("- Juma would like to join the career excursion \"Art Studio Visit\""), "{digest}");
    assert!(!digest.contains("Robotics"), "what was emailed is not emailed again: {digest}");
    assert_eq!(consent::digest::send_due(&app.pool, &mail, today()).await.unwrap(), 0, "nothing left to send");
}

/// Issue 26, item 3 and issue 27, item 5: both consent lists come a page at a time, with
/// tokens that work only for the list that gave them.
#[tokio::test]
async fn both_consent_lists_come_a_page_at_a_time_with_tokens_of_their_own() {
    let app = TestApp::start().await;
    let (mama, email, imani) = family(&app, "Imani").await;
    app.add_child(&mama, "Juma", 9).await;
    let (juma, _) = app.signed_in_child_again("Juma").await;
    let mut made = Vec::new();
    for day in 1..=5 {
        let (status, created) = app.rest("POST", MINE, Some(&imani), Some(excursion(&email, "robotics", day))).await;
        assert_eq!(status, 200, "{created}");
        made.push(created["request"]["_id"].as_str().unwrap().to_owned());
        if day <= 3 {
            let decision = format!("{PARENTS}/{}/decision", made.last().unwrap());
            assert_eq!(app.rest("POST", &decision, Some(&mama), Some(json!({"approve": true}))).await.0, 200);
        }
    }
    assert_eq!(app.rest("POST", MINE, Some(&juma), Some(excursion(&email, "art-studio", 9))).await.0, 200);

    // The parent's list, two at a time: the waiting ones first (soonest first), then the others.
    let mut seen = Vec::new();
    let mut path = format!("{PARENTS}?pageSize=2");
    loop {
        let (status, page) = app.rest("GET", &path, Some(&mama), None).await;
        assert_eq!(status, 200, "{page}");
        let rows = page["requests"].as_array().unwrap();
        assert!(rows.len() <= 2);
        seen.extend(rows.iter().map(|row| row["_id"].as_str().unwrap().to_owned()));
        let token = page["nextPageToken"].as_str().unwrap();
        if token.is_empty() {
            break;
        }
        path = format!("{PARENTS}?pageSize=2&pageToken={token}");
    }
    assert_eq!(seen.len(), 6);
    assert_eq!(&seen[..2], &made[3..5], "Imani's two waiting, soonest first");
    assert_eq!(&seen[3..], &[made[2].clone(), made[1].clone(), made[0].clone()], "then the answered, newest first");

    // A token is the list's own: not another child's filter, not the child's own list, not
    // another parent's, not changed by hand.
    let (_, first) = app.rest("GET", &format!("{PARENTS}?pageSize=2"), Some(&mama), None).await;
    let token = first["nextPageToken"].as_str().unwrap().to_owned();
    let imani_id =
        app.rest("GET", MINE, Some(&imani), None).await.1["requests"][0]["childId"].as_str().unwrap().to_owned();
    let (stranger, _, _) = family(&app, "Kito").await;
    let mut tampered = token.clone();
    tampered.replace_range(0..1, if tampered.starts_with('A') { "B" } else { "A" });
    for (path, token_of) in [
        (format!("{PARENTS}?pageSize=2&childId={imani_id}&pageToken={token}"), &mama),
        (format!("{MINE}?pageToken={token}"), &imani),
        (format!("{PARENTS}?pageToken={token}"), &stranger),
        (format!("{PARENTS}?pageSize=2&pageToken={tampered}"), &mama),
    ] {
        let (status, refused) = app.rest("GET", &path, Some(token_of), None).await;
        assert_eq!(status, 400, "{path}: {refused}");
        assert!(refused["message"].as_str().unwrap().starts_with("pageToken is not one this list gave"), "{refused}");
    }
    let (status, refused) = app.rest("GET", &format!("{MINE}?pageSize=-1"), Some(&imani), None).await;
    assert_eq!(status, 400, "{refused}");

    // The child's own list over gRPC, newest first, three at a time.
    let mut student = StudentServiceClient::new(app.channel().await);
    let first = student
        .list_my_consent_requests(with_token(
            v1::ListMyConsentRequestsRequest { page_size: 3, ..Default::default() },
            &imani,
        ))
        .await
        .unwrap()
        .into_inner();
    let ids: Vec<_> = first.requests.iter().map(|r| r.id.clone()).collect();
    assert_eq!(ids, [made[4].clone(), made[3].clone(), made[2].clone()]);
    let second = student
        .list_my_consent_requests(with_token(
            v1::ListMyConsentRequestsRequest { page_size: 3, page_token: first.next_page_token },
            &imani,
        ))
        .await
        .unwrap()
        .into_inner();
    assert_eq!(second.requests.iter().map(|r| r.id.clone()).collect::<Vec<_>>(), [made[1].clone(), made[0].clone()]);
    assert!(second.next_page_token.is_empty());
}
