-- The video filter's channel memory: a YouTube channel one of whose videos was refused for a
-- category no age may see (gambling, sexual content, a risk dressed as a lesson, an
-- age-restricted upload...) is refused for every child for 30 days, as YouTube Kids does: one bad
-- upload taints the channel. No child's data: channel ids are YouTube's public identifiers.
CREATE TABLE refused_channels (
    channel_id text PRIMARY KEY CHECK (channel_id <> '' AND length(channel_id) <= 64),
    -- The category code of the refusal (the filter's list file name, or age_restricted).
    category text NOT NULL CHECK (category <> ''),
    refused_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX refused_channels_refused_at ON refused_channels (refused_at);
