//! Views of the schema, which `diesel print-schema` leaves out of `schema.rs`: declared here by
//! hand, column for column as their migration makes them.

#![allow(missing_docs, reason = "each view is described in its migration")]

use super::schema::{community_posts, consent_requests, post_likes, post_reports};

diesel::table! {
    /// What features other than accounts may read of a child (migration 000026).
    child_profiles (id) {
        id -> Uuid,
        family_id -> Uuid,
        first_name -> Text,
        last_name -> Text,
        image -> Text,
        birth_date -> Date,
    }
}

diesel::joinable!(community_posts -> child_profiles (author_id));
diesel::joinable!(consent_requests -> child_profiles (child_id));
diesel::joinable!(post_reports -> child_profiles (reporter_id));

// Each pair once: `schema.rs` pairs the tables among themselves.
diesel::allow_tables_to_appear_in_same_query!(child_profiles, community_posts);
diesel::allow_tables_to_appear_in_same_query!(child_profiles, consent_requests);
diesel::allow_tables_to_appear_in_same_query!(child_profiles, post_likes);
diesel::allow_tables_to_appear_in_same_query!(child_profiles, post_reports);
