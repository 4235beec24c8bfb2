//! The child's dashboard and the RPCs that later work builds.

mod common;

use common::{TestApp, with_token};
use diesel_async::RunQueryDsl;
use ndoto::api::v1::{
    self, community_service_client::CommunityServiceClient, student_service_client::StudentServiceClient,
};
use serde_json::json;
use tonic::Code;

#[tokio::test]
async fn the_dashboard_is_the_documented_json_with_defaults_printed() {
    let app = TestApp::start().await;
    let (token, _) = app.signed_in_child("Baraka", 10).await;
    let (status, body) = app.rest("GET", "/api/student/dashboard", Some(&token), None).await;
    assert_eq!(status, 200);
    assert_eq!(
        body,
        json!({"dashboardResponse": {
            "currentUser": {"firstName": "Baraka", "lastName": "Okafor", "age": 10, "image": ""},
            "educationalContents": [],
            "quizStatus": {"needsToTakeQuiz": true, "isCompleted": false}
        }})
    );

    let web: v1::GetDashboardResponse =
        app.grpc_web("/ndoto.v1.StudentService/GetDashboard", Some(&token), &v1::GetDashboardRequest {}).await.unwrap();
    let status = web.dashboard_response.unwrap().quiz_status.unwrap();
    assert!(status.needs_to_take_quiz && !status.is_completed);
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
        "INSERT INTO quiz_submissions (quiz_id, child_id, answers, analysis, top_career_areas) \
         VALUES ($1, $2, '[]', '{}', ARRAY['Science & Discovery'])",
    )
    .execute(&mut conn)
    .await
    .unwrap();
    let (_, body) = app.rest("GET", "/api/student/dashboard", Some(&token), None).await;
    assert_eq!(body["dashboardResponse"]["quizStatus"], json!({"needsToTakeQuiz": false, "isCompleted": true}));
}

#[tokio::test]
async fn rpcs_of_later_work_authenticate_then_answer_unimplemented() {
    let app = TestApp::start().await;
    let (token, _) = app.signed_in_child("Jabari", 17).await;
    let calls = [
        ("GET", "/api/student/rewards"),
        ("GET", "/api/student/dashboard/challenges"),
        ("POST", "/api/student/rewards/complete-challenge/any-id"),
        ("GET", "/api/student/dashboard/communities"),
        ("GET", "/api/student/dashboard/communities/c1"),
        ("GET", "/api/student/dashboard/communities/c1/posts"),
        ("POST", "/api/student/dashboard/communities/c1/posts"),
        ("POST", "/api/student/dashboard/communities/c1/posts/p1/like"),
        ("POST", "/api/student/dashboard/communities/c1/join"),
        ("POST", "/api/student/dashboard/communities/c1/leave"),
        ("GET", "/api/videos/search?q=volcano"),
    ];
    for (method, path) in calls {
        let body = (method == "POST").then(|| json!({}));
        let (status, answer) = app.rest(method, path, None, body.clone()).await;
        assert_eq!(status, 401, "{method} {path} without a token: {answer}");
        let (status, answer) = app.rest(method, path, Some(&token), body).await;
        assert_eq!(status, 501, "{method} {path}: {answer}");
        assert!(answer["message"].as_str().unwrap().contains("not available yet"), "{answer}");
    }

    let error = StudentServiceClient::new(app.channel().await)
        .get_rewards(with_token(v1::GetRewardsRequest {}, &token))
        .await
        .unwrap_err();
    assert_eq!(error.code(), Code::Unimplemented);
    let error = CommunityServiceClient::new(app.channel().await)
        .list_communities(v1::ListCommunitiesRequest {})
        .await
        .unwrap_err();
    assert_eq!(error.code(), Code::Unauthenticated);
}
