DELETE FROM rate_counts WHERE scope IN ('password_change', 'taken_sign_in_name');
ALTER TABLE rate_counts DROP CONSTRAINT rate_counts_scope_check;
ALTER TABLE rate_counts ADD CONSTRAINT rate_counts_scope_check CHECK (scope IN (
    'sign_in_address', 'sign_in_account', 'sign_up_address', 'child_creation',
    'quiz_generation', 'advisor_message', 'career_analysis', 'video_search', 'verification_email'));
