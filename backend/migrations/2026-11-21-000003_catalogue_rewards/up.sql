-- The learning catalogue (loaded by `ndoto seed` and at every start from the catalogue in
-- backend/src/catalogue) and what children earn from it. Catalogue rows carry a stable `slug` so
-- that loading it again updates rows in place instead of adding copies.

-- Recommended videos, books and games. Ages are inclusive; career areas are the quiz engine's
-- RIASEC career areas, which the dashboard uses to rank content for a child.
CREATE TABLE learning_videos (
    id           uuid    PRIMARY KEY DEFAULT gen_random_uuid(),
    slug         text    NOT NULL UNIQUE,
    position     integer NOT NULL,
    url          text    NOT NULL CHECK (url <> ''),
    title        text    NOT NULL CHECK (title <> ''),
    category     text    NOT NULL CHECK (category <> ''),
    duration     text    NOT NULL CHECK (duration ~ '^([0-9]{1,2}(:[0-9]{2}){1,2})?$'),
    description  text    NOT NULL CHECK (description <> ''),
    min_age      integer NOT NULL CHECK (min_age BETWEEN 6 AND 18),
    max_age      integer NOT NULL CHECK (max_age BETWEEN min_age AND 18),
    career_areas text[]  NOT NULL CHECK (cardinality(career_areas) > 0)
);

CREATE TABLE books (
    id           uuid    PRIMARY KEY DEFAULT gen_random_uuid(),
    slug         text    NOT NULL UNIQUE,
    position     integer NOT NULL,
    thumbnail    text    NOT NULL CHECK (thumbnail <> ''),
    title        text    NOT NULL CHECK (title <> ''),
    theme        text    NOT NULL CHECK (theme <> ''),
    author       text    NOT NULL CHECK (author <> ''),
    min_age      integer NOT NULL CHECK (min_age BETWEEN 6 AND 18),
    max_age      integer NOT NULL CHECK (max_age BETWEEN min_age AND 18),
    career_areas text[]  NOT NULL CHECK (cardinality(career_areas) > 0)
);

CREATE TABLE games (
    id           uuid    PRIMARY KEY DEFAULT gen_random_uuid(),
    slug         text    NOT NULL UNIQUE,
    position     integer NOT NULL,
    thumbnail    text    NOT NULL CHECK (thumbnail <> ''),
    name         text    NOT NULL CHECK (name <> ''),
    skill        text    NOT NULL CHECK (skill <> ''),
    description  text    NOT NULL CHECK (description <> ''),
    url          text    NOT NULL CHECK (url ~ '^https://'),
    min_age      integer NOT NULL CHECK (min_age BETWEEN 6 AND 18),
    max_age      integer NOT NULL CHECK (max_age BETWEEN min_age AND 18),
    career_areas text[]  NOT NULL CHECK (cardinality(career_areas) > 0)
);

-- Fun learning activities ("challenges" in the API).
CREATE TABLE challenges (
    id                 uuid    PRIMARY KEY DEFAULT gen_random_uuid(),
    slug               text    NOT NULL UNIQUE,
    position           integer NOT NULL,
    title              text    NOT NULL CHECK (title <> ''),
    description        text    NOT NULL CHECK (description <> ''),
    theme              text    NOT NULL CHECK (theme IN ('science', 'art', 'technology', 'math', 'music',
                                                         'reading', 'nature', 'sports', 'community')),
    difficulty_level   text    NOT NULL CHECK (difficulty_level IN ('Easy', 'Medium', 'Hard')),
    min_age            integer NOT NULL CHECK (min_age BETWEEN 6 AND 18),
    max_age            integer NOT NULL CHECK (max_age BETWEEN min_age AND 18),
    estimated_minutes  integer NOT NULL CHECK (estimated_minutes BETWEEN 5 AND 180),
    image_url          text    NOT NULL CHECK (image_url <> ''),
    video_tutorial_url text    NOT NULL DEFAULT '',
    project            text    NOT NULL CHECK (project <> ''),
    learning_outcomes  text[]  NOT NULL CHECK (cardinality(learning_outcomes) > 0),
    stars              integer NOT NULL CHECK (stars > 0)
);

-- Badges and the rule that earns each: one activity of a theme, a number of activities, a
-- number of different themes, or a submitted career quiz.
CREATE TABLE badges (
    id          text    PRIMARY KEY CHECK (id ~ '^[a-z][a-z0-9-]*$'),
    position    integer NOT NULL,
    name        text    NOT NULL CHECK (name <> ''),
    description text    NOT NULL CHECK (description <> ''),
    icon        text    NOT NULL CHECK (icon <> ''),
    tier        text    NOT NULL CHECK (tier IN ('bronze', 'silver', 'gold', 'legendary', 'special')),
    category    text    NOT NULL CHECK (category IN ('Academic', 'Skills', 'Social', 'Projects')),
    stars       integer NOT NULL CHECK (stars >= 0),
    rule_kind   text    NOT NULL CHECK (rule_kind IN ('theme', 'activities', 'themes', 'quiz')),
    rule_theme  text,
    rule_count  integer NOT NULL CHECK (rule_count > 0),
    CHECK ((rule_kind = 'theme') = (rule_theme IS NOT NULL))
);

-- A child finished an activity: once per child and activity.
CREATE TABLE challenge_completions (
    child_id     uuid        NOT NULL REFERENCES children (id) ON DELETE CASCADE,
    challenge_id uuid        NOT NULL REFERENCES challenges (id) ON DELETE CASCADE,
    stars        integer     NOT NULL CHECK (stars >= 0),
    completed_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (child_id, challenge_id)
);

-- A badge a child earned: once per child and badge. Stars are kept as awarded at the time.
CREATE TABLE child_badges (
    child_id  uuid        NOT NULL REFERENCES children (id) ON DELETE CASCADE,
    badge_id  text        NOT NULL REFERENCES badges (id) ON DELETE CASCADE,
    stars     integer     NOT NULL CHECK (stars >= 0),
    earned_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (child_id, badge_id)
);
CREATE INDEX child_badges_recent_idx ON child_badges (child_id, earned_at DESC);
