//! Quizzes and their submissions as stored.

use chrono::{DateTime, Utc};
use diesel::{
    ExpressionMethods, Insertable, JoinOnDsl, OptionalExtension, QueryDsl, Queryable, Selectable, SelectableHelper,
};
use diesel_async::RunQueryDsl;
use uuid::Uuid;

use super::engine::{Profile, Question};
use crate::db::{
    Connection,
    schema::{quiz_submissions, quizzes},
    types::{CareerAreas, Json},
};

/// A generated quiz: its questions with the server's RIASEC tags.
#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = quizzes)]
pub(crate) struct QuizRow {
    pub id: Uuid,
    pub child_id: Uuid,
    pub age_range: String,
    pub questions: Json<Vec<Question>>,
}

#[derive(Debug, Insertable)]
#[diesel(table_name = quizzes)]
pub struct NewQuiz {
    pub child_id: Uuid,
    pub age_range: String,
    pub questions: Json<Vec<Question>>,
}

/// A scored quiz.
#[derive(Debug, Clone, Queryable, Selectable, Insertable)]
#[diesel(table_name = quiz_submissions)]
pub struct SubmissionRow {
    pub quiz_id: Uuid,
    pub child_id: Uuid,
    /// The index of the answer chosen for each question, in question order.
    pub choices: Json<Vec<usize>>,
    /// The RIASEC scores at submit time.
    pub scores: Json<Profile>,
    /// The top career areas of the scores, best first.
    pub top_career_areas: CareerAreas,
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
        .inner_join(quiz_submissions::table.on(quiz_submissions::quiz_id.eq(quizzes::id)))
        .filter(quiz_submissions::child_id.eq(child_id))
        .order(quiz_submissions::submitted_at.desc())
        .select((QuizRow::as_select(), SubmissionRow::as_select()))
        .first(conn)
        .await
        .optional()
}
