//! Quiz questions as generated and stored, generating a quiz from a bank, and checking a quiz
//! written elsewhere (such as by a model) against the same rules.

use rand::Rng;
use rand::seq::SliceRandom;
use serde::{Deserialize, Serialize};

use super::riasec::Dimension;
use super::{AgeBand, banks};
use crate::i18n::Language;

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

/// A new quiz for `band` in English; see [`generate_in`].
pub fn generate(band: AgeBand, rng: &mut impl Rng) -> Vec<Question> {
    generate_in(band, Language::English, rng)
}

/// A new quiz for `band` in `language`: [`AgeBand::questions_per_quiz`] different questions drawn
/// at random from the band's bank, in random order, each with its answers shuffled. The same `rng`
/// draws the same questions in every language; only the words differ, the tags are the English
/// bank's.
///
/// Every bank question offers each RIASEC type exactly once, so every quiz offers all six types the
/// same number of times (one per question).
pub fn generate_in(band: AgeBand, language: Language, rng: &mut impl Rng) -> Vec<Question> {
    let bank = bank_questions(band, language);
    let picked = rand::seq::index::sample(rng, bank.len(), band.questions_per_quiz().min(bank.len()));
    picked
        .into_iter()
        .map(|i| {
            let mut question = bank[i].clone();
            question.answers.shuffle(rng);
            question
        })
        .collect()
}

/// Every question of the band's bank in `language`, in bank order, answers unshuffled: the
/// English bank's questions and tags with the translation's words (English where the language
/// has no translation).
pub fn bank_questions(band: AgeBand, language: Language) -> Vec<Question> {
    let translation = banks::translations::translation(band, language);
    band.bank()
        .iter()
        .enumerate()
        .map(|(n, english)| {
            let translated = translation.map(|questions| &questions[n]);
            Question {
                text: translated.map_or(english.text, |t| &t.text).to_owned(),
                scenario: translated.map_or(english.scenario, |t| t.scenario.as_deref()).map(str::to_owned),
                context: translated.map_or(english.context, |t| t.context.as_deref()).map(str::to_owned),
                answers: english
                    .answers
                    .iter()
                    .enumerate()
                    .map(|(m, answer)| {
                        let translated = translated.map(|t| &t.answers[m]);
                        Answer {
                            text: translated.map_or(answer.text, |t| &t.text).to_owned(),
                            description: translated
                                .map_or(answer.description, |t| t.description.as_deref())
                                .map(str::to_owned),
                            tags: answer.tags.to_vec(),
                        }
                    })
                    .collect(),
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

#[cfg(test)]
mod tests {
    use rand::SeedableRng;
    use rand::rngs::StdRng;

    use super::*;

    const TRANSLATED: [Language; 2] = [Language::Kiswahili, Language::French];

    #[test]
    fn a_quiz_in_kiswahili_or_french_asks_the_english_quizs_questions_in_its_words_with_its_tags() {
        for band in AgeBand::ALL {
            for language in TRANSLATED {
                for seed in 0..100 {
                    let english = generate(band, &mut StdRng::seed_from_u64(seed));
                    let translated = generate_in(band, language, &mut StdRng::seed_from_u64(seed));
                    assert_eq!(translated.len(), english.len());
                    for (en, tr) in english.iter().zip(&translated) {
                        assert_ne!(tr.text, en.text, "{language} {band} seed {seed}");
                        let tags = |q: &Question| q.answers.iter().map(|a| a.tags.clone()).collect::<Vec<_>>();
                        assert_eq!(tags(tr), tags(en), "{language} {band} seed {seed}: {:?}", tr.text);
                        assert_eq!(tr.scenario.is_some(), en.scenario.is_some());
                        assert_eq!(tr.descriptions().len(), en.descriptions().len());
                    }
                    assert_eq!(validate(band, &translated), Ok(()), "{language} {band} seed {seed}");
                }
            }
        }
    }

    #[test]
    fn every_translated_bank_question_is_asked_and_each_answer_keeps_its_english_tags() {
        for band in AgeBand::ALL {
            let english = bank_questions(band, Language::English);
            assert_eq!(english.len(), band.bank().len());
            assert!(english.iter().zip(band.bank()).all(|(q, bank)| q.text == bank.text));
            for language in TRANSLATED {
                let translated = bank_questions(band, language);
                assert_eq!(translated.len(), english.len(), "{language} {band}");
                for (en, tr) in english.iter().zip(&translated) {
                    for (en_answer, tr_answer) in en.answers.iter().zip(&tr.answers) {
                        assert_eq!(tr_answer.tags, en_answer.tags, "{language} {band}: {:?}", tr_answer.text);
                    }
                }
            }
        }
    }

    #[test]
    fn a_french_answer_is_found_by_its_exact_text() {
        let quiz = generate_in(AgeBand::BuddingInnovators, Language::French, &mut StdRng::seed_from_u64(4));
        let chosen = quiz[0].answers[2].text.clone();
        assert_eq!(quiz[0].answer_index(&chosen), Some(2));
    }
}
