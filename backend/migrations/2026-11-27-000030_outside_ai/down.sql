DROP TABLE outside_ai_choices;
ALTER TABLE child_settings DROP COLUMN outside_ai;
