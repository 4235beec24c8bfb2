ALTER TABLE moderators DROP COLUMN must_change_password;
