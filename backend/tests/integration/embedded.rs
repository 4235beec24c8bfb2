//! The embedded cluster locked down: its files for its owner only, a password on every
//! connection, the server's role no superuser, no row values in its log; and a data directory of
//! an older version (trust, everything the superuser's) brought to that state on start.

use std::{fs, os::unix::fs::PermissionsExt, path::Path};

use diesel::{QueryableByName, sql_types::Bool, sql_types::Text};
use diesel_async::{AsyncConnection, AsyncPgConnection, RunQueryDsl, SimpleAsyncConnection};
use ndoto::db::{
    self,
    embedded::{APP_ROLE, DATABASE, Durability, EmbeddedPostgres},
};

fn mode(path: &Path) -> u32 {
    fs::metadata(path).unwrap().permissions().mode() & 0o777
}

fn assert_private(dir: &Path) {
    for (path, expected) in [
        ("", 0o700),
        ("run", 0o700),
        ("pg", 0o700),
        ("postgres.log", 0o600),
        ("db-superuser-password", 0o600),
        ("db-app-password", 0o600),
    ] {
        assert_eq!(mode(&dir.join(path)), expected, "mode of {}/{path}", dir.display());
    }
}

#[derive(QueryableByName)]
struct Me {
    #[diesel(sql_type = Text)]
    role: String,
    #[diesel(sql_type = Bool)]
    superuser: bool,
    #[diesel(sql_type = Text)]
    database_owner: String,
}

async fn who_am_i(url: &str) -> Me {
    let mut conn = AsyncPgConnection::establish(url).await.unwrap();
    diesel::sql_query(
        "SELECT current_user::text AS role, rolsuper AS superuser,
                (SELECT pg_get_userbyid(datdba)::text FROM pg_database WHERE datname = current_database())
                  AS database_owner
         FROM pg_roles WHERE rolname = current_user",
    )
    .get_result(&mut conn)
    .await
    .unwrap()
}

/// A URL to the server's database as its role, with `password` instead of the right one.
fn url_with_password(cluster: &EmbeddedPostgres, password: Option<&str>) -> String {
    let socket = cluster.socket_dir().display().to_string().replace('/', "%2F");
    match password {
        Some(password) => format!("postgres://{APP_ROLE}:{password}@{socket}:5432/{DATABASE}"),
        None => format!("postgres://{APP_ROLE}@{socket}:5432/{DATABASE}"),
    }
}

async fn assert_locked_down(dir: &Path, cluster: &EmbeddedPostgres) {
    assert_private(dir);
    let me = who_am_i(&cluster.url(DATABASE)).await;
    assert_eq!((me.role.as_str(), me.superuser, me.database_owner.as_str()), (APP_ROLE, false, APP_ROLE));
    assert!(AsyncPgConnection::establish(&url_with_password(cluster, None)).await.is_err());
    let wrong = AsyncPgConnection::establish(&url_with_password(cluster, Some("wrong"))).await.err().unwrap();
    assert!(wrong.to_string().contains("password authentication failed"), "{wrong}");
    let hba = fs::read_to_string(dir.join("pg/pg_hba.conf")).unwrap();
    assert!(!hba.contains("trust"), "{hba}");
}

/// Inserts a parent whose email and hash are unique markers; returns the markers.
async fn insert_parent(conn: &mut AsyncPgConnection) -> anyhow::Result<(String, String)> {
    let marker = uuid::Uuid::new_v4().simple().to_string();
    let (email, hash) = (format!("leak-{marker}@example.com"), format!("$argon2id$leak{marker}"));
    diesel::sql_query(
        "INSERT INTO parents (first_name, last_name, email, phone, password_hash)
         VALUES ('Neema', 'Okafor', $1, '+250788123456', $2)",
    )
    .bind::<Text, _>(&email)
    .bind::<Text, _>(&hash)
    .execute(conn)
    .await?;
    Ok((email, hash))
}

#[tokio::test]
async fn a_new_cluster_is_private_password_only_and_logs_no_row_values() {
    let dir = tempfile::tempdir().unwrap();
    let cluster = EmbeddedPostgres::start(dir.path(), Durability::Throwaway).await.unwrap();
    assert!(cluster.created);
    assert_locked_down(dir.path(), &cluster).await;

    // A unique violation logs the constraint, never the key's value or the row.
    db::migrate(&cluster.url(DATABASE)).await.unwrap();
    let mut conn = AsyncPgConnection::establish(&cluster.url(DATABASE)).await.unwrap();
    let (email, hash) = insert_parent(&mut conn).await.unwrap();
    let duplicate = diesel::sql_query(
        "INSERT INTO parents (first_name, last_name, email, phone, password_hash)
         VALUES ('Neema', 'Okafor', $1, '+250788123456', $2)",
    )
    .bind::<Text, _>(&email)
    .bind::<Text, _>(&hash)
    .execute(&mut conn)
    .await;
    assert!(duplicate.is_err());
    drop(conn);
    cluster.stop().await.unwrap();
    let log = fs::read_to_string(dir.path().join("postgres.log")).unwrap();
    assert!(log.contains("duplicate key value violates unique constraint \"parents_email_key\""), "{log}");
    for secret in [&email, &hash, "leak", "Okafor", "+250788123456"] {
        assert!(!log.contains(secret), "the log holds {secret}:\n{log}");
    }
    assert!(!log.contains("DETAIL") && !log.contains("STATEMENT"), "{log}");
}

#[tokio::test]
async fn an_older_data_directory_is_locked_down_on_start_and_keeps_its_data() {
    let dir = tempfile::tempdir().unwrap();
    let cluster = EmbeddedPostgres::start(dir.path(), Durability::Throwaway).await.unwrap();
    db::migrate(&cluster.url(DATABASE)).await.unwrap();
    let mut conn = AsyncPgConnection::establish(&cluster.url(DATABASE)).await.unwrap();
    let (email, _) = insert_parent(&mut conn).await.unwrap();
    drop(conn);

    // Back to what older versions left: everything the superuser's, no server role, trust for
    // everyone, no password files, a log and a socket directory others could read.
    let mut admin = AsyncPgConnection::establish(&cluster.admin_url(DATABASE)).await.unwrap();
    admin.batch_execute(&format!("REASSIGN OWNED BY {APP_ROLE} TO CURRENT_USER")).await.unwrap();
    drop(admin);
    let mut admin = AsyncPgConnection::establish(&cluster.admin_url("postgres")).await.unwrap();
    admin.batch_execute(&format!("DROP ROLE {APP_ROLE}; ALTER ROLE CURRENT_USER PASSWORD NULL")).await.unwrap();
    fs::write(dir.path().join("pg/pg_hba.conf"), "local all all trust\n").unwrap();
    admin.batch_execute("SELECT pg_reload_conf()").await.unwrap();
    drop(admin);
    cluster.stop().await.unwrap();
    for file in ["db-superuser-password", "db-app-password"] {
        fs::remove_file(dir.path().join(file)).unwrap();
    }
    for (path, open) in [("", 0o755), ("run", 0o755), ("postgres.log", 0o644)] {
        fs::set_permissions(dir.path().join(path), fs::Permissions::from_mode(open)).unwrap();
    }

    let cluster = EmbeddedPostgres::start(dir.path(), Durability::Throwaway).await.unwrap();
    assert!(!cluster.created);
    assert_locked_down(dir.path(), &cluster).await;
    // The server's role reads what was there and owns the tables: it writes and migrates.
    let mut conn = AsyncPgConnection::establish(&cluster.url(DATABASE)).await.unwrap();
    let count: i64 = diesel::select(diesel::dsl::sql::<diesel::sql_types::BigInt>(&format!(
        "(SELECT count(*) FROM parents WHERE email = '{email}')"
    )))
    .get_result(&mut conn)
    .await
    .unwrap();
    assert_eq!(count, 1);
    insert_parent(&mut conn).await.unwrap();
    conn.batch_execute(
        "ALTER TABLE parents ADD COLUMN upgrade_check int; ALTER TABLE parents DROP COLUMN upgrade_check",
    )
    .await
    .unwrap();
    drop(conn);
    db::migrate(&cluster.url(DATABASE)).await.unwrap();
    cluster.stop().await.unwrap();
}

#[tokio::test]
async fn a_scratch_cluster_deletes_its_directory_when_it_stops() {
    // In the system's temporary directory, as the test harness's cluster (when we are root, the
    // cluster's owner must be able to remove its directory from its parent).
    let dir = tempfile::Builder::new().prefix("ndoto-scratch").tempdir().unwrap().keep();
    let cluster = EmbeddedPostgres::start(&dir, Durability::Scratch).await.unwrap();
    db::migrate(&cluster.url(DATABASE)).await.unwrap();
    assert!(dir.join("pg/PG_VERSION").exists());
    cluster.stop().await.unwrap();
    assert!(!dir.exists(), "{} is still there", dir.display());
}
