//! The queue in PostgreSQL (`moderation_cases`, `moderation_decisions`, `moderators`).

use chrono::{DateTime, Utc};
use diesel::{ExpressionMethods, QueryDsl, sql_types};
use diesel_async::RunQueryDsl;
use uuid::Uuid;

use super::{Category, REFUSED_TEXT_KEPT};
use crate::db::{Connection, schema::moderation_cases};

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
