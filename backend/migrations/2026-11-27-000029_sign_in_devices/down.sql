DROP TABLE sign_in_alerts;
DROP TABLE sign_in_devices;
