DROP INDEX consent_requests_not_emailed;
ALTER TABLE consent_requests DROP COLUMN emailed_at;
DELETE FROM rate_counts WHERE scope = 'consent_request';
ALTER TABLE rate_counts DROP CONSTRAINT rate_counts_scope_check;
ALTER TABLE rate_counts ADD CONSTRAINT rate_counts_scope_check CHECK (scope IN (
    'sign_in_address', 'sign_in_account', 'sign_up_address', 'child_creation',
    'quiz_generation', 'advisor_message', 'career_analysis', 'video_search', 'verification_email',
    'password_change', 'taken_sign_in_name'));
