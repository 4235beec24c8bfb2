-- What a parent chose for each child (issue 14, settings). One row per child, written the first
-- time the settings are read, with the defaults of `src/settings/rules.rs` for the child's age
-- then; the code never reads a missing row as anything but "not read yet".
CREATE TABLE child_settings (
    child_id uuid PRIMARY KEY
        CONSTRAINT child_settings_child_id_fkey REFERENCES children (id) ON DELETE CASCADE,
    community_posting boolean NOT NULL,
    approved_videos_only boolean NOT NULL,
    personalised_recommendations boolean NOT NULL,
    -- NULL: no daily limit.
    daily_limit_minutes integer
        CONSTRAINT child_settings_daily_limit_range CHECK (daily_limit_minutes BETWEEN 15 AND 720),
    -- Local times in time_zone; both NULL (no bedtime) or both set and different.
    bedtime_start time,
    bedtime_end time,
    time_zone text NOT NULL,
    updated_at timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT child_settings_bedtime_pair CHECK ((bedtime_start IS NULL) = (bedtime_end IS NULL)),
    CONSTRAINT child_settings_bedtime_not_empty CHECK (bedtime_start <> bedtime_end),
    CONSTRAINT child_settings_time_zone_length CHECK (char_length(time_zone) BETWEEN 1 AND 64)
);

-- Minutes a child was active on a day of the parent's time zone: a minute counts once some
-- authenticated request arrives at least a minute after the last counted one. Only today's and
-- yesterday's rows are kept.
CREATE TABLE child_daily_usage (
    child_id uuid NOT NULL
        CONSTRAINT child_daily_usage_child_id_fkey REFERENCES children (id) ON DELETE CASCADE,
    day date NOT NULL,
    minutes integer NOT NULL CONSTRAINT child_daily_usage_minutes_positive CHECK (minutes >= 0),
    last_counted_at timestamptz NOT NULL,
    PRIMARY KEY (child_id, day)
);
