//! The languages Ndoto speaks: English, Kiswahili and French. A child's language is a setting
//! their parent chooses (`child_settings.language`), a parent's is their own choice
//! (`parents.language`); before sign-in the request's `Accept-Language` decides. The web app
//! shows every screen in it, and the server writes every message a person reads in it
//! ([`Words`]).

mod words;

use std::fmt;

use crate::error::{AppError, AppResult};

pub use words::{Arg, Words, check};

tokio::task_local! {
    /// The language of the caller of the request being served, set by the auth layer around the
    /// handler (`auth::layer`), where the caller's account is known.
    static CALLER_LANGUAGE: Language;
}

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
                crate::words!(
                    "language-unknown",
                    field = field,
                    supported = supported.join(", "),
                    code = format!("{code:?}")
                ),
            )
        })
    }
}

impl Language {
    /// The language of the caller of the request being served (English outside a request).
    pub fn of_caller() -> Language {
        CALLER_LANGUAGE.try_with(|language| *language).unwrap_or_default()
    }

    /// Runs `work` as serving a caller who reads `self`.
    pub async fn serve<F: std::future::Future>(self, work: F) -> F::Output {
        CALLER_LANGUAGE.scope(self, work).await
    }

    /// Runs `work` (outside a handler: the auth layer's own refusals) as serving a caller who
    /// reads `self`.
    pub fn serve_sync<R>(self, work: impl FnOnce() -> R) -> R {
        CALLER_LANGUAGE.sync_scope(self, work)
    }

    /// The language an `Accept-Language` header prefers among Ndoto's (English when it names
    /// none of them, or is absent or unreadable), by its q-values as Fluent negotiates.
    pub fn from_accept_language(header: Option<&str>) -> Language {
        let Some(header) = header else { return Language::default() };
        let requested = fluent_langneg::accepted_languages::parse(header);
        let available: Vec<unic_langid::LanguageIdentifier> =
            Language::ALL.iter().filter_map(|language| language.code().parse().ok()).collect();
        let default = available[0].clone();
        let chosen = fluent_langneg::negotiate_languages(
            &requested,
            &available,
            Some(&default),
            fluent_langneg::NegotiationStrategy::Lookup,
        );
        chosen.first().and_then(|id| Language::from_code(id.language.as_str())).unwrap_or_default()
    }
}

/// A day as a person writes it, such as "Saturday 28 November 2026" (English), "Jumamosi, 28
/// Novemba 2026" (Kiswahili) or "samedi 28 novembre 2026" (French).
pub fn long_date(date: chrono::NaiveDate) -> Words {
    use chrono::Datelike;
    let (weekday, month) = day_names(date);
    crate::words!("long-date", weekday = weekday, day = date.day(), month = month, year = date.year())
}

/// A day of the coming weeks, without its year: "Thursday 3 December", "Alhamisi, 3 Desemba",
/// "jeudi 3 décembre".
pub fn day_and_month(date: chrono::NaiveDate) -> Words {
    use chrono::Datelike;
    let (weekday, month) = day_names(date);
    crate::words!("day-and-month", weekday = weekday, day = date.day(), month = month)
}

/// The names of `date`'s weekday and month.
fn day_names(date: chrono::NaiveDate) -> (Words, Words) {
    use chrono::Datelike;
    const WEEKDAYS: [&str; 7] = [
        "weekday-monday",
        "weekday-tuesday",
        "weekday-wednesday",
        "weekday-thursday",
        "weekday-friday",
        "weekday-saturday",
        "weekday-sunday",
    ];
    const MONTHS: [&str; 12] = [
        "month-january",
        "month-february",
        "month-march",
        "month-april",
        "month-may",
        "month-june",
        "month-july",
        "month-august",
        "month-september",
        "month-october",
        "month-november",
        "month-december",
    ];
    (Words::new(WEEKDAYS[date.weekday().num_days_from_monday() as usize]), Words::new(MONTHS[date.month0() as usize]))
}

/// The layer that serves each request in the language its `Accept-Language` prefers, until the
/// auth layer knows the caller's own (outside every layer that may refuse a request).
pub async fn by_accept_language(
    request: axum::extract::Request,
    next: axum::middleware::Next,
) -> axum::response::Response {
    let header = request.headers().get(axum::http::header::ACCEPT_LANGUAGE).and_then(|value| value.to_str().ok());
    Language::from_accept_language(header).serve(next.run(request)).await
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

    #[test]
    fn accept_language_chooses_among_ours_by_preference() {
        let cases = [
            (Some("sw-TZ,sw;q=0.9,en;q=0.8"), Language::Kiswahili),
            (Some("fr-CA, fr;q=0.9"), Language::French),
            (Some("rw, fr;q=0.5, en;q=0.4"), Language::French),
            (Some("de-DE, en-GB;q=0.7"), Language::English),
            (Some("en-US,en;q=0.9,sw;q=0.8"), Language::English),
            (Some("rw"), Language::English),
            (Some(";;;garbage"), Language::English),
            (None, Language::English),
        ];
        for (header, expected) in cases {
            assert_eq!(Language::from_accept_language(header), expected, "{header:?}");
        }
    }

    #[tokio::test]
    async fn the_callers_language_holds_while_their_request_is_served() {
        assert_eq!(Language::of_caller(), Language::English);
        assert_eq!(Language::French.serve(async { Language::of_caller() }).await, Language::French);
        assert_eq!(Language::Kiswahili.serve_sync(Language::of_caller), Language::Kiswahili);
    }
}
