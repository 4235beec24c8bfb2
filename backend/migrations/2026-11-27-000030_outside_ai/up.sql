-- Answers from an outside AI service (issue 32): off for every child until their parent turns it
-- on, having read the notice; each turn on or off is recorded with who, when and which notice.
ALTER TABLE child_settings ADD COLUMN outside_ai boolean NOT NULL DEFAULT false;

CREATE TABLE outside_ai_choices (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    child_id uuid NOT NULL REFERENCES children (id) ON DELETE CASCADE,
    parent_id uuid NOT NULL REFERENCES parents (id) ON DELETE CASCADE,
    turned_on boolean NOT NULL,
    notice_version text NOT NULL,
    at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX outside_ai_choices_child ON outside_ai_choices (child_id, at);
