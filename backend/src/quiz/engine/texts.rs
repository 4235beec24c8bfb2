//! The engine's words as data: the results' analysis, the careers, the labels of the RIASEC types
//! and the advisor's answers and keywords, in English, Kiswahili and French side by side, one TOML
//! file per part under `texts/`. Parsed once; every entry must carry all three languages (the
//! types below refuse a missing one) and the tests check that they share their placeholders.

use std::collections::BTreeMap;
use std::sync::LazyLock;

use serde::Deserialize;

use super::AgeBand;
use super::riasec::Dimension;
use crate::i18n::Language;

/// One text in the three languages.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct Text {
    en: String,
    sw: String,
    fr: String,
}

impl Text {
    /// The text in `language`.
    pub(crate) fn get(&self, language: Language) -> &str {
        match language {
            Language::English => &self.en,
            Language::Kiswahili => &self.sw,
            Language::French => &self.fr,
        }
    }

    /// The text in `language` with its `{name}` placeholders filled from `args`.
    pub(crate) fn fill(&self, language: Language, args: &[(&str, &str)]) -> String {
        fill(self.get(language), args)
    }
}

/// `template` with each `{name}` replaced by its value in `args`, in one pass (a value is never
/// read again as a template); an unknown name stays as written.
pub(crate) fn fill(template: &str, args: &[(&str, &str)]) -> String {
    let mut out = String::with_capacity(template.len() + 64);
    let mut rest = template;
    while let Some(open) = rest.find('{') {
        out.push_str(&rest[..open]);
        let after = &rest[open + 1..];
        let value = after.find('}').and_then(|close| {
            let name = &after[..close];
            args.iter().find(|(key, _)| *key == name).map(|(_, value)| (*value, close))
        });
        match value {
            Some((value, close)) => {
                out.push_str(value);
                rest = &after[close + 1..];
            }
            None => {
                out.push('{');
                rest = after;
            }
        }
    }
    out.push_str(rest);
    out
}

/// Words or phrases in the three languages.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct Keywords {
    en: Vec<String>,
    sw: Vec<String>,
    fr: Vec<String>,
}

impl Keywords {
    /// Every language's entries.
    pub(crate) fn all(&self) -> impl Iterator<Item = &str> {
        self.en.iter().chain(&self.sw).chain(&self.fr).map(String::as_str)
    }
}

/// One value per language.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct PerLanguage<T> {
    pub(crate) en: T,
    pub(crate) sw: T,
    pub(crate) fr: T,
}

impl<T> PerLanguage<T> {
    /// The three values.
    pub(crate) fn all(&self) -> [&T; 3] {
        [&self.en, &self.sw, &self.fr]
    }
}

/// One value per RIASEC type.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct PerType<T> {
    realistic: T,
    investigative: T,
    artistic: T,
    social: T,
    enterprising: T,
    conventional: T,
}

impl<T> PerType<T> {
    pub(crate) fn get(&self, d: Dimension) -> &T {
        match d {
            Dimension::Realistic => &self.realistic,
            Dimension::Investigative => &self.investigative,
            Dimension::Artistic => &self.artistic,
            Dimension::Social => &self.social,
            Dimension::Enterprising => &self.enterprising,
            Dimension::Conventional => &self.conventional,
        }
    }
}

/// One value per age band.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct PerBand<T> {
    early_explorers: T,
    budding_innovators: T,
    teen_trailblazers: T,
    visionary_achievers: T,
}

impl<T> PerBand<T> {
    pub(crate) fn get(&self, band: AgeBand) -> &T {
        match band {
            AgeBand::EarlyExplorers => &self.early_explorers,
            AgeBand::BuddingInnovators => &self.budding_innovators,
            AgeBand::TeenTrailblazers => &self.teen_trailblazers,
            AgeBand::VisionaryAchievers => &self.visionary_achievers,
        }
    }
}

// ---- labels.toml ----

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct Labels {
    /// The band's name as the results summary greets the child.
    pub(crate) titles: PerBand<Text>,
    /// Holland's names of the types.
    pub(crate) types: PerType<Text>,
    /// The career area each type points to.
    pub(crate) areas: PerType<Text>,
    /// School subjects by key.
    pub(crate) subjects: BTreeMap<String, Text>,
    /// Each type's subjects (keys of `subjects`), most useful first.
    pub(crate) subjects_by_type: PerType<Vec<String>>,
    /// "{items} and {last}".
    pub(crate) list_and: Text,
}

// ---- analysis.toml ----

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct Analysis {
    pub(crate) summary: Summary,
    pub(crate) joins: Joins,
    pub(crate) recommendation: Recommendation,
    pub(crate) types: PerType<TypeWords>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct Summary {
    pub(crate) early_explorers: Text,
    pub(crate) budding_innovators_one: Text,
    pub(crate) budding_innovators_many: Text,
    pub(crate) teen_trailblazers: Text,
    pub(crate) visionary_achievers: Text,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct Joins {
    pub(crate) strengths_young: Text,
    pub(crate) strengths_older: Text,
    pub(crate) interests_young: Text,
    pub(crate) interests_older: Text,
    pub(crate) interests_also: Text,
    pub(crate) interests_and_also: Text,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct Recommendation {
    pub(crate) empty_young: Text,
    pub(crate) empty_older: Text,
    pub(crate) early_explorers: Text,
    pub(crate) budding_innovators: Text,
    pub(crate) older_one: Text,
    pub(crate) older_many: Text,
}

/// What we say about one RIASEC type: young for 6-12, older for 13-18; next steps by band.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct TypeWords {
    pub(crate) who_young: Text,
    pub(crate) who_older: Text,
    pub(crate) loves_young: Text,
    pub(crate) loves_older: Text,
    pub(crate) strength_young: Text,
    pub(crate) strength_older: Text,
    pub(crate) learns_young: Text,
    pub(crate) learns_older: Text,
    pub(crate) next_6_8: Text,
    pub(crate) next_9_12: Text,
    pub(crate) next_13_15: Text,
    pub(crate) next_16_18: Text,
}

// ---- careers.toml ----

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct CareersFile {
    pub(crate) career: Vec<CareerEntry>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct CareerEntry {
    pub(crate) id: String,
    pub(crate) emoji: String,
    pub(crate) code: String,
    pub(crate) name: Text,
    pub(crate) description: Text,
}

// ---- advisor.toml ----

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct Advisor {
    pub(crate) reply: Replies,
    pub(crate) personal_kinds: PersonalKinds,
    pub(crate) likes: PerType<Text>,
    pub(crate) moderated_kinds: ModeratedKinds,
    pub(crate) understands: Understands,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct Replies {
    pub(crate) steer_young: Text,
    pub(crate) steer_older: Text,
    pub(crate) empty: Text,
    pub(crate) self_harm: Text,
    #[serde(rename = "unsafe")]
    pub(crate) unsafe_request: Text,
    pub(crate) personal: Text,
    pub(crate) greeting: Text,
    pub(crate) thanks: Text,
    pub(crate) off_topic: Text,
    pub(crate) career_line: Text,
    pub(crate) useful_subjects: Text,
    pub(crate) matches_at: Text,
    pub(crate) tip_early_explorers: Text,
    pub(crate) tip_budding_innovators: Text,
    pub(crate) tip_older: Text,
    pub(crate) area: Text,
    pub(crate) area_subjects: Text,
    pub(crate) unknown_career: Text,
    pub(crate) unknown_ask_young: Text,
    pub(crate) unknown_ask_older: Text,
    pub(crate) fit_no_profile: Text,
    pub(crate) fit_line: Text,
    pub(crate) fit_intro_early_explorers: Text,
    pub(crate) fit_intro_budding_innovators: Text,
    pub(crate) fit_intro_older: Text,
    pub(crate) subjects_no_profile: Text,
    pub(crate) subjects: Text,
    pub(crate) subjects_example: Text,
    pub(crate) subjects_lead_early_explorers: Text,
    pub(crate) subjects_lead_budding_innovators: Text,
    pub(crate) subjects_lead_older: Text,
    pub(crate) next_no_profile: Text,
    pub(crate) next_steps: Text,
    pub(crate) moderated: Text,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct PersonalKinds {
    pub(crate) phone: Text,
    pub(crate) email: Text,
    pub(crate) password: Text,
    pub(crate) address: Text,
    pub(crate) name: Text,
    pub(crate) school: Text,
    pub(crate) meeting: Text,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct ModeratedKinds {
    pub(crate) phone: Text,
    pub(crate) email: Text,
    pub(crate) address: Text,
    pub(crate) link: Text,
    pub(crate) social: Text,
    pub(crate) full_name: Text,
    pub(crate) meet_up: Text,
    pub(crate) password: Text,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct Understands {
    pub(crate) self_harm: Keywords,
    #[serde(rename = "unsafe")]
    pub(crate) unsafe_request: Keywords,
    pub(crate) phone: Keywords,
    pub(crate) email: Keywords,
    pub(crate) password: Keywords,
    pub(crate) street: Keywords,
    pub(crate) address: Keywords,
    pub(crate) name: Keywords,
    pub(crate) school: Keywords,
    pub(crate) meeting: Keywords,
    pub(crate) school_kinds_after: Keywords,
    pub(crate) school_kinds_before: Keywords,
    pub(crate) study: Keywords,
    pub(crate) next: Keywords,
    pub(crate) fit: Keywords,
    pub(crate) jobs: Keywords,
    pub(crate) greeting: Keywords,
    pub(crate) thanks: Keywords,
    pub(crate) generic_name_words: Keywords,
    /// Word or phrase to career ids, per language.
    pub(crate) aliases: PerLanguage<BTreeMap<String, Vec<String>>>,
    pub(crate) unknown_career: PerLanguage<UnknownCareer>,
    pub(crate) topics: PerType<Keywords>,
}

/// How one language names a career in a career-shaped phrase.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct UnknownCareer {
    /// The words before the career ("become", "work as").
    pub(crate) leads: Vec<Vec<String>>,
    /// Articles between the lead and the career.
    pub(crate) articles: Vec<String>,
    /// Whether the language needs one ("become a surgeon"; French and Kiswahili do not).
    pub(crate) article_required: bool,
    /// Words that end the career's name.
    pub(crate) stop: Vec<String>,
}

/// The four files' text, for the tests that read every entry.
pub(crate) const SOURCES: [(&str, &str); 4] = [
    ("labels.toml", include_str!("texts/labels.toml")),
    ("analysis.toml", include_str!("texts/analysis.toml")),
    ("careers.toml", include_str!("texts/careers.toml")),
    ("advisor.toml", include_str!("texts/advisor.toml")),
];

fn parse<T: serde::de::DeserializeOwned>(index: usize) -> T {
    let (file, text) = SOURCES[index];
    // The files are part of the build and the tests parse them: a failure here is a bad edit.
    toml::from_str(text).unwrap_or_else(|error| panic!("quiz/engine/texts/{file}: {error}"))
}

/// labels.toml.
pub(crate) fn labels() -> &'static Labels {
    static LABELS: LazyLock<Labels> = LazyLock::new(|| parse(0));
    &LABELS
}

/// analysis.toml.
pub(crate) fn analysis() -> &'static Analysis {
    static ANALYSIS: LazyLock<Analysis> = LazyLock::new(|| parse(1));
    &ANALYSIS
}

/// careers.toml.
pub(crate) fn careers() -> &'static CareersFile {
    static CAREERS: LazyLock<CareersFile> = LazyLock::new(|| parse(2));
    &CAREERS
}

/// advisor.toml.
pub(crate) fn advisor() -> &'static Advisor {
    static ADVISOR: LazyLock<Advisor> = LazyLock::new(|| parse(3));
    &ADVISOR
}

/// "a", "a and b", "a, b and c" in `language`.
pub(crate) fn join_and(language: Language, items: &[&str]) -> String {
    match items {
        [] => String::new(),
        [one] => (*one).to_owned(),
        [init @ .., last] => labels().list_and.fill(language, &[("items", &init.join(", ")), ("last", last)]),
    }
}

/// The career area `d` points to, such as "Science & Discovery", in `language`.
pub fn area_label(d: Dimension, language: Language) -> &'static str {
    labels().areas.get(d).get(language)
}

/// Holland's name of the type `d`, such as "Investigative", in `language`.
pub fn type_name(d: Dimension, language: Language) -> &'static str {
    labels().types.get(d).get(language)
}

/// School subjects that feed `d`'s careers, most useful first, in `language`.
pub fn subjects(d: Dimension, language: Language) -> Vec<&'static str> {
    let labels = labels();
    labels.subjects_by_type.get(d).iter().map(|key| labels.subjects[key].get(language)).collect()
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;

    use super::*;

    /// The `{name}` placeholders of a text.
    fn placeholders(text: &str) -> BTreeSet<&str> {
        text.split('{').skip(1).filter_map(|rest| rest.split_once('}').map(|(name, _)| name)).collect()
    }

    /// Every table of a file that holds languages, with its path.
    fn language_tables<'a>(path: String, value: &'a toml::Value, found: &mut Vec<(String, &'a toml::Table)>) {
        match value {
            toml::Value::Table(table) if table.contains_key("en") => found.push((path, table)),
            toml::Value::Table(table) => {
                for (key, value) in table {
                    language_tables(format!("{path}.{key}"), value, found);
                }
            }
            toml::Value::Array(items) => {
                for (i, item) in items.iter().enumerate() {
                    language_tables(format!("{path}[{i}]"), item, found);
                }
            }
            _ => {}
        }
    }

    #[test]
    fn every_text_has_the_three_languages_with_the_same_placeholders() {
        let mut problems = Vec::new();
        let mut texts = 0;
        for (file, source) in SOURCES {
            let value: toml::Value = toml::from_str(source).unwrap();
            let mut tables = Vec::new();
            language_tables(file.to_owned(), &value, &mut tables);
            assert!(!tables.is_empty(), "{file}");
            for (path, table) in tables {
                let keys: Vec<&str> = table.keys().map(String::as_str).collect();
                if keys != ["en", "fr", "sw"] {
                    problems.push(format!("{path}: languages {keys:?}"));
                    continue;
                }
                match &table["en"] {
                    toml::Value::String(english) => {
                        texts += 1;
                        for code in ["sw", "fr"] {
                            let Some(other) = table[code].as_str() else {
                                problems.push(format!("{path}.{code}: not a text"));
                                continue;
                            };
                            if other.trim().is_empty() {
                                problems.push(format!("{path}.{code}: empty"));
                            }
                            if placeholders(english) != placeholders(other) {
                                problems.push(format!("{path}.{code}: placeholders {:?}", placeholders(other)));
                            }
                        }
                    }
                    // Keyword lists: each language has its own words, none empty.
                    toml::Value::Array(_) => {
                        for code in ["en", "sw", "fr"] {
                            let words = table[code].as_array().map(Vec::as_slice).unwrap_or_default();
                            if words.is_empty() || words.iter().any(|w| w.as_str().is_none_or(|w| w.trim().is_empty()))
                            {
                                problems.push(format!("{path}.{code}: no words, or an empty one"));
                            }
                        }
                    }
                    // Per-language tables (aliases, unknown careers): their shapes are typed.
                    _ => {}
                }
            }
        }
        assert!(problems.is_empty(), "{problems:#?}");
        assert!(texts > 300, "{texts} texts");
        // And the typed view reads every file.
        let _ = (labels(), analysis(), careers(), advisor());
    }

    /// French typography for the reader: narrow no-break space before ! ? ; and %, no-break space
    /// before :, the typographic apostrophe.
    #[test]
    fn french_texts_follow_french_typography() {
        let mut problems = Vec::new();
        for (file, source) in SOURCES {
            let value: toml::Value = toml::from_str(source).unwrap();
            let mut tables = Vec::new();
            language_tables(file.to_owned(), &value, &mut tables);
            for (path, table) in tables {
                let Some(french) = table.get("fr").and_then(toml::Value::as_str) else { continue };
                let bad = french.contains('\'')
                    || [" !", " ?", " ;", " :", " %"].iter().any(|p| french.contains(p))
                    || ["!", "?", ";", ":", "%"].iter().any(|mark| {
                        french.match_indices(mark).any(|(i, _)| {
                            let before = french[..i].chars().last();
                            before.is_some_and(|c| c.is_alphanumeric() || c == '}')
                        })
                    });
                if bad {
                    problems.push(format!("{path}: {french}"));
                }
            }
        }
        assert!(problems.is_empty(), "{problems:#?}");
    }

    #[test]
    fn fill_replaces_each_placeholder_once() {
        assert_eq!(fill("{a} and {b}", &[("a", "{b}"), ("b", "x")]), "{b} and x");
        assert_eq!(fill("{unknown} {", &[]), "{unknown} {");
    }

    #[test]
    fn lists_join_in_each_language() {
        assert_eq!(join_and(Language::English, &["a", "b", "c"]), "a, b and c");
        assert_eq!(join_and(Language::Kiswahili, &["a", "b"]), "a na b");
        assert_eq!(join_and(Language::French, &["a"]), "a");
        assert_eq!(join_and(Language::French, &["a", "b", "c"]), "a, b et c");
    }

    #[test]
    fn english_labels_are_the_catalogue_types_own() {
        for d in Dimension::ALL {
            assert_eq!(area_label(d, Language::English), d.career_area());
            assert_eq!(type_name(d, Language::English), d.name());
            assert_eq!(subjects(d, Language::English), d.subjects());
        }
    }
}
