DROP TABLE parent_safety_seen;
