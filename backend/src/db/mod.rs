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

/// What one pooled connection's statements tell: how many it sent (the pool's
/// [`StatementCounter`]), and whether one failed in a way that makes the connection useless,
/// so that the pool drops it instead of lending it again ([`lend_only_if_usable`]).
struct ConnectionWatch {
    counter: StatementCounter,
    useless: bool,
}

impl Instrumentation for ConnectionWatch {
    fn on_connection_event(&mut self, event: InstrumentationEvent<'_>) {
        match event {
            InstrumentationEvent::StartQuery { .. } => {
                self.counter.0.fetch_add(1, Ordering::Relaxed);
            }
            InstrumentationEvent::FinishQuery { error: Some(error), .. } if makes_connection_useless(error) => {
                self.useless = true;
            }
            _ => {}
        }
    }
}

/// Whether a statement's error means its connection will fail every statement after it: the
/// server went away (stopped, killed, restarting, the connection cut), or it is read-only now
/// (SQLSTATE 25006: a primary demoted to a standby after a failover). A new connection finds
/// the current primary (`target_session_attrs=read-write` in a multi-host DATABASE_URL).
pub fn makes_connection_useless(error: &diesel::result::Error) -> bool {
    use diesel::result::{DatabaseErrorKind, Error};
    match error {
        Error::DatabaseError(
            DatabaseErrorKind::ClosedConnection
            | DatabaseErrorKind::UnableToSendCommand
            | DatabaseErrorKind::ReadOnlyTransaction,
            _,
        )
        | Error::BrokenTransactionManager => true,
        // SQLSTATE class 57P (operator intervention: admin shutdown, crash shutdown, cannot
        // connect now) reaches us as an unknown kind; diesel keeps only the server's message.
        Error::DatabaseError(DatabaseErrorKind::Unknown, info) => {
            let message = info.message();
            message.starts_with("terminating connection") || message.starts_with("the database system is")
        }
        _ => false,
    }
}

/// The pool's check before lending a connection: one whose statement failed as
/// [`makes_connection_useless`] says is dropped (and another taken or made). It sends no
/// statement, so lending stays as cheap as `RecyclingMethod::Fast`; a connection the server
/// closed is dropped already when it comes back (diesel-async's `is_broken`).
fn lend_only_if_usable(connection: &mut AsyncPgConnection) -> BoxFuture<'_, diesel::QueryResult<()>> {
    use diesel_async::AsyncConnection as _;
    let useless = connection.instrumentation().downcast_ref::<ConnectionWatch>().is_some_and(|watch| watch.useless);
    Box::pin(async move { if useless { Err(diesel::result::Error::BrokenTransactionManager) } else { Ok(()) } })
}

type BoxFuture<'a, T> = std::pin::Pin<Box<dyn std::future::Future<Output = T> + Send + 'a>>;

/// Opens a pool of at most `max_size` connections and checks that the database answers.
pub async fn connect(url: &str, max_size: u32) -> anyhow::Result<Pool> {
    connect_counting(url, max_size, StatementCounter::default()).await
}

/// How long a call waits for a pooled connection (or for a new one to the current primary)
/// before it answers UNAVAILABLE.
pub const CONNECTION_TIMEOUT: std::time::Duration = std::time::Duration::from_secs(5);

/// [`connect`], counting the statements of every connection in `counter`.
pub async fn connect_counting(url: &str, max_size: u32, counter: StatementCounter) -> anyhow::Result<Pool> {
    // No `SELECT 1` per request: a connection is checked without a statement
    // (`lend_only_if_usable`), and one that the database dropped fails its query once and is
    // then discarded.
    let mut config = ManagerConfig::default();
    config.recycling_method = RecyclingMethod::CustomFunction(Box::new(lend_only_if_usable));
    config.custom_setup = Box::new(move |url| {
        let counter = counter.clone();
        Box::pin(async move {
            let mut connection = <AsyncPgConnection as diesel_async::AsyncConnection>::establish(url).await?;
            diesel_async::AsyncConnection::set_instrumentation(
                &mut connection,
                ConnectionWatch { counter, useless: false },
            );
            Ok(connection)
        })
    });
    let manager = AsyncDieselConnectionManager::<AsyncPgConnection>::new_with_config(url, config);
    let pool = bb8::Pool::builder()
        .max_size(max_size)
        .connection_timeout(CONNECTION_TIMEOUT)
        .build(manager)
        .await
        .context("cannot create the database pool")?;
    drop(pool.get().await.context("cannot connect to the database")?);
    Ok(pool)
}

/// A second pool for read-mostly content (the catalogue, resources), from `DATABASE_READ_URL`:
/// typically a standby. Made without connecting, so that a standby down at start-up does not
/// stop the server; a call waits at most [`READ_CONNECTION_TIMEOUT`] for it, then reads the
/// primary ([`crate::state::AppState::read_db`]).
pub fn read_pool(url: &str, max_size: u32) -> Pool {
    let mut config = ManagerConfig::default();
    config.recycling_method = RecyclingMethod::CustomFunction(Box::new(lend_only_if_usable));
    config.custom_setup = Box::new(|url| {
        Box::pin(async move {
            let mut connection = <AsyncPgConnection as diesel_async::AsyncConnection>::establish(url).await?;
            diesel_async::AsyncConnection::set_instrumentation(
                &mut connection,
                ConnectionWatch { counter: StatementCounter::default(), useless: false },
            );
            Ok(connection)
        })
    });
    let manager = AsyncDieselConnectionManager::<AsyncPgConnection>::new_with_config(url, config);
    bb8::Pool::builder().max_size(max_size).connection_timeout(READ_CONNECTION_TIMEOUT).build_unchecked(manager)
}

/// How long a read of content waits for the read pool before it reads the primary instead.
pub const READ_CONNECTION_TIMEOUT: std::time::Duration = std::time::Duration::from_secs(1);

/// Where a connection URL points, for messages: `host:port` of each host it lists (never the
/// user or password), or why it cannot be read.
pub fn hosts_of(url: &str) -> Result<String, String> {
    use tokio_postgres::config::Host;
    let config: tokio_postgres::Config =
        url.parse().map_err(|error| format!("DATABASE_URL cannot be read: {error}"))?;
    let ports = config.get_ports();
    let hosts = config
        .get_hosts()
        .iter()
        .enumerate()
        .map(|(n, host)| {
            let port = ports.get(n).or(ports.first()).copied().unwrap_or(5432);
            match host {
                Host::Tcp(name) => format!("{name}:{port}"),
                Host::Unix(path) => format!("{}:{port} (unix socket)", path.display()),
            }
        })
        .collect::<Vec<_>>();
    Ok(if hosts.is_empty() { "localhost:5432".to_owned() } else { hosts.join(", ") })
}

/// Waits until `url` leads to a primary that accepts writes (with several hosts, the first one
/// that does: `target_session_attrs=read-write`), for at most `within`. Fails with a message
/// naming the hosts tried, the last problem met and what to check.
pub async fn wait_for_primary(url: &str, within: std::time::Duration) -> anyhow::Result<()> {
    use diesel::{dsl::sql, sql_types::Bool};
    use diesel_async::{AsyncConnection, RunQueryDsl};
    let hosts = hosts_of(url).map_err(anyhow::Error::msg)?;
    let started = std::time::Instant::now();
    let mut tries = 0u32;
    let problem = loop {
        tries += 1;
        let remaining = within.saturating_sub(started.elapsed()).max(std::time::Duration::from_secs(1));
        let attempt = async {
            let mut connection = AsyncPgConnection::establish(url).await.map_err(|error| error.to_string())?;
            diesel::select(sql::<Bool>("current_setting('transaction_read_only') = 'on'"))
                .get_result::<bool>(&mut connection)
                .await
                .map_err(|error| error.to_string())
        };
        let problem = match tokio::time::timeout(remaining, attempt).await {
            Ok(Ok(false)) => return Ok(()),
            Ok(Ok(true)) => "the server that answered is read-only (a standby)".to_owned(),
            Ok(Err(problem)) => problem,
            Err(_) => format!("no answer within {} s", remaining.as_secs()),
        };
        if started.elapsed() >= within {
            break problem;
        }
        if tries == 1 {
            tracing::warn!(%hosts, %problem, wait_secs = within.as_secs(), "no PostgreSQL primary yet; waiting for one");
        }
        tokio::time::sleep(std::time::Duration::from_millis(500)).await;
    };
    anyhow::bail!(
        "no PostgreSQL primary accepting writes was reached within {} s (tried {hosts}, {tries} times; last problem: \
         {problem}). Check that PostgreSQL runs and is reachable from here, that DATABASE_URL names the right hosts, \
         ports, database, user and password, and, when it lists several hosts, that one of them is the primary and \
         the URL ends with ?target_session_attrs=read-write. NDOTO_DB_START_TIMEOUT_SECS sets how long to wait.",
        within.as_secs()
    )
}

/// The versions of the migrations built into this binary, as diesel records them once applied
/// (`__diesel_schema_migrations.version`); `/readyz` compares them with the database's, and
/// [`migrate`] refuses a database that holds others.
pub fn embedded_migration_versions() -> std::collections::BTreeSet<String> {
    use diesel::migration::MigrationSource;
    MigrationSource::<diesel::pg::Pg>::migrations(&MIGRATIONS)
        .expect("the embedded migrations are readable")
        .iter()
        .map(|migration| migration.name().version().to_string())
        .collect()
}

/// Applies every migration not yet applied; returns the versions it applied. Refuses a database
/// that a newer Ndoto migrated (applied versions this build does not know), whose schema this
/// code could misread or break.
pub async fn migrate(url: &str) -> anyhow::Result<Vec<String>> {
    let url = url.to_owned();
    tokio::task::spawn_blocking(move || {
        use diesel::Connection as _;
        let mut connection = AsyncConnectionWrapper::<AsyncPgConnection>::establish(&url)
            .context("cannot connect to the database to migrate it")?;
        let known = embedded_migration_versions();
        let mut newer: Vec<String> = connection
            .applied_migrations()
            .map_err(|error| anyhow::anyhow!("cannot read the applied migrations: {error}"))?
            .iter()
            .map(ToString::to_string)
            .filter(|version| !known.contains(version))
            .collect();
        if !newer.is_empty() {
            newer.sort();
            anyhow::bail!(
                "the database was migrated by a newer Ndoto: it has migrations this version does not know ({}). \
                 This server does not serve it, as it could misread or damage the newer schema. Deploy the newer \
                 Ndoto version here too (every replica runs the same version after an upgrade), or restore the \
                 database from before the upgrade.",
                newer.join(", ")
            );
        }
        let applied = connection
            .run_pending_migrations(MIGRATIONS)
            .map_err(|error| anyhow::anyhow!("migration failed: {error}"))?;
        Ok(applied.iter().map(ToString::to_string).collect())
    })
    .await?
}
