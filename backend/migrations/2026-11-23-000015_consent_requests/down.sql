DROP TABLE consent_requests;
