DROP TABLE video_blocks;
DROP TABLE watched_videos;
ALTER TABLE child_settings DROP COLUMN share_watch_history;
