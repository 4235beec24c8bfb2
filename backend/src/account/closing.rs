//! A parent closing their own account (issue 25, item 7): the password typed again and counted as
//! a sign-in attempt, so that a stolen session cannot guess it faster than sign-in allows; then the
//! account, the children and every row about any of them, deleted in one transaction. Sessions
//! end at once: the auth layer finds no account left for their tokens.

use super::store::ParentRow;
use crate::{
    auth::{password, rate_limit::Account},
    error::{AppError, AppResult},
    state::AppState,
    validate,
};

/// Deletes the parent's account and their children's when `password` is the parent's.
pub(crate) async fn delete_parent(
    state: &AppState,
    parent: &ParentRow,
    password: String,
    address: Option<&str>,
) -> AppResult<()> {
    validate::required("password", &password)?;
    validate::at_most("password", &password, password::MAX_PASSWORD_CHARS)?;
    let mut conn = state.db().await?;
    // Counted as a failed sign-in until the password proves right; the rows about these
    // counters go with the account.
    let _attempt = state.limits.admit_sign_in(&mut conn, Account::Parent(&parent.email), address, None).await?;
    drop(conn);
    if !password::verify(password, Some(parent.password_hash.clone())).await? {
        tracing::warn!(
            target: "security",
            event = "sign_in_failed",
            role = "parent",
            account_id = %parent.id,
            reason = "wrong_password_at_deletion",
            "a parent's password was wrong at account deletion"
        );
        return Err(AppError::invalid("password", crate::words!("closing-wrong-password")));
    }
    let mut conn = state.db().await?;
    super::data::delete_parent(&mut conn, parent).await?;
    tracing::info!(
        target: "security",
        event = "parent_account_deleted",
        account_id = %parent.id,
        "a parent deleted their account, their children's and every row about them"
    );
    Ok(())
}
