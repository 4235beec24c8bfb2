-- Career areas are stored as their RIASEC letters (R, I, A, S, E, C), a key that never changes;
-- the labels ("Science & Discovery") are rendered only in answers, so rewording one no longer
-- silently breaks the ranking of every stored quiz. Done in one step, not expand/contract: no
-- release has yet run as several replicas.
CREATE FUNCTION pg_temp.riasec_letters(areas text[]) RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
    SELECT coalesce(array_agg(CASE area
        WHEN 'Building & Engineering' THEN 'R'
        WHEN 'Science & Discovery' THEN 'I'
        WHEN 'Arts & Creativity' THEN 'A'
        WHEN 'Helping & Teaching' THEN 'S'
        WHEN 'Leadership & Business' THEN 'E'
        WHEN 'Organising & Data' THEN 'C'
        ELSE area END ORDER BY position), '{}')
    FROM unnest(areas) WITH ORDINALITY AS t(area, position)
$$;

UPDATE quiz_submissions SET top_career_areas = pg_temp.riasec_letters(top_career_areas);
UPDATE learning_videos SET career_areas = pg_temp.riasec_letters(career_areas);
UPDATE books SET career_areas = pg_temp.riasec_letters(career_areas);
UPDATE games SET career_areas = pg_temp.riasec_letters(career_areas);

ALTER TABLE quiz_submissions ADD CONSTRAINT quiz_submissions_top_career_areas_riasec
    CHECK (top_career_areas <@ ARRAY['R', 'I', 'A', 'S', 'E', 'C']);
ALTER TABLE learning_videos ADD CONSTRAINT learning_videos_career_areas_riasec
    CHECK (career_areas <@ ARRAY['R', 'I', 'A', 'S', 'E', 'C']);
ALTER TABLE books ADD CONSTRAINT books_career_areas_riasec CHECK (career_areas <@ ARRAY['R', 'I', 'A', 'S', 'E', 'C']);
ALTER TABLE games ADD CONSTRAINT games_career_areas_riasec CHECK (career_areas <@ ARRAY['R', 'I', 'A', 'S', 'E', 'C']);
