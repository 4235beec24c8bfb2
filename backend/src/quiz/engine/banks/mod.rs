//! The built-in question banks, one per age band, as static data; their Kiswahili and French
//! words are data files checked against them ([`translations`]).
//!
//! Every bank question offers each of the six RIASEC types exactly once across its answers (an
//! answer carries one or two tags), so any selection of bank questions offers every type equally
//! often and scores stay comparable between types.

use super::riasec::Dimension;

mod budding_innovators;
mod early_explorers;
mod teen_trailblazers;
pub(crate) mod translations;
mod visionary_achievers;

pub(crate) use budding_innovators::BANK as BUDDING_INNOVATORS;
pub(crate) use early_explorers::BANK as EARLY_EXPLORERS;
pub(crate) use teen_trailblazers::BANK as TEEN_TRAILBLAZERS;
pub(crate) use visionary_achievers::BANK as VISIONARY_ACHIEVERS;

/// A question as written in a bank.
#[derive(Debug)]
pub(crate) struct BankQuestion {
    pub text: &'static str,
    pub scenario: Option<&'static str>,
    pub context: Option<&'static str>,
    pub answers: &'static [BankAnswer],
}

/// An answer as written in a bank, with the RIASEC types it expresses.
#[derive(Debug)]
pub(crate) struct BankAnswer {
    pub text: &'static str,
    pub description: Option<&'static str>,
    pub tags: &'static [Dimension],
}

// Short names for writing the banks.
const R: Dimension = Dimension::Realistic;
const I: Dimension = Dimension::Investigative;
const A: Dimension = Dimension::Artistic;
const S: Dimension = Dimension::Social;
const E: Dimension = Dimension::Enterprising;
const C: Dimension = Dimension::Conventional;

/// A plain question.
const fn q(text: &'static str, answers: &'static [BankAnswer]) -> BankQuestion {
    BankQuestion { text, scenario: None, context: None, answers }
}

/// A question with a scenario line (13-15).
const fn qs(scenario: &'static str, text: &'static str, answers: &'static [BankAnswer]) -> BankQuestion {
    BankQuestion { text, scenario: Some(scenario), context: None, answers }
}

/// A question with a context line (16-18).
const fn qc(context: &'static str, text: &'static str, answers: &'static [BankAnswer]) -> BankQuestion {
    BankQuestion { text, scenario: None, context: Some(context), answers }
}

/// A plain answer.
const fn a(text: &'static str, tags: &'static [Dimension]) -> BankAnswer {
    BankAnswer { text, description: None, tags }
}

/// An answer with a description (16-18).
const fn ad(text: &'static str, description: &'static str, tags: &'static [Dimension]) -> BankAnswer {
    BankAnswer { text, description: Some(description), tags }
}
