//! Children's accounts: the signed-in child as the auth layer loads them, and the accounts as
//! their parents manage them.

use crate::error::Reason;
use chrono::{DateTime, NaiveDate, Utc};
use diesel::{
    ExpressionMethods, Insertable, OptionalExtension, QueryDsl, Queryable, Selectable, SelectableHelper, dsl::sql,
    sql_types::Text,
};
use diesel_async::{AsyncPgConnection, RunQueryDsl};
use uuid::Uuid;

use crate::{
    auth::{Caller, Role},
    db::{
        Connection,
        schema::{child_settings, children},
    },
    error::{AppError, AppResult},
    paging::Page,
    settings::{self, Settings, store::SettingsRow},
    validate,
};

/// A signed-in child, loaded once per request by the auth layer with the settings their parent
/// chose; handlers read this instead of the tables.
#[derive(Debug, Clone)]
pub(crate) struct ChildAccount {
    pub(crate) id: Uuid,
    pub(crate) parent_id: Uuid,
    pub(crate) first_name: String,
    pub(crate) last_name: String,
    pub(crate) birth_date: NaiveDate,
    /// The avatar's file name.
    pub(crate) image: String,
    pub(crate) favorite_subject: String,
    pub(crate) learning_goal: String,
    pub(crate) settings: Settings,
}

impl ChildAccount {
    /// The child as a caller of the API.
    pub(crate) fn caller(&self) -> Caller {
        Caller { id: self.id, role: Role::Child }
    }

    /// The child's age today.
    pub(crate) fn age(&self) -> i32 {
        validate::age_on(self.birth_date, Utc::now().date_naive())
    }

    /// The child's day at `now` in their parent's time zone: the day that limits, usage and the
    /// learning streak count in.
    pub(crate) fn day_at(&self, now: DateTime<Utc>) -> NaiveDate {
        crate::settings::rules::local_day(self.settings.time_zone, now)
    }
}

/// The columns of a signed-in child, with the session version the token must carry.
#[derive(Queryable, Selectable)]
#[diesel(table_name = children)]
struct SignedInRow {
    id: Uuid,
    parent_id: Uuid,
    first_name: String,
    last_name: String,
    birth_date: NaiveDate,
    image: String,
    favorite_subject: String,
    learning_goal: String,
    session_version: i32,
}

/// The child with their settings and their current session version, in one query (a child whose
/// settings were never read gets their age's defaults stored first); none when the account is
/// gone.
pub(crate) async fn signed_in(conn: &mut Connection<'_>, child_id: Uuid) -> AppResult<Option<(i32, ChildAccount)>> {
    let found: Option<(SignedInRow, Option<SettingsRow>)> = children::table
        .left_join(child_settings::table)
        .filter(children::id.eq(child_id))
        .select((SignedInRow::as_select(), Option::<SettingsRow>::as_select()))
        .first(conn)
        .await
        .optional()?;
    let Some((row, stored)) = found else { return Ok(None) };
    let settings = match stored {
        Some(stored) => stored.settings(),
        None => settings::store::load(conn, child_id).await?.ok_or(AppError::AccountGone)?,
    };
    let account = ChildAccount {
        id: row.id,
        parent_id: row.parent_id,
        first_name: row.first_name,
        last_name: row.last_name,
        birth_date: row.birth_date,
        image: row.image,
        favorite_subject: row.favorite_subject,
        learning_goal: row.learning_goal,
        settings,
    };
    Ok(Some((row.session_version, account)))
}

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

/// The parent's children, oldest account first: the rows to read of `page`.
pub(crate) async fn children_page(
    conn: &mut Connection<'_>,
    parent_id: Uuid,
    page: Page,
) -> diesel::QueryResult<Vec<ChildRow>> {
    children::table
        .filter(children::parent_id.eq(parent_id))
        .order((children::created_at, children::id))
        .select(ChildRow::as_select())
        .limit(page.rows_to_read())
        .offset(page.offset)
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

/// Locks the child's row until the transaction ends, so that one child's posts, likes,
/// completions and badge awards happen one after the other; `false` when the child no longer
/// exists. `FOR NO KEY UPDATE`: rows that refer to the child may still be inserted meanwhile.
pub(crate) async fn lock(conn: &mut AsyncPgConnection, child_id: Uuid) -> diesel::QueryResult<bool> {
    Ok(children::table
        .find(child_id)
        .select(children::id)
        .for_no_key_update()
        .first::<Uuid>(conn)
        .await
        .optional()?
        .is_some())
}

/// What a child chooses for their own profile, as stored.
#[derive(Debug, Queryable)]
pub(crate) struct Chosen {
    /// The avatar's file name.
    pub(crate) image: String,
    /// A subject's code, or empty.
    pub(crate) favorite_subject: String,
    pub(crate) learning_goal: String,
}

/// Saves the child's own choices that are set; returns them all as saved, none when the child
/// is gone.
pub(crate) async fn update_profile(
    conn: &mut Connection<'_>,
    child_id: Uuid,
    image: Option<&str>,
    favorite_subject: Option<&str>,
    learning_goal: Option<&str>,
) -> diesel::QueryResult<Option<Chosen>> {
    diesel::update(children::table.find(child_id))
        .set((
            image.map(|image| children::image.eq(image)),
            favorite_subject.map(|subject| children::favorite_subject.eq(subject)),
            learning_goal.map(|goal| children::learning_goal.eq(goal)),
            // Always one column set, so that an empty change still finds the row.
            children::id.eq(child_id),
        ))
        .returning((children::image, children::favorite_subject, children::learning_goal))
        .get_result(conn)
        .await
        .optional()
}

/// The answer for a child the parent does not have: a malformed id, a removed child and another
/// parent's child alike, so that an id tells nothing about other families. The one message of
/// every parent call that names a child.
pub(crate) fn no_such_child() -> AppError {
    AppError::NotFound(Reason::ChildNotFound, crate::words!("child-not-found"))
}

/// The parent's child with id `child_id` (as the request gave it), or NOT_FOUND.
pub(crate) async fn owned(conn: &mut Connection<'_>, parent_id: Uuid, child_id: &str) -> AppResult<ChildRow> {
    let id = Uuid::parse_str(child_id.trim()).map_err(|_| no_such_child())?;
    owned_child(conn, parent_id, id).await?.ok_or_else(no_such_child)
}

/// The child's birth date; none when the child is gone.
pub(crate) async fn birth_date(conn: &mut Connection<'_>, child_id: Uuid) -> diesel::QueryResult<Option<NaiveDate>> {
    children::table.find(child_id).select(children::birth_date).first(conn).await.optional()
}
