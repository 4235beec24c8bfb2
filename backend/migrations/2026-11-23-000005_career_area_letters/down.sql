ALTER TABLE games DROP CONSTRAINT games_career_areas_riasec;
ALTER TABLE books DROP CONSTRAINT books_career_areas_riasec;
ALTER TABLE learning_videos DROP CONSTRAINT learning_videos_career_areas_riasec;
ALTER TABLE quiz_submissions DROP CONSTRAINT quiz_submissions_top_career_areas_riasec;

CREATE FUNCTION pg_temp.riasec_labels(areas text[]) RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
    SELECT coalesce(array_agg(CASE area
        WHEN 'R' THEN 'Building & Engineering'
        WHEN 'I' THEN 'Science & Discovery'
        WHEN 'A' THEN 'Arts & Creativity'
        WHEN 'S' THEN 'Helping & Teaching'
        WHEN 'E' THEN 'Leadership & Business'
        WHEN 'C' THEN 'Organising & Data'
        ELSE area END ORDER BY position), '{}')
    FROM unnest(areas) WITH ORDINALITY AS t(area, position)
$$;

UPDATE quiz_submissions SET top_career_areas = pg_temp.riasec_labels(top_career_areas);
UPDATE learning_videos SET career_areas = pg_temp.riasec_labels(career_areas);
UPDATE books SET career_areas = pg_temp.riasec_labels(career_areas);
UPDATE games SET career_areas = pg_temp.riasec_labels(career_areas);
