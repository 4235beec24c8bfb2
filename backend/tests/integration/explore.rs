//! The explore screens' API over REST and gRPC: the resource board and a resource's reading page
//! (and an unknown id), the profile saved and the avatar other children then see in a community,
//! notifications written by completing an activity and a quiz and then marked read, and the
//! profile's refusals with the field and what to fix.

use crate::common::{TestApp, assert_field_violation, catalogue, with_token};
use ndoto::api::v1::{self, student_service_client::StudentServiceClient};
use serde_json::{Value, json};
use tonic::Code;

async fn client(app: &TestApp) -> StudentServiceClient<tonic::transport::Channel> {
    StudentServiceClient::new(app.channel().await)
}

/// The slugs of the active catalogue resources that suit `age`, in catalogue order.
fn for_age(age: i32) -> Vec<&'static str> {
    catalogue()
        .resources
        .iter()
        .filter(|r| !r.retired && r.ages.0 <= age && age <= r.ages.1)
        .map(|r| r.slug.as_str())
        .collect()
}

#[tokio::test]
async fn the_resource_board_lists_resources_for_the_childs_age_and_each_reads_in_full() {
    let app = TestApp::start().await;
    let (young, _) = app.signed_in_child("Amani", 7).await;
    let (teen, _) = app.signed_in_child("Jabari", 17).await;

    let (status, body) = app.rest("GET", "/api/resources", Some(&young), None).await;
    assert_eq!(status, 200, "{body}");
    let listed = body["resources"].as_array().unwrap();
    let ids: Vec<&str> = listed.iter().map(|r| r["id"].as_str().unwrap()).collect();
    assert_eq!(ids, for_age(7));
    assert!(ids.len() >= 3, "{ids:?}");
    let first = &catalogue().resources.iter().find(|r| r.slug == ids[0]).unwrap();
    assert_eq!(
        listed[0],
        json!({
            "id": first.slug, "title": first.title, "quote": first.quote, "category": first.category,
            "type": first.kind.as_str(), "source": first.source, "author": first.author,
            "authorImage": first.author_image, "ageRange": format!("{}-{}", first.ages.0, first.ages.1),
        })
    );

    let (_, teen_body) = app.rest("GET", "/api/resources", Some(&teen), None).await;
    let teen_ids: Vec<&str> =
        teen_body["resources"].as_array().unwrap().iter().map(|r| r["id"].as_str().unwrap()).collect();
    assert_eq!(teen_ids, for_age(17));
    assert!(teen_ids.iter().all(|id| !ids.contains(id)), "a 17-year-old and a 7-year-old share no resource here");

    // A written resource reads in full, with its related resources in the catalogue's order.
    let written = catalogue().resources.iter().find(|r| r.body.is_some() && !r.related.is_empty()).unwrap();
    let (status, page) = app.rest("GET", &format!("/api/resources/{}", written.slug), Some(&young), None).await;
    assert_eq!(status, 200, "{page}");
    let resource = &page["resource"];
    assert_eq!(resource["summary"]["title"], written.title.as_str());
    assert_eq!(resource["body"], written.body.as_deref().unwrap().trim());
    assert_eq!((resource["link"].as_str(), resource["linkNote"].as_str()), (Some(""), Some("")));
    let related: Vec<&str> =
        resource["related"].as_array().unwrap().iter().map(|r| r["id"].as_str().unwrap()).collect();
    assert_eq!(related, written.related.iter().map(String::as_str).collect::<Vec<_>>());

    // A linked resource carries its link and the note on where it goes, over gRPC too.
    let linked = catalogue().resources.iter().find(|r| r.link.is_some()).unwrap();
    let answer = client(&app)
        .await
        .get_resource(with_token(v1::GetResourceRequest { id: linked.slug.clone() }, &young))
        .await
        .unwrap()
        .into_inner()
        .resource
        .unwrap();
    assert_eq!(answer.link, linked.link.clone().unwrap());
    assert_eq!(answer.link_note, linked.link_note.clone().unwrap());
    assert!(answer.body.is_empty());

    // Unknown and malformed ids are NOT_FOUND, saying what to do.
    for id in ["no-such-resource", "Not%20A%20Slug", "3f1e1ac4-0bd8-4b3f-9a35-1f3f3bb0b0c2x"] {
        let (status, body) = app.rest("GET", &format!("/api/resources/{id}"), Some(&young), None).await;
        assert_eq!(status, 404, "{id}: {body}");
        assert!(body["message"].as_str().unwrap().contains("go back to the resource board"), "{body}");
    }
    let status = client(&app)
        .await
        .get_resource(with_token(v1::GetResourceRequest { id: "no-such-resource".into() }, &young))
        .await
        .unwrap_err();
    assert_eq!(status.code(), Code::NotFound);
}

#[tokio::test]
async fn a_saved_avatar_is_what_the_dashboard_and_other_children_in_a_community_see() {
    let app = TestApp::start().await;
    let (token, _) = app.signed_in_child("Baraka", 10).await;
    let (friend, _) = app.signed_in_child("Neema", 11).await;

    let (status, page) = app.rest("GET", "/api/profile", Some(&token), None).await;
    assert_eq!(status, 200, "{page}");
    assert_eq!(page["profile"]["firstName"], "Baraka");
    assert_eq!(page["profile"]["age"], 10);
    assert_eq!(page["profile"]["image"], "");
    assert_eq!(page["profile"]["guardianName"], "Neema Okafor");
    assert_eq!(page["subjectChoices"], json!(["Science", "Math", "Art", "Music"]));
    assert_eq!(page["maxLearningGoalLength"], 200);
    let avatars = page["avatarChoices"].as_array().unwrap().clone();
    assert_eq!(avatars.len(), 8);
    for key in ["totalBadges", "totalStars", "activitiesCompleted"] {
        assert_eq!(page["profile"][key], 0, "{key}");
    }

    let avatar = avatars[3].as_str().unwrap();
    let (status, saved) = app
        .rest(
            "PATCH",
            "/api/profile",
            Some(&token),
            Some(json!({"image": avatar, "favoriteSubject": "math", "learningGoal": "  Build a solar car  "})),
        )
        .await;
    assert_eq!(status, 200, "{saved}");
    assert_eq!(saved["profile"]["image"], avatar);
    assert_eq!(saved["profile"]["favoriteSubject"], "Math");
    assert_eq!(saved["profile"]["learningGoal"], "Build a solar car");

    // A field left out stays as it was; over gRPC too.
    let kept = client(&app)
        .await
        .update_profile(with_token(
            v1::UpdateProfileRequest { learning_goal: Some(String::new()), ..Default::default() },
            &token,
        ))
        .await
        .unwrap()
        .into_inner()
        .profile
        .unwrap();
    assert_eq!(
        (kept.image.as_str(), kept.favorite_subject.as_str(), kept.learning_goal.as_str()),
        (avatar, "Math", "")
    );

    let (_, dashboard) = app.rest("GET", "/api/student/dashboard", Some(&token), None).await;
    assert_eq!(dashboard["dashboardResponse"]["currentUser"]["image"], avatar);

    // Both join the same community of their band; Baraka posts; Neema sees his avatar.
    let (_, list) = app.rest("GET", "/api/student/dashboard/communities", Some(&token), None).await;
    let community = list[0]["_id"].as_str().unwrap().to_owned();
    let base = format!("/api/student/dashboard/communities/{community}");
    for who in [&token, &friend] {
        let (status, body) = app.rest("POST", &format!("{base}/join"), Some(who), None).await;
        assert_eq!(status, 200, "{body}");
    }
    let (status, body) = app
        .rest("POST", &format!("{base}/posts"), Some(&token), Some(json!({"content": "I love maths puzzles!"})))
        .await;
    assert_eq!(status, 200, "{body}");
    let (_, seen) = app.rest("GET", &base, Some(&friend), None).await;
    let member = seen["members"].as_array().unwrap().iter().find(|m| m["firstName"] == "Baraka").unwrap().clone();
    assert_eq!(member["image"], avatar);
    let (_, posts) = app.rest("GET", &format!("{base}/posts"), Some(&friend), None).await;
    assert_eq!(posts[0]["author"]["avatar"], avatar, "{posts}");
}

#[tokio::test]
async fn profile_changes_are_refused_with_the_field_and_what_to_send() {
    let app = TestApp::start().await;
    let (token, _) = app.signed_in_child("Zawadi", 14).await;
    let cases = [
        (json!({"favoriteSubject": "Cooking"}), "favoriteSubject", "must be one of Science, Math, Art, Music"),
        (json!({"learningGoal": "a".repeat(201)}), "learningGoal", "keep it to 200 characters or fewer"),
        (json!({"image": "https://example.com/me.png"}), "image", "must be one of the avatars on offer"),
    ];
    for (body, field, expected) in cases {
        let (status, answer) = app.rest("PATCH", "/api/profile", Some(&token), Some(body)).await;
        assert_eq!(status, 400, "{answer}");
        assert_field_violation(&answer, field, expected);
    }
    let status = client(&app)
        .await
        .update_profile(with_token(
            v1::UpdateProfileRequest { favorite_subject: Some("Cooking".into()), ..Default::default() },
            &token,
        ))
        .await
        .unwrap_err();
    assert_eq!(status.code(), Code::InvalidArgument);
    // Nothing was saved by the refusals.
    let (_, page) = app.rest("GET", "/api/profile", Some(&token), None).await;
    assert_eq!((&page["profile"]["image"], &page["profile"]["favoriteSubject"]), (&json!(""), &json!("")));
}

fn notifications(body: &Value) -> Vec<Value> {
    body["notifications"].as_array().unwrap().clone()
}

#[tokio::test]
async fn completing_an_activity_and_a_quiz_notify_the_child_until_marked_read() {
    let app = TestApp::start().await;
    let (token, _) = app.signed_in_child("Amani", 7).await;
    let (other, _) = app.signed_in_child("Kito", 7).await;
    let (_, empty) = app.rest("GET", "/api/notifications", Some(&token), None).await;
    assert_eq!(empty, json!({"notifications": [], "unreadCount": 0, "nextPageToken": ""}));

    let (_, challenges) = app.rest("GET", "/api/student/dashboard/challenges", Some(&token), None).await;
    let activity = &challenges[0];
    let id = activity["_id"].as_str().unwrap();
    let (status, done) =
        app.rest("POST", &format!("/api/student/rewards/complete-challenge/{id}"), Some(&token), None).await;
    assert_eq!(status, 200, "{done}");
    let badges = done["awardedBadges"].as_array().unwrap();
    assert!(!badges.is_empty(), "a first activity earns its theme's explorer badge: {done}");

    let (status, body) = app.rest("GET", "/api/notifications", Some(&token), None).await;
    assert_eq!(status, 200, "{body}");
    let list = notifications(&body);
    assert_eq!(list.len(), 1 + badges.len());
    assert_eq!(body["unreadCount"], list.len());
    // Newest first: the badges after the activity that earned them.
    let last = list.last().unwrap();
    assert_eq!(
        (&last["type"], &last["icon"], &last["title"]),
        (&json!("achievement"), &json!("rocket"), &json!("Activity completed!"))
    );
    assert!(last["description"].as_str().unwrap().contains(activity["title"].as_str().unwrap()), "{last}");
    assert_eq!(last["points"], activity["stars"]);
    assert_eq!((&last["isNew"], &last["daysAgo"]), (&json!(true), &json!(0)));
    assert!(chrono::DateTime::parse_from_rfc3339(last["date"].as_str().unwrap()).is_ok(), "{last}");
    let badge = &list[0];
    assert_eq!((&badge["type"], &badge["icon"]), (&json!("badge"), &json!("medal")));
    assert!(badge["description"].as_str().unwrap().contains(badges.last().unwrap()["name"].as_str().unwrap()));

    // Another child sees none of them, and cannot mark them read.
    let (_, theirs) = app.rest("GET", "/api/notifications", Some(&other), None).await;
    assert_eq!(theirs["unreadCount"], 0);
    let (status, answer) =
        app.rest("POST", "/api/notifications/read", Some(&other), Some(json!({"ids": [last["id"]]}))).await;
    assert_eq!(status, 404, "another child's notification is NOT_FOUND, as an unknown one: {answer}");

    // One marked read, then the rest.
    let (status, answer) =
        app.rest("POST", "/api/notifications/read", Some(&token), Some(json!({"ids": [last["id"]]}))).await;
    assert_eq!((status, &answer["unreadCount"]), (200, &json!(list.len() - 1)));
    let (_, body) = app.rest("GET", "/api/notifications", Some(&token), None).await;
    assert_eq!(notifications(&body).last().unwrap()["isNew"], false);
    let (status, answer) = app.rest("POST", "/api/notifications/read", Some(&token), Some(json!({}))).await;
    assert_eq!((status, answer), (200, json!({"unreadCount": 0})));

    // A malformed id is refused, naming the field.
    let (status, answer) =
        app.rest("POST", "/api/notifications/read", Some(&token), Some(json!({"ids": ["not-an-id"]}))).await;
    assert_eq!(status, 400, "{answer}");
    assert_field_violation(&answer, "ids", "must be notification ids");

    // Quiz results ready (and the Career Dreamer badge), over gRPC.
    app.take_quiz(&token, "6-8").await;
    let listed = client(&app)
        .await
        .list_notifications(with_token(v1::ListNotificationsRequest::default(), &token))
        .await
        .unwrap()
        .into_inner();
    let kinds: Vec<&str> = listed.notifications.iter().map(|n| n.r#type.as_str()).collect();
    assert_eq!(&kinds[..2], ["badge", "unlock"], "{kinds:?}");
    assert_eq!(listed.unread_count, 2);
    assert_eq!(listed.notifications[1].title, "Your quiz results are ready");
}
