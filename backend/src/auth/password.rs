//! Password policy (OWASP ASVS 6.2.1, 6.2.4, 6.2.5) and argon2id hashing off the async runtime.

use std::{sync::LazyLock, time::Duration};

use anyhow::anyhow;
use argon2::{
    Algorithm, Argon2, Params, PasswordHash, PasswordHasher, PasswordVerifier, Version,
    password_hash::{SaltString, rand_core::OsRng},
};

use crate::words;
use crate::{
    error::{AppError, AppResult},
    limits,
};

/// The shortest password we accept, in characters.
pub(crate) const MIN_PASSWORD_CHARS: usize = 8;
/// The longest, to bound hashing work per request.
pub(crate) const MAX_PASSWORD_CHARS: usize = 128;

/// OWASP's argon2id parameters: 19 MiB of memory, 2 iterations, 1 lane.
fn argon2() -> Argon2<'static> {
    let params = Params::new(19 * 1024, 2, 1, None).expect("OWASP argon2 parameters are valid");
    Argon2::new(Algorithm::Argon2id, Version::V0x13, params)
}

/// The product's name: in a password it is the first guess.
const PRODUCT_NAME: &str = "ndoto";
/// Parts of a person's words shorter than this are ignored, so that short names do not block
/// ordinary passwords.
const MIN_GUESSABLE_CHARS: usize = 3;

/// What anyone who knows the person can guess: their names, sign-in name, email's name and birth
/// year, each with how a message names it.
pub(crate) struct Personal<'a> {
    words: Vec<(&'static str, std::borrow::Cow<'a, str>)>,
}

impl<'a> Personal<'a> {
    /// A parent signing up.
    pub(crate) fn parent(first_name: &'a str, last_name: &'a str, email: &'a str) -> Self {
        let email_name = email.split('@').next().unwrap_or_default();
        Self {
            words: vec![
                ("password-word-first-name", first_name.into()),
                ("password-word-last-name", last_name.into()),
                ("password-word-email-name", email_name.into()),
            ],
        }
    }

    /// A child being added by their parent.
    pub(crate) fn child(
        first_name: &'a str,
        last_name: &'a str,
        sign_in_name: &'a str,
        birth_date: chrono::NaiveDate,
    ) -> Self {
        use chrono::Datelike;
        Self {
            words: vec![
                ("password-word-child-first-name", first_name.into()),
                ("password-word-child-last-name", last_name.into()),
                ("password-word-child-sign-in-name", sign_in_name.into()),
                ("password-word-child-birth-year", birth_date.year().to_string().into()),
            ],
        }
    }

    /// The first word of the person (or the product's name) that `password` contains, ignoring
    /// case, with the message that names it (`locales/*/auth.ftl`). Each word counts by its parts (`Jean-Luc`: `jean`,
    /// `luc`) of at least three characters.
    fn found_in(&self, password: &str) -> Option<(&'static str, String)> {
        let password = password.to_lowercase();
        std::iter::once(("password-word-website", PRODUCT_NAME))
            .chain(self.words.iter().map(|(what, word)| (*what, word.as_ref())))
            .flat_map(|(what, word)| {
                word.split(|c: char| !c.is_alphanumeric())
                    .filter(|part| part.chars().count() >= MIN_GUESSABLE_CHARS)
                    .map(move |part| (what, part.to_lowercase()))
            })
            .find(|(_, part)| password.contains(part.as_str()))
    }
}

/// Checks a new password against the policy: not blank, its length, not one of the most common
/// passwords, and none of the person's own words. No composition rules, as ASVS asks.
pub(crate) fn check_new_password(field: &'static str, password: &str, personal: &Personal<'_>) -> AppResult<()> {
    // Blank after trimming, or holding a NUL: required says so.
    crate::validate::required(field, password)?;
    let chars = password.chars().count();
    if chars < MIN_PASSWORD_CHARS {
        return Err(AppError::invalid(field, words!("password-too-short", field = field, min = MIN_PASSWORD_CHARS)));
    }
    if chars > MAX_PASSWORD_CHARS {
        return Err(AppError::invalid(field, words!("password-too-long", field = field, max = MAX_PASSWORD_CHARS)));
    }
    if passwords::analyzer::is_common_password(password)
        || passwords::analyzer::is_common_password(password.to_lowercase())
    {
        return Err(AppError::invalid(field, words!("password-common", field = field)));
    }
    if let Some((what, part)) = personal.found_in(password) {
        return Err(AppError::invalid(
            field,
            words!("password-personal", field = field, what = crate::i18n::Words::new(what), part = part),
        ));
    }
    Ok(())
}

/// A bounded queue for one kind of hashing: `running` hashes at once, and a fixed number of places
/// to wait in line (fairly, first come first served) instead of all sharing the cores and 19 MiB
/// each at once. When the line is full the request is refused at once rather than waiting.
struct HashQueue {
    running: tokio::sync::Semaphore,
    places: tokio::sync::Semaphore,
    /// How many hash at once, and how many places there are in all.
    hashers: usize,
    all_places: usize,
    busy: &'static str,
}

impl HashQueue {
    fn new(running: usize, waiting: usize, busy: &'static str) -> Self {
        Self {
            running: tokio::sync::Semaphore::new(running),
            places: tokio::sync::Semaphore::new(running + waiting),
            hashers: running,
            all_places: running + waiting,
            busy,
        }
    }

    /// Passwords being hashed, and waiting for a turn, now.
    fn depth(&self) -> (usize, usize) {
        let running = self.hashers.saturating_sub(self.running.available_permits());
        let taken = self.all_places.saturating_sub(self.places.available_permits());
        (running, taken.saturating_sub(running))
    }

    /// Runs `work` on a blocking thread when its turn comes.
    async fn run<T: Send + 'static>(&self, work: impl FnOnce() -> AppResult<T> + Send + 'static) -> AppResult<T> {
        let Ok(_place) = self.places.try_acquire() else {
            return Err(limits::exhausted("password_hashing", self.busy, Duration::from_secs(2), None));
        };
        let _turn = self.running.acquire().await.map_err(|error| AppError::Internal(error.into()))?;
        tokio::task::spawn_blocking(work).await.map_err(|error| AppError::Internal(error.into()))?
    }
}

/// Sign-in's hashing, apart from new passwords' so that a sign-up flood cannot starve it.
static SIGN_IN: LazyLock<HashQueue> =
    LazyLock::new(|| HashQueue::new(limits::sign_in_hashers(), limits::SIGN_IN_HASH_QUEUE, "limit-sign-in-hashing"));

/// New passwords' hashing: sign-up, child creation, password change.
static NEW_PASSWORD: LazyLock<HashQueue> = LazyLock::new(|| {
    HashQueue::new(limits::new_password_hashers(), limits::NEW_PASSWORD_HASH_QUEUE, "limit-new-password-hashing")
});

/// Each queue's name, with the passwords being hashed and those waiting in line (for /metrics).
pub(crate) fn queue_depths() -> [(&'static str, usize, usize); 2] {
    let (sign_in_running, sign_in_waiting) = SIGN_IN.depth();
    let (new_running, new_waiting) = NEW_PASSWORD.depth();
    [("sign_in", sign_in_running, sign_in_waiting), ("new_password", new_running, new_waiting)]
}

/// Hashes a password with argon2id on a blocking thread.
pub(crate) async fn hash(password: String) -> AppResult<String> {
    NEW_PASSWORD
        .run(move || {
            let salt = SaltString::generate(&mut OsRng);
            argon2()
                .hash_password(password.as_bytes(), &salt)
                .map(|hash| hash.to_string())
                .map_err(|error| AppError::Internal(anyhow!("cannot hash a password: {error}")))
        })
        .await
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
    SIGN_IN
        .run(move || {
            let is_real = stored_hash.is_some();
            let hash = stored_hash.unwrap_or_else(|| DUMMY_HASH.clone());
            let parsed =
                PasswordHash::new(&hash).map_err(|error| AppError::Internal(anyhow!("bad stored hash: {error}")))?;
            let matches = argon2().verify_password(password.as_bytes(), &parsed).is_ok();
            Ok(is_real && matches)
        })
        .await
}

/// The accounts whose password is being checked or hashed for a change right now (this replica).
static CHANGING: LazyLock<std::sync::Mutex<std::collections::HashSet<uuid::Uuid>>> = LazyLock::new(Default::default);

/// An account's turn to change a password: while it is held, another change of the same account
/// is refused at once, so that one account keeps at most one hash busy.
pub(crate) struct ChangeTurn(uuid::Uuid);

impl ChangeTurn {
    /// The account's turn, or RESOURCE_EXHAUSTED when a change of it is already under way.
    pub(crate) fn take(account: uuid::Uuid) -> AppResult<Self> {
        let mut changing = CHANGING.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        if !changing.insert(account) {
            return Err(limits::exhausted(
                "password_change_in_flight",
                "limit-password-change-in-flight",
                Duration::from_secs(2),
                Some(account),
            ));
        }
        Ok(Self(account))
    }
}

impl Drop for ChangeTurn {
    fn drop(&mut self) {
        CHANGING.lock().unwrap_or_else(std::sync::PoisonError::into_inner).remove(&self.0);
    }
}

/// Computes the dummy hash now, so that the first unknown-name sign-in is not slower.
pub(crate) fn warm_up() {
    LazyLock::force(&DUMMY_HASH);
}

#[cfg(test)]
mod tests {
    use super::*;

    fn nobody() -> Personal<'static> {
        Personal { words: Vec::new() }
    }

    fn child() -> Personal<'static> {
        Personal::child("Jean-Luc", "Mwangi", "Amani.K", chrono::NaiveDate::from_ymd_opt(2016, 5, 4).unwrap())
    }

    fn refusal(password: &str, personal: &Personal<'_>) -> String {
        check_new_password("password", password, personal).unwrap_err().to_string()
    }

    #[test]
    fn blank_passwords_are_refused_whatever_their_length() {
        for blank in
            ["", "        ", " \t\n \t\n  ", "\u{3000}\u{3000}\u{3000}\u{3000}\u{3000}\u{3000}\u{3000}\u{3000}"]
        {
            assert!(refusal(blank, &nobody()).contains("password is required"), "{blank:?}");
        }
    }

    #[test]
    fn the_persons_own_words_are_refused_in_any_case_naming_what_to_change() {
        let parent = Personal::parent("Neema", "Okafor", "neema.o+home@example.com");
        for (password, expected) in [
            ("giraffe NEEMA kite", "your first name ('neema')"),
            ("okaforlemonkite", "your last name ('okafor')"),
            ("lemon-home-kite", "the name of your email address ('home')"),
            ("my Ndoto password", "the name of this website ('ndoto')"),
        ] {
            let message = refusal(password, &parent);
            assert!(message.starts_with("password must not contain"), "{password}: {message}");
            assert!(message.contains(expected), "{password}: {message}");
        }
        for (password, expected) in [
            ("luc likes kites", "the child's first name ('luc')"),
            ("jean giraffe", "the child's first name ('jean')"),
            ("giraffe mwangi", "the child's last name ('mwangi')"),
            ("AMANI rides bikes", "the child's sign-in name ('amani')"),
            ("giraffe lemon 2016", "the child's birth year ('2016')"),
        ] {
            assert!(refusal(password, &child()).contains(expected), "{password}");
        }
    }

    #[test]
    fn parts_shorter_than_three_characters_do_not_block_passwords() {
        let short = Personal::parent("Al", "Ng", "jo@example.com");
        assert!(check_new_password("password", "almond jogging angle", &short).is_ok());
        // A sign-in name like 'Amani.K' blocks 'amani', not every 'k'.
        assert!(check_new_password("password", "kite kettle kayak", &child()).is_ok());
    }

    #[test]
    fn short_passwords_are_refused_with_the_field_named() {
        let error = check_new_password("password", "abc1234", &nobody()).unwrap_err();
        assert!(error.to_string().contains("at least 8 characters"), "{error}");
        assert!(matches!(error, AppError::InvalidField { field: "password", .. }));
    }

    #[test]
    fn common_passwords_are_refused_whatever_their_case() {
        for common in ["password", "12345678", "Password", "iloveyou", "QWERTYUIOP"] {
            assert!(check_new_password("password", common, &nobody()).is_err(), "{common} was accepted");
        }
    }

    #[test]
    fn long_uncommon_passwords_need_no_symbols_or_digits() {
        assert!(check_new_password("password", "giraffe lemon kite", &child()).is_ok());
        assert!(check_new_password("password", "twiga-anaruka-juu", &child()).is_ok());
    }

    #[test]
    fn overlong_passwords_are_refused() {
        assert!(check_new_password("password", &"a".repeat(129), &nobody()).is_err());
    }

    #[tokio::test]
    async fn hashes_verify_only_their_own_password() {
        let hash = hash("giraffe lemon kite".into()).await.unwrap();
        assert!(hash.starts_with("$argon2id$v=19$m=19456,t=2,p=1$"), "{hash}");
        assert!(verify("giraffe lemon kite".into(), Some(hash.clone())).await.unwrap());
        assert!(!verify("giraffe lemon kit".into(), Some(hash)).await.unwrap());
    }

    #[tokio::test]
    async fn a_full_hash_queue_refuses_at_once_and_queues_do_not_share_turns() {
        let queue = std::sync::Arc::new(HashQueue::new(1, 1, "limit-sign-in-hashing"));
        let (release, hold) = std::sync::mpsc::channel::<()>();
        let hold = std::sync::Arc::new(std::sync::Mutex::new(hold));
        let running = {
            let (queue, hold) = (queue.clone(), hold.clone());
            tokio::spawn(async move {
                queue.run(move || hold.lock().unwrap().recv().map_err(|e| AppError::Internal(e.into()))).await
            })
        };
        let waiting = {
            let queue = queue.clone();
            tokio::spawn(async move { queue.run(|| Ok(())).await })
        };
        // One runs, one waits in the only place: the third is refused without waiting.
        while queue.places.available_permits() > 0 {
            tokio::task::yield_now().await;
        }
        let refused = queue.run(|| Ok(())).await.unwrap_err();
        assert!(
            matches!(&refused, AppError::TooManyRequests { message, .. } if message.to_string() == "many people are signing in right now; please try again in 2 seconds")
        );
        // The other kind of hashing is not held up.
        assert!(verify("giraffe lemon kite".into(), None).await.is_ok());
        release.send(()).unwrap();
        running.await.unwrap().unwrap();
        waiting.await.unwrap().unwrap();
    }

    #[tokio::test]
    async fn an_unknown_account_never_verifies() {
        assert!(!verify("no account has this password".into(), None).await.unwrap());
    }
}
