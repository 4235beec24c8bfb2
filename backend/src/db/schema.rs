// The database schema in Diesel terms, one table! per table of `migrations/`.
// Written to match `migrations/`; `schema_matches_database` in tests/schema.rs checks it against
// a migrated database, so keep the two in step.

diesel::table! {
    children (id) {
        id -> Uuid,
        parent_id -> Uuid,
        first_name -> Text,
        last_name -> Text,
        sign_in_name -> Text,
        birth_date -> Date,
        password_hash -> Text,
        image -> Text,
        created_at -> Timestamptz,
    }
}

diesel::table! {
    parents (id) {
        id -> Uuid,
        first_name -> Text,
        last_name -> Text,
        email -> Text,
        phone -> Text,
        password_hash -> Text,
        created_at -> Timestamptz,
    }
}

diesel::table! {
    quiz_submissions (quiz_id) {
        quiz_id -> Uuid,
        child_id -> Uuid,
        answers -> Jsonb,
        analysis -> Jsonb,
        top_career_areas -> Array<Text>,
        submitted_at -> Timestamptz,
    }
}

diesel::table! {
    quizzes (id) {
        id -> Uuid,
        child_id -> Uuid,
        age_range -> Text,
        questions -> Jsonb,
        created_at -> Timestamptz,
    }
}

diesel::table! {
    sign_in_attempts (scope, key, window_start) {
        scope -> Text,
        key -> Text,
        window_start -> Timestamptz,
        attempts -> Int4,
    }
}

diesel::joinable!(children -> parents (parent_id));
diesel::joinable!(quiz_submissions -> children (child_id));
diesel::joinable!(quiz_submissions -> quizzes (quiz_id));
diesel::joinable!(quizzes -> children (child_id));

diesel::allow_tables_to_appear_in_same_query!(children, parents, quiz_submissions, quizzes, sign_in_attempts,);
