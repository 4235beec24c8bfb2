//! A private PostgreSQL cluster in a directory of ours, run with the machine's own PostgreSQL
//! programs and reachable only through a unix socket in that directory.
//!
//! The server uses it when no `DATABASE_URL` is given; the tests use it for their throwaway
//! clusters. Locked down: the data directory, the socket directory and `postgres.log` belong to
//! the cluster's owner alone (0700, 0600); every connection needs a password (SCRAM); the server
//! connects as [`APP_ROLE`], which owns its database and is no superuser; the superuser only
//! creates roles and databases; the two generated passwords live in 0600 files of the data
//! directory; the log holds no statements, parameters or DETAIL lines, so no row values (such as
//! password hashes or emails). A data directory of an older version (trust authentication, the
//! server as superuser) is brought to this state on start.
//!
//! PostgreSQL refuses to run as root, so as root the cluster belongs to an unprivileged user
//! (`postgres` when it exists, else `nobody`), looked up with `nix`.

use std::{
    fs,
    os::unix::{fs::PermissionsExt, process::CommandExt},
    path::{Path, PathBuf},
    process::Stdio,
    time::{Duration, Instant},
};

use anyhow::{Context, anyhow, bail};
use diesel::{QueryableByName, sql_types::Text};
use diesel_async::{AsyncConnection, AsyncPgConnection, RunQueryDsl, SimpleAsyncConnection};
use rand::{Rng, distr::Alphanumeric};
use tokio::process::{Child, ChildStdin, Command};

use crate::secret_file;

/// The database the server uses.
pub const DATABASE: &str = "ndoto";
/// The role the server connects as: owner of its database and schema, without superuser, role or
/// database creation rights.
pub const APP_ROLE: &str = "ndoto_app";
/// The cluster's bootstrap superuser (named so since the first data directories): creates the
/// role and the databases, and upgrades older data directories; the server never uses it.
const SUPERUSER: &str = "ndoto";
/// Files of the data directory holding the generated passwords (mode 0600).
const SUPERUSER_PASSWORD_FILE: &str = "db-superuser-password";
const APP_PASSWORD_FILE: &str = "db-app-password";
const PASSWORD_CHARS: usize = 32;
const PORT: u16 = 5432;
const START_TIMEOUT: Duration = Duration::from_secs(60);
/// Owner only: the data directory, the socket directory.
const PRIVATE_DIR: u32 = 0o700;
/// The authentication rules, written at every start: the unix socket only, a password always.
const PG_HBA: &str = "# Written by ndoto at every start: connections over the unix socket only, with a password.\n\
                      local all all scram-sha-256\n";
/// What the server logs: errors without the statement, its parameters or the DETAIL line (which
/// would quote key values, password hashes among them), and no statements at all.
const LOG_SETTINGS: [&str; 6] = [
    "log_error_verbosity=terse",
    "log_min_error_statement=panic",
    "log_parameter_max_length_on_error=0",
    "log_parameter_max_length=0",
    "log_statement=none",
    "log_min_duration_statement=-1",
];

/// How durable the cluster is: tests trade crash safety for speed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Durability {
    /// fsync on, as any real database.
    Durable,
    /// fsync off: for throwaway clusters only.
    Throwaway,
    /// As throwaway, and the whole directory is deleted once postgres exits (on a stop, or when
    /// our process dies): a test binary's cluster, which lives in a static that is never dropped.
    Scratch,
}

impl Durability {
    fn syncs(self) -> bool {
        self == Self::Durable
    }
}

/// A running cluster. Stop it with [`EmbeddedPostgres::stop`]; if our process dies first, the
/// cluster notices that its stdin closed and shuts itself down.
pub struct EmbeddedPostgres {
    dir: PathBuf,
    /// The watchdog shell that runs `postgres`; closing its stdin asks for a fast shutdown.
    watchdog: Child,
    watchdog_stdin: Option<ChildStdin>,
    superuser_password: String,
    app_password: String,
    /// True when this start ran `initdb`, i.e. the data directory was empty.
    pub created: bool,
}

impl EmbeddedPostgres {
    /// Starts (creating when needed) the cluster kept in `dir/pg`, with its socket in `dir/run`.
    pub async fn start(dir: &Path, durability: Durability) -> anyhow::Result<Self> {
        let programs = PostgresPrograms::find()?;
        let owner = ClusterOwner::for_current_user()?;
        fs::create_dir_all(dir).with_context(|| format!("cannot create the data directory {}", dir.display()))?;
        let dir = dir.canonicalize()?;
        owner.make_private_dir(&dir)?;
        let data = dir.join("pg");
        let run = dir.join("run");
        fs::create_dir_all(&run)?;
        owner.make_private_dir(&run)?;
        let log = dir.join("postgres.log");
        secret_file::create_private(&log)?;
        owner.chown(&log)?;
        // initdb reads the superuser's password from its file, as the cluster's owner.
        let superuser_password = password_in(&dir.join(SUPERUSER_PASSWORD_FILE))?;
        owner.chown(&dir.join(SUPERUSER_PASSWORD_FILE))?;
        let app_password = password_in(&dir.join(APP_PASSWORD_FILE))?;

        let created = !data.join("PG_VERSION").exists();
        if created {
            fs::create_dir_all(&data)?;
            owner.make_private_dir(&data)?;
            let mut initdb = owner.command(&programs.initdb);
            initdb
                .arg("--pgdata")
                .arg(&data)
                .args(["--username", SUPERUSER, "--auth", "scram-sha-256", "--encoding", "UTF8", "--locale", "C.UTF-8"])
                .arg("--pwfile")
                .arg(dir.join(SUPERUSER_PASSWORD_FILE));
            if !durability.syncs() {
                initdb.arg("--no-sync");
            }
            let output = initdb.output().await.context("cannot run initdb")?;
            if !output.status.success() {
                bail!("initdb failed for {}: {}", data.display(), String::from_utf8_lossy(&output.stderr).trim());
            }
        }
        // A stale lock from a killed run would stop postgres from starting.
        remove_stale_pid_file(&data);

        let mut settings = vec![
            "listen_addresses=".to_string(),
            format!("unix_socket_directories={}", run.display()),
            "unix_socket_permissions=0700".to_string(),
            format!("port={PORT}"),
            "max_connections=200".to_string(),
            "password_encryption=scram-sha-256".to_string(),
        ];
        settings.extend(LOG_SETTINGS.map(String::from));
        if !durability.syncs() {
            settings.extend(["fsync=off", "synchronous_commit=off", "full_page_writes=off"].map(String::from));
        }
        let mut script = format!("{} -D {}", shell_quote(&programs.postgres), shell_quote(&data));
        for setting in &settings {
            script.push_str(&format!(" -c {}", shell_quote(Path::new(setting))));
        }
        // The watchdog shell: postgres runs in the foreground of `wait`; a reader in the
        // background sends it SIGINT (PostgreSQL's fast shutdown) when our end of stdin closes,
        // on a clean stop or on our death. Whatever it creates is its owner's alone.
        let mut script = format!(
            "umask 077\nexec 3<&0\n{script} 2>>{log} & pid=$!\n(read _ignored <&3; kill -INT $pid 2>/dev/null) &\nwait $pid",
            log = shell_quote(&log),
        );
        if durability == Durability::Scratch {
            script = format!("{script}\nstatus=$?\nrm -rf {dir}\nexit $status", dir = shell_quote(&dir));
        }
        let mut watchdog = owner.command(Path::new("/bin/sh"));
        watchdog
            .arg("-c")
            .arg(script)
            .stdin(Stdio::piped())
            .stdout(Stdio::null())
            .stderr(Stdio::inherit())
            .kill_on_drop(false);
        let mut watchdog = watchdog.spawn().context("cannot start postgres")?;
        let watchdog_stdin = watchdog.stdin.take();
        let mut cluster = Self { dir, watchdog, watchdog_stdin, superuser_password, app_password, created };
        cluster.wait_until_ready(&programs).await?;
        cluster.lock_down(&data).await?;
        Ok(cluster)
    }

    /// The roles, the server's database and the authentication rules as this version wants
    /// them, whether the cluster is new or was made by an older version (trust authentication,
    /// everything owned by the superuser). Idempotent, so an interrupted upgrade resumes.
    async fn lock_down(&self, data: &Path) -> anyhow::Result<()> {
        let mut admin = self.admin_connection("postgres").await?;
        // The passwords are generated alphanumerics (checked when read), safe inside quotes.
        admin
            .batch_execute(&format!(
                "DO $$ BEGIN
                   IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = '{APP_ROLE}') THEN
                     CREATE ROLE {APP_ROLE};
                   END IF;
                 END $$;
                 ALTER ROLE {APP_ROLE} WITH LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS \
                   PASSWORD '{app}';
                 ALTER ROLE {SUPERUSER} WITH PASSWORD '{superuser}';",
                app = self.app_password,
                superuser = self.superuser_password,
            ))
            .await
            .context("cannot set up the embedded cluster's roles")?;
        match database_owner(&mut admin, DATABASE).await? {
            None => self.create_database_from(DATABASE, None).await?,
            Some(owner) if owner != APP_ROLE => {
                tracing::info!(database = DATABASE, "handing the database from the superuser to {APP_ROLE}");
                let mut database = self.admin_connection(DATABASE).await?;
                database
                    .batch_execute(&hand_over_schema())
                    .await
                    .context("cannot hand the database's objects to the server's role")?;
                admin.batch_execute(&format!("ALTER DATABASE {DATABASE} OWNER TO {APP_ROLE}")).await?;
            }
            Some(_) => {}
        }
        let hba = data.join("pg_hba.conf");
        if fs::read_to_string(&hba).ok().as_deref() != Some(PG_HBA) {
            fs::write(&hba, PG_HBA).with_context(|| format!("cannot write {}", hba.display()))?;
            admin.batch_execute("SELECT pg_reload_conf()").await?;
        }
        Ok(())
    }

    /// The connection URL of a database in this cluster, as the server's role.
    pub fn url(&self, database: &str) -> String {
        self.url_as(APP_ROLE, &self.app_password, database)
    }

    /// The connection URL of a database in this cluster, as the superuser: for administration
    /// only (creating databases, the tests' outages), never for the server.
    pub fn admin_url(&self, database: &str) -> String {
        self.url_as(SUPERUSER, &self.superuser_password, database)
    }

    /// The socket directory, for connections made by hand.
    pub fn socket_dir(&self) -> PathBuf {
        self.dir.join("run")
    }

    fn url_as(&self, role: &str, password: &str, database: &str) -> String {
        let socket_dir = self.socket_dir().display().to_string().replace('/', "%2F");
        format!("postgres://{role}:{password}@{socket_dir}:{PORT}/{database}")
    }

    async fn admin_connection(&self, database: &str) -> anyhow::Result<AsyncPgConnection> {
        AsyncPgConnection::establish(&self.admin_url(database)).await.with_context(|| {
            format!(
                "cannot connect to the embedded cluster as its superuser; if {} was changed or deleted, \
                 put its password back",
                self.dir.join(SUPERUSER_PASSWORD_FILE).display()
            )
        })
    }

    /// Creates a database owned by the server's role, optionally as a copy of a template database.
    pub async fn create_database_from(&self, name: &str, template: Option<&str>) -> anyhow::Result<()> {
        let mut statement = format!("CREATE DATABASE {} OWNER {APP_ROLE}", quote_identifier(name));
        if let Some(template) = template {
            statement.push_str(&format!(" TEMPLATE {}", quote_identifier(template)));
        }
        let mut admin = self.admin_connection("postgres").await?;
        admin.batch_execute(&statement).await.with_context(|| format!("cannot create the database {name}"))
    }

    async fn wait_until_ready(&mut self, programs: &PostgresPrograms) -> anyhow::Result<()> {
        let started = Instant::now();
        loop {
            if let Some(status) = self.watchdog.try_wait()? {
                bail!("PostgreSQL stopped while starting ({status}); see {}", self.dir.join("postgres.log").display());
            }
            let status = Command::new(programs.bin.join("pg_isready"))
                .arg("-h")
                .arg(self.socket_dir())
                .args(["-p", &PORT.to_string(), "-U", SUPERUSER, "-d", "postgres", "-q"])
                .status()
                .await
                .context("cannot run pg_isready")?;
            if status.success() {
                return Ok(());
            }
            if started.elapsed() > START_TIMEOUT {
                bail!(
                    "PostgreSQL did not start within {}s; see {}",
                    START_TIMEOUT.as_secs(),
                    self.dir.join("postgres.log").display()
                );
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }

    /// Shuts the cluster down cleanly (PostgreSQL's fast shutdown) and waits for it.
    pub async fn stop(mut self) -> anyhow::Result<()> {
        drop(self.watchdog_stdin.take());
        let status = self.watchdog.wait().await?;
        if !status.success() {
            tracing::warn!(%status, "postgres exited with an error; see postgres.log in the data directory");
        }
        Ok(())
    }
}

/// Run in the server's database by the superuser: hands every object of the `public` schema
/// that the superuser owns (as older versions left them) to the server's role.
fn hand_over_schema() -> String {
    format!(
        "DO $$
DECLARE
  item record;
BEGIN
  -- Tables first: their sequences and row types follow them.
  FOR item IN SELECT c.oid::regclass AS name, c.relkind FROM pg_class c
      JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relowner = current_user::regrole AND c.relkind IN ('r', 'p', 'v', 'm', 'f')
  LOOP
    EXECUTE format('ALTER %s %s OWNER TO {APP_ROLE}',
      CASE item.relkind WHEN 'v' THEN 'VIEW' WHEN 'm' THEN 'MATERIALIZED VIEW' WHEN 'f' THEN 'FOREIGN TABLE'
        ELSE 'TABLE' END, item.name);
  END LOOP;
  FOR item IN SELECT c.oid::regclass AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relowner = current_user::regrole AND c.relkind = 'S'
  LOOP
    EXECUTE format('ALTER SEQUENCE %s OWNER TO {APP_ROLE}', item.name);
  END LOOP;
  FOR item IN SELECT p.oid::regprocedure AS name FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
      WHERE n.nspname = 'public' AND p.proowner = current_user::regrole
  LOOP
    EXECUTE format('ALTER ROUTINE %s OWNER TO {APP_ROLE}', item.name);
  END LOOP;
  FOR item IN SELECT t.oid::regtype AS name, t.typtype FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace
      WHERE n.nspname = 'public' AND t.typowner = current_user::regrole AND t.typtype IN ('e', 'd', 'r')
  LOOP
    EXECUTE format('ALTER %s %s OWNER TO {APP_ROLE}', CASE item.typtype WHEN 'd' THEN 'DOMAIN' ELSE 'TYPE' END,
      item.name);
  END LOOP;
  IF (SELECT nspowner FROM pg_namespace WHERE nspname = 'public') = current_user::regrole THEN
    ALTER SCHEMA public OWNER TO {APP_ROLE};
  END IF;
END $$"
    )
}

#[derive(QueryableByName)]
struct Owner {
    #[diesel(sql_type = Text)]
    owner: String,
}

/// The owner of a database, or None when there is no such database.
async fn database_owner(admin: &mut AsyncPgConnection, name: &str) -> anyhow::Result<Option<String>> {
    let owners: Vec<Owner> =
        diesel::sql_query("SELECT pg_get_userbyid(datdba)::text AS owner FROM pg_database WHERE datname = $1")
            .bind::<Text, _>(name)
            .load(admin)
            .await?;
    Ok(owners.into_iter().next().map(|row| row.owner))
}

/// The password kept in `path`, generated (alphanumeric, mode 0600) when the file is missing.
fn password_in(path: &Path) -> anyhow::Result<String> {
    if let Some(kept) = secret_file::read(path)? {
        let kept = String::from_utf8(kept).unwrap_or_default().trim().to_owned();
        if kept.is_empty() || !kept.chars().all(|c| c.is_ascii_alphanumeric()) {
            bail!("{} does not hold a generated password; restore it, or remove it to start afresh", path.display());
        }
        return Ok(kept);
    }
    let password: String = rand::rng().sample_iter(Alphanumeric).take(PASSWORD_CHARS).map(char::from).collect();
    secret_file::write(path, password.as_bytes())?;
    Ok(password)
}

fn quote_identifier(name: &str) -> String {
    format!("\"{}\"", name.replace('"', "\"\""))
}

/// The PostgreSQL server programs this machine has.
struct PostgresPrograms {
    bin: PathBuf,
    initdb: PathBuf,
    postgres: PathBuf,
}

impl PostgresPrograms {
    /// Looks in Debian's /usr/lib/postgresql/<version>/bin (newest first), then on PATH.
    fn find() -> anyhow::Result<Self> {
        let mut candidates: Vec<PathBuf> = fs::read_dir("/usr/lib/postgresql")
            .map(|entries| entries.filter_map(|e| e.ok()).map(|e| e.path().join("bin")).collect())
            .unwrap_or_default();
        candidates.sort_by_key(|path| {
            let version = path.parent().and_then(|p| p.file_name()).and_then(|v| v.to_str());
            std::cmp::Reverse(version.and_then(|v| v.parse::<u32>().ok()).unwrap_or(0))
        });
        if let Some(path) = std::env::var_os("PATH") {
            candidates.extend(std::env::split_paths(&path));
        }
        Self::find_in(candidates)
    }

    /// The first directory that has every program we run.
    fn find_in(candidates: impl IntoIterator<Item = PathBuf>) -> anyhow::Result<Self> {
        candidates
            .into_iter()
            .find(|bin| ["initdb", "postgres", "pg_isready"].iter().all(|p| bin.join(p).is_file()))
            .map(|bin| Self { initdb: bin.join("initdb"), postgres: bin.join("postgres"), bin })
            .ok_or_else(|| {
                anyhow!(
                    "the PostgreSQL server programs (initdb, postgres) were not found on PATH or under \
                     /usr/lib/postgresql/*/bin. Install them (Debian/Ubuntu: `apt-get install postgresql`), \
                     or point DATABASE_URL at a PostgreSQL server you run yourself."
                )
            })
    }
}

/// The unprivileged user a root process runs the cluster as; none when we are not root.
struct ClusterOwner(Option<(u32, u32)>);

impl ClusterOwner {
    fn for_current_user() -> anyhow::Result<Self> {
        if !nix::unistd::geteuid().is_root() {
            return Ok(Self(None));
        }
        let find = |name: &str| nix::unistd::User::from_name(name).ok().flatten();
        let user = find("postgres").or_else(|| find("nobody")).ok_or_else(|| {
            anyhow!("running as root, and neither a `postgres` nor a `nobody` user exists to run PostgreSQL")
        })?;
        Ok(Self(Some((user.uid.as_raw(), user.gid.as_raw()))))
    }

    /// Hands a directory to the cluster's owner, for its eyes only (0700).
    fn make_private_dir(&self, dir: &Path) -> anyhow::Result<()> {
        self.chown(dir)?;
        fs::set_permissions(dir, fs::Permissions::from_mode(PRIVATE_DIR))
            .with_context(|| format!("cannot make {} private", dir.display()))
    }

    fn chown(&self, path: &Path) -> anyhow::Result<()> {
        if let Some((uid, gid)) = self.0 {
            std::os::unix::fs::chown(path, Some(uid), Some(gid))
                .with_context(|| format!("cannot hand {} to the PostgreSQL user", path.display()))?;
        }
        Ok(())
    }

    fn command(&self, program: &Path) -> Command {
        let mut command = std::process::Command::new(program);
        if let Some((uid, gid)) = self.0 {
            command.uid(uid).gid(gid).env("HOME", "/tmp");
        }
        Command::from(command)
    }
}

fn remove_stale_pid_file(data: &Path) {
    let pid_file = data.join("postmaster.pid");
    let Ok(contents) = fs::read_to_string(&pid_file) else { return };
    let pid = contents.lines().next().unwrap_or_default().trim();
    if !pid.is_empty() && !Path::new("/proc").join(pid).exists() {
        let _ = fs::remove_file(pid_file);
    }
}

fn shell_quote(path: &Path) -> String {
    format!("'{}'", path.display().to_string().replace('\'', r"'\''"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn missing_programs_name_the_package_and_the_alternative() {
        let empty = std::env::temp_dir();
        let error = PostgresPrograms::find_in([empty]).err().expect("no programs in an empty directory");
        let message = error.to_string();
        assert!(message.contains("apt-get install postgresql"), "{message}");
        assert!(message.contains("DATABASE_URL"), "{message}");
    }

    #[test]
    fn this_machine_has_the_programs() {
        let programs = PostgresPrograms::find().expect("the tests need PostgreSQL's server programs");
        assert!(programs.postgres.is_file() && programs.initdb.is_file());
    }
}
