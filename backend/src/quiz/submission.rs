//! Generating a quiz and scoring a submission: the quiz feature's domain over its store, apart
//! from the service that answers on the wire. The career feature reads submissions through it.

use crate::error::Reason;
use std::collections::BTreeMap;

use chrono::{DateTime, Utc};
use diesel_async::AsyncConnection;
use uuid::Uuid;

use super::{
    engine::{self, AgeBand, Dimension, Question},
    store::{self, NewQuiz, QuizRow, SubmissionRow},
};
use crate::{
    account::children::ChildAccount,
    auth::Caller,
    db::{
        Connection,
        types::{CareerAreas, Json},
    },
    error::{AppError, AppResult},
    i18n::Language,
    limits::Counter,
    notifications,
    state::AppState,
    student,
};

/// A submitted quiz as the career feature reads it: its band and the child's scores as they were
/// at submit time.
pub(crate) struct ScoredQuiz {
    /// The quiz's age band.
    pub(crate) band: AgeBand,
    /// The RIASEC scores of the child's answers.
    pub(crate) profile: engine::Profile,
}

impl ScoredQuiz {
    fn from_rows(quiz: &QuizRow, submission: SubmissionRow) -> AppResult<Self> {
        Ok(Self { band: band_of(quiz)?, profile: submission.scores.0 })
    }
}

/// The scores of the caller's quiz `quiz_id`; `None` while it is not submitted.
pub(crate) async fn scored(conn: &mut Connection<'_>, child: Caller, quiz_id: Uuid) -> AppResult<Option<ScoredQuiz>> {
    let quiz = own_quiz(conn, child, quiz_id).await?;
    store::submission(conn, quiz.id).await?.map(|submission| ScoredQuiz::from_rows(&quiz, submission)).transpose()
}

/// The scores of the caller's latest submitted quiz, their current profile; `None` before any.
pub(crate) async fn latest(conn: &mut Connection<'_>, child: Caller) -> AppResult<Option<ScoredQuiz>> {
    store::latest_submission(conn, child.id)
        .await?
        .map(|(quiz, submission)| ScoredQuiz::from_rows(&quiz, submission))
        .transpose()
}

fn band_of(quiz: &QuizRow) -> AppResult<AgeBand> {
    AgeBand::parse(&quiz.age_range)
        .ok_or_else(|| AppError::Internal(anyhow::anyhow!("stored quiz has age range {:?}", quiz.age_range)))
}

/// The answer chosen for one question, by its text, as a child sends it.
#[derive(Debug, Clone)]
pub(crate) struct AnswerChoice {
    /// The question's index in the quiz, from 0.
    pub(crate) question_index: i32,
    /// The chosen answer's text.
    pub(crate) answer: String,
}

/// A quiz id from a request.
pub(crate) fn parse_quiz_id(field: &'static str, value: &str) -> AppResult<Uuid> {
    if value.trim().is_empty() {
        return Err(AppError::invalid(field, crate::words!("field-required", field = field)));
    }
    value.trim().parse().map_err(|_| AppError::invalid(field, crate::words!("quiz-id-malformed", field = field)))
}

/// The caller's quiz; an unknown one and another child's are NOT_FOUND alike, so that an id
/// tells nothing about other children.
async fn own_quiz(conn: &mut Connection<'_>, child: Caller, quiz_id: Uuid) -> AppResult<QuizRow> {
    store::quiz(conn, quiz_id)
        .await?
        .filter(|quiz| quiz.child_id == child.id)
        .ok_or_else(|| AppError::NotFound(Reason::QuizNotFound, crate::words!("quiz-not-found")))
}

/// The answer index chosen for every question; the last answer given for an index counts.
fn chosen_answers(questions: &[Question], answers: &[AnswerChoice]) -> AppResult<Vec<usize>> {
    let mut chosen: BTreeMap<usize, usize> = BTreeMap::new();
    for answer in answers {
        let index =
            usize::try_from(answer.question_index).ok().filter(|index| *index < questions.len()).ok_or_else(|| {
                AppError::invalid(
                    "answers",
                    crate::words!("question-index-unknown", index = answer.question_index, last = questions.len() - 1),
                )
            })?;
        let choice = questions[index].answer_index(&answer.answer).ok_or_else(|| {
            AppError::invalid(
                "answers",
                crate::words!(
                    "answer-not-offered",
                    index = index,
                    choices = questions[index].answer_texts().join(" / "),
                    answer = format!("{:?}", answer.answer)
                ),
            )
        })?;
        chosen.insert(index, choice);
    }
    let missing: Vec<String> =
        (0..questions.len()).filter(|i| !chosen.contains_key(i)).map(|i| i.to_string()).collect();
    if !missing.is_empty() {
        return Err(AppError::invalid("answers", crate::words!("answers-missing", questions = missing.join(", "))));
    }
    Ok(chosen.into_values().collect())
}

/// A newly generated quiz.
pub(crate) struct GeneratedQuiz {
    /// The stored quiz's id.
    pub(crate) id: Uuid,
    /// The band, such as "9-12".
    pub(crate) age_range: String,
    /// The questions, with the tags the child never sees.
    pub(crate) questions: Vec<Question>,
}

/// A new quiz for `age_range` (one of the four bands) in the child's language, stored for the child.
pub(crate) async fn generate(state: &AppState, account: &ChildAccount, age_range: &str) -> AppResult<GeneratedQuiz> {
    let child = account.caller();
    let band = AgeBand::parse(age_range.trim()).ok_or_else(|| {
        AppError::invalid(
            "ageRange",
            crate::words!(
                "age-range-unknown",
                bands = AgeBand::ALL.iter().map(|band| band.as_str()).collect::<Vec<_>>().join(", ")
            ),
        )
    })?;
    let mut conn = state.db().await?;
    state.limits.take(&mut conn, Counter::QuizGeneration, &child.id.to_string(), Some(child.id)).await?;
    drop(conn);
    // In the child's language as it is now; the stored quiz keeps it, and answers match its words.
    let provider = state.quiz_provider.for_child(account.settings.outside_ai);
    let questions = provider.questions(band, account.settings.language).await;
    let mut conn = state.db().await?;
    let quiz = store::insert_quiz(
        &mut conn,
        NewQuiz { child_id: child.id, age_range: band.as_str().to_owned(), questions: Json(questions) },
    )
    .await?;
    Ok(GeneratedQuiz { id: quiz.id, age_range: quiz.age_range, questions: quiz.questions.0 })
}

/// A scored submission, as the results page shows it.
pub(crate) struct Submitted {
    /// The quiz's id.
    pub(crate) quiz_id: Uuid,
    /// The band, such as "9-12".
    pub(crate) age_range: String,
    /// The analysis text fields by name.
    pub(crate) analysis: BTreeMap<String, String>,
    /// The child's top career areas, best first.
    pub(crate) top_career_areas: Vec<Dimension>,
    /// The answer chosen for every question, in question order.
    pub(crate) answers: Vec<AnswerChoice>,
    /// When it was stored.
    pub(crate) submitted_at: DateTime<Utc>,
    /// The child's first name, for the results page.
    pub(crate) first_name: String,
    /// The child's language, which the analysis is written in and the career areas named in.
    pub(crate) language: Language,
}

/// Scores the child's answers to their quiz `quiz_id`, stores the submission and awards the
/// badges it earns (Career Dreamer) with their notifications in one transaction. A second
/// submission is ALREADY_EXISTS.
pub(crate) async fn submit(
    state: &AppState,
    account: &ChildAccount,
    quiz_id: &str,
    answers: &[AnswerChoice],
) -> AppResult<Submitted> {
    let child = account.caller();
    let first_name = account.first_name.clone();
    let quiz_id = parse_quiz_id("quizId", quiz_id)?;
    let mut conn = state.db().await?;
    let quiz = own_quiz(&mut conn, child, quiz_id).await?;
    if store::submission(&mut conn, quiz.id).await?.is_some() {
        return Err(AppError::quiz_already_submitted());
    }
    drop(conn);

    let band = band_of(&quiz)?;
    let questions = quiz.questions.0;
    let chosen = chosen_answers(&questions, answers)?;
    let profile = engine::score(&questions, &chosen);
    let top_career_areas = engine::top_dimensions(&profile);
    let chosen_texts: Vec<String> = questions.iter().zip(&chosen).map(|(q, &c)| q.answers[c].text.clone()).collect();
    let language = account.settings.language;
    let analysis = state
        .quiz_provider
        .for_child(account.settings.outside_ai)
        .analysis(band, language, &profile, &chosen_texts)
        .await;
    let answers: Vec<AnswerChoice> = chosen_texts
        .into_iter()
        .enumerate()
        .map(|(index, answer)| AnswerChoice { question_index: index as i32, answer })
        .collect();

    let submitted_at = Utc::now();
    let submission = SubmissionRow {
        quiz_id: quiz.id,
        child_id: child.id,
        choices: Json(chosen),
        scores: Json(profile),
        top_career_areas: CareerAreas(top_career_areas.clone()),
        submitted_at,
    };
    let mut conn = state.db().await?;
    // The submission, its notification and the badges it earns (Career Dreamer) land together.
    conn.transaction(async |conn| {
        if !crate::account::children::lock(conn, child.id).await? {
            return Err(AppError::AccountGone);
        }
        // The same quiz submitted twice at once: the second loses on the key.
        store::insert_submission(conn, submission).await?;
        let ready = notifications::New { kind: notifications::Kind::QuizResults, subject: "", points: 0 };
        notifications::store::record(conn, child.id, &[ready]).await?;
        student::awards::award_earned_badges(conn, child.id).await.map(drop)
    })
    .await?;
    // The dashboard ranks by the new career areas from the next call on.
    state.caches.quiz_changed(child.id);
    Ok(Submitted {
        quiz_id: quiz.id,
        age_range: quiz.age_range,
        analysis,
        top_career_areas,
        answers,
        submitted_at,
        first_name,
        language,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn quiz() -> Vec<Question> {
        engine::generate(AgeBand::BuddingInnovators, &mut rand::rng())
    }

    fn answer(index: i32, text: &str) -> AnswerChoice {
        AnswerChoice { question_index: index, answer: text.to_owned() }
    }

    #[test]
    fn the_last_answer_for_an_index_counts() {
        let questions = quiz();
        let mut answers: Vec<AnswerChoice> =
            questions.iter().enumerate().map(|(i, q)| answer(i as i32, &q.answers[0].text)).collect();
        answers.push(answer(2, &questions[2].answers[1].text));
        let chosen = chosen_answers(&questions, &answers).unwrap();
        assert_eq!(chosen[2], 1);
        assert!(chosen.iter().enumerate().all(|(i, &c)| i == 2 || c == 0));
    }

    #[test]
    fn missing_unknown_and_out_of_range_answers_say_which() {
        let questions = quiz();
        let mut answers: Vec<AnswerChoice> =
            questions.iter().enumerate().skip(2).map(|(i, q)| answer(i as i32, &q.answers[0].text)).collect();
        let error = chosen_answers(&questions, &answers).unwrap_err().to_string();
        assert!(error.contains("questions 0, 1 have none"), "{error}");

        answers.push(answer(0, "not an offered answer"));
        let error = chosen_answers(&questions, &answers).unwrap_err().to_string();
        assert!(error.contains("question 0 must be one of its choices"), "{error}");

        let error = chosen_answers(&questions, &[answer(99, "x")]).unwrap_err().to_string();
        assert!(error.contains("questionIndex 99 does not exist"), "{error}");
    }
}
