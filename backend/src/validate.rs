//! Checks of request fields shared by several services. Each error names the field (by its JSON
//! name, which is what REST clients and forms know) and says how to fix it.

use chrono::NaiveDate;
use unicode_normalization::UnicodeNormalization;

use crate::{
    canonical,
    error::{AppError, AppResult},
    words,
};

/// The longest name we store, in characters.
pub(crate) const MAX_NAME_CHARS: usize = 60;

/// A person's first or last name: trimmed, NFKC-normalised, 1 to 60 characters, no control
/// or hidden characters, one alphabet among those that look alike.
pub(crate) fn person_name(field: &'static str, value: &str) -> AppResult<String> {
    let name = visible_name(field, value.trim())?;
    let name = name.as_str();
    if name.is_empty() {
        return Err(AppError::invalid(field, words!("field-required", field = field)));
    }
    if name.chars().count() > MAX_NAME_CHARS {
        return Err(AppError::invalid(field, words!("field-too-long", field = field, max = MAX_NAME_CHARS)));
    }
    if name.chars().any(char::is_control) {
        return Err(AppError::invalid(field, words!("field-control-characters", field = field)));
    }
    Ok(name.to_string())
}

/// A name as people will see it: refused if it holds characters that show nothing or reorder
/// the others, or mixes look-alike alphabets; NFKC-normalised, so that a full-width "Ｂａｒａｋａ"
/// is stored, shown and compared as "Baraka". Another child cannot pass for "Baraka" with a
/// zero-width space or a Cyrillic "а" in the name.
pub(crate) fn visible_name(field: &'static str, value: &str) -> AppResult<String> {
    if canonical::has_hidden_characters(value) {
        return Err(AppError::invalid(field, words!("field-hidden-characters", field = field)));
    }
    let name: String = value.nfkc().collect();
    if canonical::mixes_look_alike_alphabets(&name) {
        return Err(AppError::invalid(field, words!("field-mixed-alphabets", field = field)));
    }
    Ok(name)
}

/// A non-empty value, such as a password at sign-in. A NUL character is refused here, once for
/// every text field: PostgreSQL cannot store one, and no person types one.
pub(crate) fn required<'a>(field: &'static str, value: &'a str) -> AppResult<&'a str> {
    if value.trim().is_empty() {
        return Err(AppError::invalid(field, words!("field-required", field = field)));
    }
    if value.contains('\0') {
        return Err(AppError::invalid(field, words!("field-nul", field = field)));
    }
    Ok(value)
}

/// The longest email address SMTP carries (RFC 5321: 254 characters in a path).
pub(crate) const MAX_EMAIL_CHARS: usize = 254;

/// `value` when it has at most `max` characters; otherwise a refusal naming the field and its
/// limit. Sign-in checks it before anything is counted or stored, so that no field's size can
/// reach the database.
pub(crate) fn at_most<'a>(field: &'static str, value: &'a str, max: usize) -> AppResult<&'a str> {
    if value.chars().count() > max {
        return Err(AppError::invalid(field, words!("field-too-long-check", field = field, max = max)));
    }
    Ok(value)
}

/// An email address, checked by RFC 5322 rules and stored lower-case.
pub(crate) fn email(field: &'static str, value: &str) -> AppResult<String> {
    let email = value.trim().to_lowercase();
    required(field, &email)?;
    at_most(field, &email, MAX_EMAIL_CHARS)?;
    let valid = email_address::EmailAddress::parse_with_options(
        &email,
        email_address::Options::default().without_display_text(),
    )
    .is_ok_and(|address| address.domain().contains('.'));
    if !valid {
        return Err(AppError::invalid(field, words!("field-email", field = field)));
    }
    Ok(email)
}

/// A phone number in international form, returned as E.164 (such as +250788123456).
pub(crate) fn phone(field: &'static str, value: &str) -> AppResult<String> {
    let value = value.trim();
    required(field, value)?;
    let international = if value.starts_with('+') { value.to_string() } else { format!("+{value}") };
    let invalid = || AppError::invalid(field, words!("field-phone", field = field));
    let number = phonenumber::parse(None, &international).map_err(|_| invalid())?;
    if !phonenumber::is_valid(&number) {
        return Err(invalid());
    }
    Ok(number.format().mode(phonenumber::Mode::E164).to_string())
}

/// A date written YYYY-MM-DD.
pub(crate) fn date(field: &'static str, value: &str) -> AppResult<NaiveDate> {
    required(field, value)?;
    NaiveDate::parse_from_str(value.trim(), "%Y-%m-%d")
        .map_err(|_| AppError::invalid(field, words!("field-date", field = field)))
}

/// Age in whole years on `today` of someone born on `birth_date` (0 before the birth date).
pub(crate) fn age_on(birth_date: NaiveDate, today: NaiveDate) -> i32 {
    today.years_since(birth_date).map_or(0, |years| i32::try_from(years).unwrap_or(i32::MAX))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_trimmed_and_bounded() {
        assert_eq!(person_name("firstName", "  Amani ").unwrap(), "Amani");
        assert_eq!(person_name("firstName", "Ｎｅｅｍａ").unwrap(), "Neema");
        assert_eq!(person_name("lastName", "Müller").unwrap(), "Müller");
        assert_eq!(person_name("lastName", "Алёна").unwrap(), "Алёна");
        for hidden in ["Bara\u{200B}ka", "\u{FEFF}Baraka", "Baraka\u{202E}", "Ba\u{00AD}raka"] {
            let error = person_name("firstName", hidden).unwrap_err().to_string();
            assert!(error.starts_with("firstName must not contain hidden characters"), "{error}");
        }
        let error = person_name("lastName", "Mw\u{0430}ngi").unwrap_err().to_string();
        assert!(error.starts_with("lastName mixes letters of different alphabets"), "{error}");
        assert!(person_name("firstName", "   ").unwrap_err().to_string().contains("firstName is required"));
        assert!(person_name("lastName", &"x".repeat(61)).is_err());
    }

    #[test]
    fn emails_are_lower_cased_and_need_a_domain() {
        assert_eq!(email("email", " Mama.Amani@Example.COM ").unwrap(), "mama.amani@example.com");
        for bad in ["", "mama", "mama@", "@example.com", "mama@localhost", "Mama <mama@example.com>"] {
            assert!(email("email", bad).is_err(), "{bad:?} was accepted");
        }
    }

    #[test]
    fn phones_become_e164() {
        assert_eq!(phone("phone", "+250 788 123 456").unwrap(), "+250788123456");
        assert_eq!(phone("phone", "254712345678").unwrap(), "+254712345678");
        for bad in ["", "12345", "+250 12", "not a phone", "+1 555 0000 000000"] {
            let error = phone("phone", bad).unwrap_err();
            assert!(error.to_string().starts_with("phone "), "{error}");
        }
    }

    #[test]
    fn ages_count_whole_years() {
        let birth = NaiveDate::from_ymd_opt(2016, 5, 10).unwrap();
        assert_eq!(age_on(birth, NaiveDate::from_ymd_opt(2026, 5, 9).unwrap()), 9);
        assert_eq!(age_on(birth, NaiveDate::from_ymd_opt(2026, 5, 10).unwrap()), 10);
        let leap = NaiveDate::from_ymd_opt(2012, 2, 29).unwrap();
        assert_eq!(age_on(leap, NaiveDate::from_ymd_opt(2026, 2, 28).unwrap()), 13);
        assert_eq!(age_on(leap, NaiveDate::from_ymd_opt(2026, 3, 1).unwrap()), 14);
    }

    #[test]
    fn dates_must_be_iso() {
        assert!(date("birthDate", "2015-04-23").is_ok());
        for bad in ["", "23/04/2015", "2015-02-30", "2015-4-3x"] {
            assert!(date("birthDate", bad).is_err(), "{bad:?} was accepted");
        }
    }
}
