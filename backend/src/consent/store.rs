//! Consent requests in PostgreSQL. A request's status as answered is computed in the queries:
//! `expired` for one still pending after its event date.

use chrono::{DateTime, Days, NaiveDate, TimeDelta, Utc};
use diesel::{
    ExpressionMethods, Insertable, OptionalExtension, QueryDsl, Queryable,
    dsl::AsExprOf,
    dsl::sql,
    expression::{SqlLiteral, UncheckedBind},
    sql_types::{Bool, Date, Nullable, Text},
};
use diesel_async::{AsyncConnection, RunQueryDsl};
use uuid::Uuid;

use crate::{
    db::{Connection, schema::consent_requests, views::child_profiles},
    paging::Page,
};

/// How long after its event date a request is kept, in days (the retention rule).
pub const KEPT_DAYS_AFTER_EVENT: u64 = 30;

/// A request with its status as of today and the child's first name.
#[derive(Debug, Clone, Queryable)]
pub(crate) struct RequestRow {
    pub id: Uuid,
    pub child_id: Uuid,
    pub kind: String,
    pub subject_id: String,
    pub subject_title: String,
    pub event_date: NaiveDate,
    pub slot: String,
    pub session_type: String,
    /// `pending`, `approved`, `declined` or `expired`.
    pub status: String,
    pub created_at: DateTime<Utc>,
    pub decided_at: Option<DateTime<Utc>>,
    pub child_first_name: String,
}

/// A new request.
#[derive(Debug, Insertable)]
#[diesel(table_name = consent_requests)]
pub(crate) struct NewRequest {
    pub child_id: Uuid,
    pub kind: String,
    pub subject_id: String,
    pub subject_title: String,
    pub event_date: NaiveDate,
    pub slot: String,
    pub session_type: String,
}

/// The SQL of [`status_on`].
type StatusOn = SqlLiteral<Text, UncheckedBind<SqlLiteral<Text>, AsExprOf<NaiveDate, Date>>>;

/// The status as of `today`: a pending request whose day has passed is `expired`.
fn status_on(today: NaiveDate) -> StatusOn {
    sql::<Text>("CASE WHEN consent_requests.status = 'pending' AND consent_requests.event_date < ")
        .bind::<Date, _>(today)
        .sql(" THEN 'expired' ELSE consent_requests.status END")
}

/// The columns of [`RequestRow`], over `consent_requests` joined to `child_profiles`.
macro_rules! request_columns {
    ($today:expr) => {
        (
            consent_requests::id,
            consent_requests::child_id,
            consent_requests::kind,
            consent_requests::subject_id,
            consent_requests::subject_title,
            consent_requests::event_date,
            consent_requests::slot,
            consent_requests::session_type,
            status_on($today),
            consent_requests::created_at,
            consent_requests::decided_at,
            child_profiles::first_name,
        )
    };
}

/// Requests joined to their children, as [`RequestRow`]s, boxed so that filters can be added.
macro_rules! requests {
    ($today:expr) => {
        consent_requests::table.inner_join(child_profiles::table).select(request_columns!($today)).into_boxed()
    };
}

/// The ids of the parent's children, as a subquery.
#[diesel::dsl::auto_type]
fn children_of(parent_id: Uuid) -> _ {
    child_profiles::table.filter(child_profiles::family_id.eq(parent_id)).select(child_profiles::id)
}

/// The pending request for the same child, subject and day, if there is one.
pub(crate) async fn pending_for(conn: &mut Connection<'_>, new: &NewRequest) -> diesel::QueryResult<Option<Uuid>> {
    consent_requests::table
        .filter(consent_requests::child_id.eq(new.child_id))
        .filter(consent_requests::kind.eq(&new.kind))
        .filter(consent_requests::subject_id.eq(&new.subject_id))
        .filter(consent_requests::event_date.eq(new.event_date))
        .filter(consent_requests::status.eq("pending"))
        .select(consent_requests::id)
        .first(conn)
        .await
        .optional()
}

/// How many of the child's requests wait for an answer: pending, their day not passed.
pub(crate) async fn waiting(conn: &mut Connection<'_>, child_id: Uuid, today: NaiveDate) -> diesel::QueryResult<i64> {
    consent_requests::table
        .filter(consent_requests::child_id.eq(child_id))
        .filter(consent_requests::status.eq("pending"))
        .filter(consent_requests::event_date.ge(today))
        .count()
        .get_result(conn)
        .await
}

/// How many requests wait for an answer for each of `child_ids` (pending, their day not passed),
/// in one query; children with none are left out.
pub(crate) async fn waiting_for_each(
    conn: &mut Connection<'_>,
    child_ids: &[Uuid],
    today: NaiveDate,
) -> diesel::QueryResult<std::collections::HashMap<Uuid, i64>> {
    let counts: Vec<(Uuid, i64)> = consent_requests::table
        .filter(consent_requests::child_id.eq_any(child_ids))
        .filter(consent_requests::status.eq("pending"))
        .filter(consent_requests::event_date.ge(today))
        .group_by(consent_requests::child_id)
        .select((consent_requests::child_id, diesel::dsl::count_star()))
        .load(conn)
        .await?;
    Ok(counts.into_iter().collect())
}

/// Stores a new request; a pending one for the same subject and day is a unique violation of
/// `consent_requests_pending_key`.
pub(crate) async fn insert(conn: &mut Connection<'_>, new: &NewRequest) -> diesel::QueryResult<Uuid> {
    diesel::insert_into(consent_requests::table).values(new).returning(consent_requests::id).get_result(conn).await
}

/// One request by id; with `parent_id`, only if it is one of that parent's children's.
pub(crate) async fn find(
    conn: &mut Connection<'_>,
    id: Uuid,
    parent_id: Option<Uuid>,
    today: NaiveDate,
) -> diesel::QueryResult<Option<RequestRow>> {
    let mut query = requests!(today).filter(consent_requests::id.eq(id));
    if let Some(parent_id) = parent_id {
        query = query.filter(child_profiles::family_id.eq(parent_id));
    }
    query.first(conn).await.optional()
}

/// A page of the child's requests, newest first.
pub(crate) async fn for_child(
    conn: &mut Connection<'_>,
    child_id: Uuid,
    today: NaiveDate,
    page: Page,
) -> diesel::QueryResult<Vec<RequestRow>> {
    requests!(today)
        .filter(consent_requests::child_id.eq(child_id))
        .order((consent_requests::created_at.desc(), consent_requests::id))
        .limit(page.rows_to_read())
        .offset(page.offset)
        .load(conn)
        .await
}

/// A page of the requests of the parent's children (or of one of them): those waiting for an
/// answer first, soonest event first; then the others, newest first.
pub(crate) async fn for_parent(
    conn: &mut Connection<'_>,
    parent_id: Uuid,
    child_id: Option<Uuid>,
    today: NaiveDate,
    page: Page,
) -> diesel::QueryResult<Vec<RequestRow>> {
    let mut query = requests!(today).filter(child_profiles::family_id.eq(parent_id));
    if let Some(child_id) = child_id {
        query = query.filter(consent_requests::child_id.eq(child_id));
    }
    const WAITING: &str = "consent_requests.status = 'pending' AND consent_requests.event_date >= ";
    query
        .order((
            sql::<Bool>(&format!("({WAITING}")).bind::<Date, _>(today).sql(")").desc(),
            // Only the waiting ones by their day; NULL for the others, which sort by time alone.
            sql::<Nullable<Date>>(&format!("CASE WHEN {WAITING}"))
                .bind::<Date, _>(today)
                .sql(" THEN consent_requests.event_date END")
                .asc(),
            consent_requests::created_at.desc(),
            consent_requests::id,
        ))
        .limit(page.rows_to_read())
        .offset(page.offset)
        .load(conn)
        .await
}

/// Claims the parent's requests that wait and were never emailed (pending, their day not
/// passed), marking them emailed now, unless the parent was emailed about a request within
/// `every`: then nothing is claimed, and a later digest gathers them ([`parents_to_email`]).
/// Under a lock per parent, so that replicas never email one parent twice at once.
pub(crate) async fn claim_for_email(
    conn: &mut Connection<'_>,
    parent_id: Uuid,
    today: NaiveDate,
    every: TimeDelta,
) -> diesel::QueryResult<Vec<RequestRow>> {
    conn.transaction(async |conn| {
        diesel::sql_query("SELECT pg_advisory_xact_lock(hashtext('consent_mail'), hashtext($1::text))")
            .bind::<diesel::sql_types::Uuid, _>(parent_id)
            .execute(&mut *conn)
            .await?;
        let last: Option<DateTime<Utc>> = consent_requests::table
            .filter(consent_requests::child_id.eq_any(children_of(parent_id)))
            .select(diesel::dsl::max(consent_requests::emailed_at))
            .first(&mut *conn)
            .await?;
        if last.is_some_and(|last| last > Utc::now() - every) {
            return Ok(Vec::new());
        }
        let claimed: Vec<Uuid> = diesel::update(
            consent_requests::table
                .filter(consent_requests::child_id.eq_any(children_of(parent_id)))
                .filter(consent_requests::emailed_at.is_null())
                .filter(consent_requests::status.eq("pending"))
                .filter(consent_requests::event_date.ge(today)),
        )
        .set(consent_requests::emailed_at.eq(diesel::dsl::now))
        .returning(consent_requests::id)
        .get_results(&mut *conn)
        .await?;
        requests!(today)
            .filter(consent_requests::id.eq_any(claimed))
            .order((consent_requests::event_date, consent_requests::created_at))
            .load(conn)
            .await
    })
    .await
}

/// The parents with requests that wait and were never emailed: the digest task's work.
pub(crate) async fn parents_to_email(conn: &mut Connection<'_>, today: NaiveDate) -> diesel::QueryResult<Vec<Uuid>> {
    consent_requests::table
        .inner_join(child_profiles::table)
        .filter(consent_requests::emailed_at.is_null())
        .filter(consent_requests::status.eq("pending"))
        .filter(consent_requests::event_date.ge(today))
        .select(child_profiles::family_id)
        .distinct()
        .load(conn)
        .await
}

/// Approves or declines the request if it is pending, its day has not passed and it is one of
/// the parent's children's; whether it was.
pub(crate) async fn decide(
    conn: &mut Connection<'_>,
    parent_id: Uuid,
    id: Uuid,
    approve: bool,
    today: NaiveDate,
) -> diesel::QueryResult<bool> {
    let updated = diesel::update(
        consent_requests::table
            .filter(consent_requests::id.eq(id))
            .filter(consent_requests::status.eq("pending"))
            .filter(consent_requests::event_date.ge(today))
            .filter(consent_requests::child_id.eq_any(children_of(parent_id))),
    )
    .set((
        consent_requests::status.eq(if approve { "approved" } else { "declined" }),
        consent_requests::decided_at.eq(diesel::dsl::now),
    ))
    .execute(conn)
    .await?;
    Ok(updated == 1)
}

/// The retention rule for consent requests: deletes every request (pending, expired or decided)
/// whose event date is more than [`KEPT_DAYS_AFTER_EVENT`] days before `today`; returns how many.
pub async fn purge_expired(conn: &mut Connection<'_>, today: NaiveDate) -> diesel::QueryResult<usize> {
    let cutoff = today.checked_sub_days(Days::new(KEPT_DAYS_AFTER_EVENT)).unwrap_or(NaiveDate::MIN);
    diesel::delete(consent_requests::table.filter(consent_requests::event_date.lt(cutoff))).execute(conn).await
}
