//! What each subcommand does: open the database (embedded or not), then serve, migrate or seed.

use std::{path::Path, sync::Arc};

use anyhow::{Context, bail};
use rand::RngCore;

use crate::{
    ai::LlmClient,
    auth::{password, token::TokenKeys},
    catalogue,
    config::{Cli, Command, ModeratorCommand, Probe, ProbeArgs, ServeArgs},
    db::{
        self,
        embedded::{self, Durability, EmbeddedPostgres},
    },
    limits::TrustedProxies,
    quiz::provider::QuizProvider,
    review, secret_file, seed,
    server::{self, HttpOptions},
    state::{AppState, Inner},
    video::{VideoProvider, youtube::YouTubeClient},
};

const MIN_SECRET_BYTES: usize = 32;

/// Runs the subcommand the command line asked for.
pub async fn run(cli: Cli) -> anyhow::Result<()> {
    // These need no database.
    match &cli.command {
        Command::Openapi => {
            println!("{}", serde_json::to_string_pretty(crate::openapi::document())?);
            return Ok(());
        }
        Command::Probe(args) => return probe(args).await,
        _ => {}
    }
    let (url, cluster) = open_database(&cli).await?;
    let urls = DatabaseUrls::new(&cli, url)?;
    let result = match &cli.command {
        Command::Migrate => {
            async {
                primary_ready(&cli, &urls).await?;
                migrate(&urls.direct).await
            }
            .await
        }
        Command::Seed(args) => {
            async {
                primary_ready(&cli, &urls).await?;
                seed(&urls, args.demo).await
            }
            .await
        }
        // Serve checks its own settings first, then waits.
        Command::Serve(args) => serve(&cli, args, &urls).await,
        Command::Moderator(command) => {
            async {
                primary_ready(&cli, &urls).await?;
                moderator(&urls, command).await
            }
            .await
        }
        Command::Openapi | Command::Probe(_) => unreachable!("answered above"),
    };
    if let Some(cluster) = cluster {
        cluster.stop().await.context("the embedded PostgreSQL did not stop cleanly")?;
    }
    result
}

/// The database URL, starting the embedded cluster when no DATABASE_URL is given.
async fn open_database(cli: &Cli) -> anyhow::Result<(String, Option<EmbeddedPostgres>)> {
    match &cli.database_url {
        Some(url) => Ok((url.clone(), None)),
        None => {
            let cluster = EmbeddedPostgres::start(&cli.data_dir, Durability::Durable).await?;
            tracing::info!(data_dir = %cli.data_dir.display(), created = cluster.created, "embedded PostgreSQL is up");
            Ok((cluster.url(embedded::DATABASE), Some(cluster)))
        }
    }
}

/// Where the server reaches PostgreSQL: its pool (possibly through a pooler in transaction mode),
/// and the sessions of its own that migrations and LISTEN need.
struct DatabaseUrls {
    /// The pool's connections: DATABASE_URL.
    pooled: String,
    /// DATABASE_DIRECT_URL, or DATABASE_URL when it is not set.
    direct: String,
}

impl DatabaseUrls {
    fn new(cli: &Cli, pooled: String) -> anyhow::Result<Self> {
        let direct = cli.database_direct_url.as_deref().map(str::trim).filter(|url| !url.is_empty());
        match direct {
            Some(_) if cli.database_url.is_none() => bail!(
                "DATABASE_DIRECT_URL is set but DATABASE_URL is not: set DATABASE_URL (the pooler) too, or unset DATABASE_DIRECT_URL to use the embedded PostgreSQL"
            ),
            Some(direct) => Ok(Self { direct: direct.to_owned(), pooled }),
            None => Ok(Self { direct: pooled.clone(), pooled }),
        }
    }
}

/// With DATABASE_URL, waits (boundedly) for it to lead to a primary: a database server
/// restarting, or a standby being promoted, as this process starts. The embedded cluster is
/// up already.
async fn primary_ready(cli: &Cli, urls: &DatabaseUrls) -> anyhow::Result<()> {
    match &cli.database_url {
        // PostgreSQL itself: a pooler in front answers before any primary does.
        Some(_) => db::wait_for_primary(&urls.direct, std::time::Duration::from_secs(cli.db_start_timeout_secs)).await,
        None => Ok(()),
    }
}

async fn migrate(url: &str) -> anyhow::Result<()> {
    let applied = db::migrate(url).await?;
    tracing::info!(count = applied.len(), ?applied, "migrations applied");
    Ok(())
}

/// The catalogue built into the binary; an invalid one stops `serve` and `seed` before they migrate
/// or load anything, with every problem, its file and entry.
fn valid_catalogue() -> anyhow::Result<&'static catalogue::Catalogue> {
    Ok(catalogue::embedded().map_err(Clone::clone)?)
}

async fn load_catalogue(pool: &db::Pool, catalogue: &catalogue::Catalogue) -> anyhow::Result<()> {
    let loaded = catalogue::load::load(&mut pool.get().await?, catalogue).await.context("cannot load the catalogue")?;
    tracing::info!(?loaded, "catalogue loaded");
    Ok(())
}

async fn seed(urls: &DatabaseUrls, demo: bool) -> anyhow::Result<()> {
    let catalogue = valid_catalogue()?;
    migrate(&urls.direct).await?;
    let pool = db::connect(&urls.pooled, 1).await?;
    load_catalogue(&pool, catalogue).await?;
    if demo {
        seed_demo(&pool).await?;
        print!("{}", seed::demo_logins());
    }
    Ok(())
}

/// Adds or removes a moderator, and says what happened (with the new password, shown only here).
async fn moderator(urls: &DatabaseUrls, command: &ModeratorCommand) -> anyhow::Result<()> {
    migrate(&urls.direct).await?;
    let pool = db::connect(&urls.pooled, 1).await?;
    let mut conn = pool.get().await?;
    match command {
        ModeratorCommand::Add { email } => {
            let added = review::moderators::add(&mut conn, email).await?;
            println!(
                "Moderator {} {}. Their password, shown only now: {}\n\
                 They sign in at /moderation/sign-in and can change it there (AuthService.ChangePassword).",
                added.email,
                if added.was_new { "added" } else { "has a new password; their other sessions ended" },
                added.password
            );
        }
        ModeratorCommand::Remove { email } => {
            let email = review::moderators::remove(&mut conn, email).await?;
            println!("Moderator {email} removed: their sessions ended and they cannot sign in again.");
        }
    }
    Ok(())
}

async fn seed_demo(pool: &db::Pool) -> anyhow::Result<()> {
    let created = seed::seed(&mut pool.get().await?).await?;
    tracing::info!(created, "demo family loaded");
    Ok(())
}

/// Refuses a non-loopback address while the database holds the demo accounts, whose password is
/// public, unless the operator accepted that risk by name.
async fn check_demo_accounts_stay_local(pool: &db::Pool, args: &ServeArgs) -> anyhow::Result<()> {
    if args.listen.ip().is_loopback() || !seed::demo_accounts_present(&mut pool.get().await?).await? {
        return Ok(());
    }
    if !args.allow_demo_accounts_on_network {
        bail!(
            "the database holds the demo accounts, whose password is public, so Ndoto listens on a loopback \
             address only (asked for {}). Use a data directory or database without them, or pass \
             --allow-demo-accounts-on-network (NDOTO_ALLOW_DEMO_ACCOUNTS_ON_NETWORK=true) to accept that anyone \
             who reaches the server can sign in as them",
            args.listen
        );
    }
    tracing::warn!(listen = %args.listen, "the demo accounts are reachable from the network, as allowed");
    Ok(())
}

async fn serve(cli: &Cli, args: &ServeArgs, urls: &DatabaseUrls) -> anyhow::Result<()> {
    if let Some(address) = args.metrics_listen {
        check_metrics_address(address, args.listen)?;
    }
    let catalogue = valid_catalogue()?;
    let secret = jwt_secret(args, &cli.data_dir, cli.database_url.is_some())?;
    let quiz_provider = match args.llm()? {
        Some(settings) => {
            tracing::info!(base_url = %settings.base_url, model = %settings.model, "a model writes the quiz's words");
            QuizProvider::with_model(LlmClient::new(settings)?)
        }
        None => QuizProvider::built_in(),
    };
    let videos = match args.youtube() {
        Some(settings) => {
            tracing::info!(base_url = %settings.base_url, "YouTube finds videos, the catalogue when it fails");
            VideoProvider::with_youtube(YouTubeClient::new(settings)?)
        }
        None => VideoProvider::catalogue(),
    };
    let mail = match args.mail()? {
        Some(settings) => {
            tracing::info!(from = %settings.from, "parents get an email for each consent request");
            Some(crate::consent::mail::Mail::new(&settings)?)
        }
        None => {
            tracing::warn!(
                "NDOTO_SMTP_URL is not set: parents cannot be verified by email, so each verification link is written to this log (development mail mode; production sets --require-smtp); consent requests wait in the parent area"
            );
            None
        }
    };
    let public_url = args.public_url()?;
    primary_ready(cli, urls).await?;
    migrate(&urls.direct).await?;
    let pool = db::connect(&urls.pooled, args.db_pool_size).await?;
    let read_pool = args.database_read_url.as_deref().filter(|url| !url.trim().is_empty()).map(|read_url| {
        let hosts = db::hosts_of(read_url).unwrap_or_else(|problem| problem);
        tracing::info!(%hosts, "read-mostly content (catalogue, resources) is read from DATABASE_READ_URL");
        db::read_pool(read_url, args.db_pool_size)
    });
    // The catalogue ships with the binary: every start brings the database's copy up to date.
    load_catalogue(&pool, catalogue).await?;
    if args.seed.demo {
        seed_demo(&pool).await?;
        print!("\n{}\n", seed::demo_logins());
    }
    check_demo_accounts_stay_local(&pool, args).await?;
    password::warm_up();
    // Consent emails the hourly cap held back go out as digests (`consent::digest`).
    let digests = mail.clone().map(|mail| tokio::spawn(crate::consent::digest::run(pool.clone(), mail)));
    // The metrics report each pool's use.
    let pools: Vec<(&'static str, db::Pool)> =
        std::iter::once(("primary", pool.clone())).chain(read_pool.clone().map(|read| ("read", read))).collect();
    let state = AppState::new(Inner {
        pool: pool.clone(),
        read_pool,
        tokens: TokenKeys::new(&secret),
        pages: crate::paging::PageTokens::new(&secret),
        requests: crate::idempotency::RequestKeys::new(&secret),
        limits: args.limits(),
        quiz_provider,
        videos,
        mail,
        public_url,
        caches: Arc::default(),
    });
    let caches = Arc::clone(&state.caches);
    let draining = crate::health::Draining::default();
    // LISTEN holds a session: never through a pooler in transaction mode.
    let listener_task = tokio::spawn(crate::cache::listen(Arc::clone(&caches), urls.direct.clone()));
    let minutes_task = tokio::spawn(crate::cache::count_minutes(Arc::clone(&caches), pool.clone()));
    let router = server::router(
        state,
        &HttpOptions {
            cors_origins: args.cors_origins.clone(),
            web_dir: args.web_dir.clone(),
            trusted_proxies: TrustedProxies(args.trusted_proxies.clone()),
            max_concurrent_requests: args.max_concurrent_requests as usize,
            request_timeout: crate::limits::REQUEST_TIMEOUT,
            draining: draining.clone(),
        },
    )?;
    let listener = tokio::net::TcpListener::bind(args.listen)
        .await
        .with_context(|| format!("cannot listen on {}; is another server using it?", args.listen))?;
    let metrics = match args.metrics_listen {
        Some(address) => Some(serve_metrics(address, args.listen, pools).await?),
        None => None,
    };
    let purge = tokio::spawn(crate::parent::retention::run(pool.clone()));
    println!("Ndoto is up on http://{} (gRPC, grpc-web, REST under /api, web app)", listener.local_addr()?);
    let grace = std::time::Duration::from_secs(args.shutdown_grace_secs);
    server::serve(listener, router, shutdown_signal(), server::Drain { draining, grace }).await?;
    purge.abort();
    if let Some(metrics) = metrics {
        metrics.abort();
    }
    listener_task.abort();
    minutes_task.abort();
    // The minutes of use counted since the last write.
    if let Err(error) = caches.write_minutes(&pool).await {
        tracing::warn!(%error, "cannot write the last minutes of use");
    }
    if let Some(digests) = digests {
        digests.abort();
    }
    tracing::info!("server stopped");
    Ok(())
}

/// Asks the server one probe; an error (exit 1) unless it answers 200 within 3 seconds.
async fn probe(args: &ProbeArgs) -> anyhow::Result<()> {
    let mut address = args.listen;
    if address.ip().is_unspecified() {
        address.set_ip(if address.is_ipv4() {
            std::net::Ipv4Addr::LOCALHOST.into()
        } else {
            std::net::Ipv6Addr::LOCALHOST.into()
        });
    }
    let path = match args.probe {
        Probe::Livez => crate::health::LIVEZ,
        Probe::Readyz => crate::health::READYZ,
        Probe::Healthz => crate::health::HEALTHZ,
    };
    let url = format!("http://{address}{path}");
    let client = reqwest::Client::builder().timeout(std::time::Duration::from_secs(3)).build()?;
    let response = client.get(&url).send().await.with_context(|| format!("{url} does not answer"))?;
    let status = response.status();
    let body = response.text().await.unwrap_or_default();
    if !status.is_success() {
        bail!("{url} answered {status}: {body}");
    }
    println!("{body}");
    Ok(())
}

/// Refuses metrics on the public listener's port: they are for the operator alone.
fn check_metrics_address(address: std::net::SocketAddr, public: std::net::SocketAddr) -> anyhow::Result<()> {
    let same_ip = address.ip() == public.ip() || address.ip().is_unspecified() || public.ip().is_unspecified();
    if address.port() != 0 && address.port() == public.port() && same_ip {
        bail!(
            "--metrics-listen (NDOTO_METRICS_LISTEN) {address} is the public listener's address ({public}); give the metrics a port of their own that only your Prometheus reaches"
        );
    }
    Ok(())
}

/// Starts recording metrics and serves them at `/metrics` on `address`, which must not be the
/// public listener's.
async fn serve_metrics(
    address: std::net::SocketAddr,
    public: std::net::SocketAddr,
    pools: Vec<(&'static str, db::Pool)>,
) -> anyhow::Result<tokio::task::JoinHandle<()>> {
    check_metrics_address(address, public)?;
    let handle = crate::telemetry::install()?;
    let listener = tokio::net::TcpListener::bind(address).await.with_context(|| {
        format!("cannot listen for metrics on {address} (--metrics-listen, NDOTO_METRICS_LISTEN); is another server using it?")
    })?;
    println!("Metrics are on http://{}/metrics", listener.local_addr()?);
    let router = crate::telemetry::metrics_router(handle, pools);
    Ok(tokio::spawn(async move {
        if let Err(error) = axum::serve(listener, router).await {
            tracing::warn!(%error, "the metrics listener stopped");
        }
    }))
}

/// The token secret: configured, or (embedded default only) generated once into the data dir.
fn jwt_secret(args: &ServeArgs, data_dir: &Path, external_database: bool) -> anyhow::Result<Vec<u8>> {
    if let Some(secret) = &args.jwt_secret {
        if secret.len() < MIN_SECRET_BYTES {
            bail!("NDOTO_JWT_SECRET must be at least {MIN_SECRET_BYTES} characters long");
        }
        return Ok(secret.as_bytes().to_vec());
    }
    if external_database {
        bail!(
            "set NDOTO_JWT_SECRET (at least {MIN_SECRET_BYTES} characters) when using DATABASE_URL, so that every replica signs tokens alike"
        );
    }
    let path = data_dir.join("jwt-secret");
    if let Some(secret) = secret_file::read(&path)?
        && secret.len() >= MIN_SECRET_BYTES
    {
        return Ok(secret);
    }
    let mut secret = vec![0u8; 64];
    rand::rng().fill_bytes(&mut secret);
    secret_file::write(&path, &secret)?;
    Ok(secret)
}

/// Resolves on SIGINT or SIGTERM.
async fn shutdown_signal() {
    let mut terminate =
        tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()).expect("SIGTERM handler installs");
    tokio::select! {
        _ = tokio::signal::ctrl_c() => {}
        _ = terminate.recv() => {}
    }
}
