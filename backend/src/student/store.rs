//! What the dashboard reads about a child.

use chrono::NaiveDate;
use diesel::{
    ExpressionMethods, OptionalExtension, QueryDsl, Queryable, Selectable, SelectableHelper, dsl::exists, select,
};
use diesel_async::RunQueryDsl;
use uuid::Uuid;

use crate::db::{
    Connection,
    schema::{children, quiz_submissions},
};

/// The child's profile card.
#[derive(Debug, Queryable, Selectable)]
#[diesel(table_name = children)]
pub struct ChildProfile {
    pub first_name: String,
    pub last_name: String,
    pub birth_date: NaiveDate,
    pub image: String,
}

/// The child's profile, if the child still exists.
pub async fn profile(conn: &mut Connection<'_>, child_id: Uuid) -> diesel::QueryResult<Option<ChildProfile>> {
    children::table.find(child_id).select(ChildProfile::as_select()).first(conn).await.optional()
}

/// Whether the child has submitted any quiz.
pub async fn has_submitted_quiz(conn: &mut Connection<'_>, child_id: Uuid) -> diesel::QueryResult<bool> {
    select(exists(quiz_submissions::table.filter(quiz_submissions::child_id.eq(child_id)))).get_result(conn).await
}
