-- Devices that signed an account in before (issue 26): such a device is exempt from the
-- account-wide cap on failed sign-ins, so that strangers guessing from elsewhere cannot lock a
-- child out. Only the SHA-256 of the device's random key is kept: the table cannot sign anyone
-- in. `account_id` is a child's, a parent's or a moderator's id (UUIDs never collide); the
-- account's deletion deletes its rows (the data walk), and a device unused for 180 days is
-- forgotten (the retention task).
CREATE TABLE sign_in_devices (
    account_id uuid NOT NULL,
    device_hash bytea NOT NULL CONSTRAINT sign_in_devices_hash_size CHECK (octet_length(device_hash) = 32),
    first_used_at timestamptz NOT NULL DEFAULT now(),
    last_used_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (account_id, device_hash)
);
CREATE INDEX sign_in_devices_last_used ON sign_in_devices (last_used_at);

-- A child's account that strangers guessed at (the account-wide cap of failed sign-ins was
-- reached): the parent sees it in the child's Safety tab. Kept 90 days, as sign-in times are.
CREATE TABLE sign_in_alerts (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    child_id uuid NOT NULL REFERENCES children (id) ON DELETE CASCADE,
    at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sign_in_alerts_child ON sign_in_alerts (child_id, at);
