//! What an operator's deployment relies on, run against real programs on loopback:
//! `pgbouncer::` runs `ndoto serve` through PgBouncer in transaction mode (the Kubernetes
//! manifests' Pooler, deploy/kubernetes/), `backup::` restores a base backup and its WAL archive
//! into a fresh cluster and serves from it (docs/operations.md, "Backups and restore").
//!
//! They start their own PostgreSQL programs and processes, so plain `cargo test` skips them;
//! `.ci/run` runs them: `cargo test --test integration -- --ignored deploy::`.

mod backup;
mod pgbouncer;

use std::{
    os::unix::fs::MetadataExt,
    path::{Path, PathBuf},
    time::Duration,
};

use crate::common::PASSWORD;
use serde_json::{Value, json};

/// A REST client of a server that runs as its own process (`ndoto serve`).
#[derive(Clone)]
pub(crate) struct Rest {
    base: String,
    http: reqwest::Client,
}

impl Rest {
    pub(crate) fn new(base: String) -> Self {
        let http = reqwest::Client::builder().timeout(Duration::from_secs(30)).build().unwrap();
        Self { base, http }
    }

    /// A call; the HTTP status and the JSON body.
    pub(crate) async fn call(
        &self,
        method: &str,
        path: &str,
        token: Option<&str>,
        body: Option<Value>,
    ) -> (u16, Value) {
        let mut request = self.http.request(method.parse().unwrap(), format!("{}{path}", self.base));
        if let Some(token) = token {
            request = request.bearer_auth(token);
        }
        if let Some(body) = body {
            request = request.json(&body);
        }
        let response = request.send().await.unwrap_or_else(|error| panic!("{method} {path}: {error}"));
        let status = response.status().as_u16();
        let text = response.text().await.unwrap();
        (status, serde_json::from_str(&text).unwrap_or(Value::String(text)))
    }

    /// A call that must answer 200; its body.
    pub(crate) async fn ok(&self, method: &str, path: &str, token: Option<&str>, body: Option<Value>) -> Value {
        let (status, answer) = self.call(method, path, token, body).await;
        assert_eq!(status, 200, "{method} {path}: {answer}");
        answer
    }

    /// Signs a parent up and in over REST, verified (as the emailed link would: `verify` runs
    /// the test harness's SQL on the database directly); their token.
    pub(crate) async fn parent(&self, email: &str, verify: impl AsyncFnOnce(&str)) -> String {
        let sign_up = json!({"firstName": "Neema", "lastName": "Okafor", "email": email,
            "phone": "+250788123456", "password": PASSWORD});
        self.ok("POST", "/api/auth/parent/signup", None, Some(sign_up)).await;
        verify(email).await;
        let signed_in =
            self.ok("POST", "/api/auth/parent/signin", None, Some(json!({"email": email, "password": PASSWORD}))).await;
        signed_in["access_token"].as_str().unwrap().to_owned()
    }

    /// Adds a ten-year-old child for the parent over REST; the child's id.
    pub(crate) async fn add_child(&self, parent: &str, name: &str) -> String {
        let birth = chrono::Utc::now().date_naive() - chrono::Months::new(10 * 12 + 3);
        let child = json!({"firstName": name, "lastName": "Okafor", "signInName": name,
            "birthDate": birth.format("%Y-%m-%d").to_string(), "password": PASSWORD,
            "consentNoticeVersion": ndoto::account::CONSENT_NOTICE_VERSION});
        let added = self.ok("POST", "/api/parent/children", Some(parent), Some(child)).await;
        added["child"]["_id"].as_str().unwrap_or_else(|| panic!("{added}")).to_owned()
    }

    /// The child's token.
    pub(crate) async fn child(&self, name: &str) -> String {
        let signed_in = self
            .ok("POST", "/api/auth/child/signin", None, Some(json!({"firstName": name, "password": PASSWORD})))
            .await;
        signed_in["access_token"].as_str().unwrap().to_owned()
    }

    /// The activities listed for the child, with whether each is completed.
    pub(crate) async fn activities(&self, child: &str) -> Vec<Value> {
        self.ok("GET", "/api/student/dashboard/challenges", Some(child), None).await.as_array().unwrap().clone()
    }

    pub(crate) async fn complete(&self, child: &str, activity: &str) {
        self.ok("POST", &format!("/api/student/rewards/complete-challenge/{activity}"), Some(child), None).await;
    }

    /// Joins the child's first community and posts `content` there; the post's id.
    pub(crate) async fn post(&self, child: &str, content: &str) -> String {
        let communities = self.ok("GET", "/api/student/dashboard/communities", Some(child), None).await;
        let community = format!("/api/student/dashboard/communities/{}", communities[0]["_id"].as_str().unwrap());
        self.ok("POST", &format!("{community}/join"), Some(child), None).await;
        let post = self.ok("POST", &format!("{community}/posts"), Some(child), Some(json!({"content": content}))).await;
        post["_id"].as_str().unwrap_or_else(|| panic!("{post}")).to_owned()
    }
}

/// Marks the parent verified and agreed to the consent notice, on the database at `url`
/// (as [`crate::common::TestApp::verify_parent`] does on a test's own server).
pub(crate) async fn verify_parent(url: &str, email: &str) {
    let pool = ndoto::db::connect(url, 1).await.unwrap();
    crate::common::verify_parent_in(&mut pool.get().await.unwrap(), email).await;
}

/// The user and group that own a cluster's directory: the PostgreSQL programs a test starts on
/// it run as them (as root, the embedded cluster belongs to an unprivileged user).
pub(crate) fn owner_of(dir: &Path) -> (u32, u32) {
    let metadata = std::fs::metadata(dir).unwrap();
    (metadata.uid(), metadata.gid())
}

/// Hands a file or directory to `owner`, as the cluster's programs must read or write it.
pub(crate) fn give(path: &Path, (uid, gid): (u32, u32)) {
    std::os::unix::fs::chown(path, Some(uid), Some(gid)).unwrap();
}

/// A command that runs as `owner` (with a HOME it may use).
pub(crate) fn command_as(program: &Path, (uid, gid): (u32, u32)) -> tokio::process::Command {
    let mut command = tokio::process::Command::new(program);
    if nix::unistd::geteuid().is_root() {
        command.uid(uid).gid(gid).env("HOME", "/tmp");
    }
    command.kill_on_drop(true);
    command
}

/// A PostgreSQL client program (pg_basebackup...) of the newest version this machine has, as the
/// embedded cluster finds its server programs.
pub(crate) fn postgres_program(name: &str) -> PathBuf {
    let mut versions: Vec<(u32, PathBuf)> = std::fs::read_dir("/usr/lib/postgresql")
        .map(|entries| {
            entries
                .filter_map(|e| e.ok())
                .filter_map(|e| Some((e.file_name().to_str()?.parse().ok()?, e.path().join("bin").join(name))))
                .collect()
        })
        .unwrap_or_default();
    versions.sort_by_key(|(version, _)| std::cmp::Reverse(*version));
    let on_path = std::env::var_os("PATH")
        .map(|path| std::env::split_paths(&path).map(|dir| dir.join(name)).collect::<Vec<_>>())
        .unwrap_or_default();
    versions
        .into_iter()
        .map(|(_, path)| path)
        .chain(on_path)
        .find(|path| path.is_file())
        .unwrap_or_else(|| panic!("no {name}: install PostgreSQL's programs (Debian: postgresql)"))
}

/// The password in a `postgres://user:password@host/db` URL.
pub(crate) fn password_in(url: &str) -> &str {
    url.split_once("://").unwrap().1.split_once('@').unwrap().0.split_once(':').unwrap().1
}
