//! The built-in career-interest engine, grounded in Holland's RIASEC model: age-banded question
//! banks whose answers carry RIASEC tags, deterministic scoring, career areas, the analysis text,
//! the careers catalogue with Holland codes and matching, and a rule-based careers advisor; the
//! words a child reads are data in English, Kiswahili and French (`texts/`).
//!
//! Pure domain code: no I/O, no database, no network. Randomness only comes in through the `rng`
//! passed to [`generate`].

#![deny(missing_docs)]

mod advisor;
mod analysis;
mod banks;
mod careers;
mod questions;
mod riasec;
mod scoring;
mod texts;

#[cfg(test)]
mod language_tests;
#[cfg(test)]
mod tests;

pub use advisor::{SharedPersonal, advisor_refuses, advisor_reply, refused_personal_information};
pub use analysis::{analysis, recommendation_analysis};
pub use careers::{Career, CareerMatch, careers, recommend};
pub use questions::{Answer, Question, bank_questions, generate, generate_in, offered_counts, validate};
pub use riasec::{AREA_SHARE, Dimension, Profile, top_career_areas, top_dimensions};
pub use scoring::score;
pub use texts::{area_label, subjects, type_name};

/// Reads and checks the banks' Kiswahili and French translations, as the server does at start:
/// the problems of the first translation that does not match its English bank.
pub fn check_translations() -> Result<(), String> {
    banks::translations::check()
}

/// The four age bands a quiz is written for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum AgeBand {
    /// Ages 6 to 8.
    EarlyExplorers,
    /// Ages 9 to 12.
    BuddingInnovators,
    /// Ages 13 to 15.
    TeenTrailblazers,
    /// Ages 16 to 18.
    VisionaryAchievers,
}

impl AgeBand {
    /// All four bands, youngest first.
    pub const ALL: [AgeBand; 4] =
        [AgeBand::EarlyExplorers, AgeBand::BuddingInnovators, AgeBand::TeenTrailblazers, AgeBand::VisionaryAchievers];

    /// The band for an age range as the API spells it ("6-8", "9-12", "13-15" or "16-18"),
    /// ignoring surrounding whitespace; `None` for anything else.
    pub fn parse(s: &str) -> Option<Self> {
        let s = s.trim();
        Self::ALL.into_iter().find(|band| band.as_str() == s)
    }

    /// The band's age range as the API spells it, such as "9-12".
    pub fn as_str(self) -> &'static str {
        match self {
            AgeBand::EarlyExplorers => "6-8",
            AgeBand::BuddingInnovators => "9-12",
            AgeBand::TeenTrailblazers => "13-15",
            AgeBand::VisionaryAchievers => "16-18",
        }
    }

    /// The band an age in years falls in; `None` below 6 or above 18.
    pub fn for_age(age: i32) -> Option<Self> {
        match age {
            6..=8 => Some(AgeBand::EarlyExplorers),
            9..=12 => Some(AgeBand::BuddingInnovators),
            13..=15 => Some(AgeBand::TeenTrailblazers),
            16..=18 => Some(AgeBand::VisionaryAchievers),
            _ => None,
        }
    }

    /// How many questions one quiz of the band asks: 8, 10, 12 and 12, about 5 to 10 minutes.
    pub fn questions_per_quiz(self) -> usize {
        match self {
            AgeBand::EarlyExplorers => 8,
            AgeBand::BuddingInnovators => 10,
            AgeBand::TeenTrailblazers | AgeBand::VisionaryAchievers => 12,
        }
    }

    /// The spec's age-group title (section 3), such as "Early Explorer".
    pub fn title(self) -> &'static str {
        match self {
            AgeBand::EarlyExplorers => "Early Explorer",
            AgeBand::BuddingInnovators => "Budding Innovator",
            AgeBand::TeenTrailblazers => "Teen Trailblazer",
            AgeBand::VisionaryAchievers => "Visionary Achiever",
        }
    }

    /// How many answers a question of this band may offer, fewest to most.
    pub fn answers_per_question(self) -> std::ops::RangeInclusive<usize> {
        match self {
            AgeBand::EarlyExplorers => 3..=4,
            _ => 3..=5,
        }
    }

    /// The built-in bank of this band.
    pub(crate) fn bank(self) -> &'static [banks::BankQuestion] {
        match self {
            AgeBand::EarlyExplorers => banks::EARLY_EXPLORERS,
            AgeBand::BuddingInnovators => banks::BUDDING_INNOVATORS,
            AgeBand::TeenTrailblazers => banks::TEEN_TRAILBLAZERS,
            AgeBand::VisionaryAchievers => banks::VISIONARY_ACHIEVERS,
        }
    }

    /// Whether the band's questions carry a context line and per-answer descriptions (16-18).
    pub fn has_context(self) -> bool {
        self == AgeBand::VisionaryAchievers
    }
}

impl std::fmt::Display for AgeBand {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}
