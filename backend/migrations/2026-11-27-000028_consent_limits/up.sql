-- Consent requests (issue 26): at most 10 a day per child, counted in rate_counts; and at most
-- one email an hour per parent, the rest gathered into a digest. `emailed_at` says which requests
-- the parent was emailed about; those made before this release count as emailed.
ALTER TABLE rate_counts DROP CONSTRAINT rate_counts_scope_check;
ALTER TABLE rate_counts ADD CONSTRAINT rate_counts_scope_check CHECK (scope IN (
    'sign_in_address', 'sign_in_account', 'sign_up_address', 'child_creation',
    'quiz_generation', 'advisor_message', 'career_analysis', 'video_search', 'verification_email',
    'password_change', 'taken_sign_in_name', 'consent_request'));

ALTER TABLE consent_requests ADD COLUMN emailed_at timestamptz;
UPDATE consent_requests SET emailed_at = created_at;
-- The digest's question: which pending requests has nobody emailed yet.
CREATE INDEX consent_requests_not_emailed ON consent_requests (child_id) WHERE emailed_at IS NULL;
