//! The careers catalogue and matching a profile against it.

use std::sync::LazyLock;

use super::riasec::{Dimension, Profile};
use super::texts;
use crate::i18n::Language;

/// A career in the catalogue (`texts/careers.toml`).
#[derive(Debug, PartialEq, Eq)]
pub struct Career {
    /// The career's stable id, such as "solar_technician".
    pub id: String,
    /// An emoji for the career card.
    pub emoji: String,
    /// The career's three-letter Holland code, strongest type first, such as "IRC".
    pub code: String,
    /// The name ("Solar Technician") and the line about it, by language.
    names: [String; 3],
    descriptions: [String; 3],
}

/// A language's position in [`Career`]'s arrays.
fn slot(language: Language) -> usize {
    match language {
        Language::English => 0,
        Language::Kiswahili => 1,
        Language::French => 2,
    }
}

impl Career {
    /// The career's name in `language`, such as "Solar Technician".
    pub fn name(&self, language: Language) -> &str {
        &self.names[slot(language)]
    }

    /// One line about the career that a child understands, in `language`.
    pub fn description(&self, language: Language) -> &str {
        &self.descriptions[slot(language)]
    }

    /// The RIASEC types of the career's code, strongest first.
    pub fn dimensions(&self) -> Vec<Dimension> {
        self.code.chars().filter_map(Dimension::from_letter).collect()
    }

    /// The career's main type (the first letter of its code).
    pub fn primary(&self) -> Dimension {
        self.dimensions().first().copied().unwrap_or(Dimension::Realistic)
    }
}

static CAREERS: LazyLock<Vec<Career>> = LazyLock::new(|| {
    texts::careers()
        .career
        .iter()
        .map(|entry| Career {
            id: entry.id.clone(),
            emoji: entry.emoji.clone(),
            code: entry.code.clone(),
            names: Language::ALL.map(|language| entry.name.get(language).to_owned()),
            descriptions: Language::ALL.map(|language| entry.description.get(language).to_owned()),
        })
        .collect()
});

/// The whole careers catalogue, grouped by main type in R, I, A, S, E, C order.
pub fn careers() -> &'static [Career] {
    &CAREERS
}

/// The catalogue's career `id`.
pub(crate) fn career(id: &str) -> Option<&'static Career> {
    careers().iter().find(|career| career.id == id)
}

/// A career and how well it matches a profile.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct CareerMatch {
    /// The career from the catalogue.
    pub career: &'static Career,
    /// How well the career matches, 0 to 100.
    pub match_percentage: i32,
}

/// The weight of each letter of a Holland code, first to third: each letter counts half as much as
/// the one before. (Holland's 3-2-1 weighting was measured too: with it a child who always picked
/// the same type matched their best career less well than a child answering at random, because a
/// one-type profile is far from any three-letter code.)
const CODE_WEIGHTS: [f64; 3] = [1.0, 0.5, 0.25];

/// The match shown for a profile pointing exactly along a career's weighted code (similarity 1).
const BEST_PERCENT: f64 = 99.0;

/// The match shown for the best career of a completely flat profile (every type scored the same,
/// no preference at all), the least a best match can be.
const FLAT_PERCENT: f64 = 75.0;

/// The similarity between a flat profile and any three-letter code:
/// (w1 + w2 + w3) / (sqrt(6) * |w|).
fn flat_similarity() -> f64 {
    let sum: f64 = CODE_WEIGHTS.iter().sum();
    let norm = CODE_WEIGHTS.iter().map(|w| w * w).sum::<f64>().sqrt();
    sum / (6.0_f64.sqrt() * norm)
}

/// The career's code as a weighted vector over R, I, A, S, E, C.
fn code_vector(career: &Career) -> [f64; 6] {
    let mut v = [0.0; 6];
    for (d, w) in career.dimensions().into_iter().zip(CODE_WEIGHTS) {
        v[d.index()] = w;
    }
    v
}

/// Cosine similarity between a profile and a career's weighted code, 0.0 to 1.0 (both are
/// non-negative); 0.0 for an empty profile.
pub(crate) fn similarity(profile: &Profile, career: &Career) -> f64 {
    let p = profile.scores();
    let w = code_vector(career);
    let dot: f64 = p.iter().zip(w).map(|(a, b)| a * b).sum();
    let norm_p = p.iter().map(|x| x * x).sum::<f64>().sqrt();
    let norm_w = w.iter().map(|x| x * x).sum::<f64>().sqrt();
    if norm_p == 0.0 || norm_w == 0.0 { 0.0 } else { dot / (norm_p * norm_w) }
}

/// The calibrated match percentage for a similarity: the straight line through (flat similarity,
/// [`FLAT_PERCENT`]) and (1.0, [`BEST_PERCENT`]), rounded and clamped to 0..=100.
///
/// So a child with no preference at all sees a best match of 75, a child whose answers point
/// exactly along a career's code sees 99, and careers that share nothing with the profile fall to
/// about 35. Measured over random answer sets (the `match_distribution` test) the best match
/// mostly lands between 80 and 95, and children who answer consistently land higher, mostly 95-99.
pub(crate) fn percentage(similarity: f64) -> i32 {
    let flat = flat_similarity();
    let p = FLAT_PERCENT + (BEST_PERCENT - FLAT_PERCENT) * (similarity - flat) / (1.0 - flat);
    p.round().clamp(0.0, 100.0) as i32
}

/// The `how_many` best-matching careers for a profile, best first. Ties keep catalogue order, so
/// the result is deterministic.
pub fn recommend(profile: &Profile, how_many: usize) -> Vec<CareerMatch> {
    let mut scored: Vec<(f64, &'static Career)> =
        careers().iter().map(|career| (similarity(profile, career), career)).collect();
    scored.sort_by(|a, b| b.0.total_cmp(&a.0));
    scored
        .into_iter()
        .take(how_many)
        .map(|(s, career)| CareerMatch { career, match_percentage: percentage(s) })
        .collect()
}

/// Careers whose main type is `dimension`, in catalogue order.
pub(crate) fn careers_in(dimension: Dimension) -> impl Iterator<Item = &'static Career> {
    careers().iter().filter(move |c| c.primary() == dimension)
}
