//! Latency of GenerateQuiz, SubmitQuiz and GetCareerRecommendations over REST on loopback, on
//! the built-in engine: 1,000 sequential calls each against the real server and a real
//! PostgreSQL (the integration tests' harness). Prints p50 and p99.
//!
//! Run: `cargo bench --bench quiz_latency` (CALLS=1000 by default).

#[path = "../tests/common/mod.rs"]
mod common;

use std::time::{Duration, Instant};

use common::TestApp;
use serde_json::{Value, json};

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    sorted[((sorted.len() as f64 - 1.0) * p).round() as usize]
}

fn report(name: &str, mut samples: Vec<Duration>) {
    samples.sort();
    println!(
        "{name:<26} calls {:>5}  p50 {:>8.2?}  p99 {:>8.2?}  max {:>8.2?}",
        samples.len(),
        percentile(&samples, 0.50),
        percentile(&samples, 0.99),
        samples.last().unwrap()
    );
}

#[tokio::main]
async fn main() {
    let calls: usize = std::env::var("CALLS").ok().and_then(|c| c.parse().ok()).unwrap_or(1000);
    let app = TestApp::start().await;
    let (token, signed_in) = app.signed_in_child("Baraka", 10).await;
    let id = signed_in["user"]["_id"].as_str().unwrap().to_owned();
    let bands = ["6-8", "9-12", "13-15", "16-18"];

    let mut generated = Vec::with_capacity(calls);
    let mut samples = Vec::with_capacity(calls);
    for n in 0..calls {
        let started = Instant::now();
        let (status, body) =
            app.rest("POST", "/api/ai/quiz", Some(&token), Some(json!({"ageRange": bands[n % 4]}))).await;
        samples.push(started.elapsed());
        assert_eq!(status, 200);
        generated.push(body);
    }
    report("GenerateQuiz", samples);

    let mut samples = Vec::with_capacity(calls);
    for (n, quiz) in generated.iter().enumerate() {
        let answers: Vec<Value> = quiz["quiz"]["questions"]
            .as_array()
            .unwrap()
            .iter()
            .enumerate()
            .map(|(i, q)| {
                let offered = q["answers"].as_array().unwrap();
                json!({"questionIndex": i, "answer": offered[(i * 7 + n) % offered.len()]})
            })
            .collect();
        let body = json!({"quizId": quiz["quizId"], "answers": answers});
        let started = Instant::now();
        let (status, _) = app.rest("POST", "/api/ai/quiz/submit", Some(&token), Some(body)).await;
        samples.push(started.elapsed());
        assert_eq!(status, 200);
    }
    report("SubmitQuiz", samples);

    let mut samples = Vec::with_capacity(calls);
    for quiz in &generated {
        let path = format!(
            "/api/ai/career-recommendations?userId={id}&childId={id}&quizId={}",
            quiz["quizId"].as_str().unwrap()
        );
        let started = Instant::now();
        let (status, _) = app.rest("GET", &path, Some(&token), None).await;
        samples.push(started.elapsed());
        assert_eq!(status, 200);
    }
    report("GetCareerRecommendations", samples);
}
