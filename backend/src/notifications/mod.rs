//! A child's notifications: written by the features in the transaction of the event itself (an
//! activity completed, a badge earned, quiz results ready), listed newest first and marked read
//! through StudentService. Rows hold a stable [`Kind`] code and the name of what it is about;
//! the words a child reads are rendered here, so rewording them never changes stored data.

pub(crate) mod store;
pub(crate) mod wire;

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

    /// The title and the sentence a child reads.
    pub(crate) fn text(self, subject: &str, points: i32) -> (String, String) {
        let stars = if points == 1 { "1 star".to_owned() } else { format!("{points} stars") };
        match self {
            Kind::ActivityCompleted => {
                ("Activity completed!".to_owned(), format!("You finished '{subject}' and earned {stars}."))
            }
            Kind::BadgeEarned => ("New badge earned!".to_owned(), format!("You earned the {subject} badge: {stars}.")),
            Kind::QuizResults => (
                "Your quiz results are ready".to_owned(),
                "See the career areas that fit your interests on your results page.".to_owned(),
            ),
            Kind::PostRemoved => (
                "A grown-up took down your post".to_owned(),
                format!(
                    "Your post in {subject} broke a community rule, so nobody can see it now. Keep posts kind, and \
                     never share how to find or reach you."
                ),
            ),
            Kind::ModeratorWarning => (
                "Please keep our communities safe".to_owned(),
                format!(
                    "A grown-up checked your post in {subject} and it was not OK. Before you post again, remember: be \
                     kind, and keep your phone number, address and other details to yourself."
                ),
            ),
            Kind::ConsentApproved => (
                "Your parent said yes!".to_owned(),
                format!("You can join {subject}. Its card shows the day, the time and what to get ready."),
            ),
            Kind::ConsentDeclined => (
                "Your parent said not this time".to_owned(),
                format!(
                    "Your parent decided you won't join {subject} this time. You can talk to them about it, or pick \
                     another adventure!"
                ),
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
        assert_eq!(
            Kind::BadgeEarned.text("Science Explorer", 5),
            ("New badge earned!".to_owned(), "You earned the Science Explorer badge: 5 stars.".to_owned())
        );
        assert_eq!(
            Kind::ActivityCompleted.text("Bean Sprout Lab", 1).1,
            "You finished 'Bean Sprout Lab' and earned 1 star."
        );
        let (title, body) = Kind::PostRemoved.text("Young Scientists", 0);
        assert_eq!(title, "A grown-up took down your post");
        assert!(body.starts_with("Your post in Young Scientists broke a community rule"), "{body}");
        assert_eq!((Kind::ModeratorWarning.type_name(), Kind::ModeratorWarning.icon()), ("safety", "shield"));
    }
}
