//! The edge harness: the real Envoy with envoy/envoy.yaml (only its addresses and ports changed
//! for loopback) in front of two `ndoto serve` processes sharing one PostgreSQL. Used by
//! `tests/integration/edge.rs` and `benches/edge_load.rs`.

#![allow(dead_code, reason = "the tests and the bench use different parts")]

use std::{
    collections::BTreeMap,
    net::TcpListener,
    path::{Path, PathBuf},
    process::Stdio,
    time::{Duration, Instant},
};

use tokio::process::{Child, Command};
use yaml_serde::Value as Yaml;

use crate::common::{SECRET, TestApp};

/// The repository's root.
pub(crate) fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

/// A program from the environment variable `variable`, or from the project's .venv.
pub(crate) fn venv_program(variable: &str, name: &str) -> PathBuf {
    let path = std::env::var_os(variable).map_or_else(|| root().join(".venv/bin").join(name), PathBuf::from);
    assert!(path.exists(), "no {name} at {}: run tools/venv.sh (or set {variable})", path.display());
    path
}

pub(crate) fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port()
}

pub(crate) fn read_yaml(path: &Path) -> Yaml {
    let text = std::fs::read_to_string(path).unwrap_or_else(|error| panic!("{}: {error}", path.display()));
    yaml_serde::from_str(&text).unwrap_or_else(|error| panic!("{}: {error}", path.display()))
}

/// The `name`d entry of a YAML list of maps.
pub(crate) fn named<'a>(list: &'a mut Yaml, name: &str) -> &'a mut Yaml {
    list.as_sequence_mut()
        .unwrap()
        .iter_mut()
        .find(|item| item["name"].as_str() == Some(name))
        .unwrap_or_else(|| panic!("no {name:?} in envoy.yaml"))
}

/// The routes of every virtual host of a listener's HTTP connection manager.
pub(crate) fn routes_mut(listener: &mut Yaml) -> impl Iterator<Item = &mut Yaml> {
    let manager = &mut listener["filter_chains"][0]["filters"][0]["typed_config"];
    manager["route_config"]["virtual_hosts"]
        .as_sequence_mut()
        .expect("a listener with virtual hosts")
        .iter_mut()
        .flat_map(|host| host["routes"].as_sequence_mut().expect("routes").iter_mut())
}

/// The upstream endpoints envoy.yaml lists for the `ndoto` cluster, as (host, port).
pub(crate) fn upstreams(config: &Yaml) -> Vec<(String, u64)> {
    let clusters = config["static_resources"]["clusters"].as_sequence().unwrap();
    let cluster = clusters.iter().find(|c| c["name"].as_str() == Some("ndoto")).expect("the ndoto cluster");
    cluster["load_assignment"]["endpoints"][0]["lb_endpoints"]
        .as_sequence()
        .unwrap()
        .iter()
        .map(|e| {
            let socket = &e["endpoint"]["address"]["socket_address"];
            (socket["address"].as_str().unwrap().to_owned(), socket["port_value"].as_u64().unwrap())
        })
        .collect()
}

/// A running `ndoto serve` on the test's database.
pub(crate) struct Replica {
    pub(crate) process: Child,
    pub(crate) port: u16,
}

impl Replica {
    pub(crate) async fn start(database_url: &str, data_dir: &Path) -> Self {
        Self::start_with_env(database_url, data_dir, &[]).await
    }

    /// [`Replica::start`] with more environment variables (such as DATABASE_DIRECT_URL).
    pub(crate) async fn start_with_env(database_url: &str, data_dir: &Path, env: &[(&str, &str)]) -> Self {
        let port = free_port();
        let process = Command::new(env!("CARGO_BIN_EXE_ndoto"))
            .envs(env.iter().copied())
            .args(["serve", "--listen", &format!("127.0.0.1:{port}")])
            .arg("--data-dir")
            .arg(data_dir)
            .arg("--web-dir")
            .arg(root().join("web/dist"))
            .env("DATABASE_URL", database_url)
            .env("NDOTO_JWT_SECRET", std::str::from_utf8(SECRET).unwrap())
            // Envoy (on loopback here) is the only proxy whose X-Forwarded-For is believed.
            .env("NDOTO_TRUSTED_PROXIES", "127.0.0.1/32")
            .env("NDOTO_LOG", "warn")
            .stdout(Stdio::null())
            .stderr(Stdio::inherit())
            .kill_on_drop(true)
            .spawn()
            .unwrap();
        let replica = Self { process, port };
        wait_until(Duration::from_secs(60), || async {
            reqwest::get(format!("http://127.0.0.1:{port}/readyz")).await.is_ok_and(|r| r.status() == 200)
        })
        .await
        .unwrap_or_else(|| panic!("replica on {port} was not healthy within 60 s"));
        replica
    }

    pub(crate) fn url(&self, path: &str) -> String {
        format!("http://127.0.0.1:{}{path}", self.port)
    }
}

pub(crate) async fn wait_until<F, Fut>(limit: Duration, mut check: F) -> Option<()>
where
    F: FnMut() -> Fut,
    Fut: std::future::Future<Output = bool>,
{
    let deadline = Instant::now() + limit;
    while Instant::now() < deadline {
        if check().await {
            return Some(());
        }
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    None
}

/// envoy.yaml with loopback addresses and the given ports instead of compose's, the harness's
/// certificate, and the replicas as the `ndoto` cluster's endpoints.
fn render_config(
    dir: &tempfile::TempDir,
    replicas: &[Replica],
    edge_port: u16,
    tls_port: u16,
    admin_port: u16,
) -> Yaml {
    let mut config = read_yaml(&root().join("envoy/envoy.yaml"));
    config["admin"]["address"]["socket_address"]["port_value"] = admin_port.into();
    let listeners = &mut config["static_resources"]["listeners"];
    named(listeners, "edge")["address"]["socket_address"]["address"] = "127.0.0.1".into();
    named(listeners, "edge")["address"]["socket_address"]["port_value"] = edge_port.into();
    // The plain listener's redirects to HTTPS name the TLS listener's port, as docker-compose.yml
    // publishes it: here, its loopback port.
    let published_tls_port = named(listeners, "edge_tls")["address"]["socket_address"]["port_value"].clone();
    for route in routes_mut(named(listeners, "edge")) {
        if route["redirect"]["port_redirect"] == published_tls_port {
            route["redirect"]["port_redirect"] = tls_port.into();
        }
    }
    let tls = named(listeners, "edge_tls");
    tls["address"]["socket_address"]["address"] = "127.0.0.1".into();
    tls["address"]["socket_address"]["port_value"] = tls_port.into();
    let pair =
        &mut tls["filter_chains"][0]["transport_socket"]["typed_config"]["common_tls_context"]["tls_certificates"][0];
    pair["certificate_chain"]["filename"] = dir.path().join("cert.pem").to_str().unwrap().into();
    pair["private_key"]["filename"] = dir.path().join("key.pem").to_str().unwrap().into();
    let cluster = named(&mut config["static_resources"]["clusters"], "ndoto");
    let endpoints = cluster["load_assignment"]["endpoints"][0]["lb_endpoints"].as_sequence_mut().unwrap();
    assert_eq!(endpoints.len(), replicas.len(), "envoy.yaml lists one endpoint per replica");
    for (endpoint, replica) in endpoints.iter_mut().zip(replicas) {
        let socket = &mut endpoint["endpoint"]["address"]["socket_address"];
        socket["address"] = "127.0.0.1".into();
        socket["port_value"] = replica.port.into();
    }
    config
}

/// Envoy with envoy.yaml rendered for `replicas` on three free ports, `(edge, tls, admin)`.
fn spawn_envoy(envoy_bin: &Path, dir: &tempfile::TempDir, replicas: &[Replica]) -> (Child, (u16, u16, u16)) {
    let (edge_port, tls_port, admin_port) = (free_port(), free_port(), free_port());
    let rendered = dir.path().join("envoy.yaml");
    let config = render_config(dir, replicas, edge_port, tls_port, admin_port);
    std::fs::write(&rendered, yaml_serde::to_string(&config).unwrap()).unwrap();
    let envoy = Command::new(envoy_bin)
        .arg("-c")
        .arg(&rendered)
        .args(["--disable-hot-restart", "--log-level", "warn"])
        .stdout(Stdio::null())
        .stderr(Stdio::inherit())
        .kill_on_drop(true)
        .spawn()
        .unwrap();
    (envoy, (edge_port, tls_port, admin_port))
}

/// Envoy in front of two replicas, and a third, in-process server on the same database that the
/// test uses to make accounts.
pub(crate) struct Edge {
    pub(crate) app: TestApp,
    pub(crate) replicas: Vec<Replica>,
    pub(crate) envoy: Child,
    /// Plain HTTP (and h2c) on Envoy's edge listener: health checks, and redirects to HTTPS.
    pub(crate) base: String,
    /// HTTPS on Envoy's TLS listener, with its self-signed certificate.
    pub(crate) tls_base: String,
    pub(crate) certificate: String,
    /// The certificate's file, for grpcurl's `-cacert`.
    pub(crate) certificate_path: PathBuf,
    pub(crate) admin: String,
    _dir: tempfile::TempDir,
}

impl Edge {
    pub(crate) async fn start() -> Self {
        let envoy_bin = venv_program("NDOTO_ENVOY", "envoy");
        let app = TestApp::start().await;
        let dir = tempfile::tempdir().unwrap();
        let mut replicas = Vec::new();
        for n in 0..2 {
            let data_dir = dir.path().join(format!("replica-{n}"));
            replicas.push(Replica::start(&app.database_url, &data_dir).await);
        }

        // The test's own certificate for the TLS listener; the plain listener's redirects name
        // the address they were sent to, 127.0.0.1.
        let key = rcgen::KeyPair::generate().unwrap();
        let params = rcgen::CertificateParams::new(vec!["localhost".to_owned(), "127.0.0.1".to_owned()]).unwrap();
        let certificate = params.self_signed(&key).unwrap().pem();
        std::fs::write(dir.path().join("cert.pem"), &certificate).unwrap();
        std::fs::write(dir.path().join("key.pem"), key.serialize_pem()).unwrap();

        // Envoy on ports picked free a moment before: another test may take one meanwhile, and
        // Envoy then exits at start. Tried again on new ports, up to three times.
        let (envoy, ports) = spawn_envoy(&envoy_bin, &dir, &replicas);
        let mut edge = Self {
            app,
            replicas,
            envoy,
            base: String::new(),
            tls_base: String::new(),
            certificate,
            certificate_path: dir.path().join("cert.pem"),
            admin: String::new(),
            _dir: dir,
        };
        edge.listen_on(ports);
        for attempt in 1..=3 {
            // Ready when Envoy's health checks have found both replicas serving.
            if wait_until(Duration::from_secs(30), || async { edge.healthy_replicas().await == 2 }).await.is_some() {
                return edge;
            }
            let exited = edge.envoy.try_wait().ok().flatten();
            assert!(
                attempt < 3,
                "Envoy did not find both replicas healthy within 30 s, three times (exit: {exited:?})"
            );
            eprintln!("Envoy attempt {attempt} was not ready (exit: {exited:?}); trying new ports");
            let _ = edge.envoy.kill().await;
            let (envoy, ports) = spawn_envoy(&envoy_bin, &edge._dir, &edge.replicas);
            edge.envoy = envoy;
            edge.listen_on(ports);
        }
        unreachable!("the last attempt returns or panics")
    }

    /// The addresses of Envoy's listeners and admin page on `(edge, tls, admin)` ports.
    fn listen_on(&mut self, (edge_port, tls_port, admin_port): (u16, u16, u16)) {
        self.base = format!("http://127.0.0.1:{edge_port}");
        self.tls_base = format!("https://127.0.0.1:{tls_port}");
        self.admin = format!("http://127.0.0.1:{admin_port}");
    }

    /// A client that trusts the TLS listener's certificate (and follows no redirect, so that a
    /// test sees each answer as Envoy gave it).
    pub(crate) fn tls_client_builder(&self) -> reqwest::ClientBuilder {
        reqwest::Client::builder()
            .add_root_certificate(reqwest::Certificate::from_pem(self.certificate.as_bytes()).unwrap())
            .redirect(reqwest::redirect::Policy::none())
    }

    pub(crate) fn tls_client(&self) -> reqwest::Client {
        self.tls_client_builder().build().unwrap()
    }

    /// Envoy's view of the cluster, `host -> stat -> value`, from its admin page.
    pub(crate) async fn cluster_stats(&self) -> BTreeMap<String, BTreeMap<String, String>> {
        let mut hosts: BTreeMap<String, BTreeMap<String, String>> = BTreeMap::new();
        let Ok(response) = reqwest::get(format!("{}/clusters", self.admin)).await else { return hosts };
        for line in response.text().await.unwrap_or_default().lines() {
            // ndoto::127.0.0.1:40123::rq_total::17
            let parts: Vec<&str> = line.split("::").collect();
            if let [cluster, host, stat, value] = parts[..]
                && cluster == "ndoto"
                && host.parse::<std::net::SocketAddr>().is_ok()
            {
                hosts.entry(host.to_owned()).or_default().insert(stat.to_owned(), value.to_owned());
            }
        }
        hosts
    }

    pub(crate) async fn healthy_replicas(&self) -> usize {
        self.cluster_stats()
            .await
            .values()
            .filter(|stats| stats.get("health_flags").is_some_and(|f| f == "healthy"))
            .count()
    }

    /// Requests each replica has answered through Envoy, by its port.
    pub(crate) async fn requests_per_replica(&self) -> BTreeMap<u16, u64> {
        self.cluster_stats()
            .await
            .into_iter()
            .map(|(host, stats)| {
                let port = host.rsplit(':').next().unwrap().parse().unwrap();
                (port, stats.get("rq_total").and_then(|v| v.parse().ok()).unwrap_or(0))
            })
            .collect()
    }
}

impl Drop for Edge {
    fn drop(&mut self) {
        let _ = self.envoy.start_kill();
        for replica in &mut self.replicas {
            let _ = replica.process.start_kill();
        }
    }
}
