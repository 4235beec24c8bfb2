//! How long the server keeps what (COPPA 312.10), and the task that applies it. Every replica
//! runs the task; its deletes are idempotent (rows older than a cut-off), so replicas running it
//! at once delete each row once and agree. The README's data section lists the same periods.

use std::time::Duration;

use chrono::{DateTime, TimeDelta, Utc};
use diesel::{ExpressionMethods, QueryDsl};
use diesel_async::RunQueryDsl;

use crate::{
    consent,
    db::{self, Connection, schema::sign_in_records},
    error::AppResult,
    limits, review,
};

/// How long a child's sign-in times are kept for their parent to see.
pub const SIGN_IN_RECORDS_KEPT: TimeDelta = TimeDelta::days(90);
/// How often the retention task runs (the limits' counts last an hour, so often enough for them).
pub const PURGE_EVERY: Duration = Duration::from_secs(10 * 60);
/// How long after start the first run waits, so that start-up work goes first.
pub const FIRST_PURGE_AFTER: Duration = Duration::from_secs(30);

/// Deletes what is past its retention period as of `now`; returns how many rows went. Each
/// kind of data with a period has its purge here, in one list.
pub async fn purge(conn: &mut Connection<'_>, now: DateTime<Utc>) -> AppResult<usize> {
    let mut purged = 0;
    purged += purge_sign_in_records(conn, now).await?;
    purged += limits::purge_expired(conn, now).await?;
    purged += consent::purge_expired(conn, now.date_naive()).await?;
    purged += review::store::purge_refused_texts(conn, now).await?;
    purged += crate::video::store::purge_cache(conn, now).await?;
    purged += crate::video::store::purge_refused_channels(conn, now).await?;
    purged += crate::video::history::purge(conn, now).await?;
    purged += crate::account::verification::purge_expired(conn, now).await?;
    purged += crate::auth::devices::purge(conn, now).await?;
    purged += crate::idempotency::purge(conn, now).await?;
    purged += review::safety::purge_alerts(conn, now, SIGN_IN_RECORDS_KEPT).await?;
    Ok(purged)
}

/// Deletes sign-in records older than [`SIGN_IN_RECORDS_KEPT`].
async fn purge_sign_in_records(conn: &mut Connection<'_>, now: DateTime<Utc>) -> AppResult<usize> {
    Ok(diesel::delete(sign_in_records::table.filter(sign_in_records::signed_in_at.lt(now - SIGN_IN_RECORDS_KEPT)))
        .execute(conn)
        .await?)
}

/// Runs [`purge`] shortly after start and then every [`PURGE_EVERY`], until aborted. A failed
/// run is logged and tried again at the next tick.
pub async fn run(pool: db::Pool) {
    let start = tokio::time::Instant::now() + FIRST_PURGE_AFTER;
    let mut tick = tokio::time::interval_at(start, PURGE_EVERY);
    tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        tick.tick().await;
        let result = async {
            let mut conn = pool.get().await.map_err(anyhow::Error::from)?;
            purge(&mut conn, Utc::now()).await.map_err(|error| anyhow::anyhow!(error))
        };
        match result.await {
            Ok(purged) => tracing::debug!(purged, "retention: purged old rows"),
            Err(error) => tracing::warn!(%error, "retention: could not purge old rows; trying again later"),
        }
    }
}
