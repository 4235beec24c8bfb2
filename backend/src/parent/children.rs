//! Adding a child to a parent's account: the checks, a free sign-in name, the stored row. Apart
//! from the service, which maps requests and answers.

use chrono::Utc;
use uuid::Uuid;

use super::{
    domain,
    store::{self, ChildRow, NewChild},
};
use crate::{
    auth::password,
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
}

/// Checks the form and adds the child to the parent's account. A taken sign-in name is
/// ALREADY_EXISTS offering free ones, also when another parent takes it meanwhile.
pub(crate) async fn create(state: &AppState, parent_id: Uuid, form: ChildForm) -> AppResult<ChildRow> {
    let first_name = validate::person_name("firstName", &form.first_name)?;
    let last_name = validate::person_name("lastName", &form.last_name)?;
    let birth_date = validate::date("birthDate", &form.birth_date)?;
    domain::check_child_age(validate::age_on(birth_date, Utc::now().date_naive()))?;
    let requested_name = if form.sign_in_name.trim().is_empty() { &first_name } else { &form.sign_in_name };
    let sign_in_name = domain::sign_in_name(requested_name)?;
    let personal = password::Personal::child(&first_name, &last_name, &sign_in_name, birth_date);
    password::check_new_password("password", &form.password, &personal)?;

    let mut conn = state.db().await?;
    // Counted before the name is checked, so that the suggestions for a taken name, which tell
    // which names exist, are rate limited too.
    state.limits.take(&mut conn, Counter::ChildCreation, &parent_id.to_string(), Some(parent_id)).await?;
    if !store::taken_sign_in_names(&mut conn, std::slice::from_ref(&sign_in_name)).await?.is_empty() {
        return Err(name_taken(&mut conn, &sign_in_name, &last_name).await);
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
    match store::insert_child(&mut conn, child).await {
        Ok(row) => Ok(row),
        // Another parent took the name while we hashed.
        Err(error) if violated_constraint(&error) == Some("children_sign_in_name_key") => {
            Err(name_taken(&mut conn, &sign_in_name, &last_name).await)
        }
        Err(other) => Err(other.into()),
    }
}

/// The refusal of a taken sign-in name, offering free ones.
async fn name_taken(conn: &mut Connection<'_>, name: &str, last_name: &str) -> AppError {
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
    AppError::AlreadyExists(format!(
        "the sign-in name '{name}' is already taken; free names you could use: {}",
        free.join(", ")
    ))
}
