DELETE FROM rate_counts WHERE scope = 'career_analysis';
ALTER TABLE rate_counts DROP CONSTRAINT rate_counts_scope_check;
ALTER TABLE rate_counts ADD CONSTRAINT rate_counts_scope_check CHECK (scope IN (
    'sign_in_address', 'sign_in_account', 'sign_up_address', 'child_creation',
    'quiz_generation', 'advisor_message'));
