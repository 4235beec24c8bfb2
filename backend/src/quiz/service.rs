//! QuizService: a child generates an age-banded quiz and submits their answers for scoring.

use std::collections::BTreeMap;

use chrono::Utc;
use diesel_async::AsyncConnection;
use tonic::{Request, Response, Status};
use uuid::Uuid;

use super::{
    engine::{self, AgeBand, Question},
    store::{self, NewQuiz, QuizRow, SubmissionRow},
};
use crate::{
    api::v1::{self, quiz_service_server::QuizService},
    auth::{Caller, Role},
    error::{AppError, AppResult},
    state::AppState,
    student,
};

/// The QuizService: a child generates and submits career quizzes.
#[derive(Clone)]
pub struct QuizApi {
    state: AppState,
}

/// A submitted quiz as the domain sees it: the questions asked and the answer chosen for each.
pub(crate) struct ScoredQuiz {
    pub band: AgeBand,
    pub questions: Vec<Question>,
    pub chosen: Vec<usize>,
}

impl ScoredQuiz {
    pub(crate) fn profile(&self) -> engine::Profile {
        engine::score(&self.questions, &self.chosen)
    }

    /// Rebuilds a stored submission.
    pub(crate) fn from_rows(quiz: &QuizRow, submission: &SubmissionRow) -> AppResult<Self> {
        let band = AgeBand::parse(&quiz.age_range)
            .ok_or_else(|| AppError::Internal(anyhow::anyhow!("stored quiz has age range {:?}", quiz.age_range)))?;
        let questions = questions_of(quiz)?;
        let answers: Vec<v1::QuizAnswer> = serde_json::from_value::<Vec<StoredAnswer>>(submission.answers.clone())
            .map_err(|error| AppError::Internal(error.into()))?
            .into_iter()
            .map(Into::into)
            .collect();
        let chosen = chosen_answers(&questions, &answers)?;
        Ok(Self { band, questions, chosen })
    }
}

/// An answer as stored in `quiz_submissions.answers`.
#[derive(serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "camelCase")]
struct StoredAnswer {
    question_index: i32,
    answer: String,
}

impl From<StoredAnswer> for v1::QuizAnswer {
    fn from(answer: StoredAnswer) -> Self {
        Self { question_index: answer.question_index, answer: answer.answer }
    }
}

pub(crate) fn questions_of(quiz: &QuizRow) -> AppResult<Vec<Question>> {
    serde_json::from_value(quiz.questions.clone()).map_err(|error| AppError::Internal(error.into()))
}

/// A quiz id from a request.
pub(crate) fn parse_quiz_id(field: &'static str, value: &str) -> AppResult<Uuid> {
    if value.trim().is_empty() {
        return Err(AppError::invalid(field, format!("{field} is required")));
    }
    value
        .trim()
        .parse()
        .map_err(|_| AppError::invalid(field, format!("{field} must be the quizId that GenerateQuiz returned")))
}

/// The caller's quiz: another child's is PERMISSION_DENIED, an unknown one NOT_FOUND.
pub(crate) async fn own_quiz(conn: &mut crate::db::Connection<'_>, child: Caller, quiz_id: Uuid) -> AppResult<QuizRow> {
    let quiz = store::quiz(conn, quiz_id)
        .await?
        .ok_or_else(|| AppError::NotFound("there is no quiz with this id; take a new quiz".into()))?;
    if quiz.child_id != child.id {
        return Err(AppError::PermissionDenied("this quiz belongs to another child".into()));
    }
    Ok(quiz)
}

/// The answer index chosen for every question; the last answer given for an index counts.
fn chosen_answers(questions: &[Question], answers: &[v1::QuizAnswer]) -> AppResult<Vec<usize>> {
    let mut chosen: BTreeMap<usize, usize> = BTreeMap::new();
    for answer in answers {
        let index =
            usize::try_from(answer.question_index).ok().filter(|index| *index < questions.len()).ok_or_else(|| {
                AppError::invalid(
                    "answers",
                    format!(
                        "questionIndex {} does not exist: this quiz has questions 0 to {}",
                        answer.question_index,
                        questions.len() - 1
                    ),
                )
            })?;
        let choice = questions[index].answer_index(&answer.answer).ok_or_else(|| {
            AppError::invalid(
                "answers",
                format!(
                    "the answer to question {index} must be one of its choices ({}), not {:?}",
                    questions[index].answer_texts().join(" / "),
                    answer.answer
                ),
            )
        })?;
        chosen.insert(index, choice);
    }
    let missing: Vec<String> =
        (0..questions.len()).filter(|i| !chosen.contains_key(i)).map(|i| i.to_string()).collect();
    if !missing.is_empty() {
        return Err(AppError::invalid(
            "answers",
            format!("every question needs an answer; questions {} have none", missing.join(", ")),
        ));
    }
    Ok(chosen.into_values().collect())
}

impl QuizApi {
    /// The service over the shared state.
    pub fn new(state: AppState) -> Self {
        Self { state }
    }

    async fn generate(&self, child: Caller, request: v1::GenerateQuizRequest) -> AppResult<v1::GenerateQuizResponse> {
        let band = AgeBand::parse(request.age_range.trim()).ok_or_else(|| {
            AppError::invalid(
                "ageRange",
                format!(
                    "ageRange must be one of {}",
                    AgeBand::ALL.iter().map(|band| band.as_str()).collect::<Vec<_>>().join(", ")
                ),
            )
        })?;
        let questions = self.state.quiz_provider.questions(band).await;
        let stored = serde_json::to_value(&questions).map_err(|error| AppError::Internal(error.into()))?;
        let mut conn = self.state.db().await?;
        let quiz = store::insert_quiz(
            &mut conn,
            NewQuiz { child_id: child.id, age_range: band.as_str().to_owned(), questions: stored },
        )
        .await?;
        Ok(v1::GenerateQuizResponse {
            quiz_id: quiz.id.to_string(),
            quiz: Some(v1::Quiz {
                questions: questions.iter().map(public_question).collect(),
                age_range: quiz.age_range,
            }),
        })
    }

    async fn submit(&self, child: Caller, request: v1::SubmitQuizRequest) -> AppResult<v1::SubmitQuizResponse> {
        let quiz_id = parse_quiz_id("quizId", &request.quiz_id)?;
        let mut conn = self.state.db().await?;
        let quiz = own_quiz(&mut conn, child, quiz_id).await?;
        if store::submission(&mut conn, quiz.id).await?.is_some() {
            return Err(AppError::quiz_already_submitted());
        }
        let (first_name, _) = store::child(&mut conn, child.id).await?.ok_or(AppError::AccountGone)?;
        drop(conn);

        let band = AgeBand::parse(&quiz.age_range)
            .ok_or_else(|| AppError::Internal(anyhow::anyhow!("stored quiz has age range {:?}", quiz.age_range)))?;
        let questions = questions_of(&quiz)?;
        let chosen = chosen_answers(&questions, &request.answers)?;
        let scored = ScoredQuiz { band, questions, chosen };
        let profile = scored.profile();
        let top_career_areas: Vec<String> = engine::top_career_areas(&profile).into_iter().map(str::to_owned).collect();
        let chosen_texts: Vec<String> =
            scored.questions.iter().zip(&scored.chosen).map(|(q, &c)| q.answers[c].text.clone()).collect();
        let ai_analysis = self.state.quiz_provider.analysis(band, &profile, &chosen_texts).await;
        let answers: Vec<v1::QuizAnswer> = chosen_texts
            .into_iter()
            .enumerate()
            .map(|(index, answer)| v1::QuizAnswer { question_index: index as i32, answer })
            .collect();

        let submitted_at = Utc::now();
        let stored_answers: Vec<StoredAnswer> = answers
            .iter()
            .map(|a| StoredAnswer { question_index: a.question_index, answer: a.answer.clone() })
            .collect();
        let submission = SubmissionRow {
            quiz_id: quiz.id,
            child_id: child.id,
            answers: serde_json::to_value(stored_answers).map_err(|error| AppError::Internal(error.into()))?,
            analysis: serde_json::to_value(&ai_analysis).map_err(|error| AppError::Internal(error.into()))?,
            top_career_areas: top_career_areas.clone(),
            submitted_at,
        };
        let mut conn = self.state.db().await?;
        // The submission and the badges it earns (Career Dreamer) land together.
        conn.transaction(async |conn| {
            if !student::store::lock_child(conn, child.id).await? {
                return Err(AppError::AccountGone);
            }
            // The same quiz submitted twice at once: the second loses on the key.
            store::insert_submission(conn, submission).await?;
            student::awards::award_earned_badges(conn, child.id).await.map(drop)
        })
        .await?;
        Ok(v1::SubmitQuizResponse {
            analysis: Some(v1::QuizAnalysis { ai_analysis: ai_analysis.into_iter().collect(), top_career_areas }),
            answers,
            quiz_details: Some(v1::QuizDetails {
                id: quiz.id.to_string(),
                age_range: quiz.age_range,
                submitted_at: Some(submitted_at.into()),
            }),
            user_details: Some(v1::QuizUserDetails { first_name }),
        })
    }
}

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

#[tonic::async_trait]
impl QuizService for QuizApi {
    async fn generate_quiz(
        &self,
        request: Request<v1::GenerateQuizRequest>,
    ) -> Result<Response<v1::GenerateQuizResponse>, Status> {
        let child = self.state.tokens.authorize(request.metadata(), Role::Child)?;
        Ok(Response::new(self.generate(child, request.into_inner()).await?))
    }

    async fn submit_quiz(
        &self,
        request: Request<v1::SubmitQuizRequest>,
    ) -> Result<Response<v1::SubmitQuizResponse>, Status> {
        let child = self.state.tokens.authorize(request.metadata(), Role::Child)?;
        Ok(Response::new(self.submit(child, request.into_inner()).await?))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn quiz() -> Vec<Question> {
        engine::generate(AgeBand::BuddingInnovators, &mut rand::rng())
    }

    fn answer(index: i32, text: &str) -> v1::QuizAnswer {
        v1::QuizAnswer { question_index: index, answer: text.to_owned() }
    }

    #[test]
    fn the_last_answer_for_an_index_counts() {
        let questions = quiz();
        let mut answers: Vec<v1::QuizAnswer> =
            questions.iter().enumerate().map(|(i, q)| answer(i as i32, &q.answers[0].text)).collect();
        answers.push(answer(2, &questions[2].answers[1].text));
        let chosen = chosen_answers(&questions, &answers).unwrap();
        assert_eq!(chosen[2], 1);
        assert!(chosen.iter().enumerate().all(|(i, &c)| i == 2 || c == 0));
    }

    #[test]
    fn missing_unknown_and_out_of_range_answers_say_which() {
        let questions = quiz();
        let mut answers: Vec<v1::QuizAnswer> =
            questions.iter().enumerate().skip(2).map(|(i, q)| answer(i as i32, &q.answers[0].text)).collect();
        let error = chosen_answers(&questions, &answers).unwrap_err().to_string();
        assert!(error.contains("questions 0, 1 have none"), "{error}");

        answers.push(answer(0, "not an offered answer"));
        let error = chosen_answers(&questions, &answers).unwrap_err().to_string();
        assert!(error.contains("question 0 must be one of its choices"), "{error}");

        let error = chosen_answers(&questions, &[answer(99, "x")]).unwrap_err().to_string();
        assert!(error.contains("questionIndex 99 does not exist"), "{error}");
    }

    #[test]
    fn children_never_see_the_tags() {
        let question = &quiz()[0];
        let public = public_question(question);
        assert_eq!(public.answers, question.answer_texts());
        let encoded = format!("{public:?}");
        assert!(!encoded.contains("tags") && !encoded.contains("Realistic"));
    }
}
