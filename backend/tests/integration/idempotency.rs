//! Calls a client may safely repeat (issue 27, item 6; AIP-155): a create or decide call sent with
//! a `request_id` is done once, and a repeat within 24 hours answers as the first did, over REST
//! and gRPC alike; LikePost's explicit form, which a repeat cannot undo.

use serde_json::{Value, json};
use uuid::Uuid;

use crate::common::{TestApp, with_token};
use ndoto::api::v1::{self, community_service_client::CommunityServiceClient};

const COMMUNITIES: &str = "/api/student/dashboard/communities";

/// The ErrorInfo reason of a REST error body.
fn reason(body: &Value) -> &str {
    body["details"]
        .as_array()
        .and_then(|details| details.iter().find(|d| d["@type"] == "type.googleapis.com/google.rpc.ErrorInfo"))
        .and_then(|info| info["reason"].as_str())
        .unwrap_or_else(|| panic!("no ErrorInfo in {body}"))
}

/// A signed-in child who joined a community: their token, and the community's id.
async fn member(app: &TestApp, name: &str) -> (String, String) {
    let (token, _) = app.signed_in_child(name, 10).await;
    let (_, communities) = app.rest("GET", COMMUNITIES, Some(&token), None).await;
    let community = communities[0]["_id"].as_str().unwrap().to_owned();
    assert_eq!(app.rest("POST", &format!("{COMMUNITIES}/{community}/join"), Some(&token), None).await.0, 200);
    (token, community)
}

async fn posts_with(app: &TestApp, token: &str, community: &str, content: &str) -> usize {
    let (_, posts) = app.rest("GET", &format!("{COMMUNITIES}/{community}/posts"), Some(token), None).await;
    posts.as_array().unwrap().iter().filter(|post| post["content"] == content).count()
}

#[tokio::test]
async fn a_repeated_post_is_posted_once_and_answered_as_the_first_time() {
    let app = TestApp::start().await;
    let (token, community) = member(&app, "Amani").await;
    let posts = format!("{COMMUNITIES}/{community}/posts");
    let id = Uuid::new_v4().to_string();
    let body = json!({"content": "We built a rain gauge today!", "requestId": id});

    let (status, first) = app.rest("POST", &posts, Some(&token), Some(body.clone())).await;
    assert_eq!(status, 200, "{first}");
    let (status, again) = app.rest("POST", &posts, Some(&token), Some(body.clone())).await;
    assert_eq!((status, &again), (200, &first), "the repeat answers the first post");
    // The same call over gRPC is the same request: the same answer, still one post.
    let grpc = CommunityServiceClient::new(app.channel().await)
        .create_post(with_token(
            v1::CreatePostRequest {
                community_id: community.clone(),
                content: "We built a rain gauge today!".into(),
                request_id: id.clone(),
            },
            &token,
        ))
        .await
        .unwrap()
        .into_inner();
    assert_eq!(grpc.post.unwrap().id, first["_id"].as_str().unwrap());
    assert_eq!(posts_with(&app, &token, &community, "We built a rain gauge today!").await, 1);

    // The same id with another body, an id that is not a UUID: refused, nothing posted.
    let other = json!({"content": "And a wind vane!", "requestId": id});
    let (status, refused) = app.rest("POST", &posts, Some(&token), Some(other)).await;
    assert_eq!((status, reason(&refused)), (409, "REQUEST_ID_REUSED"), "{refused}");
    let (status, refused) =
        app.rest("POST", &posts, Some(&token), Some(json!({"content": "And a wind vane!", "requestId": "7"}))).await;
    assert_eq!((status, reason(&refused)), (400, "INVALID_FIELD"), "{refused}");
    assert_eq!(refused["details"][0]["fieldViolations"][0]["field"], "requestId", "{refused}");
    assert_eq!(posts_with(&app, &token, &community, "And a wind vane!").await, 0);

    // Another child's calls are theirs: the same id is a new call for them.
    let (other_child, _) = member(&app, "Baraka").await;
    let (status, theirs) = app.rest("POST", &posts, Some(&other_child), Some(body)).await;
    assert_eq!(status, 200, "{theirs}");
    assert_ne!(theirs["_id"], first["_id"]);
}

#[tokio::test]
async fn a_failed_call_is_not_remembered_and_two_copies_at_once_post_once() {
    let app = TestApp::start().await;
    let (token, community) = member(&app, "Amani").await;
    let posts = format!("{COMMUNITIES}/{community}/posts");
    let id = Uuid::new_v4().to_string();
    // Refused (empty), then corrected and sent again with the same id: the first was forgotten.
    let (status, _) = app.rest("POST", &posts, Some(&token), Some(json!({"content": " ", "requestId": id}))).await;
    assert_eq!(status, 400);
    let (status, body) =
        app.rest("POST", &posts, Some(&token), Some(json!({"content": "Kites fly!", "requestId": id}))).await;
    assert_eq!(status, 200, "{body}");

    // Two copies at once: one posts; the other answers the same post or says it is under way.
    let body = json!({"content": "Two at once", "requestId": Uuid::new_v4()});
    let (a, b) = tokio::join!(
        app.rest("POST", &posts, Some(&token), Some(body.clone())),
        app.rest("POST", &posts, Some(&token), Some(body.clone())),
    );
    for (status, answer) in [&a, &b] {
        assert!(*status == 200 || (*status == 409 && reason(answer) == "REQUEST_IN_PROGRESS"), "{status} {answer}");
    }
    assert_eq!(posts_with(&app, &token, &community, "Two at once").await, 1);

    // After 24 hours the id is forgotten (the retention task).
    let mut conn = app.pool.get().await.unwrap();
    let tomorrow = chrono::Utc::now() + chrono::TimeDelta::hours(25);
    assert!(ndoto::parent::retention::purge(&mut conn, tomorrow).await.unwrap() > 0);
    let (status, again) = app.rest("POST", &posts, Some(&token), Some(body)).await;
    assert_eq!(status, 200, "{again}");
    assert_eq!(posts_with(&app, &token, &community, "Two at once").await, 2);
}

#[tokio::test]
async fn a_repeated_completion_answers_its_stars_instead_of_already_exists() {
    let app = TestApp::start().await;
    let (token, _) = app.signed_in_child("Amani", 10).await;
    let (_, challenges) = app.rest("GET", "/api/student/dashboard/challenges", Some(&token), None).await;
    let path = format!("/api/student/rewards/complete-challenge/{}", challenges[0]["_id"].as_str().unwrap());
    let with_id = format!("{path}?requestId={}", Uuid::new_v4());
    let (status, first) = app.rest("POST", &with_id, Some(&token), None).await;
    assert_eq!(status, 200, "{first}");
    let (status, again) = app.rest("POST", &with_id, Some(&token), None).await;
    assert_eq!((status, &again), (200, &first));
    // Without an id a second completion is what it always was.
    let (status, refused) = app.rest("POST", &path, Some(&token), None).await;
    assert_eq!((status, reason(&refused)), (409, "CHALLENGE_ALREADY_COMPLETED"));
    let (_, rewards) = app.rest("GET", "/api/student/rewards", Some(&token), None).await;
    assert_eq!(rewards["totalStars"], first["totalStars"], "stars granted once");
}

#[tokio::test]
async fn liking_with_like_set_is_safe_to_repeat_and_the_toggle_stays() {
    let app = TestApp::start().await;
    let (author, community) = member(&app, "Amani").await;
    let (reader, _) = member(&app, "Baraka").await;
    let posts = format!("{COMMUNITIES}/{community}/posts");
    let (_, post) = app.rest("POST", &posts, Some(&author), Some(json!({"content": "Look at my kite"}))).await;
    let like = format!("{posts}/{}/like", post["_id"].as_str().unwrap());
    let state = |answer: &Value| (answer["hasLiked"].clone(), answer["likesCount"].clone());
    for _ in 0..2 {
        let (status, answer) = app.rest("POST", &format!("{like}?like=true"), Some(&reader), None).await;
        assert_eq!((status, state(&answer)), (200, (json!(true), json!(1))), "{answer}");
    }
    for _ in 0..2 {
        let (status, answer) = app.rest("POST", &format!("{like}?like=false"), Some(&reader), None).await;
        assert_eq!((status, state(&answer)), (200, (json!(false), json!(0))), "{answer}");
    }
    // The spec's toggle, over gRPC too.
    let (_, answer) = app.rest("POST", &like, Some(&reader), None).await;
    assert_eq!(state(&answer), (json!(true), json!(1)), "{answer}");
    let toggled = CommunityServiceClient::new(app.channel().await)
        .like_post(with_token(
            v1::LikePostRequest {
                community_id: community.clone(),
                post_id: post["_id"].as_str().unwrap().into(),
                like: None,
            },
            &reader,
        ))
        .await
        .unwrap()
        .into_inner();
    assert!(!toggled.has_liked);
    let explicit = CommunityServiceClient::new(app.channel().await)
        .like_post(with_token(
            v1::LikePostRequest {
                community_id: community,
                post_id: post["_id"].as_str().unwrap().into(),
                like: Some(false),
            },
            &reader,
        ))
        .await;
    assert_eq!(explicit.map(|answer| answer.into_inner().has_liked).map_err(|s| s.code()), Ok(false));
}

#[tokio::test]
async fn a_late_repeat_of_a_join_never_undoes_the_leave_made_since() {
    let app = TestApp::start().await;
    let (token, _) = app.signed_in_child("Amani", 10).await;
    let (_, communities) = app.rest("GET", COMMUNITIES, Some(&token), None).await;
    let community = communities[0]["_id"].as_str().unwrap().to_owned();
    let membership = |answer: &Value| answer["hasJoined"].clone();
    // An app joins (its answer lost on the way), the child leaves on another device, then the
    // app's outbox sends the join again with the same request id.
    let join_id = Uuid::new_v4();
    let join = format!("{COMMUNITIES}/{community}/join?requestId={join_id}");
    let (status, joined) = app.rest("POST", &join, Some(&token), None).await;
    assert_eq!((status, membership(&joined)), (200, json!(true)), "{joined}");
    let (status, left) = app.rest("POST", &format!("{COMMUNITIES}/{community}/leave"), Some(&token), None).await;
    assert_eq!((status, membership(&left)), (200, json!(false)), "{left}");
    let (status, again) = app.rest("POST", &join, Some(&token), None).await;
    assert_eq!((status, &again), (200, &joined), "the first answer, nothing done");
    let (_, listed) = app.rest("GET", &format!("{COMMUNITIES}/{community}"), Some(&token), None).await;
    assert_eq!(listed["hasJoined"], false, "{listed}");

    // The same over gRPC, for a leave repeated after a join.
    let mut client = CommunityServiceClient::new(app.channel().await);
    let leave = v1::LeaveCommunityRequest { community_id: community.clone(), request_id: Uuid::new_v4().to_string() };
    let join = v1::JoinCommunityRequest { community_id: community.clone(), ..Default::default() };
    client.join_community(with_token(join, &token)).await.unwrap();
    let first = client.leave_community(with_token(leave.clone(), &token)).await.unwrap().into_inner();
    assert!(!first.has_joined);
    let join = v1::JoinCommunityRequest { community_id: community.clone(), ..Default::default() };
    assert!(client.join_community(with_token(join, &token)).await.unwrap().into_inner().has_joined);
    let repeat = client.leave_community(with_token(leave, &token)).await.unwrap().into_inner();
    assert_eq!(repeat, first);
    let (_, listed) = app.rest("GET", &format!("{COMMUNITIES}/{community}"), Some(&token), None).await;
    assert_eq!(listed["hasJoined"], true, "still a member: the repeat did nothing");
    // The same id for another community is refused.
    let other = communities[1]["_id"].as_str().unwrap();
    let (status, reused) =
        app.rest("POST", &format!("{COMMUNITIES}/{other}/join?requestId={join_id}"), Some(&token), None).await;
    assert_eq!((status, reason(&reused)), (409, "REQUEST_ID_REUSED"), "{reused}");
}
