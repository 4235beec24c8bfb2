//! Password policy (OWASP ASVS 6.2.1, 6.2.4, 6.2.5) and argon2id hashing off the async runtime.

use std::sync::LazyLock;

use anyhow::anyhow;
use argon2::{
    Algorithm, Argon2, Params, PasswordHash, PasswordHasher, PasswordVerifier, Version,
    password_hash::{SaltString, rand_core::OsRng},
};

use crate::error::{AppError, AppResult};

/// The shortest password we accept, in characters.
pub(crate) const MIN_PASSWORD_CHARS: usize = 8;
/// The longest, to bound hashing work per request.
pub(crate) const MAX_PASSWORD_CHARS: usize = 128;

/// OWASP's argon2id parameters: 19 MiB of memory, 2 iterations, 1 lane.
fn argon2() -> Argon2<'static> {
    let params = Params::new(19 * 1024, 2, 1, None).expect("OWASP argon2 parameters are valid");
    Argon2::new(Algorithm::Argon2id, Version::V0x13, params)
}

/// Checks a new password against the policy: length, and not one of the most common passwords.
/// No composition rules, as ASVS asks.
pub(crate) fn check_new_password(field: &'static str, password: &str) -> AppResult<()> {
    crate::validate::required(field, password)?;
    let chars = password.chars().count();
    if chars < MIN_PASSWORD_CHARS {
        return Err(AppError::invalid(field, format!("{field} must be at least {MIN_PASSWORD_CHARS} characters long")));
    }
    if chars > MAX_PASSWORD_CHARS {
        return Err(AppError::invalid(field, format!("{field} must be at most {MAX_PASSWORD_CHARS} characters long")));
    }
    if passwords::analyzer::is_common_password(password)
        || passwords::analyzer::is_common_password(password.to_lowercase())
    {
        return Err(AppError::invalid(
            field,
            format!("{field} is one of the most common passwords and easy to guess; please choose another"),
        ));
    }
    Ok(())
}

/// At most one hash per core at a time: under a sign-in burst the rest wait in line (fairly,
/// first come first served) instead of all sharing the cores and 19 MiB each at once.
static HASHING: LazyLock<tokio::sync::Semaphore> = LazyLock::new(|| {
    tokio::sync::Semaphore::new(std::thread::available_parallelism().map_or(2, std::num::NonZero::get))
});

/// Hashes a password with argon2id on a blocking thread.
pub(crate) async fn hash(password: String) -> AppResult<String> {
    let _turn = HASHING.acquire().await.map_err(|error| AppError::Internal(error.into()))?;
    tokio::task::spawn_blocking(move || {
        let salt = SaltString::generate(&mut OsRng);
        argon2()
            .hash_password(password.as_bytes(), &salt)
            .map(|hash| hash.to_string())
            .map_err(|error| AppError::Internal(anyhow!("cannot hash a password: {error}")))
    })
    .await
    .map_err(|error| AppError::Internal(error.into()))?
}

/// A hash of a password nobody has, verified when the account is unknown so that unknown
/// accounts and wrong passwords take the same time.
static DUMMY_HASH: LazyLock<String> = LazyLock::new(|| {
    let salt = SaltString::generate(&mut OsRng);
    argon2().hash_password(b"no account has this password", &salt).expect("hashing a constant works").to_string()
});

/// Verifies a password against a stored hash, or against the dummy hash when there is no
/// account; either way the same work is done. Returns true only for a real match.
pub(crate) async fn verify(password: String, stored_hash: Option<String>) -> AppResult<bool> {
    let _turn = HASHING.acquire().await.map_err(|error| AppError::Internal(error.into()))?;
    tokio::task::spawn_blocking(move || {
        let is_real = stored_hash.is_some();
        let hash = stored_hash.unwrap_or_else(|| DUMMY_HASH.clone());
        let parsed =
            PasswordHash::new(&hash).map_err(|error| AppError::Internal(anyhow!("bad stored hash: {error}")))?;
        let matches = argon2().verify_password(password.as_bytes(), &parsed).is_ok();
        Ok(is_real && matches)
    })
    .await
    .map_err(|error| AppError::Internal(error.into()))?
}

/// Computes the dummy hash now, so that the first unknown-name sign-in is not slower.
pub(crate) fn warm_up() {
    LazyLock::force(&DUMMY_HASH);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn short_passwords_are_refused_with_the_field_named() {
        let error = check_new_password("password", "abc1234").unwrap_err();
        assert!(error.to_string().contains("at least 8 characters"), "{error}");
        assert!(matches!(error, AppError::InvalidField { field: "password", .. }));
    }

    #[test]
    fn common_passwords_are_refused_whatever_their_case() {
        for common in ["password", "12345678", "Password", "iloveyou", "QWERTYUIOP"] {
            assert!(check_new_password("password", common).is_err(), "{common} was accepted");
        }
    }

    #[test]
    fn long_uncommon_passwords_need_no_symbols_or_digits() {
        assert!(check_new_password("password", "giraffe lemon kite").is_ok());
        assert!(check_new_password("password", "twiga-anaruka-juu").is_ok());
    }

    #[test]
    fn overlong_passwords_are_refused() {
        assert!(check_new_password("password", &"a".repeat(129)).is_err());
    }

    #[tokio::test]
    async fn hashes_verify_only_their_own_password() {
        let hash = hash("giraffe lemon kite".into()).await.unwrap();
        assert!(hash.starts_with("$argon2id$v=19$m=19456,t=2,p=1$"), "{hash}");
        assert!(verify("giraffe lemon kite".into(), Some(hash.clone())).await.unwrap());
        assert!(!verify("giraffe lemon kit".into(), Some(hash)).await.unwrap());
    }

    #[tokio::test]
    async fn an_unknown_account_never_verifies() {
        assert!(!verify("no account has this password".into(), None).await.unwrap());
    }
}
