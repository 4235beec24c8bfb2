-- When a parent last looked at their child's safety events: newer events count as new on the
-- parent's overview. A new table the previous release neither reads nor writes: one step.
CREATE TABLE parent_safety_seen (
    child_id  uuid        PRIMARY KEY REFERENCES children (id) ON DELETE CASCADE,
    seen_at   timestamptz NOT NULL DEFAULT now()
);
