//! The profile a quiz produces over Holland's six interest types, and the career areas named after
//! them. The types themselves ([`Dimension`]) live in the catalogue crate, whose entries speak to
//! them too.

use serde::{Deserialize, Serialize};

pub use ndoto_catalogue::riasec::Dimension;

use crate::i18n::Language;

/// How strongly a child's answers lean towards each RIASEC type: for every type, the share of the
/// times it was offered that the child chose it, from 0.0 to 1.0.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
#[serde(try_from = "[f64; 6]", into = "[f64; 6]")]
pub struct Profile {
    scores: [f64; 6],
}

impl Profile {
    /// A profile from six scores in R, I, A, S, E, C order; each is clamped into 0.0..=1.0 and a
    /// non-finite score counts as 0.0.
    pub fn new(scores: [f64; 6]) -> Self {
        Self { scores: scores.map(|s| if s.is_finite() { s.clamp(0.0, 1.0) } else { 0.0 }) }
    }

    /// The score of one type, 0.0 to 1.0.
    pub fn get(&self, dimension: Dimension) -> f64 {
        self.scores[dimension.index()]
    }

    /// The six scores in R, I, A, S, E, C order.
    pub fn scores(&self) -> [f64; 6] {
        self.scores
    }

    /// Whether no type scored at all (nothing was answered).
    pub fn is_empty(&self) -> bool {
        self.scores.iter().all(|&s| s <= 0.0)
    }

    /// The six types from highest score to lowest; equal scores keep hexagon order R, I, A, S, E, C.
    pub fn ranked(&self) -> [Dimension; 6] {
        let mut order = Dimension::ALL;
        // A stable sort keeps RIASEC order among equal scores, so the ranking is deterministic.
        order.sort_by(|a, b| self.get(*b).total_cmp(&self.get(*a)));
        order
    }

    /// The child's own three-letter Holland code, such as "IAR".
    pub fn code(&self) -> String {
        self.ranked()[..3].iter().map(|d| d.letter()).collect()
    }
}

impl TryFrom<[f64; 6]> for Profile {
    type Error = String;

    fn try_from(scores: [f64; 6]) -> Result<Self, Self::Error> {
        if scores.iter().all(|s| (0.0..=1.0).contains(s)) {
            Ok(Self { scores })
        } else {
            Err("profile scores must lie between 0 and 1".to_owned())
        }
    }
}

impl From<Profile> for [f64; 6] {
    fn from(profile: Profile) -> Self {
        profile.scores
    }
}

/// One to three career areas from a profile in `language`, best first: the top type's area
/// always, and the second and third when they score at least [`AREA_SHARE`] of the top score. An
/// empty profile (no answers) has no areas.
pub fn top_career_areas(profile: &Profile, language: Language) -> Vec<&'static str> {
    top_dimensions(profile).into_iter().map(|d| super::texts::area_label(d, language)).collect()
}

/// The share of the top score a runner-up type needs to count as a top career area too.
pub const AREA_SHARE: f64 = 0.75;

/// The types behind [`top_career_areas`], best first.
pub fn top_dimensions(profile: &Profile) -> Vec<Dimension> {
    if profile.is_empty() {
        return Vec::new();
    }
    let ranked = profile.ranked();
    let best = profile.get(ranked[0]);
    let mut top = vec![ranked[0]];
    top.extend(
        ranked[1..3].iter().copied().take_while(|d| profile.get(*d) > 0.0 && profile.get(*d) >= best * AREA_SHARE),
    );
    top
}
