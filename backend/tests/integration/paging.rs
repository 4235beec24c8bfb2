//! Every list a page at a time (issue 27, item 5; AIP-158) over REST and gRPC: paging through
//! yields each item once, in the unpaged answer's order, and the last page's nextPageToken is
//! empty; a row arriving meanwhile at the head of a list that grows there (posts, notifications,
//! safety events, watched videos), or a case decided meanwhile, neither repeats an item nor makes
//! a page skip one; a token of another list, another child, community, parent or moderator, or
//! one changed by a character, is 400 (INVALID_ARGUMENT) naming pageToken. The REST paths that
//! answer a bare array answer it as they did: the whole list (the first page at the default
//! size), the same items as their `:page` binding's, the same fields, nothing added.

use diesel::{QueryableByName, sql_types};
use diesel_async::RunQueryDsl;
use ndoto::{
    api::v1::{
        self, community_service_client::CommunityServiceClient, moderation_service_client::ModerationServiceClient,
        parent_service_client::ParentServiceClient, student_service_client::StudentServiceClient,
    },
    catalogue::Ages,
};
use serde_json::{Value, json};
use tonic::Code;
use tonic_types::StatusExt;
use uuid::Uuid;

use crate::{
    common::{TestApp, assert_field_violation, catalogue, with_token},
    community::{BASE, children, community_ids},
};

const CHALLENGES: &str = "/api/student/dashboard/challenges";
const RESOURCES: &str = "/api/resources";
const NOTIFICATIONS: &str = "/api/notifications";
const CHILDREN: &str = "/api/parent/children";
const CASES: &str = "/api/moderation/cases";

/// `path` with the page's query parameters.
fn paged(path: &str, size: i32, token: &str) -> String {
    let join = if path.contains('?') { '&' } else { '?' };
    format!("{path}{join}pageSize={size}&pageToken={token}")
}

/// Every item of a REST list, `size` at a time from the first page: each page before the last
/// full, the last one's nextPageToken empty. Each page also passes `check`.
async fn rest_pages_checked(
    app: &TestApp,
    path: &str,
    caller: &str,
    items: &str,
    size: i32,
    check: impl Fn(&Value),
) -> Vec<Value> {
    let mut all = Vec::new();
    let mut token = String::new();
    for _ in 0..200 {
        let (status, page) = app.rest("GET", &paged(path, size, &token), Some(caller), None).await;
        assert_eq!(status, 200, "{path}: {page}");
        check(&page);
        let rows = page[items].as_array().unwrap_or_else(|| panic!("{path}: {page}"));
        all.extend(rows.iter().cloned());
        token = page["nextPageToken"].as_str().unwrap().to_owned();
        if token.is_empty() {
            assert!(rows.len() <= size as usize, "{path}: {page}");
            return all;
        }
        assert_eq!(rows.len(), size as usize, "{path}: a page before the last is full: {page}");
    }
    panic!("{path}: more than 200 pages")
}

async fn rest_pages(app: &TestApp, path: &str, caller: &str, items: &str, size: i32) -> Vec<Value> {
    rest_pages_checked(app, path, caller, items, size, |_| {}).await
}

/// The nextPageToken of a REST list's first page of `size`; there must be a next page.
async fn rest_token(app: &TestApp, path: &str, caller: &str, size: i32) -> String {
    let (status, page) = app.rest("GET", &paged(path, size, ""), Some(caller), None).await;
    assert_eq!(status, 200, "{path}: {page}");
    let token = page["nextPageToken"].as_str().unwrap().to_owned();
    assert!(!token.is_empty(), "{path} has a second page: {page}");
    token
}

/// `token` with one character changed.
fn tampered(token: &str) -> String {
    let mut chars: Vec<char> = token.chars().collect();
    let middle = chars.len() / 2;
    chars[middle] = if chars[middle] == 'A' { 'B' } else { 'A' };
    chars.into_iter().collect()
}

/// Asserts that the REST list at `path` refuses each token with 400 naming pageToken.
async fn refused_rest(app: &TestApp, path: &str, caller: &str, tokens: &[&str]) {
    for token in tokens {
        let (status, answer) = app.rest("GET", &paged(path, 2, token), Some(caller), None).await;
        assert_eq!(status, 400, "{path} with {token}: {answer}");
        assert_field_violation(&answer, "pageToken", "pageToken is not one this list gave");
    }
}

/// Every item of a gRPC list, `size` at a time: `call` asks for a page (size, token) and answers
/// its items and next_page_token.
async fn grpc_pages<T>(
    size: i32,
    mut call: impl AsyncFnMut(i32, String) -> Result<(Vec<T>, String), tonic::Status>,
) -> Vec<T> {
    let mut all = Vec::new();
    let mut token = String::new();
    for _ in 0..200 {
        let (rows, next) = call(size, token).await.unwrap();
        let full = rows.len() == size as usize;
        all.extend(rows);
        if next.is_empty() {
            return all;
        }
        assert!(full, "a page before the last is full");
        token = next;
    }
    panic!("more than 200 pages")
}

/// Asserts a gRPC refusal: INVALID_ARGUMENT with a field violation naming pageToken.
fn refused_grpc<T: std::fmt::Debug>(answer: Result<T, tonic::Status>) {
    let status = answer.expect_err("a refusal");
    assert_eq!(status.code(), Code::InvalidArgument, "{status:?}");
    let violations = status.get_details_bad_request().expect("a BadRequest detail").field_violations;
    assert_eq!(violations[0].field, "pageToken", "{status:?}");
}

/// The body of a REST answer as it came, byte for byte.
async fn raw(app: &TestApp, path: &str, caller: &str) -> String {
    let response = app.http.get(app.url(path)).bearer_auth(caller).send().await.unwrap();
    assert_eq!(response.status(), 200, "{path}");
    response.text().await.unwrap()
}

fn keys(value: &Value) -> Vec<&str> {
    let mut keys: Vec<&str> = value.as_object().unwrap().keys().map(String::as_str).collect();
    keys.sort_unstable();
    keys
}

fn ids<'a>(items: &'a [Value], key: &str) -> Vec<&'a str> {
    items.iter().map(|item| item[key].as_str().unwrap()).collect()
}

#[derive(QueryableByName)]
struct Id {
    #[diesel(sql_type = sql_types::Text)]
    id: String,
}

/// The `id` column of a query's rows, as text, in its order; `$1` is `value`.
async fn ids_of(app: &TestApp, sql: &str, value: Uuid) -> Vec<String> {
    let mut conn = app.pool.get().await.unwrap();
    let rows: Vec<Id> = diesel::sql_query(sql).bind::<sql_types::Uuid, _>(value).load(&mut conn).await.unwrap();
    rows.into_iter().map(|row| row.id).collect()
}

/// Runs `sql` with `$1` = `first` and `$2` = `second`.
async fn execute(app: &TestApp, sql: &str, first: Uuid, second: Uuid) {
    let mut conn = app.pool.get().await.unwrap();
    diesel::sql_query(sql)
        .bind::<sql_types::Uuid, _>(first)
        .bind::<sql_types::Uuid, _>(second)
        .execute(&mut conn)
        .await
        .unwrap();
}

#[tokio::test]
async fn catalogue_lists_page_through_whole_and_their_bare_arrays_stay_the_whole_first_page() {
    let app = TestApp::start().await;
    let (baraka, _) = app.signed_in_child("Baraka", 10).await;
    let (imani, _) = app.signed_in_child("Imani", 10).await;
    let communities_page = format!("{BASE}:page");
    let challenges_page = format!("{CHALLENGES}:page");

    // The bare arrays as they were: every entry of the catalogue list, in its order, each with
    // the fields it always had and nothing added; the same items as the `:page` binding's
    // answer at the default size, which has no next page.
    let communities: Vec<&str> = catalogue()
        .communities
        .iter()
        .filter(|c| !c.retired && c.ages == Ages::BUDDING)
        .map(|c| c.name.as_str())
        .collect();
    let activities: Vec<&str> =
        catalogue().activities.iter().filter(|a| !a.retired).map(|a| a.title.as_str()).collect();
    let community_fields =
        ["_id", "ageGroup", "category", "createdAt", "description", "hasJoined", "memberCount", "members", "name"];
    let challenge_fields = [
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
        "videoTutorialUrl",
    ];
    for (bare, page, items, names, name, fields) in [
        (BASE, &communities_page, "communities", &communities, "name", &community_fields[..]),
        (CHALLENGES, &challenges_page, "challenges", &activities, "title", &challenge_fields[..]),
    ] {
        let text = raw(&app, bare, &baraka).await;
        assert!(text.starts_with('[') && !text.contains("nextPageToken"), "{bare}: {text}");
        let array: Value = serde_json::from_str(&text).unwrap();
        let array = array.as_array().unwrap();
        assert_eq!(&ids(array, name), names, "{bare}: every entry, in catalogue order");
        for item in array {
            assert_eq!(keys(item), fields, "{bare}");
        }
        let (status, whole) = app.rest("GET", page, Some(&baraka), None).await;
        assert_eq!(status, 200, "{page}: {whole}");
        assert_eq!(keys(&whole), [items, "nextPageToken"], "{page}");
        assert_eq!((&whole[items], &whole["nextPageToken"]), (&Value::Array(array.clone()), &json!("")), "{page}");
        // A page at a time, the same list; any page size above 100 is 100, here the whole list.
        assert_eq!(rest_pages(&app, page, &baraka, items, 2).await, *array, "{page}");
        let (_, large) = app.rest("GET", &paged(page, 1000, ""), Some(&baraka), None).await;
        assert_eq!((&large[items], &large["nextPageToken"]), (&whole[items], &json!("")), "{page}");
    }
    let (status, resources) = app.rest("GET", RESOURCES, Some(&baraka), None).await;
    assert_eq!(status, 200, "{resources}");
    assert_eq!(resources["nextPageToken"], "", "every resource in the first page");
    let resources = resources["resources"].as_array().unwrap().clone();
    assert!(resources.len() >= 3);
    assert_eq!(rest_pages(&app, RESOURCES, &baraka, "resources", 2).await, resources);

    // Over gRPC, one or two at a time.
    let channel = app.channel().await;
    let mut community_service = CommunityServiceClient::new(channel.clone());
    let mut student = StudentServiceClient::new(channel);
    let listed = grpc_pages(2, async |page_size, page_token| {
        let request = v1::ListCommunitiesRequest { page_size, page_token };
        let page = community_service.list_communities(with_token(request, &baraka)).await?.into_inner();
        Ok((page.communities.into_iter().map(|c| c.name).collect::<Vec<_>>(), page.next_page_token))
    })
    .await;
    assert_eq!(listed, communities);
    let listed = grpc_pages(2, async |page_size, page_token| {
        let request = v1::ListChallengesRequest { page_size, page_token };
        let page = student.list_challenges(with_token(request, &baraka)).await?.into_inner();
        Ok((page.challenges.into_iter().map(|c| c.title).collect::<Vec<_>>(), page.next_page_token))
    })
    .await;
    assert_eq!(listed, activities);
    let listed = grpc_pages(1, async |page_size, page_token| {
        let request = v1::ListResourcesRequest { page_size, page_token };
        let page = student.list_resources(with_token(request, &baraka)).await?.into_inner();
        Ok((page.resources.into_iter().map(|r| r.id).collect::<Vec<_>>(), page.next_page_token))
    })
    .await;
    assert_eq!(listed, ids(&resources, "id"));

    // A token is its list's and its child's own, and cannot be edited.
    let lists = [communities_page.as_str(), challenges_page.as_str(), RESOURCES];
    for (i, list) in lists.iter().enumerate() {
        let mine = rest_token(&app, list, &baraka, 2).await;
        let another_list = rest_token(&app, lists[(i + 1) % lists.len()], &baraka, 2).await;
        let another_child = rest_token(&app, list, &imani, 2).await;
        refused_rest(&app, list, &baraka, &[&another_list, &another_child, &tampered(&mine)]).await;
        let (status, answer) = app.rest("GET", &paged(list, -1, ""), Some(&baraka), None).await;
        assert_eq!(status, 400, "{list}: {answer}");
        assert_field_violation(&answer, "pageSize", "pageSize must be 0 (the default) or more");
    }
    let another_child = rest_token(&app, &challenges_page, &imani, 2).await;
    let request = v1::ListChallengesRequest { page_size: 2, page_token: another_child };
    refused_grpc(student.list_challenges(with_token(request, &baraka)).await);
    let another_list = rest_token(&app, RESOURCES, &baraka, 2).await;
    let request = v1::ListCommunitiesRequest { page_size: 2, page_token: another_list };
    refused_grpc(community_service.list_communities(with_token(request, &baraka)).await);
}

#[tokio::test]
async fn a_feed_pages_newest_first_and_a_post_published_meanwhile_neither_repeats_nor_hides_one() {
    let app = TestApp::start().await;
    let mut members = children(&app, 2, 10).await;
    let (author, reader) = (members.remove(0), members.remove(0));
    let communities = community_ids(&app, Ages::BUDDING).await;
    for (_, token) in [&author, &reader] {
        assert_eq!(app.rest("POST", &format!("{BASE}/{}/join", communities[0]), Some(token), None).await.0, 200);
    }
    assert_eq!(app.rest("POST", &format!("{BASE}/{}/join", communities[1]), Some(&reader.1), None).await.0, 200);
    // 105 posts, two by two of the same microsecond: the id orders those.
    let community: Uuid = communities[0].parse().unwrap();
    execute(
        &app,
        "INSERT INTO community_posts (community_id, author_id, content, created_at) \
         SELECT $1, $2, 'Post ' || n, date_trunc('minute', now()) - make_interval(mins => n / 2) \
         FROM generate_series(1, 105) AS n",
        community,
        author.0,
    )
    .await;
    execute(
        &app,
        "INSERT INTO community_posts (community_id, author_id, content) \
         SELECT $1, $2, 'Elsewhere ' || n FROM generate_series(1, 3) AS n",
        communities[1].parse().unwrap(),
        author.0,
    )
    .await;
    let newest_first = ids_of(
        &app,
        "SELECT id::text AS id FROM community_posts WHERE community_id = $1 ORDER BY created_at DESC, id DESC",
        community,
    )
    .await;
    assert_eq!(newest_first.len(), 105);
    let posts = format!("{BASE}/{community}/posts");
    let posts_page = format!("{posts}:page");
    let reader_token = reader.1.as_str();

    // The bare array is the newest 100, as the feed always held, with the fields it had.
    let text = raw(&app, &posts, reader_token).await;
    assert!(text.starts_with('[') && !text.contains("nextPageToken"), "{text}");
    let bare: Vec<Value> = serde_json::from_str(&text).unwrap();
    assert_eq!(ids(&bare, "_id"), newest_first[..100]);
    for post in &bare {
        assert_eq!(
            keys(post),
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
    }
    // The same 100 as the `:page` binding's first page, whose token leads to the other 5.
    let (status, first) = app.rest("GET", &posts_page, Some(reader_token), None).await;
    assert_eq!(status, 200, "{first}");
    assert_eq!(first["posts"], Value::Array(bare.clone()));
    let token = first["nextPageToken"].as_str().unwrap();
    let (_, rest) = app.rest("GET", &paged(&posts_page, 0, token), Some(reader_token), None).await;
    assert_eq!(ids(rest["posts"].as_array().unwrap(), "_id"), newest_first[100..]);
    assert_eq!(rest["nextPageToken"], "");

    // Two at a time over REST; over gRPC two at a time while the author publishes a post after
    // the first page: it is not on the next pages (a new first page has it), none repeats.
    let paged_ids = rest_pages(&app, &posts_page, reader_token, "posts", 2).await;
    assert_eq!(ids(&paged_ids, "_id"), newest_first);
    let mut feed = CommunityServiceClient::new(app.channel().await);
    let mut published = None;
    let listed = grpc_pages(2, async |page_size, page_token| {
        let request = v1::ListPostsRequest { community_id: community.to_string(), page_size, page_token };
        let page = feed.list_posts(with_token(request, reader_token)).await?.into_inner();
        if published.is_none() {
            let body = json!({"content": "Our rain gauge measured 12 mm today"});
            let (status, post) = app.rest("POST", &posts, Some(&author.1), Some(body)).await;
            assert_eq!(status, 200, "{post}");
            published = Some(post["_id"].as_str().unwrap().to_owned());
        }
        Ok((page.posts.into_iter().map(|p| p.id).collect::<Vec<_>>(), page.next_page_token))
    })
    .await;
    assert_eq!(listed, newest_first);
    let (_, now) = app.rest("GET", &posts, Some(reader_token), None).await;
    assert_eq!(now[0]["_id"].as_str(), published.as_deref(), "the new post heads a new first page");

    // A token is its list's, its community's and its child's own, and cannot be edited.
    let mine = rest_token(&app, &posts_page, reader_token, 2).await;
    let another_community = rest_token(&app, &format!("{BASE}/{}/posts:page", communities[1]), reader_token, 2).await;
    let another_child = rest_token(&app, &posts_page, &author.1, 2).await;
    let another_list = rest_token(&app, &format!("{BASE}:page"), reader_token, 2).await;
    refused_rest(
        &app,
        &posts_page,
        reader_token,
        &[&another_community, &another_child, &another_list, &tampered(&mine)],
    )
    .await;
    let request = v1::ListPostsRequest { community_id: community.to_string(), page_size: 2, page_token: another_child };
    refused_grpc(feed.list_posts(with_token(request, reader_token)).await);
}

#[tokio::test]
async fn notifications_page_newest_first_with_the_unread_count_on_every_page() {
    let app = TestApp::start().await;
    let mut kids = children(&app, 2, 10).await;
    let ((child, token), (other_child, other)) = (kids.remove(0), kids.remove(0));
    // 55 each, two by two of the same microsecond: the sequence orders those.
    let insert = "INSERT INTO notifications (child_id, kind, subject, points, created_at) \
                  SELECT c, 'activity_completed', 'Activity ' || n, 5, \
                         date_trunc('minute', now()) - make_interval(mins => n / 2) \
                  FROM generate_series(1, 55) AS n, (VALUES ($1), ($2)) AS children(c)";
    execute(&app, insert, child, other_child).await;
    let newest_first = ids_of(
        &app,
        "SELECT id::text AS id FROM notifications WHERE child_id = $1 ORDER BY created_at DESC, seq DESC",
        child,
    )
    .await;

    // Without a page size, the latest 50, as before, and a token for the rest.
    let (status, first) = app.rest("GET", NOTIFICATIONS, Some(&token), None).await;
    assert_eq!(status, 200, "{first}");
    assert_eq!(keys(&first), ["nextPageToken", "notifications", "unreadCount"]);
    assert_eq!(ids(first["notifications"].as_array().unwrap(), "id"), newest_first[..50]);
    assert!(!first["nextPageToken"].as_str().unwrap().is_empty());
    // Two at a time, every page counting all the unread ones.
    let listed =
        rest_pages_checked(&app, NOTIFICATIONS, &token, "notifications", 2, |page| assert_eq!(page["unreadCount"], 55))
            .await;
    assert_eq!(ids(&listed, "id"), newest_first);

    // Over gRPC, one at a time, while a notification arrives after the first page.
    let mut student = StudentServiceClient::new(app.channel().await);
    let mut arrived = false;
    let listed = grpc_pages(1, async |page_size, page_token| {
        let request = v1::ListNotificationsRequest { page_size, page_token };
        let page = student.list_notifications(with_token(request, &token)).await?.into_inner();
        if !arrived {
            execute(
                &app,
                "INSERT INTO notifications (child_id, kind, subject, points) \
                 SELECT $1, 'badge_earned', 'Science Explorer', 10 WHERE $2 IS NOT NULL",
                child,
                child,
            )
            .await;
            arrived = true;
        }
        Ok((page.notifications.into_iter().map(|n| n.id).collect::<Vec<_>>(), page.next_page_token))
    })
    .await;
    assert_eq!(listed, newest_first);

    let mine = rest_token(&app, NOTIFICATIONS, &token, 2).await;
    let another_child = rest_token(&app, NOTIFICATIONS, &other, 2).await;
    let another_list = rest_token(&app, &format!("{CHALLENGES}:page"), &token, 2).await;
    refused_rest(&app, NOTIFICATIONS, &token, &[&another_child, &another_list, &tampered(&mine)]).await;
    let request = v1::ListNotificationsRequest { page_size: 2, page_token: another_child };
    refused_grpc(student.list_notifications(with_token(request, &token)).await);
}

#[tokio::test]
async fn a_parents_children_page_oldest_first() {
    let app = TestApp::start().await;
    let parent = app.parent("mama@example.com").await;
    for (name, age) in [("Amani", 7), ("Baraka", 10), ("Zawadi", 14)] {
        app.add_child(&parent, name, age).await;
    }
    let other = app.parent("other@example.com").await;
    for (name, age) in [("Kito", 8), ("Imani", 9)] {
        app.add_child(&other, name, age).await;
    }
    let (status, all) = app.rest("GET", CHILDREN, Some(&parent), None).await;
    assert_eq!(status, 200, "{all}");
    assert_eq!(all["nextPageToken"], "", "every child in the first page");
    let all = all["children"].as_array().unwrap().clone();
    assert_eq!(ids(&all, "signInName"), ["Amani", "Baraka", "Zawadi"]);
    assert_eq!(rest_pages(&app, CHILDREN, &parent, "children", 2).await, all);
    let mut parents = ParentServiceClient::new(app.channel().await);
    let listed = grpc_pages(1, async |page_size, page_token| {
        let page = parents
            .list_children(with_token(v1::ListChildrenRequest { page_size, page_token }, &parent))
            .await?
            .into_inner();
        Ok((page.children.into_iter().map(|c| c.sign_in_name).collect::<Vec<_>>(), page.next_page_token))
    })
    .await;
    assert_eq!(listed, ["Amani", "Baraka", "Zawadi"]);

    let mine = rest_token(&app, CHILDREN, &parent, 2).await;
    let another_parent = rest_token(&app, CHILDREN, &other, 1).await;
    refused_rest(&app, CHILDREN, &parent, &[&another_parent, &tampered(&mine)]).await;
    // Nor is it a token of the parent's other lists.
    let (status, answer) = app.rest("GET", &paged("/api/parent/consent-requests", 2, &mine), Some(&parent), None).await;
    assert_eq!(status, 400, "{answer}");
    let request = v1::ListChildrenRequest { page_size: 2, page_token: another_parent };
    refused_grpc(parents.list_children(with_token(request, &parent)).await);
}

#[tokio::test]
async fn safety_events_and_watched_videos_page_per_child_newest_first() {
    let app = TestApp::start().await;
    let parent = app.parent("mama@example.com").await;
    let amani: Uuid = app.add_child(&parent, "Amani", 9).await.id.parse().unwrap();
    let baraka: Uuid = app.add_child(&parent, "Baraka", 11).await.id.parse().unwrap();
    for child in [amani, baraka] {
        let settings = format!("{CHILDREN}/{child}/settings");
        let (status, body) =
            app.rest("PATCH", &settings, Some(&parent), Some(json!({"shareWatchHistory": true}))).await;
        assert_eq!(status, 200, "{body}");
    }
    // Strangers' guesses at each child's password (5 for Amani, 3 for Baraka), two by two of the
    // same microsecond; and the videos each started.
    execute(
        &app,
        "INSERT INTO sign_in_alerts (child_id, at) \
         SELECT c, date_trunc('minute', now()) - make_interval(mins => n / 2) \
         FROM (VALUES ($1, 5), ($2, 3)) AS children(c, count), generate_series(1, count) AS n",
        amani,
        baraka,
    )
    .await;
    execute(
        &app,
        "INSERT INTO watched_videos (child_id, video_id, title, channel, channel_id, thumbnail, watched_at) \
         SELECT c, 'video' || lpad(n::text, 6, '0'), 'Video ' || n, 'Channel', 'UC' || n, '', \
                date_trunc('minute', now()) - make_interval(mins => n / 2) \
         FROM (VALUES ($1, 5), ($2, 3)) AS children(c, count), generate_series(1, count) AS n",
        amani,
        baraka,
    )
    .await;
    let safety = format!("{CHILDREN}/{amani}/safety");
    let videos = format!("{CHILDREN}/{amani}/videos");
    let (status, events) = app.rest("GET", &safety, Some(&parent), None).await;
    assert_eq!((status, &events["nextPageToken"]), (200, &json!("")), "{events}");
    let events = events["events"].as_array().unwrap().clone();
    assert_eq!(events.len(), 5);
    assert_eq!(
        ids(&events, "id"),
        ids_of(&app, "SELECT id::text AS id FROM sign_in_alerts WHERE child_id = $1 ORDER BY at DESC, id", amani).await
    );
    assert_eq!(rest_pages(&app, &safety, &parent, "events", 2).await, events);

    let block = json!({"kind": "VIDEO_BLOCK_KIND_VIDEO", "targetId": "video000003"});
    assert_eq!(app.rest("POST", &format!("{videos}/blocks"), Some(&parent), Some(block)).await.0, 200);
    let (status, watched) = app.rest("GET", &videos, Some(&parent), None).await;
    assert_eq!((status, &watched["nextPageToken"]), (200, &json!("")), "{watched}");
    let blocks = watched["blocks"].clone();
    assert_eq!(blocks.as_array().unwrap().len(), 1);
    let watched = watched["videos"].as_array().unwrap().clone();
    assert_eq!(
        ids(&watched, "videoId"),
        ["video000001", "video000002", "video000003", "video000004", "video000005"],
        "newest first, then by id"
    );
    // Every page carries the sharing switch and every block.
    let listed = rest_pages_checked(&app, &videos, &parent, "videos", 2, |page| {
        assert_eq!((&page["sharing"], &page["blocks"]), (&json!(true), &blocks));
    })
    .await;
    assert_eq!(listed, watched);

    // Over gRPC, one at a time, while a new guess and a new video arrive after the first page.
    let mut parents = ParentServiceClient::new(app.channel().await);
    let mut arrived = false;
    let listed = grpc_pages(1, async |page_size, page_token| {
        let request = v1::ListSafetyEventsRequest { child_id: amani.to_string(), page_size, page_token };
        let page = parents.list_safety_events(with_token(request, &parent)).await?.into_inner();
        if !arrived {
            execute(&app, "INSERT INTO sign_in_alerts (child_id) SELECT $1 WHERE $2 IS NOT NULL", amani, amani).await;
            arrived = true;
        }
        Ok((page.events.into_iter().map(|e| e.id).collect::<Vec<_>>(), page.next_page_token))
    })
    .await;
    assert_eq!(listed, ids(&events, "id"));
    let mut arrived = false;
    let listed = grpc_pages(1, async |page_size, page_token| {
        let request = v1::ListWatchedVideosRequest { child_id: amani.to_string(), page_size, page_token };
        let page = parents.list_watched_videos(with_token(request, &parent)).await?.into_inner();
        if !arrived {
            execute(
                &app,
                "INSERT INTO watched_videos (child_id, video_id, title, channel, channel_id, thumbnail) \
                 SELECT $1, 'video000009', 'Video 9', 'Channel', 'UC9', '' WHERE $2 IS NOT NULL",
                amani,
                amani,
            )
            .await;
            arrived = true;
        }
        Ok((page.videos.into_iter().map(|v| v.video_id).collect::<Vec<_>>(), page.next_page_token))
    })
    .await;
    assert_eq!(listed, ids(&watched, "videoId"));

    // A token is its list's and its child's own, and cannot be edited.
    for (list, other_child, other_list) in [
        (&safety, format!("{CHILDREN}/{baraka}/safety"), &videos),
        (&videos, format!("{CHILDREN}/{baraka}/videos"), &safety),
    ] {
        let mine = rest_token(&app, list, &parent, 2).await;
        let another_child = rest_token(&app, &other_child, &parent, 2).await;
        let another_list = rest_token(&app, other_list, &parent, 2).await;
        refused_rest(&app, list, &parent, &[&another_child, &another_list, &tampered(&mine)]).await;
    }
    let another_child = rest_token(&app, &format!("{CHILDREN}/{baraka}/videos"), &parent, 2).await;
    let request = v1::ListWatchedVideosRequest { child_id: amani.to_string(), page_size: 2, page_token: another_child };
    refused_grpc(parents.list_watched_videos(with_token(request, &parent)).await);
    let another_child = rest_token(&app, &format!("{CHILDREN}/{baraka}/safety"), &parent, 2).await;
    let request = v1::ListSafetyEventsRequest { child_id: amani.to_string(), page_size: 2, page_token: another_child };
    refused_grpc(parents.list_safety_events(with_token(request, &parent)).await);
}

#[tokio::test]
async fn the_queue_pages_without_skipping_a_case_when_one_is_decided_meanwhile() {
    let app = TestApp::start().await;
    let (author, _) = children(&app, 1, 13).await.remove(0);
    let community: Uuid = community_ids(&app, Ages::TEEN).await.remove(0).parse().unwrap();
    execute(
        &app,
        "INSERT INTO moderation_cases (category, urgent, community_id, author_id, refused_text, created_at) \
         SELECT 'personal_information', false, $1, $2, 'call me on 0788 123 45' || n, now() - make_interval(mins => 10 - n) \
         FROM generate_series(1, 5) AS n",
        community,
        author,
    )
    .await;
    let oldest_first = ids_of(
        &app,
        "SELECT id::text AS id FROM moderation_cases WHERE community_id = $1 ORDER BY created_at, id",
        community,
    )
    .await;
    let rehema = app.moderator("rehema@example.org").await;
    let juma = app.moderator("juma@example.org").await;
    let (status, queue) = app.rest("GET", CASES, Some(&rehema), None).await;
    assert_eq!((status, &queue["nextPageToken"]), (200, &json!("")), "{queue}");
    assert_eq!(ids(queue["cases"].as_array().unwrap(), "id"), oldest_first);
    assert_eq!(ids(&rest_pages(&app, CASES, &rehema, "cases", 2).await, "id"), oldest_first);

    // Deciding the first page's cases leaves the next page where it was: the third case.
    let (_, first) = app.rest("GET", &paged(CASES, 2, ""), Some(&rehema), None).await;
    for case in ids(first["cases"].as_array().unwrap(), "id") {
        assert_eq!(app.rest("POST", &format!("{CASES}/{case}/take"), Some(&rehema), None).await.0, 200);
        let keep = json!({"decision": "DECISION_KEEP", "note": ""});
        assert_eq!(app.rest("POST", &format!("{CASES}/{case}/decide"), Some(&rehema), Some(keep)).await.0, 200);
    }
    let token = first["nextPageToken"].as_str().unwrap();
    let (_, second) = app.rest("GET", &paged(CASES, 2, token), Some(&rehema), None).await;
    assert_eq!(ids(second["cases"].as_array().unwrap(), "id"), oldest_first[2..4]);

    let mut moderation = ModerationServiceClient::new(app.channel().await);
    let listed = grpc_pages(1, async |page_size, page_token| {
        let page = moderation
            .list_cases(with_token(v1::ListCasesRequest { page_size, page_token }, &juma))
            .await?
            .into_inner();
        Ok((page.cases.into_iter().map(|c| c.id).collect::<Vec<_>>(), page.next_page_token))
    })
    .await;
    assert_eq!(listed, oldest_first[2..]);

    // A token is its moderator's own, and cannot be edited.
    let mine = rest_token(&app, CASES, &rehema, 1).await;
    let another_moderator = rest_token(&app, CASES, &juma, 1).await;
    refused_rest(&app, CASES, &rehema, &[&another_moderator, &tampered(&mine)]).await;
    let request = v1::ListCasesRequest { page_size: 1, page_token: another_moderator };
    refused_grpc(moderation.list_cases(with_token(request, &rehema)).await);
}
