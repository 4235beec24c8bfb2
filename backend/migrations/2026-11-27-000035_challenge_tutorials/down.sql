DROP TABLE challenge_tutorials;
