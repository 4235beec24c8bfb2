//! The languages Ndoto speaks: English, Kiswahili and French. A child's language is a setting
//! their parent chooses (`child_settings.language`); the web app shows every screen in it.

use std::fmt;

use crate::error::{AppError, AppResult};

/// A language Ndoto speaks, stored and sent as its BCP 47 code.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Language {
    /// English, the language of a child whose parent has not chosen another.
    #[default]
    English,
    /// Kiswahili.
    Kiswahili,
    /// French.
    French,
}

impl Language {
    /// Every language, in the order the app lists them.
    pub const ALL: [Language; 3] = [Language::English, Language::Kiswahili, Language::French];

    /// The code stored and sent: `en`, `sw` or `fr` (also the database's CHECK).
    pub fn code(self) -> &'static str {
        match self {
            Language::English => "en",
            Language::Kiswahili => "sw",
            Language::French => "fr",
        }
    }

    /// The language of `code`, exactly as [`Language::code`] writes it.
    pub fn from_code(code: &str) -> Option<Language> {
        Language::ALL.into_iter().find(|language| language.code() == code)
    }

    /// The language a request field names, or INVALID_ARGUMENT on `field` listing the codes
    /// Ndoto speaks.
    pub fn parse(field: &'static str, code: &str) -> AppResult<Language> {
        Language::from_code(code.trim()).ok_or_else(|| {
            let supported: Vec<&str> = Language::ALL.iter().map(|language| language.code()).collect();
            AppError::invalid(
                field,
                format!("{field} must be one of {} (English, Kiswahili, French); got {code:?}", supported.join(", ")),
            )
        })
    }
}

impl fmt::Display for Language {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_round_trip_and_unknown_ones_name_the_supported() {
        for language in Language::ALL {
            assert_eq!(Language::from_code(language.code()), Some(language));
        }
        assert_eq!(Language::parse("language", " sw ").unwrap(), Language::Kiswahili);
        let error = Language::parse("language", "rw").unwrap_err().to_string();
        assert!(error.contains("en, sw, fr"), "{error}");
        assert!(Language::from_code("SW").is_none(), "codes are lower case, as stored");
    }
}
