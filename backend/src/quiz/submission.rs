//! Generating a quiz and scoring a submission: the quiz feature's domain over its store, apart
//! from the service that answers on the wire. The career feature reads submissions through it.

use std::collections::BTreeMap;

use chrono::{DateTime, Utc};
use diesel_async::AsyncConnection;
use uuid::Uuid;

use super::{
    engine::{self, AgeBand, Question},
    store::{self, NewQuiz, QuizRow, SubmissionRow},
};
use crate::{
    auth::Caller,
    error::{AppError, AppResult},
    state::AppState,
    student,
};

/// A submitted quiz as the career feature reads it: its band and the child's scores.
pub(crate) struct ScoredQuiz {
    /// The quiz's age band.
    pub(crate) band: AgeBand,
    /// The RIASEC scores of the child's answers.
    pub(crate) profile: engine::Profile,
}

impl ScoredQuiz {
    /// Rebuilds a stored submission: its scores as stored at submit time, or for submissions
    /// from before scores were stored, scored again from the stored answer indices.
    pub(crate) fn from_rows(quiz: &QuizRow, submission: &SubmissionRow) -> AppResult<Self> {
        let band = AgeBand::parse(&quiz.age_range)
            .ok_or_else(|| AppError::Internal(anyhow::anyhow!("stored quiz has age range {:?}", quiz.age_range)))?;
        let profile = match &submission.scores {
            Some(scores) => serde_json::from_value(scores.clone())?,
            None => {
                let chosen: Vec<usize> = serde_json::from_value(submission.choices.clone())?;
                engine::score(&questions_of(quiz)?, &chosen)
            }
        };
        Ok(Self { band, profile })
    }
}

/// The answer chosen for one question, by its text, as a child sends it.
#[derive(Debug, Clone)]
pub(crate) struct AnswerChoice {
    /// The question's index in the quiz, from 0.
    pub(crate) question_index: i32,
    /// The chosen answer's text.
    pub(crate) answer: String,
}

pub(crate) fn questions_of(quiz: &QuizRow) -> AppResult<Vec<Question>> {
    Ok(serde_json::from_value(quiz.questions.clone())?)
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
fn chosen_answers(questions: &[Question], answers: &[AnswerChoice]) -> AppResult<Vec<usize>> {
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

/// A newly generated quiz.
pub(crate) struct GeneratedQuiz {
    /// The stored quiz's id.
    pub(crate) id: Uuid,
    /// The band, such as "9-12".
    pub(crate) age_range: String,
    /// The questions, with the tags the child never sees.
    pub(crate) questions: Vec<Question>,
}

/// A new quiz for `age_range` (one of the four bands), stored for the child.
pub(crate) async fn generate(state: &AppState, child: Caller, age_range: &str) -> AppResult<GeneratedQuiz> {
    let band = AgeBand::parse(age_range.trim()).ok_or_else(|| {
        AppError::invalid(
            "ageRange",
            format!(
                "ageRange must be one of {}",
                AgeBand::ALL.iter().map(|band| band.as_str()).collect::<Vec<_>>().join(", ")
            ),
        )
    })?;
    let questions = state.quiz_provider.questions(band).await;
    let stored = serde_json::to_value(&questions)?;
    let mut conn = state.db().await?;
    let quiz = store::insert_quiz(
        &mut conn,
        NewQuiz { child_id: child.id, age_range: band.as_str().to_owned(), questions: stored },
    )
    .await?;
    Ok(GeneratedQuiz { id: quiz.id, age_range: quiz.age_range, questions })
}

/// A scored submission, as the results page shows it.
pub(crate) struct Submitted {
    /// The quiz's id.
    pub(crate) quiz_id: Uuid,
    /// The band, such as "9-12".
    pub(crate) age_range: String,
    /// The analysis text fields by name.
    pub(crate) analysis: BTreeMap<String, String>,
    /// The child's top career areas, best first, as labels.
    pub(crate) top_career_areas: Vec<String>,
    /// The answer chosen for every question, in question order.
    pub(crate) answers: Vec<AnswerChoice>,
    /// When it was stored.
    pub(crate) submitted_at: DateTime<Utc>,
    /// The child's first name, for the results page.
    pub(crate) first_name: String,
}

/// Scores the child's answers to their quiz `quiz_id`, stores the submission and awards the
/// badges it earns (Career Dreamer) in one transaction. A second submission is ALREADY_EXISTS.
pub(crate) async fn submit(
    state: &AppState,
    child: Caller,
    quiz_id: &str,
    answers: &[AnswerChoice],
) -> AppResult<Submitted> {
    let quiz_id = parse_quiz_id("quizId", quiz_id)?;
    let mut conn = state.db().await?;
    let quiz = own_quiz(&mut conn, child, quiz_id).await?;
    if store::submission(&mut conn, quiz.id).await?.is_some() {
        return Err(AppError::quiz_already_submitted());
    }
    let (first_name, _) = store::child(&mut conn, child.id).await?.ok_or(AppError::AccountGone)?;
    drop(conn);

    let band = AgeBand::parse(&quiz.age_range)
        .ok_or_else(|| AppError::Internal(anyhow::anyhow!("stored quiz has age range {:?}", quiz.age_range)))?;
    let questions = questions_of(&quiz)?;
    let chosen = chosen_answers(&questions, answers)?;
    let profile = engine::score(&questions, &chosen);
    let top = engine::top_dimensions(&profile);
    // Stored as RIASEC letters, a key that never changes; answered as labels.
    let top_letters: Vec<String> = top.iter().map(|d| d.letter().to_string()).collect();
    let top_career_areas: Vec<String> = top.iter().map(|d| d.career_area().to_owned()).collect();
    let chosen_texts: Vec<String> = questions.iter().zip(&chosen).map(|(q, &c)| q.answers[c].text.clone()).collect();
    let analysis = state.quiz_provider.analysis(band, &profile, &chosen_texts).await;
    let answers: Vec<AnswerChoice> = chosen_texts
        .into_iter()
        .enumerate()
        .map(|(index, answer)| AnswerChoice { question_index: index as i32, answer })
        .collect();

    let submitted_at = Utc::now();
    let submission = SubmissionRow {
        quiz_id: quiz.id,
        child_id: child.id,
        choices: serde_json::to_value(&chosen)?,
        scores: Some(serde_json::to_value(profile)?),
        analysis: serde_json::to_value(&analysis)?,
        top_career_areas: top_letters,
        submitted_at,
    };
    let mut conn = state.db().await?;
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
    Ok(Submitted {
        quiz_id: quiz.id,
        age_range: quiz.age_range,
        analysis,
        top_career_areas,
        answers,
        submitted_at,
        first_name,
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

    #[test]
    fn stored_scores_are_read_as_stored_and_older_submissions_are_scored_from_their_choices() {
        let questions = quiz();
        let chosen: Vec<usize> = questions.iter().map(|q| q.answers.len() - 1).collect();
        let quiz_row = QuizRow {
            id: Uuid::new_v4(),
            child_id: Uuid::new_v4(),
            age_range: "9-12".into(),
            questions: serde_json::to_value(&questions).unwrap(),
        };
        let mut submission = SubmissionRow {
            quiz_id: quiz_row.id,
            child_id: quiz_row.child_id,
            choices: serde_json::to_value(&chosen).unwrap(),
            scores: None,
            analysis: serde_json::json!({}),
            top_career_areas: vec![],
            submitted_at: chrono::Utc::now(),
        };
        let rescored = ScoredQuiz::from_rows(&quiz_row, &submission).unwrap();
        assert_eq!(rescored.band, AgeBand::BuddingInnovators);
        assert_eq!(rescored.profile, engine::score(&questions, &chosen));

        // Stored scores win: a later change to the questions or scoring cannot change them.
        let stored = engine::Profile::new([0.1, 0.2, 0.3, 0.4, 0.5, 0.6]);
        submission.scores = Some(serde_json::to_value(stored).unwrap());
        assert_eq!(ScoredQuiz::from_rows(&quiz_row, &submission).unwrap().profile, stored);
    }
}
