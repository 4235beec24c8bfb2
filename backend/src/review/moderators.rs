//! Moderator accounts, which only an operator makes or removes (`ndoto moderator add|remove`):
//! there is no RPC for either, so nobody becomes a moderator through the API. The password `add`
//! prints works for one sign-in: until the moderator chooses their own, ModerationService refuses
//! them ([`must_change_password`]).

use anyhow::Context;
use diesel::{ExpressionMethods, OptionalExtension, QueryDsl, upsert::excluded};
use diesel_async::RunQueryDsl;
use rand::seq::IndexedRandom;

use crate::{
    auth::password,
    db::{Connection, schema::moderators},
    validate,
};

/// The letters of a generated password: no 0/O or 1/l/I, so that it can be read off a screen and
/// typed without doubt.
const PASSWORD_ALPHABET: &[u8] = b"abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789";
/// Four groups of five: about 116 bits.
const PASSWORD_GROUPS: usize = 4;
const PASSWORD_GROUP_LEN: usize = 5;

/// A moderator an operator added.
#[derive(Debug)]
pub struct Added {
    /// Their email address, as stored (lower case).
    pub email: String,
    /// Their new password, to hand over once; only its hash is stored.
    pub password: String,
    /// Whether the account is new, rather than an existing or removed one given a new password.
    pub was_new: bool,
}

/// A new random password, such as `h7Rkq-2mXbT-...`.
pub(crate) fn generate_password() -> String {
    let mut rng = rand::rng();
    (0..PASSWORD_GROUPS)
        .map(|_| {
            (0..PASSWORD_GROUP_LEN)
                .map(|_| char::from(*PASSWORD_ALPHABET.choose(&mut rng).expect("the alphabet is not empty")))
                .collect::<String>()
        })
        .collect::<Vec<_>>()
        .join("-")
}

/// Adds the moderator with a new password; an existing one gets a new password (ending their
/// sessions), a removed one is brought back.
pub async fn add(conn: &mut Connection<'_>, email: &str) -> anyhow::Result<Added> {
    let email = validate::email("email", email).map_err(|error| anyhow::anyhow!("{error}"))?;
    let password = generate_password();
    let password_hash = password::hash(password.clone()).await.context("cannot hash the new password")?;
    let existed = moderators::table
        .filter(moderators::email.eq(&email))
        .select(moderators::id)
        .first::<uuid::Uuid>(conn)
        .await
        .optional()?
        .is_some();
    diesel::insert_into(moderators::table)
        .values((
            moderators::email.eq(&email),
            moderators::password_hash.eq(&password_hash),
            moderators::must_change_password.eq(true),
        ))
        .on_conflict(moderators::email)
        .do_update()
        .set((
            moderators::password_hash.eq(excluded(moderators::password_hash)),
            moderators::must_change_password.eq(true),
            moderators::session_version.eq(moderators::session_version + 1),
            moderators::removed_at.eq(None::<chrono::DateTime<chrono::Utc>>),
        ))
        .execute(conn)
        .await?;
    tracing::info!(target: "security", event = "moderator_added", new = !existed, "an operator added a moderator");
    Ok(Added { email, password, was_new: !existed })
}

/// Whether the moderator still has the password an operator printed, and must choose their own
/// before deciding anything.
pub(crate) async fn must_change_password(conn: &mut Connection<'_>, id: uuid::Uuid) -> diesel::QueryResult<bool> {
    Ok(moderators::table
        .find(id)
        .select(moderators::must_change_password)
        .first(conn)
        .await
        .optional()?
        .unwrap_or(true))
}

/// Removes the moderator: their sessions end and they cannot sign in; their row stays for the
/// audit. Returns the address; an unknown or already removed one is an error.
pub async fn remove(conn: &mut Connection<'_>, email: &str) -> anyhow::Result<String> {
    let email = email.trim().to_lowercase();
    let removed = diesel::update(moderators::table.filter(moderators::email.eq(&email)))
        .filter(moderators::removed_at.is_null())
        .set((
            moderators::removed_at.eq(diesel::dsl::now),
            moderators::session_version.eq(moderators::session_version + 1),
        ))
        .execute(conn)
        .await?;
    anyhow::ensure!(removed == 1, "there is no moderator {email} (or they were removed already); nothing changed");
    tracing::info!(target: "security", event = "moderator_removed", "an operator removed a moderator");
    Ok(email)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn generated_passwords_are_long_unambiguous_and_pass_the_password_rules() {
        let first = generate_password();
        assert_eq!(first.len(), PASSWORD_GROUPS * PASSWORD_GROUP_LEN + PASSWORD_GROUPS - 1);
        assert!(first.chars().all(|c| c == '-' || PASSWORD_ALPHABET.contains(&(c as u8))), "{first}");
        assert!(!first.contains(['0', 'O', '1', 'l', 'I']));
        assert_ne!(first, generate_password());
        let none = password::Personal::parent("", "", "moderator@example.org");
        assert!(password::check_new_password("password", &first, &none).is_ok());
    }
}
