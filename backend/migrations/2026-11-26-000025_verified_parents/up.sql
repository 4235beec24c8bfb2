-- Verified parents and recorded consent (COPPA 312.5, "email plus"): a parent verifies their
-- email address with a single-use link before adding a child, and agrees to the consent notice
-- (by its version) when adding a child. Every parent who signed up before this migration is
-- unverified (email_verified_at NULL): their children keep working, and they verify before
-- adding another. Additive only, safe for replicas of the previous release.
ALTER TABLE parents ADD COLUMN email_verified_at timestamptz;

-- One row per link sent; only a hash of the link's token is kept, so the table cannot be used to
-- verify anyone. The retention task deletes a link a week after it expired.
CREATE TABLE email_verifications (
    token_hash bytea PRIMARY KEY CHECK (octet_length(token_hash) = 32),
    parent_id uuid NOT NULL REFERENCES parents (id) ON DELETE CASCADE,
    -- The address the link went to: it verifies that address only.
    email text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    expires_at timestamptz NOT NULL,
    used_at timestamptz
);
CREATE INDEX email_verifications_parent_id ON email_verifications (parent_id);

-- The consent a parent gave, with the version of the notice they read: kept while the account
-- exists, in the parent's own export.
CREATE TABLE parental_consents (
    parent_id uuid NOT NULL REFERENCES parents (id) ON DELETE CASCADE,
    notice_version text NOT NULL CHECK (notice_version <> ''),
    given_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (parent_id, notice_version)
);

ALTER TABLE rate_counts DROP CONSTRAINT rate_counts_scope_check;
ALTER TABLE rate_counts ADD CONSTRAINT rate_counts_scope_check CHECK (scope IN (
    'sign_in_address', 'sign_in_account', 'sign_up_address', 'child_creation',
    'quiz_generation', 'advisor_message', 'career_analysis', 'video_search', 'verification_email'));
