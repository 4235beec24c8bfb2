//! Two PostgreSQL clusters on loopback with synchronous streaming replication, made with the
//! machine's own programs: a primary (`initdb`), a standby copied from it (`pg_basebackup -R`)
//! and named in the primary's `synchronous_standby_names`, so that a commit is acknowledged only
//! once the standby has it. Trust authentication on 127.0.0.1 only: a throwaway pair for tests.

use std::{
    os::unix::process::CommandExt,
    path::{Path, PathBuf},
    process::{Command, Stdio},
    time::{Duration, Instant},
};

use diesel_async::{AsyncConnection, AsyncPgConnection, RunQueryDsl, SimpleAsyncConnection};

use crate::edge::harness::free_port;

/// The standby's name in `synchronous_standby_names`.
const STANDBY_NAME: &str = "standby";
/// The database the servers use.
pub(crate) const DATABASE: &str = "ndoto";

/// PostgreSQL's programs, from Debian's /usr/lib/postgresql/<newest>/bin or PATH.
fn program(name: &str) -> PathBuf {
    let mut versions: Vec<PathBuf> = std::fs::read_dir("/usr/lib/postgresql")
        .map(|entries| entries.filter_map(|e| e.ok()).map(|e| e.path().join("bin")).collect())
        .unwrap_or_default();
    versions.sort_by_key(|bin| {
        std::cmp::Reverse(bin.parent().and_then(|v| v.file_name()?.to_str()?.parse::<u32>().ok()).unwrap_or(0))
    });
    versions.into_iter().map(|bin| bin.join(name)).find(|path| path.is_file()).unwrap_or_else(|| name.into())
}

/// PostgreSQL refuses to run as root: as root, the clusters belong to `postgres` (or `nobody`).
fn owner() -> Option<(u32, u32)> {
    if !nix::unistd::geteuid().is_root() {
        return None;
    }
    let user = nix::unistd::User::from_name("postgres")
        .ok()
        .flatten()
        .or_else(|| nix::unistd::User::from_name("nobody").ok().flatten())?;
    Some((user.uid.as_raw(), user.gid.as_raw()))
}

fn as_owner(program_name: &str) -> Command {
    let mut command = Command::new(program(program_name));
    if let Some((uid, gid)) = owner() {
        command.uid(uid).gid(gid).env("HOME", "/tmp");
    }
    command.stdout(Stdio::null());
    command
}

fn run(mut command: Command) {
    let output = command.stderr(Stdio::piped()).output().unwrap();
    assert!(output.status.success(), "{command:?}: {}", String::from_utf8_lossy(&output.stderr));
}

/// One cluster of the pair.
pub(crate) struct Node {
    pub(crate) data: PathBuf,
    pub(crate) port: u16,
}

impl Node {
    fn start(&self) {
        let log = self.data.parent().unwrap().join("logs").join(format!("postgres-{}.log", self.port));
        let options = format!(
            "-c port={} -c listen_addresses=127.0.0.1 -c unix_socket_directories='' -c max_connections=100 \
             -c wal_level=replica -c max_wal_senders=5 -c hot_standby=on",
            self.port
        );
        let mut command = as_owner("pg_ctl");
        command.arg("-D").arg(&self.data).args(["-o", &options, "-w", "-t", "60", "-l"]).arg(log).arg("start");
        run(command);
    }

    /// A URL to this node alone, as the superuser.
    pub(crate) fn url(&self, database: &str) -> String {
        format!("postgres://postgres@127.0.0.1:{}/{database}", self.port)
    }

    /// The postmaster's process id.
    fn pid(&self) -> i32 {
        let pid = std::fs::read_to_string(self.data.join("postmaster.pid")).unwrap();
        pid.lines().next().unwrap().trim().parse().unwrap()
    }

    pub(crate) async fn connection(&self) -> AsyncPgConnection {
        AsyncPgConnection::establish(&self.url(DATABASE)).await.unwrap()
    }
}

/// The primary and its synchronous standby.
pub(crate) struct Pair {
    pub(crate) primary: Node,
    pub(crate) standby: Node,
    _dir: tempfile::TempDir,
}

impl Pair {
    /// Both clusters up, the standby streaming synchronously, and the database created (empty:
    /// the first `ndoto serve` migrates it).
    pub(crate) async fn start() -> Self {
        let dir = tempfile::tempdir().unwrap();
        use std::os::unix::fs::PermissionsExt;
        // PostgreSQL wants its data directories its owner's alone.
        let owned = |path: &Path| {
            std::fs::create_dir_all(path).unwrap();
            std::fs::set_permissions(path, std::fs::Permissions::from_mode(0o700)).unwrap();
            if let Some((uid, gid)) = owner() {
                std::os::unix::fs::chown(path, Some(uid), Some(gid)).unwrap();
            }
        };
        std::fs::set_permissions(dir.path(), std::fs::Permissions::from_mode(0o755)).unwrap();
        let primary = Node { data: dir.path().join("primary"), port: free_port() };
        let standby = Node { data: dir.path().join("standby"), port: free_port() };
        owned(&primary.data);
        owned(&dir.path().join("logs"));
        let mut initdb = as_owner("initdb");
        initdb.arg("-D").arg(&primary.data).args(["-U", "postgres", "--auth", "trust", "--no-sync", "-E", "UTF8"]);
        initdb.args(["--locale", "C.UTF-8"]);
        run(initdb);
        std::fs::write(
            primary.data.join("pg_hba.conf"),
            "host all all 127.0.0.1/32 trust\nhost replication all 127.0.0.1/32 trust\n",
        )
        .unwrap();
        primary.start();

        // The standby: a base backup with its recovery settings (-R), streaming as STANDBY_NAME.
        owned(&standby.data);
        let mut backup = as_owner("pg_basebackup");
        backup.arg("-D").arg(&standby.data).args([
            "-R",
            "-X",
            "stream",
            "--no-sync",
            "-d",
            &format!("host=127.0.0.1 port={} user=postgres application_name={STANDBY_NAME}", primary.port),
        ]);
        run(backup);
        standby.start();

        // Synchronous from now on: a commit waits for the standby's flush.
        let mut admin = AsyncPgConnection::establish(&primary.url("postgres")).await.unwrap();
        // Two statements: ALTER SYSTEM refuses to run in the implicit transaction of a batch.
        admin.batch_execute(&format!("ALTER SYSTEM SET synchronous_standby_names = '{STANDBY_NAME}'")).await.unwrap();
        admin.batch_execute("SELECT pg_reload_conf()").await.unwrap();
        let started = Instant::now();
        loop {
            let sync: Vec<Count> = diesel::sql_query(
                "SELECT count(*) AS n FROM pg_stat_replication WHERE sync_state = 'sync' AND state = 'streaming'",
            )
            .load(&mut admin)
            .await
            .unwrap();
            if sync[0].n == 1 {
                break;
            }
            assert!(started.elapsed() < Duration::from_secs(30), "the standby did not become synchronous");
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        admin.batch_execute(&format!("CREATE DATABASE {DATABASE}")).await.unwrap();
        Self { primary, standby, _dir: dir }
    }

    /// The servers' DATABASE_URL: both hosts, the writable one wanted.
    pub(crate) fn multi_host_url(&self) -> String {
        format!(
            "postgres://postgres@127.0.0.1:{},127.0.0.1:{}/{DATABASE}?target_session_attrs=read-write",
            self.primary.port, self.standby.port
        )
    }

    /// The primary's postmaster killed with SIGKILL: no shutdown, no goodbye to clients.
    pub(crate) fn kill_primary(&self) {
        nix_kill(self.primary.pid());
    }

    /// The standby becomes the primary (`pg_ctl promote`, waiting until it accepts writes).
    pub(crate) fn promote_standby(&self) {
        let mut promote = as_owner("pg_ctl");
        promote.arg("-D").arg(&self.standby.data).args(["-w", "-t", "60", "promote"]);
        run(promote);
    }
}

fn nix_kill(pid: i32) {
    let status = Command::new("kill").args(["-KILL", &pid.to_string()]).status().unwrap();
    assert!(status.success());
}

impl Drop for Pair {
    /// Both clusters stopped (immediate), whatever the test did.
    fn drop(&mut self) {
        for node in [&self.primary, &self.standby] {
            if node.data.join("postmaster.pid").exists() {
                let mut stop = as_owner("pg_ctl");
                stop.arg("-D").arg(&node.data).args(["-m", "immediate", "-w", "stop"]).stderr(Stdio::null());
                let _ = stop.status();
            }
        }
    }
}

#[derive(diesel::QueryableByName)]
pub(crate) struct Count {
    #[diesel(sql_type = diesel::sql_types::BigInt)]
    pub(crate) n: i64,
}
