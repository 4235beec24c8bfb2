-- The child's learning journey (issue 28, item 3): what the dashboard's My Learning Journey and
-- the parent's progress page count, instead of the sample numbers.

-- Each day (in the parent's time zone for the child) on which the child opened a video, read a
-- book or resource, or completed an activity: the days in a row make the streak. Videos are
-- counted here, never named: which videos a child watched is the watch history that the parent
-- chooses to keep (watched_videos) or not.
CREATE TABLE learning_days (
    child_id uuid NOT NULL REFERENCES children (id) ON DELETE CASCADE,
    day date NOT NULL,
    videos_opened integer NOT NULL DEFAULT 0 CHECK (videos_opened >= 0),
    PRIMARY KEY (child_id, day)
);

-- The books a child said they read and the resources they opened, each once: catalogue slugs.
CREATE TABLE readings (
    child_id uuid NOT NULL REFERENCES children (id) ON DELETE CASCADE,
    kind text NOT NULL CHECK (kind IN ('book', 'resource')),
    slug text NOT NULL CHECK (slug <> ''),
    read_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (child_id, kind, slug)
);

-- The days of the activities completed before this table existed, in the child's time zone (UTC
-- when the parent never opened the settings), so a streak under way is not lost.
INSERT INTO learning_days (child_id, day)
SELECT DISTINCT c.child_id, (c.completed_at AT TIME ZONE coalesce(s.time_zone, 'UTC'))::date
FROM challenge_completions c LEFT JOIN child_settings s ON s.child_id = c.child_id
ON CONFLICT DO NOTHING;
