ALTER TABLE parents DROP CONSTRAINT parents_language_known;
ALTER TABLE parents DROP COLUMN language;
ALTER TABLE child_settings DROP CONSTRAINT child_settings_language_known;
ALTER TABLE child_settings DROP COLUMN language;
