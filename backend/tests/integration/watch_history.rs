//! A parent sees the videos their child started, only with `shareWatchHistory` on, and blocks
//! a video from the child's searches (issue 24, item 5), over REST against the real catalogue.
//! Channel blocks on YouTube's videos are in `tests/videos.rs`, which has the fake YouTube.

use diesel::{QueryableByName, sql_types::BigInt};
use diesel_async::RunQueryDsl;
use serde_json::{Value, json};

use crate::common::{TestApp, assert_field_violation};

/// "KABOOM! All About Volcanoes" (SciShow Kids, ages 6-9) in the catalogue.
const VOLCANOES: &str = "WX_E1CAZjaQ";

async fn search_ids(app: &TestApp, token: &str, q: &str) -> Vec<String> {
    let (status, body) = app.rest("GET", &format!("/api/videos/search?q={q}"), Some(token), None).await;
    assert_eq!(status, 200, "{body}");
    body["videos"].as_array().unwrap().iter().map(|v| v["id"].as_str().unwrap().to_owned()).collect()
}

async fn watch(app: &TestApp, token: &str, video_id: &str) -> (u16, Value) {
    app.rest("POST", "/api/videos/watched", Some(token), Some(json!({"videoId": video_id}))).await
}

#[derive(QueryableByName)]
struct Count {
    #[diesel(sql_type = BigInt)]
    n: i64,
}

async fn watched_rows(app: &TestApp) -> i64 {
    let mut conn = app.pool.get().await.unwrap();
    diesel::sql_query("SELECT count(*) AS n FROM watched_videos").get_result::<Count>(&mut conn).await.unwrap().n
}

#[tokio::test]
async fn a_parent_sees_watched_videos_only_when_sharing_and_blocks_one_from_searches() {
    let app = TestApp::start().await;
    let (parent, child, signed_in) = app.signed_in_child_with("Amani", 7, json!({})).await;
    let child_id = signed_in["user"]["_id"].as_str().unwrap().to_owned();
    let videos = format!("/api/parent/children/{child_id}/videos");
    let settings = format!("/api/parent/children/{child_id}/settings");

    // Off by default: the child's app may report, nothing is kept, the parent sees nothing.
    let (status, body) = app.rest("GET", "/api/my-settings", Some(&child), None).await;
    assert_eq!((status, &body["shareWatchHistory"]), (200, &json!(false)), "{body}");
    assert!(search_ids(&app, &child, "volcano").await.contains(&VOLCANOES.to_owned()));
    assert_eq!(watch(&app, &child, VOLCANOES).await, (200, json!({"recorded": false})));
    assert_eq!(watched_rows(&app).await, 0);
    let (status, body) = app.rest("GET", &videos, Some(&parent), None).await;
    assert_eq!((status, body), (200, json!({"sharing": false, "videos": [], "blocks": [], "nextPageToken": ""})));

    // On: the video is kept with the library's own title and channel.
    let (status, body) = app.rest("PATCH", &settings, Some(&parent), Some(json!({"shareWatchHistory": true}))).await;
    assert_eq!((status, &body["settings"]["shareWatchHistory"]), (200, &json!(true)), "{body}");
    assert_eq!(watch(&app, &child, VOLCANOES).await, (200, json!({"recorded": true})));
    let (status, body) = watch(&app, &child, "not an id").await;
    assert_eq!(status, 400);
    assert_field_violation(&body, "videoId", "11-character id of a video the hub showed");
    let (status, body) = watch(&app, &child, "zzzzzzzzzzz").await;
    assert_eq!(status, 404, "{body}");
    let (status, body) = app.rest("GET", &videos, Some(&parent), None).await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["sharing"], true);
    let listed = &body["videos"][0];
    assert_eq!(body["videos"].as_array().unwrap().len(), 1, "{body}");
    assert_eq!(
        (&listed["videoId"], &listed["title"], &listed["channel"], &listed["channelId"]),
        (&json!(VOLCANOES), &json!("KABOOM! All About Volcanoes"), &json!("SciShow Kids"), &json!("")),
    );
    assert!(listed["watchedAt"].is_string() && listed["videoBlocked"] == false, "{listed}");

    // Blocking: only what the child watched, with a kind; the video then leaves every search.
    let blocks = format!("{videos}/blocks");
    for (kind, target, status) in [
        ("VIDEO_BLOCK_KIND_CHANNEL", "", 404),
        ("VIDEO_BLOCK_KIND_VIDEO", "8qdYCpSW2eY", 404),
        ("VIDEO_BLOCK_KIND_UNSPECIFIED", VOLCANOES, 400),
    ] {
        let (got, body) =
            app.rest("POST", &blocks, Some(&parent), Some(json!({"kind": kind, "targetId": target}))).await;
        assert_eq!(got, status, "{kind} {target}: {body}");
    }
    let block = json!({"kind": "VIDEO_BLOCK_KIND_VIDEO", "targetId": VOLCANOES});
    let (status, body) = app.rest("POST", &blocks, Some(&parent), Some(block.clone())).await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["block"]["title"], "KABOOM! All About Volcanoes");
    assert_eq!(app.rest("POST", &blocks, Some(&parent), Some(block.clone())).await.0, 200, "blocking again");
    assert!(!search_ids(&app, &child, "volcano").await.contains(&VOLCANOES.to_owned()));
    let (_, body) = app.rest("GET", &videos, Some(&parent), None).await;
    assert_eq!(body["videos"][0]["videoBlocked"], true, "{body}");
    assert_eq!(body["blocks"].as_array().unwrap().len(), 1, "{body}");

    // Another parent reaches none of it.
    let neighbour = app.parent("neighbour@example.com").await;
    assert_eq!(app.rest("GET", &videos, Some(&neighbour), None).await.0, 404);
    assert_eq!(app.rest("POST", &blocks, Some(&neighbour), Some(block.clone())).await.0, 404);

    // Unblocking lets it back; a block that is not there is 404.
    let unblock = format!("{videos}/unblock");
    assert_eq!(app.rest("POST", &unblock, Some(&parent), Some(block.clone())).await.0, 200);
    assert!(search_ids(&app, &child, "volcano").await.contains(&VOLCANOES.to_owned()));
    assert_eq!(app.rest("POST", &unblock, Some(&parent), Some(block.clone())).await.0, 404);

    // Turning sharing off deletes what was kept; a block stays until it is lifted.
    let (status, _) = app.rest("POST", &blocks, Some(&parent), Some(block)).await;
    assert_eq!(status, 200);
    let (status, _) = app.rest("PATCH", &settings, Some(&parent), Some(json!({"shareWatchHistory": false}))).await;
    assert_eq!(status, 200);
    assert_eq!(watched_rows(&app).await, 0);
    let (_, body) = app.rest("GET", &videos, Some(&parent), None).await;
    assert_eq!((&body["sharing"], body["videos"].as_array().unwrap().len()), (&json!(false), 0), "{body}");
    assert_eq!(body["blocks"][0]["targetId"], VOLCANOES, "{body}");
    assert!(!search_ids(&app, &child, "volcano").await.contains(&VOLCANOES.to_owned()));
}

#[tokio::test]
async fn watched_videos_are_kept_thirty_days() {
    let app = TestApp::start().await;
    let (_, child, _) = app.signed_in_child_with("Baraka", 7, json!({"shareWatchHistory": true})).await;
    assert_eq!(watch(&app, &child, VOLCANOES).await, (200, json!({"recorded": true})));
    let mut conn = app.pool.get().await.unwrap();
    let now = chrono::Utc::now();
    ndoto::parent::retention::purge(&mut conn, now).await.unwrap();
    assert_eq!(watched_rows(&app).await, 1, "a fresh one stays");
    ndoto::parent::retention::purge(&mut conn, now + chrono::TimeDelta::days(30)).await.unwrap();
    assert_eq!(watched_rows(&app).await, 0, "30 days on it goes");
}
