//! The banks in Kiswahili and French (issue 29): one data file per language and band
//! (`sw/*.toml`, `fr/*.toml`) with the words of the English bank's questions, in the same order.
//!
//! The English bank (the `.rs` files beside this one) stays the one place of the RIASEC tags and
//! of which questions exist; a translation gives words only. Its `en` (the English question) and
//! each answer's `tags` only tie the entry to the English one and must equal it, so a reordered
//! or stale translation is refused instead of scoring answers under the wrong types. Built into
//! the server and checked when it starts ([`check`]).

use std::collections::HashSet;
use std::sync::LazyLock;

use serde::Deserialize;

use super::BankQuestion;
use crate::i18n::Language;
use crate::quiz::engine::{AgeBand, Dimension};

/// A bank question's words in another language.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct TranslatedQuestion {
    /// The English question this translates, as the English bank writes it.
    en: String,
    pub(crate) text: String,
    #[serde(default)]
    pub(crate) scenario: Option<String>,
    #[serde(default)]
    pub(crate) context: Option<String>,
    /// The answers in the English bank's order.
    pub(crate) answers: Vec<TranslatedAnswer>,
}

/// A bank answer's words in another language.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct TranslatedAnswer {
    /// The English answer's RIASEC letters, such as "RI": a check, never scored.
    tags: String,
    pub(crate) text: String,
    #[serde(default)]
    pub(crate) description: Option<String>,
}

/// One translated bank file: `[[question]]` tables.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct BankFile {
    question: Vec<TranslatedQuestion>,
}

/// Every translated bank: its language, band, file name and text.
const FILES: [(Language, AgeBand, &str, &str); 8] = [
    (Language::Kiswahili, AgeBand::EarlyExplorers, "sw/early_explorers.toml", include_str!("sw/early_explorers.toml")),
    (
        Language::Kiswahili,
        AgeBand::BuddingInnovators,
        "sw/budding_innovators.toml",
        include_str!("sw/budding_innovators.toml"),
    ),
    (
        Language::Kiswahili,
        AgeBand::TeenTrailblazers,
        "sw/teen_trailblazers.toml",
        include_str!("sw/teen_trailblazers.toml"),
    ),
    (
        Language::Kiswahili,
        AgeBand::VisionaryAchievers,
        "sw/visionary_achievers.toml",
        include_str!("sw/visionary_achievers.toml"),
    ),
    (Language::French, AgeBand::EarlyExplorers, "fr/early_explorers.toml", include_str!("fr/early_explorers.toml")),
    (
        Language::French,
        AgeBand::BuddingInnovators,
        "fr/budding_innovators.toml",
        include_str!("fr/budding_innovators.toml"),
    ),
    (
        Language::French,
        AgeBand::TeenTrailblazers,
        "fr/teen_trailblazers.toml",
        include_str!("fr/teen_trailblazers.toml"),
    ),
    (
        Language::French,
        AgeBand::VisionaryAchievers,
        "fr/visionary_achievers.toml",
        include_str!("fr/visionary_achievers.toml"),
    ),
];

type Translated = Vec<(Language, AgeBand, Vec<TranslatedQuestion>)>;

static TRANSLATIONS: LazyLock<Result<Translated, String>> = LazyLock::new(|| {
    FILES.iter().map(|&(language, band, name, text)| Ok((language, band, parse(name, band.bank(), text)?))).collect()
});

/// Reads and checks every translation now, as the server does at start: every problem of the
/// first file that has any.
pub(crate) fn check() -> Result<(), String> {
    TRANSLATIONS.as_ref().map(drop).map_err(Clone::clone)
}

/// The band's bank in `language`, parallel to the English bank; `None` for English (and, should
/// the start check have been skipped, for a translation that does not pass it).
pub(crate) fn translation(band: AgeBand, language: Language) -> Option<&'static [TranslatedQuestion]> {
    let translations = TRANSLATIONS.as_ref().ok()?;
    translations.iter().find(|(l, b, _)| (*l, *b) == (language, band)).map(|(_, _, questions)| questions.as_slice())
}

/// A translated bank file, parsed and checked against the English bank.
fn parse(name: &str, english: &[BankQuestion], text: &str) -> Result<Vec<TranslatedQuestion>, String> {
    let file: BankFile = toml::from_str(text).map_err(|error| format!("{name}: {error}"))?;
    let problems = structure_problems(english, &file.question);
    if problems.is_empty() { Ok(file.question) } else { Err(format!("{name}: {}", problems.join("; "))) }
}

/// Where a translation's structure differs from the English bank's: the same number of
/// questions, each tied to its English question (`en`); a scenario, context and description
/// exactly where English has one, none empty; the same number of answers, in the same order
/// (the same tags); no answer repeated within a question. Every problem found.
pub(crate) fn structure_problems(english: &[BankQuestion], translated: &[TranslatedQuestion]) -> Vec<String> {
    let mut problems = Vec::new();
    if english.len() != translated.len() {
        problems.push(format!("{} questions, the English bank has {}", translated.len(), english.len()));
    }
    for (n, (en, tr)) in english.iter().zip(translated).enumerate() {
        let at = format!("question {}", n + 1);
        if tr.en != en.text {
            problems.push(format!("{at} translates {:?}, but the English question there is {:?}", tr.en, en.text));
        }
        let mut texts = vec![(format!("{at}'s text"), Some(tr.text.as_str()), true)];
        texts.push((format!("{at}'s scenario"), tr.scenario.as_deref(), en.scenario.is_some()));
        texts.push((format!("{at}'s context"), tr.context.as_deref(), en.context.is_some()));
        if en.answers.len() != tr.answers.len() {
            problems.push(format!("{at} has {} answers, the English {}", tr.answers.len(), en.answers.len()));
        }
        let mut seen = HashSet::new();
        for (m, (en_answer, tr_answer)) in en.answers.iter().zip(&tr.answers).enumerate() {
            let at = format!("{at}, answer {}", m + 1);
            if !same_tags(en_answer.tags, &tr_answer.tags) {
                let english_tags: String = en_answer.tags.iter().map(|d| d.letter()).collect();
                problems.push(format!(
                    "{at} has tags {:?}, the English answer there {english_tags:?} ({:?}): answers go in the English order",
                    tr_answer.tags, en_answer.text
                ));
            }
            if !seen.insert(tr_answer.text.trim().to_lowercase()) {
                problems.push(format!("{at} repeats an earlier answer: {:?}", tr_answer.text));
            }
            texts.push((at.clone(), Some(tr_answer.text.as_str()), true));
            texts.push((
                format!("{at}'s description"),
                tr_answer.description.as_deref(),
                en_answer.description.is_some(),
            ));
        }
        for (what, text, wanted) in texts {
            match (text, wanted) {
                (Some(text), true) if text.trim().is_empty() => problems.push(format!("{what} is empty")),
                (Some(_), false) => problems.push(format!("{what} is there, but the English has none")),
                (None, true) => problems.push(format!("{what} is missing")),
                _ => {}
            }
        }
    }
    problems
}

/// Whether `letters` (such as "RI") names exactly the English answer's types, in any order.
fn same_tags(english: &[Dimension], letters: &str) -> bool {
    let parsed: Option<Vec<Dimension>> = letters.chars().map(Dimension::from_letter).collect();
    parsed.is_some_and(|mut parsed| {
        let mut english = english.to_vec();
        parsed.sort();
        english.sort();
        parsed == english
    })
}

#[cfg(test)]
mod tests {
    use super::super::{A, BankAnswer, C, E, I, R, S, a, ad, q, qc};
    use super::*;

    /// A small English bank: a plain question, and one with a context line and descriptions.
    static ENGLISH: &[BankQuestion] = &[
        q("Which toy?", &[a("Blocks", &[R, I]), a("Paints", &[A, S]), a("A shop", &[E, C])]),
        qc(
            "After school.",
            "Which path?",
            &[
                ad("A trade", "Hands-on.", &[R, I]),
                ad("Art school", "Making.", &[A, S]),
                ad("Business", "Leading.", &[E, C]),
            ] as &[BankAnswer],
        ),
    ];

    /// A faithful translation of [`ENGLISH`], as a file writes it.
    const GOOD: &str = r#"
        [[question]]
        en = "Which toy?"
        text = "Kichezeo kipi?"
        answers = [
            { tags = "RI", text = "Matofali" },
            { tags = "SA", text = "Rangi" },
            { tags = "EC", text = "Duka" },
        ]

        [[question]]
        en = "Which path?"
        context = "Baada ya shule."
        text = "Njia ipi?"
        answers = [
            { tags = "RI", text = "Ufundi", description = "Kwa mikono." },
            { tags = "AS", text = "Shule ya sanaa", description = "Kuunda." },
            { tags = "EC", text = "Biashara", description = "Kuongoza." },
        ]
    "#;

    /// The structure problems of [`GOOD`] after replacing `from` with `to` once.
    fn problems_with(from: &str, to: &str) -> Vec<String> {
        assert!(GOOD.contains(from), "{from:?} is not in the good translation");
        let file: BankFile = toml::from_str(&GOOD.replacen(from, to, 1)).unwrap();
        structure_problems(ENGLISH, &file.question)
    }

    fn assert_one_problem(from: &str, to: &str, expected: &str) {
        let problems = problems_with(from, to);
        assert!(problems.len() == 1 && problems[0].contains(expected), "{from:?} -> {to:?}: {problems:#?}");
    }

    #[test]
    fn a_faithful_translation_has_no_problems_whatever_the_order_of_its_tags() {
        assert_eq!(problems_with("", ""), Vec::<String>::new());
    }

    #[test]
    fn a_missing_or_extra_question_or_answer_is_a_problem() {
        let second = GOOD.find("[[question]]\n        en = \"Which path?\"").unwrap();
        let file: BankFile = toml::from_str(&GOOD[..second]).unwrap();
        assert_eq!(structure_problems(ENGLISH, &file.question), ["1 questions, the English bank has 2"]);
        assert_one_problem(r#"{ tags = "EC", text = "Duka" },"#, "", "question 1 has 2 answers, the English 3");
        let extra = r#"{ tags = "EC", text = "Duka" }, { tags = "EC", text = "Soko" },"#;
        assert_one_problem(r#"{ tags = "EC", text = "Duka" },"#, extra, "question 1 has 4 answers, the English 3");
    }

    #[test]
    fn scenario_context_and_descriptions_belong_exactly_where_english_has_them() {
        assert_one_problem("context = \"Baada ya shule.\"\n", "", "question 2's context is missing");
        assert_one_problem(
            "text = \"Kichezeo kipi?\"",
            "scenario = \"Nyumbani.\"\ntext = \"Kichezeo kipi?\"",
            "question 1's scenario is there, but the English has none",
        );
        assert_one_problem(", description = \"Kuunda.\"", "", "question 2, answer 2's description is missing");
        assert_one_problem(
            "text = \"Rangi\"",
            "text = \"Rangi\", description = \"Kupaka.\"",
            "question 1, answer 2's description is there",
        );
        assert_one_problem("Baada ya shule.", "  ", "question 2's context is empty");
        assert_one_problem("\"Matofali\"", "\"\"", "question 1, answer 1 is empty");
    }

    #[test]
    fn answers_are_unique_within_a_question_ignoring_case() {
        assert_one_problem("\"Rangi\"", "\"MATOFALI \"", "question 1, answer 2 repeats an earlier answer");
        // The same words in two questions are fine.
        assert_eq!(problems_with("\"Biashara\"", "\"Duka\""), Vec::<String>::new());
    }

    #[test]
    fn tags_must_be_the_english_answers_so_answers_keep_the_english_order() {
        // Two answers swapped: each one's tags now differ from the English answer at its place.
        let swapped = problems_with(
            r#"{ tags = "RI", text = "Matofali" },
            { tags = "SA", text = "Rangi" },"#,
            r#"{ tags = "SA", text = "Rangi" },
            { tags = "RI", text = "Matofali" },"#,
        );
        assert_eq!(swapped.len(), 2, "{swapped:#?}");
        assert!(swapped[0].contains("question 1, answer 1 has tags \"SA\", the English answer there \"RI\""));
        assert_one_problem(
            "tags = \"EC\", text = \"Duka\"",
            "tags = \"E\", text = \"Duka\"",
            "answer 3 has tags \"E\"",
        );
        assert_one_problem("tags = \"EC\", text = \"Biashara\"", "tags = \"EX\", text = \"Biashara\"", "tags \"EX\"");
    }

    #[test]
    fn each_entry_names_the_english_question_it_translates() {
        assert_one_problem(
            "en = \"Which path?\"",
            "en = \"Which toy?\"",
            "question 2 translates \"Which toy?\", but the English question there is \"Which path?\"",
        );
    }

    #[test]
    fn unknown_keys_and_malformed_files_are_refused_with_the_file_name() {
        let error =
            parse("sw/test.toml", ENGLISH, &GOOD.replace("text = \"Njia ipi?\"", "txt = \"Njia ipi?\"")).unwrap_err();
        assert!(error.starts_with("sw/test.toml: ") && error.contains("txt"), "{error}");
        let error = parse("fr/test.toml", ENGLISH, &GOOD.replace("\"Duka\"", "\"Duka\", tags = \"EC\"")).unwrap_err();
        assert!(error.starts_with("fr/test.toml: "), "{error}");
        let error = parse("sw/test.toml", ENGLISH, &GOOD.replace("tags = \"AS\"", "tags = \"SE\"")).unwrap_err();
        assert!(error.contains("question 2, answer 2 has tags \"SE\""), "{error}");
        assert!(parse("sw/test.toml", ENGLISH, GOOD).is_ok());
    }

    /// Every text of a translated bank with the English text it translates, named for messages.
    fn texts_with_english(band: AgeBand, language: Language) -> Vec<(String, &'static str, &'static str)> {
        let mut texts = Vec::new();
        for (n, (en, tr)) in band.bank().iter().zip(translation(band, language).unwrap()).enumerate() {
            let at = format!("{language} {band} question {}", n + 1);
            texts.push((at.clone(), en.text, tr.text.as_str()));
            texts.extend(en.scenario.zip(tr.scenario.as_deref()).map(|(e, t)| (format!("{at}'s scenario"), e, t)));
            texts.extend(en.context.zip(tr.context.as_deref()).map(|(e, t)| (format!("{at}'s context"), e, t)));
            for (m, (en_answer, tr_answer)) in en.answers.iter().zip(&tr.answers).enumerate() {
                let at = format!("{at}, answer {}", m + 1);
                texts.push((at.clone(), en_answer.text, tr_answer.text.as_str()));
                let descriptions = en_answer.description.zip(tr_answer.description.as_deref());
                texts.extend(descriptions.map(|(e, t)| (format!("{at}'s description"), e, t)));
            }
        }
        texts
    }

    #[test]
    fn no_text_is_left_in_english() {
        for language in [Language::Kiswahili, Language::French] {
            for band in AgeBand::ALL {
                let untranslated: Vec<_> =
                    texts_with_english(band, language).into_iter().filter(|(_, en, tr)| en == tr).collect();
                assert!(untranslated.is_empty(), "{untranslated:#?}");
            }
        }
    }

    #[test]
    fn the_youngest_bank_stays_short_in_every_language() {
        for language in [Language::Kiswahili, Language::French] {
            for (at, _, text) in texts_with_english(AgeBand::EarlyExplorers, language) {
                assert!(text.split_whitespace().count() <= 12, "{at} is too long for 6-8: {text:?}");
            }
        }
    }

    /// French typography (web/src/locales/GLOSSARY.md): a narrow no-break space before ? ! ; and a
    /// no-break space before : and inside « », the typographic apostrophe; Kiswahili puts no space
    /// before its punctuation.
    #[test]
    fn punctuation_follows_each_languages_typography() {
        for band in AgeBand::ALL {
            for (at, _, text) in texts_with_english(band, Language::French) {
                let chars: Vec<char> = text.chars().collect();
                for (i, c) in chars.iter().enumerate() {
                    let before = i.checked_sub(1).map(|i| chars[i]);
                    let after = chars.get(i + 1).copied();
                    let good = match c {
                        '?' | '!' | ';' => before == Some('\u{202F}'),
                        ':' | '»' => before == Some('\u{A0}'),
                        '«' => after == Some('\u{A0}'),
                        '\'' | '"' => false,
                        _ => true,
                    };
                    assert!(good, "{at}: {c:?} at {i} in {text:?}");
                }
            }
            for (at, _, text) in texts_with_english(band, Language::Kiswahili) {
                assert!(![" ?", " !", " :", " ;", " ."].iter().any(|p| text.contains(p)), "{at}: {text:?}");
            }
        }
    }

    #[test]
    fn every_shipped_translation_matches_its_english_bank() {
        assert_eq!(check(), Ok(()));
        for language in [Language::Kiswahili, Language::French] {
            for band in AgeBand::ALL {
                let translated = translation(band, language).unwrap_or_else(|| panic!("{language} {band} missing"));
                assert_eq!(translated.len(), band.bank().len(), "{language} {band}");
            }
        }
        assert!(AgeBand::ALL.iter().all(|band| translation(*band, Language::English).is_none()));
    }
}
