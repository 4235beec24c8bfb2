-- Every replica keeps what the hot path reads in memory (backend/src/cache): a signed-in
-- account with its settings, a child's minutes of use today, the videos blocked for them, the
-- career areas of their latest quiz, and the catalogue (recommended and searched). Each change to what those copies hold is announced on
-- the channel `ndoto_changes` when its transaction commits, so every replica drops its copy at
-- once, whichever replica, CLI command or operator made the change. The payload names what
-- changed: `<kind>:<id>`, or `<kind>` for a whole table.

-- For row triggers: TG_ARGV[0] is the kind, TG_ARGV[1] the column holding the id.
CREATE FUNCTION notify_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    changed jsonb := to_jsonb(CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END);
BEGIN
    PERFORM pg_notify('ndoto_changes', TG_ARGV[0] || ':' || (changed ->> TG_ARGV[1]));
    RETURN NULL;
END
$$;

-- For statement triggers: TG_ARGV[0] is the kind.
CREATE FUNCTION notify_table_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM pg_notify('ndoto_changes', TG_ARGV[0]);
    RETURN NULL;
END
$$;

-- A signed-in account: the row (session version, names, profile), a child's settings, and the
-- latest consent notice a parent agreed to.
CREATE TRIGGER children_changed AFTER UPDATE OR DELETE ON children
    FOR EACH ROW EXECUTE FUNCTION notify_change('child', 'id');
CREATE TRIGGER child_settings_changed AFTER INSERT OR UPDATE OR DELETE ON child_settings
    FOR EACH ROW EXECUTE FUNCTION notify_change('child', 'child_id');
CREATE TRIGGER parents_changed AFTER UPDATE OR DELETE ON parents
    FOR EACH ROW EXECUTE FUNCTION notify_change('parent', 'id');
CREATE TRIGGER parental_consents_changed AFTER INSERT OR UPDATE OR DELETE ON parental_consents
    FOR EACH ROW EXECUTE FUNCTION notify_change('parent', 'parent_id');
CREATE TRIGGER moderators_changed AFTER UPDATE OR DELETE ON moderators
    FOR EACH ROW EXECUTE FUNCTION notify_change('moderator', 'id');

-- A child's minutes of use, counted by any replica.
CREATE TRIGGER child_daily_usage_changed AFTER INSERT OR UPDATE OR DELETE ON child_daily_usage
    FOR EACH ROW EXECUTE FUNCTION notify_change('usage', 'child_id');

-- The videos and channels a parent blocked for a child, which the video search leaves out.
CREATE TRIGGER video_blocks_changed AFTER INSERT OR UPDATE OR DELETE ON video_blocks
    FOR EACH ROW EXECUTE FUNCTION notify_change('blocks', 'child_id');

-- The career areas of a child's latest quiz, which rank their dashboard.
CREATE TRIGGER quiz_submissions_changed AFTER INSERT OR UPDATE OR DELETE ON quiz_submissions
    FOR EACH ROW EXECUTE FUNCTION notify_change('quiz', 'child_id');

-- The recommendable catalogue, loaded at every start.
CREATE TRIGGER learning_videos_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON learning_videos
    FOR EACH STATEMENT EXECUTE FUNCTION notify_table_change('catalogue');
CREATE TRIGGER books_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON books
    FOR EACH STATEMENT EXECUTE FUNCTION notify_table_change('catalogue');
CREATE TRIGGER games_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON games
    FOR EACH STATEMENT EXECUTE FUNCTION notify_table_change('catalogue');
