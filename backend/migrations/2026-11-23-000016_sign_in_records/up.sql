-- When each child signed in, for their parent's view of the child's activity. Times only: never
-- the address, device or browser. A brand-new table that the previous release neither reads nor
-- writes: one step. Rows older than the retention period (90 days, `parent::retention`) are
-- purged by the server's retention task; all of a child's rows go with the child.
CREATE TABLE sign_in_records (
    id           uuid        PRIMARY KEY DEFAULT gen_random_uuid(),
    child_id     uuid        NOT NULL REFERENCES children (id) ON DELETE CASCADE,
    signed_in_at timestamptz NOT NULL DEFAULT now()
);
-- The parent's view, newest first; and the retention purge by age.
CREATE INDEX sign_in_records_child_idx ON sign_in_records (child_id, signed_in_at DESC);
CREATE INDEX sign_in_records_time_idx ON sign_in_records (signed_in_at);
