//! The career quiz, results, recommendations and advisor on the built-in engine, over REST and
//! gRPC, with every rule about whose quiz and which answers.

use crate::common::{TestApp, with_token};
use ndoto::{
    api::v1::{self, career_service_client::CareerServiceClient, quiz_service_client::QuizServiceClient},
    i18n::Language,
    quiz::engine::{self, AgeBand, Dimension, Profile, Question},
};
use serde_json::{Value, json};
use tonic::Code;

/// Generates a quiz over REST; returns its id and questions.
async fn generate(app: &TestApp, token: &str, age_range: &str) -> (String, Vec<Value>) {
    let (status, body) = app.rest("POST", "/api/ai/quiz", Some(token), Some(json!({"ageRange": age_range}))).await;
    assert_eq!(status, 200, "{body}");
    (body["quizId"].as_str().unwrap().to_owned(), body["quiz"]["questions"].as_array().unwrap().clone())
}

/// Answers every question with the answer at `pick(question index)`.
fn answers(questions: &[Value], pick: impl Fn(usize) -> usize) -> Value {
    Value::Array(
        questions
            .iter()
            .enumerate()
            .map(|(i, q)| {
                let offered = q["answers"].as_array().unwrap();
                json!({"questionIndex": i, "answer": offered[pick(i) % offered.len()]})
            })
            .collect(),
    )
}

#[tokio::test]
async fn each_band_gets_its_own_quiz_shape_without_tags() {
    let app = TestApp::start().await;
    let (token, _) = app.signed_in_child("Jabari", 17).await;
    for (band, count) in [("6-8", 8), ("9-12", 10), ("13-15", 12), ("16-18", 12)] {
        let (quiz_id, questions) = generate(&app, &token, band).await;
        assert!(uuid::Uuid::parse_str(&quiz_id).is_ok());
        assert_eq!(questions.len(), count, "{band}");
        for question in &questions {
            assert!(!question["text"].as_str().unwrap().is_empty());
            let offered = question["answers"].as_array().unwrap();
            assert!((3..=6).contains(&offered.len()), "{band}: {question}");
            // Answers are bare strings and no key carries the RIASEC tags, the server's secret.
            assert!(offered.iter().all(Value::is_string), "{question}");
            let keys: Vec<&str> = question.as_object().unwrap().keys().map(String::as_str).collect();
            assert!(
                keys.iter().all(|k| ["text", "answers", "scenario", "context", "descriptions"].contains(k)),
                "{keys:?}"
            );
            if band == "16-18" {
                assert!(question["context"].as_str().is_some_and(|c| !c.is_empty()), "{question}");
                assert_eq!(question["descriptions"].as_array().unwrap().len(), offered.len());
            }
            if band == "6-8" || band == "9-12" {
                assert!(question.get("scenario").is_none() && question.get("context").is_none(), "{question}");
            }
        }
    }
    let (status, body) = app.rest("POST", "/api/ai/quiz", Some(&token), Some(json!({"ageRange": "7-9"}))).await;
    assert_eq!(status, 400);
    assert_eq!(body["message"], "ageRange must be one of 6-8, 9-12, 13-15, 16-18");
}

/// The bank question a generated question (as the child sees it) is, in `bank`: the same words,
/// its answers in any order.
fn bank_question<'a>(bank: &'a [Question], shown: &Value) -> Option<&'a Question> {
    let mut offered: Vec<&str> = shown["answers"].as_array().unwrap().iter().map(|a| a.as_str().unwrap()).collect();
    offered.sort_unstable();
    bank.iter().find(|question| {
        let mut answers: Vec<&str> = question.answers.iter().map(|a| a.text.as_str()).collect();
        answers.sort_unstable();
        question.text == shown["text"]
            && question.scenario.as_deref() == shown["scenario"].as_str()
            && question.context.as_deref() == shown["context"].as_str()
            && answers == offered
    })
}

/// Issue 29, item 6: a child whose parent chose Kiswahili or French gets every band's quiz in that
/// language, answers it by its own words and gets results scored with the English bank's tags; a
/// quiz keeps the language it was asked in when the parent changes the setting.
#[tokio::test]
async fn a_kiswahili_or_french_child_takes_the_quiz_in_their_language() {
    let app = TestApp::start().await;
    for (name, language, next) in
        [("Neema", Language::Kiswahili, Language::French), ("Aline", Language::French, Language::Kiswahili)]
    {
        let (parent, token, signed_in) = app.signed_in_child_with(name, 10, json!({"language": language.code()})).await;
        assert_eq!(signed_in["user"]["language"], language.code());
        for band in AgeBand::ALL {
            let (_, questions) = generate(&app, &token, band.as_str()).await;
            let bank = engine::bank_questions(band, language);
            let english = engine::bank_questions(band, Language::English);
            for question in &questions {
                assert!(bank_question(&bank, question).is_some(), "{language} {band}: not from its bank: {question}");
                assert!(bank_question(&english, question).is_none(), "{language} {band}: in English: {question}");
            }
        }

        // Always the Investigative answer, found by its words in the language's bank.
        let (quiz_id, questions) = generate(&app, &token, "13-15").await;
        let bank = engine::bank_questions(AgeBand::TeenTrailblazers, language);
        let chosen: Vec<String> = questions
            .iter()
            .map(|shown| {
                let question = bank_question(&bank, shown).unwrap();
                question.answers.iter().find(|a| a.tags.contains(&Dimension::Investigative)).unwrap().text.clone()
            })
            .collect();
        let given: Vec<Value> =
            chosen.iter().enumerate().map(|(i, answer)| json!({"questionIndex": i, "answer": answer})).collect();

        // The parent switches the language before the child submits: the quiz keeps its words.
        let child_id = signed_in["user"]["_id"].as_str().unwrap();
        let settings = format!("/api/parent/children/{child_id}/settings");
        let (status, saved) = app.rest("PATCH", &settings, Some(&parent), Some(json!({"language": next.code()}))).await;
        assert_eq!(status, 200, "{saved}");
        let (status, submitted) = app
            .rest("POST", "/api/ai/quiz/submit", Some(&token), Some(json!({"quizId": quiz_id, "answers": given})))
            .await;
        assert_eq!(status, 200, "{language}: {submitted}");
        let echoed: Vec<&str> =
            submitted["answers"].as_array().unwrap().iter().map(|a| a["answer"].as_str().unwrap()).collect();
        assert_eq!(echoed, chosen);
        // Results speak the child's language at submission: the one their parent just chose.
        let investigative = engine::area_label(Dimension::Investigative, next);
        assert_eq!(submitted["analysis"]["topCareerAreas"][0], investigative, "{submitted}");
        let (_, dashboard) = app.rest("GET", "/api/student/dashboard", Some(&token), None).await;
        assert_eq!(dashboard["dashboardResponse"]["quizStatus"]["isCompleted"], true);

        // The next quiz is in the new language.
        let (_, questions) = generate(&app, &token, "6-8").await;
        let bank = engine::bank_questions(AgeBand::EarlyExplorers, next);
        assert!(questions.iter().all(|question| bank_question(&bank, question).is_some()), "{next}: {questions:?}");
    }
}

#[tokio::test]
async fn submitting_scores_stores_and_completes_the_quiz_status() {
    let app = TestApp::start().await;
    let (token, signed_in) = app.signed_in_child("Baraka", 10).await;
    let (quiz_id, questions) = generate(&app, &token, "9-12").await;
    let (_, dashboard) = app.rest("GET", "/api/student/dashboard", Some(&token), None).await;
    assert_eq!(dashboard["dashboardResponse"]["quizStatus"]["needsToTakeQuiz"], true);

    // The first answers for question 0 are replaced by the last ones.
    let mut given = answers(&questions, |_| 0);
    given.as_array_mut().unwrap().push(json!({"questionIndex": 0, "answer": questions[0]["answers"][1]}));
    let (status, body) =
        app.rest("POST", "/api/ai/quiz/submit", Some(&token), Some(json!({"quizId": quiz_id, "answers": given}))).await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["quizDetails"]["id"], quiz_id);
    assert_eq!(body["userDetails"]["firstName"], "Baraka");
    assert_eq!(body["answers"].as_array().unwrap().len(), questions.len());
    assert_eq!(body["answers"][0]["answer"], questions[0]["answers"][1]);
    let areas = body["analysis"]["topCareerAreas"].as_array().unwrap();
    assert!((1..=3).contains(&areas.len()), "{body}");
    for field in ["summary", "strengths", "interests", "learningStyle", "nextSteps"] {
        assert!(body["analysis"]["aiAnalysis"][field].as_str().is_some_and(|t| t.len() > 20), "{field}: {body}");
    }

    let (_, dashboard) = app.rest("GET", "/api/student/dashboard", Some(&token), None).await;
    assert_eq!(dashboard["dashboardResponse"]["quizStatus"], json!({"needsToTakeQuiz": false, "isCompleted": true}));

    // A second submission of the same quiz is refused; a retake is a new quiz.
    let (status, body) =
        app.rest("POST", "/api/ai/quiz/submit", Some(&token), Some(json!({"quizId": quiz_id, "answers": given}))).await;
    assert_eq!(status, 409, "{body}");
    let _ = signed_in;
}

#[tokio::test]
async fn bad_answers_are_400_saying_which() {
    let app = TestApp::start().await;
    let (token, _) = app.signed_in_child("Amani", 7).await;
    let (quiz_id, questions) = generate(&app, &token, "6-8").await;
    let submit = |answers: Value| {
        let body = json!({"quizId": quiz_id, "answers": answers});
        let token = token.clone();
        let app = &app;
        async move { app.rest("POST", "/api/ai/quiz/submit", Some(&token), Some(body)).await }
    };

    let mut partial = answers(&questions, |_| 0);
    partial.as_array_mut().unwrap().truncate(6);
    let (status, body) = submit(partial).await;
    assert_eq!(status, 400);
    assert!(body["message"].as_str().unwrap().contains("questions 6, 7 have none"), "{body}");

    let mut wrong = answers(&questions, |_| 0);
    wrong[3]["answer"] = json!("Something never offered");
    let (status, body) = submit(wrong).await;
    assert_eq!(status, 400);
    assert!(body["message"].as_str().unwrap().contains("question 3 must be one of its choices"), "{body}");

    let (status, body) = submit(json!([{"questionIndex": 42, "answer": "x"}])).await;
    assert_eq!(status, 400);
    assert!(body["message"].as_str().unwrap().contains("questionIndex 42"), "{body}");

    let (status, _) =
        app.rest("POST", "/api/ai/quiz/submit", Some(&token), Some(json!({"quizId": "nope", "answers": []}))).await;
    assert_eq!(status, 400);
    let unknown = uuid::Uuid::new_v4().to_string();
    let (status, _) =
        app.rest("POST", "/api/ai/quiz/submit", Some(&token), Some(json!({"quizId": unknown, "answers": []}))).await;
    assert_eq!(status, 404);

    // Nothing was stored by the refused attempts.
    let (_, dashboard) = app.rest("GET", "/api/student/dashboard", Some(&token), None).await;
    assert_eq!(dashboard["dashboardResponse"]["quizStatus"]["isCompleted"], false);
}

#[tokio::test]
async fn another_childs_quiz_and_ids_are_refused() {
    let app = TestApp::start().await;
    let (owner, owner_signed_in) = app.signed_in_child("Zawadi", 14).await;
    let (intruder, intruder_signed_in) = app.signed_in_child("Kito", 14).await;
    let owner_id = owner_signed_in["user"]["_id"].as_str().unwrap();
    let intruder_id = intruder_signed_in["user"]["_id"].as_str().unwrap();
    let (quiz_id, questions) = generate(&app, &owner, "13-15").await;

    let body = json!({"quizId": quiz_id, "answers": answers(&questions, |_| 1)});
    let (status, _) = app.rest("POST", "/api/ai/quiz/submit", Some(&intruder), Some(body.clone())).await;
    assert_eq!(status, 404, "another child's quiz is NOT_FOUND, as an unknown one");
    let (status, _) = app.rest("POST", "/api/ai/quiz/submit", Some(&owner), Some(body)).await;
    assert_eq!(status, 200);

    let path =
        |user: &str, quiz: &str| format!("/api/ai/career-recommendations?userId={user}&childId={user}&quizId={quiz}");
    let (status, _) = app.rest("GET", &path(intruder_id, &quiz_id), Some(&intruder), None).await;
    assert_eq!(status, 404, "another child's quiz");
    let (status, _) = app.rest("GET", &path(owner_id, &quiz_id), Some(&intruder), None).await;
    assert_eq!(status, 403, "another child's ids");
    let (status, _) = app.rest("GET", &path(owner_id, &quiz_id), Some(&owner), None).await;
    assert_eq!(status, 200);

    let mut client = CareerServiceClient::new(app.channel().await);
    let request = v1::GetCareerRecommendationsRequest {
        user_id: intruder_id.into(),
        child_id: intruder_id.into(),
        quiz_id: quiz_id.clone(),
    };
    let error = client.get_career_recommendations(with_token(request, &intruder)).await.unwrap_err();
    assert_eq!(error.code(), Code::NotFound);
}

#[tokio::test]
async fn recommendations_follow_the_answers_sorted_and_need_a_submitted_quiz() {
    let app = TestApp::start().await;
    let (token, signed_in) = app.signed_in_child("Baraka", 10).await;
    let id = signed_in["user"]["_id"].as_str().unwrap().to_owned();
    let (quiz_id, questions) = generate(&app, &token, "9-12").await;
    let path = format!("/api/ai/career-recommendations?userId={id}&childId={id}&quizId={quiz_id}");

    let (status, body) = app.rest("GET", &path, Some(&token), None).await;
    assert_eq!(status, 404, "no submitted quiz with this id yet: {body}");

    let (status, _) = app
        .rest(
            "POST",
            "/api/ai/quiz/submit",
            Some(&token),
            Some(json!({"quizId": quiz_id, "answers": answers(&questions, |i| i)})),
        )
        .await;
    assert_eq!(status, 200);
    let (status, body) = app.rest("GET", &path, Some(&token), None).await;
    assert_eq!(status, 200, "{body}");
    assert!(body["analysis"].as_str().unwrap().len() > 40);
    let careers = body["careers"].as_array().unwrap();
    assert!(careers.len() >= 5);
    let percentages: Vec<i64> = careers.iter().map(|c| c["matchPercentage"].as_i64().unwrap()).collect();
    assert!(percentages.windows(2).all(|w| w[0] >= w[1]), "sorted best first: {percentages:?}");
    assert!((75..=99).contains(&percentages[0]), "{percentages:?}");
    for career in careers {
        assert!(!career["career"].as_str().unwrap().is_empty() && !career["emoji"].as_str().unwrap().is_empty());
    }

    for missing in ["userId", "childId", "quizId"] {
        let query: Vec<String> = [("userId", &id), ("childId", &id), ("quizId", &quiz_id)]
            .iter()
            .filter(|(name, _)| *name != missing)
            .map(|(name, value)| format!("{name}={value}"))
            .collect();
        let (status, body) =
            app.rest("GET", &format!("/api/ai/career-recommendations?{}", query.join("&")), Some(&token), None).await;
        assert_eq!(status, 400, "{missing}: {body}");
        assert!(body["message"].as_str().unwrap().starts_with(missing), "{body}");
    }
}

#[tokio::test]
async fn the_advisor_answers_from_the_profile_and_refuses_personal_information() {
    let app = TestApp::start().await;
    let (token, _) = app.signed_in_child("Jabari", 17).await;
    let ask = |message: &str| {
        let body = json!({"message": message});
        let token = token.clone();
        let app = &app;
        async move { app.rest("POST", "/api/ai/advisor", Some(&token), Some(body)).await }
    };
    let (status, body) = ask("What careers would fit me?").await;
    assert_eq!(status, 200, "{body}");
    assert!(body["reply"].as_str().unwrap().len() > 20);

    let (status, body) = ask("my phone number is 0788 123 456, call me").await;
    assert_eq!(status, 200);
    let reply = body["reply"].as_str().unwrap().to_lowercase();
    assert!(reply.contains("private") || reply.contains("don't share"), "{reply}");
    assert!(!reply.contains("0788"), "{reply}");

    let (status, body) = ask("   ").await;
    assert_eq!((status, body["message"].as_str().unwrap()), (400, "message is required"));

    let reply = CareerServiceClient::new(app.channel().await)
        .ask_advisor(with_token(v1::AskAdvisorRequest { message: "Tell me about being a nurse".into() }, &token))
        .await
        .unwrap()
        .into_inner()
        .reply;
    assert!(reply.to_lowercase().contains("nurse"), "{reply}");
}

#[tokio::test]
async fn the_quiz_works_over_grpc_too() {
    let app = TestApp::start().await;
    let (token, _) = app.signed_in_child("Amani", 7).await;
    let mut client = QuizServiceClient::new(app.channel().await);
    let generated = client
        .generate_quiz(with_token(v1::GenerateQuizRequest { age_range: "6-8".into() }, &token))
        .await
        .unwrap()
        .into_inner();
    let questions = generated.quiz.unwrap().questions;
    let answers = questions
        .iter()
        .enumerate()
        .map(|(i, q)| v1::QuizAnswer { question_index: i as i32, answer: q.answers[0].clone() })
        .collect();
    let submitted = client
        .submit_quiz(with_token(
            v1::SubmitQuizRequest { quiz_id: generated.quiz_id.clone(), answers, ..Default::default() },
            &token,
        ))
        .await
        .unwrap()
        .into_inner();
    assert_eq!(submitted.quiz_details.unwrap().id, generated.quiz_id);
    assert!(!submitted.analysis.unwrap().top_career_areas.is_empty());
}

/// A row of `quiz_submissions` as stored, and its quiz's questions.
#[derive(diesel::QueryableByName)]
struct StoredSubmission {
    #[diesel(sql_type = diesel::sql_types::Jsonb)]
    questions: Value,
    #[diesel(sql_type = diesel::sql_types::Jsonb)]
    choices: Value,
    #[diesel(sql_type = diesel::sql_types::Jsonb)]
    scores: Value,
    #[diesel(sql_type = diesel::sql_types::Array<diesel::sql_types::Text>)]
    top_career_areas: Vec<String>,
}

async fn stored_submission(conn: &mut diesel_async::AsyncPgConnection, quiz_id: uuid::Uuid) -> StoredSubmission {
    use diesel_async::RunQueryDsl;
    diesel::sql_query(
        "SELECT q.questions, s.choices, s.scores, s.top_career_areas \
         FROM quiz_submissions s JOIN quizzes q ON q.id = s.quiz_id WHERE s.quiz_id = $1",
    )
    .bind::<diesel::sql_types::Uuid, _>(quiz_id)
    .get_result(conn)
    .await
    .unwrap()
}

/// What the engine makes of a stored quiz: its scores for `choices` and their top career areas as
/// RIASEC letters.
fn engine_view(questions: &Value, choices: &[usize]) -> (Profile, Vec<String>) {
    let questions: Vec<Question> = serde_json::from_value(questions.clone()).unwrap();
    let profile = engine::score(&questions, choices);
    let letters = engine::top_dimensions(&profile).iter().map(|d| d.letter().to_string()).collect();
    (profile, letters)
}

#[tokio::test]
async fn a_submission_is_stored_as_indices_scores_and_letters_and_answered_with_labels() {
    let app = TestApp::start().await;
    let (token, _) = app.signed_in_child("Baraka", 10).await;
    let (quiz_id, questions) = generate(&app, &token, "9-12").await;
    let pick = |i: usize| (i * 7 + 1) % 4;
    let body = json!({"quizId": quiz_id, "answers": answers(&questions, pick)});
    let (status, submitted) = app.rest("POST", "/api/ai/quiz/submit", Some(&token), Some(body)).await;
    assert_eq!(status, 200, "{submitted}");

    let mut conn = app.pool.get().await.unwrap();
    let stored = stored_submission(&mut conn, quiz_id.parse().unwrap()).await;
    let choices: Vec<usize> = serde_json::from_value(stored.choices).unwrap();
    let offered: Vec<usize> = questions.iter().map(|q| q["answers"].as_array().unwrap().len()).collect();
    assert_eq!(choices, offered.iter().enumerate().map(|(i, n)| pick(i) % n).collect::<Vec<_>>());
    let (profile, letters) = engine_view(&stored.questions, &choices);
    assert_eq!(serde_json::from_value::<Profile>(stored.scores).unwrap(), profile);
    assert_eq!(stored.top_career_areas, letters);
    // Labels only on the wire, in the same order as the stored letters.
    let labels: Vec<Value> = letters
        .iter()
        .map(|l| json!(Dimension::from_letter(l.chars().next().unwrap()).unwrap().career_area()))
        .collect();
    assert_eq!(submitted["analysis"]["topCareerAreas"], Value::Array(labels));
}

#[tokio::test]
async fn submissions_stored_before_letters_and_scores_are_migrated_to_them() {
    use diesel_async::{
        AsyncConnection, AsyncPgConnection, RunQueryDsl, async_connection_wrapper::AsyncConnectionWrapper,
    };
    use diesel_migrations::{FileBasedMigrations, MigrationHarness};

    let url = crate::common::empty_database().await;
    let migrations = || FileBasedMigrations::from_path(concat!(env!("CARGO_MANIFEST_DIR"), "/migrations")).unwrap();
    // Migrated as far as a database of the first release: labels and answer texts.
    let migrate = |until: Option<&'static str>| {
        let url = url.clone();
        tokio::task::spawn_blocking(move || {
            let mut conn: AsyncConnectionWrapper<AsyncPgConnection> = diesel::Connection::establish(&url).unwrap();
            loop {
                let pending = conn.pending_migrations(migrations()).unwrap();
                let Some(next) = <[_]>::first(&pending) else { break };
                if until.is_some_and(|until| next.name().version().to_string().as_str() >= until) {
                    break;
                }
                conn.run_migration(next).unwrap();
            }
        })
    };
    migrate(Some("20261123000005")).await.unwrap();

    let questions = engine::generate(AgeBand::TeenTrailblazers, &mut rand::rng());
    let choices: Vec<usize> = (0..questions.len()).map(|i| (i * 5 + 2) % questions[i].answers.len()).collect();
    let (profile, letters) = engine_view(&serde_json::to_value(&questions).unwrap(), &choices);
    let labels: Vec<&str> =
        letters.iter().map(|l| Dimension::from_letter(l.chars().next().unwrap()).unwrap().career_area()).collect();
    // The answers as the first release stored them: question index and the chosen text.
    let texts: Vec<Value> = choices
        .iter()
        .enumerate()
        .map(|(i, &c)| json!({"questionIndex": i, "answer": questions[i].answers[c].text}))
        .collect();
    let quiz_id = uuid::Uuid::new_v4();
    let mut conn = AsyncPgConnection::establish(&url).await.unwrap();
    for statement in [
        "INSERT INTO parents (id, first_name, last_name, email, phone, password_hash) \
         VALUES ('00000000-0000-0000-0000-000000000001', 'Old', 'Parent', 'old@example.com', '+250788000000', 'x')",
        "INSERT INTO children (id, parent_id, first_name, last_name, sign_in_name, birth_date, password_hash) \
         VALUES ('00000000-0000-0000-0000-000000000002', '00000000-0000-0000-0000-000000000001', \
                 'Old', 'Child', 'oldchild', '2012-01-01', 'x')",
        "INSERT INTO learning_videos (slug, position, url, title, category, duration, description, min_age, \
                                      max_age, career_areas) \
         VALUES ('old-video', 0, 'https://www.youtube.com/watch?v=x', 'Old', 'Science', '5:00', 'Old.', 9, 12, \
                 ARRAY['Arts & Creativity', 'Science & Discovery'])",
    ] {
        diesel::sql_query(statement).execute(&mut conn).await.unwrap();
    }
    diesel::sql_query(
        "INSERT INTO quizzes (id, child_id, age_range, questions) \
         VALUES ($1, '00000000-0000-0000-0000-000000000002', '13-15', $2::jsonb)",
    )
    .bind::<diesel::sql_types::Uuid, _>(quiz_id)
    .bind::<diesel::sql_types::Text, _>(serde_json::to_string(&questions).unwrap())
    .execute(&mut conn)
    .await
    .unwrap();
    diesel::sql_query(
        "INSERT INTO quiz_submissions (quiz_id, child_id, answers, analysis, top_career_areas) \
         VALUES ($1, '00000000-0000-0000-0000-000000000002', $2::jsonb, '{\"summary\": \"Old.\"}', $3)",
    )
    .bind::<diesel::sql_types::Uuid, _>(quiz_id)
    .bind::<diesel::sql_types::Text, _>(Value::Array(texts).to_string())
    .bind::<diesel::sql_types::Array<diesel::sql_types::Text>, _>(&labels)
    .execute(&mut conn)
    .await
    .unwrap();

    migrate(None).await.unwrap();
    let stored = stored_submission(&mut conn, quiz_id).await;
    assert_eq!(serde_json::from_value::<Vec<usize>>(stored.choices).unwrap(), choices);
    assert_eq!(serde_json::from_value::<Profile>(stored.scores).unwrap(), profile, "scored as the engine scores");
    assert_eq!(stored.top_career_areas, letters);
    #[derive(diesel::QueryableByName)]
    struct Areas {
        #[diesel(sql_type = diesel::sql_types::Array<diesel::sql_types::Text>)]
        career_areas: Vec<String>,
    }
    let video: Areas = diesel::sql_query("SELECT career_areas FROM learning_videos WHERE slug = 'old-video'")
        .get_result(&mut conn)
        .await
        .unwrap();
    assert_eq!(video.career_areas, ["A", "I"]);
}
