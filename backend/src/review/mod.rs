//! People in the loop: the queue of cases a moderator decides on. A case is a reported post (one
//! open case however many children report it), or a post refused for self-harm, grooming or
//! personal information, whose text is kept for moderators only until 30 days after the
//! decision ([`REFUSED_TEXT_KEPT`]). Self-harm and grooming are urgent. The moderators' service
//! (listing, taking and deciding cases) comes on top of this queue.

pub(crate) mod store;

use chrono::TimeDelta;

use crate::moderation::Refusal;

/// How long a refused post's text stays for review after its case is decided.
pub const REFUSED_TEXT_KEPT: TimeDelta = TimeDelta::days(30);

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
}
