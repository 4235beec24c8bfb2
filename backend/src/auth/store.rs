//! Account storage used by sign-up and sign-in.

use chrono::{DateTime, NaiveDate, Utc};
use diesel::{
    ExpressionMethods, Insertable, OptionalExtension, QueryDsl, Queryable, Selectable, SelectableHelper, dsl::sql,
    sql_types::Text,
};
use diesel_async::RunQueryDsl;
use uuid::Uuid;

use crate::{
    db::{
        Connection,
        schema::{children, parents},
    },
    error::AppResult,
};

/// A parent account as stored.
#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = parents)]
pub struct ParentRow {
    pub id: Uuid,
    pub first_name: String,
    pub last_name: String,
    pub email: String,
    pub phone: String,
    pub password_hash: String,
    pub created_at: DateTime<Utc>,
}

/// A new parent account.
#[derive(Debug, Insertable)]
#[diesel(table_name = parents)]
pub struct NewParent {
    pub first_name: String,
    pub last_name: String,
    pub email: String,
    pub phone: String,
    pub password_hash: String,
}

/// What child sign-in needs of a child.
#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = children)]
pub(crate) struct ChildCredentials {
    pub id: Uuid,
    pub first_name: String,
    pub last_name: String,
    pub birth_date: NaiveDate,
    pub password_hash: String,
}

/// Inserts a parent and returns their id; `None` when the email has an account already, which
/// stays as it is.
pub(crate) async fn insert_parent(conn: &mut Connection<'_>, parent: NewParent) -> AppResult<Option<Uuid>> {
    Ok(diesel::insert_into(parents::table)
        .values(parent)
        .on_conflict(parents::email)
        .do_nothing()
        .returning(parents::id)
        .get_result(conn)
        .await
        .optional()?)
}

/// The parent with this (lower-case) email address, if any.
pub(crate) async fn parent_by_email(conn: &mut Connection<'_>, email: &str) -> AppResult<Option<ParentRow>> {
    Ok(parents::table.filter(parents::email.eq(email)).select(ParentRow::as_select()).first(conn).await.optional()?)
}

/// The child with this sign-in name, compared case-insensitively.
pub(crate) async fn child_by_sign_in_name(
    conn: &mut Connection<'_>,
    name: &str,
) -> AppResult<Option<ChildCredentials>> {
    Ok(children::table
        .filter(sql::<Text>("lower(sign_in_name)").eq(name.to_lowercase()))
        .select(ChildCredentials::as_select())
        .first(conn)
        .await
        .optional()?)
}
