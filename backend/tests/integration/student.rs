//! The child's dashboard: profile, quiz status and content picked for age and interests.

use crate::common::{TestApp, catalogue, quiz_says};
use diesel_async::RunQueryDsl;
use ndoto::{api::v1, quiz::engine::Dimension, student::recommend::PER_KIND};
use serde_json::{Value, json};

#[tokio::test]
async fn the_dashboard_is_the_documented_json_with_content_for_the_childs_age() {
    let app = TestApp::start().await;
    let (token, _) = app.signed_in_child("Baraka", 10).await;
    let (status, body) = app.rest("GET", "/api/student/dashboard", Some(&token), None).await;
    assert_eq!(status, 200);
    let dashboard = &body["dashboardResponse"];
    assert_eq!(dashboard["currentUser"], json!({"firstName": "Baraka", "lastName": "Okafor", "age": 10, "image": ""}));
    assert_eq!(dashboard["quizStatus"], json!({"needsToTakeQuiz": true, "isCompleted": false}));
    let contents = dashboard["educationalContents"].as_array().unwrap();
    assert_eq!(contents.len(), 1, "one group of videos, books and games: {contents:?}");
    let group = contents[0].as_object().unwrap();
    assert_eq!(keys(&contents[0]), ["books", "games", "videos"]);

    let videos = group["videos"].as_array().unwrap();
    let books = group["books"].as_array().unwrap();
    let games = group["games"].as_array().unwrap();
    for (list, fields) in [
        (videos, &["category", "description", "duration", "title", "url"][..]),
        (books, &["author", "id", "theme", "thumbnail", "title"][..]),
        (games, &["description", "name", "skill", "thumbnail", "url"][..]),
    ] {
        assert_eq!(list.len(), PER_KIND, "a full row of each kind for a 10-year-old");
        for entry in list {
            assert_eq!(keys(entry), fields);
        }
    }
    // Everything suits a 10-year-old, and without a quiz the catalogue's order decides.
    let expected_videos: Vec<&str> = catalogue()
        .videos
        .iter()
        .filter(|v| v.ages.0 <= 10 && 10 <= v.ages.1)
        .take(PER_KIND)
        .map(|v| v.title.as_str())
        .collect();
    let titles: Vec<&str> = videos.iter().map(|v| v["title"].as_str().unwrap()).collect();
    assert_eq!(titles, expected_videos);
    for book in books {
        let entry = catalogue().books.iter().find(|b| b.title == book["title"]).unwrap();
        assert!(entry.ages.0 <= 10 && 10 <= entry.ages.1, "{book}");
    }
    for game in games {
        let entry = catalogue().games.iter().find(|g| g.name == game["name"]).unwrap();
        assert!(entry.ages.0 <= 10 && 10 <= entry.ages.1, "{game}");
        assert_eq!(game["url"], entry.url);
    }

    let web: v1::GetDashboardResponse =
        app.grpc_web("/ndoto.v1.StudentService/GetDashboard", Some(&token), &v1::GetDashboardRequest {}).await.unwrap();
    let dashboard = web.dashboard_response.unwrap();
    let status = dashboard.quiz_status.unwrap();
    assert!(status.needs_to_take_quiz && !status.is_completed);
    assert_eq!(dashboard.educational_contents[0].videos.len(), PER_KIND);
}

fn keys(value: &Value) -> Vec<&str> {
    let mut keys: Vec<&str> = value.as_object().unwrap().keys().map(String::as_str).collect();
    keys.sort_unstable();
    keys
}

/// How many of the dashboard's entries of each kind the catalogue tags with `area`.
fn tagged(dashboard: &Value, area: Dimension) -> usize {
    let group = &dashboard["dashboardResponse"]["educationalContents"][0];
    let videos =
        group["videos"].as_array().unwrap().iter().filter(|v| {
            catalogue().videos.iter().any(|entry| entry.title == v["title"] && entry.areas.contains(&area))
        });
    let books = group["books"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|b| catalogue().books.iter().any(|entry| entry.title == b["title"] && entry.areas.contains(&area)));
    let games = group["games"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|g| catalogue().games.iter().any(|entry| entry.name == g["name"] && entry.areas.contains(&area)));
    videos.count() + books.count() + games.count()
}

#[tokio::test]
async fn a_child_whose_quiz_says_arts_sees_more_art_than_one_whose_quiz_says_science() {
    let app = TestApp::start().await;
    // Personalised recommendations are off until a parent turns them on (AADC standard 12).
    let personalised = json!({"personalisedRecommendations": true});
    let (_, artist, signed_in) = app.signed_in_child_with("Nia", 11, personalised.clone()).await;
    let artist_id = signed_in["user"]["_id"].as_str().unwrap().parse().unwrap();
    let (_, scientist, signed_in) = app.signed_in_child_with("Tumaini", 11, personalised).await;
    let scientist_id = signed_in["user"]["_id"].as_str().unwrap().parse().unwrap();

    let (_, before) = app.rest("GET", "/api/student/dashboard", Some(&artist), None).await;
    quiz_says(&app, artist_id, &[Dimension::Artistic]).await;
    quiz_says(&app, scientist_id, &[Dimension::Investigative]).await;
    let (_, arts) = app.rest("GET", "/api/student/dashboard", Some(&artist), None).await;
    let (_, science) = app.rest("GET", "/api/student/dashboard", Some(&scientist), None).await;

    let arts_for_artist = tagged(&arts, Dimension::Artistic);
    assert!(arts_for_artist > tagged(&science, Dimension::Artistic), "{arts_for_artist} vs {science}");
    assert!(arts_for_artist > tagged(&before, Dimension::Artistic), "the quiz changed what the artist sees");
    assert!(tagged(&science, Dimension::Investigative) > tagged(&arts, Dimension::Investigative));
    // The artist's first video, book and game are all art.
    let group = &arts["dashboardResponse"]["educationalContents"][0];
    let first_video = catalogue().videos.iter().find(|v| v.title == group["videos"][0]["title"]).unwrap();
    assert_eq!(first_video.areas[0], Dimension::Artistic, "{}", first_video.slug);
    assert!(
        catalogue()
            .books
            .iter()
            .any(|b| b.title == group["books"][0]["title"] && b.areas.contains(&Dimension::Artistic))
    );
    assert!(
        catalogue().games.iter().any(|g| g.name == group["games"][0]["name"] && g.areas.contains(&Dimension::Artistic))
    );
    assert_eq!(arts["dashboardResponse"]["quizStatus"], json!({"needsToTakeQuiz": false, "isCompleted": true}));
}

#[tokio::test]
async fn each_age_band_gets_content_for_its_ages() {
    let app = TestApp::start().await;
    for (name, age) in [("Amani", 7), ("Zawadi", 14), ("Jabari", 17)] {
        let (token, _) = app.signed_in_child(name, age).await;
        let age = age as i32;
        let (_, body) = app.rest("GET", "/api/student/dashboard", Some(&token), None).await;
        let group = &body["dashboardResponse"]["educationalContents"][0];
        for video in group["videos"].as_array().unwrap() {
            let entry = catalogue().videos.iter().find(|v| v.title == video["title"]).unwrap();
            assert!(entry.ages.0 <= age && age <= entry.ages.1, "{name} ({age}) got {}", entry.slug);
        }
        for book in group["books"].as_array().unwrap() {
            let entry = catalogue().books.iter().find(|b| b.title == book["title"]).unwrap();
            assert!(entry.ages.0 <= age && age <= entry.ages.1, "{name} ({age}) got {}", entry.slug);
        }
        assert!(!group["games"].as_array().unwrap().is_empty());
    }
}

#[tokio::test]
async fn a_submitted_quiz_in_the_quiz_tables_completes_the_quiz_status() {
    let app = TestApp::start().await;
    let (token, signed_in) = app.signed_in_child("Zawadi", 14).await;
    let child_id: uuid::Uuid = signed_in["user"]["_id"].as_str().unwrap().parse().unwrap();
    let mut conn = app.pool.get().await.unwrap();
    let quiz_id = uuid::Uuid::new_v4();
    let insert = |sql: &'static str| {
        diesel::sql_query(sql).bind::<diesel::sql_types::Uuid, _>(quiz_id).bind::<diesel::sql_types::Uuid, _>(child_id)
    };
    // A quiz generated but not submitted does not count.
    insert("INSERT INTO quizzes (id, child_id, age_range, questions) VALUES ($1, $2, '13-15', '[]')")
        .execute(&mut conn)
        .await
        .unwrap();
    let (_, body) = app.rest("GET", "/api/student/dashboard", Some(&token), None).await;
    assert_eq!(body["dashboardResponse"]["quizStatus"], json!({"needsToTakeQuiz": true, "isCompleted": false}));

    insert(
        "INSERT INTO quiz_submissions (quiz_id, child_id, choices, scores, top_career_areas) \
         VALUES ($1, $2, '[]', '[0, 1, 0, 0, 0, 0]', ARRAY['I'])",
    )
    .execute(&mut conn)
    .await
    .unwrap();
    app.settle().await;
    let (_, body) = app.rest("GET", "/api/student/dashboard", Some(&token), None).await;
    assert_eq!(body["dashboardResponse"]["quizStatus"], json!({"needsToTakeQuiz": false, "isCompleted": true}));
}
