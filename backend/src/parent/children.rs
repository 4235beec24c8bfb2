//! Adding a child to a parent's account: the checks, a free sign-in name, the stored row. Apart
//! from the service, which maps requests and answers.

use crate::error::Reason;
use chrono::Utc;
use uuid::Uuid;

use super::domain;
use diesel_async::AsyncConnection;

use crate::{
    account::{
        self, ParentAccount,
        children::{self as store, ChildRow, NewChild, no_such_child, owned},
    },
    auth::{Caller, Role, password},
    db::Connection,
    error::{AppError, AppResult, violated_constraint},
    limits::Counter,
    state::AppState,
    validate,
};

/// How many free sign-in names a refusal offers.
const ALTERNATIVES_OFFERED: usize = 3;

/// A child as the parent's form gives it, not yet checked.
pub(crate) struct ChildForm {
    /// The child's first name.
    pub(crate) first_name: String,
    /// The child's last name.
    pub(crate) last_name: String,
    /// The birth date, `YYYY-MM-DD`.
    pub(crate) birth_date: String,
    /// The sign-in name asked for; blank means the first name.
    pub(crate) sign_in_name: String,
    /// The child's password.
    pub(crate) password: String,
    /// The consent notice version the parent agreed to with this form, if they ticked its box.
    pub(crate) consent_notice_version: String,
}

/// Checks the form and adds the child to the parent's account. A taken sign-in name is
/// ALREADY_EXISTS offering free ones, also when another parent takes it meanwhile.
pub(crate) async fn create(state: &AppState, parent: &ParentAccount, form: ChildForm) -> AppResult<ChildRow> {
    let parent_id = parent.row.id;
    let first_name = validate::person_name("firstName", &form.first_name)?;
    let last_name = validate::person_name("lastName", &form.last_name)?;
    let birth_date = validate::date("birthDate", &form.birth_date)?;
    domain::check_child_age(validate::age_on(birth_date, Utc::now().date_naive()))?;
    let requested_name = if form.sign_in_name.trim().is_empty() { &first_name } else { &form.sign_in_name };
    let sign_in_name = domain::sign_in_name(requested_name)?;
    let personal = password::Personal::child(&first_name, &last_name, &sign_in_name, birth_date);
    password::check_new_password("password", &form.password, &personal)?;

    // Only a verified parent who consented adds a child (COPPA 312.5, "email plus").
    if !parent.verified() {
        return Err(account::verification::not_verified(&parent.row.email));
    }
    let record_consent =
        account::consent::needs_recording(parent.consent_notice_version.as_deref(), &form.consent_notice_version)?;
    let mut conn = state.db().await?;
    // Counted before the name is checked, so that the suggestions for a taken name, which tell
    // which names exist, are rate limited too.
    state.limits.take(&mut conn, Counter::ChildCreation, &parent_id.to_string(), Some(parent_id)).await?;
    if !store::taken_sign_in_names(&mut conn, std::slice::from_ref(&sign_in_name)).await?.is_empty() {
        return Err(name_taken(state, &mut conn, parent_id, &sign_in_name, &last_name).await);
    }
    drop(conn);
    let password_hash = password::hash(form.password).await?;
    let child = NewChild {
        parent_id,
        first_name,
        last_name: last_name.clone(),
        sign_in_name: sign_in_name.clone(),
        birth_date,
        password_hash,
    };
    let mut conn = state.db().await?;
    let inserted = conn
        .transaction(async |conn| {
            let row = store::insert_child(conn, child).await?;
            if record_consent {
                account::consent::record(conn, parent_id).await?;
            }
            Ok::<_, diesel::result::Error>(row)
        })
        .await;
    if record_consent {
        state.caches.account_changed(Caller { id: parent_id, role: Role::Parent });
    }
    match inserted {
        Ok(row) => Ok(row),
        // Another parent took the name while we hashed.
        Err(error) if violated_constraint(&error) == Some("children_sign_in_name_key") => {
            Err(name_taken(state, &mut conn, parent_id, &sign_in_name, &last_name).await)
        }
        Err(other) => Err(other.into()),
    }
}

/// The refusal of a taken sign-in name. The parent's first taken try in an hour only says so;
/// from the second, it offers free names, which tell which names exist, so that a stranger
/// cannot list children's names cheaply. Every taken try is security-logged.
async fn name_taken(
    state: &AppState,
    conn: &mut Connection<'_>,
    parent_id: Uuid,
    name: &str,
    last_name: &str,
) -> AppError {
    let tries = match state
        .limits
        .take_counted(conn, Counter::TakenSignInName, &parent_id.to_string(), Some(parent_id))
        .await
    {
        Ok(tries) => tries,
        Err(error) => return error,
    };
    tracing::info!(target: "security", event = "sign_in_name_taken", account_id = %parent_id, tries, "a parent tried a taken sign-in name");
    if tries < 2 {
        return AppError::AlreadyExists(Reason::SignInNameTaken, crate::words!("sign-in-name-taken", name = name));
    }
    let candidates = domain::sign_in_name_alternatives(name, last_name);
    let taken = match store::taken_sign_in_names(conn, &candidates).await {
        Ok(taken) => taken,
        Err(error) => return error.into(),
    };
    let free: Vec<String> = candidates
        .into_iter()
        .filter(|candidate| !taken.contains(&candidate.to_lowercase()))
        .take(ALTERNATIVES_OFFERED)
        .collect();
    AppError::AlreadyExists(
        Reason::SignInNameTaken,
        crate::words!("sign-in-name-taken-with-free", name = name, free = free.join(", ")),
    )
}

/// A child's new details as the parent's form gives them, not yet checked.
pub(crate) struct ChildDetails {
    /// The child's first name.
    pub(crate) first_name: String,
    /// The child's last name.
    pub(crate) last_name: String,
    /// The birth date, `YYYY-MM-DD`.
    pub(crate) birth_date: String,
}

/// Checks the details with the rules of [`create`] and stores them.
pub(crate) async fn update(
    state: &AppState,
    parent_id: Uuid,
    child_id: &str,
    details: ChildDetails,
) -> AppResult<ChildRow> {
    let first_name = validate::person_name("firstName", &details.first_name)?;
    let last_name = validate::person_name("lastName", &details.last_name)?;
    let birth_date = validate::date("birthDate", &details.birth_date)?;
    domain::check_child_age(validate::age_on(birth_date, Utc::now().date_naive()))?;
    let mut conn = state.db().await?;
    let child = owned(&mut conn, parent_id, child_id).await?;
    let updated = store::update_child(&mut conn, parent_id, child.id, (&first_name, &last_name, birth_date)).await;
    state.caches.account_changed(Caller { id: child.id, role: Role::Child });
    updated?.ok_or_else(no_such_child)
}

/// Gives the child a new password (the rules of [`create`]) and ends all of the child's
/// sessions, as a password change does.
pub(crate) async fn reset_password(
    state: &AppState,
    parent_id: Uuid,
    child_id: &str,
    new_password: String,
) -> AppResult<()> {
    let mut conn = state.db().await?;
    let child = owned(&mut conn, parent_id, child_id).await?;
    let personal =
        password::Personal::child(&child.first_name, &child.last_name, &child.sign_in_name, child.birth_date);
    password::check_new_password("password", &new_password, &personal)?;
    // Before any hashing: one reset of the parent's at a time, at most PASSWORD_CHANGES_PER_HOUR
    // an hour, so that looping resets cannot keep the server's hashing busy.
    let _turn = password::ChangeTurn::take(parent_id)?;
    state.limits.take(&mut conn, Counter::PasswordChange, &parent_id.to_string(), Some(parent_id)).await?;
    drop(conn);
    let hash = password::hash(new_password).await?;
    let mut conn = state.db().await?;
    let caller = Caller { id: child.id, role: Role::Child };
    let changed = account::store::set_password(&mut conn, caller, &hash).await;
    state.caches.account_changed(caller);
    changed?.ok_or_else(no_such_child)?;
    tracing::info!(target: "security", event = "child_password_reset", account_id = %child.id, "a parent reset a child's password");
    Ok(())
}

/// Removes the child and every row about them (see `account::data::delete`).
pub(crate) async fn remove(state: &AppState, parent_id: Uuid, child_id: &str) -> AppResult<()> {
    let mut conn = state.db().await?;
    let child = owned(&mut conn, parent_id, child_id).await?;
    let removed = account::data::delete(&mut conn, &child).await;
    state.caches.account_changed(Caller { id: child.id, role: Role::Child });
    removed?;
    tracing::info!(target: "security", event = "child_removed", account_id = %child.id, "a parent removed a child and their data");
    Ok(())
}
