//! Results, career names and the advisor in the child's language (issue 29): a French child reads
//! them in French and a Kiswahili child in Kiswahili, through the real server.

use crate::common::TestApp;
use serde_json::{Value, json};

/// The six career areas as each language names them.
const FRENCH_AREAS: [&str; 6] = [
    "Construction et ingénierie",
    "Sciences et découvertes",
    "Arts et créativité",
    "Entraide et enseignement",
    "Leadership et entreprise",
    "Organisation et données",
];
const KISWAHILI_AREAS: [&str; 6] = [
    "Ujenzi na Uhandisi",
    "Sayansi na Ugunduzi",
    "Sanaa na Ubunifu",
    "Kusaidia na Kufundisha",
    "Uongozi na Biashara",
    "Mpangilio na Takwimu",
];

struct Expected {
    language: &'static str,
    areas: [&'static str; 6],
    /// Words the results' summary and the careers' paragraph both say in the language.
    results_word: &'static str,
    question: &'static str,
    doctor: &'static str,
    advisor_word: &'static str,
}

async fn reads_in(expected: Expected) {
    let app = TestApp::start().await;
    let name = format!("Amani{}", expected.language);
    let (_, token, signed_in) = app.signed_in_child_with(&name, 10, json!({"language": expected.language})).await;
    let id = signed_in["user"]["_id"].as_str().unwrap().to_owned();
    let (generated, submitted) = app.take_quiz(&token, "9-12").await;

    let areas = submitted["analysis"]["topCareerAreas"].as_array().unwrap();
    assert!(!areas.is_empty(), "{submitted}");
    for area in areas {
        assert!(expected.areas.contains(&area.as_str().unwrap()), "{}: {area}", expected.language);
    }
    let texts = submitted["analysis"]["aiAnalysis"].as_object().unwrap();
    assert_eq!(texts.len(), 5, "{submitted}");
    let summary = texts["summary"].as_str().unwrap();
    assert!(summary.contains(expected.results_word), "{summary}");
    assert!(summary.contains(areas[0].as_str().unwrap()), "{summary}");

    let path = format!(
        "/api/ai/career-recommendations?userId={id}&childId={id}&quizId={}",
        generated["quizId"].as_str().unwrap()
    );
    let (status, careers) = app.rest("GET", &path, Some(&token), None).await;
    assert_eq!(status, 200, "{careers}");
    let analysis = careers["analysis"].as_str().unwrap();
    assert!(analysis.contains(expected.results_word), "{analysis}");
    let first: &Value = &careers["careers"][0];
    let career = first["career"].as_str().unwrap();
    assert!(analysis.contains(career), "the paragraph names the best career as the card does: {career} / {analysis}");

    let (status, body) =
        app.rest("POST", "/api/ai/advisor", Some(&token), Some(json!({"message": expected.question}))).await;
    assert_eq!(status, 200, "{body}");
    let reply = body["reply"].as_str().unwrap();
    assert!(reply.contains(expected.doctor), "{reply}");
    assert!(reply.contains(expected.advisor_word), "{reply}");
    assert!(!reply.contains("Doctor") && !reply.contains("Useful subjects"), "{reply}");
}

#[tokio::test]
async fn a_french_child_reads_results_careers_and_the_advisor_in_french() {
    reads_in(Expected {
        language: "fr",
        areas: FRENCH_AREAS,
        results_word: "Tes réponses",
        question: "Comment devenir médecin ?",
        doctor: "Médecin",
        advisor_word: "Matières utiles",
    })
    .await;
}

#[tokio::test]
async fn a_kiswahili_child_reads_results_careers_and_the_advisor_in_kiswahili() {
    reads_in(Expected {
        language: "sw",
        areas: KISWAHILI_AREAS,
        results_word: "Majibu yako",
        question: "Ninawezaje kuwa daktari?",
        doctor: "Daktari",
        advisor_word: "Masomo yanayosaidia",
    })
    .await;
}
