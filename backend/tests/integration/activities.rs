//! Activities and rewards: listing, completing in one transaction (badges, stars, rules), the
//! errors, a concurrent double completion, and the rewards read back, over REST, gRPC and grpc-web.

use std::collections::BTreeSet;

use crate::common::{TestApp, assert_field_violation, catalogue, with_token};
use chrono::{SecondsFormat, TimeDelta, Utc};
use ndoto::{
    api::v1::{self, student_service_client::StudentServiceClient},
    catalogue::Theme,
};
use serde_json::{Value, json};
use tonic::Code;
use tonic_types::StatusExt;

async fn challenges(app: &TestApp, token: &str) -> Vec<Value> {
    let (status, body) = app.rest("GET", "/api/student/dashboard/challenges", Some(token), None).await;
    assert_eq!(status, 200, "{body}");
    body.as_array().expect("a bare JSON array").clone()
}

/// The id of the listed activity whose catalogue entry is the first of `theme`, after `skip`.
fn id_of(list: &[Value], theme: Theme, skip: usize) -> String {
    let entry =
        catalogue().activities.iter().filter(|a| a.theme == theme).nth(skip).expect("enough activities of the theme");
    let listed = list.iter().find(|c| c["title"] == entry.title).expect("listed");
    listed["_id"].as_str().unwrap().to_owned()
}

async fn complete(app: &TestApp, token: &str, id: &str) -> (u16, Value) {
    app.rest("POST", &format!("/api/student/rewards/complete-challenge/{id}"), Some(token), None).await
}

/// Completes every activity of `ids` at the same time, each on its own task.
async fn complete_at_once(app: &TestApp, token: &str, ids: &[String]) -> Vec<(u16, Value)> {
    let mut tasks = tokio::task::JoinSet::new();
    for id in ids {
        let request =
            app.http.post(app.url(&format!("/api/student/rewards/complete-challenge/{id}"))).bearer_auth(token);
        tasks.spawn(async move {
            let response = request.send().await.unwrap();
            (response.status().as_u16(), response.json::<Value>().await.unwrap())
        });
    }
    tasks.join_all().await
}

async fn rewards(app: &TestApp, token: &str) -> Value {
    let (status, body) = app.rest("GET", "/api/student/rewards", Some(token), None).await;
    assert_eq!(status, 200, "{body}");
    body
}

fn badge_ids(list: &Value) -> BTreeSet<String> {
    list.as_array().unwrap().iter().map(|b| b["id"].as_str().unwrap().to_owned()).collect()
}

fn stars_of(activity_title: &str) -> i64 {
    i64::from(catalogue().activities.iter().find(|a| a.title == activity_title).unwrap().difficulty.stars())
}

fn badge_stars(id: &str) -> i64 {
    i64::from(catalogue().badges.iter().find(|b| b.id == id).unwrap().tier.stars())
}

#[tokio::test]
async fn activities_are_a_bare_array_with_the_spec_fields_marked_per_child() {
    let app = TestApp::start().await;
    let (token, _) = app.signed_in_child("Baraka", 10).await;
    let (other, _) = app.signed_in_child("Amani", 7).await;
    let list = challenges(&app, &token).await;
    assert_eq!(list.len(), catalogue().activities.len());
    let first = &list[0];
    let mut keys: Vec<&str> = first.as_object().unwrap().keys().map(String::as_str).collect();
    keys.sort_unstable();
    assert_eq!(
        keys,
        [
            "_id",
            "ageRange",
            "description",
            "difficultyLevel",
            "estimatedTime",
            "imageUrl",
            "isCompleted",
            "learningOutcomes",
            "project",
            "stars",
            "theme",
            "title",
            "tutorialSteps",
            "videoTutorialUrl"
        ]
    );
    let entry = &catalogue().activities[0];
    assert_eq!(first["title"], entry.title);
    assert_eq!(first["theme"], entry.theme.as_str());
    assert_eq!(first["difficultyLevel"], entry.difficulty.as_str());
    assert_eq!(first["ageRange"], format!("{}-{}", entry.ages.0, entry.ages.1));
    assert_eq!(first["estimatedTime"], entry.estimated_minutes);
    assert_eq!(first["isCompleted"], false);
    assert!(uuid::Uuid::parse_str(first["_id"].as_str().unwrap()).is_ok());

    let id = first["_id"].as_str().unwrap();
    let (status, body) = complete(&app, &token, id).await;
    assert_eq!(status, 200, "{body}");
    let list = challenges(&app, &token).await;
    assert_eq!(list.iter().filter(|c| c["isCompleted"] == true).count(), 1);
    assert_eq!(list.iter().find(|c| c["_id"] == id).unwrap()["isCompleted"], true);
    let theirs = challenges(&app, &other).await;
    assert!(theirs.iter().all(|c| c["isCompleted"] == false), "another child's list is their own");
}

#[tokio::test]
async fn every_activity_has_a_tutorial_its_linked_videos_url_or_its_own_steps() {
    let app = TestApp::start().await;
    let (token, _) = app.signed_in_child("Neema", 9).await;
    let list = challenges(&app, &token).await;
    let catalogue = catalogue();
    assert_eq!(list.len(), catalogue.activities.iter().filter(|a| !a.retired).count());
    let mut linked = 0;
    for listed in &list {
        let entry = catalogue.activities.iter().find(|a| a.title == listed["title"]).expect("a catalogue activity");
        let url = listed["videoTutorialUrl"].as_str().unwrap();
        let steps: Vec<&str> =
            listed["tutorialSteps"].as_array().unwrap().iter().map(|step| step.as_str().unwrap()).collect();
        assert!(!url.is_empty() || !steps.is_empty(), "{} has no tutorial: {listed}", entry.slug);
        assert_eq!(steps, entry.tutorial_steps, "{}", entry.slug);
        match catalogue.tutorial_video(entry) {
            // The URL is the linked video's, as the video library has it.
            Some(video) => {
                assert_eq!(url, video.url, "{}", entry.slug);
                linked += 1;
            }
            None => assert_eq!(url, "", "{}", entry.slug),
        }
    }
    assert!(linked > 0, "some activity links a video of the library");
    let gauge = list.iter().find(|c| c["title"] == "Bottle Rain Gauge").unwrap();
    let weather = catalogue.videos.iter().find(|v| v.slug == "weather-for-kids").unwrap();
    assert_eq!(gauge["videoTutorialUrl"], weather.url.as_str());

    // gRPC sends the same tutorials.
    let mut client = StudentServiceClient::new(app.channel().await);
    let grpc =
        client.list_challenges(with_token(v1::ListChallengesRequest::default(), &token)).await.unwrap().into_inner();
    let balloon = catalogue.activities.iter().find(|a| a.slug == "balloon-blow-up-reaction").unwrap();
    let sent = grpc.challenges.iter().find(|c| c.title == balloon.title).unwrap();
    assert_eq!((sent.video_tutorial_url.as_str(), &sent.tutorial_steps), ("", &balloon.tutorial_steps));

    // A reload follows the catalogue: the balloon's steps give way to a video, and the rain
    // gauge's video to steps.
    let mut changed = catalogue.clone();
    let balloon = changed.activities.iter_mut().find(|a| a.slug == "balloon-blow-up-reaction").unwrap();
    balloon.tutorial_steps.clear();
    balloon.tutorial_video = Some("science-experiments-for-a-day-inside".into());
    // Its Kiswahili and French follow English's shape.
    for texts in [&mut balloon.sw, &mut balloon.fr] {
        texts.as_mut().unwrap().tutorial_steps.clear();
    }
    let gauge = changed.activities.iter_mut().find(|a| a.slug == "bottle-rain-gauge").unwrap();
    gauge.tutorial_video = None;
    gauge.tutorial_steps = vec!["Rain is measured in millimetres.".into(), "Open ground catches the most rain.".into()];
    for texts in [&mut gauge.sw, &mut gauge.fr] {
        texts.as_mut().unwrap().tutorial_steps = vec!["Mvua.".into(), "Pluie.".into()];
    }
    changed.validate().unwrap();
    load(&app, &changed).await;
    let list = challenges(&app, &token).await;
    let balloon = list.iter().find(|c| c["title"] == "Fizzy Balloon Blow-Up").unwrap();
    let indoors = catalogue.videos.iter().find(|v| v.slug == "science-experiments-for-a-day-inside").unwrap();
    assert_eq!((&balloon["videoTutorialUrl"], &balloon["tutorialSteps"]), (&json!(indoors.url), &json!([])));
    let gauge = list.iter().find(|c| c["title"] == "Bottle Rain Gauge").unwrap();
    assert_eq!(
        (&gauge["videoTutorialUrl"], &gauge["tutorialSteps"]),
        (&json!(""), &json!(["Rain is measured in millimetres.", "Open ground catches the most rain."]))
    );
}

#[tokio::test]
async fn completing_awards_the_explorer_badge_and_stars_once() {
    let app = TestApp::start().await;
    let (token, _) = app.signed_in_child("Zawadi", 14).await;
    let empty = rewards(&app, &token).await;
    assert_eq!(empty["totalBadges"], 0);
    assert_eq!(empty["totalStars"], 0);
    assert_eq!(empty["badges"], json!([]));
    assert_eq!(empty["badgesByTier"], json!({"bronze": [], "silver": [], "gold": [], "legendary": [], "special": []}));
    assert_eq!(empty["starsByType"], json!({"activity_completed": 0, "badge_earned": 0}));
    let catalogue = empty["catalogue"].as_array().unwrap();
    assert_eq!(catalogue.len(), 16);
    assert!(catalogue.iter().all(|b| b.get("completedAt").is_none() || b["completedAt"].is_null()));
    assert_eq!(catalogue[0]["howToEarn"], "Complete a science activity");

    let list = challenges(&app, &token).await;
    let id = id_of(&list, Theme::Science, 0);
    let title = list.iter().find(|c| c["_id"] == id.as_str()).unwrap()["title"].as_str().unwrap().to_owned();
    let (status, body) = complete(&app, &token, &id).await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["message"], "Science Explorer Badge earned!");
    assert_eq!(badge_ids(&body["awardedBadges"]), BTreeSet::from(["science-explorer".into(), "first-project".into()]));
    let expected_stars = stars_of(&title) + badge_stars("science-explorer") + badge_stars("first-project");
    assert_eq!(body["starsAwarded"], expected_stars);
    assert_eq!(body["totalStars"], expected_stars);

    let (status, again) = complete(&app, &token, &id).await;
    assert_eq!(status, 409, "{again}");
    assert!(again["message"].as_str().unwrap().contains("already completed"), "{again}");

    let after = rewards(&app, &token).await;
    assert_eq!(after["totalBadges"], 2);
    assert_eq!(after["totalStars"], expected_stars);
    assert_eq!(
        after["starsByType"],
        json!({
            "activity_completed": stars_of(&title),
            "badge_earned": badge_stars("science-explorer") + badge_stars("first-project")
        })
    );
    let science = after["badges"].as_array().unwrap().iter().find(|b| b["id"] == "science-explorer").unwrap();
    assert_eq!(science["name"], "Science Explorer");
    assert_eq!(science["icon"], "🔬");
    assert_eq!(science["tier"], "bronze");
    assert_eq!(science["category"], "Academic");
    let earned_at = chrono::DateTime::parse_from_rfc3339(science["completedAt"].as_str().unwrap()).unwrap();
    assert!((chrono::Utc::now() - earned_at.to_utc()).num_seconds().abs() < 60);
    assert_eq!(
        badge_ids(&after["badgesByTier"]["bronze"]),
        BTreeSet::from(["science-explorer".into(), "first-project".into()])
    );
    let earned_in_catalogue: Vec<&str> = after["catalogue"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|b| b["completedAt"].is_string())
        .map(|b| b["id"].as_str().unwrap())
        .collect();
    assert_eq!(earned_in_catalogue, ["science-explorer", "first-project"]);

    // A second science activity brings stars but no second explorer badge.
    let second = id_of(&list, Theme::Science, 1);
    let (status, body) = complete(&app, &token, &second).await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["awardedBadges"], json!([]));
    assert!(body["message"].as_str().unwrap().starts_with("Well done! You earned"), "{body}");
}

#[tokio::test]
async fn the_badge_rules_count_activities_themes_and_the_quiz() {
    let app = TestApp::start().await;
    let (token, _) = app.signed_in_child("Jabari", 17).await;
    let list = challenges(&app, &token).await;
    for (theme, skip) in [(Theme::Community, 0), (Theme::Art, 0)] {
        let (status, body) = complete(&app, &token, &id_of(&list, theme, skip)).await;
        assert_eq!(status, 200, "{body}");
    }
    let (_, third) = complete(&app, &token, &id_of(&list, Theme::Community, 1)).await;
    assert_eq!(
        badge_ids(&third["awardedBadges"]),
        BTreeSet::from(["kindness-champion".into(), "project-builder".into()]),
        "the third activity and the second community one"
    );
    for theme in [Theme::Music, Theme::Math] {
        complete(&app, &token, &id_of(&list, theme, 0)).await;
    }
    let (_, fifth_theme) = complete(&app, &token, &id_of(&list, Theme::Nature, 0)).await;
    assert!(badge_ids(&fifth_theme["awardedBadges"]).contains("curious-mind"), "{fifth_theme}");

    // The career quiz earns Career Dreamer when it is submitted.
    app.take_quiz(&token, "16-18").await;
    let after = rewards(&app, &token).await;
    let ids = badge_ids(&after["badges"]);
    assert!(ids.contains("career-dreamer"), "{ids:?}");
    assert_eq!(after["badgesByTier"]["special"][0]["id"], "career-dreamer");
    assert_eq!(after["badges"][0]["id"], "career-dreamer", "most recent first");
    assert_eq!(after["totalBadges"], ids.len());
    assert_eq!(badge_ids(&after["badgesByTier"]["gold"]), BTreeSet::from(["curious-mind".into()]));
}

#[tokio::test]
async fn unknown_ids_are_404_and_other_callers_are_refused() {
    let app = TestApp::start().await;
    let (token, _) = app.signed_in_child("Baraka", 10).await;
    for id in [uuid::Uuid::new_v4().to_string(), "not-an-id".to_owned()] {
        let (status, body) = complete(&app, &token, &id).await;
        assert_eq!(status, 404, "{body}");
        assert!(body["message"].as_str().unwrap().contains("there is no activity with id"), "{body}");
    }
    let parent = app.parent("neema@example.com").await;
    for (method, path) in [
        ("GET", "/api/student/rewards"),
        ("GET", "/api/student/dashboard/challenges"),
        ("POST", "/api/student/rewards/complete-challenge/x"),
    ] {
        let (status, _) = app.rest(method, path, None, None).await;
        assert_eq!(status, 401, "{method} {path} without a token");
        let (status, _) = app.rest(method, path, Some(&parent), None).await;
        assert_eq!(status, 403, "{method} {path} with a parent's token");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_completions_of_the_same_activity_at_once_award_once() {
    let app = TestApp::start().await;
    let (token, _) = app.signed_in_child("Amani", 7).await;
    let list = challenges(&app, &token).await;
    let id = id_of(&list, Theme::Art, 0);
    let results = complete_at_once(&app, &token, &vec![id; 8]).await;
    let statuses: Vec<u16> = results.iter().map(|(status, _)| *status).collect();
    assert_eq!(statuses.iter().filter(|&&s| s == 200).count(), 1, "{statuses:?}");
    assert_eq!(statuses.iter().filter(|&&s| s == 409).count(), 7, "{statuses:?}");
    let after = rewards(&app, &token).await;
    assert_eq!(badge_ids(&after["badges"]), BTreeSet::from(["art-explorer".into(), "first-project".into()]));
    let winner = &results.iter().find(|(status, _)| *status == 200).unwrap().1;
    assert_eq!(after["totalStars"], winner["totalStars"]);

    // Different activities at once: every rule still sees every completion (project-builder at 3).
    let ids: Vec<String> = [(Theme::Science, 0), (Theme::Music, 0), (Theme::Nature, 0)]
        .into_iter()
        .map(|(theme, skip)| id_of(&list, theme, skip))
        .collect();
    let results = complete_at_once(&app, &token, &ids).await;
    assert!(results.iter().all(|(status, _)| *status == 200), "{results:?}");
    let after = rewards(&app, &token).await;
    let earned = badge_ids(&after["badges"]);
    assert!(earned.contains("project-builder"), "{earned:?}");
    assert_eq!(after["totalBadges"], earned.len());
}

#[tokio::test]
async fn activities_and_rewards_work_over_grpc_and_grpc_web() {
    let app = TestApp::start().await;
    let (token, _) = app.signed_in_child("Zawadi", 14).await;
    let mut client = StudentServiceClient::new(app.channel().await);
    let list =
        client.list_challenges(with_token(v1::ListChallengesRequest::default(), &token)).await.unwrap().into_inner();
    let sports = list.challenges.iter().find(|c| c.theme == "sports").unwrap();
    assert!(!sports.is_completed && !sports.learning_outcomes.is_empty() && sports.stars > 0);
    let done = client
        .complete_challenge(with_token(
            v1::CompleteChallengeRequest { id: sports.id.clone(), ..Default::default() },
            &token,
        ))
        .await
        .unwrap()
        .into_inner();
    assert_eq!(done.message, "Sports Explorer Badge earned!");
    let error = client
        .complete_challenge(with_token(
            v1::CompleteChallengeRequest { id: sports.id.clone(), ..Default::default() },
            &token,
        ))
        .await
        .unwrap_err();
    assert_eq!(error.code(), Code::AlreadyExists);
    let error = client
        .complete_challenge(with_token(
            v1::CompleteChallengeRequest { id: uuid::Uuid::new_v4().to_string(), ..Default::default() },
            &token,
        ))
        .await
        .unwrap_err();
    assert_eq!(error.code(), Code::NotFound);

    let rewards: v1::GetRewardsResponse =
        app.grpc_web("/ndoto.v1.StudentService/GetRewards", Some(&token), &v1::GetRewardsRequest {}).await.unwrap();
    assert_eq!(rewards.total_badges, 2);
    assert_eq!(rewards.total_stars, done.total_stars);
    let by_tier = rewards.badges_by_tier.unwrap();
    assert_eq!(by_tier.bronze.len(), 2);
    assert_eq!(rewards.stars_by_type["activity_completed"], sports.stars);
    assert_eq!(rewards.catalogue.len(), 16);
    assert_eq!(rewards.catalogue.iter().filter(|b| b.completed_at.is_some()).count(), 2);
}

/// Loads `catalogue` into the app's database, as a start of a server with that catalogue would.
async fn load(app: &TestApp, catalogue: &ndoto::catalogue::Catalogue) {
    ndoto::catalogue::load::load(&mut app.pool.get().await.unwrap(), catalogue).await.unwrap();
}

/// A video's channel and tags, as the database holds them.
#[derive(diesel::QueryableByName, Debug, PartialEq)]
struct ChannelAndTags {
    #[diesel(sql_type = diesel::sql_types::Text)]
    channel: String,
    #[diesel(sql_type = diesel::sql_types::Array<diesel::sql_types::Text>)]
    tags: Vec<String>,
}

#[tokio::test]
async fn a_reload_brings_every_field_of_a_changed_video() {
    use diesel_async::RunQueryDsl;
    let app = TestApp::start().await;
    let mut changed = catalogue().clone();
    let video = &mut changed.videos[0];
    video.channel = Some("A Channel Renamed".into());
    video.tags = vec!["rocks".into(), "rivers".into()];
    let slug = video.slug.clone();
    load(&app, &changed).await;
    let stored: ChannelAndTags = diesel::sql_query("SELECT channel, tags FROM learning_videos WHERE slug = $1")
        .bind::<diesel::sql_types::Text, _>(&slug)
        .get_result(&mut app.pool.get().await.unwrap())
        .await
        .unwrap();
    let expected = ChannelAndTags { channel: "A Channel Renamed".into(), tags: vec!["rocks".into(), "rivers".into()] };
    assert_eq!(stored, expected, "the channel and tags the filter and the search read follow the catalogue");
}

#[tokio::test]
async fn a_retired_entry_leaves_every_screen_but_what_children_earned_from_it_stays() {
    let app = TestApp::start().await;
    let (token, _) = app.signed_in_child("Baraka", 10).await;
    let (other, _) = app.signed_in_child("Amani", 10).await;
    let list = challenges(&app, &token).await;
    let science = id_of(&list, Theme::Science, 0);
    let title = list.iter().find(|c| c["_id"] == science.as_str()).unwrap()["title"].as_str().unwrap().to_owned();
    let (status, body) = complete(&app, &token, &science).await;
    assert_eq!(status, 200, "{body}");
    let before = rewards(&app, &token).await;
    assert_eq!(badge_ids(&before["badges"]), BTreeSet::from(["science-explorer".into(), "first-project".into()]));

    // The next release retires the activity, the first video for a 10-year-old, the science
    // explorer badge the child earned and the music explorer badge nobody has earned.
    let mut retired = catalogue().clone();
    let activity = retired.activities.iter_mut().find(|a| a.title == title).unwrap();
    activity.retired = true;
    let video = retired.videos.iter_mut().find(|v| v.ages.0 <= 10 && 10 <= v.ages.1).unwrap();
    video.retired = true;
    let video_title = video.title.clone();
    for badge in retired.badges.iter_mut().filter(|b| ["science-explorer", "music-explorer"].contains(&b.id.as_str())) {
        badge.retired = true;
    }
    load(&app, &retired).await;

    // Off ListChallenges, for the child who completed it and for the one who did not.
    for token in [&token, &other] {
        let now = challenges(&app, token).await;
        assert_eq!(now.len(), list.len() - 1);
        assert!(!now.iter().any(|c| c["_id"] == science.as_str() || c["title"] == title.as_str()), "{title} listed");
    }
    // Off the dashboard: the first eight videos for the age that are not retired.
    let (status, body) = app.rest("GET", "/api/student/dashboard", Some(&other), None).await;
    assert_eq!(status, 200, "{body}");
    let titles: Vec<&str> = body["dashboardResponse"]["educationalContents"][0]["videos"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v["title"].as_str().unwrap())
        .collect();
    let expected: Vec<&str> = retired
        .videos
        .iter()
        .filter(|v| !v.retired && v.ages.0 <= 10 && 10 <= v.ages.1)
        .take(8)
        .map(|v| v.title.as_str())
        .collect();
    assert_eq!(titles, expected);
    assert!(!titles.contains(&video_title.as_str()));
    // It can no longer be completed.
    let (status, body) = complete(&app, &other, &science).await;
    assert_eq!(status, 404, "{body}");
    assert!(body["message"].as_str().unwrap().contains(&format!("'{title}' is no longer offered")), "{body}");
    let mut client = StudentServiceClient::new(app.channel().await);
    let error = client
        .complete_challenge(with_token(
            v1::CompleteChallengeRequest { id: science.clone(), ..Default::default() },
            &other,
        ))
        .await
        .unwrap_err();
    assert_eq!(error.code(), Code::NotFound);

    // What the child earned stays: the retired activity's stars, the retired badge and its stars.
    let after = rewards(&app, &token).await;
    for field in ["badges", "badgesByTier", "starsByType", "totalBadges", "totalStars"] {
        assert_eq!(after[field], before[field], "{field}");
    }
    assert_eq!(after["starsByType"]["activity_completed"], stars_of(&title));
    let listed = badge_ids(&after["catalogue"]);
    assert!(listed.contains("science-explorer"), "an earned retired badge stays in the child's catalogue");
    assert!(!listed.contains("music-explorer"), "a retired badge is not shown locked");
    assert_eq!(listed.len(), 15);
    let theirs = rewards(&app, &other).await;
    let listed = badge_ids(&theirs["catalogue"]);
    assert!(!listed.contains("science-explorer") && !listed.contains("music-explorer"), "{listed:?}");
    assert_eq!(listed.len(), 14);

    // A retired badge is no longer awarded: a first music activity brings its stars only.
    let music = id_of(&challenges(&app, &other).await, Theme::Music, 0);
    let (status, body) = complete(&app, &other, &music).await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(badge_ids(&body["awardedBadges"]), BTreeSet::from(["first-project".into()]));
    assert!(body["message"].as_str().unwrap().starts_with("Well done!"), "{body}");
}

/// The streak and whether today counts, as the child's learning journey says.
async fn streak(app: &TestApp, token: &str) -> (Value, Value) {
    let (status, body) = app.rest("GET", "/api/student/learning-journey", Some(token), None).await;
    assert_eq!(status, 200, "{body}");
    (body["journey"]["streakDays"].clone(), body["journey"]["activeToday"].clone())
}

/// A completion's path over REST with `completedAt` (an RFC 3339 time) as a query parameter.
fn completed_at_path(id: &str, at: chrono::DateTime<Utc>) -> String {
    let at = at.to_rfc3339_opts(SecondsFormat::Secs, true);
    format!("/api/student/rewards/complete-challenge/{id}?completedAt={at}&requestId={}", uuid::Uuid::new_v4())
}

#[tokio::test]
async fn a_completion_made_offline_counts_on_the_day_the_child_finished_it() {
    let app = TestApp::start().await;
    let (parent, token, signed_in) = app.signed_in_child_with("Zawadi", 10, json!({})).await;
    let child_id = signed_in["user"]["_id"].as_str().unwrap().to_owned();
    let list = challenges(&app, &token).await;
    let (first, second, third) =
        (id_of(&list, Theme::Science, 0), id_of(&list, Theme::Art, 0), id_of(&list, Theme::Music, 0));

    // Over REST, finished yesterday: yesterday is a day of learning, today not yet.
    // Whole seconds, as the parent's view answers them.
    let yesterday = chrono::DateTime::from_timestamp((Utc::now() - TimeDelta::days(1)).timestamp(), 0).unwrap();
    let (status, body) = app.rest("POST", &completed_at_path(&first, yesterday), Some(&token), None).await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(streak(&app, &token).await, (json!(1), json!(false)));
    // The parent sees when the child finished it.
    let (status, progress) =
        app.rest("GET", &format!("/api/parent/children/{child_id}/progress"), Some(&parent), None).await;
    assert_eq!(status, 200, "{progress}");
    let done = &progress["activities"][0];
    let recorded: chrono::DateTime<Utc> = done["completedAt"].as_str().unwrap().parse().unwrap();
    assert_eq!(recorded, yesterday, "{progress}");

    // Over gRPC, finished a minute ago: today joins the streak.
    let mut client = StudentServiceClient::new(app.channel().await);
    let request = v1::CompleteChallengeRequest {
        id: second.clone(),
        completed_at: Some((Utc::now() - TimeDelta::minutes(1)).into()),
        ..Default::default()
    };
    client.complete_challenge(with_token(request, &token)).await.unwrap();
    assert_eq!(streak(&app, &token).await, (json!(2), json!(true)));

    // Eight days ago is too long ago: a field violation in plain words, in the child's language.
    let eight_days = Utc::now() - TimeDelta::days(8);
    let (status, refused) = app.rest("POST", &completed_at_path(&third, eight_days), Some(&token), None).await;
    assert_eq!(status, 400, "{refused}");
    assert_field_violation(&refused, "completedAt", "this activity was finished more than 7 days ago");
    let request =
        v1::CompleteChallengeRequest { id: third.clone(), completed_at: Some(eight_days.into()), ..Default::default() };
    let error = client.complete_challenge(with_token(request, &token)).await.unwrap_err();
    assert_eq!(error.code(), Code::InvalidArgument);
    let violations = error.get_details_bad_request().expect("a BadRequest detail").field_violations;
    assert_eq!((violations[0].field.as_str(), violations[0].description.as_str()), ("completedAt", error.message()));

    // A time an hour ahead is refused; two minutes ahead (a clock a little fast) counts as now.
    let (status, refused) =
        app.rest("POST", &completed_at_path(&third, Utc::now() + TimeDelta::hours(1)), Some(&token), None).await;
    assert_eq!(status, 400, "{refused}");
    assert_field_violation(&refused, "completedAt", "check the clock of your device");
    let ahead = Utc::now() + TimeDelta::minutes(2);
    let (status, body) = app.rest("POST", &completed_at_path(&third, ahead), Some(&token), None).await;
    assert_eq!(status, 200, "{body}");
    let (_, progress) =
        app.rest("GET", &format!("/api/parent/children/{child_id}/progress"), Some(&parent), None).await;
    let recorded: chrono::DateTime<Utc> = progress["activities"][0]["completedAt"].as_str().unwrap().parse().unwrap();
    assert!(recorded < ahead - TimeDelta::seconds(30), "recorded as now: {recorded}");
    let (_, listed) = app.rest("GET", "/api/student/dashboard/challenges", Some(&token), None).await;
    let completed = listed.as_array().unwrap().iter().filter(|c| c["isCompleted"] == true).count();
    assert_eq!(completed, 3, "the refused ones did nothing");
}
