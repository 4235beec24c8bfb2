-- Search over the curated videos (issue 12): the channel and search tags the catalogue gives,
-- full-text search over title, tags, channel, category and description (weighted in that
-- order), and trigram matching for prefixes and misspellings where full-text finds nothing.
-- pg_trgm is a trusted extension: the database's owner may create it without superuser rights.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

ALTER TABLE learning_videos ADD COLUMN channel text NOT NULL DEFAULT '';
ALTER TABLE learning_videos ADD COLUMN tags text[] NOT NULL DEFAULT '{}'
    CONSTRAINT learning_videos_tags_not_null CHECK (array_position(tags, NULL) IS NULL);

-- array_to_string is only STABLE (element output could depend on settings); for text[] it is
-- not, and a generated column needs an IMMUTABLE expression.
CREATE FUNCTION video_tags_text(tags text[]) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    RETURN array_to_string(tags, ' ');

ALTER TABLE learning_videos ADD COLUMN search tsvector NOT NULL GENERATED ALWAYS AS (
    setweight(to_tsvector('english', title), 'A')
    || setweight(to_tsvector('english', video_tags_text(tags)), 'B')
    || setweight(to_tsvector('english', channel || ' ' || category), 'C')
    || setweight(to_tsvector('english', description), 'D')
) STORED;
CREATE INDEX learning_videos_search ON learning_videos USING gin (search);

-- The same words as plain lower-case text, for trigram matching.
ALTER TABLE learning_videos ADD COLUMN search_text text NOT NULL GENERATED ALWAYS AS (
    lower(title || ' ' || video_tags_text(tags) || ' ' || channel || ' ' || category || ' ' || description)
) STORED;
CREATE INDEX learning_videos_search_trgm ON learning_videos USING gin (search_text gin_trgm_ops);

-- YouTube's answers per normalised query (lower-case, single spaces), so that a key's daily
-- quota (about 100 searches) goes a long way: the videos as found, before the safety filter,
-- which runs on every answer. Rows older than the expiry (crate::video::CACHE_TTL) are not used
-- and are deleted when a new answer is stored.
CREATE TABLE video_search_cache (
    query text PRIMARY KEY CHECK (query <> '' AND query = lower(query)),
    videos jsonb NOT NULL CHECK (jsonb_typeof(videos) = 'array'),
    fetched_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX video_search_cache_fetched_at ON video_search_cache (fetched_at);
