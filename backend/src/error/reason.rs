//! The stable reasons of refusals (AIP-193): every refusal carries a `google.rpc.ErrorInfo` with
//! one of these in `reason` and [`DOMAIN`] in `domain`, beside the message for people. A client
//! branches on the reason, never on the message, which may change. Listed, with what each means,
//! in `proto/README.md` (a test keeps the two lists equal). Never rename one: add a new one.

/// The `google.rpc.ErrorInfo` domain of every refusal.
pub const DOMAIN: &str = "ndoto.app";

macro_rules! reasons {
    ($($variant:ident = $name:literal,)*) => {
        /// Why a call was refused, in a form a program can act on.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub enum Reason {
            $(
                #[doc = concat!("`", $name, "`")]
                $variant,
            )*
        }

        impl Reason {
            /// Every reason.
            pub const ALL: &[Reason] = &[$(Reason::$variant),*];

            /// The reason as ErrorInfo carries it: UPPER_SNAKE_CASE, at most 63 characters.
            pub const fn as_str(self) -> &'static str {
                match self {
                    $(Reason::$variant => $name,)*
                }
            }
        }
    };
}

reasons! {
    // The request itself.
    InvalidField = "INVALID_FIELD",
    InvalidRequest = "INVALID_REQUEST",
    InvalidDeadline = "INVALID_DEADLINE",
    RequestTooLarge = "REQUEST_TOO_LARGE",
    MethodNotAllowed = "METHOD_NOT_ALLOWED",
    UnknownMethod = "UNKNOWN_METHOD",
    NotImplemented = "NOT_IMPLEMENTED",
    // Signing in and sessions.
    TokenMissing = "TOKEN_MISSING",
    TokenMalformed = "TOKEN_MALFORMED",
    TokenExpired = "TOKEN_EXPIRED",
    TokenInvalid = "TOKEN_INVALID",
    SessionEnded = "SESSION_ENDED",
    SignInFailed = "SIGN_IN_FAILED",
    AccountGone = "ACCOUNT_GONE",
    WrongRole = "WRONG_ROLE",
    NotYourId = "NOT_YOUR_ID",
    PasswordChangeRequired = "PASSWORD_CHANGE_REQUIRED",
    // Things that are not there, or not the caller's.
    NotFound = "NOT_FOUND",
    ChildNotFound = "CHILD_NOT_FOUND",
    CommunityNotFound = "COMMUNITY_NOT_FOUND",
    PostNotFound = "POST_NOT_FOUND",
    ChallengeNotFound = "CHALLENGE_NOT_FOUND",
    ChallengeRetired = "CHALLENGE_RETIRED",
    ResourceNotFound = "RESOURCE_NOT_FOUND",
    BookNotFound = "BOOK_NOT_FOUND",
    NotificationNotFound = "NOTIFICATION_NOT_FOUND",
    QuizNotFound = "QUIZ_NOT_FOUND",
    QuizNotSubmitted = "QUIZ_NOT_SUBMITTED",
    CaseNotFound = "CASE_NOT_FOUND",
    ConsentRequestNotFound = "CONSENT_REQUEST_NOT_FOUND",
    ExcursionNotFound = "EXCURSION_NOT_FOUND",
    MentorNotFound = "MENTOR_NOT_FOUND",
    VerificationLinkNotFound = "VERIFICATION_LINK_NOT_FOUND",
    VideoNotShown = "VIDEO_NOT_SHOWN",
    VideoNotWatched = "VIDEO_NOT_WATCHED",
    VideoNotBlocked = "VIDEO_NOT_BLOCKED",
    // Things that exist already.
    SignInNameTaken = "SIGN_IN_NAME_TAKEN",
    QuizAlreadySubmitted = "QUIZ_ALREADY_SUBMITTED",
    ChallengeAlreadyCompleted = "CHALLENGE_ALREADY_COMPLETED",
    RequestIdReused = "REQUEST_ID_REUSED",
    RequestInProgress = "REQUEST_IN_PROGRESS",
    // The state of things refuses the call.
    NotAMember = "NOT_A_MEMBER",
    PostingOff = "POSTING_OFF",
    EmailNotVerified = "EMAIL_NOT_VERIFIED",
    EmailAlreadyVerified = "EMAIL_ALREADY_VERIFIED",
    VerificationLinkUsed = "VERIFICATION_LINK_USED",
    VerificationLinkExpired = "VERIFICATION_LINK_EXPIRED",
    ConsentEmailMismatch = "CONSENT_EMAIL_MISMATCH",
    ConsentRequestsWaiting = "CONSENT_REQUESTS_WAITING",
    ConsentRequestDecided = "CONSENT_REQUEST_DECIDED",
    OutsideAiUnavailable = "OUTSIDE_AI_UNAVAILABLE",
    CaseDecided = "CASE_DECIDED",
    CaseHeldByAnother = "CASE_HELD_BY_ANOTHER",
    CaseNotTaken = "CASE_NOT_TAKEN",
    // Limits and a parent's rules.
    RateLimited = "RATE_LIMITED",
    Bedtime = "BEDTIME",
    DailyLimit = "DAILY_LIMIT",
    // The server.
    DeadlineExceeded = "DEADLINE_EXCEEDED",
    ServerTimeout = "SERVER_TIMEOUT",
    Unavailable = "UNAVAILABLE",
    Internal = "INTERNAL",
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reasons_are_unique_upper_snake_case_and_short() {
        let mut seen = std::collections::HashSet::new();
        for reason in Reason::ALL {
            let name = reason.as_str();
            assert!(seen.insert(name), "{name} twice");
            assert!(name.len() <= 63, "{name}");
            assert!(name.bytes().all(|b| b.is_ascii_uppercase() || b == b'_'), "{name}");
            assert!(name.bytes().next().is_some_and(|b| b.is_ascii_uppercase()), "{name}");
        }
    }

    /// proto/README.md lists exactly these reasons, each as a table row `| `NAME` | ... |`.
    #[test]
    fn proto_readme_lists_every_reason_and_no_other() {
        let readme = include_str!("../../../proto/README.md");
        let listed: std::collections::BTreeSet<&str> = readme
            .lines()
            .filter_map(|line| line.strip_prefix("| `")?.split_once('`').map(|(name, _)| name))
            .filter(|name| name.bytes().all(|b| b.is_ascii_uppercase() || b == b'_'))
            .collect();
        let ours: std::collections::BTreeSet<&str> = Reason::ALL.iter().map(|reason| reason.as_str()).collect();
        assert_eq!(listed, ours, "proto/README.md's table of reasons and error::reason differ");
    }
}
