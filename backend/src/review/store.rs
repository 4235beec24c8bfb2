//! The queue in PostgreSQL (`moderation_cases`, `moderation_decisions`, `moderators`).

use chrono::{DateTime, NaiveDate, Utc};
use diesel::{ExpressionMethods, OptionalExtension, QueryDsl, QueryableByName, sql_types};
use diesel_async::RunQueryDsl;
use uuid::Uuid;

use super::{Category, Decision, EARLIER_DECISIONS_SHOWN, REFUSED_TEXT_KEPT};
use crate::{
    db::{
        Connection,
        schema::{community_posts, moderation_cases, moderation_decisions, post_reports},
    },
    paging::KeysetPage,
};

/// Queues a refused post, with its text for the moderator.
pub(crate) async fn enqueue_refused(
    conn: &mut Connection<'_>,
    category: Category,
    community_id: Uuid,
    author_id: Uuid,
    text: &str,
) -> diesel::QueryResult<()> {
    diesel::insert_into(moderation_cases::table)
        .values((
            moderation_cases::category.eq(category.code()),
            moderation_cases::urgent.eq(category.urgent()),
            moderation_cases::community_id.eq(community_id),
            moderation_cases::author_id.eq(author_id),
            moderation_cases::refused_text.eq(text),
        ))
        .execute(conn)
        .await?;
    Ok(())
}

/// Queues a reported post, unless it has an open case already (the report joins it) or a
/// moderator decided to keep it (reports no longer reach anyone).
pub(crate) async fn enqueue_reported(
    conn: &mut Connection<'_>,
    community_id: Uuid,
    author_id: Uuid,
    post_id: Uuid,
) -> diesel::QueryResult<()> {
    diesel::sql_query(
        "INSERT INTO moderation_cases (category, urgent, community_id, author_id, post_id) \
         SELECT $4, $5, $1, $2, $3 \
         WHERE NOT EXISTS (SELECT 1 FROM moderation_cases WHERE post_id = $3 AND decision = 'keep') \
         ON CONFLICT (post_id) WHERE decision IS NULL DO NOTHING",
    )
    .bind::<sql_types::Uuid, _>(community_id)
    .bind::<sql_types::Uuid, _>(author_id)
    .bind::<sql_types::Uuid, _>(post_id)
    .bind::<sql_types::Text, _>(Category::Reported.code())
    .bind::<sql_types::Bool, _>(Category::Reported.urgent())
    .execute(conn)
    .await?;
    Ok(())
}

/// Empties the texts of refused posts whose case was decided more than [`REFUSED_TEXT_KEPT`]
/// before `now`; returns how many.
pub(crate) async fn purge_refused_texts(conn: &mut Connection<'_>, now: DateTime<Utc>) -> diesel::QueryResult<usize> {
    diesel::update(
        moderation_cases::table
            .filter(moderation_cases::refused_text.is_not_null())
            .filter(moderation_cases::decided_at.lt(now - REFUSED_TEXT_KEPT)),
    )
    .set(moderation_cases::refused_text.eq(None::<String>))
    .execute(conn)
    .await
}

/// A case as the queue lists it.
#[derive(Debug, Clone, QueryableByName)]
pub(crate) struct CaseRow {
    #[diesel(sql_type = sql_types::Uuid)]
    pub id: Uuid,
    #[diesel(sql_type = sql_types::Text)]
    pub category: String,
    #[diesel(sql_type = sql_types::Bool)]
    pub urgent: bool,
    #[diesel(sql_type = sql_types::Timestamptz)]
    pub created_at: DateTime<Utc>,
    #[diesel(sql_type = sql_types::Text)]
    pub community_name: String,
    /// Different families that reported the post.
    #[diesel(sql_type = sql_types::BigInt)]
    pub report_count: i64,
    #[diesel(sql_type = sql_types::Nullable<sql_types::Uuid>)]
    pub taken_by: Option<Uuid>,
    #[diesel(sql_type = sql_types::Nullable<sql_types::Timestamptz>)]
    pub taken_at: Option<DateTime<Utc>>,
}

/// Where a page of the queue starts: after the case of this urgency, time and id, in the queue's
/// order.
pub(crate) type QueuePosition = (bool, DateTime<Utc>, Uuid);

impl CaseRow {
    /// Where the page after this case starts.
    pub(crate) fn position(&self) -> QueuePosition {
        (self.urgent, self.created_at, self.id)
    }
}

const CASE_COLUMNS: &str = "c.id, c.category, c.urgent, c.created_at, cm.name AS community_name, \
     (SELECT count(DISTINCT ch.family_id) FROM post_reports r JOIN child_profiles ch ON ch.id = r.reporter_id \
      WHERE r.post_id = c.post_id) AS report_count, \
     c.taken_by, c.taken_at";

/// The open cases, urgent first, then oldest (then by id, so that pages never skip or repeat a
/// case): the rows to read of `page` (those after its position).
pub(crate) async fn open_cases(
    conn: &mut Connection<'_>,
    page: &KeysetPage<QueuePosition>,
) -> diesel::QueryResult<Vec<CaseRow>> {
    let after = page.after;
    diesel::sql_query(format!(
        "SELECT {CASE_COLUMNS} FROM moderation_cases c JOIN communities cm ON cm.id = c.community_id \
         WHERE c.decision IS NULL \
           AND ($1::boolean IS NULL OR c.urgent < $1 OR (c.urgent = $1 AND (c.created_at, c.id) > ($2, $3))) \
         ORDER BY c.urgent DESC, c.created_at, c.id LIMIT $4"
    ))
    .bind::<sql_types::Nullable<sql_types::Bool>, _>(after.map(|(urgent, _, _)| urgent))
    .bind::<sql_types::Nullable<sql_types::Timestamptz>, _>(after.map(|(_, created_at, _)| created_at))
    .bind::<sql_types::Nullable<sql_types::Uuid>, _>(after.map(|(_, _, id)| id))
    .bind::<sql_types::BigInt, _>(page.rows_to_read())
    .load(conn)
    .await
}

/// A case with what deciding it needs, locked until the transaction ends.
#[derive(Debug, Clone, QueryableByName)]
pub(crate) struct CaseDetailRow {
    #[diesel(embed)]
    pub case: CaseRow,
    #[diesel(sql_type = sql_types::Nullable<sql_types::Uuid>)]
    pub post_id: Option<Uuid>,
    #[diesel(sql_type = sql_types::Uuid)]
    pub author_id: Uuid,
    #[diesel(sql_type = sql_types::Text)]
    pub author_first_name: String,
    #[diesel(sql_type = sql_types::Text)]
    pub author_last_name: String,
    #[diesel(sql_type = sql_types::Date)]
    pub author_birth_date: NaiveDate,
    /// The published post's text, or the refused one (none once purged).
    #[diesel(sql_type = sql_types::Nullable<sql_types::Text>)]
    pub text: Option<String>,
    #[diesel(sql_type = sql_types::Nullable<sql_types::Text>)]
    pub decision: Option<String>,
    #[diesel(sql_type = sql_types::Nullable<sql_types::Timestamptz>)]
    pub decided_at: Option<DateTime<Utc>>,
    /// The note of the decision, once decided.
    #[diesel(sql_type = sql_types::Nullable<sql_types::Text>)]
    pub note: Option<String>,
}

/// The case, locked for update until the transaction ends; none when there is no such case.
/// Only the author's first name, last name (for its initial) and birth date (for the age band)
/// are read of their account.
pub(crate) async fn lock_case(conn: &mut Connection<'_>, id: Uuid) -> diesel::QueryResult<Option<CaseDetailRow>> {
    diesel::sql_query(format!(
        "SELECT {CASE_COLUMNS}, c.post_id, c.author_id, \
                a.first_name AS author_first_name, a.last_name AS author_last_name, \
                a.birth_date AS author_birth_date, coalesce(p.content, c.refused_text) AS text, \
                c.decision, c.decided_at, \
                (SELECT d.note FROM moderation_decisions d WHERE d.case_id = c.id \
                 ORDER BY d.decided_at DESC LIMIT 1) AS note \
         FROM moderation_cases c \
         JOIN communities cm ON cm.id = c.community_id \
         JOIN child_profiles a ON a.id = c.author_id \
         LEFT JOIN community_posts p ON p.id = c.post_id \
         WHERE c.id = $1 FOR UPDATE OF c"
    ))
    .bind::<sql_types::Uuid, _>(id)
    .get_result(conn)
    .await
    .optional()
}

/// One report of a post.
#[derive(Debug, Clone, QueryableByName)]
pub(crate) struct ReportRow {
    #[diesel(sql_type = sql_types::Text)]
    pub reason: String,
    #[diesel(sql_type = sql_types::Timestamptz)]
    pub reported_at: DateTime<Utc>,
}

/// The post's reports, oldest first.
pub(crate) async fn reports(conn: &mut Connection<'_>, post_id: Uuid) -> diesel::QueryResult<Vec<ReportRow>> {
    diesel::sql_query("SELECT reason, reported_at FROM post_reports WHERE post_id = $1 ORDER BY reported_at")
        .bind::<sql_types::Uuid, _>(post_id)
        .load(conn)
        .await
}

/// A decided case on an author.
#[derive(Debug, Clone, QueryableByName)]
pub(crate) struct EarlierRow {
    #[diesel(sql_type = sql_types::Text)]
    pub category: String,
    #[diesel(sql_type = sql_types::Text)]
    pub decision: String,
    #[diesel(sql_type = sql_types::Timestamptz)]
    pub decided_at: DateTime<Utc>,
}

/// The author's decided cases other than `except`, newest first, at most
/// [`EARLIER_DECISIONS_SHOWN`].
pub(crate) async fn earlier_decisions(
    conn: &mut Connection<'_>,
    author_id: Uuid,
    except: Uuid,
) -> diesel::QueryResult<Vec<EarlierRow>> {
    diesel::sql_query(
        "SELECT category, decision, decided_at FROM moderation_cases \
         WHERE author_id = $1 AND id <> $2 AND decision IS NOT NULL ORDER BY decided_at DESC LIMIT $3",
    )
    .bind::<sql_types::Uuid, _>(author_id)
    .bind::<sql_types::Uuid, _>(except)
    .bind::<sql_types::BigInt, _>(EARLIER_DECISIONS_SHOWN)
    .load(conn)
    .await
}

/// Gives the case to the moderator, from now.
pub(crate) async fn take(conn: &mut Connection<'_>, case_id: Uuid, moderator_id: Uuid) -> diesel::QueryResult<()> {
    diesel::update(moderation_cases::table.find(case_id))
        .set((moderation_cases::taken_by.eq(moderator_id), moderation_cases::taken_at.eq(diesel::dsl::now)))
        .execute(conn)
        .await
        .map(drop)
}

/// Records the decision: the audit row, and the case's decision.
pub(crate) async fn decide(
    conn: &mut Connection<'_>,
    case_id: Uuid,
    moderator_id: Uuid,
    decision: Decision,
    note: &str,
) -> diesel::QueryResult<()> {
    diesel::insert_into(moderation_decisions::table)
        .values((
            moderation_decisions::case_id.eq(case_id),
            moderation_decisions::moderator_id.eq(moderator_id),
            moderation_decisions::decision.eq(decision.code()),
            moderation_decisions::note.eq(note),
        ))
        .execute(conn)
        .await?;
    diesel::update(moderation_cases::table.find(case_id))
        .set((moderation_cases::decision.eq(decision.code()), moderation_cases::decided_at.eq(diesel::dsl::now)))
        .execute(conn)
        .await
        .map(drop)
}

/// A moderator kept the post: its reports are cleared, it shows again for everyone, and reports
/// no longer hide it.
pub(crate) async fn keep_post(conn: &mut Connection<'_>, post_id: Uuid) -> diesel::QueryResult<()> {
    diesel::delete(post_reports::table.filter(post_reports::post_id.eq(post_id))).execute(conn).await?;
    diesel::update(community_posts::table.find(post_id))
        .set((community_posts::hidden_at.eq(None::<DateTime<Utc>>), community_posts::kept_at.eq(diesel::dsl::now)))
        .execute(conn)
        .await
        .map(drop)
}

/// A moderator removed the post: nobody sees it any more, its author neither.
pub(crate) async fn remove_post(conn: &mut Connection<'_>, post_id: Uuid) -> diesel::QueryResult<()> {
    diesel::update(community_posts::table.find(post_id))
        .set(community_posts::removed_at.eq(diesel::dsl::now))
        .execute(conn)
        .await
        .map(drop)
}
