//! Rules for a child's account: age band and sign-in name.

use std::ops::RangeInclusive;

use crate::{
    error::{AppError, AppResult},
    validate,
};

/// The ages Ndoto is for.
pub(crate) const CHILD_AGES: RangeInclusive<i32> = 6..=18;
/// Sign-in names are 2 to 30 characters.
pub(crate) const SIGN_IN_NAME_CHARS: RangeInclusive<usize> = 2..=30;

/// Checks that a child of `age` may have an account.
pub(crate) fn check_child_age(age: i32) -> AppResult<()> {
    if !CHILD_AGES.contains(&age) {
        return Err(AppError::invalid(
            "birthDate",
            crate::words!("child-age-outside", youngest = *CHILD_AGES.start(), oldest = *CHILD_AGES.end(), age = age),
        ));
    }
    Ok(())
}

/// A sign-in name: trimmed, inner spaces collapsed, NFKC-normalised, 2 to 30 letters, digits,
/// spaces, dots, hyphens or underscores, starting with a letter, with no hidden characters and
/// one alphabet among those that look alike. Case is kept for display; uniqueness ignores it.
pub(crate) fn sign_in_name(value: &str) -> AppResult<String> {
    let field = "signInName";
    let name = validate::visible_name(field, &value.split_whitespace().collect::<Vec<_>>().join(" "))?;
    let chars = name.chars().count();
    if !SIGN_IN_NAME_CHARS.contains(&chars) {
        return Err(AppError::invalid(
            field,
            crate::words!(
                "sign-in-name-length",
                shortest = *SIGN_IN_NAME_CHARS.start(),
                longest = *SIGN_IN_NAME_CHARS.end()
            ),
        ));
    }
    if !name.chars().next().is_some_and(char::is_alphabetic) {
        return Err(AppError::invalid(field, crate::words!("sign-in-name-first-letter")));
    }
    if !name.chars().all(|c| c.is_alphanumeric() || matches!(c, ' ' | '.' | '-' | '_')) {
        return Err(AppError::invalid(field, crate::words!("sign-in-name-characters")));
    }
    Ok(name)
}

/// Names to offer when `taken` is in use, best first; the caller keeps the free ones.
pub(crate) fn sign_in_name_alternatives(taken: &str, last_name: &str) -> Vec<String> {
    let base: String = taken.chars().take(*SIGN_IN_NAME_CHARS.end() - 3).collect();
    let mut candidates = Vec::new();
    if let Some(initial) = last_name.chars().find(|c| c.is_alphanumeric()) {
        candidates.push(format!("{base}.{}", initial.to_uppercase()));
    }
    let last: String = last_name.chars().filter(|c| c.is_alphanumeric()).take(12).collect();
    if !last.is_empty() {
        let with_last: String = format!("{base}.{last}").chars().take(*SIGN_IN_NAME_CHARS.end()).collect();
        candidates.push(with_last);
    }
    candidates.extend((2..=99).map(|n| format!("{base}{n}")));
    candidates
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ages_outside_6_to_18_are_refused() {
        assert!(check_child_age(5).is_err());
        assert!(check_child_age(6).is_ok());
        assert!(check_child_age(18).is_ok());
        let error = check_child_age(19).unwrap_err();
        assert!(error.to_string().contains("aged 6 to 18"), "{error}");
    }

    #[test]
    fn sign_in_names_are_tidied_and_checked() {
        assert_eq!(sign_in_name("  Amani   Wa  ").unwrap(), "Amani Wa");
        assert_eq!(sign_in_name("Zoë_2").unwrap(), "Zoë_2");
        for bad in ["", "A", "2cool", "amani!", "<b>", &"a".repeat(31)] {
            assert!(sign_in_name(bad).is_err(), "{bad:?} was accepted");
        }
        // Another child cannot pass for Baraka.
        assert_eq!(sign_in_name("Ｂａｒａｋａ").unwrap(), "Baraka");
        let hidden = sign_in_name("Bara\u{200B}ka").unwrap_err().to_string();
        assert!(hidden.contains("must not contain hidden characters"), "{hidden}");
        let mixed = sign_in_name("B\u{0430}raka").unwrap_err().to_string();
        assert!(mixed.contains("mixes letters of different alphabets"), "{mixed}");
    }

    #[test]
    fn alternatives_use_the_last_name_then_numbers() {
        let alternatives = sign_in_name_alternatives("Amani", "Okafor");
        assert_eq!(&alternatives[..4], ["Amani.O", "Amani.Okafor", "Amani2", "Amani3"]);
        for alternative in &alternatives {
            assert!(sign_in_name(alternative).is_ok(), "{alternative} is not itself a valid name");
        }
    }
}
