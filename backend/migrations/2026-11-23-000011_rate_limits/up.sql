-- Limits counted in PostgreSQL so that every replica agrees, each by one atomic upsert.
--
-- Counts in fixed windows: sign-in attempts per client address, sign-in failures per account,
-- sign-ups per client address, children created per parent, quizzes and advisor messages per
-- child. `sign_in_attempts` is no longer written; a later release drops it.
CREATE TABLE rate_counts (
    scope        text        NOT NULL CHECK (scope IN (
                     'sign_in_address', 'sign_in_account', 'sign_up_address', 'child_creation',
                     'quiz_generation', 'advisor_message')),
    key          text        NOT NULL,
    window_start timestamptz NOT NULL,
    count        integer     NOT NULL CHECK (count >= 0),
    PRIMARY KEY (scope, key, window_start)
);
CREATE INDEX rate_counts_window_idx ON rate_counts (window_start);

-- Sign-in failures of one account from one client address, with the growing delay they earned:
-- the next attempt of the pair is refused before `next_allowed_at`. A success forgets the pair.
CREATE TABLE sign_in_pairs (
    account         text        NOT NULL,
    address         text        NOT NULL,
    attempts        integer     NOT NULL CHECK (attempts > 0),
    next_allowed_at timestamptz NOT NULL,
    last_attempt_at timestamptz NOT NULL,
    PRIMARY KEY (account, address)
);
CREATE INDEX sign_in_pairs_last_attempt_idx ON sign_in_pairs (last_attempt_at);
