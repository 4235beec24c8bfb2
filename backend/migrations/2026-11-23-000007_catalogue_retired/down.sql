ALTER TABLE badges DROP COLUMN retired;
ALTER TABLE challenges DROP COLUMN retired;
ALTER TABLE games DROP COLUMN retired;
ALTER TABLE books DROP COLUMN retired;
ALTER TABLE learning_videos DROP COLUMN retired;
