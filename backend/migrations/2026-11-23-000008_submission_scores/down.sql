ALTER TABLE quiz_submissions
    ADD CONSTRAINT quiz_submissions_quiz_id_fkey FOREIGN KEY (quiz_id) REFERENCES quizzes (id) ON DELETE CASCADE,
    -- The texts are gone; the earlier shape gets an empty analysis.
    ADD COLUMN analysis jsonb NOT NULL DEFAULT '{}',
    DROP CONSTRAINT quiz_submissions_choices_array,
    ADD CONSTRAINT quiz_submissions_choices_array CHECK (jsonb_typeof(choices) = 'array'),
    DROP CONSTRAINT quiz_submissions_scores_six,
    ADD CONSTRAINT quiz_submissions_scores_six
        CHECK (scores IS NULL OR (jsonb_typeof(scores) = 'array' AND jsonb_array_length(scores) = 6)),
    ALTER COLUMN scores DROP NOT NULL;
ALTER TABLE quiz_submissions ALTER COLUMN analysis DROP DEFAULT;
