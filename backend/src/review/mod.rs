//! People in the loop: the queue of cases a moderator decides on. A case is a reported post (one
//! open case however many children report it), or a post refused for self-harm, grooming or
//! personal information, whose text is kept for moderators only until 30 days after the
//! decision ([`REFUSED_TEXT_KEPT`]). Self-harm and grooming are urgent.
//!
//! Moderators (`moderators`, made by an operator only) list the queue, take a case (another
//! moderator's can be taken over after [`TAKEOVER_AFTER`]) and decide it (`cases`); every
//! decision is an append-only audit row. ModerationService (`service`) is the wire.

pub(crate) mod cases;
pub mod moderators;
pub(crate) mod safety;
pub(crate) mod service;
pub(crate) mod store;
pub(crate) mod wire;

use chrono::TimeDelta;

use crate::moderation::Refusal;

/// How long a refused post's text stays for review after its case is decided.
pub const REFUSED_TEXT_KEPT: TimeDelta = TimeDelta::days(30);

/// How long a taken case stays its moderator's: after that another moderator can take it over,
/// so that a case is never stuck with someone who went home.
pub const TAKEOVER_AFTER: TimeDelta = TimeDelta::minutes(15);

/// The longest note a moderator can leave with a decision.
pub const MAX_NOTE_CHARS: usize = 500;
/// How many earlier decisions on the author a case shows.
pub const EARLIER_DECISIONS_SHOWN: i64 = 10;

/// What a moderator decided, as stored.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Decision {
    /// The post may stay (a refused one: nothing more to do).
    Keep,
    /// The post goes; its author is told.
    Remove,
    /// The post goes, and its author is warned.
    RemoveAndWarn,
}

impl Decision {
    /// Every decision.
    pub(crate) const ALL: [Decision; 3] = [Decision::Keep, Decision::Remove, Decision::RemoveAndWarn];

    /// The stored name.
    pub(crate) fn code(self) -> &'static str {
        match self {
            Decision::Keep => "keep",
            Decision::Remove => "remove",
            Decision::RemoveAndWarn => "remove_and_warn",
        }
    }

    /// The decision stored as `code`.
    pub(crate) fn from_code(code: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|decision| decision.code() == code)
    }

    /// The message naming the decision in words ("keep", "remove", "remove and warn").
    pub(crate) fn words(self) -> &'static str {
        match self {
            Decision::Keep => "decision-keep",
            Decision::Remove => "decision-remove",
            Decision::RemoveAndWarn => "decision-remove-and-warn",
        }
    }
}

/// What a case is about, as stored.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Category {
    /// Children reported a published post.
    Reported,
    /// A refused post in which the child says they want to hurt themselves.
    SelfHarm,
    /// A refused post that sounds like grooming: secrecy, isolation, gifts for favours.
    Grooming,
    /// A refused post that gives away how to find or reach a child: a phone number, an email or
    /// home address, a handle elsewhere, a full name, a password, an invitation to meet.
    PersonalInformation,
}

impl Category {
    /// The stored name.
    pub(crate) fn code(self) -> &'static str {
        match self {
            Category::Reported => "reported",
            Category::SelfHarm => "self_harm",
            Category::Grooming => "grooming",
            Category::PersonalInformation => "personal_information",
        }
    }

    /// Every category.
    pub(crate) const ALL: [Category; 4] =
        [Category::Reported, Category::SelfHarm, Category::Grooming, Category::PersonalInformation];

    /// The category stored as `code`.
    pub(crate) fn from_code(code: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|category| category.code() == code)
    }

    /// Whether a person should look first: a child may be in danger.
    pub(crate) fn urgent(self) -> bool {
        matches!(self, Category::SelfHarm | Category::Grooming)
    }

    /// The case a refused post makes, if any: rude words, bullying, links and reordering
    /// characters are refused with their message and need no person.
    pub(crate) fn of_refusal(refusal: Refusal) -> Option<Self> {
        match refusal {
            Refusal::SelfHarm => Some(Category::SelfHarm),
            Refusal::Grooming => Some(Category::Grooming),
            Refusal::PhoneNumber
            | Refusal::Email
            | Refusal::Address
            | Refusal::Social
            | Refusal::FullName
            | Refusal::MeetUp
            | Refusal::Password => Some(Category::PersonalInformation),
            Refusal::ReorderingCharacters
            | Refusal::SelfHarmEncouragement
            | Refusal::Link
            | Refusal::Bullying
            | Refusal::Profanity => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn self_harm_and_grooming_are_urgent_and_other_refusals_queue_as_their_kind() {
        assert_eq!(Category::of_refusal(Refusal::SelfHarm), Some(Category::SelfHarm));
        assert_eq!(Category::of_refusal(Refusal::PhoneNumber), Some(Category::PersonalInformation));
        assert_eq!(Category::of_refusal(Refusal::MeetUp), Some(Category::PersonalInformation));
        assert_eq!(Category::of_refusal(Refusal::Profanity), None);
        assert!(Category::SelfHarm.urgent() && Category::Grooming.urgent());
        assert!(!Category::Reported.urgent() && !Category::PersonalInformation.urgent());
    }

    #[test]
    fn stored_names_round_trip() {
        for category in Category::ALL {
            assert_eq!(Category::from_code(category.code()), Some(category));
        }
        for decision in Decision::ALL {
            assert_eq!(Decision::from_code(decision.code()), Some(decision));
        }
        assert_eq!((Category::from_code("other"), Decision::from_code("delete")), (None, None));
    }
}
