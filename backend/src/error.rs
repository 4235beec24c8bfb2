//! One error type for the domain and storage, and its one mapping to gRPC status codes (which the
//! REST transcoder maps on to HTTP statuses: 400, 401, 403, 404, 409, 429, 503).

use tonic::{Code, Status};
use tonic_types::StatusExt;

/// What went wrong, in terms a handler can answer with.
#[derive(Debug, thiserror::Error)]
pub enum AppError {
    /// The request is malformed; `field` names the request field to fix.
    #[error("{message}")]
    InvalidField { field: &'static str, message: String },
    /// No valid credentials: missing, expired or tampered token, or a failed sign-in.
    #[error("{0}")]
    Unauthenticated(String),
    /// Valid credentials that may not do this.
    #[error("{0}")]
    PermissionDenied(String),
    #[error("{0}")]
    NotFound(String),
    #[error("{0}")]
    AlreadyExists(String),
    #[error("{0}")]
    TooManyRequests(String),
    /// The database is unreachable or the pool is exhausted.
    #[error("the service is busy or restarting; please try again in a moment")]
    Unavailable(#[source] anyhow::Error),
    /// Anything unexpected: logged, and answered without details.
    #[error(transparent)]
    Internal(#[from] anyhow::Error),
}

impl AppError {
    pub fn invalid(field: &'static str, message: impl Into<String>) -> Self {
        Self::InvalidField { field, message: message.into() }
    }
}

impl From<diesel::result::Error> for AppError {
    fn from(error: diesel::result::Error) -> Self {
        match error {
            diesel::result::Error::NotFound => Self::NotFound("not found".into()),
            other => Self::Internal(other.into()),
        }
    }
}

impl From<diesel_async::pooled_connection::bb8::RunError> for AppError {
    fn from(error: diesel_async::pooled_connection::bb8::RunError) -> Self {
        Self::Unavailable(error.into())
    }
}

impl From<AppError> for Status {
    fn from(error: AppError) -> Self {
        match error {
            AppError::InvalidField { field, message } => {
                let mut details = tonic_types::ErrorDetails::new();
                details.add_bad_request_violation(field, message.clone());
                Status::with_error_details(Code::InvalidArgument, message, details)
            }
            AppError::Unauthenticated(message) => Status::unauthenticated(message),
            AppError::PermissionDenied(message) => Status::permission_denied(message),
            AppError::NotFound(message) => Status::not_found(message),
            AppError::AlreadyExists(message) => Status::already_exists(message),
            AppError::TooManyRequests(message) => Status::resource_exhausted(message),
            AppError::Unavailable(source) => {
                tracing::warn!(error = %source, "database unavailable");
                Status::unavailable("the service is busy or restarting; please try again in a moment")
            }
            AppError::Internal(source) => {
                tracing::error!(error = ?source, "internal error");
                Status::internal("something went wrong on our side; please try again")
            }
        }
    }
}

/// The result type of domain and storage functions.
pub type AppResult<T> = Result<T, AppError>;
