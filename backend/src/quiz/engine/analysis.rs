//! The analysis text shown on the results page and the career-recommendations paragraph.

use std::collections::BTreeMap;

use super::AgeBand;
use super::careers::CareerMatch;
use super::riasec::{Dimension, Profile, top_dimensions};
use super::texts::{self, Text, area_label, join_and};
use crate::i18n::Language;

/// Whether `band` reads the younger words (6-12) rather than the older ones (13-18).
fn young(band: AgeBand) -> bool {
    matches!(band, AgeBand::EarlyExplorers | AgeBand::BuddingInnovators)
}

/// The type's words for "who", "loves", "strength" and "learns" in the band's register (young
/// or older).
fn who(d: Dimension, band: AgeBand) -> &'static Text {
    let w = texts::analysis().types.get(d);
    if young(band) { &w.who_young } else { &w.who_older }
}

fn loves(d: Dimension, band: AgeBand) -> &'static Text {
    let w = texts::analysis().types.get(d);
    if young(band) { &w.loves_young } else { &w.loves_older }
}

fn strength(d: Dimension, band: AgeBand) -> &'static Text {
    let w = texts::analysis().types.get(d);
    if young(band) { &w.strength_young } else { &w.strength_older }
}

fn learns(d: Dimension, band: AgeBand) -> &'static Text {
    let w = texts::analysis().types.get(d);
    if young(band) { &w.learns_young } else { &w.learns_older }
}

/// The type's next step for the band.
pub(super) fn next_step(d: Dimension, band: AgeBand) -> &'static Text {
    let w = texts::analysis().types.get(d);
    match band {
        AgeBand::EarlyExplorers => &w.next_6_8,
        AgeBand::BuddingInnovators => &w.next_9_12,
        AgeBand::TeenTrailblazers => &w.next_13_15,
        AgeBand::VisionaryAchievers => &w.next_16_18,
    }
}

/// `text` with its first letter in lower case, to follow a joining word.
fn lower_first(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_lowercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// The results page's text fields for a profile, written for `band` in `language`: `summary`,
/// `strengths`, `interests`, `learningStyle` and `nextSteps` (camelCase, as the web app splits
/// them into words).
pub fn analysis(band: AgeBand, language: Language, profile: &Profile) -> BTreeMap<String, String> {
    let words = texts::analysis();
    let top = top_dimensions(profile);
    // An empty profile (nothing answered) still gets encouraging text, from the first ranked type.
    let top = if top.is_empty() { vec![profile.ranked()[0]] } else { top };
    let main = top[0];
    let areas: Vec<&str> = top.iter().map(|d| area_label(*d, language)).collect();
    let areas_text = join_and(language, &areas);
    let title = texts::labels().titles.get(band).get(language);
    // The youngest bands' summary speaks in the younger register whatever the band.
    let who_young = words.types.get(main).who_young.get(language);
    let loves_young = words.types.get(main).loves_young.get(language);
    let type_name = texts::type_name(main, language);

    let summary = match band {
        AgeBand::EarlyExplorers => words
            .summary
            .early_explorers
            .fill(language, &[("title", title), ("who", who_young), ("loves", loves_young)]),
        AgeBand::BuddingInnovators => {
            let template = if areas.len() == 1 {
                &words.summary.budding_innovators_one
            } else {
                &words.summary.budding_innovators_many
            };
            template
                .fill(language, &[("title", title), ("who", who_young), ("loves", loves_young), ("areas", &areas_text)])
        }
        AgeBand::TeenTrailblazers => words.summary.teen_trailblazers.fill(
            language,
            &[("area", areas[0]), ("type", type_name), ("who", who(main, band).get(language)), ("areas", &areas_text)],
        ),
        AgeBand::VisionaryAchievers => words.summary.visionary_achievers.fill(
            language,
            &[
                ("code", &profile.code()),
                ("type", type_name),
                ("who", who(main, band).get(language)),
                ("areas", &areas_text),
            ],
        ),
    };

    let first_strength = strength(main, band).get(language);
    let strengths = match top.get(1) {
        Some(second) => {
            let join = if young(band) { &words.joins.strengths_young } else { &words.joins.strengths_older };
            let second = lower_first(strength(*second, band).get(language));
            join.fill(language, &[("first", first_strength), ("second", &second)])
        }
        None => first_strength.to_owned(),
    };

    let first_loves = if young(band) { &words.joins.interests_young } else { &words.joins.interests_older };
    let mut interests = first_loves.fill(language, &[("loves", loves(main, band).get(language))]);
    for (i, more) in top.iter().enumerate().skip(1) {
        let lead = if i == 1 { &words.joins.interests_also } else { &words.joins.interests_and_also };
        interests.push(' ');
        interests.push_str(&lead.fill(language, &[("loves", loves(*more, band).get(language))]));
    }

    let learning_style = learns(main, band).get(language).to_owned();

    let mut next_steps = next_step(main, band).get(language).to_owned();
    if let Some(second) = top.get(1) {
        next_steps.push(' ');
        next_steps.push_str(next_step(*second, band).get(language));
    }

    BTreeMap::from([
        ("summary".to_owned(), summary),
        ("strengths".to_owned(), strengths),
        ("interests".to_owned(), interests),
        ("learningStyle".to_owned(), learning_style),
        ("nextSteps".to_owned(), next_steps),
    ])
}

/// A paragraph explaining why the `top` careers were matched to the profile, written for `band`
/// in `language`.
pub fn recommendation_analysis(band: AgeBand, language: Language, profile: &Profile, top: &[CareerMatch]) -> String {
    let words = &texts::analysis().recommendation;
    let dims = top_dimensions(profile);
    let areas: Vec<&str> = dims.iter().map(|d| area_label(*d, language)).collect();
    let names: Vec<&str> = top.iter().take(3).map(|m| m.career.name(language)).collect();
    if names.is_empty() || dims.is_empty() {
        let empty = if young(band) { &words.empty_young } else { &words.empty_older };
        return empty.get(language).to_owned();
    }
    let best = &top[0];
    let careers = join_and(language, &names);
    let areas_text = join_and(language, &areas);
    let percent = best.match_percentage.to_string();
    let career = best.career.name(language);
    let description = best.career.description(language);
    match band {
        AgeBand::EarlyExplorers => words.early_explorers.fill(
            language,
            &[
                ("loves", texts::analysis().types.get(dims[0]).loves_young.get(language)),
                ("careers", &careers),
                ("emoji", &best.career.emoji),
                ("career", career),
                ("description", description),
            ],
        ),
        AgeBand::BuddingInnovators => words.budding_innovators.fill(
            language,
            &[
                ("areas", &areas_text),
                ("careers", &careers),
                ("emoji", &best.career.emoji),
                ("career", career),
                ("percent", &percent),
                ("description", description),
            ],
        ),
        AgeBand::TeenTrailblazers | AgeBand::VisionaryAchievers => {
            let template = if areas.len() == 1 { &words.older_one } else { &words.older_many };
            template.fill(
                language,
                &[
                    ("code", &profile.code()),
                    ("count", &super::careers::careers().len().to_string()),
                    ("areas", &areas_text),
                    ("careers", &careers),
                    ("career", career),
                    ("career_code", &best.career.code),
                    ("percent", &percent),
                    ("loves", loves(best.career.primary(), band).get(language)),
                ],
            )
        }
    }
}
