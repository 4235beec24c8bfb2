-- People in the loop: moderators, the moderation queue, and the audit of every decision. New
-- tables that the previous release neither reads nor writes: one step.

-- Moderators: accounts an operator makes with `ndoto moderator add EMAIL`, never the public API.
-- A removed moderator keeps their row (the audit names them) but cannot sign in again.
CREATE TABLE moderators (
    id               uuid        PRIMARY KEY DEFAULT gen_random_uuid(),
    email            text        NOT NULL CHECK (email = lower(email) AND position('@' IN email) > 1),
    password_hash    text        NOT NULL,
    session_version  integer     NOT NULL DEFAULT 0,
    created_at       timestamptz NOT NULL DEFAULT now(),
    removed_at       timestamptz
);
CREATE UNIQUE INDEX moderators_email_key ON moderators (email);

-- One case per flag a person must decide on: a reported post (one open case however many
-- children report it), or a post refused for self-harm, grooming or personal information (its
-- text kept here for moderators only, never shown to children or parents by this table, and
-- emptied 30 days after the decision by the retention task). Self-harm and grooming are urgent.
-- A case goes with its author's account.
CREATE TABLE moderation_cases (
    id            uuid        PRIMARY KEY DEFAULT gen_random_uuid(),
    category      text        NOT NULL
        CHECK (category IN ('reported', 'self_harm', 'grooming', 'personal_information')),
    urgent        boolean     NOT NULL,
    community_id  uuid        NOT NULL REFERENCES communities (id) ON DELETE CASCADE,
    author_id     uuid        NOT NULL REFERENCES children (id) ON DELETE CASCADE,
    -- The reported post; NULL for a refused post, which was never published.
    post_id       uuid        REFERENCES community_posts (id) ON DELETE CASCADE,
    -- The refused post's text; NULL for a reported post, and once purged.
    refused_text  text        CHECK (char_length(refused_text) <= 500),
    created_at    timestamptz NOT NULL DEFAULT now(),
    taken_by      uuid        REFERENCES moderators (id),
    taken_at      timestamptz,
    decision      text        CHECK (decision IN ('keep', 'remove', 'remove_and_warn')),
    decided_at    timestamptz,
    CONSTRAINT moderation_cases_post_check CHECK ((category = 'reported') = (post_id IS NOT NULL)),
    CONSTRAINT moderation_cases_taken_check CHECK ((taken_by IS NULL) = (taken_at IS NULL)),
    CONSTRAINT moderation_cases_decided_check CHECK ((decision IS NULL) = (decided_at IS NULL))
);
-- At most one open case per reported post: more reports join it.
CREATE UNIQUE INDEX moderation_cases_open_post_key ON moderation_cases (post_id) WHERE decision IS NULL;
-- The queue: urgent first, then oldest.
CREATE INDEX moderation_cases_queue_idx ON moderation_cases (urgent DESC, created_at) WHERE decision IS NULL;
-- An author's earlier cases, and the parent's view of their children's.
CREATE INDEX moderation_cases_author_idx ON moderation_cases (author_id, created_at DESC);
-- The retention purge of refused texts after their decision.
CREATE INDEX moderation_cases_decided_idx ON moderation_cases (decided_at) WHERE refused_text IS NOT NULL;

-- Every decision, append-only: who decided what, when, with an optional note. Rows go only with
-- their case (when the author's account is removed); an UPDATE, or a DELETE of its own, is refused.
CREATE TABLE moderation_decisions (
    id            uuid        PRIMARY KEY DEFAULT gen_random_uuid(),
    case_id       uuid        NOT NULL REFERENCES moderation_cases (id) ON DELETE CASCADE,
    moderator_id  uuid        NOT NULL REFERENCES moderators (id),
    decision      text        NOT NULL CHECK (decision IN ('keep', 'remove', 'remove_and_warn')),
    note          text        NOT NULL DEFAULT '' CHECK (char_length(note) <= 500),
    decided_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX moderation_decisions_case_idx ON moderation_decisions (case_id);

CREATE FUNCTION moderation_decisions_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    -- A cascade from the case runs inside the foreign key's own trigger (depth 2); a statement on
    -- this table itself runs at depth 1.
    IF TG_OP = 'UPDATE' OR pg_trigger_depth() < 2 THEN
        RAISE EXCEPTION 'moderation decisions are append-only' USING ERRCODE = 'insufficient_privilege';
    END IF;
    RETURN OLD;
END;
$$;
CREATE TRIGGER moderation_decisions_append_only
    BEFORE UPDATE OR DELETE ON moderation_decisions
    FOR EACH ROW EXECUTE FUNCTION moderation_decisions_append_only();
