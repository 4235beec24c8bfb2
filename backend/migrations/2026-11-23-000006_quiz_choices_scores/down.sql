ALTER TABLE quiz_submissions ADD COLUMN answers jsonb;

UPDATE quiz_submissions AS s SET answers = coalesce((
    SELECT jsonb_agg(jsonb_build_object(
        'questionIndex', c.n - 1,
        'answer', q.questions -> (c.n - 1)::int -> 'answers' -> (c.choice #>> '{}')::int ->> 'text'
    ) ORDER BY c.n)
    FROM jsonb_array_elements(s.choices) WITH ORDINALITY AS c(choice, n)
), '[]'::jsonb)
FROM quizzes AS q
WHERE q.id = s.quiz_id;

ALTER TABLE quiz_submissions
    ALTER COLUMN answers SET NOT NULL,
    DROP COLUMN scores,
    DROP COLUMN choices;
