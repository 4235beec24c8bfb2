DROP TABLE sign_in_pairs;
DROP TABLE rate_counts;
