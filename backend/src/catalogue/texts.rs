//! Our catalogue's texts in the reader's language. The content files hold every text we write
//! in English, Kiswahili and French (`[activity.sw]`, `[activity.fr]`...); the database holds the
//! English ones. The answers read the translations from the catalogue built into this binary,
//! which is the one every start loads into the database, by the entry's slug or id. An entry the
//! catalogue does not know (a row a test wrote) keeps its English.

use super::{
    ActivityTexts, BadgeTexts, Catalogue, CommunityTexts, ExcursionTexts, ResourceTexts, Translated, embedded,
};
use crate::{account::ParentAccount, i18n::Language};

/// The catalogue's code for a language Ndoto speaks.
pub fn language(language: Language) -> super::Language {
    match language {
        Language::English => super::Language::En,
        Language::Kiswahili => super::Language::Sw,
        Language::French => super::Language::Fr,
    }
}

/// The language of the parent area, as the parent chose it (English when the stored code is
/// unknown, which the database's CHECK prevents).
pub(crate) fn parent_language(parent: &ParentAccount) -> Language {
    Language::from_code(&parent.row.language).unwrap_or_default()
}

/// The texts in `language` of the entry `find` picks, `None` in English.
fn texts<T: Translated + 'static>(
    language: Language,
    find: impl FnOnce(&'static Catalogue) -> Option<&'static T>,
) -> Option<&'static T::Texts> {
    if language == Language::English {
        return None;
    }
    find(embedded().ok()?)?.translation(self::language(language))
}

/// The activity `slug`'s texts in `language`; `None` in English.
pub(crate) fn activity(slug: &str, language: Language) -> Option<&'static ActivityTexts> {
    texts(language, |catalogue| catalogue.activity(slug))
}

/// The badge `id`'s texts in `language`; `None` in English.
pub(crate) fn badge(id: &str, language: Language) -> Option<&'static BadgeTexts> {
    texts(language, |catalogue| catalogue.badge(id))
}

/// The community `slug`'s texts in `language`; `None` in English.
pub(crate) fn community(slug: &str, language: Language) -> Option<&'static CommunityTexts> {
    texts(language, |catalogue| catalogue.community(slug))
}

/// The resource `slug`'s texts in `language`; `None` in English.
pub(crate) fn resource(slug: &str, language: Language) -> Option<&'static ResourceTexts> {
    texts(language, |catalogue| catalogue.resource(slug))
}

/// The excursion `id`'s texts in `language`; `None` in English.
pub(crate) fn excursion(id: &str, language: Language) -> Option<&'static ExcursionTexts> {
    texts(language, |catalogue| catalogue.excursion(id))
}
