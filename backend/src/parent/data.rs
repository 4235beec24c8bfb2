//! Data rights (COPPA 312.6, GDPR articles 15 and 17): everything held about a child, exported as
//! stored and deleted in one transaction. Both walk one list, [`CHILD_DATA`]: a table that holds
//! rows about a child is one line there, and `tests/integration/parent_data.rs` fails when a table with a
//! column referring to a child is missing from it.

use chrono::{DateTime, Utc};
use diesel::{
    QueryableByName,
    sql_types::{Jsonb, Text, Uuid as SqlUuid},
};
use diesel_async::{AsyncConnection, RunQueryDsl};

use super::store::ChildRow;
use crate::{db::Connection, error::AppResult};

/// Which rows of a table are about the child: `$1` is the child's id, `$2` the key under which
/// the sign-in limits count the child's account (`child:` and the lower-cased sign-in name).
#[derive(Debug, Clone, Copy)]
pub enum Rows {
    /// The rows whose column (named here) holds the child's id.
    Column(&'static str),
    /// The rows a SQL condition (given here) picks, for tables that name the child without a
    /// foreign key.
    Where(&'static str),
}

/// A table holding rows about a child.
#[derive(Debug, Clone, Copy)]
pub struct ChildTable {
    /// The table's name in the database.
    pub name: &'static str,
    /// Which of its rows are about the child.
    pub rows: Rows,
    /// What it holds, in plain words for the parent reading the export.
    pub about: &'static str,
    /// Columns never exported (secrets).
    pub omit: &'static [&'static str],
}

const fn table(name: &'static str, column: &'static str, about: &'static str) -> ChildTable {
    ChildTable { name, rows: Rows::Column(column), about, omit: &[] }
}

/// Every table holding rows about a child, in the order deletion empties them (rows that others
/// refer to last; the account itself at the end). Add a table here and the export and deletion
/// both cover it.
pub const CHILD_DATA: &[ChildTable] = &[
    table("sign_in_records", "child_id", "When the child signed in (times only), kept 90 days."),
    table(
        "consent_requests",
        "child_id",
        "The child's requests to join excursions and mentor chats, and the parent's answers; kept 30 days after the event.",
    ),
    table(
        "child_settings",
        "child_id",
        "What the parent chose for the child: posting, videos, recommendations, time limits.",
    ),
    table("child_daily_usage", "child_id", "Minutes the child used Ndoto today and yesterday, for the daily limit."),
    table("notifications", "child_id", "What happened in the child's account, as the child's bell menu shows it."),
    table("post_likes", "child_id", "Posts the child liked."),
    table(
        "watched_videos",
        "child_id",
        "Videos the child started while the parent shared them (title and channel as the server knew them), kept 30 days.",
    ),
    table("video_blocks", "child_id", "Videos and channels the parent keeps out of the child's video hub."),
    table("post_reports", "reporter_id", "Posts the child reported, with the reason the child gave."),
    ChildTable {
        name: "moderation_cases",
        rows: Rows::Column("author_id"),
        about: "Flags about the child's posts for the moderators: posts other children reported, and the text of \
                posts refused for self-harm, grooming or personal information, kept 30 days after a moderator's \
                decision; with the decision. Goes before the posts, which it refers to.",
        // Which moderator holds the case is the moderators' own business.
        omit: &["taken_by", "taken_at"],
    },
    table(
        "parent_safety_seen",
        "child_id",
        "When the parent last looked at the child's safety events, so that newer ones show as new.",
    ),
    table("community_posts", "author_id", "The child's community posts, hidden and removed ones included."),
    table("community_members", "child_id", "The communities the child joined."),
    table("challenge_completions", "child_id", "Activities the child completed and the stars they gave."),
    table("child_badges", "child_id", "Badges the child earned and the stars they gave."),
    table("quiz_submissions", "child_id", "The child's quiz answers and the career areas they pointed to."),
    table("quizzes", "child_id", "Quizzes made for the child."),
    ChildTable {
        name: "rate_counts",
        rows: Rows::Where("key IN ($1::text, $2)"),
        about: "Counters of the child's recent quizzes, advisor messages and failed sign-ins, kept two hours.",
        omit: &[],
    },
    ChildTable {
        name: "sign_in_pairs",
        rows: Rows::Where("account = $2"),
        about: "Failed sign-ins to the child's account, kept a day, to slow down guessing.",
        // The network address is whoever tried, perhaps not the child nor the parent.
        omit: &["address"],
    },
    ChildTable {
        name: "children",
        rows: Rows::Column("id"),
        about: "The child's account and profile.",
        omit: &["password_hash", "session_version"],
    },
];

/// One table's rows about the child, each a JSON object of column to value.
#[derive(Debug)]
pub(crate) struct TableRows {
    pub(crate) table: &'static ChildTable,
    pub(crate) rows: Vec<serde_json::Value>,
}

/// Everything held about a child.
#[derive(Debug)]
pub(crate) struct ChildData {
    pub(crate) exported_at: DateTime<Utc>,
    pub(crate) child: ChildRow,
    pub(crate) tables: Vec<TableRows>,
}

#[derive(QueryableByName)]
struct Found {
    #[diesel(sql_type = Jsonb)]
    rows: serde_json::Value,
}

impl ChildTable {
    fn condition(&self) -> String {
        match self.rows {
            Rows::Column(column) => format!("{column} = $1"),
            Rows::Where(condition) => condition.to_owned(),
        }
    }
}

/// The key under which the sign-in limits count a child's account (`auth::rate_limit`).
fn limit_key(sign_in_name: &str) -> String {
    format!("child:{}", sign_in_name.to_lowercase())
}

/// Everything held about the child, read in one repeatable-read transaction so that the tables
/// agree with each other.
pub(crate) async fn export(conn: &mut Connection<'_>, child: ChildRow) -> AppResult<ChildData> {
    let key = limit_key(&child.sign_in_name);
    let id = child.id;
    let tables = conn
        .build_transaction()
        .repeatable_read()
        .read_only()
        .run(async |conn| {
            {
                let mut tables = Vec::with_capacity(CHILD_DATA.len());
                for table in CHILD_DATA {
                    let omit = table.omit.iter().map(|column| format!(" - '{column}'")).collect::<String>();
                    // Table and column names come from the list above, never from a request.
                    let query = format!(
                        "SELECT coalesce(jsonb_agg(to_jsonb(t){omit}), '[]'::jsonb) AS rows FROM {} t WHERE {}",
                        table.name,
                        table.condition()
                    );
                    let found: Found =
                        diesel::sql_query(query).bind::<SqlUuid, _>(id).bind::<Text, _>(&key).get_result(conn).await?;
                    let rows = match found.rows {
                        serde_json::Value::Array(rows) => rows,
                        _ => Vec::new(),
                    };
                    tables.push(TableRows { table, rows });
                }
                tables.sort_by_key(|rows| rows.table.name);
                Ok::<_, diesel::result::Error>(tables)
            }
        })
        .await?;
    Ok(ChildData { exported_at: Utc::now(), child, tables })
}

/// Deletes every row about the child, and the account, in one transaction: the child's posts go
/// too, with the likes and reports others gave them (nothing the child wrote stays). Each table
/// is emptied by its own statement, so the rule does not hang on each foreign key's `ON DELETE`.
pub(crate) async fn delete(conn: &mut Connection<'_>, child: &ChildRow) -> AppResult<()> {
    let key = limit_key(&child.sign_in_name);
    let id = child.id;
    conn.transaction(async |conn| {
        for table in CHILD_DATA {
            let query = format!("DELETE FROM {} WHERE {}", table.name, table.condition());
            diesel::sql_query(query).bind::<SqlUuid, _>(id).bind::<Text, _>(&key).execute(conn).await?;
        }
        Ok::<_, diesel::result::Error>(())
    })
    .await?;
    Ok(())
}
