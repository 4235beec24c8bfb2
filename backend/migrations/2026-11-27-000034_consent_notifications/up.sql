-- A child hears when their parent approves or declines a consent request (issue 28, item 2).
ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check
    CHECK (kind IN ('activity_completed', 'badge_earned', 'quiz_results', 'post_removed', 'moderator_warning',
                    'consent_approved', 'consent_declined'));
