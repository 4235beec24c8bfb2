//! ParentService: a signed-in parent lists and adds their children.

use chrono::Utc;
use tonic::{Request, Response, Status};

use super::{
    domain,
    store::{self, ChildRow, NewChild},
};
use crate::{
    api::v1::{self, parent_service_server::ParentService},
    auth::{Caller, Role, password},
    error::{AppError, AppResult, violated_constraint},
    state::AppState,
    validate,
};

/// How many free sign-in names a refusal offers.
const ALTERNATIVES_OFFERED: usize = 3;

#[derive(Clone)]
pub(crate) struct ParentApi {
    state: AppState,
}

impl ParentApi {
    pub(crate) fn new(state: AppState) -> Self {
        Self { state }
    }

    async fn create(&self, parent: Caller, request: v1::CreateChildRequest) -> AppResult<ChildRow> {
        let first_name = validate::person_name("firstName", &request.first_name)?;
        let last_name = validate::person_name("lastName", &request.last_name)?;
        let birth_date = validate::date("birthDate", &request.birth_date)?;
        domain::check_child_age(validate::age_on(birth_date, Utc::now().date_naive()))?;
        let requested_name = if request.sign_in_name.trim().is_empty() { &first_name } else { &request.sign_in_name };
        let sign_in_name = domain::sign_in_name(requested_name)?;
        let personal = password::Personal::child(&first_name, &last_name, &sign_in_name, birth_date);
        password::check_new_password("password", &request.password, &personal)?;

        let mut conn = self.state.db().await?;
        if !store::taken_sign_in_names(&mut conn, std::slice::from_ref(&sign_in_name)).await?.is_empty() {
            return Err(self.name_taken(&mut conn, &sign_in_name, &last_name).await);
        }
        drop(conn);
        let password_hash = password::hash(request.password).await?;
        let child = NewChild {
            parent_id: parent.id,
            first_name,
            last_name: last_name.clone(),
            sign_in_name: sign_in_name.clone(),
            birth_date,
            password_hash,
        };
        let mut conn = self.state.db().await?;
        match store::insert_child(&mut conn, child).await {
            Ok(row) => Ok(row),
            // Another parent took the name while we hashed.
            Err(error) if violated_constraint(&error) == Some("children_sign_in_name_key") => {
                Err(self.name_taken(&mut conn, &sign_in_name, &last_name).await)
            }
            Err(other) => Err(other.into()),
        }
    }

    /// The refusal of a taken sign-in name, offering free ones.
    async fn name_taken(&self, conn: &mut crate::db::Connection<'_>, name: &str, last_name: &str) -> AppError {
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
}

impl From<ChildRow> for v1::Child {
    fn from(row: ChildRow) -> Self {
        Self {
            id: row.id.to_string(),
            age: validate::age_on(row.birth_date, Utc::now().date_naive()),
            birth_date: row.birth_date.format("%Y-%m-%d").to_string(),
            first_name: row.first_name,
            last_name: row.last_name,
            sign_in_name: row.sign_in_name,
            created_at: Some(row.created_at.into()),
        }
    }
}

#[tonic::async_trait]
impl ParentService for ParentApi {
    async fn list_children(
        &self,
        request: Request<v1::ListChildrenRequest>,
    ) -> Result<Response<v1::ListChildrenResponse>, Status> {
        let parent = self.state.tokens.authorize(request.metadata(), Role::Parent)?;
        let mut conn = self.state.db().await?;
        let children = store::children_of(&mut conn, parent.id).await.map_err(AppError::from)?;
        Ok(Response::new(v1::ListChildrenResponse { children: children.into_iter().map(Into::into).collect() }))
    }

    async fn create_child(
        &self,
        request: Request<v1::CreateChildRequest>,
    ) -> Result<Response<v1::CreateChildResponse>, Status> {
        let parent = self.state.tokens.authorize(request.metadata(), Role::Parent)?;
        let child = self.create(parent, request.into_inner()).await?;
        Ok(Response::new(v1::CreateChildResponse { child: Some(child.into()) }))
    }
}
