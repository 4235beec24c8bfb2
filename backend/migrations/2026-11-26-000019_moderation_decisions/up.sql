-- What a moderator's decision does: "keep" protects a reported post from hiding by reports,
-- "remove" takes it away from everyone (its author included; the row stays with its case and
-- the audit until the author's account goes), and the author is told in a notification. Columns
-- and check values the previous release neither reads nor writes: one step.
ALTER TABLE community_posts
    ADD COLUMN kept_at    timestamptz,
    ADD COLUMN removed_at timestamptz;

ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check
    CHECK (kind IN ('activity_completed', 'badge_earned', 'quiz_results', 'post_removed', 'moderator_warning'));
