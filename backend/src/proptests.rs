//! Property tests of the request validators, the password rules and the moderation of posts: on
//! any input they answer (never panic), and what they accept keeps the promises their callers
//! rely on.

use chrono::NaiveDate;
use proptest::prelude::*;
use unicode_normalization::UnicodeNormalization;

use crate::{
    auth::password::{Personal, check_new_password},
    community::moderation::{self, Author},
    error::AppError,
    validate::{self, MAX_NAME_CHARS},
};

/// Any text, weighted towards what breaks parsers: control characters, NULs, combining marks,
/// emoji, digits and the punctuation of emails, phones and dates.
fn nasty_text() -> impl Strategy<Value = String> {
    prop_oneof![any::<String>(), "[ \\t\\n\\x00-\\x1f@+().:/\\-0-9a-zA-Zé\u{301}\u{200d}😀]{0,80}",]
}

/// A refusal names the field it was asked about, so that a form can put it under that field.
fn names_field(error: &AppError, field: &str) -> bool {
    error.to_string().starts_with(field)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 512, ..ProptestConfig::default() })]

    #[test]
    fn person_names_are_trimmed_bounded_and_printable(value in nasty_text()) {
        match validate::person_name("firstName", &value) {
            Ok(name) => {
                let visible: String = value.trim().nfkc().collect();
                prop_assert_eq!(name.as_str(), visible.as_str());
                prop_assert!((1..=MAX_NAME_CHARS).contains(&name.chars().count()));
                prop_assert!(!name.chars().any(char::is_control));
                prop_assert!(!crate::canonical::has_hidden_characters(&name));
            }
            Err(error) => prop_assert!(names_field(&error, "firstName"), "{}", error),
        }
    }

    #[test]
    fn required_values_are_never_blank_and_never_hold_nul(value in nasty_text()) {
        match validate::required("password", &value) {
            Ok(kept) => {
                prop_assert_eq!(kept, value.as_str());
                prop_assert!(!kept.trim().is_empty() && !kept.contains('\0'));
            }
            Err(error) => prop_assert!(names_field(&error, "password"), "{}", error),
        }
    }

    #[test]
    fn accepted_emails_are_lower_case_trimmed_and_have_a_dotted_domain(value in nasty_text()) {
        match validate::email("email", &value) {
            Ok(email) => {
                prop_assert_eq!(email.clone(), value.trim().to_lowercase());
                let (_, domain) = email.rsplit_once('@').expect("an accepted email has an @");
                prop_assert!(domain.contains('.'));
            }
            Err(error) => prop_assert!(names_field(&error, "email"), "{}", error),
        }
    }

    #[test]
    fn accepted_phones_are_e164(value in nasty_text()) {
        match validate::phone("phone", &value) {
            Ok(phone) => {
                prop_assert!(phone.starts_with('+'), "{}", phone);
                prop_assert!(phone[1..].chars().all(|c| c.is_ascii_digit()), "{}", phone);
                prop_assert!((8..=16).contains(&phone.len()), "{}", phone);
                // E.164 is a fixed point.
                prop_assert_eq!(validate::phone("phone", &phone).ok(), Some(phone.clone()));
            }
            Err(error) => prop_assert!(names_field(&error, "phone"), "{}", error),
        }
    }

    #[test]
    fn dates_parse_only_as_written_back(value in nasty_text()) {
        if let Ok(date) = validate::date("birthDate", &value) {
            prop_assert_eq!(date.format("%Y-%m-%d").to_string(), value.trim().to_string());
        }
    }

    #[test]
    fn ages_are_never_negative(birth in any::<i32>(), today in any::<i32>()) {
        let day = |n: i32| NaiveDate::from_num_days_from_ce_opt(n.rem_euclid(3_000_000)).unwrap();
        let (birth, today) = (day(birth), day(today));
        let age = validate::age_on(birth, today);
        prop_assert!(age >= 0);
        if today < birth { prop_assert_eq!(age, 0); }
    }

    #[test]
    fn new_passwords_are_judged_without_panicking_and_never_hold_the_persons_names(
        password in nasty_text(),
        first in nasty_text(),
        last in nasty_text(),
        email in nasty_text(),
    ) {
        let personal = Personal::parent(&first, &last, &email);
        if check_new_password("password", &password, &personal).is_ok() {
            prop_assert!(!password.trim().is_empty());
            let lower = password.to_lowercase();
            prop_assert!(!lower.contains("ndoto"));
            for word in [&first, &last] {
                for part in word.split(|c: char| !c.is_alphanumeric()).filter(|p| p.chars().count() >= 3) {
                    prop_assert!(!lower.contains(&part.to_lowercase()), "{:?} holds {:?}", password, part);
                }
            }
        }
    }

    #[test]
    fn moderation_answers_any_post_and_explains_every_refusal(
        post in nasty_text(),
        first in nasty_text(),
        last in nasty_text(),
    ) {
        if let Err(refusal) = moderation::review(&post, Author { first_name: &first, last_name: &last }) {
            prop_assert!(!refusal.message().is_empty());
        }
    }
}
