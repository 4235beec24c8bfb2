DROP TABLE readings;
DROP TABLE learning_days;
