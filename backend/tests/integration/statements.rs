//! Statements per call on the hot paths (issue 25, item 3): the dashboard, a community post and
//! a parent's list of children, each over REST (the path that did the most), counted by the
//! pool's own counter (`ndoto::db::StatementCounter`, transaction `BEGIN` and `COMMIT`
//! included). A ceiling fails the test when a change makes a call read the database more again;
//! lower it when a change makes a call cheaper.

use std::time::Duration;

use serde_json::json;

use crate::common::TestApp;

/// The statements each call may send at most. Before the auth layer loaded the account once per
/// request (with the child's settings) the dashboard sent 5, CreatePost 11 (the child's row read
/// three times, the settings twice) and ListChildren 2 plus one per child. Since the account, its
/// settings and today's minutes are copies in memory (`ndoto::cache`, issue 33), the auth layer
/// sends none on a repeated call, and the minute of use is written in the background.
/// The dashboard, called again: nothing (the career areas and the catalogue are copies too). The
/// first call reads the account, today's minutes, the career areas and the catalogue.
const DASHBOARD: u64 = 0;
/// CreatePost: the community; then BEGIN, the child's row locked, their posts of the last minute,
/// the insert, COMMIT.
const CREATE_POST: u64 = 6;
/// ListChildren, whatever the number of children: the children, every child's new safety events
/// in one query.
const LIST_CHILDREN: u64 = 2;
/// CompleteChallenge without a badge earned: BEGIN, the child's row locked, the activity, the
/// completion, the day marked for the learning journey's streak, what the child has achieved, the badges with the child's, the notifications (one
/// insert), the stars, COMMIT. A completion that earns badges sends one more, their insert
/// (counted apart below: which completions earn one depends on the order of the list). It sent
/// 13 before: achievements and stars took two statements each, the completion's notification its
/// own insert, and the auth layer two.
const COMPLETE_CHALLENGE: u64 = 10;

/// Waits until no statement has been sent for a while, so that work left over from earlier calls
/// is not counted against the next one.
async fn settled(app: &TestApp) -> u64 {
    let mut last = app.statements.count();
    loop {
        tokio::time::sleep(Duration::from_millis(150)).await;
        let now = app.statements.count();
        if now == last {
            return now;
        }
        last = now;
    }
}

/// The statements one REST call sends, the fewest of three tries (a renewal or a counter's first
/// window can add one to a single try).
async fn statements_of(app: &TestApp, method: &str, path: &str, token: &str, body: Option<serde_json::Value>) -> u64 {
    let mut fewest = u64::MAX;
    for _ in 0..3 {
        let before = settled(app).await;
        let (status, answer) = app.rest(method, path, Some(token), body.clone()).await;
        assert_eq!(status, 200, "{method} {path}: {answer}");
        let sent = settled(app).await - before;
        println!("{method} {path}: {sent}");
        fewest = fewest.min(sent);
    }
    fewest
}

#[tokio::test]
async fn hot_calls_send_no_more_statements_than_their_ceiling() {
    let app = TestApp::start().await;
    let parent = app.parent("counting@example.com").await;
    app.add_child(&parent, "Amani", 10).await;
    app.add_child(&parent, "Baraka", 12).await;
    let (child, _) = app.signed_in_child_again("Amani").await;
    let (status, communities) = app.rest("GET", "/api/student/dashboard/communities", Some(&child), None).await;
    assert_eq!(status, 200, "{communities}");
    let community = format!("/api/student/dashboard/communities/{}", communities[0]["_id"].as_str().unwrap());
    assert_eq!(app.rest("POST", &format!("{community}/join"), Some(&child), None).await.0, 200);

    // The minute of use the set-up counted is written, and its announcement heard, before the
    // dashboard's copies are made: a later announcement would drop the minutes' copy mid-count.
    assert_eq!(app.rest("GET", "/api/student/dashboard", Some(&child), None).await.0, 200);
    app.settle().await;
    let dashboard = statements_of(&app, "GET", "/api/student/dashboard", &child, None).await;
    let post = json!({"content": "We built a rain gauge today!"});
    let create_post = statements_of(&app, "POST", &format!("{community}/posts"), &child, Some(post)).await;
    let list_children = statements_of(&app, "GET", "/api/parent/children", &parent, None).await;
    // Each try completes another activity: a repeat would be ALREADY_EXISTS.
    let (_, challenges) = app.rest("GET", "/api/student/dashboard/challenges", Some(&child), None).await;
    let mut complete_challenge = u64::MAX;
    for challenge in challenges.as_array().unwrap().iter().take(3) {
        let path = format!("/api/student/rewards/complete-challenge/{}", challenge["_id"].as_str().unwrap());
        let before = settled(&app).await;
        let (status, answer) = app.rest("POST", &path, Some(&child), None).await;
        assert_eq!(status, 200, "{answer}");
        let badges_insert = u64::from(!answer["awardedBadges"].as_array().unwrap().is_empty());
        complete_challenge = complete_challenge.min(settled(&app).await - before - badges_insert);
    }
    println!(
        "statements per call: dashboard {dashboard}, CreatePost {create_post}, ListChildren {list_children}, \
         CompleteChallenge {complete_challenge}"
    );
    assert!(
        complete_challenge <= COMPLETE_CHALLENGE,
        "CompleteChallenge sent {complete_challenge} statements, more than {COMPLETE_CHALLENGE}"
    );
    assert_eq!(dashboard, DASHBOARD, "the dashboard called again reads the database");
    assert!(create_post <= CREATE_POST, "CreatePost sent {create_post} statements, more than {CREATE_POST}");
    assert!(list_children <= LIST_CHILDREN, "ListChildren sent {list_children} statements, more than {LIST_CHILDREN}");
}
