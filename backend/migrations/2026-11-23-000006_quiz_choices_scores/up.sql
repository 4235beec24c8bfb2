-- A submission keeps the index of the answer chosen for each question (`choices`, in question
-- order) and the RIASEC scores computed when it was submitted (`scores`, six numbers in R, I, A,
-- S, E, C order), instead of the chosen texts matched again against the questions on every read.
-- Submissions stored before this have their choices converted here and no scores: they are
-- scored from their choices when read. In one step: no release has yet run as several replicas.
ALTER TABLE quiz_submissions ADD COLUMN choices jsonb, ADD COLUMN scores jsonb;

UPDATE quiz_submissions AS s SET choices = coalesce((
    SELECT jsonb_agg((
        SELECT to_jsonb(a.n - 1)
        FROM jsonb_array_elements(q.questions -> (ans.value ->> 'questionIndex')::int -> 'answers')
             WITH ORDINALITY AS a(answer, n)
        WHERE a.answer ->> 'text' = ans.value ->> 'answer'
        LIMIT 1
    ) ORDER BY (ans.value ->> 'questionIndex')::int)
    FROM jsonb_array_elements(s.answers) AS ans
), '[]'::jsonb)
FROM quizzes AS q
WHERE q.id = s.quiz_id;

ALTER TABLE quiz_submissions
    ALTER COLUMN choices SET NOT NULL,
    ADD CONSTRAINT quiz_submissions_choices_array CHECK (jsonb_typeof(choices) = 'array'),
    ADD CONSTRAINT quiz_submissions_scores_six
        CHECK (scores IS NULL OR (jsonb_typeof(scores) = 'array' AND jsonb_array_length(scores) = 6)),
    DROP COLUMN answers;
