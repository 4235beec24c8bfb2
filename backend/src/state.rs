//! What every service shares: the database pool, the token keys, the limits and the
//! text providers.

use std::sync::Arc;

use crate::{
    auth::token::TokenKeys,
    consent::mail::Mail,
    db::{Connection, Pool},
    error::AppResult,
    limits::Limits,
    paging::PageTokens,
    quiz::provider::QuizProvider,
    video::VideoProvider,
};

/// Shared by every service; cheap to clone.
#[derive(Clone)]
pub struct AppState(Arc<Inner>);

/// What the services share, behind [`AppState`].
pub struct Inner {
    /// The database connections, to the primary.
    pub pool: Pool,
    /// Connections for read-mostly content (the catalogue, resources), from `DATABASE_READ_URL`
    /// (a standby); `None` reads it from [`Inner::pool`]. Never for anything that enforces a
    /// parent's setting or a limit, nor for what a caller just wrote: a standby may lag.
    pub read_pool: Option<Pool>,
    /// Signs and checks bearer tokens.
    pub tokens: TokenKeys,
    /// Makes and reads the lists' page tokens.
    pub pages: PageTokens,
    /// Fingerprints the requests of calls sent with a request id.
    pub requests: crate::idempotency::RequestKeys,
    /// How often sign-in, sign-up, child creation, quizzes and the advisor may be used.
    pub limits: Limits,
    /// Who writes the quiz's words: the built-in engine, or a configured model.
    pub quiz_provider: QuizProvider,
    /// Who finds videos: the catalogue, or YouTube when configured.
    pub videos: VideoProvider,
    /// Sends parents their email about consent requests; `None` when SMTP is not configured.
    pub mail: Option<Mail>,
    /// The address parents open the web app at (`NDOTO_PUBLIC_URL`), for links in emails.
    pub public_url: String,
    /// What the hot path reads, kept in memory and dropped when it changes; served only once
    /// [`crate::cache::listen`] runs.
    pub caches: Arc<crate::cache::Caches>,
}

impl AppState {
    /// Shares `inner` among the services.
    pub fn new(inner: Inner) -> Self {
        Self(Arc::new(inner))
    }

    /// A pooled connection; pool exhaustion or a database outage is UNAVAILABLE.
    pub async fn db(&self) -> AppResult<Connection<'_>> {
        Ok(self.0.pool.get().await?)
    }

    /// A connection for read-mostly content: from the read pool when there is one and it
    /// answers within [`crate::db::READ_CONNECTION_TIMEOUT`], else from the primary's.
    pub async fn read_db(&self) -> AppResult<Connection<'_>> {
        if let Some(read_pool) = &self.0.read_pool {
            match read_pool.get().await {
                Ok(connection) => return Ok(connection),
                Err(error) => tracing::warn!(%error, "DATABASE_READ_URL does not answer; reading the primary"),
            }
        }
        self.db().await
    }
}

impl std::ops::Deref for AppState {
    type Target = Inner;
    fn deref(&self) -> &Inner {
        &self.0
    }
}
