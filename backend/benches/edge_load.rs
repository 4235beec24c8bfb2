//! Dashboard throughput and latency through Envoy (HTTPS) to two replicas against one replica
//! directly, on loopback, with the same load in the same run (issue 15's measurement): CONNECTIONS
//! connections (32) each calling GetDashboard over REST (HTTP/1.1) as fast as answers come for
//! DURATION seconds (20), every call as one of CHILDREN children (50). The replicas are debug or
//! release `ndoto` binaries as cargo built this bench (`cargo bench` builds release).
//!
//! Envoy, both replicas, PostgreSQL and this load generator share the machine's cores, so two
//! replicas cannot add cores here: what this shows is what Envoy's hop costs (p50) and that the
//! edge holds the same load without failures.
//!
//! Run: `tools/venv.sh && cargo bench --bench edge_load` (CHILDREN, CONNECTIONS, DURATION to change).

#[path = "../tests/common/mod.rs"]
mod common;
#[path = "../tests/integration/edge/harness.rs"]
mod harness;
mod load;

use std::time::Duration;

use harness::Edge;
use load::{report, setting};

#[tokio::main]
async fn main() {
    let children = setting("CHILDREN", 50);
    let connections = setting("CONNECTIONS", 32) as usize;
    let duration = Duration::from_secs(setting("DURATION", 20));
    let edge = Edge::start().await;
    let parent = edge.app.parent("load@example.com").await;
    for n in 0..children {
        let name = format!("Load{}{}", char::from(b'a' + (n / 26 % 26) as u8), char::from(b'a' + (n % 26) as u8));
        edge.app.add_child(&parent, &name, 10).await;
    }
    let ids = load::ids(&edge.app, "SELECT id FROM children").await;
    let tokens = load::child_tokens(&ids);
    println!("{} children; {connections} connections for {duration:?} each way", tokens.len());

    let path = "/api/student/dashboard";
    let direct = load::rest_get(&edge.replicas[0].url(path), &tokens, connections, duration).await;
    report("one replica, direct", duration, direct);
    // Through Envoy as clients reach it: over HTTPS (plain HTTP only redirects).
    let through = load::rest_get_with(
        || edge.tls_client_builder(),
        &format!("{}{path}", edge.tls_base),
        &tokens,
        connections,
        duration,
    )
    .await;
    report("Envoy, two replicas", duration, through);
    let spread = edge.requests_per_replica().await;
    println!("requests per replica through Envoy: {spread:?}");
}
