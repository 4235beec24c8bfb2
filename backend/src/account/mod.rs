//! A parent's account beyond signing in (issue 25): an email address verified by a single-use
//! link before the parent may add a child, and the consent they give, by the notice's version,
//! when adding one (COPPA 312.5's "email plus"); the signed-in account the auth layer loads once
//! per request ([`SignedIn`]). It owns the `parents` and `children` tables.

pub(crate) mod children;
pub(crate) mod closing;
pub(crate) mod consent;
pub(crate) mod store;
pub(crate) mod verification;

use std::sync::Arc;

use children::ChildAccount;
use store::ParentRow;
use uuid::Uuid;

use crate::{
    api::v1,
    auth::{Caller, Role},
    db::Connection,
    error::{AppError, AppResult},
};

/// The version of the consent notice parents agree to when adding a child: the date it was last
/// changed. The web app shows the notice of the same version (`CONSENT_NOTICE_VERSION` in
/// `web/src/config`); change both together, and every parent agrees again at their next child.
pub const CONSENT_NOTICE_VERSION: &str = "2026-11-26";

/// The account of a signed-in request, loaded once by the auth layer and handed to the handlers
/// (`auth::child`, `auth::parent`), which do not read it again.
#[derive(Clone, Debug)]
pub(crate) enum SignedIn {
    /// A child, with their settings.
    Child(Arc<ChildAccount>),
    /// A parent, with the consent they gave.
    Parent(Arc<ParentAccount>),
    /// A moderator, whose handlers read what they need.
    Moderator,
}

/// The account a session's token names, with its current session version; none when the
/// account is gone (or is a moderator an operator removed). One query for a parent or a
/// moderator; one for a child with their settings.
pub(crate) async fn of_session(conn: &mut Connection<'_>, caller: Caller) -> AppResult<Option<(i32, SignedIn)>> {
    Ok(match caller.role {
        Role::Child => children::signed_in(conn, caller.id)
            .await?
            .map(|(version, child)| (version, SignedIn::Child(Arc::new(child)))),
        Role::Parent => {
            load(conn, caller.id).await?.map(|parent| (parent.row.session_version, SignedIn::Parent(Arc::new(parent))))
        }
        Role::Moderator => store::session_version(conn, caller).await?.map(|version| (version, SignedIn::Moderator)),
    })
}

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

/// The parent's account, with the latest consent notice they agreed to, in one query.
pub(crate) async fn load(conn: &mut Connection<'_>, parent_id: Uuid) -> AppResult<Option<ParentAccount>> {
    Ok(store::parent_with_consent(conn, parent_id)
        .await?
        .map(|(row, consent_notice_version)| ParentAccount { row, consent_notice_version }))
}

/// The parent's account read again (after a change); a parent removed meanwhile is
/// [`AppError::AccountGone`].
pub(crate) async fn reload(conn: &mut Connection<'_>, parent_id: Uuid) -> AppResult<ParentAccount> {
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
