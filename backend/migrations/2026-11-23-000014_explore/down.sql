DROP TABLE notifications;
ALTER TABLE children DROP COLUMN learning_goal, DROP COLUMN favorite_subject;
DROP TABLE resources;
