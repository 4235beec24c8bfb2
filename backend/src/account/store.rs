//! Account storage used by sign-up and sign-in.

use chrono::{DateTime, NaiveDate, Utc};
use diesel::{
    ExpressionMethods, Insertable, OptionalExtension, QueryDsl, Queryable, Selectable, SelectableHelper, dsl::sql,
    sql_types::Text,
};
use diesel_async::RunQueryDsl;
use uuid::Uuid;

use crate::auth::{Caller, Role};
use crate::{
    db::{
        Connection,
        schema::{children, moderators, parental_consents, parents, sign_in_records},
    },
    error::AppResult,
    i18n::Language,
};

/// A parent account as stored.
#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = parents)]
pub(crate) struct ParentRow {
    pub id: Uuid,
    pub first_name: String,
    pub last_name: String,
    pub email: String,
    pub phone: String,
    pub password_hash: String,
    pub session_version: i32,
    /// When the parent opened a verification link; `None` until then.
    pub email_verified_at: Option<DateTime<Utc>>,
    /// The language of the parent area and of Ndoto's emails to the parent (a `Language` code).
    pub language: String,
}

/// A new parent account.
#[derive(Debug, Insertable)]
#[diesel(table_name = parents)]
pub struct NewParent {
    pub first_name: String,
    pub last_name: String,
    pub email: String,
    pub phone: String,
    pub password_hash: String,
    /// The `Language` code the parent signed up in.
    pub language: String,
}

/// What child sign-in needs of a child.
#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = children)]
pub(crate) struct ChildCredentials {
    pub id: Uuid,
    pub first_name: String,
    pub last_name: String,
    pub sign_in_name: String,
    pub birth_date: NaiveDate,
    pub password_hash: String,
    pub session_version: i32,
}

/// Inserts a parent and returns their row; `None` when the email has an account already, which
/// stays as it is.
pub(crate) async fn insert_parent(conn: &mut Connection<'_>, parent: NewParent) -> AppResult<Option<ParentRow>> {
    Ok(diesel::insert_into(parents::table)
        .values(parent)
        .on_conflict(parents::email)
        .do_nothing()
        .returning(ParentRow::as_returning())
        .get_result(conn)
        .await
        .optional()?)
}

/// Stores the parent's language (the parent area's, and that of Ndoto's emails to them).
pub(crate) async fn set_parent_language(conn: &mut Connection<'_>, id: Uuid, language: Language) -> AppResult<()> {
    diesel::update(parents::table.find(id)).set(parents::language.eq(language.code())).execute(conn).await?;
    Ok(())
}

/// The parent with this (lower-case) email address, if any.
pub(crate) async fn parent_by_email(conn: &mut Connection<'_>, email: &str) -> AppResult<Option<ParentRow>> {
    Ok(parents::table.filter(parents::email.eq(email)).select(ParentRow::as_select()).first(conn).await.optional()?)
}

/// The parent with this id and the latest consent notice they agreed to, if any.
pub(crate) async fn parent_with_consent(
    conn: &mut Connection<'_>,
    id: Uuid,
) -> AppResult<Option<(ParentRow, Option<String>)>> {
    let latest_consent = parental_consents::table
        .filter(parental_consents::parent_id.eq(parents::id))
        .order(parental_consents::given_at.desc())
        .select(parental_consents::notice_version)
        .limit(1)
        .single_value();
    Ok(parents::table.find(id).select((ParentRow::as_select(), latest_consent)).first(conn).await.optional()?)
}

/// The parent's first and last names, as their child's profile shows them; none when the parent
/// is gone.
pub(crate) async fn parent_names(conn: &mut Connection<'_>, parent_id: Uuid) -> AppResult<Option<(String, String)>> {
    Ok(parents::table.find(parent_id).select((parents::first_name, parents::last_name)).first(conn).await.optional()?)
}

/// The parent's email address and language (a `Language` code), for the emails about their
/// children; none when the parent is gone.
pub(crate) async fn parent_email(
    conn: &mut Connection<'_>,
    parent_id: Uuid,
) -> diesel::QueryResult<Option<(String, String)>> {
    parents::table.find(parent_id).select((parents::email, parents::language)).first(conn).await.optional()
}

/// How to reach a child's parent: the parent's email address and the child's first name, for
/// the emails about the child; none when the child is gone.
pub(crate) async fn parent_contact(
    conn: &mut Connection<'_>,
    child_id: Uuid,
) -> diesel::QueryResult<Option<(String, String)>> {
    children::table
        .inner_join(parents::table)
        .filter(children::id.eq(child_id))
        .select((parents::email, children::first_name))
        .first(conn)
        .await
        .optional()
}

/// What moderator sign-in needs of a moderator.
#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = moderators)]
pub(crate) struct ModeratorCredentials {
    pub id: Uuid,
    pub email: String,
    pub password_hash: String,
    pub session_version: i32,
    /// Signed in with the operator's printed password, which must be changed first.
    pub must_change_password: bool,
}

/// The moderator with this (lower-case) email address, unless an operator removed them.
pub(crate) async fn moderator_by_email(
    conn: &mut Connection<'_>,
    email: &str,
) -> AppResult<Option<ModeratorCredentials>> {
    Ok(moderators::table
        .filter(moderators::email.eq(email))
        .filter(moderators::removed_at.is_null())
        .select(ModeratorCredentials::as_select())
        .first(conn)
        .await
        .optional()?)
}

/// The child with this sign-in name, compared case-insensitively.
pub(crate) async fn child_by_sign_in_name(
    conn: &mut Connection<'_>,
    name: &str,
) -> AppResult<Option<ChildCredentials>> {
    Ok(children::table
        .filter(sql::<Text>("lower(sign_in_name)").eq(name.to_lowercase()))
        .select(ChildCredentials::as_select())
        .first(conn)
        .await
        .optional()?)
}

/// The account's current session version; none when the account does not exist (any more), or
/// is a moderator an operator removed.
pub(crate) async fn session_version(conn: &mut Connection<'_>, caller: Caller) -> AppResult<Option<i32>> {
    let found = match caller.role {
        Role::Child => children::table.find(caller.id).select(children::session_version).first(conn).await,
        Role::Parent => parents::table.find(caller.id).select(parents::session_version).first(conn).await,
        Role::Moderator => {
            moderators::table
                .find(caller.id)
                .filter(moderators::removed_at.is_null())
                .select(moderators::session_version)
                .first(conn)
                .await
        }
    };
    Ok(found.optional()?)
}

/// Ends every session of the account by bumping its session version; returns the new version,
/// none when the account does not exist. Sign-out, password changes and resets call it; a
/// removed account needs nothing, as it has no version left to match.
pub(crate) async fn end_sessions(conn: &mut Connection<'_>, caller: Caller) -> AppResult<Option<i32>> {
    let bumped = match caller.role {
        Role::Child => {
            diesel::update(children::table.find(caller.id))
                .set(children::session_version.eq(children::session_version + 1))
                .returning(children::session_version)
                .get_result(conn)
                .await
        }
        Role::Parent => {
            diesel::update(parents::table.find(caller.id))
                .set(parents::session_version.eq(parents::session_version + 1))
                .returning(parents::session_version)
                .get_result(conn)
                .await
        }
        Role::Moderator => {
            diesel::update(moderators::table.find(caller.id))
                .set(moderators::session_version.eq(moderators::session_version + 1))
                .returning(moderators::session_version)
                .get_result(conn)
                .await
        }
    };
    Ok(bumped.optional()?)
}

/// Sets the account's password hash and ends its sessions in one statement; returns the new
/// session version, none when the account does not exist.
pub(crate) async fn set_password(conn: &mut Connection<'_>, caller: Caller, hash: &str) -> AppResult<Option<i32>> {
    let updated = match caller.role {
        Role::Child => {
            diesel::update(children::table.find(caller.id))
                .set((children::password_hash.eq(hash), children::session_version.eq(children::session_version + 1)))
                .returning(children::session_version)
                .get_result(conn)
                .await
        }
        Role::Parent => {
            diesel::update(parents::table.find(caller.id))
                .set((parents::password_hash.eq(hash), parents::session_version.eq(parents::session_version + 1)))
                .returning(parents::session_version)
                .get_result(conn)
                .await
        }
        Role::Moderator => {
            diesel::update(moderators::table.find(caller.id))
                .set((
                    moderators::password_hash.eq(hash),
                    moderators::must_change_password.eq(false),
                    moderators::session_version.eq(moderators::session_version + 1),
                ))
                .returning(moderators::session_version)
                .get_result(conn)
                .await
        }
    };
    Ok(updated.optional()?)
}

/// What a password change needs of an account: its hash, and the words a new password must not
/// hold.
pub(crate) struct PasswordOwner {
    pub password_hash: String,
    pub first_name: String,
    pub last_name: String,
    /// The child's sign-in name, or the parent's email.
    pub sign_in_name: String,
    /// A child's birth date.
    pub birth_date: Option<NaiveDate>,
}

/// The account's password and personal words; none when it does not exist.
pub(crate) async fn password_owner(conn: &mut Connection<'_>, caller: Caller) -> AppResult<Option<PasswordOwner>> {
    Ok(match caller.role {
        Role::Child => {
            children::table.find(caller.id).select(ChildCredentials::as_select()).first(conn).await.optional()?.map(
                |child| PasswordOwner {
                    password_hash: child.password_hash,
                    first_name: child.first_name,
                    last_name: child.last_name,
                    sign_in_name: child.sign_in_name,
                    birth_date: Some(child.birth_date),
                },
            )
        }
        Role::Parent => {
            parents::table.find(caller.id).select(ParentRow::as_select()).first(conn).await.optional()?.map(|parent| {
                PasswordOwner {
                    password_hash: parent.password_hash,
                    first_name: parent.first_name,
                    last_name: parent.last_name,
                    sign_in_name: parent.email,
                    birth_date: None,
                }
            })
        }
        Role::Moderator => moderators::table
            .find(caller.id)
            .filter(moderators::removed_at.is_null())
            .select(ModeratorCredentials::as_select())
            .first(conn)
            .await
            .optional()?
            .map(|moderator| PasswordOwner {
                password_hash: moderator.password_hash,
                first_name: String::new(),
                last_name: String::new(),
                sign_in_name: moderator.email,
                birth_date: None,
            }),
    })
}

/// Records that the child signed in now (the time only), for their parent's view; kept as long
/// as `parent::retention` says.
pub(crate) async fn record_child_sign_in(conn: &mut Connection<'_>, child_id: Uuid) -> AppResult<()> {
    diesel::insert_into(sign_in_records::table).values(sign_in_records::child_id.eq(child_id)).execute(conn).await?;
    Ok(())
}
