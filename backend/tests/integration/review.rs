//! The moderators' queue: what reaches it from the communities (posts refused for self-harm,
//! grooming or personal information, with their text; reported posts, once each), how long a
//! refused text stays, and the audit of decisions that cannot be rewritten.

use chrono::{TimeDelta, Utc};
use diesel::{QueryableByName, sql_types};
use diesel_async::RunQueryDsl;
use ndoto::{catalogue::Ages, parent::retention};
use serde_json::json;
use uuid::Uuid;

use crate::{
    common::TestApp,
    community::{BASE, children, community_ids, count},
};

#[derive(QueryableByName, Debug, PartialEq)]
struct Case {
    #[diesel(sql_type = sql_types::Text)]
    category: String,
    #[diesel(sql_type = sql_types::Bool)]
    urgent: bool,
    #[diesel(sql_type = sql_types::Nullable<sql_types::Text>)]
    refused_text: Option<String>,
    #[diesel(sql_type = sql_types::Nullable<sql_types::Uuid>)]
    post_id: Option<Uuid>,
}

async fn cases(app: &TestApp) -> Vec<Case> {
    let mut conn = app.pool.get().await.unwrap();
    diesel::sql_query(
        "SELECT category, urgent, refused_text, post_id FROM moderation_cases ORDER BY urgent DESC, created_at",
    )
    .load(&mut conn)
    .await
    .unwrap()
}

async fn execute(app: &TestApp, sql: &str) -> diesel::QueryResult<usize> {
    let mut conn = app.pool.get().await.unwrap();
    diesel::sql_query(sql).execute(&mut conn).await
}

#[tokio::test]
async fn serious_refusals_and_reports_reach_the_queue_and_refused_texts_go_30_days_after_the_decision() {
    let app = TestApp::start().await;
    let author = children(&app, 1, 12).await.remove(0);
    let reporters: Vec<String> = [children(&app, 1, 12).await, children(&app, 2, 12).await]
        .into_iter()
        .flatten()
        .map(|(_, token)| token)
        .collect();
    let id = community_ids(&app, Ages::BUDDING).await.remove(0);
    let posts = format!("{BASE}/{id}/posts");
    for token in reporters.iter().chain([&author.1]) {
        assert_eq!(app.rest("POST", &format!("{BASE}/{id}/join"), Some(token), None).await.0, 200);
    }

    // Refused: self-harm (urgent) and a phone number queue with their text; a rude word does not.
    for content in ["nataka kujiua, sina rafiki", "call me on 0788 123 456", "what the fuck"] {
        let (status, answer) = app.rest("POST", &posts, Some(&author.1), Some(json!({"content": content}))).await;
        assert_eq!(status, 400, "{content}: {answer}");
    }
    // Reported by three children: one case.
    let (_, post) = app.rest("POST", &posts, Some(&author.1), Some(json!({"content": "Look at my rocket"}))).await;
    let post_id: Uuid = post["_id"].as_str().unwrap().parse().unwrap();
    for token in &reporters {
        let (status, _) = app.rest("POST", &format!("{posts}/{post_id}/report"), Some(token), None).await;
        assert_eq!(status, 200);
    }
    let text = |t: &str| Some(t.to_owned());
    assert_eq!(
        cases(&app).await,
        [
            Case {
                category: "self_harm".into(),
                urgent: true,
                refused_text: text("nataka kujiua, sina rafiki"),
                post_id: None
            },
            Case {
                category: "personal_information".into(),
                urgent: false,
                refused_text: text("call me on 0788 123 456"),
                post_id: None
            },
            Case { category: "reported".into(), urgent: false, refused_text: None, post_id: Some(post_id) },
        ]
    );

    // Decided 31 days ago: the text goes; decided 29 days ago, or not decided: it stays.
    let now = Utc::now();
    execute(
        &app,
        "UPDATE moderation_cases SET decision = 'keep', decided_at = now() - interval '31 days' \
         WHERE category = 'self_harm'",
    )
    .await
    .unwrap();
    execute(
        &app,
        "UPDATE moderation_cases SET decision = 'remove', decided_at = now() - interval '29 days' \
         WHERE category = 'personal_information'",
    )
    .await
    .unwrap();
    let mut conn = app.pool.get().await.unwrap();
    retention::purge(&mut conn, now).await.unwrap();
    retention::purge(&mut conn, now).await.unwrap();
    let texts: Vec<Option<String>> = cases(&app).await.into_iter().map(|case| case.refused_text).collect();
    assert_eq!(texts, [None, text("call me on 0788 123 456"), None]);
    retention::purge(&mut conn, now + TimeDelta::days(2)).await.unwrap();
    assert_eq!(cases(&app).await[1].refused_text, None);
}

#[tokio::test]
async fn decisions_are_append_only_but_go_with_the_childs_account() {
    let app = TestApp::start().await;
    let (author_id, author) = children(&app, 1, 12).await.remove(0);
    let id = community_ids(&app, Ages::BUDDING).await.remove(0);
    app.rest("POST", &format!("{BASE}/{id}/join"), Some(&author), None).await;
    let (status, _) = app
        .rest("POST", &format!("{BASE}/{id}/posts"), Some(&author), Some(json!({"content": "our little secret"})))
        .await;
    assert_eq!(status, 400);
    execute(&app, "INSERT INTO moderators (email, password_hash) VALUES ('mod@example.com', 'not-a-hash')")
        .await
        .unwrap();
    execute(
        &app,
        "INSERT INTO moderation_decisions (case_id, moderator_id, decision) \
         SELECT (SELECT id FROM moderation_cases), (SELECT id FROM moderators), 'remove'",
    )
    .await
    .unwrap();

    for rewrite in ["UPDATE moderation_decisions SET decision = 'keep'", "DELETE FROM moderation_decisions"] {
        let error = execute(&app, rewrite).await.unwrap_err().to_string();
        assert!(error.contains("append-only"), "{rewrite}: {error}");
    }
    let decisions = "SELECT count(*) AS n FROM moderation_decisions d JOIN moderation_cases c ON c.id = d.case_id \
                     WHERE c.author_id = $1";
    assert_eq!(count(&app, decisions, &author_id.to_string()).await, 1);
    // The parent removes the child: the case and its decisions go with the account.
    execute(&app, &format!("DELETE FROM children WHERE id = '{author_id}'")).await.unwrap();
    assert_eq!(
        count(
            &app,
            "SELECT count(*) AS n FROM moderation_decisions WHERE $1::uuid IS NOT NULL",
            &author_id.to_string()
        )
        .await,
        0
    );
}
