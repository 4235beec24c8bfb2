//! Sign-in throttling that a stranger cannot turn against a child: failures count per account
//! and client address pair, with delays that grow after a few free slips, so that a guesser
//! elsewhere never locks the child out. Around it, an account-wide cap kept high (ASVS: at most
//! 100 failures an hour) and a per-address limit across names. All in PostgreSQL, each an atomic
//! upsert (see `crate::limits`).

use std::time::Duration;

use diesel::{
    QueryableByName,
    sql_types::{Integer, Text},
};
use diesel_async::RunQueryDsl;

use crate::{
    db::Connection,
    error::AppResult,
    limits::{self, Counter, FIRST_PAIR_DELAY_SECS, FREE_PAIR_FAILURES, Limits, MAX_PAIR_DELAY_SECS},
};

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
    address: String,
}

const PAIR_REFUSED: &str = "too many sign-in attempts for this account; please wait {wait} and try again";

/// The delay, in seconds, that a pair's `n`-th failed attempt earns before the next attempt.
fn pair_delay_sql(n: &str) -> String {
    format!("CASE WHEN {n} <= $3 THEN 0 ELSE LEAST($5, $4 * power(2, {n} - $3 - 1)) END")
}

#[derive(QueryableByName)]
struct Number {
    #[diesel(sql_type = Integer)]
    value: i32,
}

impl Limits {
    /// Counts a sign-in attempt against the client's address, the account and address pair and
    /// the account, and refuses it (RESOURCE_EXHAUSTED with Retry-After) when one is over its
    /// limit. Call before checking the password; the attempt counts as a failure until
    /// [`Limits::sign_in_succeeded`].
    pub async fn admit_sign_in(
        &self,
        conn: &mut Connection<'_>,
        account: Account<'_>,
        address: Option<&str>,
    ) -> AppResult<Admitted> {
        let address = address.unwrap_or("unknown").to_owned();
        if address != "unknown" {
            self.take(conn, Counter::SignInAddress, &address, None).await?;
        }
        let account = account.key();
        let claimed: Vec<Number> = diesel::sql_query(format!(
            "INSERT INTO sign_in_pairs AS p (account, address, attempts, next_allowed_at, last_attempt_at) \
             VALUES ($1, $2, 1, now() + make_interval(secs => {first}), now()) \
             ON CONFLICT (account, address) DO UPDATE SET attempts = p.attempts + 1, last_attempt_at = now(), \
             next_allowed_at = now() + make_interval(secs => {next}) WHERE p.next_allowed_at <= now() \
             RETURNING p.attempts AS value",
            first = pair_delay_sql("1"),
            next = pair_delay_sql("(p.attempts + 1)"),
        ))
        .bind::<Text, _>(&account)
        .bind::<Text, _>(&address)
        .bind::<Integer, _>(FREE_PAIR_FAILURES)
        .bind::<Integer, _>(FIRST_PAIR_DELAY_SECS)
        .bind::<Integer, _>(MAX_PAIR_DELAY_SECS)
        .load(conn)
        .await?;
        if claimed.is_empty() {
            let wait: Vec<Number> = diesel::sql_query(
                "SELECT GREATEST(1, ceil(extract(epoch FROM next_allowed_at - now())))::int AS value \
                 FROM sign_in_pairs WHERE account = $1 AND address = $2",
            )
            .bind::<Text, _>(&account)
            .bind::<Text, _>(&address)
            .load(conn)
            .await?;
            let seconds = <[Number]>::first(&wait).map_or(1, |wait| wait.value.max(1) as u64);
            return Err(limits::exhausted("sign_in_pair", PAIR_REFUSED, Duration::from_secs(seconds), None));
        }
        self.take(conn, Counter::SignInAccount, &account, None).await?;
        Ok(Admitted { account, address })
    }

    /// Forgets the pair's failures and gives the attempt back to the account's count.
    pub async fn sign_in_succeeded(&self, conn: &mut Connection<'_>, attempt: Admitted) -> AppResult<()> {
        diesel::sql_query("DELETE FROM sign_in_pairs WHERE account = $1 AND address = $2")
            .bind::<Text, _>(&attempt.account)
            .bind::<Text, _>(&attempt.address)
            .execute(&mut *conn)
            .await?;
        self.give_back(conn, Counter::SignInAccount, &attempt.account).await
    }
}
