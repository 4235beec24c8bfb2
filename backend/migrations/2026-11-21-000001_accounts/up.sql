-- Parents (or guardians) own accounts; children belong to exactly one parent.
CREATE TABLE parents (
    id            uuid        PRIMARY KEY DEFAULT gen_random_uuid(),
    first_name    text        NOT NULL CHECK (char_length(first_name) BETWEEN 1 AND 60),
    last_name     text        NOT NULL CHECK (char_length(last_name) BETWEEN 1 AND 60),
    email         text        NOT NULL CHECK (email = lower(email) AND position('@' IN email) > 1),
    -- E.164: a plus and 8 to 15 digits.
    phone         text        NOT NULL CHECK (phone ~ '^\+[1-9][0-9]{7,14}$'),
    password_hash text        NOT NULL,
    created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX parents_email_key ON parents (email);

CREATE TABLE children (
    id            uuid        PRIMARY KEY DEFAULT gen_random_uuid(),
    parent_id     uuid        NOT NULL REFERENCES parents (id) ON DELETE CASCADE,
    first_name    text        NOT NULL CHECK (char_length(first_name) BETWEEN 1 AND 60),
    last_name     text        NOT NULL CHECK (char_length(last_name) BETWEEN 1 AND 60),
    -- What the child types in the sign-in form; unique on the platform whatever its case.
    sign_in_name  text        NOT NULL CHECK (char_length(sign_in_name) BETWEEN 2 AND 30),
    birth_date    date        NOT NULL CHECK (birth_date > DATE '1900-01-01'),
    password_hash text        NOT NULL,
    image         text        NOT NULL DEFAULT '',
    created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX children_sign_in_name_key ON children (lower(sign_in_name));
CREATE INDEX children_parent_id_idx ON children (parent_id, created_at);

-- Sign-in attempts counted in fixed windows, so that every replica sees the same counts.
CREATE TABLE sign_in_attempts (
    scope        text        NOT NULL CHECK (scope IN ('child_name', 'parent_email', 'address')),
    key          text        NOT NULL,
    window_start timestamptz NOT NULL,
    attempts     integer     NOT NULL CHECK (attempts > 0),
    PRIMARY KEY (scope, key, window_start)
);
CREATE INDEX sign_in_attempts_window_idx ON sign_in_attempts (window_start);
