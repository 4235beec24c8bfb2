//! A child's notifications: written by the features in the transaction of the event itself (an
//! activity completed, a badge earned, quiz results ready), listed newest first and marked read
//! through StudentService. Rows hold a stable [`Kind`] code and the name of what it is about;
//! the words a child reads are rendered here, so rewording them never changes stored data.

pub(crate) mod store;
pub(crate) mod wire;

use crate::{i18n::Words, words};

/// What happened, as stored.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Kind {
    /// The child completed an activity; the subject is its title, the points its stars.
    ActivityCompleted,
    /// The child earned a badge; the subject is its name, the points its stars.
    BadgeEarned,
    /// The child's career-quiz results are ready; no subject, no points.
    QuizResults,
    /// A moderator removed the child's post; the subject is the community's name.
    PostRemoved,
    /// A moderator warned the child about a post; the subject is the community's name.
    ModeratorWarning,
    /// The child's parent said yes to a consent request; the subject is what and when, such as
    /// "Robotics Lab Adventure on Friday 12 December at 10:00 AM".
    ConsentApproved,
    /// The child's parent said no to a consent request; the subject as for an approval.
    ConsentDeclined,
}

impl Kind {
    /// Every kind.
    pub(crate) const ALL: [Kind; 7] = [
        Kind::ActivityCompleted,
        Kind::BadgeEarned,
        Kind::QuizResults,
        Kind::PostRemoved,
        Kind::ModeratorWarning,
        Kind::ConsentApproved,
        Kind::ConsentDeclined,
    ];

    /// As stored, such as "badge_earned".
    pub(crate) fn as_str(self) -> &'static str {
        match self {
            Kind::ActivityCompleted => "activity_completed",
            Kind::BadgeEarned => "badge_earned",
            Kind::QuizResults => "quiz_results",
            Kind::PostRemoved => "post_removed",
            Kind::ModeratorWarning => "moderator_warning",
            Kind::ConsentApproved => "consent_approved",
            Kind::ConsentDeclined => "consent_declined",
        }
    }

    /// The kind stored as `code`.
    pub(crate) fn from_code(code: &str) -> Option<Kind> {
        Kind::ALL.into_iter().find(|kind| kind.as_str() == code)
    }

    /// The spec's notification type: achievement, badge, unlock or quest; ours for safety: safety.
    pub(crate) fn type_name(self) -> &'static str {
        match self {
            Kind::ActivityCompleted => "achievement",
            Kind::BadgeEarned => "badge",
            Kind::QuizResults | Kind::ConsentApproved => "unlock",
            Kind::ConsentDeclined => "quest",
            Kind::PostRemoved | Kind::ModeratorWarning => "safety",
        }
    }

    /// The spec's notification icon: rocket, medal, gift or award; ours for safety: shield.
    pub(crate) fn icon(self) -> &'static str {
        match self {
            Kind::ActivityCompleted => "rocket",
            Kind::BadgeEarned => "medal",
            Kind::QuizResults | Kind::ConsentApproved => "gift",
            Kind::ConsentDeclined => "award",
            Kind::PostRemoved | Kind::ModeratorWarning => "shield",
        }
    }

    /// The title and the sentence a child reads (`locales/*/notifications.ftl`).
    pub(crate) fn text(self, subject: &str, points: i32) -> (Words, Words) {
        match self {
            Kind::ActivityCompleted => (
                words!("notification-activity-completed"),
                words!("notification-activity-completed-text", subject = subject, stars = points),
            ),
            Kind::BadgeEarned => (
                words!("notification-badge-earned"),
                words!("notification-badge-earned-text", subject = subject, stars = points),
            ),
            Kind::QuizResults => (words!("notification-quiz-results"), words!("notification-quiz-results-text")),
            Kind::PostRemoved => {
                (words!("notification-post-removed"), words!("notification-post-removed-text", subject = subject))
            }
            Kind::ModeratorWarning => (
                words!("notification-moderator-warning"),
                words!("notification-moderator-warning-text", subject = subject),
            ),
            Kind::ConsentApproved => (
                words!("notification-consent-approved"),
                words!("notification-consent-approved-text", subject = subject),
            ),
            Kind::ConsentDeclined => (
                words!("notification-consent-declined"),
                words!("notification-consent-declined-text", subject = subject),
            ),
        }
    }
}

/// One notification to write.
#[derive(Debug, Clone)]
pub(crate) struct New<'a> {
    /// What happened.
    pub(crate) kind: Kind,
    /// The name of the activity or badge; empty for quiz results.
    pub(crate) subject: &'a str,
    /// The stars it brought.
    pub(crate) points: i32,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kinds_round_trip_and_read_as_the_spec_names_them() {
        for kind in Kind::ALL {
            assert_eq!(Kind::from_code(kind.as_str()), Some(kind));
        }
        assert_eq!(Kind::from_code("unknown"), None);
        assert_eq!(Kind::BadgeEarned.as_str(), "badge_earned");
        assert_eq!((Kind::ActivityCompleted.type_name(), Kind::ActivityCompleted.icon()), ("achievement", "rocket"));
        let (title, body) = Kind::BadgeEarned.text("Science Explorer", 5);
        assert_eq!(
            (title.to_string(), body.to_string()),
            ("New badge earned!".to_owned(), "You earned the Science Explorer badge: 5 stars.".to_owned())
        );
        assert_eq!(
            Kind::ActivityCompleted.text("Bean Sprout Lab", 1).1.to_string(),
            "You finished 'Bean Sprout Lab' and earned 1 star."
        );
        let (title, body) = Kind::PostRemoved.text("Young Scientists", 0);
        assert_eq!(title.to_string(), "A grown-up took down your post");
        assert!(body.to_string().starts_with("Your post in Young Scientists broke a community rule"), "{body:?}");
        // Issue 29: the child reads them in their language.
        let (title, body) = Kind::BadgeEarned.text("Science Explorer", 1);
        assert_eq!(title.in_language(crate::i18n::Language::Kiswahili), "Umepata beji mpya!");
        assert!(body.in_language(crate::i18n::Language::French).contains("1 étoile"), "{body:?}");
        assert_eq!((Kind::ModeratorWarning.type_name(), Kind::ModeratorWarning.icon()), ("safety", "shield"));
    }
}
