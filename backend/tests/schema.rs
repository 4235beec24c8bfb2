//! `src/db/schema.rs` is written by hand to match `migrations/`: this keeps the two in step.

mod common;

use std::collections::BTreeMap;

use common::TestApp;
use diesel::{QueryableByName, sql_types::Text};
use diesel_async::RunQueryDsl;

#[derive(QueryableByName)]
struct Column {
    #[diesel(sql_type = Text)]
    table_name: String,
    #[diesel(sql_type = Text)]
    column_name: String,
    #[diesel(sql_type = Text)]
    udt_name: String,
}

/// What each Diesel SQL type is called in PostgreSQL's catalogue.
fn pg_type(diesel_type: &str) -> &str {
    match diesel_type {
        "Uuid" => "uuid",
        "Text" | "Nullable<Text>" => "text",
        "Date" => "date",
        "Timestamptz" => "timestamptz",
        "Jsonb" => "jsonb",
        "Int4" => "int4",
        "Array<Text>" => "_text",
        other => panic!("add {other} to the test's type table"),
    }
}

#[tokio::test]
async fn schema_matches_database() {
    let app = TestApp::start().await;
    let mut conn = app.pool.get().await.unwrap();
    let columns: Vec<Column> = diesel::sql_query(
        "SELECT table_name::text, column_name::text, udt_name::text FROM information_schema.columns \
         WHERE table_schema = 'public' AND table_name <> '__diesel_schema_migrations' ORDER BY table_name, ordinal_position",
    )
    .load(&mut conn)
    .await
    .unwrap();
    let mut in_database: BTreeMap<String, Vec<(String, String)>> = BTreeMap::new();
    for column in columns {
        in_database.entry(column.table_name).or_default().push((column.column_name, column.udt_name));
    }

    let source = include_str!("../src/db/schema.rs");
    let mut in_schema: BTreeMap<String, Vec<(String, String)>> = BTreeMap::new();
    let mut table = None;
    for line in source.lines().map(str::trim) {
        // A table starts with a line like `children (id) {`.
        if let Some((name, _)) = line.split_once(" (")
            && !line.starts_with("//")
            && !name.contains("->")
            && !name.contains('!')
        {
            table = Some(name.to_string());
            continue;
        }
        if let (Some(table), Some((name, ty))) = (&table, line.trim_end_matches(',').split_once(" -> ")) {
            in_schema.entry(table.clone()).or_default().push((name.to_string(), pg_type(ty).to_string()));
        }
        if line == "}" {
            table = None;
        }
    }
    assert_eq!(in_schema, in_database);
}
