ALTER TABLE children DROP COLUMN session_version;
ALTER TABLE parents DROP COLUMN session_version;
