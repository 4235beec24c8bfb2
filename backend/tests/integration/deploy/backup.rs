//! A base backup and the WAL archive restored into a fresh cluster, as docs/operations.md
//! ("Backups and restore", compose) tells an operator: PostgreSQL archives its WAL to a
//! directory (`archive_command`), the server writes a family's data, `pg_basebackup` copies the
//! cluster, more data comes after it, and then a new cluster starts from the backup with
//! `restore_command` and `recovery.signal`, replays the archive to its end and is promoted. A
//! server started on it finds everything written before and after the backup.

use std::{
    path::Path,
    time::{Duration, Instant},
};

use super::{Rest, command_as, give, owner_of, postgres_program, verify_parent};
use crate::common::{Options, TestApp};
use crate::edge::harness::{Replica, wait_until};
use diesel::{QueryableByName, sql_types::Text};
use diesel_async::{AsyncConnection, AsyncPgConnection, RunQueryDsl, SimpleAsyncConnection};
use ndoto::db::{
    self,
    embedded::{DATABASE, Durability, EmbeddedPostgres},
};

/// The embedded cluster's bootstrap superuser, who takes the base backup (a replication role).
const SUPERUSER: &str = "ndoto";
const POST_AFTER_BACKUP: &str = "Our volcano erupted after the backup";

#[derive(QueryableByName)]
struct Segment {
    #[diesel(sql_type = Text)]
    name: String,
}

async fn admin(cluster: &EmbeddedPostgres) -> AsyncPgConnection {
    AsyncPgConnection::establish(&cluster.admin_url("postgres")).await.unwrap()
}

/// Appends settings to the cluster's postgresql.auto.conf (the later line of a setting wins).
fn append(file: &Path, lines: &str) {
    use std::io::Write;
    let mut file = std::fs::OpenOptions::new().append(true).open(file).unwrap();
    file.write_all(lines.as_bytes()).unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "starts and restores PostgreSQL clusters of its own (about 15 s); .ci/run runs it"]
async fn a_base_backup_and_the_wal_archive_restore_into_a_fresh_cluster_that_serves_everything() {
    let started = Instant::now();
    let dir = tempfile::tempdir().unwrap();
    let (original_dir, restored_dir, archive) =
        (dir.path().join("original"), dir.path().join("restored"), dir.path().join("archive"));

    // The cluster, archiving each finished WAL segment (archive_mode needs a restart).
    let cluster = EmbeddedPostgres::start(&original_dir, Durability::Durable).await.unwrap();
    let owner = owner_of(&cluster.socket_dir());
    std::fs::create_dir(&archive).unwrap();
    give(&archive, owner);
    let archive_command = format!("test ! -f {0}/%f && cp %p {0}/%f", archive.display());
    let mut connection = admin(&cluster).await;
    // One statement per call: ALTER SYSTEM runs outside any transaction.
    connection.batch_execute("ALTER SYSTEM SET archive_mode = 'on'").await.unwrap();
    connection.batch_execute(&format!("ALTER SYSTEM SET archive_command = '{archive_command}'")).await.unwrap();
    drop(connection);
    cluster.stop().await.unwrap();
    let cluster = EmbeddedPostgres::start(&original_dir, Durability::Durable).await.unwrap();
    // pg_basebackup connects for replication, which the embedded rules leave out.
    append(&original_dir.join("pg/pg_hba.conf"), &format!("local replication {SUPERUSER} scram-sha-256\n"));
    admin(&cluster).await.batch_execute("SELECT pg_reload_conf()").await.unwrap();

    // A server writes a family and a completion.
    let url = cluster.url(DATABASE);
    db::migrate(&url).await.unwrap();
    let loader = db::connect(&url, 1).await.unwrap();
    ndoto::catalogue::load::load(&mut loader.get().await.unwrap(), crate::common::catalogue()).await.unwrap();
    drop(loader);
    let app = TestApp::start_with(Options { database_url: Some(url.clone()), ..Options::default() }).await;
    let before = Rest::new(app.url(""));
    let parent = before.parent("baraka.mama@example.com", async |email: &str| verify_parent(&url, email).await).await;
    let child_id = before.add_child(&parent, "Baraka").await;
    let child = before.child("Baraka").await;
    let activities = before.activities(&child).await;
    let first = activities[0]["_id"].as_str().unwrap().to_owned();
    let second = activities[1]["_id"].as_str().unwrap().to_owned();
    before.complete(&child, &first).await;

    // The base backup, as the superuser over the socket, with the WAL it needs streamed in, into
    // the fresh cluster's directory.
    std::fs::create_dir(&restored_dir).unwrap();
    give(&restored_dir, owner);
    let backup_started = Instant::now();
    let backup = command_as(&postgres_program("pg_basebackup"), owner)
        .arg("--pgdata")
        .arg(restored_dir.join("pg"))
        .arg("--host")
        .arg(cluster.socket_dir())
        .args(["--port", "5432", "--username", SUPERUSER, "--checkpoint=fast", "--wal-method=stream", "--no-password"])
        .env("PGPASSWORD", super::password_in(&cluster.admin_url("postgres")))
        .output()
        .await
        .unwrap();
    assert!(backup.status.success(), "pg_basebackup: {}", String::from_utf8_lossy(&backup.stderr));
    let backup_took = backup_started.elapsed();

    // More data after the backup: a second completion and a post; then the segment holding them
    // is closed and archived.
    before.complete(&child, &second).await;
    before.post(&child, POST_AFTER_BACKUP).await;
    drop(app);
    let archived_started = Instant::now();
    let mut admin_connection = admin(&cluster).await;
    let segment: Segment = diesel::sql_query("SELECT pg_walfile_name(pg_switch_wal()) AS name")
        .get_result(&mut admin_connection)
        .await
        .unwrap();
    let archived = wait_until(Duration::from_secs(30), || async { archive.join(&segment.name).exists() }).await;
    assert!(archived.is_some(), "WAL segment {} was not archived within 30 s", segment.name);
    let archive_took = archived_started.elapsed();
    drop(admin_connection);
    cluster.stop().await.unwrap();
    // The original is gone: what follows reads only the backup and the archive.
    std::fs::remove_dir_all(original_dir.join("pg")).unwrap();

    // The fresh cluster: the backup, the archive to replay to its end, then promotion. No
    // connections until then (hot_standby off), and it archives nothing itself.
    let restore_started = Instant::now();
    for password_file in ["db-superuser-password", "db-app-password"] {
        std::fs::copy(original_dir.join(password_file), restored_dir.join(password_file)).unwrap();
    }
    let data = restored_dir.join("pg");
    append(
        &data.join("postgresql.auto.conf"),
        &format!("restore_command = 'cp {}/%f %p'\narchive_mode = 'off'\nhot_standby = 'off'\n", archive.display()),
    );
    std::fs::write(data.join("recovery.signal"), "").unwrap();
    give(&data.join("recovery.signal"), owner);
    let restored = EmbeddedPostgres::start(&restored_dir, Durability::Durable).await.unwrap();
    let restore_took = restore_started.elapsed();

    // A server on the restored cluster finds the family, both completions and the post.
    let serve_started = Instant::now();
    let replica = Replica::start(&restored.url(DATABASE), &dir.path().join("server")).await;
    let after = Rest::new(replica.url(""));
    let serve_took = serve_started.elapsed();
    let child = after.child("Baraka").await;
    let completed: Vec<String> = after
        .activities(&child)
        .await
        .iter()
        .filter(|activity| activity["isCompleted"] == true)
        .map(|activity| activity["_id"].as_str().unwrap().to_owned())
        .collect();
    assert_eq!(completed.len(), 2, "completed after the restore: {completed:?}");
    assert!(completed.contains(&first) && completed.contains(&second), "{completed:?}");
    let parent = after
        .ok(
            "POST",
            "/api/auth/parent/signin",
            None,
            Some(serde_json::json!({"email": "baraka.mama@example.com", "password": crate::common::PASSWORD})),
        )
        .await["access_token"]
        .as_str()
        .unwrap()
        .to_owned();
    let progress = after.ok("GET", &format!("/api/parent/children/{child_id}/progress"), Some(&parent), None).await;
    assert_eq!(progress["activities"].as_array().map(Vec::len), Some(2), "{progress}");
    let posts = progress["posts"].as_array().unwrap();
    assert!(posts.iter().any(|post| post["content"] == POST_AFTER_BACKUP), "{progress}");
    drop(replica);
    restored.stop().await.unwrap();

    println!(
        "backup: pg_basebackup {backup_took:.1?}, last WAL segment archived {archive_took:.1?}, restore (replay to \
         the archive's end, promotion) {restore_took:.1?}, server serving on it {serve_took:.1?}, whole test {:.1?}",
        started.elapsed()
    );
}
