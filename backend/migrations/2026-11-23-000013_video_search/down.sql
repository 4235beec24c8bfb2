DROP TABLE video_search_cache;
ALTER TABLE learning_videos DROP COLUMN search_text;
ALTER TABLE learning_videos DROP COLUMN search;
DROP FUNCTION video_tags_text(text[]);
ALTER TABLE learning_videos DROP COLUMN tags;
ALTER TABLE learning_videos DROP COLUMN channel;
DROP EXTENSION IF EXISTS pg_trgm;
