DROP TABLE moderation_decisions;
DROP FUNCTION moderation_decisions_append_only();
DROP TABLE moderation_cases;
DROP TABLE moderators;
