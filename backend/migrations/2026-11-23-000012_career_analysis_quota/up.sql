-- The model's paragraph on a child's careers is counted too: a per-child quota on every model
-- call. Widening a CHECK is safe for replicas of the previous release (they never write it).
ALTER TABLE rate_counts DROP CONSTRAINT rate_counts_scope_check;
ALTER TABLE rate_counts ADD CONSTRAINT rate_counts_scope_check CHECK (scope IN (
    'sign_in_address', 'sign_in_account', 'sign_up_address', 'child_creation',
    'quiz_generation', 'advisor_message', 'career_analysis'));
