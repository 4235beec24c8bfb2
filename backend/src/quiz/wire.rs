//! The quiz feature's answers on the wire: domain types to proto messages and back.

use super::{
    engine::{self, Question},
    submission::{AnswerChoice, GeneratedQuiz, Submitted},
};
use crate::api::v1;

/// A question as the child sees it: no RIASEC tags.
fn public_question(question: &Question) -> v1::QuizQuestion {
    v1::QuizQuestion {
        text: question.text.clone(),
        answers: question.answer_texts(),
        scenario: question.scenario.clone(),
        context: question.context.clone(),
        descriptions: question.descriptions(),
    }
}

pub(super) fn generated(quiz: GeneratedQuiz) -> v1::GenerateQuizResponse {
    v1::GenerateQuizResponse {
        quiz_id: quiz.id.to_string(),
        quiz: Some(v1::Quiz {
            questions: quiz.questions.iter().map(public_question).collect(),
            age_range: quiz.age_range,
        }),
    }
}

pub(super) fn answer_choices(answers: Vec<v1::QuizAnswer>) -> Vec<AnswerChoice> {
    answers.into_iter().map(|a| AnswerChoice { question_index: a.question_index, answer: a.answer }).collect()
}

pub(super) fn submitted(submitted: Submitted) -> v1::SubmitQuizResponse {
    v1::SubmitQuizResponse {
        analysis: Some(v1::QuizAnalysis {
            ai_analysis: submitted.analysis.into_iter().collect(),
            // Labels only here, on the wire, in the child's language; stored and compared as RIASEC
            // letters.
            top_career_areas: submitted
                .top_career_areas
                .iter()
                .map(|d| engine::area_label(*d, submitted.language).to_owned())
                .collect(),
        }),
        answers: submitted
            .answers
            .into_iter()
            .map(|a| v1::QuizAnswer { question_index: a.question_index, answer: a.answer })
            .collect(),
        quiz_details: Some(v1::QuizDetails {
            id: submitted.quiz_id.to_string(),
            age_range: submitted.age_range,
            submitted_at: Some(submitted.submitted_at.into()),
        }),
        user_details: Some(v1::QuizUserDetails { first_name: submitted.first_name }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::quiz::engine::{self, AgeBand};

    #[test]
    fn children_never_see_the_tags() {
        let question = &engine::generate(AgeBand::BuddingInnovators, &mut rand::rng())[0];
        let public = public_question(question);
        assert_eq!(public.answers, question.answer_texts());
        let encoded = format!("{public:?}");
        assert!(!encoded.contains("tags") && !encoded.contains("Realistic"));
    }
}
