//! Deterministic scoring of a child's answers.

use super::questions::Question;
use super::riasec::{Dimension, Profile};

/// Scores a quiz: `chosen[i]` is the index of the answer picked for `questions[i]`. For each RIASEC
/// type, the score is the number of answered questions where the chosen answer carries the type,
/// divided by the number of answered questions that offered the type in any answer, so a type
/// offered less often is not at a disadvantage. (In the built-in banks every question offers every
/// type once.)
///
/// A question without a choice (past the end of `chosen`) or with an index out of range is left
/// out entirely, offers included; callers are expected to have checked that every question was
/// answered. The same input always gives the same profile.
pub fn score(questions: &[Question], chosen: &[usize]) -> Profile {
    let mut picked = [0.0_f64; 6];
    let mut offered = [0.0_f64; 6];
    for (question, &choice) in questions.iter().zip(chosen) {
        let Some(answer) = question.answers.get(choice) else {
            continue;
        };
        for d in Dimension::ALL {
            if question.answers.iter().any(|a| a.tags.contains(&d)) {
                offered[d.index()] += 1.0;
            }
            if answer.tags.contains(&d) {
                picked[d.index()] += 1.0;
            }
        }
    }
    let mut scores = [0.0; 6];
    for i in 0..6 {
        if offered[i] > 0.0 {
            scores[i] = picked[i] / offered[i];
        }
    }
    Profile::new(scores)
}
