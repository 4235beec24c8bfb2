DROP VIEW child_profiles;
