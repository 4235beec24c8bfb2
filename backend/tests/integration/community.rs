//! Communities over REST, gRPC and grpc-web: the list for the child's age, membership, posts for
//! members only, likes and reports true to the rows under concurrent calls, what other children
//! see of a child, the 500-character bound, moderation and the posting limit.

use std::collections::BTreeSet;

use crate::common::{SECRET, TestApp, assert_field_violation, catalogue, with_token};
use diesel::{QueryableByName, sql_types};
use diesel_async::RunQueryDsl;
use ndoto::{
    api::v1::{self, community_service_client::CommunityServiceClient},
    auth::{Caller, Role, token::TokenKeys},
    catalogue::Ages,
};
use serde_json::{Value, json};
use tonic::Code;
use tonic_types::StatusExt;
use uuid::Uuid;

pub(crate) const BASE: &str = "/api/student/dashboard/communities";

/// The ids of the active communities for ages `band`, in catalogue order, from the database.
pub(crate) async fn community_ids(app: &TestApp, band: Ages) -> Vec<String> {
    #[derive(QueryableByName)]
    struct Id {
        #[diesel(sql_type = sql_types::Uuid)]
        id: Uuid,
    }
    let mut conn = app.pool.get().await.unwrap();
    let ids: Vec<Id> = diesel::sql_query(
        "SELECT id FROM communities WHERE NOT retired AND min_age = $1 AND max_age = $2 ORDER BY position",
    )
    .bind::<sql_types::Integer, _>(band.0)
    .bind::<sql_types::Integer, _>(band.1)
    .load(&mut conn)
    .await
    .unwrap();
    ids.into_iter().map(|row| row.id.to_string()).collect()
}

/// `count` children aged `age`, written straight into the database (no password hashing), each
/// with a token; their last name is "Mwangi{i}".
pub(crate) async fn children(app: &TestApp, count: usize, age: u32) -> Vec<(Uuid, String)> {
    #[derive(QueryableByName)]
    struct Id {
        #[diesel(sql_type = sql_types::Uuid)]
        id: Uuid,
    }
    let mut conn = app.pool.get().await.unwrap();
    let tag = Uuid::new_v4().simple().to_string();
    let parent: Id = diesel::sql_query(
        "INSERT INTO parents (first_name, last_name, email, phone, password_hash) \
         VALUES ('Neema', 'Mwangi', $1, '+250788123456', 'not-a-hash') RETURNING id",
    )
    .bind::<sql_types::Text, _>(format!("{tag}@example.com"))
    .get_result(&mut conn)
    .await
    .unwrap();
    let ids: Vec<Id> = diesel::sql_query(
        "INSERT INTO children (parent_id, first_name, last_name, sign_in_name, birth_date, password_hash) \
         SELECT $1, 'Kid' || n, 'Mwangi' || n, $2 || n, current_date - make_interval(years => $3, months => 3), \
                'not-a-hash' \
         FROM generate_series(1, $4) AS n ORDER BY n RETURNING id",
    )
    .bind::<sql_types::Uuid, _>(parent.id)
    .bind::<sql_types::Text, _>(&tag[..20])
    .bind::<sql_types::Integer, _>(age as i32)
    .bind::<sql_types::Integer, _>(count as i32)
    .get_results(&mut conn)
    .await
    .unwrap();
    let keys = TokenKeys::new(SECRET);
    ids.into_iter().map(|row| (row.id, keys.issue(Caller { id: row.id, role: Role::Child }, 0).unwrap())).collect()
}

async fn client(app: &TestApp) -> CommunityServiceClient<tonic::transport::Channel> {
    CommunityServiceClient::new(app.channel().await)
}

fn keys(value: &Value) -> Vec<&str> {
    let mut keys: Vec<&str> = value.as_object().unwrap().keys().map(String::as_str).collect();
    keys.sort_unstable();
    keys
}

#[tokio::test]
async fn a_child_sees_the_communities_of_their_age_band_with_every_field() {
    let app = TestApp::start().await;
    let (token, _) = app.signed_in_child("Baraka", 10).await;
    let (status, list) = app.rest("GET", BASE, Some(&token), None).await;
    assert_eq!(status, 200, "{list}");
    let list = list.as_array().expect("a bare JSON array");
    let expected: Vec<&str> = catalogue()
        .communities
        .iter()
        .filter(|c| !c.retired && c.ages == Ages::BUDDING)
        .map(|c| c.name.as_str())
        .collect();
    assert!(expected.len() >= 4);
    assert_eq!(list.iter().map(|c| c["name"].as_str().unwrap()).collect::<Vec<_>>(), expected);
    for community in list {
        assert_eq!(
            keys(community),
            ["_id", "ageGroup", "category", "createdAt", "description", "hasJoined", "memberCount", "members", "name"]
        );
        assert_eq!(community["ageGroup"], "9-12");
        assert_eq!(community["memberCount"], 0);
        assert_eq!(community["hasJoined"], false);
        assert_eq!(community["members"], json!([]));
        assert!(
            ["science", "art", "technology", "math", "sports", "music", "reading"]
                .contains(&community["category"].as_str().unwrap())
        );
        chrono::DateTime::parse_from_rfc3339(community["createdAt"].as_str().unwrap()).unwrap();
    }

    let id = list[0]["_id"].as_str().unwrap();
    let (status, one) = app.rest("GET", &format!("{BASE}/{id}"), Some(&token), None).await;
    assert_eq!(status, 200, "{one}");
    assert_eq!(one, list[0], "the detail is the list's entry");

    let grpc =
        client(&app).await.list_communities(with_token(v1::ListCommunitiesRequest::default(), &token)).await.unwrap();
    assert_eq!(grpc.into_inner().communities.len(), expected.len());

    // Unknown, malformed and other bands' ids are all NOT_FOUND, with the spec's words.
    let older = community_ids(&app, Ages::TEEN).await;
    for id in [Uuid::new_v4().to_string(), "c1".to_owned(), older[0].clone()] {
        let (status, answer) = app.rest("GET", &format!("{BASE}/{id}"), Some(&token), None).await;
        assert_eq!(status, 404, "{id}: {answer}");
        assert!(answer["message"].as_str().unwrap().contains("doesn't exist or you don't have access to it"));
        let (status, _) = app.rest("POST", &format!("{BASE}/{id}/join"), Some(&token), None).await;
        assert_eq!(status, 404, "joining {id}");
    }
    let error = client(&app)
        .await
        .get_community(with_token(v1::GetCommunityRequest { community_id: older[0].clone() }, &token))
        .await
        .unwrap_err();
    assert_eq!(error.code(), Code::NotFound);
}

#[tokio::test]
async fn two_children_join_post_like_and_see_each_other_by_first_name_and_initial() {
    let app = TestApp::start().await;
    let (amani, signed_in) = app.signed_in_child("Amani", 10).await;
    let amani_id = signed_in["user"]["_id"].as_str().unwrap().to_owned();
    let (baraka, signed_in) = app.signed_in_child("Baraka", 11).await;
    let baraka_id = signed_in["user"]["_id"].as_str().unwrap().to_owned();
    let id = community_ids(&app, Ages::BUDDING).await.remove(0);
    let posts = format!("{BASE}/{id}/posts");

    // Not a member yet: no posts, no posting.
    let (status, answer) = app.rest("GET", &posts, Some(&amani), None).await;
    assert_eq!(status, 403, "{answer}");
    assert!(answer["message"].as_str().unwrap().contains("Join this community"), "{answer}");
    let (status, _) = app.rest("POST", &posts, Some(&amani), Some(json!({"content": "Hello!"}))).await;
    assert_eq!(status, 403);

    // Joining twice counts once.
    for _ in 0..2 {
        let (status, joined) = app.rest("POST", &format!("{BASE}/{id}/join"), Some(&amani), None).await;
        assert_eq!((status, joined), (200, json!({"hasJoined": true, "memberCount": 1})));
    }
    let (status, post) =
        app.rest("POST", &posts, Some(&amani), Some(json!({"content": "  Hello explorers! 🚀  "}))).await;
    assert_eq!(status, 200, "{post}");
    assert_eq!(
        keys(&post),
        [
            "_id",
            "author",
            "beingChecked",
            "commentsCount",
            "content",
            "createdAt",
            "hasLiked",
            "likesCount",
            "reportedByYou"
        ]
    );
    assert_eq!((post["beingChecked"].clone(), post["reportedByYou"].clone()), (json!(false), json!(false)));
    assert_eq!(post["content"], "Hello explorers! 🚀", "trimmed");
    assert_eq!(post["author"], json!({"name": "Amani Okafor", "avatar": ""}), "her own post shows her full name");
    assert_eq!((post["likesCount"].clone(), post["commentsCount"].clone()), (json!(0), json!(0)));

    // Baraka is not a member: PERMISSION_DENIED over gRPC too, never the posts.
    let error = client(&app)
        .await
        .list_posts(with_token(v1::ListPostsRequest { community_id: id.clone(), ..Default::default() }, &baraka))
        .await
        .unwrap_err();
    assert_eq!(error.code(), Code::PermissionDenied);

    let joined = client(&app)
        .await
        .join_community(with_token(
            v1::JoinCommunityRequest { community_id: id.clone(), ..Default::default() },
            &baraka,
        ))
        .await
        .unwrap()
        .into_inner();
    assert_eq!((joined.has_joined, joined.member_count), (true, 2));

    // Baraka sees Amani as "Amani O." and himself in full, first in the members.
    let (_, feed) = app.rest("GET", &posts, Some(&baraka), None).await;
    assert_eq!(feed.as_array().unwrap().len(), 1);
    assert_eq!(feed[0]["author"], json!({"name": "Amani O.", "avatar": ""}));
    let (_, community) = app.rest("GET", &format!("{BASE}/{id}"), Some(&baraka), None).await;
    assert_eq!(community["memberCount"], 2);
    assert_eq!(community["hasJoined"], true);
    assert_eq!(
        community["members"],
        json!([
            {"_id": baraka_id, "firstName": "Baraka", "lastName": "Okafor", "image": ""},
            {"_id": amani_id, "firstName": "Amani", "lastName": "O.", "image": ""},
        ])
    );

    // A like toggles, true to the rows, for each reader.
    let like = format!("{posts}/{}/like", post["_id"].as_str().unwrap());
    let (status, liked) = app.rest("POST", &like, Some(&baraka), None).await;
    assert_eq!((status, liked), (200, json!({"hasLiked": true, "likesCount": 1})));
    let (_, feed) = app.rest("GET", &posts, Some(&amani), None).await;
    assert_eq!((feed[0]["likesCount"].clone(), feed[0]["hasLiked"].clone()), (json!(1), json!(false)));
    let (_, feed) = app.rest("GET", &posts, Some(&baraka), None).await;
    assert_eq!((feed[0]["likesCount"].clone(), feed[0]["hasLiked"].clone()), (json!(1), json!(true)));
    let (_, unliked) = app.rest("POST", &like, Some(&baraka), None).await;
    assert_eq!(unliked, json!({"hasLiked": false, "likesCount": 0}));

    // Newest first, over grpc-web as the browser calls it.
    let (_, second) = app.rest("POST", &posts, Some(&baraka), Some(json!({"content": "Hi Amani!"}))).await;
    let web: v1::ListPostsResponse = app
        .grpc_web(
            "/ndoto.v1.CommunityService/ListPosts",
            Some(&amani),
            &v1::ListPostsRequest { community_id: id.clone(), ..Default::default() },
        )
        .await
        .unwrap();
    let order: Vec<&str> = web.posts.iter().map(|p| p.id.as_str()).collect();
    assert_eq!(order, [second["_id"].as_str().unwrap(), post["_id"].as_str().unwrap()]);
    assert_eq!(web.posts[0].author.as_ref().unwrap().name, "Baraka O.");

    // Leaving twice is leaving once; then the posts are closed again.
    for _ in 0..2 {
        let (status, left) = app.rest("POST", &format!("{BASE}/{id}/leave"), Some(&baraka), None).await;
        assert_eq!((status, left), (200, json!({"hasJoined": false, "memberCount": 1})));
    }
    let (status, _) = app.rest("GET", &posts, Some(&baraka), None).await;
    assert_eq!(status, 403);
    let (status, _) = app.rest("POST", &like, Some(&baraka), None).await;
    assert_eq!(status, 403);
}

#[tokio::test]
async fn posts_hold_1_to_500_characters_and_moderation_refuses_with_a_reason_for_the_child() {
    let app = TestApp::start().await;
    let kids = children(&app, 2, 14).await;
    let id = community_ids(&app, Ages::TEEN).await.remove(0);
    let posts = format!("{BASE}/{id}/posts");
    for (_, token) in &kids {
        app.rest("POST", &format!("{BASE}/{id}/join"), Some(token), None).await;
    }
    let (writer, other) = (&kids[0].1, &kids[1].1);

    let (status, post) = app.rest("POST", &posts, Some(writer), Some(json!({"content": "🦒".repeat(500)}))).await;
    assert_eq!(status, 200, "500 emoji are 500 characters: {post}");
    let (status, post) = app.rest("POST", &posts, Some(writer), Some(json!({"content": "é".repeat(500)}))).await;
    assert_eq!(status, 200, "{post}");
    let (status, answer) = app.rest("POST", &posts, Some(writer), Some(json!({"content": "🦒".repeat(501)}))).await;
    assert_eq!(status, 400);
    assert_field_violation(&answer, "content", "at most 500 characters and yours has 501");
    let (status, answer) = app.rest("POST", &posts, Some(writer), Some(json!({"content": " \n "}))).await;
    assert_eq!(status, 400);
    assert_field_violation(&answer, "content", "Your post is empty");

    // Ordinary talk goes up.
    for content in ["We won 3-2 in the last minute!", "Scunthorpe and assassin bugs", "The eclipse is on 2026-08-12"] {
        let (status, answer) = app.rest("POST", &posts, Some(other), Some(json!({"content": content}))).await;
        assert_eq!(status, 200, "{content}: {answer}");
    }

    // What a child must not post is refused, each with its reason.
    let refused = [
        ("Call me on 0788 123 456", "Posts can't include phone numbers. Keep your personal information private!"),
        ("zero seven eight eight one two three four five six", "phone numbers"),
        ("email me at amani at gmail dot com", "email addresses"),
        ("I live at 12 Ngong Road", "home addresses"),
        ("check out coolgames.net", "links"),
        ("follow me on instagram @kid_draws", "social media"),
        ("My name is Kid1 Mwangi1", "full names"),
        ("let's meet at the park on Saturday", "meet"),
        ("my password is sunshine123", "passwords"),
        ("you are so stupid", "unkind"),
        ("what the fuck", "rude words"),
        ("kill yourself", "hurt themselves"),
        ("this is our little secret, don't tell your parents", "trick children"),
    ];
    for (content, reason) in refused {
        let (status, answer) = app.rest("POST", &posts, Some(writer), Some(json!({"content": content}))).await;
        assert_eq!(status, 400, "{content}: {answer}");
        assert_field_violation(&answer, "content", reason);
    }
    let error = client(&app)
        .await
        .create_post(with_token(
            v1::CreatePostRequest {
                community_id: id.clone(),
                content: "text me on 0712345678".into(),
                ..Default::default()
            },
            writer,
        ))
        .await
        .unwrap_err();
    assert_eq!(error.code(), Code::InvalidArgument);
    let violations = error.get_details_bad_request().expect("a BadRequest detail").field_violations;
    assert_eq!((violations[0].field.as_str(), violations[0].description.as_str()), ("content", error.message()));
    let web = app
        .grpc_web::<_, v1::CreatePostResponse>(
            "/ndoto.v1.CommunityService/CreatePost",
            Some(writer),
            &v1::CreatePostRequest {
                community_id: id.clone(),
                content: "my email is kid@example.com".into(),
                ..Default::default()
            },
        )
        .await
        .unwrap_err();
    assert_eq!(web.0, Code::InvalidArgument);
    assert!(web.1.contains("email addresses"), "{web:?}");

    // Nothing refused was stored.
    let (_, feed) = app.rest("GET", &posts, Some(writer), None).await;
    assert_eq!(feed.as_array().unwrap().len(), 5);
}

#[tokio::test]
async fn a_child_posts_at_most_five_times_a_minute_and_is_told_when_to_try_again() {
    let app = TestApp::start().await;
    let kids = children(&app, 2, 7).await;
    let ids = community_ids(&app, Ages::EARLY).await;
    let token = &kids[0].1;
    for id in &ids[..2] {
        app.rest("POST", &format!("{BASE}/{id}/join"), Some(token), None).await;
    }
    // The limit counts posts in every community together.
    for i in 0..5 {
        let id = &ids[i % 2];
        let (status, answer) = app
            .rest("POST", &format!("{BASE}/{id}/posts"), Some(token), Some(json!({"content": format!("Post {i}")})))
            .await;
        assert_eq!(status, 200, "{answer}");
    }
    let response = app
        .http
        .post(app.url(&format!("{BASE}/{}/posts", ids[0])))
        .bearer_auth(token)
        .json(&json!({"content": "One more"}))
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), 429);
    let retry_after: u64 = response.headers()["retry-after"].to_str().unwrap().parse().unwrap();
    assert!((1..=60).contains(&retry_after), "{retry_after}");
    let answer: Value = response.json().await.unwrap();
    assert!(answer["message"].as_str().unwrap().contains("up to 5 posts a minute"), "{answer}");
    assert_eq!(answer["details"][0]["@type"], "type.googleapis.com/google.rpc.RetryInfo", "{answer}");
    assert_eq!(answer["details"][0]["retryDelay"], format!("{retry_after}s"));

    let error = client(&app)
        .await
        .create_post(with_token(
            v1::CreatePostRequest { community_id: ids[1].clone(), content: "Again".into(), ..Default::default() },
            token,
        ))
        .await
        .unwrap_err();
    assert_eq!(error.code(), Code::ResourceExhausted);
    assert!(error.metadata().get("retry-after").is_some());
    assert!(error.get_details_retry_info().and_then(|r| r.retry_delay).is_some());

    // Another child is not held back.
    let other = &kids[1].1;
    app.rest("POST", &format!("{BASE}/{}/join", ids[0]), Some(other), None).await;
    let (status, _) =
        app.rest("POST", &format!("{BASE}/{}/posts", ids[0]), Some(other), Some(json!({"content": "Hi!"}))).await;
    assert_eq!(status, 200);
}

#[derive(QueryableByName)]
struct Count {
    #[diesel(sql_type = sql_types::BigInt)]
    n: i64,
}

pub(crate) async fn count(app: &TestApp, sql: &str, id: &str) -> i64 {
    let mut conn = app.pool.get().await.unwrap();
    let count: Count = diesel::sql_query(sql)
        .bind::<sql_types::Uuid, _>(id.parse::<Uuid>().unwrap())
        .get_result(&mut conn)
        .await
        .unwrap();
    count.n
}

#[tokio::test]
async fn concurrent_joins_and_likes_stay_true_to_the_rows() {
    let app = TestApp::start().await;
    let kids = children(&app, 8, 16).await;
    let id = community_ids(&app, Ages::VISIONARY).await.remove(0);
    let channel = app.channel().await;

    // Every child joins three times at once: 8 members.
    let mut calls = tokio::task::JoinSet::new();
    for (_, token) in kids.iter().chain(&kids).chain(&kids) {
        let mut client = CommunityServiceClient::new(channel.clone());
        let request = with_token(v1::JoinCommunityRequest { community_id: id.clone(), ..Default::default() }, token);
        calls.spawn(async move { client.join_community(request).await.unwrap().into_inner().member_count });
    }
    let counts = calls.join_all().await;
    assert!(counts.iter().all(|&n| (1..=8).contains(&n)), "{counts:?}");
    assert_eq!(count(&app, "SELECT count(*) AS n FROM community_members WHERE community_id = $1", &id).await, 8);
    let (_, community) = app.rest("GET", &format!("{BASE}/{id}"), Some(&kids[0].1), None).await;
    assert_eq!(community["memberCount"], 8);

    let (_, post) =
        app.rest("POST", &format!("{BASE}/{id}/posts"), Some(&kids[0].1), Some(json!({"content": "Like me!"}))).await;
    let post_id = post["_id"].as_str().unwrap().to_owned();

    // Every child likes at once: 8 likes. Then the first child toggles 7 more times at once:
    // an odd number of toggles in all leaves their like taken back.
    let mut calls = tokio::task::JoinSet::new();
    let toggles = kids.iter().chain(std::iter::repeat_n(&kids[0], 7));
    for (_, token) in toggles {
        let mut client = CommunityServiceClient::new(channel.clone());
        let request = with_token(
            v1::LikePostRequest { community_id: id.clone(), post_id: post_id.clone(), ..Default::default() },
            token,
        );
        calls.spawn(async move { client.like_post(request).await.unwrap().into_inner() });
    }
    let answers = calls.join_all().await;
    let likes = count(&app, "SELECT count(*) AS n FROM post_likes WHERE post_id = $1", &post_id).await;
    assert_eq!(likes, 7, "8 children liked, the first one's 8 toggles cancel out");
    let distinct: BTreeSet<i32> = answers.iter().map(|a| a.likes_count).collect();
    assert!(distinct.iter().all(|&n| (0..=8).contains(&n)), "{distinct:?}");
    let (_, feed) = app.rest("GET", &format!("{BASE}/{id}/posts"), Some(&kids[0].1), None).await;
    assert_eq!((feed[0]["likesCount"].clone(), feed[0]["hasLiked"].clone()), (json!(7), json!(false)));
    let (_, feed) = app.rest("GET", &format!("{BASE}/{id}/posts"), Some(&kids[1].1), None).await;
    assert_eq!((feed[0]["likesCount"].clone(), feed[0]["hasLiked"].clone()), (json!(7), json!(true)));
}

/// Reports cannot be turned into a weapon: the reporter sees a thank-you in the post's place at
/// once; three children of one family hide it for nobody else; children of three families hide
/// it for everyone but its author, who sees it being checked.
#[tokio::test]
async fn a_report_hides_the_post_for_its_reporter_and_for_everyone_only_when_three_families_report() {
    let app = TestApp::start().await;
    let author_family = children(&app, 1, 12).await;
    let siblings = children(&app, 3, 12).await;
    let second_family = children(&app, 1, 12).await;
    let third_family = children(&app, 1, 12).await;
    let bystander = children(&app, 1, 12).await;
    let outsider = children(&app, 1, 12).await.remove(0).1;
    let members: Vec<&String> = [&author_family, &siblings, &second_family, &third_family, &bystander]
        .into_iter()
        .flatten()
        .map(|(_, t)| t)
        .collect();
    let id = community_ids(&app, Ages::BUDDING).await.remove(1);
    let posts = format!("{BASE}/{id}/posts");
    for token in &members {
        app.rest("POST", &format!("{BASE}/{id}/join"), Some(token), None).await;
    }
    let author = &author_family[0].1;
    let (_, post) = app.rest("POST", &posts, Some(author), Some(json!({"content": "Is this mean?"}))).await;
    let post_id = post["_id"].as_str().unwrap().to_owned();
    let report = format!("{posts}/{post_id}/report");
    let seen_by = async |token: &str| {
        let (_, feed) = app.rest("GET", &posts, Some(token), None).await;
        feed.as_array().unwrap().iter().find(|p| p["_id"] == post_id.as_str()).cloned()
    };
    let shown_plainly = |post: Option<Value>| {
        post.is_some_and(|p| {
            p["content"] == "Is this mean?" && p["beingChecked"] == false && p["reportedByYou"] == false
        })
    };

    let (status, answer) = app.rest("POST", &report, Some(&outsider), Some(json!({}))).await;
    assert_eq!(status, 403, "only members report: {answer}");
    let (status, answer) =
        app.rest("POST", &report, Some(&siblings[0].1), Some(json!({"reason": "x".repeat(201)}))).await;
    assert_eq!(status, 400);
    assert_field_violation(&answer, "reason", "at most 200 characters");

    // One child reports twice: a thank-you in the post's place for them, the post for others.
    for _ in 0..2 {
        let (status, answer) =
            app.rest("POST", &report, Some(&siblings[0].1), Some(json!({"reason": "It is unkind"}))).await;
        assert_eq!((status, answer), (200, json!({})));
    }
    let thanked = seen_by(&siblings[0].1).await.expect("the reporter's feed keeps the place");
    assert_eq!((thanked["reportedByYou"].clone(), thanked["content"].clone()), (json!(true), json!("")));
    let (status, _) = app.rest("POST", &format!("{posts}/{post_id}/like"), Some(&siblings[0].1), None).await;
    assert_eq!(status, 404, "a post the reader reported cannot be liked");

    // The brothers and sisters report it too: still one family, hidden for nobody else.
    for (_, token) in &siblings[1..] {
        assert_eq!(app.rest("POST", &report, Some(token), None).await.0, 200);
    }
    assert!(shown_plainly(seen_by(&bystander[0].1).await) && shown_plainly(seen_by(author).await));

    // Two more families, at once: the third family hides it for everyone but its author.
    let mut client = client(&app).await;
    let request = |token: &str| {
        with_token(
            v1::ReportPostRequest { community_id: id.clone(), post_id: post_id.clone(), reason: String::new() },
            token,
        )
    };
    let mut second = client.clone();
    let (a, b) =
        tokio::join!(client.report_post(request(&second_family[0].1)), second.report_post(request(&third_family[0].1)));
    a.unwrap();
    b.unwrap();
    assert_eq!(seen_by(&bystander[0].1).await, None);
    let checked = seen_by(author).await.expect("the author still sees their post");
    assert_eq!((checked["beingChecked"].clone(), checked["content"].clone()), (json!(true), json!("Is this mean?")));
    let (status, _) = app.rest("POST", &format!("{posts}/{post_id}/like"), Some(author), None).await;
    assert_eq!(status, 404, "a post being checked cannot be liked");
    // Over gRPC the author reads the same.
    let feed = client
        .list_posts(with_token(v1::ListPostsRequest { community_id: id.clone(), ..Default::default() }, author))
        .await
        .unwrap()
        .into_inner();
    assert!(feed.posts.iter().any(|p| p.id == post_id && p.being_checked && !p.reported_by_you));
    // The reports are kept for review, the post too.
    assert_eq!(count(&app, "SELECT count(*) AS n FROM post_reports WHERE post_id = $1", &post_id).await, 5);
    assert_eq!(
        count(&app, "SELECT count(*) AS n FROM community_posts WHERE id = $1 AND hidden_at IS NOT NULL", &post_id)
            .await,
        1
    );
    let (status, _) =
        app.rest("POST", &format!("{posts}/{}/report", Uuid::new_v4()), Some(&bystander[0].1), None).await;
    assert_eq!(status, 404);
}

#[tokio::test]
async fn every_community_call_needs_a_childs_token() {
    let app = TestApp::start().await;
    let parent = app.parent("mama@example.com").await;
    let id = Uuid::new_v4();
    let calls = [
        ("GET", BASE.to_owned()),
        ("GET", format!("{BASE}/{id}")),
        ("GET", format!("{BASE}/{id}/posts")),
        ("POST", format!("{BASE}/{id}/posts")),
        ("POST", format!("{BASE}/{id}/posts/{id}/like")),
        ("POST", format!("{BASE}/{id}/posts/{id}/report")),
        ("POST", format!("{BASE}/{id}/join")),
        ("POST", format!("{BASE}/{id}/leave")),
    ];
    for (method, path) in &calls {
        let body = (*method == "POST").then(|| json!({}));
        let (status, answer) = app.rest(method, path, None, body.clone()).await;
        assert_eq!(status, 401, "{method} {path}: {answer}");
        let (status, answer) = app.rest(method, path, Some(&parent), body).await;
        assert_eq!(status, 403, "{method} {path} as a parent: {answer}");
    }
    let error = client(&app).await.list_communities(v1::ListCommunitiesRequest::default()).await.unwrap_err();
    assert_eq!(error.code(), Code::Unauthenticated);
}
