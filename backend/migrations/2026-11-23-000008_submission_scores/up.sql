-- Every submission keeps the RIASEC scores of its answers, so the career calls read them instead
-- of scoring again. Submissions stored before scores were kept get theirs here, computed from their
-- choices exactly as the engine scores (src/quiz/engine/scoring.rs): for each type, the questions
-- whose chosen answer carries it over the questions that offered it in any answer. The analysis
-- texts were written and never read, so they go. In one step, not expand/contract: no release has
-- yet run as several replicas.
UPDATE quiz_submissions AS s SET scores = (
    SELECT jsonb_agg(CASE WHEN counts.offered = 0 THEN 0::float8
                          ELSE counts.picked::float8 / counts.offered END ORDER BY d.n)
    FROM unnest(ARRAY['R', 'I', 'A', 'S', 'E', 'C']) WITH ORDINALITY AS d(letter, n)
    CROSS JOIN LATERAL (
        SELECT count(*) FILTER (WHERE EXISTS (
                   SELECT 1 FROM jsonb_array_elements(question.answers) AS a(answer)
                   WHERE a.answer -> 'tags' ? d.letter)) AS offered,
               count(*) FILTER (WHERE question.answers -> question.choice -> 'tags' ? d.letter) AS picked
        FROM (
            SELECT qn.question -> 'answers' AS answers, (c.choice #>> '{}')::int AS choice
            FROM jsonb_array_elements(s.choices) WITH ORDINALITY AS c(choice, i)
            JOIN jsonb_array_elements(q.questions) WITH ORDINALITY AS qn(question, i) USING (i)
        ) AS question
        -- A choice outside its question's answers counts for nothing, offers included.
        WHERE question.answers -> question.choice IS NOT NULL
    ) AS counts
)
FROM quizzes AS q
WHERE q.id = s.quiz_id AND s.scores IS NULL;

ALTER TABLE quiz_submissions
    ALTER COLUMN scores SET NOT NULL,
    DROP CONSTRAINT quiz_submissions_scores_six,
    ADD CONSTRAINT quiz_submissions_scores_six CHECK (
        jsonb_typeof(scores) = 'array' AND jsonb_array_length(scores) = 6
        AND NOT jsonb_path_exists(scores, '$[*] ? (@.type() != "number" || @ < 0 || @ > 1)')),
    DROP CONSTRAINT quiz_submissions_choices_array,
    ADD CONSTRAINT quiz_submissions_choices_array CHECK (
        jsonb_typeof(choices) = 'array'
        AND NOT jsonb_path_exists(choices, '$[*] ? (@.type() != "number" || @ < 0 || @ != @.floor())')),
    DROP COLUMN analysis,
    -- The key tying a submission to its quiz's child (quiz_id, child_id) already says that the
    -- quiz exists; the second key on quiz_id alone only made two paths between the tables.
    DROP CONSTRAINT quiz_submissions_quiz_id_fkey;
