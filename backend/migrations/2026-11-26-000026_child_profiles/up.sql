-- What features other than accounts may read of a child (issue 25): the `account` module owns
-- `children` and `parents`; the community, consent and moderation read models join this view
-- instead, which leaves out the password hash, the session version, the sign-in name and what
-- the child chose for their own profile. `family_id` is the parent's id, which tells brothers and
-- sisters apart from children of other families; the birth date gives moderators the author's age.
CREATE VIEW child_profiles AS
SELECT id, parent_id AS family_id, first_name, last_name, image, birth_date
FROM children;
