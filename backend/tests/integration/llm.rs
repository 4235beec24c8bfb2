//! The model provider against a fake OpenAI-compatible server on loopback (wiremock): the good
//! path, and the built-in engine taking over for each kind of bad answer.

use std::time::Duration;

use chrono::Datelike;

use crate::common::{Options, TestApp};
use ndoto::{
    ai::LlmSettings,
    i18n::Language,
    quiz::engine::{self, AgeBand},
};
use serde_json::{Value, json};
use wiremock::{
    Mock, MockServer, ResponseTemplate,
    matchers::{body_string_contains, header, method, path},
};

const TIMEOUT: Duration = Duration::from_millis(800);

/// A chat-completions answer whose message content is `content` as JSON text.
fn completion(content: Value) -> ResponseTemplate {
    ResponseTemplate::new(200).set_body_json(json!({
        "id": "chatcmpl-test", "object": "chat.completion", "model": "test-model",
        "choices": [{"index": 0, "finish_reason": "stop", "message": {"role": "assistant", "content": content.to_string()}}],
    }))
}

/// Answers the schema `name` (the JSON-schema name the server sends) with `response`.
async fn answer(server: &MockServer, name: &str, response: ResponseTemplate) {
    Mock::given(method("POST"))
        .and(path("/v1/chat/completions"))
        .and(header("authorization", "Bearer test-key"))
        .and(body_string_contains(format!("\"name\":\"{name}\"")))
        .respond_with(response)
        .mount(server)
        .await;
}

fn model_settings(server: &MockServer) -> LlmSettings {
    LlmSettings {
        base_url: format!("{}/v1", server.uri()),
        api_key: "test-key".into(),
        model: "test-model".into(),
        timeout: TIMEOUT,
    }
}

async fn app_with_model(server: &MockServer) -> TestApp {
    TestApp::start_with(Options { llm: Some(model_settings(server)), ..Options::default() }).await
}

/// The UpdateChildSettings body of a parent who read the notice and allows outside AI answers.
fn outside_ai_on() -> Value {
    json!({"outsideAiAnswers": true, "outsideAiNoticeVersion": ndoto::ai::notice::NOTICE_VERSION})
}

/// A family whose parent allowed outside AI answers; the child's token and sign-in.
async fn allowed_child(app: &TestApp, name: &str, age: u32) -> (String, Value) {
    let (_, token, signed_in) = app.signed_in_child_with(name, age, outside_ai_on()).await;
    (token, signed_in)
}

/// A valid 6-8 quiz as a model might write it: the built-in bank's shape with our own marker.
fn model_quiz() -> Value {
    let mut questions = engine::generate(AgeBand::EarlyExplorers, &mut rand::rng());
    for (n, question) in questions.iter_mut().enumerate() {
        question.text = format!("Model question {n}: what do you like?");
    }
    json!({"questions": questions})
}

#[tokio::test]
async fn the_model_writes_questions_and_prose_and_never_sees_who_the_child_is() {
    let server = MockServer::start().await;
    answer(&server, "career_quiz", completion(model_quiz())).await;
    let analysis = json!({"summary": "You love building things.", "strengths": "Curiosity.", "interests": "Machines.",
                          "learningStyle": "Hands-on.", "nextSteps": "Build a paper bridge."});
    answer(&server, "quiz_analysis", completion(analysis)).await;
    answer(&server, "career_analysis", completion(json!({"text": "These careers fit your love of making."}))).await;
    answer(&server, "advisor_reply", completion(json!({"text": "Engineers design bridges and machines."}))).await;

    let app = app_with_model(&server).await;
    let (token, signed_in) = allowed_child(&app, "Amani", 7).await;
    let id = signed_in["user"]["_id"].as_str().unwrap().to_owned();
    let (generated, submitted) = app.take_quiz(&token, "6-8").await;
    assert!(generated["quiz"]["questions"][0]["text"].as_str().unwrap().starts_with("Model question"));
    assert_eq!(submitted["analysis"]["aiAnalysis"]["summary"], "You love building things.");
    // Scoring stays the server's: the top areas come from the tags, not the model.
    assert!(!submitted["analysis"]["topCareerAreas"].as_array().unwrap().is_empty());

    let quiz_id = generated["quizId"].as_str().unwrap();
    let (status, careers) = app
        .rest(
            "GET",
            &format!("/api/ai/career-recommendations?userId={id}&childId={id}&quizId={quiz_id}"),
            Some(&token),
            None,
        )
        .await;
    assert_eq!(status, 200);
    assert_eq!(careers["analysis"], "These careers fit your love of making.");
    assert!(careers["careers"].as_array().unwrap().len() >= 5, "careers come from our catalogue");

    let (_, advice) =
        app.rest("POST", "/api/ai/advisor", Some(&token), Some(json!({"message": "What do engineers do?"}))).await;
    assert_eq!(advice["reply"], "Engineers design bridges and machines.");

    // Issue 32, item 2: every request the model received, read whole, names nobody: not the
    // child's name or sign-in name, their id, their exact age or birth date, nor the parent.
    let requests = server.received_requests().await.unwrap();
    assert_eq!(requests.len(), 4);
    let birth_year = signed_in["user"]["age"].as_i64().map(|age| (chrono::Utc::now().year() as i64 - age).to_string());
    for request in requests {
        let body = String::from_utf8(request.body).unwrap();
        assert!(body.contains("\"model\":\"test-model\""));
        for identifier in ["Amani", "amani", "Okafor", &id, "amani@example.com", "\"age\":7", "aged 7"] {
            assert!(!body.contains(identifier), "the model must not learn who the child is ({identifier}): {body}");
        }
        assert!(!birth_year.as_ref().is_some_and(|year| body.contains(&format!("{year}-"))), "{body}");
        assert!(body.contains("6-8"), "the age band at most: {body}");
    }
}

/// Issue 29, item 6: the checks that vouch for a model's quiz read English, so a Kiswahili or
/// French child whose parent allowed outside AI answers gets the built-in bank in their language,
/// and the model is not asked for the quiz.
#[tokio::test]
async fn a_kiswahili_or_french_quiz_comes_from_the_built_in_bank_not_the_model() {
    let server = MockServer::start().await;
    answer(&server, "career_quiz", completion(model_quiz())).await;
    let app = app_with_model(&server).await;
    for (name, language) in [("Neema", Language::Kiswahili), ("Aline", Language::French)] {
        let mut settings = outside_ai_on();
        settings["language"] = json!(language.code());
        let (_, token, _) = app.signed_in_child_with(name, 7, settings).await;
        let (status, generated) =
            app.rest("POST", "/api/ai/quiz", Some(&token), Some(json!({"ageRange": "6-8"}))).await;
        assert_eq!(status, 200, "{generated}");
        let bank: Vec<String> =
            engine::bank_questions(AgeBand::EarlyExplorers, language).into_iter().map(|q| q.text).collect();
        for question in generated["quiz"]["questions"].as_array().unwrap() {
            assert!(bank.iter().any(|text| question["text"] == text.as_str()), "{language}: {question}");
        }
    }
    let asked: Vec<String> = server
        .received_requests()
        .await
        .unwrap()
        .into_iter()
        .map(|request| String::from_utf8(request.body).unwrap())
        .filter(|body| body.contains("\"name\":\"career_quiz\""))
        .collect();
    assert!(asked.is_empty(), "{asked:?}");
}

/// A French child's analysis, careers paragraph and advisor answer are asked of the model in
/// French, with the career areas and names in French (issue 29).
#[tokio::test]
async fn the_model_is_asked_to_write_in_the_childs_language() {
    let server = MockServer::start().await;
    let analysis = json!({"summary": "Tu aimes construire.", "strengths": "Curiosité.", "interests": "Machines.",
                          "learningStyle": "En faisant.", "nextSteps": "Construis un pont en papier."});
    answer(&server, "quiz_analysis", completion(analysis)).await;
    answer(&server, "career_analysis", completion(json!({"text": "Ces métiers te vont bien."}))).await;
    answer(&server, "advisor_reply", completion(json!({"text": "Un ingénieur conçoit des ponts."}))).await;
    let app = app_with_model(&server).await;
    let mut settings = outside_ai_on();
    settings["language"] = json!("fr");
    let (_, token, signed_in) = app.signed_in_child_with("Amani", 10, settings).await;
    let id = signed_in["user"]["_id"].as_str().unwrap().to_owned();
    let (generated, _) = app.take_quiz(&token, "9-12").await;
    let quiz_id = generated["quizId"].as_str().unwrap();
    let path = format!("/api/ai/career-recommendations?userId={id}&childId={id}&quizId={quiz_id}");
    assert_eq!(app.rest("GET", &path, Some(&token), None).await.0, 200);
    let (_, advice) =
        app.rest("POST", "/api/ai/advisor", Some(&token), Some(json!({"message": "Que fait un ingénieur ?"}))).await;
    assert_eq!(advice["reply"], "Un ingénieur conçoit des ponts.");

    let bodies: Vec<String> = server
        .received_requests()
        .await
        .unwrap()
        .into_iter()
        .map(|request| String::from_utf8(request.body).unwrap())
        .filter(|body| !body.contains("\"name\":\"career_quiz\""))
        .collect();
    assert_eq!(bodies.len(), 3, "{bodies:#?}");
    for body in &bodies {
        assert!(body.contains("French (address the child as tu)"), "{body}");
    }
    let french_areas = [
        "Construction et ingénierie",
        "Sciences et découvertes",
        "Arts et créativité",
        "Entraide et enseignement",
        "Leadership et entreprise",
        "Organisation et données",
    ];
    let analysis_body = bodies.iter().find(|b| b.contains("quiz_analysis")).unwrap();
    assert!(french_areas.iter().any(|area| analysis_body.contains(area)), "{analysis_body}");
}

#[tokio::test]
async fn invalid_unsafe_failed_and_slow_answers_fall_back_to_the_built_in_engine() {
    let cases: [(&str, ResponseTemplate); 5] = [
        ("a quiz of the wrong length", completion(json!({"questions": []}))),
        (
            "not JSON at all",
            ResponseTemplate::new(200).set_body_json(json!({"choices": [{"message": {"content": "sure! here"}}]})),
        ),
        ("unsafe language", {
            let mut quiz = model_quiz();
            quiz["questions"][0]["text"] = json!("What the fuck do you like?");
            completion(quiz)
        }),
        ("a server error", ResponseTemplate::new(500)),
        ("too slow", completion(model_quiz()).set_delay(TIMEOUT * 3)),
    ];
    for (case, response) in cases {
        let server = MockServer::start().await;
        answer(&server, "career_quiz", response.clone()).await;
        answer(&server, "quiz_analysis", response).await;
        let app = app_with_model(&server).await;
        let (token, _) = allowed_child(&app, "Baraka", 7).await;
        let (generated, submitted) = app.take_quiz(&token, "6-8").await;
        let first = generated["quiz"]["questions"][0]["text"].as_str().unwrap();
        assert!(!first.starts_with("Model question") && !first.contains("fuck"), "{case}: {first}");
        assert_eq!(generated["quiz"]["questions"].as_array().unwrap().len(), 8, "{case}");
        let summary = submitted["analysis"]["aiAnalysis"]["summary"].as_str().unwrap();
        assert!(summary.len() > 20, "{case}: the built-in analysis answers");
        assert!(!server.received_requests().await.unwrap().is_empty(), "{case}: the model was asked");
    }
}

#[tokio::test]
async fn personal_information_never_reaches_the_model() {
    let server = MockServer::start().await;
    answer(&server, "advisor_reply", completion(json!({"text": "Call me!"}))).await;
    let app = app_with_model(&server).await;
    let (token, _) = allowed_child(&app, "Zawadi", 14).await;
    let (status, body) = app
        .rest(
            "POST",
            "/api/ai/advisor",
            Some(&token),
            Some(json!({"message": "my email is zawadi@example.com, write me"})),
        )
        .await;
    assert_eq!(status, 200);
    assert_ne!(body["reply"], "Call me!");
    // Issue 32, item 2: disguised as the communities' moderation reads them, too; the child is
    // told why in words for a child.
    for (message, what) in [
        ("text me on zero seven one two, three four five, six seven eight", "phone numbers"),
        ("my mail is zawadi at gmail dot com", "email addresses"),
        ("I am Zawadi Okafor and I want to be a pilot", "full names"),
    ] {
        let (status, body) = app.rest("POST", "/api/ai/advisor", Some(&token), Some(json!({"message": message}))).await;
        assert_eq!(status, 200, "{body}");
        let reply = body["reply"].as_str().unwrap();
        assert!(
            reply.starts_with(&format!("I can't read messages with {what}, so I didn't send it anywhere.")),
            "{message}: {reply}"
        );
    }
    assert!(server.received_requests().await.unwrap().is_empty());
}

/// Issue 32, item 1: with a model configured, a child's words reach it only once their parent
/// turned the setting on, having read the notice; the parent can turn it off again, and both
/// are recorded; a server without a model refuses turning it on.
#[tokio::test]
async fn a_childs_words_reach_the_model_only_after_their_parent_said_yes() {
    let server = MockServer::start().await;
    answer(&server, "advisor_reply", completion(json!({"text": "Engineers design bridges and machines."}))).await;
    answer(&server, "career_quiz", completion(model_quiz())).await;
    let app = app_with_model(&server).await;
    let mama = app.parent("mama@example.com").await;
    let child = app.add_child(&mama, "Amani", 7).await;
    let (token, _) = app.signed_in_child_again("Amani").await;
    let ask = json!({"message": "What do engineers do?"});

    // Off by default: the built-in advisor and quiz answer, and the model hears nothing.
    let (_, advice) = app.rest("POST", "/api/ai/advisor", Some(&token), Some(ask.clone())).await;
    assert_ne!(advice["reply"], "Engineers design bridges and machines.");
    let (generated, _) = app.take_quiz(&token, "6-8").await;
    assert!(!generated["quiz"]["questions"][0]["text"].as_str().unwrap().starts_with("Model question"));
    assert!(server.received_requests().await.unwrap().is_empty(), "nothing left Ndoto");

    // The parent reads who receives what, then says yes with the notice's version.
    let settings = format!("/api/parent/children/{}/settings", child.id);
    let (_, shown) = app.rest("GET", &settings, Some(&mama), None).await;
    let shown = &shown["settings"];
    assert_eq!((&shown["outsideAiAnswers"], &shown["outsideAiAvailable"]), (&json!(false), &json!(true)), "{shown}");
    let notice = shown["outsideAiNotice"].as_str().unwrap();
    assert!(
        notice.contains("written by 127.0.0.1, an outside AI service") && notice.contains("Amani types"),
        "{notice}"
    );
    assert_eq!(shown["outsideAiNoticeVersion"], ndoto::ai::notice::NOTICE_VERSION);
    let (status, refused) = app.rest("PATCH", &settings, Some(&mama), Some(json!({"outsideAiAnswers": true}))).await;
    assert_eq!(status, 400, "{refused}");
    assert!(refused["message"].as_str().unwrap().starts_with("outsideAiNoticeVersion must be"), "{refused}");
    let (status, saved) = app.rest("PATCH", &settings, Some(&mama), Some(outside_ai_on())).await;
    assert_eq!((status, &saved["settings"]["outsideAiAnswers"]), (200, &json!(true)), "{saved}");

    // On every protocol the child's own session now gets the model's words.
    let (_, advice) = app.rest("POST", "/api/ai/advisor", Some(&token), Some(ask.clone())).await;
    assert_eq!(advice["reply"], "Engineers design bridges and machines.");
    let mut career = ndoto::api::v1::career_service_client::CareerServiceClient::new(app.channel().await);
    let reply = career
        .ask_advisor(crate::common::with_token(
            ndoto::api::v1::AskAdvisorRequest { message: "What do pilots do?".into() },
            &token,
        ))
        .await
        .unwrap()
        .into_inner()
        .reply;
    assert_eq!(reply, "Engineers design bridges and machines.");
    let (_, mine) = app.rest("GET", "/api/my-settings", Some(&token), None).await;
    assert_eq!(mine["outsideAiAnswers"], true, "{mine}");

    // Off again: the built-in advisor, at once.
    let (status, _) = app.rest("PATCH", &settings, Some(&mama), Some(json!({"outsideAiAnswers": false}))).await;
    assert_eq!(status, 200);
    let calls = server.received_requests().await.unwrap().len();
    let (_, advice) = app.rest("POST", "/api/ai/advisor", Some(&token), Some(ask)).await;
    assert_ne!(advice["reply"], "Engineers design bridges and machines.");
    assert_eq!(server.received_requests().await.unwrap().len(), calls);

    // Both choices are recorded, with the notice's version, and are in the child's export.
    let (status, export) =
        app.rest("GET", &format!("/api/parent/children/{}/export", child.id), Some(&mama), None).await;
    assert_eq!(status, 200);
    let tables = export["tables"].as_array().unwrap();
    let choices = tables.iter().find(|t| t["name"] == "outside_ai_choices").unwrap()["rows"].as_array().unwrap();
    let turned: Vec<_> = choices.iter().map(|row| (row["turned_on"].clone(), row["notice_version"].clone())).collect();
    let version = json!(ndoto::ai::notice::NOTICE_VERSION);
    assert_eq!(turned.len(), 2, "{choices:?}");
    assert!(
        turned.contains(&(json!(true), version.clone())) && turned.contains(&(json!(false), version)),
        "{turned:?}"
    );
}

#[tokio::test]
async fn without_a_model_the_setting_is_not_offered_and_cannot_be_turned_on() {
    let app = TestApp::start().await;
    let mama = app.parent("mama@example.com").await;
    let child = app.add_child(&mama, "Amani", 7).await;
    let settings = format!("/api/parent/children/{}/settings", child.id);
    let (_, shown) = app.rest("GET", &settings, Some(&mama), None).await;
    assert_eq!(shown["settings"]["outsideAiAvailable"], false, "{shown}");
    assert_eq!(shown["settings"]["outsideAiNotice"], "");
    let (status, refused) = app.rest("PATCH", &settings, Some(&mama), Some(outside_ai_on())).await;
    assert_eq!(status, 400, "FAILED_PRECONDITION: {refused}");
    let message = refused["message"].as_str().unwrap();
    assert!(
        message.contains("no outside AI service configured") && message.contains("NDOTO_LLM_BASE_URL"),
        "{message}"
    );
}

#[tokio::test]
async fn over_the_career_quota_the_built_in_engine_writes_the_paragraph_and_the_child_is_never_refused() {
    let server = MockServer::start().await;
    answer(&server, "career_analysis", completion(json!({"text": "These careers fit your love of making."}))).await;
    let mut options = Options { llm: Some(model_settings(&server)), ..Options::default() };
    options.limits.career_analyses_per_child = 2;
    let app = TestApp::start_with(options).await;
    let (token, signed_in) = allowed_child(&app, "Amani", 7).await;
    let id = signed_in["user"]["_id"].as_str().unwrap().to_owned();
    let (generated, _) = app.take_quiz(&token, "6-8").await;
    let quiz_id = generated["quizId"].as_str().unwrap();
    let careers_path = format!("/api/ai/career-recommendations?userId={id}&childId={id}&quizId={quiz_id}");

    let mut analyses = Vec::new();
    for _ in 0..4 {
        let (status, careers) = app.rest("GET", &careers_path, Some(&token), None).await;
        assert_eq!(status, 200, "{careers}");
        assert!(careers["careers"].as_array().unwrap().len() >= 5);
        analyses.push(careers["analysis"].as_str().unwrap().to_owned());
    }
    assert_eq!(analyses[..2], ["These careers fit your love of making.", "These careers fit your love of making."]);
    for analysis in &analyses[2..] {
        assert_ne!(analysis, "These careers fit your love of making.");
        assert!(!analysis.is_empty());
    }
    let career_calls = server
        .received_requests()
        .await
        .unwrap()
        .into_iter()
        .filter(|request| String::from_utf8_lossy(&request.body).contains("\"name\":\"career_analysis\""))
        .count();
    assert_eq!(career_calls, 2, "the model is called within the quota only");
}
