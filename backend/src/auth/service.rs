//! AuthService: child sign-in, parent sign-up and parent sign-in, sign-out and password changes.

use chrono::Utc;
use tonic::{Request, Response, Status};

use super::{
    Caller, Role, client_address, layer, password,
    rate_limit::Account,
    store::{self, NewParent},
};
use crate::{
    api::v1::{self, auth_service_server::AuthService},
    error::{AppError, AppResult},
    state::AppState,
    validate,
};

/// The answer to every failed sign-in, whether the name is unknown or the password wrong.
const SIGN_IN_FAILED: &str = "that name and password do not match an account; check both and try again";

/// The AuthService: sign-up and sign-in for parents and children.
#[derive(Clone)]
pub struct AuthApi {
    state: AppState,
}

impl AuthApi {
    /// The service over the shared state.
    pub fn new(state: AppState) -> Self {
        Self { state }
    }

    async fn sign_in_child(
        &self,
        request: v1::ChildSignInRequest,
        address: Option<String>,
    ) -> AppResult<v1::ChildSignInResponse> {
        let name = validate::required("firstName", &request.first_name)?.trim().to_owned();
        validate::required("password", &request.password)?;
        let account = Account::Child(&name);
        let child = {
            let mut conn = self.state.db().await?;
            self.state.sign_in_limits.admit(&mut conn, account, address.as_deref()).await?;
            store::child_by_sign_in_name(&mut conn, &name).await?
        };
        let child = self.check_password(account, request.password, child, |child| &child.password_hash).await?;
        let access_token =
            self.state.tokens.issue(Caller { id: child.id, role: Role::Child }, child.session_version)?;
        Ok(v1::ChildSignInResponse {
            access_token,
            user: Some(v1::SignedInChild {
                id: child.id.to_string(),
                age: validate::age_on(child.birth_date, Utc::now().date_naive()),
                first_name: child.first_name,
                last_name: child.last_name,
            }),
        })
    }

    async fn sign_up_parent(&self, request: v1::ParentSignUpRequest) -> AppResult<v1::ParentSignUpResponse> {
        let parent = NewParent {
            first_name: validate::person_name("firstName", &request.first_name)?,
            last_name: validate::person_name("lastName", &request.last_name)?,
            email: validate::email("email", &request.email)?,
            phone: validate::phone("phone", &request.phone)?,
            password_hash: {
                let personal = password::Personal::parent(&request.first_name, &request.last_name, &request.email);
                password::check_new_password("password", &request.password, &personal)?;
                password::hash(request.password).await?
            },
        };
        let mut conn = self.state.db().await?;
        // A taken email is the `parents_email_key` violation (see error.rs).
        let parent = store::insert_parent(&mut conn, parent).await?;
        let access_token =
            self.state.tokens.issue(Caller { id: parent.id, role: Role::Parent }, parent.session_version)?;
        Ok(v1::ParentSignUpResponse { access_token, parent: Some(parent.into()) })
    }

    async fn sign_in_parent(
        &self,
        request: v1::ParentSignInRequest,
        address: Option<String>,
    ) -> AppResult<v1::ParentSignInResponse> {
        validate::required("email", &request.email)?;
        validate::required("password", &request.password)?;
        let email = request.email.trim().to_lowercase();
        let account = Account::Parent(&email);
        let parent = {
            let mut conn = self.state.db().await?;
            self.state.sign_in_limits.admit(&mut conn, account, address.as_deref()).await?;
            store::parent_by_email(&mut conn, &email).await?
        };
        let parent = self.check_password(account, request.password, parent, |parent| &parent.password_hash).await?;
        let access_token =
            self.state.tokens.issue(Caller { id: parent.id, role: Role::Parent }, parent.session_version)?;
        Ok(v1::ParentSignInResponse { access_token, parent: Some(parent.into()) })
    }

    /// Checks the current password and the new one, stores the new one and ends every session
    /// of the account; returns a token for a new session.
    async fn change_password(&self, caller: Caller, request: v1::ChangePasswordRequest) -> AppResult<String> {
        validate::required("currentPassword", &request.current_password)?;
        let owner = {
            let mut conn = self.state.db().await?;
            store::password_owner(&mut conn, caller).await?.ok_or(AppError::AccountGone)?
        };
        let personal = match owner.birth_date {
            Some(birth_date) => {
                password::Personal::child(&owner.first_name, &owner.last_name, &owner.sign_in_name, birth_date)
            }
            None => password::Personal::parent(&owner.first_name, &owner.last_name, &owner.sign_in_name),
        };
        password::check_new_password("newPassword", &request.new_password, &personal)?;
        if request.new_password == request.current_password {
            return Err(AppError::invalid("newPassword", "newPassword must differ from the current password"));
        }
        if !password::verify(request.current_password, Some(owner.password_hash)).await? {
            return Err(AppError::invalid("currentPassword", "currentPassword is not your current password"));
        }
        let hash = password::hash(request.new_password).await?;
        let mut conn = self.state.db().await?;
        let version = store::set_password(&mut conn, caller, &hash).await?.ok_or(AppError::AccountGone)?;
        self.state.tokens.issue(caller, version)
    }

    /// The account when the password is its own. An unknown account is checked against a dummy
    /// hash, so it takes the same time and gets the same answer as a wrong password.
    async fn check_password<T>(
        &self,
        account: Account<'_>,
        password: String,
        found: Option<T>,
        stored_hash: impl Fn(&T) -> &str,
    ) -> AppResult<T> {
        let hash = found.as_ref().map(|row| stored_hash(row).to_owned());
        match (password::verify(password, hash).await?, found) {
            (true, Some(row)) => Ok(row),
            _ => Err(self.failed_sign_in(account).await),
        }
    }

    /// Counts the failure and returns the one answer every failed sign-in gets.
    async fn failed_sign_in(&self, account: Account<'_>) -> AppError {
        let counted = async {
            let mut conn = self.state.db().await?;
            self.state.sign_in_limits.record_failure(&mut conn, account).await
        };
        match counted.await {
            Ok(()) => AppError::Unauthenticated(SIGN_IN_FAILED.into()),
            Err(error) => error,
        }
    }
}

#[tonic::async_trait]
impl AuthService for AuthApi {
    async fn child_sign_in(
        &self,
        request: Request<v1::ChildSignInRequest>,
    ) -> Result<Response<v1::ChildSignInResponse>, Status> {
        let address = client_address(request.metadata());
        Ok(Response::new(self.sign_in_child(request.into_inner(), address).await?))
    }

    async fn parent_sign_up(
        &self,
        request: Request<v1::ParentSignUpRequest>,
    ) -> Result<Response<v1::ParentSignUpResponse>, Status> {
        Ok(Response::new(self.sign_up_parent(request.into_inner()).await?))
    }

    async fn parent_sign_in(
        &self,
        request: Request<v1::ParentSignInRequest>,
    ) -> Result<Response<v1::ParentSignInResponse>, Status> {
        let address = client_address(request.metadata());
        Ok(Response::new(self.sign_in_parent(request.into_inner(), address).await?))
    }

    async fn sign_out(&self, request: Request<v1::SignOutRequest>) -> Result<Response<v1::SignOutResponse>, Status> {
        let caller = layer::signed_in(&request)?;
        let mut conn = self.state.db().await.map_err(Status::from)?;
        store::end_sessions(&mut conn, caller).await?.ok_or(AppError::AccountGone)?;
        Ok(Response::new(v1::SignOutResponse {}))
    }

    async fn change_password(
        &self,
        request: Request<v1::ChangePasswordRequest>,
    ) -> Result<Response<v1::ChangePasswordResponse>, Status> {
        let caller = layer::signed_in(&request)?;
        let access_token = self.change_password(caller, request.into_inner()).await?;
        Ok(Response::new(v1::ChangePasswordResponse { access_token }))
    }
}
