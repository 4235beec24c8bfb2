-- Consent requests: a child asks their parent's permission to join a career excursion or chat
-- with a mentor; the parent approves or declines. A new table, which the previous release neither
-- reads nor writes: one step.
--
-- `subject_id` is the excursion's or mentor's id in the catalogue (excursions.toml, mentors.toml)
-- and `subject_title` its title or name as the child saw it. A request is expired when it is
-- still pending after its `event_date`: computed in queries, never stored. Requests whose event
-- date is more than 30 days past are purged by the retention schedule.
CREATE TABLE consent_requests (
    id            uuid        PRIMARY KEY DEFAULT gen_random_uuid(),
    child_id      uuid        NOT NULL REFERENCES children (id) ON DELETE CASCADE,
    kind          text        NOT NULL CHECK (kind IN ('excursion', 'mentor_chat')),
    subject_id    text        NOT NULL CHECK (subject_id <> '' AND char_length(subject_id) <= 64),
    subject_title text        NOT NULL CHECK (subject_title <> '' AND char_length(subject_title) <= 200),
    event_date    date        NOT NULL,
    slot          text        NOT NULL CHECK (slot <> '' AND char_length(slot) <= 20),
    -- Mentor chats only: 'quick_question' (15 min) or 'deep_dive' (30 min); '' for excursions.
    session_type  text        NOT NULL DEFAULT ''
        CHECK (session_type IN ('', 'quick_question', 'deep_dive')),
    status        text        NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'declined')),
    created_at    timestamptz NOT NULL DEFAULT now(),
    decided_at    timestamptz,
    CONSTRAINT consent_requests_session_type_kind_check CHECK ((kind = 'mentor_chat') = (session_type <> '')),
    CONSTRAINT consent_requests_decided_at_check CHECK ((status = 'pending') = (decided_at IS NULL))
);
-- One pending request per child, subject and day: asking again answers the first.
CREATE UNIQUE INDEX consent_requests_pending_key
    ON consent_requests (child_id, kind, subject_id, event_date) WHERE status = 'pending';
-- A child's requests, and a parent's children's requests, newest first.
CREATE INDEX consent_requests_child_idx ON consent_requests (child_id, created_at DESC);
-- The retention purge.
CREATE INDEX consent_requests_event_date_idx ON consent_requests (event_date);
