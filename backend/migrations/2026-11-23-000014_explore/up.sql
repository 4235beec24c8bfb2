-- The explore screens: the resource board's resources (from the catalogue), what a child chooses
-- on their profile, and their notifications. New tables and columns with defaults only, which
-- the previous release neither reads nor writes: one step.

-- Loaded from backend/crates/catalogue/content/resources.toml at every start, by slug. Either our
-- own text (`body`) or a page on another site (`link` with its `link_note`).
CREATE TABLE resources (
    slug         text    PRIMARY KEY,
    position     integer NOT NULL,
    title        text    NOT NULL CHECK (title <> ''),
    quote        text    NOT NULL CHECK (quote <> ''),
    category     text    NOT NULL CHECK (category <> ''),
    kind         text    NOT NULL CHECK (kind IN ('PDF', 'Book', 'Article', 'Video', 'eBook', 'Guide')),
    source       text    NOT NULL CHECK (source <> ''),
    author       text    NOT NULL CHECK (author <> ''),
    author_image text    NOT NULL CHECK (author_image <> ''),
    min_age      integer NOT NULL,
    max_age      integer NOT NULL,
    body         text    NOT NULL DEFAULT '',
    link         text    NOT NULL DEFAULT '',
    link_note    text    NOT NULL DEFAULT '',
    related      text[]  NOT NULL DEFAULT '{}',
    retired      boolean NOT NULL DEFAULT false,
    CONSTRAINT resources_ages_check CHECK (6 <= min_age AND min_age <= max_age AND max_age <= 18),
    CONSTRAINT resources_text_or_link_check CHECK ((body <> '') <> (link LIKE 'https://%' AND link_note <> '')),
    CONSTRAINT resources_position_key UNIQUE (position) DEFERRABLE INITIALLY DEFERRED
);

-- The child's own choices on their profile, as stable codes; '' before they choose. School and
-- country are never stored (data minimisation): the web app keeps them on the device if at all.
ALTER TABLE children
    ADD COLUMN favorite_subject text NOT NULL DEFAULT ''
        CONSTRAINT children_favorite_subject_check CHECK (favorite_subject IN ('', 'science', 'math', 'art', 'music')),
    ADD COLUMN learning_goal text NOT NULL DEFAULT ''
        CONSTRAINT children_learning_goal_check CHECK (char_length(learning_goal) <= 200);

-- What happened in a child's account, written in the transaction of the event itself. `kind` is
-- a stable code; the title and text a child reads are rendered from it and `subject` (the name of
-- the activity or badge at the time) when answering. `read_at` is set once the child has seen it.
-- `seq` orders rows written in one transaction (they share `created_at`): a badge after the
-- activity that earned it.
CREATE TABLE notifications (
    id         uuid        PRIMARY KEY DEFAULT gen_random_uuid(),
    seq        bigint      GENERATED ALWAYS AS IDENTITY,
    child_id   uuid        NOT NULL REFERENCES children (id) ON DELETE CASCADE,
    kind       text        NOT NULL CHECK (kind IN ('activity_completed', 'badge_earned', 'quiz_results')),
    subject    text        NOT NULL DEFAULT '',
    points     integer     NOT NULL DEFAULT 0 CHECK (points >= 0),
    created_at timestamptz NOT NULL DEFAULT now(),
    read_at    timestamptz
);
-- The menu, newest first; and the unread count.
CREATE INDEX notifications_child_idx ON notifications (child_id, created_at DESC, seq DESC);
CREATE INDEX notifications_unread_idx ON notifications (child_id) WHERE read_at IS NULL;
