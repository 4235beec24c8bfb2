-- Constraints the first migrations left to code.

-- A submission belongs to the child whose quiz it answers: (quiz_id, child_id) must be a quiz of
-- that child, not merely some quiz and some child.
ALTER TABLE quizzes ADD CONSTRAINT quizzes_id_child_id_key UNIQUE (id, child_id);
ALTER TABLE quiz_submissions
    ADD CONSTRAINT quiz_submissions_quiz_child_fkey FOREIGN KEY (quiz_id, child_id)
        REFERENCES quizzes (id, child_id) ON DELETE CASCADE;

-- One entry per place in each catalogue list. Deferred to the end of the loading transaction,
-- because reordering the catalogue moves positions between rows one upsert at a time.
ALTER TABLE learning_videos ADD CONSTRAINT learning_videos_position_key UNIQUE (position) DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE books ADD CONSTRAINT books_position_key UNIQUE (position) DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE games ADD CONSTRAINT games_position_key UNIQUE (position) DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE challenges ADD CONSTRAINT challenges_position_key UNIQUE (position) DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE badges ADD CONSTRAINT badges_position_key UNIQUE (position) DEFERRABLE INITIALLY DEFERRED;

-- Badge rules name a real theme, and a quiz badge is earned by one quiz.
ALTER TABLE badges
    ADD CONSTRAINT badges_rule_theme_check CHECK (rule_theme IN ('science', 'art', 'technology', 'math', 'music',
                                                                 'reading', 'nature', 'sports', 'community')),
    ADD CONSTRAINT badges_quiz_rule_count_check CHECK (rule_kind <> 'quiz' OR rule_count = 1);

-- Arrays hold no NULL elements (the code reads them as lists of text).
ALTER TABLE learning_videos ADD CONSTRAINT learning_videos_career_areas_no_null CHECK (array_position(career_areas, NULL) IS NULL);
ALTER TABLE books ADD CONSTRAINT books_career_areas_no_null CHECK (array_position(career_areas, NULL) IS NULL);
ALTER TABLE games ADD CONSTRAINT games_career_areas_no_null CHECK (array_position(career_areas, NULL) IS NULL);
ALTER TABLE challenges ADD CONSTRAINT challenges_learning_outcomes_no_null CHECK (array_position(learning_outcomes, NULL) IS NULL);
ALTER TABLE quiz_submissions ADD CONSTRAINT quiz_submissions_top_career_areas_no_null CHECK (array_position(top_career_areas, NULL) IS NULL);
