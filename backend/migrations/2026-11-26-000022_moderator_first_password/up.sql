-- The password `ndoto moderator add` prints works for one sign-in only: until the moderator
-- chooses their own (ChangePassword), ModerationService refuses them. A column with a default
-- that the previous release neither reads nor writes: one step.
ALTER TABLE moderators ADD COLUMN must_change_password boolean NOT NULL DEFAULT false;
