DROP TABLE quiz_submissions;
DROP TABLE quizzes;
