//! What a parent sees of their child's safety (the parent area's Safety tab): their child's
//! posts refused for serious reasons, reports on their child's posts with the decision,
//! reports their child made, and strangers guessing at their child's password. Read from the queue and the reports; nothing is stored twice. A
//! self-harm case shows only once a moderator confirmed it, and then its parent is told at once
//! (in the overview, and by email when SMTP is configured).

use chrono::{DateTime, Utc};
use diesel::{QueryableByName, sql_types};
use diesel_async::RunQueryDsl;
use uuid::Uuid;

use crate::{consent::mail::Mail, db::Connection, paging::KeysetPage};

/// Where a page of a child's events starts: after the event of this time and id (the list is
/// newest first, then by id).
pub(crate) type EventPosition = (DateTime<Utc>, Uuid);

/// What a safety event is about, as the query names it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum EventKind {
    /// A post of the child was refused.
    PostRefused,
    /// Other children reported a post of the child.
    PostReported,
    /// The child reported a post.
    ReportMade,
    /// Strangers tried many wrong passwords on the child's account from new devices.
    SignInGuessed,
}

/// One safety event of a child.
#[derive(Debug, Clone, QueryableByName)]
pub(crate) struct EventRow {
    #[diesel(sql_type = sql_types::Uuid)]
    pub id: Uuid,
    #[diesel(sql_type = sql_types::Text)]
    kind: String,
    #[diesel(sql_type = sql_types::Timestamptz)]
    pub at: DateTime<Utc>,
    /// The case's category; `reported` for the two report kinds.
    #[diesel(sql_type = sql_types::Text)]
    pub category: String,
    #[diesel(sql_type = sql_types::Nullable<sql_types::Text>)]
    pub text: Option<String>,
    #[diesel(sql_type = sql_types::Text)]
    pub community_name: String,
    /// The community's slug, which finds its name in the parent's language ('' for a sign-in).
    #[diesel(sql_type = sql_types::Text)]
    pub community_slug: String,
    #[diesel(sql_type = sql_types::Nullable<sql_types::Text>)]
    pub decision: Option<String>,
    #[diesel(sql_type = sql_types::Text)]
    pub reason: String,
    #[diesel(sql_type = sql_types::Bool)]
    pub is_new: bool,
}

impl EventRow {
    pub(crate) fn kind(&self) -> EventKind {
        match self.kind.as_str() {
            "refused" => EventKind::PostRefused,
            "reported" => EventKind::PostReported,
            "sign_in_guessed" => EventKind::SignInGuessed,
            _ => EventKind::ReportMade,
        }
    }

    /// Where the page after this event starts.
    pub(crate) fn position(&self) -> EventPosition {
        (self.at, self.id)
    }

    /// Self-harm (confirmed, or it would not be listed) and grooming need the parent now.
    pub(crate) fn urgent(&self) -> bool {
        self.kind() == EventKind::PostRefused && matches!(self.category.as_str(), "self_harm" | "grooming")
    }
}

/// Every event of the child `{child}` (a parameter or a column), with `is_new` against the
/// parent's last look. An event's time is
/// its latest change: a decision makes it new again. A refused text shows only for self-harm and
/// grooming; another child's words never.
const EVENTS: &str = "
    WITH seen AS (SELECT seen_at FROM parent_safety_seen WHERE child_id = {child}),
    events AS (
        SELECT c.id, CASE WHEN c.category = 'reported' THEN 'reported' ELSE 'refused' END AS kind,
               greatest(c.created_at, c.decided_at) AS at, c.category,
               CASE WHEN c.category = 'reported' THEN p.content
                    WHEN c.category IN ('self_harm', 'grooming') THEN c.refused_text END AS text,
               cm.name AS community_name, cm.slug AS community_slug, c.decision, '' AS reason
        FROM moderation_cases c
        JOIN communities cm ON cm.id = c.community_id
        LEFT JOIN community_posts p ON p.id = c.post_id
        WHERE c.author_id = {child}
          AND (c.category <> 'self_harm' OR c.decision IN ('remove', 'remove_and_warn'))
        UNION ALL
        SELECT p.id, 'report_made', r.reported_at, 'reported', NULL, cm.name, cm.slug, NULL, r.reason
        FROM post_reports r
        JOIN community_posts p ON p.id = r.post_id
        JOIN communities cm ON cm.id = p.community_id
        WHERE r.reporter_id = {child}
        UNION ALL
        SELECT a.id, 'sign_in_guessed', a.at, 'sign_in', NULL, '', '', NULL, ''
        FROM sign_in_alerts a
        WHERE a.child_id = {child}
    )
    SELECT e.*, (NOT EXISTS (SELECT 1 FROM seen) OR e.at > (SELECT seen_at FROM seen)) AS is_new
    FROM events e";

/// The child's events, newest first (then by id): the rows to read of `page` (those after its
/// position).
pub(crate) async fn events(
    conn: &mut Connection<'_>,
    child_id: Uuid,
    page: &KeysetPage<EventPosition>,
) -> diesel::QueryResult<Vec<EventRow>> {
    diesel::sql_query(format!(
        "{} WHERE $3::timestamptz IS NULL OR e.at < $3 OR (e.at = $3 AND e.id > $4) \
         ORDER BY e.at DESC, e.id LIMIT $2",
        events_of("$1")
    ))
    .bind::<sql_types::Uuid, _>(child_id)
    .bind::<sql_types::BigInt, _>(page.rows_to_read())
    .bind::<sql_types::Nullable<sql_types::Timestamptz>, _>(page.after.map(|(at, _)| at))
    .bind::<sql_types::Nullable<sql_types::Uuid>, _>(page.after.map(|(_, id)| id))
    .load(conn)
    .await
}

/// The events query for the child `child`, a parameter or a column.
fn events_of(child: &str) -> String {
    EVENTS.replace("{child}", child)
}

#[derive(QueryableByName)]
struct NewCount {
    #[diesel(sql_type = sql_types::Uuid)]
    child_id: Uuid,
    #[diesel(sql_type = sql_types::BigInt)]
    n: i64,
}

/// How many of each child's events the parent has not seen, in one query for all the children.
pub(crate) async fn new_events(
    conn: &mut Connection<'_>,
    child_ids: &[Uuid],
) -> diesel::QueryResult<std::collections::HashMap<Uuid, i64>> {
    let counts: Vec<NewCount> = diesel::sql_query(format!(
        "SELECT k.id AS child_id, n.n FROM unnest($1::uuid[]) AS k(id), \
         LATERAL (SELECT count(*) AS n FROM ({}) AS listed WHERE is_new) AS n",
        events_of("k.id")
    ))
    .bind::<sql_types::Array<sql_types::Uuid>, _>(child_ids)
    .load(conn)
    .await?;
    Ok(counts.into_iter().map(|count| (count.child_id, count.n)).collect())
}

/// Records that strangers reached the cap of failed sign-ins on the child's account: the
/// parent sees it as a new event, once an hour at most (the cap's count lasts an hour).
pub(crate) async fn record_guessing(conn: &mut Connection<'_>, child_id: Uuid) -> diesel::QueryResult<()> {
    diesel::sql_query("INSERT INTO sign_in_alerts (child_id) VALUES ($1)")
        .bind::<sql_types::Uuid, _>(child_id)
        .execute(conn)
        .await
        .map(drop)
}

/// Deletes sign-in alerts older than `kept` before `now`; the retention task runs it.
pub(crate) async fn purge_alerts(
    conn: &mut Connection<'_>,
    now: DateTime<Utc>,
    kept: chrono::TimeDelta,
) -> diesel::QueryResult<usize> {
    diesel::sql_query("DELETE FROM sign_in_alerts WHERE at < $1")
        .bind::<sql_types::Timestamptz, _>(now - kept)
        .execute(conn)
        .await
}

/// Marks every event of the child seen, now.
pub(crate) async fn mark_seen(conn: &mut Connection<'_>, child_id: Uuid) -> diesel::QueryResult<()> {
    diesel::sql_query(
        "INSERT INTO parent_safety_seen (child_id, seen_at) VALUES ($1, now()) \
         ON CONFLICT (child_id) DO UPDATE SET seen_at = now()",
    )
    .bind::<sql_types::Uuid, _>(child_id)
    .execute(conn)
    .await
    .map(drop)
}

/// The email to the parent of a child who wrote about hurting themselves, once a moderator
/// confirmed it: no words of the post (an inbox is less private than the parent area).
fn self_harm_email(child: &str) -> (String, String) {
    (
        format!("Ndoto: please check on {child} today"),
        format!(
            "Hello,\n\n\
             {child} wrote something in an Ndoto community that made us worried that they may want to hurt \
             themselves. The post was not published. A person on our safety team read it and asked us to tell you.\n\n\
             Please sign in to Ndoto and open {child}'s Safety tab to read what they wrote, and talk with {child} \
             today. If you think {child} is in danger now, contact your local emergency services.\n\n\
             The Ndoto team\n"
        ),
    )
}

/// Tells the child's parent by email, in the background, when mail is configured; the parent
/// area shows the event either way.
pub(crate) async fn tell_parent_of_self_harm(
    conn: &mut Connection<'_>,
    mail: Option<Mail>,
    child_id: Uuid,
) -> diesel::QueryResult<()> {
    let Some(mail) = mail else {
        tracing::info!(account_id = %child_id, "a self-harm case was confirmed; no email, as NDOTO_SMTP_URL is not set: it waits in the parent area");
        return Ok(());
    };
    let Some((parent_email, first_name)) = crate::account::store::parent_contact(conn, child_id).await? else {
        return Ok(());
    };
    let (subject, body) = self_harm_email(&first_name);
    tokio::spawn(async move {
        match mail.send_text(&parent_email, subject, body).await {
            Ok(()) => tracing::info!(account_id = %child_id, "the parent was emailed about a confirmed self-harm case"),
            Err(error) => {
                tracing::warn!(account_id = %child_id, %error, "the self-harm email could not be sent; it waits in the parent area")
            }
        }
    });
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_self_harm_email_names_the_child_and_holds_no_words_of_the_post() {
        let (subject, body) = self_harm_email("Amani");
        assert_eq!(subject, "Ndoto: please check on Amani today");
        assert!(body.contains("open Amani's Safety tab") && body.contains("emergency services"), "{body}");
        assert!(!body.contains("http"), "no link to click");
    }
}
