-- An activity's text tutorial (issue 28): the short tips, in order, that its dialog's tutorial
-- step shows before the child starts; empty when a video of the library is the whole tutorial.
-- The catalogue load at every start writes one row per activity, by its stable slug. A table of
-- its own because `challenges` already has the 16 columns Diesel handles without its 32-column
-- feature, which slows every build. An expand step: the previous release never reads it.
CREATE TABLE challenge_tutorials (
    challenge_slug text   PRIMARY KEY REFERENCES challenges (slug),
    steps          text[] NOT NULL
);
