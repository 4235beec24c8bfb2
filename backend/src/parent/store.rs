//! Children's accounts as their parents manage them.

use chrono::{DateTime, NaiveDate, Utc};
use diesel::{
    ExpressionMethods, Insertable, OptionalExtension, QueryDsl, Queryable, Selectable, SelectableHelper, dsl::sql,
    sql_types::Text,
};
use diesel_async::RunQueryDsl;
use uuid::Uuid;

use crate::db::{Connection, schema::children};

/// A child account as its parent sees it.
#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = children)]
pub struct ChildRow {
    pub id: Uuid,
    pub first_name: String,
    pub last_name: String,
    pub sign_in_name: String,
    pub birth_date: NaiveDate,
    pub created_at: DateTime<Utc>,
}

/// A new child account.
#[derive(Debug, Insertable)]
#[diesel(table_name = children)]
pub struct NewChild {
    pub parent_id: Uuid,
    pub first_name: String,
    pub last_name: String,
    pub sign_in_name: String,
    pub birth_date: NaiveDate,
    pub password_hash: String,
}

/// The parent's children, oldest account first.
pub(crate) async fn children_of(conn: &mut Connection<'_>, parent_id: Uuid) -> diesel::QueryResult<Vec<ChildRow>> {
    children::table
        .filter(children::parent_id.eq(parent_id))
        .order((children::created_at, children::id))
        .select(ChildRow::as_select())
        .load(conn)
        .await
}

/// Inserts a child; a taken sign-in name is a unique violation for the caller to handle.
pub(crate) async fn insert_child(conn: &mut Connection<'_>, child: NewChild) -> diesel::QueryResult<ChildRow> {
    diesel::insert_into(children::table).values(child).returning(ChildRow::as_returning()).get_result(conn).await
}

/// Which of these sign-in names are taken, lower-cased.
pub(crate) async fn taken_sign_in_names(
    conn: &mut Connection<'_>,
    names: &[String],
) -> diesel::QueryResult<Vec<String>> {
    let lowered: Vec<String> = names.iter().map(|name| name.to_lowercase()).collect();
    children::table
        .filter(sql::<Text>("lower(sign_in_name)").eq_any(lowered))
        .select(sql::<Text>("lower(sign_in_name)"))
        .load(conn)
        .await
}

/// The parent's child `child_id`; none when there is no such child or it is another parent's.
pub(crate) async fn owned_child(
    conn: &mut Connection<'_>,
    parent_id: Uuid,
    child_id: Uuid,
) -> diesel::QueryResult<Option<ChildRow>> {
    children::table
        .find(child_id)
        .filter(children::parent_id.eq(parent_id))
        .select(ChildRow::as_select())
        .first(conn)
        .await
        .optional()
}

/// Sets the child's names and birth date; none when the child is gone (or another parent's).
pub(crate) async fn update_child(
    conn: &mut Connection<'_>,
    parent_id: Uuid,
    child_id: Uuid,
    (first_name, last_name, birth_date): (&str, &str, NaiveDate),
) -> diesel::QueryResult<Option<ChildRow>> {
    diesel::update(children::table.find(child_id).filter(children::parent_id.eq(parent_id)))
        .set((
            children::first_name.eq(first_name),
            children::last_name.eq(last_name),
            children::birth_date.eq(birth_date),
        ))
        .returning(ChildRow::as_returning())
        .get_result(conn)
        .await
        .optional()
}
