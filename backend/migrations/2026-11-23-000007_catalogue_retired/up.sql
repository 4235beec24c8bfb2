-- A catalogue entry marked `retired = true` in its TOML file leaves every screen, while the
-- completions and badges children earned from it stay: rows that children's rows point at are
-- never deleted, only flagged.
-- An expand step: the previous release neither reads nor writes the column, and its upserts at
-- start leave it as it is.
ALTER TABLE learning_videos ADD COLUMN retired boolean NOT NULL DEFAULT false;
ALTER TABLE books ADD COLUMN retired boolean NOT NULL DEFAULT false;
ALTER TABLE games ADD COLUMN retired boolean NOT NULL DEFAULT false;
ALTER TABLE challenges ADD COLUMN retired boolean NOT NULL DEFAULT false;
ALTER TABLE badges ADD COLUMN retired boolean NOT NULL DEFAULT false;
