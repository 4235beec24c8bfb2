DELETE FROM notifications WHERE kind IN ('consent_approved', 'consent_declined');
ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check
    CHECK (kind IN ('activity_completed', 'badge_earned', 'quiz_results', 'post_removed', 'moderator_warning'));
