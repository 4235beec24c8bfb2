-- The language a parent chooses for their child's screens, and the parent's own (the parent area and
-- Ndoto's emails to them): en, sw or fr, English by default.
-- Expand only: a column with a default, which the previous release neither reads nor writes; the
-- CHECK is added NOT VALID (every existing row holds the default) and validated in a later release.
ALTER TABLE child_settings ADD COLUMN language text NOT NULL DEFAULT 'en';
ALTER TABLE child_settings
  ADD CONSTRAINT child_settings_language_known CHECK (language IN ('en', 'sw', 'fr')) NOT VALID;
ALTER TABLE parents ADD COLUMN language text NOT NULL DEFAULT 'en';
ALTER TABLE parents ADD CONSTRAINT parents_language_known CHECK (language IN ('en', 'sw', 'fr')) NOT VALID;
