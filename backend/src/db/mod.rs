//! Storage: the connection pool, embedded migrations and the embedded PostgreSQL cluster.

pub mod embedded;
#[allow(missing_docs, reason = "printed by diesel from the migrations")]
pub mod schema;
pub mod types;
pub mod views;

use std::sync::{
    Arc,
    atomic::{AtomicU64, Ordering},
};

use anyhow::Context;
use diesel::connection::{Instrumentation, InstrumentationEvent};
use diesel_async::{
    AsyncPgConnection,
    async_connection_wrapper::AsyncConnectionWrapper,
    pooled_connection::{AsyncDieselConnectionManager, ManagerConfig, RecyclingMethod, bb8},
};
use diesel_migrations::{EmbeddedMigrations, MigrationHarness, embed_migrations};

/// The connection pool every service shares.
pub type Pool = bb8::Pool<AsyncPgConnection>;
/// A connection taken from the pool.
pub type Connection<'a> = bb8::PooledConnection<'a, AsyncPgConnection>;

const MIGRATIONS: EmbeddedMigrations = embed_migrations!("migrations");

/// How many statements a pool's connections sent, every one counted as it starts (transaction
/// `BEGIN` and `COMMIT` included). The tests that keep the statements per call from growing
/// back read it (`tests/integration/statements.rs`); counting is one atomic addition.
#[derive(Clone, Debug, Default)]
pub struct StatementCounter(Arc<AtomicU64>);

impl StatementCounter {
    /// The statements sent so far.
    pub fn count(&self) -> u64 {
        self.0.load(Ordering::Relaxed)
    }
}

impl Instrumentation for StatementCounter {
    fn on_connection_event(&mut self, event: InstrumentationEvent<'_>) {
        if let InstrumentationEvent::StartQuery { .. } = event {
            self.0.fetch_add(1, Ordering::Relaxed);
        }
    }
}

/// Opens a pool of at most `max_size` connections and checks that the database answers.
pub async fn connect(url: &str, max_size: u32) -> anyhow::Result<Pool> {
    connect_counting(url, max_size, StatementCounter::default()).await
}

/// [`connect`], counting the statements of every connection in `counter`.
pub async fn connect_counting(url: &str, max_size: u32, counter: StatementCounter) -> anyhow::Result<Pool> {
    // Fast recycling: a connection taken from the pool is not pinged first (a `SELECT 1` per
    // request); one that the database dropped fails its query once and is then discarded.
    let mut config = ManagerConfig::default();
    config.recycling_method = RecyclingMethod::Fast;
    config.custom_setup = Box::new(move |url| {
        let counter = counter.clone();
        Box::pin(async move {
            let mut connection = <AsyncPgConnection as diesel_async::AsyncConnection>::establish(url).await?;
            diesel_async::AsyncConnection::set_instrumentation(&mut connection, counter);
            Ok(connection)
        })
    });
    let manager = AsyncDieselConnectionManager::<AsyncPgConnection>::new_with_config(url, config);
    let pool = bb8::Pool::builder()
        .max_size(max_size)
        .connection_timeout(std::time::Duration::from_secs(5))
        .build(manager)
        .await
        .context("cannot create the database pool")?;
    drop(pool.get().await.context("cannot connect to the database")?);
    Ok(pool)
}

/// The versions of the migrations built into this binary, as diesel records them once applied
/// (`__diesel_schema_migrations.version`); `/readyz` compares them with the database's.
pub fn embedded_migration_versions() -> std::collections::BTreeSet<String> {
    use diesel::migration::MigrationSource;
    MigrationSource::<diesel::pg::Pg>::migrations(&MIGRATIONS)
        .expect("the embedded migrations are readable")
        .iter()
        .map(|migration| migration.name().version().to_string())
        .collect()
}

/// Applies every migration not yet applied; returns the versions it applied.
pub async fn migrate(url: &str) -> anyhow::Result<Vec<String>> {
    let url = url.to_owned();
    tokio::task::spawn_blocking(move || {
        use diesel::Connection as _;
        let mut connection = AsyncConnectionWrapper::<AsyncPgConnection>::establish(&url)
            .context("cannot connect to the database to migrate it")?;
        let applied = connection
            .run_pending_migrations(MIGRATIONS)
            .map_err(|error| anyhow::anyhow!("migration failed: {error}"))?;
        Ok(applied.iter().map(ToString::to_string).collect())
    })
    .await?
}
