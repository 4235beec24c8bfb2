//! Accounts: the one module that reads and writes the `parents` and `children` tables (a test
//! below fails when another does; they read the `child_profiles` view or call here). The
//! signed-in account the auth layer loads once per request ([`SignedIn`]); children's accounts
//! and their ownership ([`children`]); storage of sign-in, passwords and sessions ([`store`]); a
//! parent's email address verified by a single-use link and the consent they give by the notice's
//! version (COPPA 312.5's "email plus"); the data rights over an account ([`data`], [`closing`]).

pub(crate) mod children;
pub(crate) mod closing;
pub(crate) mod consent;
pub mod data;
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

impl SignedIn {
    /// The language the account reads, when the account says: a child's is their parent's
    /// setting, a parent's their own choice; a moderator's is their browser's.
    pub(crate) fn language(&self) -> Option<crate::i18n::Language> {
        match self {
            SignedIn::Child(child) => Some(child.settings.language),
            SignedIn::Parent(parent) => Some(parent.language()),
            SignedIn::Moderator => None,
        }
    }
}

impl ParentAccount {
    /// The language of the parent area and of Ndoto's emails to the parent.
    pub(crate) fn language(&self) -> crate::i18n::Language {
        crate::i18n::Language::from_code(&self.row.language).unwrap_or_default()
    }

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
            language: row.language,
        }
    }
}

#[cfg(test)]
mod tests {
    /// The source files outside this module that may name the account tables: the schema
    /// diesel prints, and the demo seed.
    const EXEMPT: [&str; 2] = ["db/schema.rs", "seed.rs"];

    /// Why `text` reaches `children` or `parents` itself, if it does: through diesel (importing
    /// the table from the schema) or in SQL.
    fn reaches_account_tables(text: &str) -> Option<String> {
        const TABLES: [&str; 2] = ["children", "parents"];
        for table in TABLES {
            if text.contains(&format!("schema::{table}")) {
                return Some(format!("imports schema::{table}"));
            }
        }
        if text.contains("schema::*") {
            return Some("imports every table of the schema".into());
        }
        let mut rest = text;
        while let Some(start) = rest.find("schema::{") {
            let group = &rest[start..];
            let group = &group[..group.find('}').unwrap_or(group.len())];
            let words: Vec<&str> = group.split(|c: char| !(c.is_alphanumeric() || c == '_')).collect();
            if let Some(table) = TABLES.iter().find(|table| words.contains(table)) {
                return Some(format!("imports {table} from the schema"));
            }
            rest = &rest[start + 1..];
        }
        let words: Vec<&str> =
            text.split(|c: char| !(c.is_alphanumeric() || c == '_')).filter(|word| !word.is_empty()).collect();
        words.windows(2).find_map(|pair| {
            let keyword = ["FROM", "JOIN", "UPDATE", "INTO"].contains(&pair[0]);
            (keyword && TABLES.contains(&pair[1]))
                .then(|| format!("writes SQL over {} ({} {})", pair[1], pair[0], pair[1]))
        })
    }

    #[test]
    fn the_lint_finds_each_way_of_reaching_the_tables() {
        assert!(reaches_account_tables("use crate::db::schema::children;").is_some());
        assert!(reaches_account_tables("use crate::db::{Connection, schema::{communities, parents}};").is_some());
        assert!(reaches_account_tables("sql_query(\"SELECT 1 FROM children WHERE id = $1\")").is_some());
        assert!(reaches_account_tables("\"... c JOIN parents p ON p.id = c.parent_id\"").is_some());
        assert!(reaches_account_tables("use crate::db::schema::*;").is_some());
        let allowed = "use crate::{account::children::ChildAccount, db::{schema::communities, views::child_profiles}};\n\
                       sql_query(\"SELECT * FROM child_profiles\"); // children of 6 to 18";
        assert_eq!(reaches_account_tables(allowed), None);
    }

    /// Issue 25: the account module owns `children` and `parents`; other modules call it (or read
    /// the `child_profiles` view it publishes), and never query those tables themselves.
    #[test]
    fn no_other_module_reaches_the_account_tables() {
        let src = crate::source_files::src_dir();
        let files = crate::source_files::rust_files();
        let offences: Vec<String> = files
            .iter()
            .filter_map(|path| {
                let relative = path.strip_prefix(&src).unwrap().to_string_lossy().replace('\\', "/");
                if relative.starts_with("account/") || EXEMPT.contains(&relative.as_str()) {
                    return None;
                }
                let why = reaches_account_tables(&std::fs::read_to_string(path).unwrap())?;
                Some(format!("src/{relative} {why}"))
            })
            .collect();
        assert!(
            offences.is_empty(),
            "only the account module reads `children` and `parents`; call it instead:\n{}",
            offences.join("\n")
        );
    }
}
