//! The notifications table: written inside the caller's transaction, read newest first.

use chrono::{DateTime, Utc};
use diesel::{BoolExpressionMethods, ExpressionMethods, QueryDsl, Queryable, Selectable, SelectableHelper};
use diesel_async::RunQueryDsl;
use uuid::Uuid;

use super::New;
use crate::{
    db::{Connection, schema::notifications},
    paging::KeysetPage,
};

/// Where a page of a child's notifications starts: after the notification of this time and
/// sequence number (the list is newest first).
pub(crate) type NotificationPosition = (DateTime<Utc>, i64);

/// A notification as stored.
#[derive(Debug, Queryable, Selectable)]
#[diesel(table_name = notifications)]
pub(crate) struct NotificationRow {
    pub id: Uuid,
    pub kind: String,
    pub subject: String,
    pub points: i32,
    pub created_at: DateTime<Utc>,
    pub read_at: Option<DateTime<Utc>>,
    /// The order of notifications written at the same time.
    pub seq: i64,
}

impl NotificationRow {
    /// Where the page after this notification starts.
    pub(crate) fn position(&self) -> NotificationPosition {
        (self.created_at, self.seq)
    }
}

/// Writes `new` for the child, in this order; call it in the transaction of the event.
pub(crate) async fn record(conn: &mut Connection<'_>, child_id: Uuid, new: &[New<'_>]) -> diesel::QueryResult<()> {
    if new.is_empty() {
        return Ok(());
    }
    let rows: Vec<_> = new
        .iter()
        .map(|n| {
            (
                notifications::child_id.eq(child_id),
                notifications::kind.eq(n.kind.as_str()),
                notifications::subject.eq(n.subject),
                notifications::points.eq(n.points.max(0)),
            )
        })
        .collect();
    diesel::insert_into(notifications::table).values(rows).execute(conn).await.map(drop)
}

/// The child's notifications, newest first: the rows to read of `page` (those after its
/// position).
pub(crate) async fn latest(
    conn: &mut Connection<'_>,
    child_id: Uuid,
    page: &KeysetPage<NotificationPosition>,
) -> diesel::QueryResult<Vec<NotificationRow>> {
    let mut query = notifications::table
        .filter(notifications::child_id.eq(child_id))
        .order((notifications::created_at.desc(), notifications::seq.desc()))
        .limit(page.rows_to_read())
        .select(NotificationRow::as_select())
        .into_boxed();
    if let Some((at, seq)) = page.after {
        query = query.filter(
            notifications::created_at.lt(at).or(notifications::created_at.eq(at).and(notifications::seq.lt(seq))),
        );
    }
    query.load(conn).await
}

/// How many of the child's notifications are unread.
pub(crate) async fn unread_count(conn: &mut Connection<'_>, child_id: Uuid) -> diesel::QueryResult<i64> {
    notifications::table
        .filter(notifications::child_id.eq(child_id))
        .filter(notifications::read_at.is_null())
        .count()
        .get_result(conn)
        .await
}

/// Marks the child's unread notifications read: those of `ids`, or all when `ids` is `None`.
/// Ids of other children's notifications match nothing.
/// How many of the (distinct) `ids` are the child's notifications, read or not.
pub(crate) async fn owned(conn: &mut Connection<'_>, child_id: Uuid, ids: &[Uuid]) -> diesel::QueryResult<usize> {
    let found: i64 = notifications::table
        .filter(notifications::child_id.eq(child_id))
        .filter(notifications::id.eq_any(ids))
        .count()
        .get_result(conn)
        .await?;
    Ok(usize::try_from(found).unwrap_or(0))
}

pub(crate) async fn mark_read(
    conn: &mut Connection<'_>,
    child_id: Uuid,
    ids: Option<&[Uuid]>,
) -> diesel::QueryResult<usize> {
    let unread =
        notifications::table.filter(notifications::child_id.eq(child_id)).filter(notifications::read_at.is_null());
    let now = notifications::read_at.eq(Some(Utc::now()));
    match ids {
        Some(ids) => diesel::update(unread.filter(notifications::id.eq_any(ids))).set(now).execute(conn).await,
        None => diesel::update(unread).set(now).execute(conn).await,
    }
}
