//! The command line and its environment twins, read once at start-up.

use std::{net::SocketAddr, path::PathBuf};

use clap::{Args, Parser, Subcommand};

use crate::limits::Limits;

/// Ndoto: the learning platform's server. gRPC, grpc-web and the REST API on one port, with
/// PostgreSQL embedded in the data directory unless DATABASE_URL is set.
#[derive(Debug, Parser)]
#[command(name = "ndoto", version)]
pub struct Cli {
    /// Where Ndoto keeps its embedded PostgreSQL cluster and generated JWT secret.
    #[arg(long, env = "NDOTO_DATA_DIR", default_value = ".ndoto", global = true)]
    pub data_dir: PathBuf,

    /// PostgreSQL to use instead of the embedded cluster, such as
    /// postgres://ndoto:secret@db:5432/ndoto. With a primary and standbys, list every host and
    /// ask for the writable one, so that a failover needs no restart:
    /// postgres://ndoto:secret@db-a:5432,db-b:5432/ndoto?target_session_attrs=read-write.
    #[arg(long, env = "DATABASE_URL", hide_env_values = true, global = true)]
    pub database_url: Option<String>,

    /// PostgreSQL itself, when DATABASE_URL goes through a pooler in transaction mode (such as
    /// PgBouncer): the migrations and the change listener (LISTEN) need a session of their own,
    /// which such a pooler does not keep. Default: DATABASE_URL.
    #[arg(long, env = "DATABASE_DIRECT_URL", hide_env_values = true, global = true)]
    pub database_direct_url: Option<String>,

    /// Seconds to wait at start-up for DATABASE_URL to lead to a primary that accepts writes,
    /// before giving up with a message naming the hosts tried.
    #[arg(long, env = "NDOTO_DB_START_TIMEOUT_SECS", default_value_t = 30, global = true, value_parser = clap::value_parser!(u64).range(1..))]
    pub db_start_timeout_secs: u64,

    #[allow(missing_docs, reason = "clap would show a doc comment as help; the subcommands have theirs")]
    #[command(subcommand)]
    pub command: Command,
}

/// What `ndoto` does (clap shows each variant's comment as its help).
#[derive(Debug, Subcommand)]
#[allow(clippy::large_enum_variant, reason = "parsed once at start-up; its size does not matter")]
pub enum Command {
    /// Run the server. It never creates accounts unless asked with --demo.
    Serve(ServeArgs),
    /// Apply the database migrations, then exit.
    Migrate,
    /// Load the catalogue (and with --demo the demo family; idempotent), then exit.
    Seed(SeedArgs),
    /// Print the REST API's OpenAPI 3.1 document (also served at /api/openapi.json), then exit.
    Openapi,
    /// Ask the server listening on --listen one of its probes, such as `ndoto probe readyz`:
    /// exit 0 when it answers 200, 1 otherwise. For container health checks (the image has no
    /// curl); never opens the database.
    Probe(ProbeArgs),
    /// Add or remove a moderator: the people who decide on reported and refused posts. Only an
    /// operator can; the API cannot.
    #[command(subcommand)]
    Moderator(ModeratorCommand),
}

/// What `ndoto moderator` does.
#[derive(Debug, Subcommand)]
pub enum ModeratorCommand {
    /// Add a moderator with this email address and print their new password, once; for a
    /// moderator who exists, set a new password (ending their sessions), or bring back a removed
    /// one.
    Add {
        /// The moderator's email address, which they sign in with.
        email: String,
    },
    /// Remove the moderator with this email address: their sessions end at once and they can no
    /// longer sign in. Their earlier decisions stay in the audit under their name.
    Remove {
        /// The moderator's email address.
        email: String,
    },
}

/// Which probe `ndoto probe` asks.
#[derive(Clone, Copy, Debug, clap::ValueEnum)]
pub enum Probe {
    /// The process answers (never reads the database).
    Livez,
    /// The database answers, its migrations are current and the server is not shutting down.
    Readyz,
    /// The database answers.
    Healthz,
}

#[allow(missing_docs, reason = "clap would show a doc comment as the subcommand's help")]
#[derive(Debug, Args)]
pub struct ProbeArgs {
    /// The probe to ask.
    pub probe: Probe,

    /// The server's listen address (as `ndoto serve --listen`); an unspecified address such as
    /// 0.0.0.0 is asked on loopback.
    #[arg(long, env = "NDOTO_LISTEN", default_value = "127.0.0.1:8080")]
    pub listen: SocketAddr,
}

#[allow(missing_docs, reason = "clap would show a doc comment as the subcommand's help")]
#[derive(Debug, Args)]
pub struct SeedArgs {
    /// Also load the demo family (one parent, a child in each age band, one shared password that
    /// is printed) and print their logins.
    #[arg(long, env = "NDOTO_DEMO", default_value_t = false)]
    pub demo: bool,
}

#[allow(missing_docs, reason = "clap would show a doc comment as the subcommand's help")]
#[derive(Debug, Args)]
pub struct ServeArgs {
    /// Address and port to serve gRPC, grpc-web, REST and the web app on.
    #[arg(long, env = "NDOTO_LISTEN", default_value = "127.0.0.1:8080")]
    pub listen: SocketAddr,

    /// Address and port to serve Prometheus metrics on, at /metrics, such as 127.0.0.1:9090
    /// (or 0.0.0.0:9090 in a container, on a network only the operator's Prometheus reaches).
    /// Never the public listener. Unset: no metrics are recorded or served.
    #[arg(long, env = "NDOTO_METRICS_LISTEN")]
    pub metrics_listen: Option<SocketAddr>,

    /// Seconds the requests in flight get to finish once the server is told to stop (SIGTERM or
    /// Ctrl-C); it refuses new connections and /readyz answers 503 meanwhile, then it exits.
    /// Keep it below the orchestrator's own grace (Kubernetes: 30 s, Docker: 10 s unless
    /// stop_grace_period says more).
    #[arg(long, env = "NDOTO_SHUTDOWN_GRACE_SECS", default_value_t = 20, value_parser = clap::value_parser!(u64).range(1..=3600))]
    pub shutdown_grace_secs: u64,

    #[command(flatten)]
    pub seed: SeedArgs,

    /// Listen on a non-loopback address even though the database holds the demo accounts, whose
    /// password is public: anyone who can reach the server can sign in as them.
    #[arg(long, env = "NDOTO_ALLOW_DEMO_ACCOUNTS_ON_NETWORK", default_value_t = false)]
    pub allow_demo_accounts_on_network: bool,

    /// Secret that signs sign-in tokens (at least 32 characters). Required with DATABASE_URL, so
    /// that replicas share it; on the embedded default one is generated and kept in the data
    /// directory.
    #[arg(long, env = "NDOTO_JWT_SECRET", hide_env_values = true)]
    pub jwt_secret: Option<String>,

    /// The built web app to serve (`npm run build` in web/ writes it).
    #[arg(long, env = "NDOTO_WEB_DIR", default_value = "web/dist")]
    pub web_dir: PathBuf,

    /// Browser origins allowed to call the API from another origin, comma-separated. None by
    /// default: the app is served from the API's own origin, and `npm run dev` proxies to it.
    #[arg(long, env = "NDOTO_CORS_ORIGINS", value_delimiter = ',')]
    pub cors_origins: Vec<String>,

    /// Proxies (addresses or networks, comma-separated, such as 10.0.0.0/8) whose
    /// X-Forwarded-For the server believes: the client is the rightmost address in it that is not
    /// one of them. From anyone else the header is ignored. None by default.
    #[arg(long, env = "NDOTO_TRUSTED_PROXIES", value_delimiter = ',')]
    pub trusted_proxies: Vec<ipnet::IpNet>,

    /// Sign-in attempts per client address (IPv6: per /64 network) per minute.
    #[arg(long, env = "NDOTO_SIGNIN_ATTEMPTS_PER_ADDRESS", default_value_t = Limits::DEFAULT.sign_in_attempts_per_address, value_parser = clap::value_parser!(u32).range(1..))]
    pub signin_attempts_per_address: u32,

    /// Failed sign-ins per account in an hour from devices that never signed it in, all addresses
    /// together, before each further attempt from such a device waits a growing delay; at most
    /// 100 (OWASP ASVS). Devices that signed the account in before are exempt, so strangers
    /// spending it cannot lock a child out. Failures from one address also earn that address
    /// growing delays, which is what stops a guesser long before this.
    #[arg(long, env = "NDOTO_SIGNIN_FAILURES_PER_ACCOUNT", default_value_t = Limits::DEFAULT.sign_in_failures_per_account, value_parser = clap::value_parser!(u32).range(1..=100))]
    pub signin_failures_per_account: u32,

    /// Parent sign-ups per client address per hour.
    #[arg(long, env = "NDOTO_SIGNUPS_PER_ADDRESS", default_value_t = Limits::DEFAULT.sign_ups_per_address, value_parser = clap::value_parser!(u32).range(1..))]
    pub signups_per_address: u32,

    /// Children a parent may try to add per hour (tries with a taken sign-in name count too).
    #[arg(long, env = "NDOTO_CHILDREN_PER_PARENT", default_value_t = Limits::DEFAULT.children_per_parent, value_parser = clap::value_parser!(u32).range(1..))]
    pub children_per_parent: u32,

    /// Quizzes a child may generate per hour.
    #[arg(long, env = "NDOTO_QUIZZES_PER_CHILD", default_value_t = Limits::DEFAULT.quizzes_per_child, value_parser = clap::value_parser!(u32).range(1..))]
    pub quizzes_per_child: u32,

    /// Messages a child may send the career advisor per hour.
    #[arg(long, env = "NDOTO_ADVISOR_MESSAGES_PER_CHILD", default_value_t = Limits::DEFAULT.advisor_messages_per_child, value_parser = clap::value_parser!(u32).range(1..))]
    pub advisor_messages_per_child: u32,

    /// Career paragraphs the model may write for a child per hour; beyond, the built-in engine
    /// writes them.
    #[arg(long, env = "NDOTO_CAREER_ANALYSES_PER_CHILD", default_value_t = Limits::DEFAULT.career_analyses_per_child, value_parser = clap::value_parser!(u32).range(1..))]
    pub career_analyses_per_child: u32,

    /// Video searches a child may make per hour (past it: 429 with Retry-After), so that one
    /// token cannot spend the platform's daily YouTube quota.
    #[arg(long, env = "NDOTO_VIDEO_SEARCHES_PER_CHILD", default_value_t = Limits::DEFAULT.video_searches_per_child, value_parser = clap::value_parser!(u32).range(1..))]
    pub video_searches_per_child: u32,

    /// Requests served at once; more wait for a turn (within the 30 s request timeout).
    #[arg(long, env = "NDOTO_MAX_CONCURRENT_REQUESTS", default_value_t = 256, value_parser = clap::value_parser!(u32).range(1..))]
    pub max_concurrent_requests: u32,

    /// Largest number of database connections the server opens.
    #[arg(long, env = "NDOTO_DB_POOL_SIZE", default_value_t = 16)]
    pub db_pool_size: u32,

    /// A PostgreSQL standby (or several hosts, such as ...?target_session_attrs=read-only)
    /// to read read-mostly content from: the catalogue, resources and video searches of the
    /// catalogue. Anything that enforces a parent's setting or a limit, and everything else,
    /// reads the primary. Unset: everything reads DATABASE_URL. When it does not answer within
    /// a second, the primary is read instead. Up to NDOTO_DB_POOL_SIZE connections more.
    #[arg(long, env = "DATABASE_READ_URL", hide_env_values = true)]
    pub database_read_url: Option<String>,

    /// An OpenAI-compatible API (such as https://api.openai.com/v1) whose model writes the quiz's
    /// questions and prose. Unset: the built-in engine writes them. Needs the key and the model too.
    #[arg(long, env = "NDOTO_LLM_BASE_URL")]
    pub llm_base_url: Option<String>,

    /// The API key for NDOTO_LLM_BASE_URL.
    #[arg(long, env = "NDOTO_LLM_API_KEY", hide_env_values = true)]
    pub llm_api_key: Option<String>,

    /// The model to ask, such as gpt-4o-mini.
    #[arg(long, env = "NDOTO_LLM_MODEL")]
    pub llm_model: Option<String>,

    /// Seconds to wait for the model before the built-in engine answers instead.
    #[arg(long, env = "NDOTO_LLM_TIMEOUT_SECS", default_value_t = 10)]
    pub llm_timeout_secs: u64,

    /// A YouTube Data API v3 key: video searches then go to YouTube (cached for a day per query,
    /// through the safety filter), and the catalogue answers when YouTube fails. Unset: the
    /// curated catalogue alone answers, with no network.
    #[arg(long, env = "NDOTO_YOUTUBE_API_KEY", hide_env_values = true)]
    pub youtube_api_key: Option<String>,

    /// The YouTube Data API's address (a test points it at a fake).
    #[arg(long, env = "NDOTO_YOUTUBE_BASE_URL", default_value = crate::video::youtube::DEFAULT_BASE_URL)]
    pub youtube_base_url: String,

    /// Seconds to wait for YouTube (search and details together) before the catalogue answers.
    #[arg(long, env = "NDOTO_YOUTUBE_TIMEOUT_SECS", default_value_t = 4, value_parser = clap::value_parser!(u64).range(1..))]
    pub youtube_timeout_secs: u64,

    /// An SMTP server that sends parents an email for each consent request, such as
    /// smtps://user:pass@smtp.example.org:465 or smtp://user:pass@host:587?tls=required. Unset:
    /// requests wait in the parent area and no mail is sent. Needs NDOTO_SMTP_FROM too.
    #[arg(long, env = "NDOTO_SMTP_URL", hide_env_values = true)]
    pub smtp_url: Option<String>,

    /// The sender of those emails, such as "Ndoto <no-reply@ndoto.example.org>".
    #[arg(long, env = "NDOTO_SMTP_FROM")]
    pub smtp_from: Option<String>,

    /// Refuse to start without SMTP (and without NDOTO_PUBLIC_URL), so that parents are verified
    /// by email and no link is ever written to the log. For production.
    #[arg(long, env = "NDOTO_REQUIRE_SMTP")]
    pub require_smtp: bool,

    /// The address parents open Ndoto at, such as https://ndoto.example.org: the links in the
    /// emails point there. Default: http:// and the listen address (localhost when it listens on
    /// every interface).
    #[arg(long, env = "NDOTO_PUBLIC_URL")]
    pub public_url: Option<String>,
}

impl ServeArgs {
    /// The limits as configured.
    pub fn limits(&self) -> Limits {
        Limits {
            sign_in_attempts_per_address: self.signin_attempts_per_address,
            sign_in_failures_per_account: self.signin_failures_per_account,
            sign_ups_per_address: self.signups_per_address,
            children_per_parent: self.children_per_parent,
            quizzes_per_child: self.quizzes_per_child,
            advisor_messages_per_child: self.advisor_messages_per_child,
            career_analyses_per_child: self.career_analyses_per_child,
            video_searches_per_child: self.video_searches_per_child,
        }
    }

    /// The YouTube settings, when a key is given.
    pub fn youtube(&self) -> Option<crate::video::youtube::YouTubeSettings> {
        let api_key = self.youtube_api_key.as_ref().filter(|key| !key.trim().is_empty())?;
        Some(crate::video::youtube::YouTubeSettings {
            base_url: self.youtube_base_url.clone(),
            api_key: api_key.clone(),
            timeout: std::time::Duration::from_secs(self.youtube_timeout_secs),
        })
    }

    /// The mail settings, when both the SMTP URL and the sender are given.
    pub fn mail(&self) -> anyhow::Result<Option<crate::consent::mail::MailSettings>> {
        let given = |value: &Option<String>| value.as_ref().filter(|v| !v.trim().is_empty()).cloned();
        match (given(&self.smtp_url), given(&self.smtp_from)) {
            (None, None) if self.require_smtp => anyhow::bail!(
                "--require-smtp (NDOTO_REQUIRE_SMTP) is set but NDOTO_SMTP_URL and NDOTO_SMTP_FROM are not: parents could not be verified by email"
            ),
            (None, None) => Ok(None),
            (Some(url), Some(from)) => Ok(Some(crate::consent::mail::MailSettings { url, from })),
            _ => anyhow::bail!("set both NDOTO_SMTP_URL and NDOTO_SMTP_FROM, or neither"),
        }
    }

    /// Where the links in emails point: the configured public address, or one made from the
    /// listen address. `--require-smtp` requires it configured, with http(s).
    pub fn public_url(&self) -> anyhow::Result<String> {
        match self.public_url.as_deref().map(str::trim).filter(|url| !url.is_empty()) {
            Some(url) if url.starts_with("https://") || url.starts_with("http://") => {
                Ok(url.trim_end_matches('/').to_owned())
            }
            Some(url) => anyhow::bail!("NDOTO_PUBLIC_URL must start with https:// or http:// (got {url:?})"),
            None if self.require_smtp => anyhow::bail!(
                "--require-smtp (NDOTO_REQUIRE_SMTP) needs NDOTO_PUBLIC_URL, the address parents open Ndoto at, for the links in the emails"
            ),
            None if self.listen.ip().is_unspecified() => Ok(format!("http://localhost:{}", self.listen.port())),
            None => Ok(format!("http://{}", self.listen)),
        }
    }

    /// The model settings, when all three of base URL, key and model are given.
    pub fn llm(&self) -> anyhow::Result<Option<crate::ai::LlmSettings>> {
        match (&self.llm_base_url, &self.llm_api_key, &self.llm_model) {
            (None, None, None) => Ok(None),
            (Some(base_url), Some(api_key), Some(model)) => Ok(Some(crate::ai::LlmSettings {
                base_url: base_url.clone(),
                api_key: api_key.clone(),
                model: model.clone(),
                timeout: std::time::Duration::from_secs(self.llm_timeout_secs),
            })),
            _ => anyhow::bail!("set all three of NDOTO_LLM_BASE_URL, NDOTO_LLM_API_KEY and NDOTO_LLM_MODEL, or none"),
        }
    }
}
