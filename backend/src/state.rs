//! What every service shares: the database pool, the token keys and the sign-in limits.

use std::sync::Arc;

use crate::{
    auth::{rate_limit::SignInLimits, token::TokenKeys},
    db::{Connection, Pool},
    error::AppResult,
};

/// Shared by every service; cheap to clone.
#[derive(Clone)]
pub struct AppState(Arc<Inner>);

pub struct Inner {
    pub pool: Pool,
    pub tokens: TokenKeys,
    pub sign_in_limits: SignInLimits,
}

impl AppState {
    pub fn new(pool: Pool, tokens: TokenKeys, sign_in_limits: SignInLimits) -> Self {
        Self(Arc::new(Inner { pool, tokens, sign_in_limits }))
    }

    /// A pooled connection; pool exhaustion or a database outage is UNAVAILABLE.
    pub async fn db(&self) -> AppResult<Connection<'_>> {
        Ok(self.0.pool.get().await?)
    }
}

impl std::ops::Deref for AppState {
    type Target = Inner;
    fn deref(&self) -> &Inner {
        &self.0
    }
}
