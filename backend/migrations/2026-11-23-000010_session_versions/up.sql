-- Sessions that end: every token carries its account's session version, and the server's auth
-- layer refuses a token whose version is no longer the account's. Signing out, changing or
-- resetting the password bump it, which ends every session of the account at once. Columns with
-- a default: the previous release keeps working beside this one (expand only).
ALTER TABLE parents ADD COLUMN session_version integer NOT NULL DEFAULT 0;
ALTER TABLE children ADD COLUMN session_version integer NOT NULL DEFAULT 0;
