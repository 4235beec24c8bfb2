//! The `ndoto` binary as a newcomer runs it: `serve --demo` on an empty data directory (demo
//! logins printed), a clean stop on SIGTERM, a second start on the used directory, and `seed`;
//! and as an operator runs it: `serve` creates no account, and a server holding the demo
//! accounts stays on loopback unless told otherwise.

use std::{
    io::{BufRead, BufReader},
    os::unix::fs::PermissionsExt,
    process::{Child, Command, Stdio},
    sync::mpsc,
    time::Duration,
};

use diesel::{QueryDsl, dsl::count_star};
use diesel_async::RunQueryDsl;
use ndoto::db::{
    self,
    embedded::{self, Durability, EmbeddedPostgres},
    schema::{children, parents},
};
use serde_json::{Value, json};

const NDOTO: &str = env!("CARGO_BIN_EXE_ndoto");
const DEMO_PASSWORD: &str = "twiga-demo-2026";

/// A started server and the lines it printed up to "Ndoto is up".
struct Server {
    child: Child,
    printed: Vec<String>,
    port: u16,
}

impl Drop for Server {
    /// A failing test must not leave a server behind.
    fn drop(&mut self) {
        if self.child.try_wait().ok().flatten().is_none() {
            let _ = self.child.kill();
            let _ = self.child.wait();
        }
    }
}

fn mode(path: &std::path::Path) -> u32 {
    std::fs::metadata(path).unwrap().permissions().mode() & 0o777
}

fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port()
}

/// `ndoto serve` on the data directory, listening on `host` (a free port), with `extra` arguments.
fn serve_command(data_dir: &std::path::Path, host: &str, extra: &[&str]) -> (Command, u16) {
    let port = free_port();
    let mut command = Command::new(NDOTO);
    command
        .args(["serve", "--listen", &format!("{host}:{port}"), "--web-dir", "/nonexistent"])
        .args(extra)
        .arg("--data-dir")
        .arg(data_dir)
        .env_remove("DATABASE_URL")
        .env_remove("NDOTO_DEMO")
        .env_remove("NDOTO_ALLOW_DEMO_ACCOUNTS_ON_NETWORK")
        .env("NDOTO_LOG", "warn");
    (command, port)
}

fn start(data_dir: &std::path::Path, extra: &[&str]) -> Server {
    let (mut command, port) = serve_command(data_dir, "127.0.0.1", extra);
    start_command(&mut command, port)
}

/// The lines `output` (a child's stdout or stderr) prints, as they come.
fn lines_of(output: impl std::io::Read + Send + 'static) -> mpsc::Receiver<String> {
    let (lines, received) = mpsc::channel();
    std::thread::spawn(move || {
        for line in BufReader::new(output).lines().map_while(Result::ok) {
            if lines.send(line).is_err() {
                break;
            }
        }
    });
    received
}

fn start_command(command: &mut Command, port: u16) -> Server {
    let mut child = command.stdout(Stdio::piped()).spawn().unwrap();
    let received = lines_of(child.stdout.take().unwrap());
    let mut server = Server { child, printed: Vec::new(), port };
    loop {
        let line = received.recv_timeout(Duration::from_secs(120)).expect("the server says it is up");
        let up = line.starts_with("Ndoto is up");
        server.printed.push(line);
        if up {
            return server;
        }
    }
}

fn stop(mut server: Server) {
    let status = Command::new("kill").args(["-TERM", &server.child.id().to_string()]).status().unwrap();
    assert!(status.success());
    let exit = server.child.wait().unwrap();
    assert!(exit.success(), "ndoto exited with {exit}");
}

/// A REST POST of `body` to the server on `port`, with a bearer `token` if any: status and JSON.
async fn post_json(port: u16, path: &str, token: Option<&str>, body: &Value) -> (u16, Value) {
    let mut request = reqwest::Client::new().post(format!("http://127.0.0.1:{port}{path}")).json(body);
    if let Some(token) = token {
        request = request.bearer_auth(token);
    }
    let response = request.send().await.unwrap();
    (response.status().as_u16(), response.json().await.unwrap())
}

async fn sign_in(port: u16, name: &str) -> (u16, Value) {
    post_json(port, "/api/auth/child/signin", None, &json!({"firstName": name, "password": DEMO_PASSWORD})).await
}

#[tokio::test]
async fn serve_demo_prints_demo_logins_stops_cleanly_and_restarts() {
    let data = tempfile::tempdir().unwrap();
    let server = start(data.path(), &["--demo"]);
    let printed = server.printed.join("\n");
    for expected in ["parent@ndoto.example", "Amani", "Baraka", "Zawadi", "Jabari", DEMO_PASSWORD] {
        assert!(printed.contains(expected), "{expected} missing from:\n{printed}");
    }
    for (name, age) in [("Amani", 7), ("baraka", 10), ("ZAWADI", 14), ("Jabari", 17)] {
        let (status, body) = sign_in(server.port, name).await;
        assert_eq!((status, body["user"]["age"].as_i64()), (200, Some(age)), "{name}: {body}");
    }
    stop(server);
    let log = std::fs::read_to_string(data.path().join("postgres.log")).unwrap();
    assert!(log.trim_end().ends_with("database system is shut down"), "PostgreSQL did not stop cleanly:\n{log}");

    // A used data directory, without --demo: no demo logins printed, same accounts; a JWT secret
    // left readable by others is set back to 0600 and kept.
    let secret_path = data.path().join("jwt-secret");
    let secret = std::fs::read(&secret_path).unwrap();
    assert_eq!(mode(&secret_path), 0o600);
    std::fs::set_permissions(&secret_path, std::fs::Permissions::from_mode(0o644)).unwrap();
    let server = start(data.path(), &[]);
    assert_eq!((mode(&secret_path), std::fs::read(&secret_path).unwrap()), (0o600, secret));
    assert!(!server.printed.join("\n").contains("Demo logins"), "{:?}", server.printed);
    let (status, _) = sign_in(server.port, "Amani").await;
    assert_eq!(status, 200);
    stop(server);
}

#[test]
fn seed_is_idempotent_and_migrate_runs_alone() {
    let data = tempfile::tempdir().unwrap();
    for command in [&["migrate"][..], &["seed"], &["seed", "--demo"], &["seed", "--demo"]] {
        let output = Command::new(NDOTO)
            .args(command)
            .arg("--data-dir")
            .arg(data.path())
            .env_remove("DATABASE_URL")
            .output()
            .unwrap();
        assert!(output.status.success(), "ndoto {command:?}: {}", String::from_utf8_lossy(&output.stderr));
        let printed = String::from_utf8_lossy(&output.stdout);
        assert_eq!(printed.contains(DEMO_PASSWORD), command.contains(&"--demo"), "ndoto {command:?}: {printed}");
    }
}

/// The accounts (parents, children) in a stopped server's embedded database.
async fn accounts(data_dir: &std::path::Path) -> (i64, i64) {
    let cluster = EmbeddedPostgres::start(data_dir, Durability::Durable).await.unwrap();
    let pool = db::connect(&cluster.url(embedded::DATABASE), 1).await.unwrap();
    let mut conn = pool.get().await.unwrap();
    let parents = parents::table.select(count_star()).get_result(&mut conn).await.unwrap();
    let children = children::table.select(count_star()).get_result(&mut conn).await.unwrap();
    drop(conn);
    drop(pool);
    cluster.stop().await.unwrap();
    (parents, children)
}

#[tokio::test]
async fn serve_creates_no_account_and_demo_accounts_stay_on_loopback_unless_allowed() {
    let data = tempfile::tempdir().unwrap();
    // Without demo accounts a server may listen on every address, and creates no account.
    let (mut command, port) = serve_command(data.path(), "0.0.0.0", &[]);
    let server = start_command(&mut command, port);
    assert!(!server.printed.join("\n").contains("Demo logins"), "{:?}", server.printed);
    let (status, _) = sign_in(server.port, "Amani").await;
    assert_eq!(status, 401);
    stop(server);
    assert_eq!(accounts(data.path()).await, (0, 0));

    // With them, it refuses any address but loopback...
    let seeded = Command::new(NDOTO)
        .args(["seed", "--demo", "--data-dir"])
        .arg(data.path())
        .env_remove("DATABASE_URL")
        .output()
        .unwrap();
    assert!(seeded.status.success(), "{}", String::from_utf8_lossy(&seeded.stderr));
    assert_eq!(accounts(data.path()).await, (1, 4));
    let (mut command, _) = serve_command(data.path(), "0.0.0.0", &[]);
    let refused = command.output().unwrap();
    assert!(!refused.status.success());
    let stderr = String::from_utf8_lossy(&refused.stderr);
    assert!(stderr.contains("demo accounts") && stderr.contains("--allow-demo-accounts-on-network"), "{stderr}");

    // ...unless told so by the flag's environment twin.
    let (mut command, port) = serve_command(data.path(), "0.0.0.0", &[]);
    let server = start_command(command.env("NDOTO_ALLOW_DEMO_ACCOUNTS_ON_NETWORK", "true"), port);
    let (status, _) = sign_in(server.port, "Amani").await;
    assert_eq!(status, 200);
    stop(server);
}

#[test]
fn a_serve_without_a_secret_on_an_external_database_refuses_to_start() {
    let output = Command::new(NDOTO)
        .args(["serve", "--database-url", "postgres://nobody@127.0.0.1:1/none"])
        .env_remove("NDOTO_JWT_SECRET")
        .output()
        .unwrap();
    assert!(!output.status.success());
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains("set NDOTO_JWT_SECRET"), "{stderr}");
}

/// `ndoto moderator` as an operator runs it, on the data directory.
fn moderator_command(data_dir: &std::path::Path, args: &[&str]) -> std::process::Output {
    Command::new(NDOTO)
        .arg("moderator")
        .args(args)
        .arg("--data-dir")
        .arg(data_dir)
        .env_remove("DATABASE_URL")
        .output()
        .unwrap()
}

async fn moderator_sign_in(port: u16, email: &str, password: &str) -> u16 {
    reqwest::Client::new()
        .post(format!("http://127.0.0.1:{port}/api/auth/moderator/signin"))
        .json(&json!({"email": email, "password": password}))
        .send()
        .await
        .unwrap()
        .status()
        .as_u16()
}

#[tokio::test]
async fn an_operator_adds_and_removes_moderators_from_the_command_line() {
    let data = tempfile::tempdir().unwrap();
    let added = moderator_command(data.path(), &["add", "Rehema@Example.org"]);
    assert!(added.status.success(), "{}", String::from_utf8_lossy(&added.stderr));
    let printed = String::from_utf8_lossy(&added.stdout).into_owned();
    let password = printed
        .split("shown only now: ")
        .nth(1)
        .and_then(|rest| rest.split_whitespace().next())
        .unwrap_or_else(|| panic!("no password in: {printed}"))
        .to_owned();
    assert!(printed.contains("Moderator rehema@example.org added"), "{printed}");
    let refused = moderator_command(data.path(), &["add", "not an address"]);
    assert!(!refused.status.success());
    assert!(String::from_utf8_lossy(&refused.stderr).contains("email must be an email address"));

    let server = start(data.path(), &[]);
    assert_eq!(moderator_sign_in(server.port, "rehema@example.org", &password).await, 200);
    stop(server);

    let removed = moderator_command(data.path(), &["remove", "rehema@example.org"]);
    assert!(removed.status.success(), "{}", String::from_utf8_lossy(&removed.stderr));
    let again = moderator_command(data.path(), &["remove", "rehema@example.org"]);
    assert!(!again.status.success());
    assert!(String::from_utf8_lossy(&again.stderr).contains("there is no moderator rehema@example.org"));
    let server = start(data.path(), &[]);
    assert_eq!(moderator_sign_in(server.port, "rehema@example.org", &password).await, 401);
    stop(server);
}

/// Without SMTP the server starts, warns that parents cannot be verified by email, and writes
/// each verification link to its log, which verifies (the development mail mode); with
/// `--require-smtp` a missing SMTP stops the start instead.
#[tokio::test]
async fn without_smtp_the_verification_link_is_in_the_log_and_require_smtp_refuses_to_start() {
    let data = tempfile::tempdir().unwrap();
    let (mut command, port) = serve_command(data.path(), "127.0.0.1", &[]);
    command.env_remove("NDOTO_SMTP_URL").env_remove("NDOTO_SMTP_FROM").env_remove("NDOTO_PUBLIC_URL");
    let mut child = command.stderr(Stdio::piped()).spawn().unwrap();
    let logged = lines_of(child.stderr.take().unwrap());
    let server = Server { child, printed: Vec::new(), port };
    let next_line_with = |needle: &str| loop {
        let line =
            logged.recv_timeout(Duration::from_secs(120)).unwrap_or_else(|_| panic!("no log line with {needle}"));
        if line.contains(needle) {
            break line;
        }
    };
    let warning = next_line_with("parents cannot be verified by email");
    assert!(warning.contains("--require-smtp"), "{warning}");

    let http = reqwest::Client::new();
    let url = |path: &str| format!("http://127.0.0.1:{port}{path}");
    let sign_up = json!({"firstName": "Neema", "lastName": "Okafor", "email": "neema@example.com",
        "phone": "+250788123456", "password": "giraffe lemon kite"});
    // Until the embedded cluster is up (the log, not stdout, is read here).
    for _ in 0..1200 {
        if http.post(url("/api/auth/parent/signup")).json(&sign_up).send().await.is_ok_and(|r| r.status() == 200) {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    let line = next_line_with("/parent/verify-email?token=");
    assert!(
        line.contains(&format!("http://127.0.0.1:{port}/parent/verify-email?token=")),
        "the listen address: {line}"
    );
    let token = line
        .split("token=")
        .nth(1)
        .unwrap()
        .split(|c: char| !(c.is_ascii_alphanumeric() || c == '-' || c == '_'))
        .next()
        .unwrap();
    let login = json!({"email": "neema@example.com", "password": "giraffe lemon kite"});
    let (_, signed_in) = post_json(port, "/api/auth/parent/signin", None, &login).await;
    let parent = signed_in["access_token"].as_str();
    let (_, verified) = post_json(port, "/api/parent/email/verify", parent, &json!({"token": token})).await;
    assert_eq!(verified["parent"]["emailVerified"], true, "{verified}");
    stop(server);

    let output = Command::new(NDOTO)
        .args(["serve", "--require-smtp", "--database-url", "postgres://nobody@127.0.0.1:1/none"])
        .env("NDOTO_JWT_SECRET", "a secret that is at least thirty-two bytes long")
        .env_remove("NDOTO_SMTP_URL")
        .env_remove("NDOTO_SMTP_FROM")
        .output()
        .unwrap();
    assert!(!output.status.success());
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        stderr.contains("--require-smtp (NDOTO_REQUIRE_SMTP) is set but NDOTO_SMTP_URL and NDOTO_SMTP_FROM are not"),
        "{stderr}"
    );
}
