//! A parent's account beyond signing in (issue 25): an email address verified by a single-use
//! link before the parent may add a child, and the consent they give, by the notice's version,
//! when adding one (COPPA 312.5's "email plus"). The `parents` and `children` tables are still
//! read by the features that use them; this module is where they are meant to move.

pub(crate) mod closing;
pub(crate) mod consent;
pub(crate) mod verification;

use uuid::Uuid;

use crate::{
    api::v1,
    auth::store::ParentRow,
    db::Connection,
    error::{AppError, AppResult},
};

/// The version of the consent notice parents agree to when adding a child: the date it was last
/// changed. The web app shows the notice of the same version (`CONSENT_NOTICE_VERSION` in
/// `web/src/config`); change both together, and every parent agrees again at their next child.
pub const CONSENT_NOTICE_VERSION: &str = "2026-11-26";

/// A parent's account as the parent area shows it.
#[derive(Debug, Clone)]
pub(crate) struct ParentAccount {
    pub(crate) row: ParentRow,
    /// The latest notice version the parent agreed to, if any.
    pub(crate) consent_notice_version: Option<String>,
}

impl ParentAccount {
    /// Whether the parent verified their address.
    pub(crate) fn verified(&self) -> bool {
        self.row.email_verified_at.is_some()
    }
}

/// The parent's account, with their consent.
pub(crate) async fn load(conn: &mut Connection<'_>, parent_id: Uuid) -> AppResult<Option<ParentAccount>> {
    let Some(row) = crate::auth::store::parent_by_id(conn, parent_id).await? else { return Ok(None) };
    let consent_notice_version = consent::latest(conn, parent_id).await?;
    Ok(Some(ParentAccount { row, consent_notice_version }))
}

/// The signed-in parent's account; a parent removed meanwhile is [`AppError::AccountGone`].
pub(crate) async fn of_caller(conn: &mut Connection<'_>, parent_id: Uuid) -> AppResult<ParentAccount> {
    load(conn, parent_id).await?.ok_or(AppError::AccountGone)
}

impl From<ParentAccount> for v1::Parent {
    fn from(account: ParentAccount) -> Self {
        let email_verified = account.verified();
        let row = account.row;
        Self {
            id: row.id.to_string(),
            first_name: row.first_name,
            last_name: row.last_name,
            email: row.email,
            phone: row.phone,
            email_verified,
            consent_notice_version: account.consent_notice_version.unwrap_or_default(),
        }
    }
}
