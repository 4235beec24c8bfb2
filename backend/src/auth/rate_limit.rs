//! Sign-in throttling, counted in fixed windows in PostgreSQL so that every replica agrees.
//!
//! Two limits: failed attempts per account (stops guessing one child's password) and attempts
//! of any outcome per client address (stops guessing across many names).

use chrono::{DateTime, TimeDelta, Utc};
use diesel::{ExpressionMethods, OptionalExtension, QueryDsl, upsert::excluded};
use diesel_async::RunQueryDsl;

use crate::{
    db::{Connection, schema::sign_in_attempts},
    error::{AppError, AppResult},
};

/// Window of the per-account failure count.
const ACCOUNT_WINDOW: TimeDelta = TimeDelta::minutes(15);
/// Window of the per-address attempt count.
const ADDRESS_WINDOW: TimeDelta = TimeDelta::minutes(1);

/// The limits, from configuration.
#[derive(Clone, Copy, Debug)]
pub struct SignInLimits {
    /// Failed sign-ins per account per 15 minutes before the account's sign-in pauses.
    pub failures_per_account: u32,
    /// Sign-in attempts per client address per minute.
    pub attempts_per_address: u32,
}

/// What an attempt signs in to.
#[derive(Clone, Copy, Debug)]
pub enum Account<'a> {
    /// A child, by sign-in name.
    Child(&'a str),
    /// A parent, by email address.
    Parent(&'a str),
}

impl Account<'_> {
    fn scope_and_key(&self) -> (&'static str, String) {
        match self {
            Account::Child(name) => ("child_name", name.to_lowercase()),
            Account::Parent(email) => ("parent_email", email.to_lowercase()),
        }
    }
}

fn window_start(now: DateTime<Utc>, window: TimeDelta) -> DateTime<Utc> {
    let seconds = window.num_seconds();
    DateTime::from_timestamp(now.timestamp().div_euclid(seconds) * seconds, 0).expect("a window start is a valid time")
}

const TRY_LATER: &str = "too many sign-in attempts; please wait a few minutes and try again";

impl SignInLimits {
    /// Counts this attempt against the address and refuses it when the address or the account
    /// is over its limit. Call before checking the password.
    pub async fn admit(&self, conn: &mut Connection<'_>, account: Account<'_>, address: Option<&str>) -> AppResult<()> {
        let now = Utc::now();
        if let Some(address) = address {
            let attempts = increment(conn, "address", address, window_start(now, ADDRESS_WINDOW)).await?;
            if attempts > self.attempts_per_address as i32 {
                return Err(AppError::TooManyRequests(TRY_LATER.into()));
            }
        }
        let (scope, key) = account.scope_and_key();
        let failures: Option<i32> = sign_in_attempts::table
            .filter(sign_in_attempts::scope.eq(scope))
            .filter(sign_in_attempts::key.eq(&key))
            .filter(sign_in_attempts::window_start.eq(window_start(now, ACCOUNT_WINDOW)))
            .select(sign_in_attempts::attempts)
            .first(conn)
            .await
            .optional()?;
        if failures.unwrap_or(0) >= self.failures_per_account as i32 {
            return Err(AppError::TooManyRequests(TRY_LATER.into()));
        }
        Ok(())
    }

    /// Counts a failed attempt against the account.
    pub async fn record_failure(&self, conn: &mut Connection<'_>, account: Account<'_>) -> AppResult<()> {
        let (scope, key) = account.scope_and_key();
        increment(conn, scope, &key, window_start(Utc::now(), ACCOUNT_WINDOW)).await?;
        Ok(())
    }
}

async fn increment(conn: &mut Connection<'_>, scope: &str, key: &str, window: DateTime<Utc>) -> AppResult<i32> {
    use sign_in_attempts::dsl;
    Ok(diesel::insert_into(dsl::sign_in_attempts)
        .values((dsl::scope.eq(scope), dsl::key.eq(key), dsl::window_start.eq(window), dsl::attempts.eq(1)))
        .on_conflict((dsl::scope, dsl::key, dsl::window_start))
        .do_update()
        .set(dsl::attempts.eq(dsl::attempts + excluded(dsl::attempts)))
        .returning(dsl::attempts)
        .get_result(conn)
        .await?)
}

/// Deletes counts whose windows are long over; run now and then.
pub async fn purge_expired(conn: &mut Connection<'_>) -> AppResult<usize> {
    let cutoff = Utc::now() - TimeDelta::hours(1);
    Ok(diesel::delete(sign_in_attempts::table.filter(sign_in_attempts::window_start.lt(cutoff))).execute(conn).await?)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn windows_start_on_their_boundaries() {
        let now = DateTime::parse_from_rfc3339("2026-11-21T10:37:42Z").unwrap().with_timezone(&Utc);
        assert_eq!(window_start(now, ACCOUNT_WINDOW).to_rfc3339(), "2026-11-21T10:30:00+00:00");
        assert_eq!(window_start(now, ADDRESS_WINDOW).to_rfc3339(), "2026-11-21T10:37:00+00:00");
    }
}
