-- Password changes and resets counted per account (issue 26): at most 10 an hour, checked before
-- any hashing; and a parent's tries of taken sign-in names, so that suggestions come only after a
-- second one.
ALTER TABLE rate_counts DROP CONSTRAINT rate_counts_scope_check;
ALTER TABLE rate_counts ADD CONSTRAINT rate_counts_scope_check CHECK (scope IN (
    'sign_in_address', 'sign_in_account', 'sign_up_address', 'child_creation',
    'quiz_generation', 'advisor_message', 'career_analysis', 'video_search', 'verification_email',
    'password_change', 'taken_sign_in_name'));
