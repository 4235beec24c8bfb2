//! A parent's settings for a child (ParentService Get/UpdateChildSettings) and the child's view
//! of them (StudentService.GetMySettings) over REST and gRPC: the defaults by age, changes and
//! their validation, who may see them, and the server enforcing each one: community posting,
//! videos from the library only (the fake YouTube is never asked), personalised
//! recommendations, bedtime and the daily limit.

use std::time::Duration;

use crate::common::{PASSWORD, TestApp, assert_field_violation, quiz_says, with_token};
use chrono::{TimeDelta, Utc};
use diesel_async::RunQueryDsl;
use ndoto::api::v1::{
    self, auth_service_client::AuthServiceClient, community_service_client::CommunityServiceClient,
    parent_service_client::ParentServiceClient, student_service_client::StudentServiceClient,
    video_service_client::VideoServiceClient,
};
use ndoto::quiz::engine::Dimension;
use serde_json::{Value, json};
use tonic::Code;
use uuid::Uuid;
use wiremock::{Mock, MockServer, ResponseTemplate, matchers::path};

fn settings_path(child_id: &str) -> String {
    format!("/api/parent/children/{child_id}/settings")
}

/// A parent with one child aged `age`; returns the parent's token and the child's id.
async fn family(app: &TestApp, name: &str, age: u32) -> (String, String) {
    let parent = app.parent(&format!("{}@example.com", name.to_lowercase())).await;
    let child = app.add_child(&parent, name, age).await;
    (parent, child.id)
}

async fn patch(app: &TestApp, parent: &str, child_id: &str, body: Value) -> Value {
    let (status, answer) = app.rest("PATCH", &settings_path(child_id), Some(parent), Some(body)).await;
    assert_eq!(status, 200, "{answer}");
    answer["settings"].clone()
}

async fn sign_in(app: &TestApp, name: &str) -> (u16, Value) {
    app.rest("POST", "/api/auth/child/signin", None, Some(json!({"firstName": name, "password": PASSWORD}))).await
}

#[tokio::test]
async fn settings_start_private_by_age_and_only_the_childs_parent_sees_them() {
    let app = TestApp::start().await;
    let (parent, young) = family(&app, "Amani", 9).await;
    let teen = app.add_child(&parent, "Zawadi", 14).await.id;

    let (status, body) = app.rest("GET", &settings_path(&young), Some(&parent), None).await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(
        body,
        json!({"settings": {
            "communityPosting": true,
            "approvedVideosOnly": true,
            "personalisedRecommendations": false,
            "dailyLimitMinutes": 0,
            "bedtimeStart": "",
            "bedtimeEnd": "",
            "timeZone": "UTC",
            "minDailyLimitMinutes": 15,
            "maxDailyLimitMinutes": 720,
            "shareWatchHistory": false,
            // No model is configured here: nothing to offer, nothing a child writes leaves.
            "outsideAiAnswers": false,
            "outsideAiAvailable": false,
            "outsideAiNotice": "",
            "outsideAiNoticeVersion": "",
            "language": "en",
        }})
    );
    let over_grpc = ParentServiceClient::new(app.channel().await)
        .get_child_settings(with_token(v1::GetChildSettingsRequest { child_id: teen.clone() }, &parent))
        .await
        .unwrap()
        .into_inner()
        .settings
        .unwrap();
    assert!(over_grpc.community_posting && !over_grpc.approved_videos_only && !over_grpc.personalised_recommendations);

    // Another parent's child, an unknown id and a malformed one are all NOT_FOUND.
    let stranger = app.parent("stranger@example.com").await;
    for (token, id) in [(&stranger, young.as_str()), (&parent, &Uuid::new_v4().to_string()), (&parent, "nope")] {
        let (status, body) = app.rest("GET", &settings_path(id), Some(token), None).await;
        assert_eq!(status, 404, "{body}");
        let (status, _) =
            app.rest("PATCH", &settings_path(id), Some(token), Some(json!({"communityPosting": false}))).await;
        assert_eq!(status, 404);
    }
    let refused = ParentServiceClient::new(app.channel().await)
        .update_child_settings(with_token(
            v1::UpdateChildSettingsRequest {
                child_id: young.clone(),
                community_posting: Some(false),
                ..Default::default()
            },
            &stranger,
        ))
        .await
        .unwrap_err();
    assert_eq!(refused.code(), Code::NotFound);
    // A child's token, even the child's own, is PERMISSION_DENIED.
    let (child, _) = app.signed_in_child_again("Amani").await;
    let (status, _) = app.rest("GET", &settings_path(&young), Some(&child), None).await;
    assert_eq!(status, 403);
    let (status, body) = app.rest("GET", &settings_path(&young), Some(&parent), None).await;
    assert_eq!((status, body["settings"]["communityPosting"].as_bool()), (200, Some(true)), "nothing changed");
}

#[tokio::test]
async fn a_parent_changes_some_settings_and_mistakes_are_explained() {
    let app = TestApp::start().await;
    let (parent, child) = family(&app, "Amani", 10).await;

    let saved = patch(
        &app,
        &parent,
        &child,
        json!({"communityPosting": false, "dailyLimitMinutes": 90, "bedtimeStart": "20:30", "bedtimeEnd": "06:45",
               "timeZone": "Africa/Nairobi"}),
    )
    .await;
    assert_eq!(saved["communityPosting"], false);
    assert_eq!(saved["approvedVideosOnly"], true, "left out, so kept");
    assert_eq!((saved["dailyLimitMinutes"].as_i64(), saved["timeZone"].as_str()), (Some(90), Some("Africa/Nairobi")));
    assert_eq!((saved["bedtimeStart"].as_str(), saved["bedtimeEnd"].as_str()), (Some("20:30"), Some("06:45")));

    let refusals = [
        (json!({"dailyLimitMinutes": 5}), "dailyLimitMinutes", "between 15 and 720 minutes"),
        (json!({"dailyLimitMinutes": 721}), "dailyLimitMinutes", "or 0 for no limit"),
        (json!({"bedtimeStart": "9pm"}), "bedtimeStart", "such as 20:30"),
        (json!({"bedtimeStart": "", "bedtimeEnd": "07:00"}), "bedtimeStart", "or clear both"),
        (json!({"bedtimeStart": "07:00", "bedtimeEnd": "07:00"}), "bedtimeEnd", "must differ"),
        (json!({"timeZone": "Mars/Olympus_Mons"}), "timeZone", "such as Africa/Nairobi"),
    ];
    for (body, field, words) in refusals {
        let (status, answer) = app.rest("PATCH", &settings_path(&child), Some(&parent), Some(body.clone())).await;
        assert_eq!(status, 400, "{body}: {answer}");
        assert_field_violation(&answer, field, words);
    }

    // Over gRPC: 0 removes the limit, empty times remove the bedtime; the refusals changed nothing.
    let cleared = ParentServiceClient::new(app.channel().await)
        .update_child_settings(with_token(
            v1::UpdateChildSettingsRequest {
                child_id: child.clone(),
                daily_limit_minutes: Some(0),
                bedtime_start: Some(String::new()),
                bedtime_end: Some(String::new()),
                personalised_recommendations: Some(true),
                ..Default::default()
            },
            &parent,
        ))
        .await
        .unwrap()
        .into_inner()
        .settings
        .unwrap();
    assert_eq!((cleared.daily_limit_minutes, cleared.bedtime_start.as_str()), (0, ""));
    assert!(cleared.personalised_recommendations && !cleared.community_posting);
    assert_eq!(cleared.time_zone, "Africa/Nairobi");
}

#[tokio::test]
async fn a_parent_chooses_the_childs_language_which_sign_in_and_the_childs_settings_carry() {
    let app = TestApp::start().await;
    let (parent, child) = family(&app, "Amani", 9).await;
    let (_, signed_in) = sign_in(&app, "Amani").await;
    assert_eq!(signed_in["user"]["language"], "en", "English until the parent chooses: {signed_in}");

    let saved = patch(&app, &parent, &child, json!({"language": "sw"})).await;
    assert_eq!(saved["language"], "sw");
    assert_eq!(saved["communityPosting"], true, "left out, so kept");
    let (status, signed_in) = sign_in(&app, "Amani").await;
    assert_eq!(status, 200, "{signed_in}");
    assert_eq!(signed_in["user"]["language"], "sw");
    let token = signed_in["access_token"].as_str().unwrap();
    let (_, mine) = app.rest("GET", "/api/my-settings", Some(token), None).await;
    assert_eq!(mine["language"], "sw", "{mine}");

    // A code Ndoto does not speak (Kinyarwanda, a capitalised one, a name) is refused, naming
    // the three it does; the language stays as it was.
    for code in ["rw", "SW", "Kiswahili", ""] {
        let (status, answer) =
            app.rest("PATCH", &settings_path(&child), Some(&parent), Some(json!({"language": code}))).await;
        assert_eq!(status, 400, "{code}: {answer}");
        assert_field_violation(&answer, "language", "must be one of en, sw, fr");
    }
    let french = ParentServiceClient::new(app.channel().await)
        .update_child_settings(with_token(
            v1::UpdateChildSettingsRequest {
                child_id: child.clone(),
                language: Some("fr".into()),
                ..Default::default()
            },
            &parent,
        ))
        .await
        .unwrap()
        .into_inner()
        .settings
        .unwrap();
    assert_eq!(french.language, "fr");
    let over_grpc = StudentServiceClient::new(app.channel().await)
        .get_my_settings(with_token(v1::GetMySettingsRequest {}, token))
        .await
        .unwrap()
        .into_inner();
    assert_eq!(over_grpc.language, "fr", "a change reaches the signed-in child at once");
}

#[tokio::test]
async fn the_child_reads_what_their_parent_chose_and_that_they_are_monitored() {
    let app = TestApp::start().await;
    let (parent, child_token, _) =
        app.signed_in_child_with("Amani", 8, json!({"communityPosting": false, "dailyLimitMinutes": 60})).await;
    let (status, _) = app.rest("GET", "/api/student/rewards", Some(&child_token), None).await;
    assert_eq!(status, 200);
    let (status, mine) = app.rest("GET", "/api/my-settings", Some(&child_token), None).await;
    assert_eq!(status, 200, "{mine}");
    assert_eq!(mine["monitored"], true);
    assert_eq!((mine["communityPosting"].as_bool(), mine["approvedVideosOnly"].as_bool()), (Some(false), Some(true)));
    assert_eq!(mine["dailyLimitMinutes"], 60);
    assert_eq!(mine["closedMessage"], "");
    assert_eq!(mine["minutesUsedToday"], 1, "the rewards call's minute; reading settings counts none");
    let over_grpc = StudentServiceClient::new(app.channel().await)
        .get_my_settings(with_token(v1::GetMySettingsRequest {}, &child_token))
        .await
        .unwrap()
        .into_inner();
    assert!(over_grpc.monitored && !over_grpc.community_posting);
    // A parent has no settings of their own to read here.
    let (status, _) = app.rest("GET", "/api/my-settings", Some(&parent), None).await;
    assert_eq!(status, 403);
}

#[tokio::test]
async fn with_posting_off_a_child_reads_posts_but_cannot_write_any() {
    let app = TestApp::start().await;
    let (parent, child) = family(&app, "Amani", 10).await;
    let (token, _) = app.signed_in_child_again("Amani").await;
    let (_, communities) = app.rest("GET", "/api/student/dashboard/communities", Some(&token), None).await;
    let community = communities[0]["_id"].as_str().unwrap().to_owned();
    let base = format!("/api/student/dashboard/communities/{community}");
    let (status, _) = app.rest("POST", &format!("{base}/join"), Some(&token), None).await;
    assert_eq!(status, 200);
    let (status, body) =
        app.rest("POST", &format!("{base}/posts"), Some(&token), Some(json!({"content": "I love volcanoes"}))).await;
    assert_eq!(status, 200, "posting is on by default: {body}");

    patch(&app, &parent, &child, json!({"communityPosting": false})).await;
    let (status, body) =
        app.rest("POST", &format!("{base}/posts"), Some(&token), Some(json!({"content": "Me again"}))).await;
    assert_eq!(status, 400, "FAILED_PRECONDITION: {body}");
    assert!(body["message"].as_str().unwrap().starts_with("Your parent has turned off posting"), "{body}");
    let refused = CommunityServiceClient::new(app.channel().await)
        .create_post(with_token(
            v1::CreatePostRequest { community_id: community.clone(), content: "Me again".into(), ..Default::default() },
            &token,
        ))
        .await
        .unwrap_err();
    assert_eq!(refused.code(), Code::FailedPrecondition);
    assert!(refused.message().contains("You can still read and like posts"), "{}", refused.message());
    let (status, posts) = app.rest("GET", &format!("{base}/posts"), Some(&token), None).await;
    assert_eq!((status, posts.as_array().map(Vec::len)), (200, Some(1)), "reading stays allowed: {posts}");

    patch(&app, &parent, &child, json!({"communityPosting": true})).await;
    let (status, _) =
        app.rest("POST", &format!("{base}/posts"), Some(&token), Some(json!({"content": "Back again"}))).await;
    assert_eq!(status, 200);
}

#[tokio::test]
async fn library_videos_only_never_asks_youtube_even_when_it_is_configured() {
    let youtube = MockServer::start().await;
    Mock::given(path("/youtube/v3/search"))
        .respond_with(ResponseTemplate::new(200).set_body_json(json!({"items": []})))
        .expect(1)
        .mount(&youtube)
        .await;
    Mock::given(path("/youtube/v3/videos"))
        .respond_with(ResponseTemplate::new(200).set_body_json(json!({"items": []})))
        .mount(&youtube)
        .await;
    let app = TestApp::start_with(crate::common::Options {
        youtube: Some(ndoto::video::youtube::YouTubeSettings {
            base_url: format!("{}/youtube/v3", youtube.uri()),
            api_key: "test-key".into(),
            timeout: Duration::from_secs(4),
        }),
        ..crate::common::Options::default()
    })
    .await;
    let (parent, child) = family(&app, "Amani", 9).await;
    let (token, _) = app.signed_in_child_again("Amani").await;

    // On by default for a 9-year-old: the catalogue answers, over REST and gRPC.
    let (status, body) = app.rest("GET", "/api/videos/search?q=volcano", Some(&token), None).await;
    assert_eq!(status, 200, "{body}");
    assert!(!body["videos"].as_array().unwrap().is_empty(), "the library has volcano videos: {body}");
    let found = VideoServiceClient::new(app.channel().await)
        .search_videos(with_token(v1::SearchVideosRequest { q: "space".into() }, &token))
        .await
        .unwrap()
        .into_inner();
    assert!(!found.videos.is_empty());
    assert!(youtube.received_requests().await.unwrap().is_empty(), "YouTube was asked");

    // Turned off, the search goes to YouTube (once: `expect(1)` is checked when the fake stops).
    patch(&app, &parent, &child, json!({"approvedVideosOnly": false})).await;
    let (status, _) = app.rest("GET", "/api/videos/search?q=rivers", Some(&token), None).await;
    assert_eq!(status, 200);
    assert_eq!(
        youtube.received_requests().await.unwrap().iter().filter(|r| r.url.path().ends_with("/search")).count(),
        1
    );
}

#[tokio::test]
async fn recommendations_follow_quiz_results_only_when_the_parent_says_yes() {
    let app = TestApp::start().await;
    let (parent, child) = family(&app, "Nia", 11).await;
    let (token, _) = app.signed_in_child_again("Nia").await;
    let dashboard = |token: String| {
        let app = &app;
        async move {
            let (status, body) = app.rest("GET", "/api/student/dashboard", Some(&token), None).await;
            assert_eq!(status, 200, "{body}");
            body["dashboardResponse"]["educationalContents"].clone()
        }
    };
    let before = dashboard(token.clone()).await;
    quiz_says(&app, child.parse().unwrap(), &[Dimension::Artistic]).await;
    assert_eq!(dashboard(token.clone()).await, before, "off by default: the library's picks for the age");

    patch(&app, &parent, &child, json!({"personalisedRecommendations": true})).await;
    assert_ne!(dashboard(token.clone()).await, before, "on: ranked by the quiz's career areas");
}

#[tokio::test]
async fn bedtime_refuses_sign_in_and_calls_in_the_parents_time_zone() {
    let app = TestApp::start().await;
    let (parent, child) = family(&app, "Amani", 9).await;
    let (token, _) = app.signed_in_child_again("Amani").await;
    // Bedtime from an hour ago to an hour from now in Nairobi's time (UTC+3, no daylight saving).
    let nairobi = Utc::now() + TimeDelta::hours(3);
    let start = (nairobi - TimeDelta::hours(1)).format("%H:%M").to_string();
    let end = (nairobi + TimeDelta::hours(1)).format("%H:%M").to_string();
    patch(&app, &parent, &child, json!({"bedtimeStart": start, "bedtimeEnd": end, "timeZone": "Africa/Nairobi"})).await;

    let (status, body) = sign_in(&app, "Amani").await;
    assert_eq!(status, 429, "{body}");
    let message = body["message"].as_str().unwrap();
    assert!(message.starts_with("It's bedtime!") && message.contains(&format!("from {start} to {end}")), "{message}");
    let refused = AuthServiceClient::new(app.channel().await)
        .child_sign_in(v1::ChildSignInRequest { first_name: "Amani".into(), password: PASSWORD.into() })
        .await
        .unwrap_err();
    assert_eq!(refused.code(), Code::ResourceExhausted);
    let retry: u64 = refused.metadata().get("retry-after").unwrap().to_str().unwrap().parse().unwrap();
    assert!((3500..=3600).contains(&retry), "back when bedtime ends: {retry}");
    let info = tonic_types::StatusExt::get_details_error_info(&refused).expect("the reason as ErrorInfo");
    assert_eq!((info.reason.as_str(), info.domain.as_str()), ("BEDTIME", "ndoto.app"));
    // A wrong password still gets the usual answer: bedtime is told only to the account's owner.
    let (status, _) = app
        .rest("POST", "/api/auth/child/signin", None, Some(json!({"firstName": "Amani", "password": "wrong-pass"})))
        .await;
    assert_eq!(status, 401);

    // A session from before bedtime is refused too, except reading why and signing out; over
    // REST with Retry-After and the reason as the auth layer's answer (issue 26, item 6).
    let (status, body) = app.rest("GET", "/api/student/dashboard", Some(&token), None).await;
    assert_eq!((status, body["message"].as_str()), (429, Some(message)));
    let info =
        body["details"].as_array().unwrap().iter().find(|d| d["@type"] == "type.googleapis.com/google.rpc.ErrorInfo");
    assert_eq!(info.map(|i| (&i["reason"], &i["domain"])), Some((&json!("BEDTIME"), &json!("ndoto.app"))), "{body}");
    let raw = app.http.get(app.url("/api/student/dashboard")).bearer_auth(&token).send().await.unwrap();
    let retry: u64 = raw.headers()["retry-after"].to_str().unwrap().parse().unwrap();
    assert!((3500..=3600).contains(&retry), "REST says when bedtime ends: {retry}");
    let grpc = StudentServiceClient::new(app.channel().await)
        .get_dashboard(with_token(v1::GetDashboardRequest {}, &token))
        .await
        .unwrap_err();
    assert_eq!(grpc.code(), Code::ResourceExhausted);
    let (status, mine) = app.rest("GET", "/api/my-settings", Some(&token), None).await;
    assert_eq!((status, mine["closedMessage"].as_str()), (200, Some(message)));

    // The same hours in London's time are not bedtime now.
    patch(&app, &parent, &child, json!({"timeZone": "Europe/London"})).await;
    let london_now = Utc::now().with_timezone(&chrono_tz::Europe::London).format("%H:%M").to_string();
    if !(start <= london_now && london_now < end) && !(start > end && (london_now >= start || london_now < end)) {
        let (status, body) = sign_in(&app, "Amani").await;
        assert_eq!(status, 200, "{body}");
    }
    patch(&app, &parent, &child, json!({"bedtimeStart": "", "bedtimeEnd": ""})).await;
    let (status, _) = app.rest("GET", "/api/student/dashboard", Some(&token), None).await;
    assert_eq!(status, 200);
}

async fn minutes_today(app: &TestApp, child_id: Uuid) -> Vec<i32> {
    #[derive(diesel::QueryableByName)]
    struct Row {
        #[diesel(sql_type = diesel::sql_types::Integer)]
        minutes: i32,
    }
    // The server writes the minutes it counted within a second: now.
    app.settle().await;
    let mut conn = app.pool.get().await.unwrap();
    let rows: Vec<Row> = diesel::sql_query("SELECT minutes FROM child_daily_usage WHERE child_id = $1 ORDER BY day")
        .bind::<diesel::sql_types::Uuid, _>(child_id)
        .load(&mut conn)
        .await
        .unwrap();
    rows.into_iter().map(|row| row.minutes).collect()
}

#[tokio::test]
async fn the_daily_limit_counts_active_minutes_and_then_refuses_sign_in_and_calls() {
    let app = TestApp::start().await;
    let (parent, child) = family(&app, "Amani", 12).await;
    let child_id: Uuid = child.parse().unwrap();
    patch(&app, &parent, &child, json!({"dailyLimitMinutes": 15})).await;
    let (token, _) = app.signed_in_child_again("Amani").await;
    assert_eq!(minutes_today(&app, child_id).await, Vec::<i32>::new(), "signing in is not use");

    // Many calls within a minute count one minute.
    for _ in 0..5 {
        let (status, _) = app.rest("GET", "/api/student/rewards", Some(&token), None).await;
        assert_eq!(status, 200);
    }
    assert_eq!(minutes_today(&app, child_id).await, [1]);
    // A minute later (as the counter sees it), the next call counts another; an old day's row goes.
    let mut conn = app.pool.get().await.unwrap();
    diesel::sql_query(
        "UPDATE child_daily_usage SET last_counted_at = now() - interval '61 seconds' WHERE child_id = $1",
    )
    .bind::<diesel::sql_types::Uuid, _>(child_id)
    .execute(&mut conn)
    .await
    .unwrap();
    drop(conn);
    app.settle().await;
    app.rest("GET", "/api/student/rewards", Some(&token), None).await;
    assert_eq!(minutes_today(&app, child_id).await, [2]);

    // Fourteen minutes used: the fifteenth is the last.
    let mut conn = app.pool.get().await.unwrap();
    diesel::sql_query(
        "UPDATE child_daily_usage SET minutes = 14, last_counted_at = now() - interval '2 minutes' WHERE child_id = $1",
    )
    .bind::<diesel::sql_types::Uuid, _>(child_id)
    .execute(&mut conn)
    .await
    .unwrap();
    drop(conn);
    app.settle().await;
    let (status, _) = app.rest("GET", "/api/student/rewards", Some(&token), None).await;
    assert_eq!(status, 200, "the fifteenth minute is allowed");
    let (status, body) = app.rest("GET", "/api/student/rewards", Some(&token), None).await;
    assert_eq!(status, 429, "{body}");
    let message = body["message"].as_str().unwrap();
    assert!(message.contains("15 minutes") && message.contains("Come back tomorrow"), "{message}");
    let grpc = StudentServiceClient::new(app.channel().await)
        .get_rewards(with_token(v1::GetRewardsRequest {}, &token))
        .await
        .unwrap_err();
    assert_eq!((grpc.code(), grpc.message()), (Code::ResourceExhausted, message));
    assert_eq!(tonic_types::StatusExt::get_details_error_info(&grpc).unwrap().reason, "DAILY_LIMIT");
    let (status, body) = sign_in(&app, "Amani").await;
    assert_eq!((status, body["message"].as_str()), (429, Some(message)));
    let (status, mine) = app.rest("GET", "/api/my-settings", Some(&token), None).await;
    assert_eq!(
        (status, mine["minutesUsedToday"].as_i64(), mine["closedMessage"].as_str()),
        (200, Some(15), Some(message))
    );
    assert_eq!(minutes_today(&app, child_id).await, [15], "refused calls count nothing");

    // The parent raises the limit: the child is back.
    patch(&app, &parent, &child, json!({"dailyLimitMinutes": 30})).await;
    let (status, _) = sign_in(&app, "Amani").await;
    assert_eq!(status, 200);
}

#[tokio::test]
async fn settings_and_minutes_go_with_the_child() {
    let app = TestApp::start().await;
    let (_, token, signed_in) = app.signed_in_child_with("Amani", 9, json!({"dailyLimitMinutes": 60})).await;
    app.rest("GET", "/api/student/rewards", Some(&token), None).await;
    // The minute that call counted is written before the child goes.
    app.settle().await;
    let child_id: Uuid = signed_in["user"]["_id"].as_str().unwrap().parse().unwrap();
    let mut conn = app.pool.get().await.unwrap();
    diesel::sql_query("DELETE FROM children WHERE id = $1")
        .bind::<diesel::sql_types::Uuid, _>(child_id)
        .execute(&mut conn)
        .await
        .unwrap();
    let left = diesel::sql_query(
        "SELECT 1 FROM child_settings WHERE child_id = $1 UNION ALL SELECT 1 FROM child_daily_usage WHERE child_id = $1",
    )
    .bind::<diesel::sql_types::Uuid, _>(child_id)
    .execute(&mut conn)
    .await
    .unwrap();
    assert_eq!(left, 0);
}
