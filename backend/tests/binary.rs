//! The `ndoto` binary as a newcomer runs it: first start on an empty data directory (demo
//! logins printed), a clean stop on SIGTERM, a second start on the used directory, and `seed`.

use std::{
    io::{BufRead, BufReader},
    process::{Child, Command, Stdio},
    sync::mpsc,
    time::Duration,
};

use serde_json::{Value, json};

const NDOTO: &str = env!("CARGO_BIN_EXE_ndoto");

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

fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port()
}

fn start(data_dir: &std::path::Path) -> Server {
    let port = free_port();
    let mut child = Command::new(NDOTO)
        .args(["serve", "--listen", &format!("127.0.0.1:{port}"), "--web-dir", "/nonexistent"])
        .arg("--data-dir")
        .arg(data_dir)
        .env_remove("DATABASE_URL")
        .env("NDOTO_LOG", "warn")
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let stdout = child.stdout.take().unwrap();
    let (lines, received) = mpsc::channel();
    std::thread::spawn(move || {
        for line in BufReader::new(stdout).lines().map_while(Result::ok) {
            if lines.send(line).is_err() {
                break;
            }
        }
    });
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

async fn sign_in(port: u16, name: &str) -> (u16, Value) {
    let response = reqwest::Client::new()
        .post(format!("http://127.0.0.1:{port}/api/auth/child/signin"))
        .json(&json!({"firstName": name, "password": "ndoto-demo-2026"}))
        .send()
        .await
        .unwrap();
    (response.status().as_u16(), response.json().await.unwrap())
}

#[tokio::test]
async fn first_start_prints_demo_logins_stops_cleanly_and_restarts() {
    let data = tempfile::tempdir().unwrap();
    let server = start(data.path());
    let printed = server.printed.join("\n");
    for expected in ["parent@ndoto.example", "Amani", "Baraka", "Zawadi", "Jabari", "ndoto-demo-2026"] {
        assert!(printed.contains(expected), "{expected} missing from:\n{printed}");
    }
    for (name, age) in [("Amani", 7), ("baraka", 10), ("ZAWADI", 14), ("Jabari", 17)] {
        let (status, body) = sign_in(server.port, name).await;
        assert_eq!((status, body["user"]["age"].as_i64()), (200, Some(age)), "{name}: {body}");
    }
    stop(server);
    let log = std::fs::read_to_string(data.path().join("postgres.log")).unwrap();
    assert!(log.trim_end().ends_with("database system is shut down"), "PostgreSQL did not stop cleanly:\n{log}");

    // A used data directory: no demo logins again, same accounts, same token secret.
    let server = start(data.path());
    assert!(!server.printed.join("\n").contains("Demo logins"), "{:?}", server.printed);
    let (status, _) = sign_in(server.port, "Amani").await;
    assert_eq!(status, 200);
    stop(server);
}

#[test]
fn seed_is_idempotent_and_migrate_runs_alone() {
    let data = tempfile::tempdir().unwrap();
    for command in ["migrate", "seed", "seed"] {
        let output = Command::new(NDOTO)
            .arg(command)
            .arg("--data-dir")
            .arg(data.path())
            .env_remove("DATABASE_URL")
            .output()
            .unwrap();
        assert!(output.status.success(), "ndoto {command}: {}", String::from_utf8_lossy(&output.stderr));
    }
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
