DROP TABLE child_daily_usage;
DROP TABLE child_settings;
