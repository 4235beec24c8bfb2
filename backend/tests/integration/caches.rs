//! The copies each replica keeps in memory (`ndoto::cache`, issue 33): two real servers on one
//! database, as behind Envoy. A change made through one replica, or behind both replicas' backs in
//! SQL, holds on the other within 100 ms, for every kind of copy: a sign-out, a password change, a
//! child removed, a setting changed, the minutes of use, a quiz, a profile edited, the catalogue
//! loaded (the dashboard's and the video search's). A replica that lost its listening connection reads the database until it listens again.

use std::time::{Duration, Instant};

use diesel_async::RunQueryDsl;
use serde_json::{Value, json};

use crate::common::{Options, PASSWORD, TestApp, quiz_says};
use ndoto::quiz::engine::Dimension;

/// How soon the other replica must act on a change (the bound).
const BOUND: Duration = Duration::from_millis(100);

/// Two replicas of the server on one database.
async fn replicas() -> (TestApp, TestApp) {
    let a = TestApp::start().await;
    let b = TestApp::start_with(Options { database_url: Some(a.database_url.clone()), ..Options::default() }).await;
    (a, b)
}

/// Calls `GET path` on `app` until `done` holds for the answer; how long after `since` (the moment
/// the change's answer came: its transaction had committed) the first such call was sent.
/// Gives up (and fails) after two seconds, far past the bound, saying what it last saw.
async fn until(app: &TestApp, path: &str, token: &str, since: Instant, done: impl Fn(u16, &Value) -> bool) -> Duration {
    loop {
        let sent = since.elapsed();
        let (status, body) = app.rest("GET", path, Some(token), None).await;
        if done(status, &body) {
            return sent;
        }
        assert!(since.elapsed() < Duration::from_secs(2), "still {status} {body} after 2 s");
        tokio::time::sleep(Duration::from_millis(2)).await;
    }
}

/// Calls the dashboard twice on `app`, so that the second answer comes from its copies.
async fn warm(app: &TestApp, token: &str) -> Value {
    for _ in 0..2 {
        let (status, body) = app.rest("GET", "/api/student/dashboard", Some(token), None).await;
        assert_eq!(status, 200, "{body}");
    }
    app.rest("GET", "/api/student/dashboard", Some(token), None).await.1
}

async fn sql(app: &TestApp, statement: &str, id: &str) {
    let mut conn = app.pool.get().await.unwrap();
    let id: uuid::Uuid = id.parse().unwrap();
    diesel::sql_query(statement).bind::<diesel::sql_types::Uuid, _>(id).execute(&mut conn).await.unwrap();
}

fn reason(body: &Value) -> &str {
    body["details"].as_array().and_then(|details| details.iter().find_map(|d| d["reason"].as_str())).unwrap_or("")
}

#[tokio::test]
async fn a_session_ended_on_one_replica_is_refused_on_the_other_within_100_ms() {
    let (a, b) = replicas().await;
    // A child's sign-out.
    let (child, _) = a.signed_in_child("Amani", 10).await;
    warm(&b, &child).await;
    let (status, body) = a.rest("POST", "/api/auth/signout", Some(&child), Some(json!({}))).await;
    let started = Instant::now();
    assert_eq!(status, 200, "{body}");
    let took = until(&b, "/api/student/dashboard", &child, started, |status, _| status == 401).await;
    assert!(took <= BOUND, "sign-out held on the other replica after {took:?}");

    // A parent's password change ends their other sessions.
    let parent = a.parent("mama@example.com").await;
    assert_eq!(b.rest("GET", "/api/parent/children", Some(&parent), None).await.0, 200);
    assert_eq!(b.rest("GET", "/api/parent/children", Some(&parent), None).await.0, 200);
    let change = json!({"currentPassword": PASSWORD, "newPassword": "sunflower river 42"});
    let (status, body) = a.rest("POST", "/api/auth/password", Some(&parent), Some(change)).await;
    let started = Instant::now();
    assert_eq!(status, 200, "{body}");
    let took = until(&b, "/api/parent/children", &parent, started, |status, _| status == 401).await;
    assert!(took <= BOUND, "the password change held on the other replica after {took:?}");
    // The new token works on both at once: it is newer than any copy.
    let renewed = body["access_token"].as_str().unwrap().to_owned();
    assert_eq!(b.rest("GET", "/api/parent/children", Some(&renewed), None).await.0, 200);
}

#[tokio::test]
async fn a_child_removed_on_one_replica_is_gone_on_the_other_within_100_ms() {
    let (a, b) = replicas().await;
    let parent = a.parent("mama@example.com").await;
    let child = a.add_child(&parent, "Amani", 10).await;
    let (token, _) = a.signed_in_child_again("Amani").await;
    warm(&b, &token).await;
    let (status, body) = a.rest("DELETE", &format!("/api/parent/children/{}", child.id), Some(&parent), None).await;
    let started = Instant::now();
    assert_eq!(status, 200, "{body}");
    let took = until(&b, "/api/student/dashboard", &token, started, |status, _| status == 401).await;
    assert!(took <= BOUND, "the removal held on the other replica after {took:?}");
}

#[tokio::test]
async fn a_setting_or_the_minutes_changed_hold_on_the_other_replica_within_100_ms() {
    let (a, b) = replicas().await;
    let parent = a.parent("mama@example.com").await;
    let child = a.add_child(&parent, "Amani", 9).await;
    let (token, _) = a.signed_in_child_again("Amani").await;
    warm(&b, &token).await;
    // Bedtime from an hour ago to an hour from now, in UTC.
    let now = chrono::Utc::now();
    let start = (now - chrono::TimeDelta::hours(1)).format("%H:%M").to_string();
    let end = (now + chrono::TimeDelta::hours(1)).format("%H:%M").to_string();
    let settings = format!("/api/parent/children/{}/settings", child.id);
    let bedtime = json!({"bedtimeStart": start, "bedtimeEnd": end, "timeZone": "UTC"});
    assert_eq!(a.rest("PATCH", &settings, Some(&parent), Some(bedtime)).await.0, 200);
    let started = Instant::now();
    let took =
        until(&b, "/api/student/dashboard", &token, started, |status, body| status == 429 && reason(body) == "BEDTIME")
            .await;
    assert!(took <= BOUND, "bedtime held on the other replica after {took:?}");

    // No bedtime, a daily limit of 15 minutes, and the day's minutes used up in SQL, as another
    // replica counting them would.
    let limit = json!({"bedtimeStart": "", "bedtimeEnd": "", "dailyLimitMinutes": 15});
    assert_eq!(a.rest("PATCH", &settings, Some(&parent), Some(limit)).await.0, 200);
    until(&b, "/api/student/dashboard", &token, Instant::now(), |status, _| status == 200).await;
    // The minute those calls counted is written, and heard of by both, before the copy is made.
    a.settle().await;
    b.settle().await;
    warm(&b, &token).await;
    sql(
        &a,
        "INSERT INTO child_daily_usage (child_id, day, minutes, last_counted_at) \
         VALUES ($1, (now() AT TIME ZONE 'UTC')::date, 15, now()) \
         ON CONFLICT (child_id, day) DO UPDATE SET minutes = 15",
        &child.id,
    )
    .await;
    let started = Instant::now();
    let took = until(&b, "/api/student/dashboard", &token, started, |status, body| {
        status == 429 && reason(body) == "DAILY_LIMIT"
    })
    .await;
    assert!(took <= BOUND, "the minutes counted elsewhere held on this replica after {took:?}");
}

#[tokio::test]
async fn a_quiz_a_profile_and_the_catalogue_change_the_other_replicas_dashboard_within_100_ms() {
    let (a, b) = replicas().await;
    let (token, signed_in) = a.signed_in_child("Amani", 10).await;
    let child_id = signed_in["user"]["_id"].as_str().unwrap().to_owned();
    let before = warm(&b, &token).await;
    assert_eq!(before["dashboardResponse"]["quizStatus"]["isCompleted"], false);

    // A quiz submitted (here in SQL, as any replica's submission stores it).
    quiz_says(&a, child_id.parse().unwrap(), &[Dimension::Artistic]).await;
    let started = Instant::now();
    let took = until(&b, "/api/student/dashboard", &token, started, |_, body| {
        body["dashboardResponse"]["quizStatus"]["isCompleted"] == true
    })
    .await;
    assert!(took <= BOUND, "the quiz reached the other replica's dashboard after {took:?}");

    // The child's own profile edited on one replica.
    let (_, page) = a.rest("GET", "/api/profile", Some(&token), None).await;
    let avatar = page["avatarChoices"]
        .as_array()
        .unwrap()
        .iter()
        .find(|avatar| **avatar != before["dashboardResponse"]["currentUser"]["image"])
        .unwrap()
        .clone();
    assert_eq!(a.rest("PATCH", "/api/profile", Some(&token), Some(json!({"image": avatar}))).await.0, 200);
    let started = Instant::now();
    let took = until(&b, "/api/student/dashboard", &token, started, |_, body| {
        body["dashboardResponse"]["currentUser"]["image"] == avatar
    })
    .await;
    assert!(took <= BOUND, "the profile reached the other replica's dashboard after {took:?}");

    // The catalogue loaded anew (a title changed in SQL, as a load would).
    let first =
        before["dashboardResponse"]["educationalContents"][0]["videos"][0]["title"].as_str().unwrap().to_owned();
    let mut conn = a.pool.get().await.unwrap();
    diesel::sql_query("UPDATE learning_videos SET title = title || ' (new)' WHERE title = $1")
        .bind::<diesel::sql_types::Text, _>(&first)
        .execute(&mut conn)
        .await
        .unwrap();
    let started = Instant::now();
    drop(conn);
    let renamed = format!("{first} (new)");
    let took = until(&b, "/api/student/dashboard", &token, started, |_, body| {
        body["dashboardResponse"]["educationalContents"][0]["videos"]
            .as_array()
            .is_some_and(|videos| videos.iter().any(|video| video["title"] == renamed.as_str()))
    })
    .await;
    assert!(took <= BOUND, "the catalogue reached the other replica's dashboard after {took:?}");
}

#[tokio::test]
async fn a_catalogue_change_reaches_the_other_replicas_video_search_within_100_ms() {
    let (a, b) = replicas().await;
    let parent = a.parent("amani@example.com").await;
    let child = a.add_child(&parent, "Amani", 10).await;
    let (token, _) = a.signed_in_child_again("Amani").await;
    let search = "/api/videos/search?q=space";
    let titles = |body: &Value| -> Vec<String> {
        body["videos"].as_array().unwrap().iter().map(|video| video["title"].as_str().unwrap().to_owned()).collect()
    };
    let (status, first) = b.rest("GET", search, Some(&token), None).await;
    assert_eq!(status, 200, "{first}");
    let before = b.statements.count();
    let (_, again) = b.rest("GET", search, Some(&token), None).await;
    assert_eq!(titles(&again), titles(&first));
    let used = b.statements.count() - before;
    assert!(used <= 2, "the same search again reads only the limit and the blocked videos: {used} statements");

    let title = titles(&first)[0].clone();
    let mut conn = a.pool.get().await.unwrap();
    diesel::sql_query("UPDATE learning_videos SET title = title || ' (new)' WHERE title = $1")
        .bind::<diesel::sql_types::Text, _>(&title)
        .execute(&mut conn)
        .await
        .unwrap();
    let started = Instant::now();
    drop(conn);
    let renamed = format!("{title} (new)");
    let took = until(&b, search, &token, started, |_, body| titles(body).contains(&renamed)).await;
    assert!(took <= BOUND, "the catalogue reached the other replica's search after {took:?}");

    // A parent blocks the first video (here in SQL: a parent blocks only what the child watched,
    // and `watch_history.rs` tests that on one replica).
    let (_, found) = b.rest("GET", search, Some(&token), None).await;
    let blocked = found["videos"][0]["id"].as_str().unwrap().to_owned();
    let mut conn = a.pool.get().await.unwrap();
    diesel::sql_query(
        "INSERT INTO video_blocks (child_id, kind, target_id, title) VALUES ($1, 'video', $2, 'a video')",
    )
    .bind::<diesel::sql_types::Uuid, _>(child.id.parse::<uuid::Uuid>().unwrap())
    .bind::<diesel::sql_types::Text, _>(&blocked)
    .execute(&mut conn)
    .await
    .unwrap();
    let started = Instant::now();
    drop(conn);
    let took = until(&b, search, &token, started, |_, body| {
        body["videos"].as_array().unwrap().iter().all(|video| video["id"] != blocked.as_str())
    })
    .await;
    assert!(took <= BOUND, "the block reached the other replica's search after {took:?}");
}

/// The statements three dashboard calls send once the copies are made and the minute of use the
/// first calls counted is written (its announcement drops the copy of the minutes once).
async fn answered_from_copies(app: &TestApp, token: &str) -> u64 {
    warm(app, token).await;
    app.settle().await;
    warm(app, token).await;
    let before = app.statements.count();
    warm(app, token).await;
    app.statements.count() - before
}

/// Ends every listening connection of the test's database, as a network cut would.
async fn cut_listeners(app: &TestApp) {
    let mut conn = app.pool.get().await.unwrap();
    diesel::sql_query(
        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity \
         WHERE datname = current_database() AND query = 'LISTEN ndoto_changes'",
    )
    .execute(&mut conn)
    .await
    .unwrap();
}

#[tokio::test]
async fn a_replica_that_cannot_listen_reads_the_database_until_it_listens_again() {
    let (a, b) = replicas().await;
    let (child, _) = a.signed_in_child("Amani", 10).await;
    assert_eq!(answered_from_copies(&b, &child).await, 0, "a listening replica answers the dashboard from its copies");

    cut_listeners(&a).await;
    let started = Instant::now();
    while b.caches.listening() {
        assert!(started.elapsed() < Duration::from_secs(2), "the replica did not notice its listener was cut");
        tokio::time::sleep(Duration::from_millis(1)).await;
    }
    // Not listening: a sign-out it cannot hear of holds on the very next call.
    let (status, _) = a.rest("POST", "/api/auth/signout", Some(&child), Some(json!({}))).await;
    assert_eq!(status, 200);
    assert_eq!(b.rest("GET", "/api/student/dashboard", Some(&child), None).await.0, 401);

    // Listening again (within a second): copies are served again.
    let (child, _) = a.signed_in_child_again("Amani").await;
    b.settle().await;
    assert_eq!(answered_from_copies(&b, &child).await, 0, "copies are served again once the replica listens");
}
