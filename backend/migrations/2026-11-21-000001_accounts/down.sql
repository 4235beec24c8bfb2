DROP TABLE sign_in_attempts;
DROP TABLE children;
DROP TABLE parents;
