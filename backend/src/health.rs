//! Whether the server can do its work, which it cannot while the database does not answer.
//! A background task checks the pool every [`CHECK_PERIOD`] and publishes the result to gRPC
//! health (`grpc.health.v1.Health`, the whole server as service `""`) and to `/healthz`.

use std::time::Duration;

use diesel_async::RunQueryDsl;
use tokio::{sync::watch, time::MissedTickBehavior};
use tonic_health::{ServingStatus, server::HealthReporter};

use crate::db::Pool;

/// How often the database is checked, and the longest one check may take.
pub(crate) const CHECK_PERIOD: Duration = Duration::from_secs(2);

/// The server's status as the last check found it. The checking task ends once every copy of
/// this is dropped, that is when the router that serves `/healthz` is gone.
#[derive(Clone, Debug)]
pub(crate) struct Health(watch::Receiver<ServingStatus>);

impl Health {
    /// SERVING, or NOT_SERVING while the database does not answer.
    pub(crate) fn status(&self) -> ServingStatus {
        *self.0.borrow()
    }
}

/// Starts checking `pool` (the first check at once); `reporter` is told of every change.
/// Needs a Tokio runtime.
pub(crate) fn watch_database(pool: Pool, reporter: HealthReporter) -> Health {
    // The server checked the database when it started.
    let (sender, receiver) = watch::channel(ServingStatus::Serving);
    tokio::spawn(async move {
        let mut ticks = tokio::time::interval(CHECK_PERIOD);
        ticks.set_missed_tick_behavior(MissedTickBehavior::Delay);
        loop {
            tokio::select! {
                _ = ticks.tick() => {}
                () = sender.closed() => break,
            }
            let status = if database_answers(&pool).await { ServingStatus::Serving } else { ServingStatus::NotServing };
            if sender.send_if_modified(|current| std::mem::replace(current, status) != status) {
                match status {
                    ServingStatus::Serving => tracing::info!("the database answers again: SERVING"),
                    _ => tracing::warn!("the database does not answer: NOT_SERVING"),
                }
                reporter.set_service_status("", status).await;
            }
        }
    });
    Health(receiver)
}

/// One cheap round trip on a pooled connection, within [`CHECK_PERIOD`].
async fn database_answers(pool: &Pool) -> bool {
    let check = async {
        let mut connection = pool.get().await.ok()?;
        diesel::sql_query("SELECT 1").execute(&mut *connection).await.ok()
    };
    matches!(tokio::time::timeout(CHECK_PERIOD, check).await, Ok(Some(_)))
}
