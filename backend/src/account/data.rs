//! Data rights (COPPA 312.6, GDPR articles 15 and 17): everything held about a child, or about a
//! parent's own account, exported as stored and deleted in one transaction. Both walk one list
//! each, [`CHILD_DATA`] and [`PARENT_DATA`]: a table that holds rows about a child or a parent is
//! one line there, and `tests/integration/parent_data.rs` fails when a table with a column
//! referring to a child or a parent is missing from its list.

use chrono::{DateTime, Utc};
use diesel::{
    QueryableByName,
    sql_types::{Jsonb, Text, Uuid as SqlUuid},
};
use diesel_async::{AsyncConnection, AsyncPgConnection, RunQueryDsl};
use uuid::Uuid;

use super::{
    children::{self as store, ChildRow},
    store::ParentRow,
};
use crate::{db::Connection, error::AppResult};

/// Which rows of a table are about the person: `$1` is their account id, `$2` the key under which
/// the sign-in limits count their account (`child:` and the lower-cased sign-in name, or `parent:`
/// and the email address).
#[derive(Debug, Clone, Copy)]
pub enum Rows {
    /// The rows whose column (named here) holds the child's id.
    Column(&'static str),
    /// The rows a SQL condition (given here) picks, for tables that name the child without a
    /// foreign key.
    Where(&'static str),
}

/// A table holding rows about a child or a parent.
#[derive(Debug, Clone, Copy)]
pub struct DataTable {
    /// The table's name in the database.
    pub name: &'static str,
    /// Which of its rows are about the person.
    pub rows: Rows,
    /// What it holds, in plain words for the parent reading the export.
    pub about: &'static str,
    /// Columns never exported (secrets).
    pub omit: &'static [&'static str],
}

const fn table(name: &'static str, column: &'static str, about: &'static str) -> DataTable {
    DataTable { name, rows: Rows::Column(column), about, omit: &[] }
}

/// The devices an account (a child's or a parent's) signed in on.
const SIGN_IN_DEVICES: DataTable = DataTable {
    name: "sign_in_devices",
    rows: Rows::Column("account_id"),
    about: "The devices the account signed in on, known by a fingerprint of a random key (not the device itself), \
            so that strangers' wrong passwords never lock those devices out; forgotten after 180 days unused.",
    // A fingerprint of a secret, like a password's hash.
    omit: &["device_hash"],
};

/// The calls an account sent with a request id, so that repeating one does nothing twice.
const IDEMPOTENT_REQUESTS: DataTable = DataTable {
    name: "idempotent_requests",
    rows: Rows::Column("account_id"),
    about: "The calls the account's app sent with a request id (which call, the id, when), with the answer each \
            got, so that a call the app repeats after a lost connection is not done twice; kept 24 hours.",
    // A keyed fingerprint of the request (which may hold a password), and the encoded answer.
    omit: &["request_hash", "response"],
};

/// Every table holding rows about a child, in the order deletion empties them (rows that others
/// refer to last; the account itself at the end). Add a table here and the export and deletion
/// both cover it.
pub const CHILD_DATA: &[DataTable] = &[
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
    DataTable {
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
    table(
        "learning_days",
        "child_id",
        "The days on which the child opened a video, read a book or resource, or completed an activity, with how \
         many videos they opened that day (never which): their learning streak and counts.",
    ),
    table("readings", "child_id", "The books the child said they read and the resources they opened, each once."),
    table("challenge_completions", "child_id", "Activities the child completed and the stars they gave."),
    table("child_badges", "child_id", "Badges the child earned and the stars they gave."),
    table("quiz_submissions", "child_id", "The child's quiz answers and the career areas they pointed to."),
    table("quizzes", "child_id", "Quizzes made for the child."),
    DataTable {
        name: "rate_counts",
        rows: Rows::Where("key IN ($1::text, $2)"),
        about: "Counters of the child's recent quizzes, advisor messages, video searches and consent requests, kept \
                two hours (consent requests: two days).",
        omit: &[],
    },
    DataTable {
        name: "sign_in_pairs",
        rows: Rows::Where("account = $2"),
        about: "Failed sign-ins to the child's account (from each address or device, and from new devices \
                together), kept a day, to slow down guessing.",
        // The network address is whoever tried, perhaps not the child nor the parent.
        omit: &["address"],
    },
    SIGN_IN_DEVICES,
    IDEMPOTENT_REQUESTS,
    table(
        "outside_ai_choices",
        "child_id",
        "Each time the parent turned \"Answers from an outside AI service\" on or off for the child: when, and the \
         version of the notice they were shown.",
    ),
    table(
        "sign_in_alerts",
        "child_id",
        "Times when strangers tried many wrong passwords on the child's account, shown in the Safety tab; kept 90 \
         days.",
    ),
    DataTable {
        name: "children",
        rows: Rows::Column("id"),
        about: "The child's account and profile.",
        omit: &["password_hash", "session_version"],
    },
];

/// Every table holding rows about a parent's own account, in the order deletion empties them (the
/// account itself at the end). A parent's children are deleted with their own [`CHILD_DATA`]
/// first; their accounts show here too, as the parent's export lists them.
pub const PARENT_DATA: &[DataTable] = &[
    DataTable {
        name: "email_verifications",
        rows: Rows::Column("parent_id"),
        about: "The links sent to verify the parent's email address: to which address, when they expire and \
                whether they were used; kept 7 days after they expire.",
        // The hash of the link's token is a secret, like a password's.
        omit: &["token_hash"],
    },
    table(
        "parental_consents",
        "parent_id",
        "The consent the parent gave when adding a child: which version of the notice, and when.",
    ),
    table(
        "outside_ai_choices",
        "parent_id",
        "Each time the parent turned \"Answers from an outside AI service\" on or off for one of their children: \
         when, and the version of the notice they were shown.",
    ),
    DataTable {
        name: "rate_counts",
        rows: Rows::Where("key IN ($1::text, $2)"),
        about: "Counters of the parent's recent children added, verification emails and password changes, kept \
                two hours.",
        omit: &[],
    },
    DataTable {
        name: "sign_in_pairs",
        rows: Rows::Where("account = $2"),
        about: "Failed sign-ins to the parent's account, kept a day, to slow down guessing.",
        // The network address is whoever tried, perhaps not the parent.
        omit: &["address"],
    },
    SIGN_IN_DEVICES,
    IDEMPOTENT_REQUESTS,
    DataTable {
        name: "children",
        rows: Rows::Column("parent_id"),
        about: "The accounts of the parent's children; everything else about each child is in that child's export.",
        omit: &["password_hash", "session_version"],
    },
    DataTable {
        name: "parents",
        rows: Rows::Column("id"),
        about: "The parent's account.",
        omit: &["password_hash", "session_version"],
    },
];

/// One table's rows about the person, each a JSON object of column to value.
#[derive(Debug)]
pub(crate) struct TableRows {
    pub(crate) table: &'static DataTable,
    pub(crate) rows: Vec<serde_json::Value>,
}

/// Everything held about a child.
#[derive(Debug)]
pub(crate) struct ChildData {
    pub(crate) exported_at: DateTime<Utc>,
    pub(crate) child: ChildRow,
    pub(crate) tables: Vec<TableRows>,
}

/// Everything held about a parent's own account.
#[derive(Debug)]
pub(crate) struct ParentData {
    pub(crate) exported_at: DateTime<Utc>,
    pub(crate) tables: Vec<TableRows>,
}

#[derive(QueryableByName)]
struct Found {
    #[diesel(sql_type = Jsonb)]
    rows: serde_json::Value,
}

impl DataTable {
    fn condition(&self) -> String {
        match self.rows {
            Rows::Column(column) => format!("{column} = $1"),
            Rows::Where(condition) => condition.to_owned(),
        }
    }
}

/// Whose rows a list's conditions pick: an account id, and the key under which the sign-in
/// limits count the account (`auth::rate_limit`).
struct Subject {
    id: Uuid,
    limit_key: String,
}

impl Subject {
    fn child(child: &ChildRow) -> Self {
        Self { id: child.id, limit_key: format!("child:{}", child.sign_in_name.to_lowercase()) }
    }

    fn parent(parent: &ParentRow) -> Self {
        Self { id: parent.id, limit_key: format!("parent:{}", parent.email.to_lowercase()) }
    }
}

/// Every listed table's rows about the subject, in name order.
async fn read(
    conn: &mut AsyncPgConnection,
    tables: &'static [DataTable],
    subject: &Subject,
) -> diesel::QueryResult<Vec<TableRows>> {
    let mut found_tables = Vec::with_capacity(tables.len());
    for table in tables {
        let omit = table.omit.iter().map(|column| format!(" - '{column}'")).collect::<String>();
        // Table and column names come from the lists above, never from a request.
        let query = format!(
            "SELECT coalesce(jsonb_agg(to_jsonb(t){omit}), '[]'::jsonb) AS rows FROM {} t WHERE {}",
            table.name,
            table.condition()
        );
        let found: Found = diesel::sql_query(query)
            .bind::<SqlUuid, _>(subject.id)
            .bind::<Text, _>(&subject.limit_key)
            .get_result(conn)
            .await?;
        let rows = match found.rows {
            serde_json::Value::Array(rows) => rows,
            _ => Vec::new(),
        };
        found_tables.push(TableRows { table, rows });
    }
    found_tables.sort_by_key(|rows| rows.table.name);
    Ok(found_tables)
}

/// Deletes every listed table's rows about the subject, each table by its own statement, so that
/// the rule does not hang on each foreign key's `ON DELETE`.
async fn empty(conn: &mut AsyncPgConnection, tables: &[DataTable], subject: &Subject) -> diesel::QueryResult<()> {
    for table in tables {
        let query = format!("DELETE FROM {} WHERE {}", table.name, table.condition());
        diesel::sql_query(query)
            .bind::<SqlUuid, _>(subject.id)
            .bind::<Text, _>(&subject.limit_key)
            .execute(conn)
            .await?;
    }
    Ok(())
}

/// [`read`] in one read-only repeatable-read transaction, so that the tables agree with each other.
async fn snapshot(
    conn: &mut Connection<'_>,
    tables: &'static [DataTable],
    subject: Subject,
) -> AppResult<Vec<TableRows>> {
    Ok(conn
        .build_transaction()
        .repeatable_read()
        .read_only()
        .run(async |conn| read(conn, tables, &subject).await)
        .await?)
}

/// Everything held about the child, read as one snapshot.
pub(crate) async fn export(conn: &mut Connection<'_>, child: ChildRow) -> AppResult<ChildData> {
    let tables = snapshot(conn, CHILD_DATA, Subject::child(&child)).await?;
    Ok(ChildData { exported_at: Utc::now(), child, tables })
}

/// Everything held about the parent's own account, read as [`export`] reads a child's.
pub(crate) async fn export_parent(conn: &mut Connection<'_>, parent: &ParentRow) -> AppResult<ParentData> {
    let tables = snapshot(conn, PARENT_DATA, Subject::parent(parent)).await?;
    Ok(ParentData { exported_at: Utc::now(), tables })
}

/// Deletes every row about the child, and the account, in one transaction: the child's posts go
/// too, with the likes and reports others gave them (nothing the child wrote stays).
pub(crate) async fn delete(conn: &mut Connection<'_>, child: &ChildRow) -> AppResult<()> {
    let subject = Subject::child(child);
    conn.transaction(async |conn| empty(conn, CHILD_DATA, &subject).await).await?;
    Ok(())
}

/// Deletes the parent's account, each of their children as [`delete`] does, and every row about
/// the parent, in one transaction. The parent's row is locked first, so that a child added
/// meanwhile (whose insert needs that row) either is seen here or fails.
pub(crate) async fn delete_parent(conn: &mut Connection<'_>, parent: &ParentRow) -> AppResult<()> {
    let subject = Subject::parent(parent);
    conn.transaction(async |conn| {
        diesel::sql_query("SELECT 1 FROM parents WHERE id = $1 FOR UPDATE")
            .bind::<SqlUuid, _>(parent.id)
            .execute(conn)
            .await?;
        for child in store::children_of(conn, parent.id).await? {
            empty(conn, CHILD_DATA, &Subject::child(&child)).await?;
        }
        empty(conn, PARENT_DATA, &subject).await
    })
    .await?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeMap;

    use super::*;

    /// The README's data table, the one written retention policy: each table it names under
    /// "where", with the "how long" of its row.
    fn stated_periods() -> BTreeMap<String, String> {
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../README.md");
        let readme = std::fs::read_to_string(&path).unwrap_or_else(|error| panic!("{}: {error}", path.display()));
        let rows = readme
            .lines()
            .skip_while(|line| *line != "| data | why it is kept | how long | where |")
            .skip(2)
            .take_while(|line| line.starts_with('|'));
        let mut periods = BTreeMap::new();
        for row in rows {
            let cells: Vec<&str> = row.trim_matches('|').split(" | ").map(str::trim).collect();
            let [_, _, how_long, where_] = cells[..] else { panic!("a row of four cells: {row}") };
            for table in where_.split(", ").filter_map(|name| name.strip_prefix('`')?.strip_suffix('`')) {
                periods.insert(table.to_owned(), how_long.to_owned());
            }
        }
        periods
    }

    /// Issue 32, item 4: a table holding a child's or a parent's data without a stated period
    /// in the README fails here, so the policy and the schema cannot drift apart.
    #[test]
    fn every_table_about_a_person_has_a_period_in_the_readme() {
        let periods = stated_periods();
        assert!(periods.len() > 20, "the README's data table was read: {periods:?}");
        for table in CHILD_DATA.iter().chain(PARENT_DATA) {
            let period = periods.get(table.name).unwrap_or_else(|| {
                panic!("{} holds data about a person but the README's data table does not name it", table.name)
            });
            assert!(!period.is_empty(), "{}: no period", table.name);
        }
    }
}
