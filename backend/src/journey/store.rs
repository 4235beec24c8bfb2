//! The learning journey's tables: `learning_days` and `readings`. Activities completed are
//! counted from `challenge_completions`, which the activities own; their days are marked here by
//! the completion's transaction.

use chrono::NaiveDate;
use diesel::{QueryableByName, sql_types};
use diesel_async::RunQueryDsl;
use uuid::Uuid;

use super::{Journey, Reading, streak};
use crate::db::Connection;

/// Marks `day` as a day on which the child learned something.
pub(crate) async fn mark_day(conn: &mut Connection<'_>, child_id: Uuid, day: NaiveDate) -> diesel::QueryResult<()> {
    diesel::sql_query("INSERT INTO learning_days (child_id, day) VALUES ($1, $2) ON CONFLICT DO NOTHING")
        .bind::<sql_types::Uuid, _>(child_id)
        .bind::<sql_types::Date, _>(day)
        .execute(conn)
        .await?;
    Ok(())
}

/// Counts a video the child opened on `day` (and marks the day).
pub(crate) async fn video_opened(conn: &mut Connection<'_>, child_id: Uuid, day: NaiveDate) -> diesel::QueryResult<()> {
    diesel::sql_query(
        "INSERT INTO learning_days (child_id, day, videos_opened) VALUES ($1, $2, 1) \
         ON CONFLICT (child_id, day) DO UPDATE SET videos_opened = learning_days.videos_opened + 1",
    )
    .bind::<sql_types::Uuid, _>(child_id)
    .bind::<sql_types::Date, _>(day)
    .execute(conn)
    .await?;
    Ok(())
}

/// Counts the book or resource `slug` as read, once, and marks `day` (reading it again is a day
/// of learning too). The caller checked that the child is offered it.
pub(crate) async fn read(
    conn: &mut Connection<'_>,
    child_id: Uuid,
    reading: Reading,
    slug: &str,
    day: NaiveDate,
) -> diesel::QueryResult<()> {
    diesel::sql_query(
        "WITH reading AS (INSERT INTO readings (child_id, kind, slug) VALUES ($1, $3, $4) ON CONFLICT DO NOTHING) \
         INSERT INTO learning_days (child_id, day) VALUES ($1, $2) ON CONFLICT DO NOTHING",
    )
    .bind::<sql_types::Uuid, _>(child_id)
    .bind::<sql_types::Date, _>(day)
    .bind::<sql_types::Text, _>(reading.kind())
    .bind::<sql_types::Text, _>(slug)
    .execute(conn)
    .await?;
    Ok(())
}

#[derive(QueryableByName)]
struct Counts {
    #[diesel(sql_type = sql_types::Integer)]
    videos_watched: i32,
    #[diesel(sql_type = sql_types::Integer)]
    books_read: i32,
    #[diesel(sql_type = sql_types::Integer)]
    resources_read: i32,
    #[diesel(sql_type = sql_types::Integer)]
    activities_completed: i32,
    #[diesel(sql_type = sql_types::Array<sql_types::Date>)]
    days: Vec<NaiveDate>,
}

/// The child's journey on `today` (their parent's time zone), in one statement.
pub(crate) async fn journey(
    conn: &mut Connection<'_>,
    child_id: Uuid,
    today: NaiveDate,
) -> diesel::QueryResult<Journey> {
    let counts: Counts = diesel::sql_query(
        "SELECT \
           coalesce((SELECT sum(videos_opened) FROM learning_days WHERE child_id = $1), 0)::int4 AS videos_watched, \
           (SELECT count(*) FROM readings WHERE child_id = $1 AND kind = 'book')::int4 AS books_read, \
           (SELECT count(*) FROM readings WHERE child_id = $1 AND kind = 'resource')::int4 AS resources_read, \
           (SELECT count(*) FROM challenge_completions WHERE child_id = $1)::int4 AS activities_completed, \
           ARRAY(SELECT day FROM learning_days WHERE child_id = $1 ORDER BY day DESC) AS days",
    )
    .bind::<sql_types::Uuid, _>(child_id)
    .get_result(conn)
    .await?;
    Ok(Journey {
        videos_watched: counts.videos_watched,
        books_read: counts.books_read,
        resources_read: counts.resources_read,
        activities_completed: counts.activities_completed,
        streak: streak(&counts.days, today),
    })
}

#[derive(QueryableByName)]
struct Slug {
    #[diesel(sql_type = sql_types::Text)]
    slug: String,
}

/// The slugs of the books the child said they read, in the order they read them.
pub(crate) async fn books_read(conn: &mut Connection<'_>, child_id: Uuid) -> diesel::QueryResult<Vec<String>> {
    let rows: Vec<Slug> =
        diesel::sql_query("SELECT slug FROM readings WHERE child_id = $1 AND kind = 'book' ORDER BY read_at, slug")
            .bind::<sql_types::Uuid, _>(child_id)
            .load(conn)
            .await?;
    Ok(rows.into_iter().map(|row| row.slug).collect())
}
