-- Communities (from the catalogue), their members, posts, likes and reports. A brand-new
-- feature's tables: no earlier release reads or writes them, so this is one step.

-- Loaded from backend/crates/catalogue/content/communities.toml at every start, by slug. Each is
-- for exactly one age band.
CREATE TABLE communities (
    id          uuid        PRIMARY KEY DEFAULT gen_random_uuid(),
    slug        text        NOT NULL UNIQUE,
    position    integer     NOT NULL,
    name        text        NOT NULL CHECK (name <> ''),
    description text        NOT NULL CHECK (description <> ''),
    category    text        NOT NULL CHECK (category IN ('science', 'art', 'technology', 'math', 'sports',
                                                         'music', 'reading')),
    min_age     integer     NOT NULL,
    max_age     integer     NOT NULL,
    retired     boolean     NOT NULL DEFAULT false,
    created_at  timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT communities_age_band_check
        CHECK ((min_age, max_age) IN ((6, 8), (9, 12), (13, 15), (16, 18))),
    CONSTRAINT communities_position_key UNIQUE (position) DEFERRABLE INITIALLY DEFERRED
);

-- A child is a member of a community at most once; the member count is the number of rows.
CREATE TABLE community_members (
    community_id uuid        NOT NULL REFERENCES communities (id) ON DELETE CASCADE,
    child_id     uuid        NOT NULL REFERENCES children (id) ON DELETE CASCADE,
    joined_at    timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT community_members_pkey PRIMARY KEY (community_id, child_id)
);
CREATE INDEX community_members_child_idx ON community_members (child_id);

-- A post: trimmed text of 1 to 500 characters (code points, as the web's counter counts them).
-- A post goes with its author's account. `hidden_at` is set once enough different children
-- reported it: hidden for everyone from then on, kept for review.
CREATE TABLE community_posts (
    id           uuid        PRIMARY KEY DEFAULT gen_random_uuid(),
    community_id uuid        NOT NULL REFERENCES communities (id) ON DELETE CASCADE,
    author_id    uuid        NOT NULL REFERENCES children (id) ON DELETE CASCADE,
    content      text        NOT NULL CHECK (char_length(content) BETWEEN 1 AND 500),
    created_at   timestamptz NOT NULL DEFAULT now(),
    hidden_at    timestamptz
);
-- The feed, newest first.
CREATE INDEX community_posts_feed_idx ON community_posts (community_id, created_at DESC, id DESC);
-- The posting limit counts a child's recent posts.
CREATE INDEX community_posts_author_idx ON community_posts (author_id, created_at DESC);

-- A like: at most one per child and post; the like count is the number of rows.
CREATE TABLE post_likes (
    post_id  uuid        NOT NULL REFERENCES community_posts (id) ON DELETE CASCADE,
    child_id uuid        NOT NULL REFERENCES children (id) ON DELETE CASCADE,
    liked_at timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT post_likes_pkey PRIMARY KEY (post_id, child_id)
);

-- A report: at most one per child and post, kept for review. The post is hidden for the
-- reporter at once (the feed leaves out posts the reader reported).
CREATE TABLE post_reports (
    post_id     uuid        NOT NULL REFERENCES community_posts (id) ON DELETE CASCADE,
    reporter_id uuid        NOT NULL REFERENCES children (id) ON DELETE CASCADE,
    reason      text        NOT NULL DEFAULT '' CHECK (char_length(reason) <= 200),
    reported_at timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT post_reports_pkey PRIMARY KEY (post_id, reporter_id)
);
CREATE INDEX post_reports_reporter_idx ON post_reports (reporter_id);
