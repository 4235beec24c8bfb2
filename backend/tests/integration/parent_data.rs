//! The parent area beyond the list: a child's progress, editing a child, resetting their password,
//! removing them, exporting and deleting their data, the parent's own export and deletion, and the
//! retention purge. The exports and deletions are checked against the database's own catalogue:
//! every table with a column that refers to a child (or a parent) must be exported whole and
//! emptied of them.

use std::collections::BTreeSet;

use crate::common::{PASSWORD, TestApp, assert_field_violation, with_token};
use chrono::{Months, TimeDelta, Utc};
use diesel::{
    QueryableByName,
    sql_types::{BigInt, Text, Timestamptz, Uuid as SqlUuid},
};
use diesel_async::RunQueryDsl;
use ndoto::{
    account::data::{CHILD_DATA, PARENT_DATA, Rows},
    api::v1::{self, parent_service_client::ParentServiceClient},
    parent::retention,
};
use serde_json::json;
use tonic::{Code, transport::Channel};
use uuid::Uuid;

const CHILDREN: &str = "/api/parent/children";
const COMMUNITIES: &str = "/api/student/dashboard/communities";

async fn client(app: &TestApp) -> ParentServiceClient<Channel> {
    ParentServiceClient::new(app.channel().await)
}

fn child_path(id: &str, rest: &str) -> String {
    format!("{CHILDREN}/{id}{rest}")
}

/// A family of two children and a neighbour's child, all 10 and in one community, having done a
/// little of everything the product stores.
struct World {
    app: TestApp,
    mama: String,
    neighbour: String,
    amani: (String, String),
    baraka: (String, String),
    kito: (String, String),
}

async fn child_id(app: &TestApp, name: &str) -> (String, String) {
    let (token, signed_in) = app.signed_in_child_again(name).await;
    (signed_in["user"]["_id"].as_str().unwrap().to_owned(), token)
}

async fn post(app: &TestApp, token: &str, community: &str, content: &str) -> String {
    let (status, body) = app
        .rest("POST", &format!("{COMMUNITIES}/{community}/posts"), Some(token), Some(json!({"content": content})))
        .await;
    assert_eq!(status, 200, "{body}");
    body["_id"].as_str().unwrap().to_owned()
}

async fn world() -> World {
    let app = TestApp::start().await;
    let mama = app.parent("mama@example.com").await;
    let neighbour = app.parent("neighbour@example.com").await;
    app.add_child(&mama, "Amani", 10).await;
    app.add_child(&mama, "Baraka", 10).await;
    app.add_child(&neighbour, "Kito", 10).await;
    let amani = child_id(&app, "Amani").await;
    let baraka = child_id(&app, "Baraka").await;
    let kito = child_id(&app, "Kito").await;

    let (status, list) = app.rest("GET", "/api/student/dashboard/challenges", Some(&amani.1), None).await;
    assert_eq!(status, 200, "{list}");
    for challenge in list.as_array().unwrap().iter().take(3) {
        // With a request id, as an app that may repeat the call sends it.
        let path = format!(
            "/api/student/rewards/complete-challenge/{}?requestId={}",
            challenge["_id"].as_str().unwrap(),
            Uuid::new_v4()
        );
        let (status, body) = app.rest("POST", &path, Some(&amani.1), None).await;
        assert_eq!(status, 200, "{body}");
    }
    app.take_quiz(&amani.1, "9-12").await;

    let (_, communities) = app.rest("GET", COMMUNITIES, Some(&amani.1), None).await;
    let community = communities[0]["_id"].as_str().unwrap().to_owned();
    for token in [&amani.1, &baraka.1, &kito.1] {
        let (status, _) = app.rest("POST", &format!("{COMMUNITIES}/{community}/join"), Some(token), None).await;
        assert_eq!(status, 200);
    }
    let amanis = post(&app, &amani.1, &community, "I built a kite today!").await;
    post(&app, &amani.1, &community, "Who else likes rockets?").await;
    let baraka_post = post(&app, &baraka.1, &community, "Rockets are the best").await;
    let kito_post = post(&app, &kito.1, &community, "I like volcanoes").await;
    let posts = format!("{COMMUNITIES}/{community}/posts");
    // Amani likes and reports others' posts; her brother likes and reports hers.
    for (token, post) in [(&amani.1, &baraka_post), (&amani.1, &kito_post), (&baraka.1, &amanis)] {
        let (status, _) = app.rest("POST", &format!("{posts}/{post}/like"), Some(token), None).await;
        assert_eq!(status, 200);
    }
    for (token, post) in [(&amani.1, &baraka_post), (&baraka.1, &amanis)] {
        let (status, body) =
            app.rest("POST", &format!("{posts}/{post}/report"), Some(token), Some(json!({"reason": "unkind"}))).await;
        assert_eq!(status, 200, "{body}");
    }
    // A post of Amani's refused for a phone number: queued for the moderators with its text.
    let (status, _) =
        app.rest("POST", &posts, Some(&amani.1), Some(json!({"content": "call me on 0788 123 456"}))).await;
    assert_eq!(status, 400);
    // Her parent looks at her safety events.
    let seen = format!("/api/parent/children/{}/safety/seen", amani.0);
    assert_eq!(app.rest("POST", &seen, Some(&mama), None).await.0, 200);
    // Her parent shares her watched videos; she starts one, and her parent blocks it.
    let settings = format!("/api/parent/children/{}/settings", amani.0);
    let sharing = json!({"shareWatchHistory": true});
    assert_eq!(app.rest("PATCH", &settings, Some(&mama), Some(sharing)).await.0, 200);
    let watched = json!({"videoId": "WX_E1CAZjaQ"});
    let (status, body) = app.rest("POST", "/api/videos/watched", Some(&amani.1), Some(watched)).await;
    assert_eq!((status, &body["recorded"]), (200, &json!(true)), "{body}");
    // She says she read a book and opens a resource: her learning journey.
    for (kind, id) in [("READING_KIND_BOOK", "radiant-child"), ("READING_KIND_RESOURCE", "why-do-volcanoes-erupt")] {
        let reading = json!({"kind": kind, "id": id});
        let (status, body) =
            app.rest("POST", "/api/student/learning-journey/readings", Some(&amani.1), Some(reading)).await;
        assert_eq!(status, 200, "{body}");
    }
    let blocks = format!("/api/parent/children/{}/videos/blocks", amani.0);
    let block = json!({"kind": "VIDEO_BLOCK_KIND_VIDEO", "targetId": "WX_E1CAZjaQ", "requestId": Uuid::new_v4()});
    assert_eq!(app.rest("POST", &blocks, Some(&mama), Some(block)).await.0, 200);
    // Amani asks to join an excursion; reading her settings stores them.
    let tomorrow = (chrono::Utc::now().date_naive() + chrono::Days::new(1)).format("%Y-%m-%d").to_string();
    let request = json!({
        "kind": "CONSENT_REQUEST_KIND_EXCURSION",
        "subjectId": "robotics",
        "parentEmail": "mama@example.com",
        "eventDate": tomorrow,
        "slot": "10:00 AM",
    });
    let (status, body) = app.rest("POST", "/api/consent-requests", Some(&amani.1), Some(request)).await;
    assert_eq!(status, 200, "{body}");
    let (status, body) = app.rest("GET", "/api/my-settings", Some(&amani.1), None).await;
    assert_eq!(status, 200, "{body}");
    // A failed sign-in leaves a counter and a (name, address) pair about Amani's account.
    let (status, _) = app
        .rest(
            "POST",
            "/api/auth/child/signin",
            None,
            Some(json!({"firstName": "Amani", "password": "not her password"})),
        )
        .await;
    assert_eq!(status, 401);
    // Strangers guessed at Amani's password until the account-wide cap (the `limits` tests do it
    // for real; 100 failures here would only slow this fixture): her parent was told.
    let mut conn = app.pool.get().await.unwrap();
    diesel::sql_query("INSERT INTO sign_in_alerts (child_id) VALUES ($1)")
        .bind::<SqlUuid, _>(Uuid::parse_str(&amani.0).unwrap())
        .execute(&mut conn)
        .await
        .unwrap();
    // Her parent turned outside AI answers on once (`llm.rs` does it for real, against a fake
    // model; this server has none, so the record is written as that call writes it).
    diesel::sql_query(
        "INSERT INTO outside_ai_choices (child_id, parent_id, turned_on, notice_version) \
         SELECT id, parent_id, true, $2 FROM children WHERE id = $1",
    )
    .bind::<SqlUuid, _>(Uuid::parse_str(&amani.0).unwrap())
    .bind::<Text, _>(ndoto::ai::notice::NOTICE_VERSION)
    .execute(&mut conn)
    .await
    .unwrap();
    drop(conn);
    // The minutes of use the calls above counted are written by the server within a second.
    app.settle().await;
    World { app, mama, neighbour, amani, baraka, kito }
}

#[derive(QueryableByName)]
struct Reference {
    #[diesel(sql_type = Text)]
    table_name: String,
    #[diesel(sql_type = Text)]
    column_name: String,
}

/// Every (table, column) of the schema that refers to an account of `table`: its foreign keys, and
/// any column named `column` (`children` and `child_id`, or `parents` and `parent_id`) or
/// `account_id` (any account's, such as `sign_in_devices`).
async fn references(app: &TestApp, table: &str, column: &str) -> BTreeSet<(String, String)> {
    let mut conn = app.pool.get().await.unwrap();
    let found: Vec<Reference> = diesel::sql_query(
        "SELECT c.conrelid::regclass::text AS table_name, a.attname::text AS column_name \
         FROM pg_constraint c JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = ANY (c.conkey) \
         WHERE c.contype = 'f' AND c.confrelid = $1::regclass \
         UNION SELECT table_name::text, column_name::text FROM information_schema.columns \
         WHERE table_schema = 'public' AND column_name IN ($2, 'account_id')",
    )
    .bind::<Text, _>(table)
    .bind::<Text, _>(column)
    .load(&mut *conn)
    .await
    .unwrap();
    found.into_iter().map(|r| (r.table_name, r.column_name)).collect()
}

async fn child_references(app: &TestApp) -> BTreeSet<(String, String)> {
    references(app, "children", "child_id").await
}

/// The tables and columns a list names with [`Rows::Column`].
fn listed(tables: &[ndoto::account::data::DataTable]) -> BTreeSet<(String, String)> {
    tables
        .iter()
        .filter_map(|table| match table.rows {
            Rows::Column(column) => Some((table.name.to_owned(), column.to_owned())),
            Rows::Where(_) => None,
        })
        .collect()
}

#[derive(QueryableByName)]
struct Count {
    #[diesel(sql_type = BigInt)]
    n: i64,
}

async fn count(app: &TestApp, table: &str, condition: &str, child: &str, key: &str) -> i64 {
    let mut conn = app.pool.get().await.unwrap();
    diesel::sql_query(format!("SELECT count(*) AS n FROM {table} WHERE {condition}"))
        .bind::<SqlUuid, _>(Uuid::parse_str(child).unwrap())
        .bind::<Text, _>(key)
        .get_result::<Count>(&mut *conn)
        .await
        .unwrap()
        .n
}

/// How many rows of each referring column, and of each listed condition, are about the child.
async fn rows_about(app: &TestApp, child: &str, sign_in_name: &str) -> Vec<(String, i64)> {
    let key = format!("child:{}", sign_in_name.to_lowercase());
    let mut counts = Vec::new();
    for (table, column) in child_references(app).await {
        let n = count(app, &table, &format!("{column} = $1"), child, &key).await;
        counts.push((format!("{table}.{column}"), n));
    }
    for table in CHILD_DATA {
        if let Rows::Where(condition) = table.rows {
            counts.push((
                format!("{} where {condition}", table.name),
                count(app, table.name, condition, child, &key).await,
            ));
        }
    }
    counts
}

#[tokio::test]
async fn the_export_lists_every_table_that_refers_to_a_child() {
    let app = TestApp::start().await;
    let missing: Vec<_> = child_references(&app).await.difference(&listed(CHILD_DATA)).cloned().collect();
    assert!(
        missing.is_empty(),
        "these columns refer to a child but account::data::CHILD_DATA does not list them, so a parent's \
         export would miss them and deleting the child would rely on ON DELETE: {missing:?}"
    );
    let missing: Vec<_> =
        references(&app, "parents", "parent_id").await.difference(&listed(PARENT_DATA)).cloned().collect();
    assert!(
        missing.is_empty(),
        "these columns refer to a parent but account::data::PARENT_DATA does not list them, so the parent's \
         own export would miss them and deleting the account would rely on ON DELETE: {missing:?}"
    );
}

#[tokio::test]
async fn the_export_holds_every_row_about_the_child_and_nothing_about_another() {
    let w = world().await;
    let (amani, _) = &w.amani;
    let (status, export) = w.app.rest("GET", &child_path(amani, "/export"), Some(&w.mama), None).await;
    assert_eq!(status, 200, "{export}");
    assert_eq!(export["child"]["_id"], json!(amani));
    assert_eq!(export["child"]["firstName"], "Amani");
    let tables = export["tables"].as_array().unwrap();
    let names: Vec<&str> = tables.iter().map(|t| t["name"].as_str().unwrap()).collect();
    let mut sorted = names.clone();
    sorted.sort_unstable();
    assert_eq!(names, sorted, "tables in name order");
    let table =
        |name: &str| tables.iter().find(|t| t["name"] == name).unwrap_or_else(|| panic!("{name} is not exported"));

    // Every referring column: as many exported rows naming the child as the table holds, and the
    // fixture stored at least one, so that the check means something.
    for (name, column) in child_references(&w.app).await {
        let stored = count(&w.app, &name, &format!("{column} = $1"), amani, "").await;
        assert!(stored > 0, "the fixture stores no {name} row about Amani: add one to world() so the export is tested");
        let rows = table(&name)["rows"].as_array().unwrap();
        let exported = rows.iter().filter(|row| row[&column] == json!(amani)).count() as i64;
        assert_eq!(exported, stored, "{name}.{column}");
        assert!(table(&name)["description"].as_str().unwrap().len() > 10, "{name} says what it holds");
    }
    for (name, n) in rows_about(&w.app, amani, "Amani").await {
        assert!(n > 0, "{name}: the fixture stores no row about Amani");
    }
    assert_eq!(table("rate_counts")["rows"].as_array().unwrap().len(), 2, "quiz and consent request counters");
    let pairs = table("sign_in_pairs")["rows"].as_array().unwrap();
    assert_eq!(pairs.len(), 2, "the failed sign-in's address, and the account's count from new devices");
    for pair in pairs {
        assert!(pair.get("address").is_none(), "whoever tried is not the parent's to see: {pair}");
    }

    // No secrets, and nothing about her brother or the neighbour's child.
    let account = &table("children")["rows"][0];
    assert_eq!(account["first_name"], "Amani");
    assert!(account.get("password_hash").is_none() && account.get("session_version").is_none(), "{account}");
    let text = export.to_string();
    for other in [&w.baraka.0, &w.kito.0, "Baraka", "Kito", "argon2"] {
        assert!(!text.contains(other), "the export mentions {other}");
    }

    // gRPC gives the same document.
    let grpc = client(&w.app)
        .await
        .export_child_data(with_token(v1::ExportChildDataRequest { child_id: amani.clone() }, &w.mama))
        .await
        .unwrap()
        .into_inner();
    assert_eq!(grpc.tables.len(), tables.len());
    assert_eq!(grpc.child.unwrap().id, *amani);
}

#[tokio::test]
async fn removing_a_child_leaves_no_row_about_them_and_keeps_everyone_else() {
    let w = world().await;
    let (amani, amani_token) = &w.amani;
    let kito_before = rows_about(&w.app, &w.kito.0, "Kito").await;
    let (status, body) = w.app.rest("DELETE", &child_path(amani, ""), Some(&w.mama), None).await;
    assert_eq!((status, body), (200, json!({})));

    for (name, n) in rows_about(&w.app, amani, "Amani").await {
        assert_eq!(n, 0, "{name} still holds a row about the removed child");
    }
    assert_eq!(rows_about(&w.app, &w.kito.0, "Kito").await, kito_before, "another family's child is untouched");
    // Her posts went, with the like and report her brother gave them; his own stay.
    let (_, communities) = w.app.rest("GET", COMMUNITIES, Some(&w.baraka.1), None).await;
    let posts = format!("{COMMUNITIES}/{}/posts", communities[0]["_id"].as_str().unwrap());
    let (status, feed) = w.app.rest("GET", &posts, Some(&w.baraka.1), None).await;
    assert_eq!(status, 200, "{feed}");
    let authors: Vec<&str> = feed.as_array().unwrap().iter().map(|p| p["author"]["name"].as_str().unwrap()).collect();
    assert_eq!(authors, ["Kito O.", "Baraka Okafor"], "Amani's posts are gone, her brother's and Kito's stay");

    // Her token is refused, she cannot sign in, and she is gone from the list.
    let (status, _) = w.app.rest("GET", "/api/student/dashboard", Some(amani_token), None).await;
    assert_eq!(status, 401);
    let (status, _) = w
        .app
        .rest("POST", "/api/auth/child/signin", None, Some(json!({"firstName": "Amani", "password": PASSWORD})))
        .await;
    assert_eq!(status, 401);
    let (_, list) = w.app.rest("GET", CHILDREN, Some(&w.mama), None).await;
    assert_eq!(list["children"].as_array().unwrap().len(), 1);

    // DeleteChildData over gRPC is the same removal.
    client(&w.app)
        .await
        .delete_child_data(with_token(v1::DeleteChildDataRequest { child_id: w.baraka.0.clone() }, &w.mama))
        .await
        .unwrap();
    for (name, n) in rows_about(&w.app, &w.baraka.0, "Baraka").await {
        assert_eq!(n, 0, "{name} still holds a row about Baraka");
    }
    let (status, _) = w.app.rest("DELETE", &child_path(amani, "/data"), Some(&w.mama), None).await;
    assert_eq!(status, 404, "a removed child is gone");
}

/// How many rows of each table of [`PARENT_DATA`] are about the parent.
async fn parent_rows(app: &TestApp, parent: &str, email: &str) -> Vec<(String, i64)> {
    let key = format!("parent:{email}");
    let mut counts = Vec::new();
    for table in PARENT_DATA {
        let condition = match table.rows {
            Rows::Column(column) => format!("{column} = $1"),
            Rows::Where(condition) => condition.to_owned(),
        };
        counts.push((table.name.to_owned(), count(app, table.name, &condition, parent, &key).await));
    }
    counts
}

/// The signed-in parent's account id.
async fn parent_id(app: &TestApp, token: &str) -> String {
    let (status, me) = app.rest("GET", "/api/parent/me", Some(token), None).await;
    assert_eq!(status, 200, "{me}");
    me["parent"]["_id"].as_str().unwrap().to_owned()
}

/// A failed sign-in of the parent's, which leaves a counter and a (name, address) pair.
async fn parent_sign_in_fails(app: &TestApp, email: &str) {
    let wrong = json!({"email": email, "password": "not my password at all"});
    let (status, _) = app.rest("POST", "/api/auth/parent/signin", None, Some(wrong)).await;
    assert_eq!(status, 401);
}

#[tokio::test]
async fn the_parents_own_export_holds_their_rows_and_nothing_of_another_family() {
    let w = world().await;
    parent_sign_in_fails(&w.app, "mama@example.com").await;
    parent_sign_in_fails(&w.app, "neighbour@example.com").await;
    let mama = parent_id(&w.app, &w.mama).await;
    let (status, export) = w.app.rest("GET", "/api/parent/me/export", Some(&w.mama), None).await;
    assert_eq!(status, 200, "{export}");
    assert_eq!((&export["parent"]["_id"], &export["parent"]["email"]), (&json!(mama), &json!("mama@example.com")));
    assert_eq!(export["parent"]["emailVerified"], json!(true));
    let tables = export["tables"].as_array().unwrap();
    let names: Vec<&str> = tables.iter().map(|t| t["name"].as_str().unwrap()).collect();
    let mut expected: Vec<&str> = PARENT_DATA.iter().map(|table| table.name).collect();
    expected.sort_unstable();
    assert_eq!(names, expected, "every table of PARENT_DATA, in name order");

    // Each table: every stored row about her exported, and the fixture stored some.
    for (name, stored) in parent_rows(&w.app, &mama, "mama@example.com").await {
        assert!(stored > 0, "the fixture stores no {name} row about Mama: add one so the export is tested");
        let table = tables.iter().find(|t| t["name"] == name).unwrap();
        assert_eq!(table["rows"].as_array().unwrap().len() as i64, stored, "{name}");
        assert!(table["description"].as_str().unwrap().len() > 10, "{name} says what it holds");
    }
    let table = |name: &str| tables.iter().find(|t| t["name"] == name).unwrap()["rows"].as_array().unwrap();
    assert_eq!(table("parental_consents")[0]["notice_version"], json!(ndoto::account::CONSENT_NOTICE_VERSION));
    assert_eq!(table("children").len(), 2, "Amani and Baraka");
    assert!(table("sign_in_pairs")[0].get("address").is_none(), "whoever tried is not hers to see");

    // No secrets, nothing about the neighbour's family.
    let text = export.to_string();
    for secret in
        ["password_hash", "session_version", "token_hash", "argon2", "neighbour@example.com", "Kito", &w.kito.0]
    {
        assert!(!text.contains(secret), "the export mentions {secret}");
    }

    // gRPC gives the same document; a child cannot ask for it.
    let grpc = client(&w.app)
        .await
        .export_parent_data(with_token(v1::ExportParentDataRequest {}, &w.mama))
        .await
        .unwrap()
        .into_inner();
    assert_eq!((grpc.tables.len(), grpc.parent.unwrap().id), (tables.len(), mama));
    let (status, _) = w.app.rest("GET", "/api/parent/me/export", Some(&w.amani.1), None).await;
    assert_eq!(status, 403);
}

#[tokio::test]
async fn deleting_a_parent_needs_their_password_and_leaves_no_row_about_the_family() {
    let w = world().await;
    parent_sign_in_fails(&w.app, "neighbour@example.com").await;
    let mama = parent_id(&w.app, &w.mama).await;
    let neighbour = parent_id(&w.app, &w.neighbour).await;
    let kito_before = rows_about(&w.app, &w.kito.0, "Kito").await;
    let neighbour_before = parent_rows(&w.app, &neighbour, "neighbour@example.com").await;
    const DELETION: &str = "/api/parent/me/deletion";

    // Refused without the password or with a wrong one, which counts as a failed sign-in; the
    // session goes on and nothing is gone.
    let (status, answer) = w.app.rest("POST", DELETION, Some(&w.mama), Some(json!({}))).await;
    assert_eq!(status, 400);
    assert_field_violation(&answer, "password", "password is required");
    let wrong = json!({"password": "not my password at all"});
    let (status, answer) = w.app.rest("POST", DELETION, Some(&w.mama), Some(wrong)).await;
    assert_eq!(status, 400);
    assert_field_violation(&answer, "password", "password is not your current password; nothing was deleted");
    let counted = count(&w.app, "sign_in_pairs", "account = $2", &mama, "parent:mama@example.com").await;
    assert_eq!(counted, 2, "the wrong password counts as a failed sign-in: of the address, and of the account");
    assert_eq!(w.app.rest("GET", "/api/parent/me", Some(&w.mama), None).await.0, 200);
    assert_eq!(w.app.rest("GET", "/api/student/dashboard", Some(&w.amani.1), None).await.0, 200);
    let (status, _) = w.app.rest("POST", DELETION, Some(&w.amani.1), Some(json!({"password": PASSWORD}))).await;
    assert_eq!(status, 403, "a child cannot delete their parent");

    let (status, body) = w.app.rest("POST", DELETION, Some(&w.mama), Some(json!({"password": PASSWORD}))).await;
    assert_eq!((status, body), (200, json!({})));
    for (name, n) in parent_rows(&w.app, &mama, "mama@example.com").await {
        assert_eq!(n, 0, "{name} still holds a row about the deleted parent");
    }
    for (child, name) in [(&w.amani.0, "Amani"), (&w.baraka.0, "Baraka")] {
        for (table, n) in rows_about(&w.app, child, name).await {
            assert_eq!(n, 0, "{table} still holds a row about {name}, whose parent deleted the account");
        }
    }
    assert_eq!(rows_about(&w.app, &w.kito.0, "Kito").await, kito_before, "another family's child is untouched");
    assert_eq!(parent_rows(&w.app, &neighbour, "neighbour@example.com").await, neighbour_before);

    // Every session of the family ends at once, and the parent cannot sign in.
    assert_eq!(w.app.rest("GET", "/api/parent/me", Some(&w.mama), None).await.0, 401);
    assert_eq!(w.app.rest("GET", "/api/student/dashboard", Some(&w.amani.1), None).await.0, 401);
    let sign_in = json!({"email": "mama@example.com", "password": PASSWORD});
    assert_eq!(w.app.rest("POST", "/api/auth/parent/signin", None, Some(sign_in)).await.0, 401);

    // gRPC and grpc-web are the same call.
    let mut grpc = client(&w.app).await;
    let refused = grpc
        .delete_parent_account(with_token(v1::DeleteParentAccountRequest { password: "wrong".into() }, &w.neighbour))
        .await
        .unwrap_err();
    assert_eq!(refused.code(), Code::InvalidArgument, "{refused:?}");
    grpc.delete_parent_account(with_token(v1::DeleteParentAccountRequest { password: PASSWORD.into() }, &w.neighbour))
        .await
        .unwrap();
    for (name, n) in rows_about(&w.app, &w.kito.0, "Kito").await {
        assert_eq!(n, 0, "{name} still holds a row about Kito");
    }
    let third = w.app.parent("third@example.com").await;
    let path = "/ndoto.v1.ParentService/DeleteParentAccount";
    let wrong = v1::DeleteParentAccountRequest { password: "wrong".into() };
    let refused = w.app.grpc_web::<_, v1::DeleteParentAccountResponse>(path, Some(&third), &wrong).await.unwrap_err();
    assert_eq!(refused.0, Code::InvalidArgument, "{refused:?}");
    let right = v1::DeleteParentAccountRequest { password: PASSWORD.into() };
    w.app.grpc_web::<_, v1::DeleteParentAccountResponse>(path, Some(&third), &right).await.unwrap();
    assert_eq!(w.app.rest("GET", "/api/parent/me", Some(&third), None).await.0, 401);
}

#[tokio::test]
async fn a_parent_sees_their_childs_progress() {
    let w = world().await;
    let (amani, _) = &w.amani;
    let (status, progress) = w.app.rest("GET", &child_path(amani, "/progress"), Some(&w.mama), None).await;
    assert_eq!(status, 200, "{progress}");
    assert_eq!(progress["child"]["firstName"], "Amani");
    assert_eq!(progress["activities"].as_array().unwrap().len(), 3);
    assert!(progress["activities"][0]["title"].as_str().unwrap().len() > 2);
    assert!(progress["totalStars"].as_i64().unwrap() > 0);
    let badges = progress["badges"].as_array().unwrap();
    assert!(!badges.is_empty(), "{progress}");
    assert!(badges[0]["earnedAt"].is_string());
    assert_eq!(progress["quizResults"].as_array().unwrap().len(), 1);
    let areas = progress["quizResults"][0]["careerAreas"].as_array().unwrap();
    assert!(!areas.is_empty() && areas.iter().all(|area| area.as_str().is_some_and(|a| a.len() > 3)), "{areas:?}");
    assert_eq!(progress["communities"].as_array().unwrap().len(), 1);
    let posts = progress["posts"].as_array().unwrap();
    assert_eq!(posts.len(), 2);
    assert_eq!(posts[1]["content"], "I built a kite today!", "newest first");
    assert_eq!((posts[1]["reportCount"].clone(), posts[1]["hidden"].clone()), (json!(1), json!(false)));
    assert_eq!((posts[0]["reportCount"].clone(), posts[0]["hidden"].clone()), (json!(0), json!(false)));
    // Signed in twice (by the family helper and by world()), times only.
    let sign_ins = progress["signIns"].as_array().unwrap();
    assert_eq!(sign_ins.len(), 1, "{progress}");
    assert!(sign_ins[0].is_string());
    assert!(!progress.to_string().contains("127.0.0.1"), "never an address");

    let grpc = client(&w.app)
        .await
        .get_child_progress(with_token(v1::GetChildProgressRequest { child_id: w.baraka.0.clone() }, &w.mama))
        .await
        .unwrap()
        .into_inner();
    assert_eq!(grpc.posts.len(), 1);
    assert_eq!(grpc.posts[0].report_count, 1);
    assert!(grpc.activities.is_empty());
}

#[tokio::test]
async fn only_the_childs_own_parent_may_see_or_change_the_child() {
    let w = world().await;
    let (amani, amani_token) = &w.amani;
    let calls = [
        ("GET", child_path(amani, "/progress"), None),
        ("PATCH", child_path(amani, ""), Some(json!({"firstName": "A", "lastName": "B", "birthDate": "2015-01-01"}))),
        ("POST", child_path(amani, "/password"), Some(json!({"password": "a brand new secret"}))),
        ("GET", child_path(amani, "/export"), None),
        ("DELETE", child_path(amani, "/data"), None),
        ("DELETE", child_path(amani, ""), None),
    ];
    for (method, path, body) in &calls {
        let (status, answer) = w.app.rest(method, path, Some(&w.neighbour), body.clone()).await;
        assert_eq!(status, 404, "another parent: {method} {path}: {answer}");
        let (status, answer) = w.app.rest(method, path, Some(amani_token), body.clone()).await;
        assert_eq!(status, 403, "a child: {method} {path}: {answer}");
        let (status, _) = w.app.rest(method, path, None, body.clone()).await;
        assert_eq!(status, 401, "no token: {method} {path}");
        let malformed = path.replace(amani.as_str(), "not-a-uuid");
        let (status, _) = w.app.rest(method, &malformed, Some(&w.mama), body.clone()).await;
        assert_eq!(status, 404, "a malformed id: {method} {malformed}");
    }
    let mut grpc = client(&w.app).await;
    let id = || amani.clone();
    let codes = [
        grpc.get_child_progress(with_token(v1::GetChildProgressRequest { child_id: id() }, &w.neighbour))
            .await
            .map(drop),
        grpc.remove_child(with_token(v1::RemoveChildRequest { child_id: id() }, &w.neighbour)).await.map(drop),
        grpc.export_child_data(with_token(v1::ExportChildDataRequest { child_id: id() }, &w.neighbour)).await.map(drop),
    ];
    for code in codes {
        assert_eq!(code.unwrap_err().code(), Code::NotFound);
    }
    let error = grpc
        .reset_child_password(with_token(
            v1::ResetChildPasswordRequest { child_id: id(), password: "a brand new secret".into() },
            amani_token,
        ))
        .await
        .unwrap_err();
    assert_eq!(error.code(), Code::PermissionDenied);
    let error = grpc
        .delete_child_data(with_token(v1::DeleteChildDataRequest { child_id: id() }, amani_token))
        .await
        .unwrap_err();
    assert_eq!(error.code(), Code::PermissionDenied);
    // Nothing changed.
    let (_, export) = w.app.rest("GET", &child_path(amani, "/export"), Some(&w.mama), None).await;
    assert_eq!(export["child"]["firstName"], "Amani");
    w.app.signed_in_child_again("Amani").await;
}

#[tokio::test]
async fn a_parent_edits_a_child_with_the_rules_of_adding_one() {
    let w = world().await;
    let (amani, _) = &w.amani;
    let path = child_path(amani, "");
    let birth = |years: u32| (Utc::now().date_naive() - Months::new(years * 12 + 1)).format("%Y-%m-%d").to_string();
    for (body, field) in [
        (json!({"firstName": "", "lastName": "Okafor", "birthDate": birth(9)}), "firstName"),
        (json!({"firstName": "Amani", "lastName": " ", "birthDate": birth(9)}), "lastName"),
        (json!({"firstName": "Amani", "lastName": "Okafor", "birthDate": "9/1/2016"}), "birthDate"),
        (json!({"firstName": "Amani", "lastName": "Okafor", "birthDate": birth(5)}), "birthDate"),
        (json!({"firstName": "Amani", "lastName": "Okafor", "birthDate": birth(19)}), "birthDate"),
    ] {
        let (status, answer) = w.app.rest("PATCH", &path, Some(&w.mama), Some(body.clone())).await;
        assert_eq!(status, 400, "{body}: {answer}");
        assert_eq!(answer["details"][0]["fieldViolations"][0]["field"], field, "{answer}");
    }
    let (status, answer) = w
        .app
        .rest(
            "PATCH",
            &path,
            Some(&w.mama),
            Some(json!({"firstName": " Amani Zawadi ", "lastName": "Mwangi", "birthDate": birth(12)})),
        )
        .await;
    assert_eq!(status, 200, "{answer}");
    assert_eq!(answer["child"]["firstName"], "Amani Zawadi");
    assert_eq!(answer["child"]["age"], 12);
    assert_eq!(answer["child"]["signInName"], "Amani", "the sign-in name stays");

    let updated = client(&w.app)
        .await
        .update_child(with_token(
            v1::UpdateChildRequest {
                child_id: amani.clone(),
                first_name: "Amani".into(),
                last_name: "Okafor".into(),
                birth_date: birth(11),
            },
            &w.mama,
        ))
        .await
        .unwrap()
        .into_inner();
    assert_eq!(updated.child.unwrap().age, 11);
}

#[tokio::test]
async fn a_password_reset_ends_the_childs_sessions() {
    let w = world().await;
    let (amani, token) = &w.amani;
    let (second_device, _) = w.app.signed_in_child_again("Amani").await;
    let path = child_path(amani, "/password");
    for (password, expected) in [("short", "at least 8"), ("amani rocks 123", "the child's first name")] {
        let (status, answer) = w.app.rest("POST", &path, Some(&w.mama), Some(json!({"password": password}))).await;
        assert_eq!(status, 400, "{answer}");
        assert_field_violation(&answer, "password", expected);
    }
    let (status, _) = w.app.rest("GET", "/api/student/dashboard", Some(token), None).await;
    assert_eq!(status, 200, "a refused reset changes nothing");

    let (status, answer) =
        w.app.rest("POST", &path, Some(&w.mama), Some(json!({"password": "purple hippo garden"}))).await;
    assert_eq!((status, answer), (200, json!({})));
    for old in [token, &second_device] {
        let (status, _) = w.app.rest("GET", "/api/student/dashboard", Some(old), None).await;
        assert_eq!(status, 401, "every old session ends");
    }
    let (status, _) = w
        .app
        .rest("POST", "/api/auth/child/signin", None, Some(json!({"firstName": "Amani", "password": PASSWORD})))
        .await;
    assert_eq!(status, 401, "the old password is refused");
    let (status, body) = w
        .app
        .rest(
            "POST",
            "/api/auth/child/signin",
            None,
            Some(json!({"firstName": "Amani", "password": "purple hippo garden"})),
        )
        .await;
    assert_eq!(status, 200, "{body}");
    let fresh = body["access_token"].as_str().unwrap().to_owned();

    client(&w.app)
        .await
        .reset_child_password(with_token(
            v1::ResetChildPasswordRequest { child_id: amani.clone(), password: "orange lizard picnic".into() },
            &w.mama,
        ))
        .await
        .unwrap();
    let (status, _) = w.app.rest("GET", "/api/student/dashboard", Some(&fresh), None).await;
    assert_eq!(status, 401, "over gRPC too");
}

#[tokio::test]
async fn the_retention_purge_deletes_what_is_past_its_period() {
    let w = world().await;
    let (amani, _) = &w.amani;
    let now = Utc::now() + TimeDelta::days(1000);
    let mut conn = w.app.pool.get().await.unwrap();
    for age in
        [retention::SIGN_IN_RECORDS_KEPT + TimeDelta::hours(1), retention::SIGN_IN_RECORDS_KEPT - TimeDelta::hours(1)]
    {
        diesel::sql_query("INSERT INTO sign_in_records (child_id, signed_in_at) VALUES ($1, $2)")
            .bind::<SqlUuid, _>(Uuid::parse_str(amani).unwrap())
            .bind::<Timestamptz, _>(now - age)
            .execute(&mut *conn)
            .await
            .unwrap();
    }
    drop(conn);
    let key = "child:amani";
    let amani_rows = |table: &'static str, condition: &'static str| count(&w.app, table, condition, amani, key);
    assert_eq!(amani_rows("sign_in_records", "child_id = $1").await, 3, "the fixture's sign-in and the two above");
    assert!(amani_rows("rate_counts", "key IN ($1::text, $2)").await > 0);
    assert!(amani_rows("sign_in_pairs", "account = $2").await > 0);

    // As of today nothing is old enough; purging twice (another replica) changes nothing more.
    let mut conn = w.app.pool.get().await.unwrap();
    retention::purge(&mut conn, Utc::now()).await.unwrap();
    assert_eq!(amani_rows("sign_in_records", "child_id = $1").await, 3);
    assert!(amani_rows("rate_counts", "key IN ($1::text, $2)").await > 0, "counts of this hour are kept");

    let purged = retention::purge(&mut conn, now).await.unwrap();
    assert!(purged >= 4, "{purged}");
    assert_eq!(retention::purge(&mut conn, now).await.unwrap(), 0, "idempotent");
    drop(conn);
    assert_eq!(amani_rows("sign_in_records", "child_id = $1").await, 1, "only the one within 90 days of 'now' stays");
    assert_eq!(amani_rows("rate_counts", "key IN ($1::text, $2)").await, 0);
    assert_eq!(amani_rows("sign_in_pairs", "account = $2").await, 0);
    // What has no retention period stays until the parent deletes it.
    assert_eq!(amani_rows("community_posts", "author_id = $1").await, 2);
}
