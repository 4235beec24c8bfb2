//! Quiz questions as generated and stored, generating a quiz from a bank, and checking a quiz
//! written elsewhere (such as by a model) against the same rules.

use rand::Rng;
use rand::seq::SliceRandom;
use serde::{Deserialize, Serialize};

use super::AgeBand;
use super::riasec::Dimension;

/// A question as generated and stored (it goes into a jsonb column). The answers' tags are the
/// server's secret and are never sent to clients.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
pub struct Question {
    /// The question.
    pub text: String,
    /// A short scenario shown under the question (13-15).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub scenario: Option<String>,
    /// A context line shown with the question (16-18).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub context: Option<String>,
    /// The answers, in the order shown.
    pub answers: Vec<Answer>,
}

/// One answer a child can pick.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
pub struct Answer {
    /// The answer as shown; unique within its question, so a chosen text identifies it.
    pub text: String,
    /// A line shown under the answer (16-18).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub description: Option<String>,
    /// The one or two RIASEC types choosing this answer expresses.
    pub tags: Vec<Dimension>,
}

impl Question {
    /// The answers' texts in the order shown.
    pub fn answer_texts(&self) -> Vec<String> {
        self.answers.iter().map(|a| a.text.clone()).collect()
    }

    /// The answers' descriptions, parallel to the answers, or empty when no answer has one.
    pub fn descriptions(&self) -> Vec<String> {
        if self.answers.iter().all(|a| a.description.is_none()) {
            return Vec::new();
        }
        self.answers.iter().map(|a| a.description.clone().unwrap_or_default()).collect()
    }

    /// The position of the answer whose text is exactly `text`, if one is offered.
    pub fn answer_index(&self, text: &str) -> Option<usize> {
        self.answers.iter().position(|a| a.text == text)
    }
}

/// A new quiz for `band`: [`AgeBand::questions_per_quiz`] different questions drawn at random from
/// the band's bank, in random order, each with its answers shuffled.
///
/// Every bank question offers each RIASEC type exactly once, so every quiz offers all six types the
/// same number of times (one per question).
pub fn generate(band: AgeBand, rng: &mut impl Rng) -> Vec<Question> {
    let bank = band.bank();
    let picked = rand::seq::index::sample(rng, bank.len(), band.questions_per_quiz().min(bank.len()));
    picked
        .into_iter()
        .map(|i| {
            let q = &bank[i];
            let mut answers: Vec<Answer> = q
                .answers
                .iter()
                .map(|a| Answer {
                    text: a.text.to_owned(),
                    description: a.description.map(str::to_owned),
                    tags: a.tags.to_vec(),
                })
                .collect();
            answers.shuffle(rng);
            Question {
                text: q.text.to_owned(),
                scenario: q.scenario.map(str::to_owned),
                context: q.context.map(str::to_owned),
                answers,
            }
        })
        .collect()
}

/// How many times each RIASEC type is offered across the questions' answers, in R, I, A, S, E, C
/// order (a type tagged twice on one answer counts once).
pub fn offered_counts(questions: &[Question]) -> [usize; 6] {
    let mut counts = [0; 6];
    for answer in questions.iter().flat_map(|q| &q.answers) {
        for d in Dimension::ALL {
            if answer.tags.contains(&d) {
                counts[d.index()] += 1;
            }
        }
    }
    counts
}

/// The longest question, scenario or context accepted, in characters.
const MAX_QUESTION_CHARS: usize = 300;
/// The longest answer or description accepted, in characters.
const MAX_ANSWER_CHARS: usize = 200;

/// Checks a quiz for `band` against the rules the built-in banks follow, for quizzes written
/// elsewhere (a model): the band's number of questions; non-empty text within length limits; the
/// band's number of answers per question, unique within the question; one or two distinct tags per
/// answer; a context line and a description for every answer in 16-18; and every RIASEC type
/// offered, the most offered at most once more than the least. Language safety is not judged here.
/// The error names the first problem found.
pub fn validate(band: AgeBand, questions: &[Question]) -> Result<(), String> {
    let want = band.questions_per_quiz();
    if questions.len() != want {
        return Err(format!("a {band} quiz has {want} questions, not {}", questions.len()));
    }
    let answers_range = band.answers_per_question();
    for (n, q) in questions.iter().enumerate() {
        let n = n + 1;
        check_text(&q.text, MAX_QUESTION_CHARS, || format!("question {n}"))?;
        if let Some(scenario) = &q.scenario {
            check_text(scenario, MAX_QUESTION_CHARS, || format!("question {n}'s scenario"))?;
        }
        match (&q.context, band.has_context()) {
            (Some(context), _) => check_text(context, MAX_QUESTION_CHARS, || format!("question {n}'s context"))?,
            (None, true) => return Err(format!("question {n} has no context")),
            (None, false) => {}
        }
        if !answers_range.contains(&q.answers.len()) {
            return Err(format!(
                "question {n} has {} answers, not {} to {}",
                q.answers.len(),
                answers_range.start(),
                answers_range.end()
            ));
        }
        for (m, a) in q.answers.iter().enumerate() {
            let m = m + 1;
            check_text(&a.text, MAX_ANSWER_CHARS, || format!("question {n}, answer {m}"))?;
            let duplicate = q.answers[..m - 1].iter().any(|b| b.text.trim().eq_ignore_ascii_case(a.text.trim()));
            if duplicate {
                return Err(format!("question {n}, answer {m} repeats an earlier answer"));
            }
            match (&a.description, band.has_context()) {
                (Some(d), _) => check_text(d, MAX_ANSWER_CHARS, || format!("question {n}, answer {m}'s description"))?,
                (None, true) => return Err(format!("question {n}, answer {m} has no description")),
                (None, false) => {}
            }
            let distinct = (a.tags.len() == 2 && a.tags[0] != a.tags[1]) || a.tags.len() == 1;
            if !distinct {
                return Err(format!("question {n}, answer {m} needs one or two different RIASEC tags"));
            }
        }
    }
    let counts = offered_counts(questions);
    let (least, most) = (counts.iter().min().copied().unwrap_or(0), counts.iter().max().copied().unwrap_or(0));
    if least == 0 || most - least > 1 {
        return Err(format!("the RIASEC types are not offered evenly (R, I, A, S, E, C offered {counts:?} times)"));
    }
    Ok(())
}

fn check_text(text: &str, max: usize, what: impl Fn() -> String) -> Result<(), String> {
    if text.trim().is_empty() {
        return Err(format!("{} is empty", what()));
    }
    if text.chars().count() > max {
        return Err(format!("{} is longer than {max} characters", what()));
    }
    Ok(())
}
