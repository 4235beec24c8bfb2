-- A quiz generated for a child. The questions (with the RIASEC tags the server keeps to itself)
-- are stored as generated, so that the answers can be scored against exactly what was asked.
CREATE TABLE quizzes (
    id         uuid        PRIMARY KEY DEFAULT gen_random_uuid(),
    child_id   uuid        NOT NULL REFERENCES children (id) ON DELETE CASCADE,
    age_range  text        NOT NULL CHECK (age_range IN ('6-8', '9-12', '13-15', '16-18')),
    questions  jsonb       NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX quizzes_child_id_idx ON quizzes (child_id, created_at);

-- A submitted quiz: at most one submission per quiz; a retake is a new quiz.
CREATE TABLE quiz_submissions (
    quiz_id          uuid        PRIMARY KEY REFERENCES quizzes (id) ON DELETE CASCADE,
    child_id         uuid        NOT NULL REFERENCES children (id) ON DELETE CASCADE,
    answers          jsonb       NOT NULL,
    analysis         jsonb       NOT NULL,
    top_career_areas text[]      NOT NULL,
    submitted_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX quiz_submissions_child_id_idx ON quiz_submissions (child_id, submitted_at DESC);
