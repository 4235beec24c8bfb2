//! Quizzes and their submissions as stored.

use chrono::{DateTime, Utc};
use diesel::{ExpressionMethods, Insertable, OptionalExtension, QueryDsl, Queryable, Selectable, SelectableHelper};
use diesel_async::RunQueryDsl;
use serde_json::Value;
use uuid::Uuid;

use crate::db::{
    Connection,
    schema::{children, quiz_submissions, quizzes},
};

/// A generated quiz: its questions with the server's RIASEC tags.
#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = quizzes)]
pub(crate) struct QuizRow {
    pub id: Uuid,
    pub child_id: Uuid,
    pub age_range: String,
    pub questions: Value,
}

#[derive(Debug, Insertable)]
#[diesel(table_name = quizzes)]
pub struct NewQuiz {
    pub child_id: Uuid,
    pub age_range: String,
    pub questions: Value,
}

/// A scored quiz.
#[derive(Debug, Clone, Queryable, Selectable, Insertable)]
#[diesel(table_name = quiz_submissions)]
pub struct SubmissionRow {
    pub quiz_id: Uuid,
    pub child_id: Uuid,
    /// The index of the answer chosen for each question, in question order (a JSON array).
    pub choices: Value,
    /// The RIASEC scores at submit time, six numbers in R, I, A, S, E, C order; none for
    /// submissions from before they were stored.
    pub scores: Option<Value>,
    /// The analysis text fields by name.
    pub analysis: Value,
    pub top_career_areas: Vec<String>,
    pub submitted_at: DateTime<Utc>,
}

pub(crate) async fn insert_quiz(conn: &mut Connection<'_>, quiz: NewQuiz) -> diesel::QueryResult<QuizRow> {
    diesel::insert_into(quizzes::table).values(quiz).returning(QuizRow::as_returning()).get_result(conn).await
}

pub(crate) async fn quiz(conn: &mut Connection<'_>, id: Uuid) -> diesel::QueryResult<Option<QuizRow>> {
    quizzes::table.find(id).select(QuizRow::as_select()).first(conn).await.optional()
}

/// Stores a submission; a second submission of the same quiz is a unique violation.
pub(crate) async fn insert_submission(conn: &mut Connection<'_>, submission: SubmissionRow) -> diesel::QueryResult<()> {
    diesel::insert_into(quiz_submissions::table).values(submission).execute(conn).await.map(drop)
}

pub(crate) async fn submission(conn: &mut Connection<'_>, quiz_id: Uuid) -> diesel::QueryResult<Option<SubmissionRow>> {
    quiz_submissions::table.find(quiz_id).select(SubmissionRow::as_select()).first(conn).await.optional()
}

/// The child's latest submitted quiz: their current profile.
pub(crate) async fn latest_submission(
    conn: &mut Connection<'_>,
    child_id: Uuid,
) -> diesel::QueryResult<Option<(QuizRow, SubmissionRow)>> {
    quizzes::table
        .inner_join(quiz_submissions::table)
        .filter(quiz_submissions::child_id.eq(child_id))
        .order(quiz_submissions::submitted_at.desc())
        .select((QuizRow::as_select(), SubmissionRow::as_select()))
        .first(conn)
        .await
        .optional()
}

/// The child's first name and birth date, for the results page and the age band.
pub(crate) async fn child(
    conn: &mut Connection<'_>,
    child_id: Uuid,
) -> diesel::QueryResult<Option<(String, chrono::NaiveDate)>> {
    children::table.find(child_id).select((children::first_name, children::birth_date)).first(conn).await.optional()
}
