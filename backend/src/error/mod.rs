//! One error type for the domain and storage, and its one mapping to gRPC status codes (which the
//! REST transcoder maps on to HTTP statuses: 400, 401, 403, 404, 409, 429, 503), each with a
//! `google.rpc.ErrorInfo` whose stable [`Reason`] a program can act on. Per AIP-193 the status
//! message is the developer's, in English; the words for the person travel as a
//! `google.rpc.LocalizedMessage` in the caller's language ([`crate::i18n`]).

mod reason;

use std::collections::HashMap;

use tonic::{Code, Status};
use tonic_types::{FieldViolation, LocalizedMessage, StatusExt};

use crate::{
    i18n::{Language, Words},
    words,
};

pub use reason::{DOMAIN, Reason};

/// What went wrong, in terms a handler can answer with.
#[derive(Debug, thiserror::Error)]
pub enum AppError {
    /// The request is malformed; `field` names the request field to fix.
    #[error("{message}")]
    InvalidField {
        /// The request field, as the client spells it (`firstName`).
        field: &'static str,
        /// What is wrong and how to fix it, starting with the field's name.
        message: Words,
    },
    /// No valid credentials: missing, expired or tampered token, or a failed sign-in.
    #[error("{1}")]
    Unauthenticated(Reason, Words),
    /// Valid credentials that may not do this.
    #[error("{1}")]
    PermissionDenied(Reason, Words),
    /// The thing asked for does not exist (or is not the caller's to see).
    #[error("{1}")]
    NotFound(Reason, Words),
    /// The thing to create exists already, such as a taken email or a quiz submitted twice.
    #[error("{1}")]
    AlreadyExists(Reason, Words),
    /// The request is well formed but the state of things refuses it, such as a consent request
    /// decided already or posting a parent turned off; the message says why in words the caller
    /// can act on.
    #[error("{1}")]
    FailedPrecondition(Reason, Words),
    /// A limit was hit; try again after `retry_after` (see `crate::limits`): RESOURCE_EXHAUSTED
    /// with a `retry-after` header (whole seconds, as HTTP's Retry-After; REST answers carry it
    /// too) and a `google.rpc.RetryInfo` detail.
    #[error("{message}")]
    TooManyRequests {
        /// What the person is told, with the wait in words.
        message: Words,
        /// When trying again can succeed.
        retry_after: std::time::Duration,
        /// Which limit, as the security log names it (`sign_in_pair`): the ErrorInfo's `limit`.
        limit: &'static str,
    },
    /// Ndoto is closed for a child for now by a rule their parent chose (bedtime, the daily
    /// limit): RESOURCE_EXHAUSTED with Retry-After and RetryInfo as [`AppError::TooManyRequests`];
    /// its ErrorInfo's reason (`BEDTIME`, `DAILY_LIMIT`, not `RATE_LIMITED`) tells a client that
    /// this is no rate limit.
    #[error("{message}")]
    ClosedForNow {
        /// What the child is told.
        message: Words,
        /// When Ndoto opens again for the child.
        retry_after: std::time::Duration,
        /// [`Reason::Bedtime`] or [`Reason::DailyLimit`].
        reason: Reason,
    },
    /// The caller's token is valid but their account was removed (by a parent, or meanwhile).
    #[error("{}", account_gone())]
    AccountGone,
    /// The method exists in the API but this server does not implement it.
    #[error("{}", not_implemented(.0))]
    NotImplemented(&'static str),
    /// The database is unreachable or the pool is exhausted.
    #[error("{}", words!("unavailable"))]
    Unavailable(#[source] anyhow::Error),
    /// Anything unexpected: logged, and answered without details.
    #[error(transparent)]
    Internal(anyhow::Error),
}

fn account_gone() -> Words {
    words!("account-gone")
}

fn not_implemented(method: &str) -> Words {
    words!("not-implemented", method = method)
}

impl AppError {
    /// A field error naming `field`, the request field to fix.
    pub fn invalid(field: &'static str, message: Words) -> Self {
        Self::InvalidField { field, message }
    }

    /// A quiz submitted a second time: found before scoring, or by its key when two arrive at once.
    pub fn quiz_already_submitted() -> Self {
        Self::AlreadyExists(Reason::QuizAlreadySubmitted, words!("quiz-already-submitted"))
    }

    /// A community post that is not there (any more) for the caller: unknown, removed or hidden.
    pub fn post_gone() -> Self {
        Self::NotFound(Reason::PostNotFound, words!("post-gone"))
    }

    /// The refusal, with its words for `language`'s reader (a child signing in: the request
    /// carries no account yet, and the child's own language wins over the device's).
    pub fn for_reader(self, language: Language) -> Self {
        match self {
            AppError::ClosedForNow { message, retry_after, reason } => {
                AppError::ClosedForNow { message: message.for_reader(language), retry_after, reason }
            }
            other => other,
        }
    }

    /// The words for the person, if this error has its own (the server's failures say only that
    /// something failed, which [`From<AppError> for Status`] words).
    fn words(&self) -> Words {
        match self {
            AppError::InvalidField { message, .. }
            | AppError::Unauthenticated(_, message)
            | AppError::PermissionDenied(_, message)
            | AppError::NotFound(_, message)
            | AppError::AlreadyExists(_, message)
            | AppError::FailedPrecondition(_, message)
            | AppError::TooManyRequests { message, .. }
            | AppError::ClosedForNow { message, .. } => message.clone(),
            AppError::AccountGone => account_gone(),
            AppError::NotImplemented(method) => not_implemented(method),
            AppError::Unavailable(_) => words!("unavailable"),
            AppError::Internal(_) => words!("internal"),
        }
    }
}

/// The name of the constraint a database error violated, if it is a constraint violation.
pub fn violated_constraint(error: &diesel::result::Error) -> Option<&str> {
    match error {
        diesel::result::Error::DatabaseError(_, info) => info.constraint_name(),
        _ => None,
    }
}

/// What a violated constraint means to the caller, by the constraint's name in `migrations/`.
/// Violations not listed here are bugs: they stay internal errors.
fn constraint_error(constraint: &str) -> Option<AppError> {
    Some(match constraint {
        "quiz_submissions_pkey" => AppError::quiz_already_submitted(),
        // A row written for an account that was removed while the request ran.
        "children_parent_id_fkey"
        | "quizzes_child_id_fkey"
        | "quiz_submissions_child_id_fkey"
        | "challenge_completions_child_id_fkey"
        | "child_badges_child_id_fkey"
        | "community_members_child_id_fkey"
        | "community_posts_author_id_fkey"
        | "post_likes_child_id_fkey"
        | "post_reports_reporter_id_fkey"
        | "notifications_child_id_fkey"
        | "consent_requests_child_id_fkey"
        | "child_settings_child_id_fkey"
        | "child_daily_usage_child_id_fkey" => AppError::AccountGone,
        // A like or report of a post removed (with its author's account) while the request ran.
        "post_likes_post_id_fkey" | "post_reports_post_id_fkey" => AppError::post_gone(),
        _ => return None,
    })
}

impl From<diesel::result::Error> for AppError {
    fn from(error: diesel::result::Error) -> Self {
        if let Some(known) = violated_constraint(&error).and_then(constraint_error) {
            return known;
        }
        match error {
            diesel::result::Error::NotFound => Self::NotFound(Reason::NotFound, words!("not-found")),
            other if lost_connection(&other) => Self::Unavailable(other.into()),
            other => Self::Internal(other.into()),
        }
    }
}

/// Whether a query failed because the database went away under it (stopped, restarted, the
/// connection cut) or went read-only (a primary demoted by a failover) rather than because of
/// the query: the caller may simply try again, on a new connection to the current primary.
fn lost_connection(error: &diesel::result::Error) -> bool {
    crate::db::makes_connection_useless(error)
}

impl From<anyhow::Error> for AppError {
    /// Internal, unless the chain holds a database outage (a lost connection, a read-only
    /// server, no connection from the pool), which is UNAVAILABLE wherever it was wrapped.
    fn from(error: anyhow::Error) -> Self {
        if database_unavailable(&error) { Self::Unavailable(error) } else { Self::Internal(error) }
    }
}

/// Whether `error`'s chain holds a database outage rather than a bug.
fn database_unavailable(error: &anyhow::Error) -> bool {
    error.chain().any(|cause| {
        cause.downcast_ref::<diesel::result::Error>().is_some_and(lost_connection)
            || cause.is::<diesel_async::pooled_connection::bb8::RunError>()
            || cause.is::<diesel_async::pooled_connection::PoolError>()
            || cause.is::<diesel::ConnectionError>()
    })
}

impl From<serde_json::Error> for AppError {
    fn from(error: serde_json::Error) -> Self {
        Self::Internal(error.into())
    }
}

impl From<diesel_async::pooled_connection::bb8::RunError> for AppError {
    fn from(error: diesel_async::pooled_connection::bb8::RunError) -> Self {
        Self::Unavailable(error.into())
    }
}

impl AppError {
    /// The reason a program acts on, and the ErrorInfo's metadata.
    fn reason(&self) -> (Reason, HashMap<String, String>) {
        let none = HashMap::new;
        match self {
            AppError::InvalidField { field, .. } => {
                (Reason::InvalidField, HashMap::from([("field".into(), (*field).into())]))
            }
            AppError::Unauthenticated(reason, _)
            | AppError::PermissionDenied(reason, _)
            | AppError::NotFound(reason, _)
            | AppError::AlreadyExists(reason, _)
            | AppError::FailedPrecondition(reason, _) => (*reason, none()),
            AppError::TooManyRequests { limit, .. } => {
                (Reason::RateLimited, HashMap::from([("limit".into(), (*limit).into())]))
            }
            AppError::ClosedForNow { reason, .. } => (*reason, none()),
            AppError::AccountGone => (Reason::AccountGone, none()),
            AppError::NotImplemented(_) => (Reason::NotImplemented, none()),
            AppError::Unavailable(_) => (Reason::Unavailable, none()),
            AppError::Internal(_) => (Reason::Internal, none()),
        }
    }
}

impl From<AppError> for Status {
    fn from(error: AppError) -> Self {
        // An Internal built by hand around a database outage is still an outage.
        let error = match error {
            AppError::Internal(source) if database_unavailable(&source) => AppError::Unavailable(source),
            other => other,
        };
        let mut details = tonic_types::ErrorDetails::new();
        let (reason, metadata) = error.reason();
        details.set_error_info(reason.as_str(), DOMAIN, metadata);
        // AIP-193: the message is the developer's, in English; the person's words beside it.
        let words = error.words();
        let language = words.language();
        let localized = LocalizedMessage::new(language.code(), words.in_language(language));
        let message = words.to_string();
        details.set_localized_message(localized.locale.clone(), localized.message.clone());
        let code = match error {
            AppError::InvalidField { field, .. } => {
                details.set_bad_request(vec![FieldViolation {
                    field: field.into(),
                    description: message.clone(),
                    reason: Reason::InvalidField.as_str().into(),
                    localized_message: Some(localized),
                }]);
                Code::InvalidArgument
            }
            AppError::Unauthenticated(..) | AppError::AccountGone => Code::Unauthenticated,
            AppError::PermissionDenied(..) => {
                // The message names what was refused, never whose.
                tracing::warn!(target: "security", event = "permission_denied", reason = %message, "permission denied");
                Code::PermissionDenied
            }
            AppError::NotFound(..) => Code::NotFound,
            AppError::AlreadyExists(..) => Code::AlreadyExists,
            AppError::FailedPrecondition(..) => Code::FailedPrecondition,
            AppError::TooManyRequests { retry_after, .. } | AppError::ClosedForNow { retry_after, .. } => {
                return with_retry_after(Code::ResourceExhausted, message, retry_after, details);
            }
            AppError::NotImplemented(_) => Code::Unimplemented,
            AppError::Unavailable(source) => {
                tracing::warn!(error = %source, "database unavailable");
                return with_retry_after(Code::Unavailable, message, UNAVAILABLE_RETRY_AFTER, details);
            }
            AppError::Internal(source) => {
                tracing::error!(error = ?source, "internal error");
                Code::Internal
            }
        };
        Status::with_error_details(code, message, details)
    }
}

/// A refusal made outside [`AppError`] (the HTTP layers: deadlines, unknown methods), with its
/// ErrorInfo and the caller's words like every other.
pub fn status_with_reason(code: Code, reason: Reason, message: Words) -> Status {
    let mut details = tonic_types::ErrorDetails::new();
    details.set_error_info(reason.as_str(), DOMAIN, HashMap::new());
    let language = Language::of_caller();
    details.set_localized_message(language.code(), message.in_language(language));
    Status::with_error_details(code, message.to_string(), details)
}

/// When a client may try again after UNAVAILABLE: the database is restarting or a standby is
/// being promoted (seconds), and calls meanwhile fail within the pool's connection timeout.
pub const UNAVAILABLE_RETRY_AFTER: std::time::Duration = std::time::Duration::from_secs(2);

/// `code` (RESOURCE_EXHAUSTED, UNAVAILABLE) saying when to try again: a RetryInfo detail next to
/// `details`, and a `retry-after` header (REST: the Retry-After header, see `rest_errors`).
fn with_retry_after(
    code: Code,
    message: String,
    retry_after: std::time::Duration,
    mut details: tonic_types::ErrorDetails,
) -> Status {
    // Whole seconds, rounded up: a client that waits that long is never early.
    let seconds = retry_after.as_secs() + u64::from(retry_after.subsec_nanos() > 0);
    details.set_retry_info(Some(std::time::Duration::from_secs(seconds)));
    let mut status = Status::with_error_details(code, message, details);
    // For clients that read headers, such as the web app over grpc-web.
    status.metadata_mut().insert("retry-after", seconds.into());
    status
}

/// The result type of domain and storage functions.
pub type AppResult<T> = Result<T, AppError>;

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::*;

    #[test]
    fn every_error_maps_to_its_code_and_message() {
        let cases = [
            (
                AppError::Unauthenticated(Reason::TokenMissing, words!("sign-in-first")),
                Code::Unauthenticated,
                "sign in first",
            ),
            (
                AppError::PermissionDenied(Reason::NotYourId, words!("not-your-id", field = "childId")),
                Code::PermissionDenied,
                "childId must be your own id",
            ),
            (
                AppError::NotFound(Reason::QuizNotFound, words!("quiz-not-found")),
                Code::NotFound,
                "there is no quiz of yours with this id; take a new quiz",
            ),
            (
                AppError::AlreadyExists(Reason::SignInNameTaken, words!("sign-in-name-taken", name = "amani")),
                Code::AlreadyExists,
                "the sign-in name 'amani' is already taken; choose another one",
            ),
            (
                AppError::FailedPrecondition(Reason::CaseNotTaken, words!("case-not-taken")),
                Code::FailedPrecondition,
                "take this case first (TakeCase), so that no two moderators decide it at once",
            ),
            (
                AppError::AccountGone,
                Code::Unauthenticated,
                "this account no longer exists; sign in again, or ask your parent if it was removed",
            ),
            (
                AppError::NotImplemented("ndoto.v1.VideoService/SearchVideos"),
                Code::Unimplemented,
                "ndoto.v1.VideoService/SearchVideos is not implemented on this server",
            ),
            (
                AppError::Unavailable(anyhow::anyhow!("pool timed out")),
                Code::Unavailable,
                "the service is busy or restarting; please try again in a moment",
            ),
            (
                AppError::Internal(anyhow::anyhow!("secret detail")),
                Code::Internal,
                "something went wrong on our side; please try again",
            ),
        ];
        for (error, code, message) in cases {
            let (reason, _) = error.reason();
            let status = Status::from(error);
            assert_eq!((status.code(), status.message()), (code, message));
            assert!(status.get_details_bad_request().is_none());
            // Issue 27, item 4: every refusal says why in a form a program can act on.
            let info = status.get_details_error_info().expect("an ErrorInfo detail");
            assert_eq!((info.reason.as_str(), info.domain.as_str()), (reason.as_str(), DOMAIN));
        }
        let status = Status::from(AppError::NotFound(Reason::QuizNotFound, words!("quiz-not-found")));
        assert_eq!(status.get_details_error_info().unwrap().reason, "QUIZ_NOT_FOUND");
    }

    #[test]
    fn a_limit_answers_resource_exhausted_with_when_to_retry() {
        let error = AppError::TooManyRequests {
            message: words!("limit-sign-up-address", wait = crate::limits::wait_in_words(42)),
            retry_after: Duration::from_secs(42),
            limit: "sign_up",
        };
        let status = Status::from(error);
        assert_eq!(
            (status.code(), status.message()),
            (Code::ResourceExhausted, "too many accounts were created from here; please try again in 42 seconds")
        );
        assert_eq!(status.get_details_retry_info().unwrap().retry_delay, Some(Duration::from_secs(42)));
        assert_eq!(status.metadata().get("retry-after").unwrap(), "42");
    }

    #[test]
    fn closed_for_now_says_why_and_when_to_come_back() {
        let error = AppError::ClosedForNow {
            message: words!("bedtime", start = "20:30", end = "06:30"),
            retry_after: Duration::from_secs(600),
            reason: Reason::Bedtime,
        };
        let status = Language::Kiswahili.serve_sync(|| Status::from(error));
        assert_eq!(status.code(), Code::ResourceExhausted);
        // At sign-in the child's own language wins over the device's.
        let french = Status::from(
            AppError::ClosedForNow {
                message: words!("bedtime", start = "20:30", end = "06:30"),
                retry_after: Duration::from_secs(600),
                reason: Reason::Bedtime,
            }
            .for_reader(Language::French),
        );
        assert_eq!(french.get_details_localized_message().unwrap().locale, "fr");
        assert!(status.message().starts_with("It's bedtime! Your parent set Ndoto to rest from 20:30"));
        // AIP-193: the developer's message stays English; the child's words are their language's.
        let localized = status.get_details_localized_message().expect("a LocalizedMessage detail");
        assert_eq!(localized.locale, "sw");
        assert!(localized.message.contains("20:30") && !localized.message.contains("bedtime"), "{}", localized.message);
        assert_eq!(status.metadata().get("retry-after").unwrap(), "600");
        let info = status.get_details_error_info().expect("an ErrorInfo detail");
        assert_eq!((info.reason.as_str(), info.domain.as_str()), ("BEDTIME", DOMAIN));
        let limited = Status::from(AppError::TooManyRequests {
            message: words!("limit-sign-in-pair", wait = crate::limits::wait_in_words(0)),
            retry_after: Duration::ZERO,
            limit: "sign_in_pair",
        });
        let info = limited.get_details_error_info().expect("an ErrorInfo detail");
        assert_eq!(info.reason, "RATE_LIMITED", "a rate limit is not bedtime");
        assert_eq!(info.metadata["limit"], "sign_in_pair");
    }

    #[test]
    fn a_field_error_carries_a_bad_request_violation() {
        let status = Language::French
            .serve_sync(|| Status::from(AppError::invalid("email", words!("field-email", field = "email"))));
        assert_eq!(status.code(), Code::InvalidArgument);
        assert_eq!(status.message(), "email must be an email address such as name@example.com");
        let violations = status.get_details_bad_request().expect("a BadRequest detail").field_violations;
        assert_eq!(violations.len(), 1);
        assert_eq!(violations[0].field, "email");
        assert_eq!(violations[0].description, status.message());
        let localized = violations[0].localized_message.as_ref().expect("the field's words for the person");
        assert_eq!(localized.locale, "fr");
        let top = status.get_details_localized_message().expect("a LocalizedMessage detail");
        assert_eq!((&top.locale, &top.message), (&localized.locale, &localized.message));
        assert!(localized.message.contains("nom@exemple.com"), "{}", localized.message);
        let info = status.get_details_error_info().expect("an ErrorInfo detail");
        assert_eq!((info.reason.as_str(), info.metadata["field"].as_str()), ("INVALID_FIELD", "email"));
    }

    #[test]
    fn a_rate_limit_says_when_to_retry_in_whole_seconds() {
        let status = Status::from(AppError::TooManyRequests {
            message: words!("limit-sign-up-address", wait = crate::limits::wait_in_words(13)),
            retry_after: std::time::Duration::from_millis(12_300),
            limit: "sign_up",
        });
        assert_eq!(status.code(), Code::ResourceExhausted);
        assert_eq!(status.metadata().get("retry-after").unwrap(), "13");
        let retry = status.get_details_retry_info().expect("a RetryInfo detail");
        assert_eq!(retry.retry_delay, Some(std::time::Duration::from_secs(13)));
    }

    #[test]
    fn constraints_with_a_meaning_become_answers_and_others_stay_internal() {
        // Sign-up never tells that an email address has an account (see auth::service).
        assert!(constraint_error("parents_email_key").is_none());
        assert!(matches!(constraint_error("quiz_submissions_pkey"), Some(AppError::AlreadyExists(..))));
        assert!(matches!(constraint_error("child_badges_child_id_fkey"), Some(AppError::AccountGone)));
        assert!(matches!(constraint_error("post_likes_child_id_fkey"), Some(AppError::AccountGone)));
        assert!(matches!(constraint_error("post_reports_post_id_fkey"), Some(AppError::NotFound(..))));
        assert!(constraint_error("badges_position_key").is_none());
        assert!(matches!(AppError::from(diesel::result::Error::NotFound), AppError::NotFound(..)));
    }

    fn database_error(kind: diesel::result::DatabaseErrorKind, message: &str) -> diesel::result::Error {
        diesel::result::Error::DatabaseError(kind, Box::new(message.to_owned()))
    }

    #[test]
    fn a_failover_answers_unavailable_with_when_to_retry_never_internal() {
        use diesel::result::DatabaseErrorKind as Kind;
        // What a call meets while the primary dies and a standby is promoted: its connection
        // cut, a server shutting down or starting, a demoted primary (SQLSTATE 25006), no
        // connection from the pool in time.
        let outages = [
            database_error(Kind::ClosedConnection, "connection closed"),
            database_error(Kind::UnableToSendCommand, "error communicating with database: Connection reset by peer"),
            database_error(Kind::ReadOnlyTransaction, "cannot execute INSERT in a read-only transaction"),
            database_error(Kind::Unknown, "terminating connection due to administrator command"),
            database_error(Kind::Unknown, "the database system is starting up"),
            diesel::result::Error::BrokenTransactionManager,
        ];
        let mut errors: Vec<AppError> = outages.into_iter().map(AppError::from).collect();
        errors.push(AppError::from(diesel_async::pooled_connection::bb8::RunError::TimedOut));
        // Wrapped on its way up, or wrapped by hand as Internal: still an outage.
        errors.push(AppError::from(
            anyhow::Error::new(database_error(Kind::ReadOnlyTransaction, "read-only")).context("cannot count minutes"),
        ));
        errors.push(AppError::Internal(anyhow::Error::new(database_error(Kind::ClosedConnection, "closed"))));
        for error in errors {
            let described = format!("{error:?}");
            let status = Status::from(error);
            assert_eq!(status.code(), Code::Unavailable, "{described}");
            assert_eq!(status.metadata().get("retry-after").map(|v| v.to_str().unwrap()), Some("2"), "{described}");
            let retry = status.get_details_retry_info().expect("a RetryInfo detail");
            assert_eq!(retry.retry_delay, Some(UNAVAILABLE_RETRY_AFTER));
            assert_eq!(status.get_details_error_info().unwrap().reason, "UNAVAILABLE", "{described}");
        }
        // A query's own mistake stays a bug.
        let bug = AppError::from(database_error(Kind::Unknown, "column \"nope\" does not exist"));
        assert_eq!(Status::from(bug).code(), Code::Internal);
        assert_eq!(Status::from(AppError::from(anyhow::anyhow!("a row is malformed"))).code(), Code::Internal);
    }
}
