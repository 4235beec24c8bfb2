-- Video searches are counted per child (60 an hour), so that one token cannot spend the
-- platform's daily YouTube quota; and YouTube's answers are kept under a hash of the normalised
-- query instead of what a child typed. Widening a CHECK and a comment are safe for replicas of the
-- previous release; the plain-text keys they write expire within a day and the retention task
-- deletes them.
ALTER TABLE rate_counts DROP CONSTRAINT rate_counts_scope_check;
ALTER TABLE rate_counts ADD CONSTRAINT rate_counts_scope_check CHECK (scope IN (
    'sign_in_address', 'sign_in_account', 'sign_up_address', 'child_creation',
    'quiz_generation', 'advisor_message', 'career_analysis', 'video_search'));

COMMENT ON COLUMN video_search_cache.query IS
    'SHA-256 (lower-case hex) of the normalised query, never the words a child typed';
DELETE FROM video_search_cache;
