DROP TABLE child_badges;
DROP TABLE challenge_completions;
DROP TABLE badges;
DROP TABLE challenges;
DROP TABLE games;
DROP TABLE books;
DROP TABLE learning_videos;
