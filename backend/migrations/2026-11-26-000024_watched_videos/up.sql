-- A parent may keep the videos their child starts, for 30 days, to see them and block a video or
-- a channel for the child (issue 24, item 5). Off by default: the watch history otherwise stays
-- in the child's own browser. Turning it off deletes what was kept.
ALTER TABLE child_settings ADD COLUMN share_watch_history boolean NOT NULL DEFAULT false;

-- Each video once per child, with when it was last started; the title and channel are the
-- server's own (from its search answers or the library), never text from the browser.
CREATE TABLE watched_videos (
    child_id uuid NOT NULL REFERENCES children (id) ON DELETE CASCADE,
    video_id text NOT NULL CHECK (video_id ~ '^[A-Za-z0-9_-]{11}$'),
    title text NOT NULL,
    channel text NOT NULL,
    -- Empty for a library video whose channel id is not known.
    channel_id text NOT NULL,
    thumbnail text NOT NULL,
    watched_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (child_id, video_id)
);
CREATE INDEX watched_videos_watched_at ON watched_videos (watched_at);

-- What a parent keeps out of their child's video hub: one video, or every video of a channel.
CREATE TABLE video_blocks (
    child_id uuid NOT NULL REFERENCES children (id) ON DELETE CASCADE,
    kind text NOT NULL CHECK (kind IN ('video', 'channel')),
    target_id text NOT NULL CHECK (target_id <> ''),
    title text NOT NULL,
    blocked_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (child_id, kind, target_id)
);
