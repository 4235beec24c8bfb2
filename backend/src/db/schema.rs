// @generated automatically by Diesel CLI.

pub mod sql_types {
    #[derive(diesel::sql_types::SqlType)]
    #[diesel(postgres_type(name = "tsvector", schema = "pg_catalog"))]
    pub struct Tsvector;
}

diesel::table! {
    badges (id) {
        id -> Text,
        position -> Int4,
        name -> Text,
        description -> Text,
        icon -> Text,
        tier -> Text,
        category -> Text,
        stars -> Int4,
        rule_kind -> Text,
        rule_theme -> Nullable<Text>,
        rule_count -> Int4,
        retired -> Bool,
    }
}

diesel::table! {
    books (id) {
        id -> Uuid,
        slug -> Text,
        position -> Int4,
        thumbnail -> Text,
        title -> Text,
        theme -> Text,
        author -> Text,
        min_age -> Int4,
        max_age -> Int4,
        career_areas -> Array<Text>,
        retired -> Bool,
    }
}

diesel::table! {
    challenge_completions (child_id, challenge_id) {
        child_id -> Uuid,
        challenge_id -> Uuid,
        stars -> Int4,
        completed_at -> Timestamptz,
    }
}

diesel::table! {
    challenge_tutorials (challenge_slug) {
        challenge_slug -> Text,
        steps -> Array<Text>,
    }
}

diesel::table! {
    challenges (id) {
        id -> Uuid,
        slug -> Text,
        position -> Int4,
        title -> Text,
        description -> Text,
        theme -> Text,
        difficulty_level -> Text,
        min_age -> Int4,
        max_age -> Int4,
        estimated_minutes -> Int4,
        image_url -> Text,
        video_tutorial_url -> Text,
        project -> Text,
        learning_outcomes -> Array<Text>,
        stars -> Int4,
        retired -> Bool,
    }
}

diesel::table! {
    child_badges (child_id, badge_id) {
        child_id -> Uuid,
        badge_id -> Text,
        stars -> Int4,
        earned_at -> Timestamptz,
    }
}

diesel::table! {
    child_daily_usage (child_id, day) {
        child_id -> Uuid,
        day -> Date,
        minutes -> Int4,
        last_counted_at -> Timestamptz,
    }
}

diesel::table! {
    child_settings (child_id) {
        child_id -> Uuid,
        community_posting -> Bool,
        approved_videos_only -> Bool,
        personalised_recommendations -> Bool,
        daily_limit_minutes -> Nullable<Int4>,
        bedtime_start -> Nullable<Time>,
        bedtime_end -> Nullable<Time>,
        time_zone -> Text,
        updated_at -> Timestamptz,
        share_watch_history -> Bool,
        outside_ai -> Bool,
        language -> Text,
    }
}

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
        session_version -> Int4,
        favorite_subject -> Text,
        learning_goal -> Text,
    }
}

diesel::table! {
    communities (id) {
        id -> Uuid,
        slug -> Text,
        position -> Int4,
        name -> Text,
        description -> Text,
        category -> Text,
        min_age -> Int4,
        max_age -> Int4,
        retired -> Bool,
        created_at -> Timestamptz,
    }
}

diesel::table! {
    community_members (community_id, child_id) {
        community_id -> Uuid,
        child_id -> Uuid,
        joined_at -> Timestamptz,
    }
}

diesel::table! {
    community_posts (id) {
        id -> Uuid,
        community_id -> Uuid,
        author_id -> Uuid,
        content -> Text,
        created_at -> Timestamptz,
        hidden_at -> Nullable<Timestamptz>,
        kept_at -> Nullable<Timestamptz>,
        removed_at -> Nullable<Timestamptz>,
    }
}

diesel::table! {
    consent_requests (id) {
        id -> Uuid,
        child_id -> Uuid,
        kind -> Text,
        subject_id -> Text,
        subject_title -> Text,
        event_date -> Date,
        slot -> Text,
        session_type -> Text,
        status -> Text,
        created_at -> Timestamptz,
        decided_at -> Nullable<Timestamptz>,
        emailed_at -> Nullable<Timestamptz>,
    }
}

diesel::table! {
    email_verifications (token_hash) {
        token_hash -> Bytea,
        parent_id -> Uuid,
        email -> Text,
        created_at -> Timestamptz,
        expires_at -> Timestamptz,
        used_at -> Nullable<Timestamptz>,
    }
}

diesel::table! {
    games (id) {
        id -> Uuid,
        slug -> Text,
        position -> Int4,
        thumbnail -> Text,
        name -> Text,
        skill -> Text,
        description -> Text,
        url -> Text,
        min_age -> Int4,
        max_age -> Int4,
        career_areas -> Array<Text>,
        retired -> Bool,
    }
}

diesel::table! {
    idempotent_requests (account_id, request_id) {
        account_id -> Uuid,
        request_id -> Uuid,
        method -> Text,
        request_hash -> Bytea,
        response -> Nullable<Bytea>,
        created_at -> Timestamptz,
    }
}

diesel::table! {
    learning_days (child_id, day) {
        child_id -> Uuid,
        day -> Date,
        videos_opened -> Int4,
    }
}

diesel::table! {
    use diesel::sql_types::*;
    use super::sql_types::Tsvector;

    learning_videos (id) {
        id -> Uuid,
        slug -> Text,
        position -> Int4,
        url -> Text,
        title -> Text,
        category -> Text,
        duration -> Text,
        description -> Text,
        min_age -> Int4,
        max_age -> Int4,
        career_areas -> Array<Text>,
        retired -> Bool,
        channel -> Text,
        tags -> Array<Text>,
        search -> Tsvector,
        search_text -> Text,
    }
}

diesel::table! {
    moderation_cases (id) {
        id -> Uuid,
        category -> Text,
        urgent -> Bool,
        community_id -> Uuid,
        author_id -> Uuid,
        post_id -> Nullable<Uuid>,
        refused_text -> Nullable<Text>,
        created_at -> Timestamptz,
        taken_by -> Nullable<Uuid>,
        taken_at -> Nullable<Timestamptz>,
        decision -> Nullable<Text>,
        decided_at -> Nullable<Timestamptz>,
    }
}

diesel::table! {
    moderation_decisions (id) {
        id -> Uuid,
        case_id -> Uuid,
        moderator_id -> Uuid,
        decision -> Text,
        note -> Text,
        decided_at -> Timestamptz,
    }
}

diesel::table! {
    moderators (id) {
        id -> Uuid,
        email -> Text,
        password_hash -> Text,
        session_version -> Int4,
        created_at -> Timestamptz,
        removed_at -> Nullable<Timestamptz>,
        must_change_password -> Bool,
    }
}

diesel::table! {
    notifications (id) {
        id -> Uuid,
        seq -> Int8,
        child_id -> Uuid,
        kind -> Text,
        subject -> Text,
        points -> Int4,
        created_at -> Timestamptz,
        read_at -> Nullable<Timestamptz>,
    }
}

diesel::table! {
    outside_ai_choices (id) {
        id -> Uuid,
        child_id -> Uuid,
        parent_id -> Uuid,
        turned_on -> Bool,
        notice_version -> Text,
        at -> Timestamptz,
    }
}

diesel::table! {
    parent_safety_seen (child_id) {
        child_id -> Uuid,
        seen_at -> Timestamptz,
    }
}

diesel::table! {
    parental_consents (parent_id, notice_version) {
        parent_id -> Uuid,
        notice_version -> Text,
        given_at -> Timestamptz,
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
        session_version -> Int4,
        email_verified_at -> Nullable<Timestamptz>,
        language -> Text,
    }
}

diesel::table! {
    post_likes (post_id, child_id) {
        post_id -> Uuid,
        child_id -> Uuid,
        liked_at -> Timestamptz,
    }
}

diesel::table! {
    post_reports (post_id, reporter_id) {
        post_id -> Uuid,
        reporter_id -> Uuid,
        reason -> Text,
        reported_at -> Timestamptz,
    }
}

diesel::table! {
    quiz_submissions (quiz_id) {
        quiz_id -> Uuid,
        child_id -> Uuid,
        top_career_areas -> Array<Text>,
        submitted_at -> Timestamptz,
        choices -> Jsonb,
        scores -> Jsonb,
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
    rate_counts (scope, key, window_start) {
        scope -> Text,
        key -> Text,
        window_start -> Timestamptz,
        count -> Int4,
    }
}

diesel::table! {
    readings (child_id, kind, slug) {
        child_id -> Uuid,
        kind -> Text,
        slug -> Text,
        read_at -> Timestamptz,
    }
}

diesel::table! {
    refused_channels (channel_id) {
        channel_id -> Text,
        category -> Text,
        refused_at -> Timestamptz,
    }
}

diesel::table! {
    resources (slug) {
        slug -> Text,
        position -> Int4,
        title -> Text,
        quote -> Text,
        category -> Text,
        kind -> Text,
        source -> Text,
        author -> Text,
        author_image -> Text,
        min_age -> Int4,
        max_age -> Int4,
        body -> Text,
        link -> Text,
        link_note -> Text,
        related -> Array<Text>,
        retired -> Bool,
    }
}

diesel::table! {
    sign_in_alerts (id) {
        id -> Uuid,
        child_id -> Uuid,
        at -> Timestamptz,
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

diesel::table! {
    sign_in_devices (account_id, device_hash) {
        account_id -> Uuid,
        device_hash -> Bytea,
        first_used_at -> Timestamptz,
        last_used_at -> Timestamptz,
    }
}

diesel::table! {
    sign_in_pairs (account, address) {
        account -> Text,
        address -> Text,
        attempts -> Int4,
        next_allowed_at -> Timestamptz,
        last_attempt_at -> Timestamptz,
    }
}

diesel::table! {
    sign_in_records (id) {
        id -> Uuid,
        child_id -> Uuid,
        signed_in_at -> Timestamptz,
    }
}

diesel::table! {
    video_blocks (child_id, kind, target_id) {
        child_id -> Uuid,
        kind -> Text,
        target_id -> Text,
        title -> Text,
        blocked_at -> Timestamptz,
    }
}

diesel::table! {
    video_search_cache (query) {
        query -> Text,
        videos -> Jsonb,
        fetched_at -> Timestamptz,
    }
}

diesel::table! {
    watched_videos (child_id, video_id) {
        child_id -> Uuid,
        video_id -> Text,
        title -> Text,
        channel -> Text,
        channel_id -> Text,
        thumbnail -> Text,
        watched_at -> Timestamptz,
    }
}

diesel::joinable!(challenge_completions -> challenges (challenge_id));
diesel::joinable!(challenge_completions -> children (child_id));
diesel::joinable!(child_badges -> badges (badge_id));
diesel::joinable!(child_badges -> children (child_id));
diesel::joinable!(child_daily_usage -> children (child_id));
diesel::joinable!(child_settings -> children (child_id));
diesel::joinable!(children -> parents (parent_id));
diesel::joinable!(community_members -> children (child_id));
diesel::joinable!(community_members -> communities (community_id));
diesel::joinable!(community_posts -> children (author_id));
diesel::joinable!(community_posts -> communities (community_id));
diesel::joinable!(consent_requests -> children (child_id));
diesel::joinable!(email_verifications -> parents (parent_id));
diesel::joinable!(learning_days -> children (child_id));
diesel::joinable!(moderation_cases -> children (author_id));
diesel::joinable!(moderation_cases -> communities (community_id));
diesel::joinable!(moderation_cases -> community_posts (post_id));
diesel::joinable!(moderation_cases -> moderators (taken_by));
diesel::joinable!(moderation_decisions -> moderation_cases (case_id));
diesel::joinable!(moderation_decisions -> moderators (moderator_id));
diesel::joinable!(notifications -> children (child_id));
diesel::joinable!(outside_ai_choices -> children (child_id));
diesel::joinable!(outside_ai_choices -> parents (parent_id));
diesel::joinable!(parent_safety_seen -> children (child_id));
diesel::joinable!(parental_consents -> parents (parent_id));
diesel::joinable!(post_likes -> children (child_id));
diesel::joinable!(post_likes -> community_posts (post_id));
diesel::joinable!(post_reports -> children (reporter_id));
diesel::joinable!(post_reports -> community_posts (post_id));
diesel::joinable!(quiz_submissions -> children (child_id));
diesel::joinable!(quizzes -> children (child_id));
diesel::joinable!(readings -> children (child_id));
diesel::joinable!(sign_in_alerts -> children (child_id));
diesel::joinable!(sign_in_records -> children (child_id));
diesel::joinable!(video_blocks -> children (child_id));
diesel::joinable!(watched_videos -> children (child_id));

diesel::allow_tables_to_appear_in_same_query!(
    badges,
    books,
    challenge_completions,
    challenge_tutorials,
    challenges,
    child_badges,
    child_daily_usage,
    child_settings,
    children,
    communities,
    community_members,
    community_posts,
    consent_requests,
    email_verifications,
    games,
    idempotent_requests,
    learning_days,
    learning_videos,
    moderation_cases,
    moderation_decisions,
    moderators,
    notifications,
    outside_ai_choices,
    parent_safety_seen,
    parental_consents,
    parents,
    post_likes,
    post_reports,
    quiz_submissions,
    quizzes,
    rate_counts,
    readings,
    refused_channels,
    resources,
    sign_in_alerts,
    sign_in_attempts,
    sign_in_devices,
    sign_in_pairs,
    sign_in_records,
    video_blocks,
    video_search_cache,
    watched_videos,
);
