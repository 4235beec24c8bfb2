//! The learning journey (issue 28, item 3): videos opened, books and resources read, activities
//! completed and the streak, counted for real, shown to the child and to their parent; and the
//! Art Buddy's check, which reads a request with the posts' moderation.

use chrono::{Days, Utc};
use diesel_async::RunQueryDsl;
use ndoto::api::v1::{self, student_service_client::StudentServiceClient};
use serde_json::{Value, json};

use crate::common::{TestApp, assert_field_violation, with_token};

const JOURNEY: &str = "/api/student/learning-journey";
const READINGS: &str = "/api/student/learning-journey/readings";
/// "KABOOM! All About Volcanoes" (SciShow Kids, ages 6-9) in the library.
const VOLCANOES: &str = "WX_E1CAZjaQ";

async fn journey(app: &TestApp, token: &str) -> Value {
    let (status, body) = app.rest("GET", JOURNEY, Some(token), None).await;
    assert_eq!(status, 200, "{body}");
    body
}

async fn read(app: &TestApp, token: &str, kind: &str, id: &str) -> (u16, Value) {
    app.rest("POST", READINGS, Some(token), Some(json!({"kind": kind, "id": id}))).await
}

fn counts(videos: i32, books: i32, resources: i32, activities: i32, streak: i32, today: bool) -> Value {
    json!({
        "videosWatched": videos,
        "booksRead": books,
        "resourcesRead": resources,
        "activitiesCompleted": activities,
        "streakDays": streak,
        "activeToday": today,
    })
}

#[tokio::test]
async fn a_childs_journey_counts_what_they_do_and_their_parent_sees_it() {
    let app = TestApp::start().await;
    let (parent, token, signed_in) = app.signed_in_child_with("Amani", 8, json!({})).await;
    let child_id = signed_in["user"]["_id"].as_str().unwrap().to_owned();

    // A new child: zeros, never sample numbers.
    assert_eq!(journey(&app, &token).await, json!({"journey": counts(0, 0, 0, 0, 0, false), "readBookIds": []}));

    // A video of the library, with the parent not sharing watched videos: counted, not kept.
    let (status, body) =
        app.rest("POST", "/api/videos/watched", Some(&token), Some(json!({"videoId": VOLCANOES}))).await;
    assert_eq!((status, body), (200, json!({"recorded": false})));
    let (status, _) = app.rest("POST", "/api/videos/watched", Some(&token), Some(json!({"videoId": VOLCANOES}))).await;
    assert_eq!(status, 200);
    // A video the server never showed counts for nothing.
    let (status, body) =
        app.rest("POST", "/api/videos/watched", Some(&token), Some(json!({"videoId": "zzzzzzzzzzz"}))).await;
    assert_eq!(status, 404, "{body}");

    // A book said read twice counts once; a resource; an activity.
    assert_eq!(read(&app, &token, "READING_KIND_BOOK", "ada-twist-scientist").await.0, 200);
    let (status, body) = read(&app, &token, "READING_KIND_BOOK", "ada-twist-scientist").await;
    assert_eq!((status, &body["journey"]), (200, &counts(2, 1, 0, 0, 1, true)), "{body}");
    assert_eq!(read(&app, &token, "READING_KIND_RESOURCE", "how-seeds-become-plants").await.0, 200);
    let (_, list) = app.rest("GET", "/api/student/dashboard/challenges", Some(&token), None).await;
    let activity = list[0]["_id"].as_str().unwrap();
    let (status, body) =
        app.rest("POST", &format!("/api/student/rewards/complete-challenge/{activity}"), Some(&token), None).await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(
        journey(&app, &token).await,
        json!({"journey": counts(2, 1, 1, 1, 1, true), "readBookIds": ["ada-twist-scientist"]})
    );

    // Learning on the two days before today makes a streak of three.
    let mut conn = app.pool.get().await.unwrap();
    let today = Utc::now().date_naive();
    for back in [1, 2, 4] {
        diesel::sql_query("INSERT INTO learning_days (child_id, day) VALUES ($1::uuid, $2)")
            .bind::<diesel::sql_types::Text, _>(&child_id)
            .bind::<diesel::sql_types::Date, _>(today.checked_sub_days(Days::new(back)).unwrap())
            .execute(&mut conn)
            .await
            .unwrap();
    }
    assert_eq!(journey(&app, &token).await["journey"]["streakDays"], 3);

    // Their parent's progress shows the same journey.
    let (status, progress) =
        app.rest("GET", &format!("/api/parent/children/{child_id}/progress"), Some(&parent), None).await;
    assert_eq!(status, 200, "{progress}");
    assert_eq!(progress["journey"], counts(2, 1, 1, 1, 3, true));

    // Over gRPC too.
    let mut client = StudentServiceClient::new(app.channel().await);
    let answer =
        client.get_learning_journey(with_token(v1::GetLearningJourneyRequest {}, &token)).await.unwrap().into_inner();
    assert_eq!(answer.journey.unwrap().books_read, 1);
}

#[tokio::test]
async fn readings_the_child_is_not_offered_are_refused() {
    let app = TestApp::start().await;
    let (token, _) = app.signed_in_child("Baraka", 7).await;
    // A book for teens and a resource for older children: not on a 7-year-old's screens.
    let (status, body) = read(&app, &token, "READING_KIND_BOOK", "the-boy-who-harnessed-the-wind-young-readers").await;
    assert_eq!((status, &body["details"][0]["reason"]), (404, &json!("BOOK_NOT_FOUND")), "{body}");
    let (status, body) = read(&app, &token, "READING_KIND_BOOK", "no-such-book").await;
    assert_eq!(status, 404, "{body}");
    assert!(body["message"].as_str().unwrap().contains("pick one from your dashboard"), "{body}");
    let (status, body) = read(&app, &token, "READING_KIND_RESOURCE", "no-such-resource").await;
    assert_eq!(status, 404, "{body}");
    let (status, body) = read(&app, &token, "READING_KIND_UNSPECIFIED", "ada-twist-scientist").await;
    assert_eq!(status, 400, "{body}");
    assert_field_violation(&body, "kind", "READING_KIND_BOOK");
    assert_eq!(journey(&app, &token).await["journey"], counts(0, 0, 0, 0, 0, false));
}

#[tokio::test]
async fn the_art_buddy_draws_what_passes_the_posts_moderation() {
    let app = TestApp::start().await;
    let (token, _) = app.signed_in_child("Zawadi", 9).await;
    let check =
        async |text: &str| app.rest("POST", "/api/art-buddy/check", Some(&token), Some(json!({"text": text}))).await;

    assert_eq!(check("draw a giraffe on a bicycle").await, (200, json!({"allowed": true, "message": ""})));
    // A disguised phone number, and a meeting: refused in the Art Buddy's words.
    let (status, body) = check("draw my number zero seven eight eight 123 456").await;
    assert_eq!((status, &body["allowed"]), (200, &json!(false)), "{body}");
    assert!(body["message"].as_str().unwrap().contains("personal information"), "{body}");
    let (status, body) = check("draw this: let's meet at the park on Saturday").await;
    assert_eq!((status, &body["allowed"]), (200, &json!(false)), "{body}");
    assert!(!body["message"].as_str().unwrap().contains("Posts"), "{body}");

    let (status, body) = check("   ").await;
    assert_eq!(status, 400, "{body}");
    assert_field_violation(&body, "text", "what to draw");
    let (status, body) = check(&"a".repeat(501)).await;
    assert_eq!(status, 400, "{body}");
    assert_field_violation(&body, "text", "at most 500 characters");
}
