DELETE FROM notifications WHERE kind IN ('post_removed', 'moderator_warning');
ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check
    CHECK (kind IN ('activity_completed', 'badge_earned', 'quiz_results'));
ALTER TABLE community_posts DROP COLUMN removed_at, DROP COLUMN kept_at;
