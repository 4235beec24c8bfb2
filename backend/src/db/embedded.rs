//! A private PostgreSQL cluster in a directory of ours, run with the machine's own PostgreSQL
//! programs and reachable only through a unix socket in that directory.
//!
//! The server uses it when no `DATABASE_URL` is given; the tests use it for their throwaway
//! clusters. PostgreSQL refuses to run as root, so as root the cluster belongs to an unprivileged
//! user (`postgres` when it exists, else `nobody`).

use std::{
    fs,
    os::unix::{fs::PermissionsExt, process::CommandExt},
    path::{Path, PathBuf},
    process::Stdio,
    time::{Duration, Instant},
};

use anyhow::{Context, anyhow, bail};
use tokio::process::{Child, ChildStdin, Command};

/// The database and role the cluster is created with.
pub const DATABASE: &str = "ndoto";
const ROLE: &str = "ndoto";
const PORT: u16 = 5432;
const START_TIMEOUT: Duration = Duration::from_secs(60);

/// How durable the cluster is: tests trade crash safety for speed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Durability {
    /// fsync on, as any real database.
    Durable,
    /// fsync off: for throwaway clusters only.
    Throwaway,
}

/// A running cluster. Stop it with [`EmbeddedPostgres::stop`]; if our process dies first, the
/// cluster notices that its stdin closed and shuts itself down.
pub struct EmbeddedPostgres {
    dir: PathBuf,
    /// The watchdog shell that runs `postgres`; closing its stdin asks for a fast shutdown.
    watchdog: Child,
    watchdog_stdin: Option<ChildStdin>,
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
        let data = dir.join("pg");
        let run = dir.join("run");
        // The cluster's owner must be able to reach its directories.
        if owner.is_some() {
            fs::set_permissions(&dir, fs::Permissions::from_mode(0o755))?;
        }
        fs::create_dir_all(&run)?;
        owner.chown(&run)?;
        let log = dir.join("postgres.log");
        fs::OpenOptions::new().create(true).append(true).open(&log)?;
        owner.chown(&log)?;

        let created = !data.join("PG_VERSION").exists();
        if created {
            fs::create_dir_all(&data)?;
            fs::set_permissions(&data, fs::Permissions::from_mode(0o700))?;
            owner.chown(&data)?;
            let mut initdb = owner.command(&programs.initdb);
            initdb.arg("--pgdata").arg(&data).args([
                "--username",
                ROLE,
                "--auth",
                "trust",
                "--encoding",
                "UTF8",
                "--locale",
                "C.UTF-8",
            ]);
            if durability == Durability::Throwaway {
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
            format!("port={PORT}"),
            "max_connections=200".to_string(),
        ];
        if durability == Durability::Throwaway {
            settings.extend(["fsync=off", "synchronous_commit=off", "full_page_writes=off"].map(String::from));
        }
        let mut script = format!("{} -D {}", shell_quote(&programs.postgres), shell_quote(&data));
        for setting in &settings {
            script.push_str(&format!(" -c {}", shell_quote(Path::new(setting))));
        }
        // The watchdog shell: postgres runs in the foreground of `wait`; a reader in the
        // background sends it SIGINT (PostgreSQL's fast shutdown) when our end of stdin closes,
        // on a clean stop or on our death.
        let script = format!(
            "exec 3<&0\n{script} 2>>{log} & pid=$!\n(read _ignored <&3; kill -INT $pid 2>/dev/null) &\nwait $pid",
            log = shell_quote(&log),
        );
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
        let mut cluster = Self { dir, watchdog, watchdog_stdin, created };
        cluster.wait_until_ready(&programs).await?;
        if created {
            cluster.create_database_from(DATABASE, None).await?;
        }
        Ok(cluster)
    }

    /// The connection URL of a database in this cluster.
    pub fn url(&self, database: &str) -> String {
        let socket_dir = self.dir.join("run").display().to_string().replace('/', "%2F");
        format!("postgres://{ROLE}@{socket_dir}:{PORT}/{database}")
    }

    /// Creates a database, optionally as a copy of a template database.
    pub async fn create_database_from(&self, name: &str, template: Option<&str>) -> anyhow::Result<()> {
        let programs = PostgresPrograms::find()?;
        let mut createdb = Command::new(programs.bin.join("createdb"));
        createdb.args(["-h"]).arg(self.dir.join("run")).args(["-p", &PORT.to_string(), "-U", ROLE]);
        if let Some(template) = template {
            createdb.args(["-T", template]);
        }
        let output = createdb.arg(name).output().await.context("cannot run createdb")?;
        if !output.status.success() {
            bail!("createdb {name} failed: {}", String::from_utf8_lossy(&output.stderr).trim());
        }
        Ok(())
    }

    async fn wait_until_ready(&mut self, programs: &PostgresPrograms) -> anyhow::Result<()> {
        let started = Instant::now();
        loop {
            if let Some(status) = self.watchdog.try_wait()? {
                bail!("PostgreSQL stopped while starting ({status}); see {}", self.dir.join("postgres.log").display());
            }
            let status = Command::new(programs.bin.join("pg_isready"))
                .arg("-h")
                .arg(self.dir.join("run"))
                .args(["-p", &PORT.to_string(), "-U", ROLE, "-d", "postgres", "-q"])
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
            .find(|bin| ["initdb", "postgres", "pg_isready", "createdb"].iter().all(|p| bin.join(p).is_file()))
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

    fn is_some(&self) -> bool {
        self.0.is_some()
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
