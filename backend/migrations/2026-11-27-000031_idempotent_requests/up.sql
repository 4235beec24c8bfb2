-- Calls a client may safely repeat (AIP-155, issue 27): a create or decide call sent with a
-- `request_id` is done once; a repeat with the same id within 24 hours answers what the first
-- call answered (`response`, the encoded protobuf answer) and does nothing. `request_hash` is a
-- fingerprint of the method and the request, so that the same id with another body
-- is refused (an HMAC under a key derived from the server's secret: a request may hold a
-- password). A row without `response` is a call under way (or one whose server stopped
-- mid-call: reclaimed after a minute). `account_id` is the caller's (a child's, a parent's or a
-- moderator's id); the account's deletion deletes its rows (the data walk), and the retention
-- task deletes rows older than 24 hours.
CREATE TABLE idempotent_requests (
    account_id uuid NOT NULL,
    request_id uuid NOT NULL,
    method text NOT NULL,
    request_hash bytea NOT NULL CONSTRAINT idempotent_requests_hash_size CHECK (octet_length(request_hash) = 32),
    response bytea,
    created_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (account_id, request_id)
);
CREATE INDEX idempotent_requests_created ON idempotent_requests (created_at);
