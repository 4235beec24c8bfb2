//! A parent's email address, verified by a link sent to it: a random token, single use, valid for
//! 24 hours. Only a hash of the token is stored. Until the address is verified the parent can
//! sign in and see the parent area but cannot add a child (CreateChild is FAILED_PRECONDITION).
//! Without SMTP (the embedded default), the link is written to the server's log instead: the
//! development mail mode.

use crate::error::Reason;
use base64::Engine;
use chrono::{DateTime, TimeDelta, Utc};
use diesel::{ExpressionMethods, OptionalExtension, QueryDsl};
use diesel_async::{AsyncConnection, RunQueryDsl};
use rand::RngCore;
use sha2::{Digest, Sha256};
use uuid::Uuid;

use crate::{
    account::store::ParentRow,
    db::{
        Connection,
        schema::{email_verifications, parents},
    },
    error::{AppError, AppResult},
    limits::Counter,
    state::AppState,
    validate,
};

/// How long a link works.
pub(crate) const LINK_LIFETIME: TimeDelta = TimeDelta::hours(24);
/// How long after it expired a link's row is kept (to say "expired" rather than "unknown").
pub(crate) const KEPT_AFTER_EXPIRY: TimeDelta = TimeDelta::days(7);
/// Where the web app opens a link, under the site's public address.
pub(crate) const LINK_PATH: &str = "/parent/verify-email";

/// What CreateChild answers a parent whose address is not verified.
pub(crate) fn not_verified(email: &str) -> AppError {
    AppError::FailedPrecondition(Reason::EmailNotVerified, crate::words!("email-not-verified", email = email))
}

/// A new link's token and the hash that is stored.
fn new_token() -> (String, Vec<u8>) {
    let mut bytes = [0u8; 32];
    rand::rng().fill_bytes(&mut bytes);
    let token = base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(bytes);
    let hash = token_hash(&token);
    (token, hash)
}

fn token_hash(token: &str) -> Vec<u8> {
    Sha256::digest(token.as_bytes()).to_vec()
}

/// The link a token opens, under `public_url` (such as `https://ndoto.example.org`).
pub(crate) fn link(public_url: &str, token: &str) -> String {
    format!("{}{LINK_PATH}?token={token}", public_url.trim_end_matches('/'))
}

/// Makes a link for the parent and sends it (or, without SMTP, logs it). Sign-up sends the first
/// without a limit (sign-ups are limited per address); `limited` counts resends, 5 an hour.
pub(crate) async fn send(state: &AppState, parent: &ParentRow, limited: bool) -> AppResult<()> {
    let (token, hash) = new_token();
    let mut conn = state.db().await?;
    if limited {
        state.limits.take(&mut conn, Counter::VerificationEmail, &parent.id.to_string(), Some(parent.id)).await?;
    }
    diesel::insert_into(email_verifications::table)
        .values((
            email_verifications::token_hash.eq(hash),
            email_verifications::parent_id.eq(parent.id),
            email_verifications::email.eq(&parent.email),
            email_verifications::expires_at.eq(Utc::now() + LINK_LIFETIME),
        ))
        .execute(&mut conn)
        .await?;
    drop(conn);
    let link = link(&state.public_url, &token);
    crate::consent::mail::Mail::send_verification_in_background(
        state.mail.clone(),
        parent.id,
        &parent.email,
        &parent.first_name,
        link,
        crate::i18n::Language::from_code(&parent.language).unwrap_or_default(),
    );
    Ok(())
}

/// A stored link.
#[derive(Debug, diesel::Queryable)]
struct Stored {
    parent_id: Uuid,
    email: String,
    expires_at: DateTime<Utc>,
    used_at: Option<DateTime<Utc>>,
}

/// Verifies the parent's address with `token`, a link's token of theirs.
pub(crate) async fn verify(conn: &mut Connection<'_>, parent: &ParentRow, token: &str) -> AppResult<()> {
    let token = validate::required("token", token)?.trim();
    let hash = token_hash(token);
    let stored: Option<Stored> = email_verifications::table
        .filter(email_verifications::token_hash.eq(&hash))
        .select((
            email_verifications::parent_id,
            email_verifications::email,
            email_verifications::expires_at,
            email_verifications::used_at,
        ))
        .first(conn)
        .await
        .optional()?;
    // Another account's link is as unknown as a made-up one: a link says nothing about others.
    let Some(stored) = stored.filter(|stored| stored.parent_id == parent.id && stored.email == parent.email) else {
        return Err(AppError::NotFound(Reason::VerificationLinkNotFound, crate::words!("verification-link-not-found")));
    };
    if parent.email_verified_at.is_some() {
        return Ok(());
    }
    if stored.used_at.is_some() {
        return Err(AppError::FailedPrecondition(
            Reason::VerificationLinkUsed,
            crate::words!("verification-link-used"),
        ));
    }
    if stored.expires_at <= Utc::now() {
        return Err(AppError::FailedPrecondition(
            Reason::VerificationLinkExpired,
            crate::words!("verification-link-expired"),
        ));
    }
    conn.transaction(async |conn| {
        let now = Utc::now();
        // Only an unused link verifies: two clicks at once verify once.
        let used = diesel::update(email_verifications::table)
            .filter(email_verifications::token_hash.eq(&hash))
            .filter(email_verifications::used_at.is_null())
            .set(email_verifications::used_at.eq(now))
            .execute(conn)
            .await?;
        if used == 1 {
            diesel::update(parents::table)
                .filter(parents::id.eq(stored.parent_id))
                .filter(parents::email.eq(&stored.email))
                .filter(parents::email_verified_at.is_null())
                .set(parents::email_verified_at.eq(now))
                .execute(conn)
                .await?;
        }
        Ok::<_, diesel::result::Error>(())
    })
    .await?;
    tracing::info!(target: "security", event = "email_verified", account_id = %parent.id, "a parent verified their email address");
    Ok(())
}

/// Deletes links a week past their expiry (the retention task).
pub(crate) async fn purge_expired(conn: &mut Connection<'_>, now: DateTime<Utc>) -> AppResult<usize> {
    Ok(diesel::delete(email_verifications::table)
        .filter(email_verifications::expires_at.lt(now - KEPT_AFTER_EXPIRY))
        .execute(conn)
        .await?)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_token_is_long_random_url_safe_and_stored_only_as_its_hash() {
        let (token, hash) = new_token();
        let (other, _) = new_token();
        assert_eq!(token.len(), 43, "32 bytes in URL-safe base64 without padding");
        assert!(token.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_'), "{token}");
        assert_ne!(token, other);
        assert_eq!(hash, token_hash(&token));
        assert_eq!(hash.len(), 32);
        assert_ne!(hash, token.as_bytes());
    }

    #[test]
    fn the_link_opens_the_web_apps_page_under_the_public_address() {
        assert_eq!(
            link("https://ndoto.example.org/", "abc"),
            "https://ndoto.example.org/parent/verify-email?token=abc"
        );
        assert_eq!(link("http://127.0.0.1:8080", "abc"), "http://127.0.0.1:8080/parent/verify-email?token=abc");
    }
}
