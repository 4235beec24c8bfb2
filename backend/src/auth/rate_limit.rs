//! Sign-in throttling that a stranger cannot turn against a child: failures count per account
//! and client address pair (or per account and known device), with delays that grow after a few
//! free slips, so that a guesser elsewhere never locks the child out. Around it, for devices that
//! never signed the account in, an account-wide cap kept high (ASVS: at most 100 failures an
//! hour) beyond which delays grow too, and a per-address limit across names. A device that
//! signed the account in before skips both (`super::devices`). All in PostgreSQL, each an atomic
//! upsert (see `crate::limits`).

use std::time::Duration;

use diesel::{
    QueryableByName,
    sql_types::{Integer, Text},
};
use diesel_async::RunQueryDsl;

use super::devices::DeviceKey;
use crate::{
    db::Connection,
    error::AppResult,
    limits::{self, Counter, FIRST_PAIR_DELAY_SECS, FREE_PAIR_FAILURES, Limits, MAX_PAIR_DELAY_SECS, PAIR_MEMORY},
};

/// An account's failures from new devices are forgotten after an hour without one (ASVS 2.2.1
/// counts them per hour).
const ACCOUNT_MEMORY: chrono::TimeDelta = chrono::TimeDelta::hours(1);

/// What an attempt signs in to.
#[derive(Clone, Copy, Debug)]
pub enum Account<'a> {
    /// A child, by sign-in name.
    Child(&'a str),
    /// A parent, by email address.
    Parent(&'a str),
    /// A moderator, by email address.
    Moderator(&'a str),
}

impl Account<'_> {
    fn key(&self) -> String {
        match self {
            Account::Child(name) => format!("child:{}", name.to_lowercase()),
            Account::Parent(email) => format!("parent:{}", email.to_lowercase()),
            Account::Moderator(email) => format!("moderator:{}", email.to_lowercase()),
        }
    }
}

/// An admitted sign-in attempt, counted everywhere as a failure until [`Limits::sign_in_succeeded`].
#[derive(Debug)]
pub struct Admitted {
    account: String,
    /// The pair's second half: the client's address, or a known device's [`DeviceKey::pair_key`].
    pair: String,
    /// Whether the account-wide count applies (a device that never signed the account in).
    counted_on_account: bool,
    /// Whether this attempt is the first beyond the account-wide cap: strangers are guessing,
    /// and a child's parent is told once it fails.
    pub(crate) reached_account_cap: bool,
}

const PAIR_REFUSED: &str = "limit-sign-in-pair";
const ACCOUNT_REFUSED: &str = "limit-sign-in-account";

/// The `address` of the row in `sign_in_pairs` that counts an account's failures from devices
/// that never signed it in, from every address together.
const WHOLE_ACCOUNT: &str = "*";

/// The delays of one row of `sign_in_pairs`: how many failures are free, the first delay after
/// them (doubling with each further failure, up to `max_delay_secs`), and how long a quiet row
/// keeps its count.
struct Delays {
    free: i32,
    first_delay_secs: i32,
    max_delay_secs: i32,
    memory_secs: i32,
}

/// An account and client (or device) pair: typing slips are free, then delays grow.
const PAIR_DELAYS: Delays = Delays {
    free: FREE_PAIR_FAILURES,
    first_delay_secs: FIRST_PAIR_DELAY_SECS,
    max_delay_secs: MAX_PAIR_DELAY_SECS,
    memory_secs: PAIR_MEMORY.num_seconds() as i32,
};

/// The delay, in seconds, that a row's `n`-th failed attempt earns before the next attempt.
fn delay_sql(n: &str) -> String {
    format!("CASE WHEN {n} <= $3 THEN 0 ELSE LEAST($5, $4 * power(2, {n} - $3 - 1)) END")
}

#[derive(QueryableByName)]
struct Number {
    #[diesel(sql_type = Integer)]
    value: i32,
}

/// Counts one attempt in the row (`account`, `second`) of `sign_in_pairs` unless its delay is
/// not over: the row's failures with this one, or how many seconds are left to wait. One
/// statement, so that concurrent attempts can never pass a delay together; a row quiet for
/// `memory_secs` starts again from one.
async fn count_attempt(
    conn: &mut Connection<'_>,
    account: &str,
    second: &str,
    delays: &Delays,
) -> AppResult<Result<i32, u64>> {
    let counted = "CASE WHEN p.last_attempt_at < now() - make_interval(secs => $6) THEN 1 ELSE p.attempts + 1 END";
    let claimed: Vec<Number> = diesel::sql_query(format!(
        "INSERT INTO sign_in_pairs AS p (account, address, attempts, next_allowed_at, last_attempt_at) \
         VALUES ($1, $2, 1, now() + make_interval(secs => {first}), now()) \
         ON CONFLICT (account, address) DO UPDATE SET attempts = {counted}, last_attempt_at = now(), \
         next_allowed_at = now() + make_interval(secs => {next}) \
         WHERE p.next_allowed_at <= now() OR p.last_attempt_at < now() - make_interval(secs => $6) \
         RETURNING p.attempts AS value",
        first = delay_sql("1"),
        next = delay_sql(&format!("({counted})")),
    ))
    .bind::<Text, _>(account)
    .bind::<Text, _>(second)
    .bind::<Integer, _>(delays.free)
    .bind::<Integer, _>(delays.first_delay_secs)
    .bind::<Integer, _>(delays.max_delay_secs)
    .bind::<Integer, _>(delays.memory_secs)
    .load(&mut *conn)
    .await?;
    if let Some(claimed) = <[Number]>::first(&claimed) {
        return Ok(Ok(claimed.value));
    }
    let wait: Vec<Number> = diesel::sql_query(
        "SELECT GREATEST(1, ceil(extract(epoch FROM next_allowed_at - now())))::int AS value \
         FROM sign_in_pairs WHERE account = $1 AND address = $2",
    )
    .bind::<Text, _>(account)
    .bind::<Text, _>(second)
    .load(conn)
    .await?;
    Ok(Err(<[Number]>::first(&wait).map_or(1, |wait| wait.value.max(1) as u64)))
}

impl Limits {
    /// Counts a sign-in attempt and refuses it (RESOURCE_EXHAUSTED with Retry-After) when a limit
    /// says wait. From a device that signed the account in before (`known_device`), only that
    /// device's own failures count: strangers elsewhere cannot lock it out. From any other, the
    /// client's address across names, the account and address pair, and the account's failures
    /// from all new devices together, which beyond the cap earn growing delays. Call before
    /// checking the password; the attempt counts as a failure until [`Limits::sign_in_succeeded`].
    pub async fn admit_sign_in(
        &self,
        conn: &mut Connection<'_>,
        account: Account<'_>,
        address: Option<&str>,
        known_device: Option<&DeviceKey>,
    ) -> AppResult<Admitted> {
        let account = account.key();
        let pair = match known_device {
            Some(device) => device.pair_key(),
            None => {
                let address = address.unwrap_or("unknown").to_owned();
                if address != "unknown" {
                    self.take(conn, Counter::SignInAddress, &address, None).await?;
                }
                address
            }
        };
        if let Err(seconds) = count_attempt(conn, &account, &pair, &PAIR_DELAYS).await? {
            return Err(limits::exhausted("sign_in_pair", PAIR_REFUSED, Duration::from_secs(seconds), None));
        }
        let mut reached_account_cap = false;
        if known_device.is_none() {
            let cap = self.sign_in_failures_per_account as i32;
            let delays = Delays { free: cap, memory_secs: ACCOUNT_MEMORY.num_seconds() as i32, ..PAIR_DELAYS };
            match count_attempt(conn, &account, WHOLE_ACCOUNT, &delays).await? {
                Ok(failures) => reached_account_cap = failures == cap + 1,
                Err(seconds) => {
                    return Err(limits::exhausted(
                        "sign_in_account",
                        ACCOUNT_REFUSED,
                        Duration::from_secs(seconds),
                        None,
                    ));
                }
            }
        }
        Ok(Admitted { account, pair, counted_on_account: known_device.is_none(), reached_account_cap })
    }

    /// Forgets the pair's failures and gives the attempt back to the account's count.
    pub async fn sign_in_succeeded(&self, conn: &mut Connection<'_>, attempt: Admitted) -> AppResult<()> {
        diesel::sql_query("DELETE FROM sign_in_pairs WHERE account = $1 AND address = $2")
            .bind::<Text, _>(&attempt.account)
            .bind::<Text, _>(&attempt.pair)
            .execute(&mut *conn)
            .await?;
        if attempt.counted_on_account {
            // A row never holds zero attempts: the last one given back deletes it.
            diesel::sql_query(
                "WITH emptied AS (DELETE FROM sign_in_pairs WHERE account = $1 AND address = $2 AND attempts <= 1) \
                 UPDATE sign_in_pairs SET attempts = attempts - 1 WHERE account = $1 AND address = $2 AND attempts > 1",
            )
            .bind::<Text, _>(&attempt.account)
            .bind::<Text, _>(WHOLE_ACCOUNT)
            .execute(conn)
            .await?;
        }
        Ok(())
    }
}
