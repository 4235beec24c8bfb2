//! Whether the server can do its work, as the probes tell it.
//!
//! - `/livez`: the process answers. It never touches the database, so that a database outage
//!   does not make every replica restart at once.
//! - `/healthz` and gRPC health (`grpc.health.v1.Health`, the whole server as service `""`):
//!   the database answers.
//! - `/readyz`: the database answers, it holds every migration this server's code needs, and
//!   the server is not draining (told to stop, [`Draining`]). Load balancers send requests only
//!   to a ready replica.
//!
//! A background task checks the database every [`CHECK_PERIOD`] (one statement that reads the
//! applied migrations also proves that it answers), so no probe ever waits on the database.

use std::{
    collections::BTreeSet,
    sync::{
        Arc,
        atomic::{AtomicBool, Ordering},
    },
    time::Duration,
};

use diesel::{QueryableByName, sql_types::Text};
use diesel_async::RunQueryDsl;
use tokio::{sync::watch, time::MissedTickBehavior};
use tonic_health::{ServingStatus, server::HealthReporter};

use crate::db::Pool;

/// How often the database is checked, and the longest one check may take.
pub(crate) const CHECK_PERIOD: Duration = Duration::from_secs(2);

/// The probes' paths, served on the public listener without a token.
pub(crate) const LIVEZ: &str = "/livez";
pub(crate) const READYZ: &str = "/readyz";
pub(crate) const HEALTHZ: &str = "/healthz";

/// Whether `path` is one of the probes.
pub(crate) fn is_probe(path: &str) -> bool {
    matches!(path, LIVEZ | READYZ | HEALTHZ)
}

/// Set once the server is told to stop (SIGTERM, Ctrl-C): from then on `/readyz` answers 503 so
/// that load balancers send nothing new while the requests in flight finish.
#[derive(Clone, Debug, Default)]
pub struct Draining(Arc<AtomicBool>);

impl Draining {
    /// The server stops taking requests from now on.
    pub fn start(&self) {
        self.0.store(true, Ordering::Relaxed);
    }

    /// Whether [`Draining::start`] was called.
    pub fn is_draining(&self) -> bool {
        AtomicBool::load(&self.0, Ordering::Relaxed)
    }
}

/// What the last check of the database found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Found {
    /// No check has ended yet.
    Unchecked,
    /// The database did not answer within [`CHECK_PERIOD`].
    Unreachable,
    /// The database answers; `missing` are the migrations of this server's code it lacks (none
    /// when current). Migrations newer than the code do not count: during a rolling upgrade the
    /// new replicas migrate first, and the old ones must keep serving until they are replaced.
    Answers { missing: Vec<String> },
}

/// The readiness of the server, with why not in words an operator acts on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Readiness {
    Ready,
    NotReady(String),
}

/// The server's status as the last check found it. The checking task ends once every copy of
/// this is dropped, that is when the router that serves the probes is gone.
#[derive(Clone, Debug)]
pub(crate) struct Health {
    found: watch::Receiver<Found>,
    draining: Draining,
}

impl Health {
    /// SERVING, or NOT_SERVING while the database does not answer (`/healthz`, gRPC health).
    pub(crate) fn status(&self) -> ServingStatus {
        serving_status(&self.found.borrow())
    }

    /// Ready to take requests (`/readyz`), or why not.
    pub(crate) fn readiness(&self) -> Readiness {
        if self.draining.is_draining() {
            return Readiness::NotReady("the server is shutting down: it finishes the requests in flight".into());
        }
        match &*self.found.borrow() {
            Found::Unchecked => Readiness::NotReady("the server is starting: the database is not checked yet".into()),
            Found::Unreachable => Readiness::NotReady("the database does not answer".into()),
            Found::Answers { missing } if missing.is_empty() => Readiness::Ready,
            Found::Answers { missing } => Readiness::NotReady(format!(
                "the database lacks migrations this server needs ({}): run `ndoto migrate`",
                missing.join(", ")
            )),
        }
    }
}

fn serving_status(found: &Found) -> ServingStatus {
    match found {
        // The server checked the database when it started.
        Found::Unchecked | Found::Answers { .. } => ServingStatus::Serving,
        Found::Unreachable => ServingStatus::NotServing,
    }
}

/// Starts checking `pool` (the first check at once); `reporter` is told of every change of the
/// serving status. Needs a Tokio runtime.
pub(crate) fn watch_database(pool: Pool, reporter: HealthReporter, draining: Draining) -> Health {
    let (sender, receiver) = watch::channel(Found::Unchecked);
    let needed = crate::db::embedded_migration_versions();
    tokio::spawn(async move {
        let mut ticks = tokio::time::interval(CHECK_PERIOD);
        ticks.set_missed_tick_behavior(MissedTickBehavior::Delay);
        loop {
            tokio::select! {
                _ = ticks.tick() => {}
                () = sender.closed() => break,
            }
            let found = match applied_migrations(&pool).await {
                Some(applied) => Found::Answers { missing: needed.difference(&applied).cloned().collect() },
                None => Found::Unreachable,
            };
            let before = sender.borrow().clone();
            if before == found {
                continue;
            }
            match &found {
                Found::Unreachable => tracing::warn!("the database does not answer: NOT_SERVING, not ready"),
                Found::Answers { missing } if !missing.is_empty() => {
                    tracing::warn!(?missing, "the database lacks migrations this server needs: not ready")
                }
                Found::Answers { .. } if before != Found::Unchecked => {
                    tracing::info!("the database answers again: SERVING, ready")
                }
                _ => {}
            }
            let status = serving_status(&found);
            let status_changed = serving_status(&before) != status;
            sender.send_replace(found);
            if status_changed {
                reporter.set_service_status("", status).await;
            }
        }
    });
    Health { found: receiver, draining }
}

#[derive(QueryableByName)]
struct Applied {
    #[diesel(sql_type = Text)]
    version: String,
}

/// The migrations the database holds, read on a pooled connection within [`CHECK_PERIOD`]: one
/// cheap round trip (a few dozen short rows), `None` when the database does not answer.
async fn applied_migrations(pool: &Pool) -> Option<BTreeSet<String>> {
    let check = async {
        let mut connection = pool.get().await.ok()?;
        match diesel::sql_query("SELECT version FROM __diesel_schema_migrations")
            .load::<Applied>(&mut *connection)
            .await
        {
            Ok(rows) => Some(rows.into_iter().map(|row| row.version).collect()),
            // A database never migrated answers that the table does not exist: it holds no
            // migration. Any other error (a connection ended) is no answer.
            Err(diesel::result::Error::DatabaseError(_, information))
                if information.message().contains("__diesel_schema_migrations") =>
            {
                Some(BTreeSet::new())
            }
            Err(_) => None,
        }
    };
    tokio::time::timeout(CHECK_PERIOD, check).await.ok().flatten()
}
