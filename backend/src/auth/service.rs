//! AuthService: child sign-in, parent sign-up and parent sign-in, sign-out and password changes,
//! with their limits and their security log lines (`target: "security"`, never a password, token,
//! email or name).

use crate::error::Reason;
use crate::i18n::Language;
use chrono::Utc;
use tonic::{Request, Response, Status};
use unicode_normalization::UnicodeNormalization;

use uuid::Uuid;

use super::{
    Caller, Role, client_address,
    devices::{self, DeviceKey},
    layer, password,
    rate_limit::{Account, Admitted},
};
use crate::{
    account::store::{self, NewParent},
    api::v1::{self, auth_service_server::AuthService},
    error::{AppError, AppResult},
    limits::Counter,
    settings,
    state::AppState,
    validate,
};

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
        client: &Client,
    ) -> AppResult<(v1::ChildSignInResponse, DeviceKey)> {
        // As sign-in names are stored: NFKC ("Ｂａｒａｋａ" typed on a full-width keyboard is "Baraka").
        let name: String = validate::required("firstName", &request.first_name)?.trim().nfkc().collect();
        validate::at_most("firstName", &name, validate::MAX_NAME_CHARS)?;
        validate::required("password", &request.password)?;
        validate::at_most("password", &request.password, password::MAX_PASSWORD_CHARS)?;
        let (attempt, child) = {
            let mut conn = self.state.db().await?;
            let child = store::child_by_sign_in_name(&mut conn, &name).await?;
            let attempt =
                client.admit(&self.state, &mut conn, Account::Child(&name), child.as_ref().map(|c| c.id)).await?;
            (attempt, child)
        };
        let (child, device) = self
            .check_password(Role::Child, attempt, client, request.password, child, |c| (c.id, &c.password_hash))
            .await?;
        // Bedtime and the daily limit the parent chose, told only to the one who knows the
        // password.
        let mut conn = self.state.db().await?;
        let settings = settings::for_child(&mut conn, child.id).await?;
        settings::check_open(&self.state, child.id, &settings, false)
            .await
            .map_err(|closed| closed.for_reader(settings.language))?;
        // For the parent's view of the child's activity: the time only, never the address.
        store::record_child_sign_in(&mut conn, child.id).await?;
        let access_token =
            self.state.tokens.issue(Caller { id: child.id, role: Role::Child }, child.session_version)?;
        let answer = v1::ChildSignInResponse {
            access_token,
            user: Some(v1::SignedInChild {
                id: child.id.to_string(),
                age: validate::age_on(child.birth_date, Utc::now().date_naive()),
                first_name: child.first_name,
                last_name: child.last_name,
                language: settings.language.code().to_owned(),
            }),
        };
        Ok((answer, device))
    }

    /// Creates the account, or for an email address that has one does nothing, and answers the
    /// same either way (the password is hashed either way too, so the time is the same).
    async fn sign_up_parent(
        &self,
        request: v1::ParentSignUpRequest,
        address: Option<String>,
    ) -> AppResult<v1::ParentSignUpResponse> {
        let first_name = validate::person_name("firstName", &request.first_name)?;
        let last_name = validate::person_name("lastName", &request.last_name)?;
        let email = validate::email("email", &request.email)?;
        let phone = validate::phone("phone", &request.phone)?;
        let language = match request.language.trim() {
            "" => Language::default(),
            code => Language::parse("language", code)?,
        }
        .code()
        .to_owned();
        let personal = password::Personal::parent(&request.first_name, &request.last_name, &request.email);
        password::check_new_password("password", &request.password, &personal)?;
        if let Some(address) = &address {
            let mut conn = self.state.db().await?;
            self.state.limits.take(&mut conn, Counter::SignUpAddress, address, None).await?;
        }
        let password_hash = password::hash(request.password).await?;
        let mut conn = self.state.db().await?;
        let created =
            store::insert_parent(&mut conn, NewParent { first_name, last_name, email, phone, password_hash, language })
                .await?;
        match created {
            Some(parent) => {
                tracing::info!(target: "security", event = "sign_up", account_id = %parent.id, "a parent signed up");
                drop(conn);
                crate::account::verification::send(&self.state, &parent, false).await?;
            }
            // Mail to the address's owner ("someone tried to sign up with your address") goes
            // here once the server can send mail.
            None => tracing::warn!(
                target: "security",
                event = "sign_up_existing_email",
                "a sign-up gave an email address that has an account; nothing was changed"
            ),
        }
        Ok(v1::ParentSignUpResponse::default())
    }

    async fn sign_in_parent(
        &self,
        request: v1::ParentSignInRequest,
        client: &Client,
    ) -> AppResult<(v1::ParentSignInResponse, DeviceKey)> {
        let email = sign_in_email(&request.email, &request.password)?;
        let (attempt, parent) = {
            let mut conn = self.state.db().await?;
            let parent = store::parent_by_email(&mut conn, &email).await?;
            let attempt =
                client.admit(&self.state, &mut conn, Account::Parent(&email), parent.as_ref().map(|p| p.id)).await?;
            (attempt, parent)
        };
        let (parent, device) = self
            .check_password(Role::Parent, attempt, client, request.password, parent, |p| (p.id, &p.password_hash))
            .await?;
        let access_token =
            self.state.tokens.issue(Caller { id: parent.id, role: Role::Parent }, parent.session_version)?;
        let account = crate::account::reload(&mut self.state.db().await?, parent.id).await?;
        Ok((v1::ParentSignInResponse { access_token, parent: Some(account.into()) }, device))
    }

    /// Signs a moderator in, as a parent signs in; an address an operator removed is unknown.
    async fn sign_in_moderator(
        &self,
        request: v1::ModeratorSignInRequest,
        client: &Client,
    ) -> AppResult<(v1::ModeratorSignInResponse, DeviceKey)> {
        let email = sign_in_email(&request.email, &request.password)?;
        let (attempt, moderator) = {
            let mut conn = self.state.db().await?;
            let moderator = store::moderator_by_email(&mut conn, &email).await?;
            let account = Account::Moderator(&email);
            let attempt = client.admit(&self.state, &mut conn, account, moderator.as_ref().map(|m| m.id)).await?;
            (attempt, moderator)
        };
        let (moderator, device) = self
            .check_password(Role::Moderator, attempt, client, request.password, moderator, |m| (m.id, &m.password_hash))
            .await?;
        tracing::info!(target: "security", event = "moderator_sign_in", account_id = %moderator.id, "a moderator signed in");
        let access_token =
            self.state.tokens.issue(Caller { id: moderator.id, role: Role::Moderator }, moderator.session_version)?;
        let answer = v1::ModeratorSignInResponse { access_token, must_change_password: moderator.must_change_password };
        Ok((answer, device))
    }

    /// Checks the current password and the new one, stores the new one and ends every session
    /// of the account; returns a token for a new session.
    async fn change_password(
        &self,
        caller: Caller,
        request: v1::ChangePasswordRequest,
        client: &Client,
    ) -> AppResult<String> {
        validate::required("currentPassword", &request.current_password)?;
        validate::at_most("currentPassword", &request.current_password, password::MAX_PASSWORD_CHARS)?;
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
            return Err(AppError::invalid("newPassword", crate::words!("password-unchanged")));
        }
        // Before any hashing: one change of an account at a time, at most PASSWORD_CHANGES_PER_HOUR
        // an hour, and the current password counted as a sign-in attempt of the account from
        // this address, so that the call is neither a way to keep the hashing busy nor an
        // unlimited guesser of the account's own password.
        let _turn = password::ChangeTurn::take(caller.id)?;
        let attempt = {
            let mut conn = self.state.db().await?;
            let key = caller.id.to_string();
            self.state.limits.take(&mut conn, Counter::PasswordChange, &key, Some(caller.id)).await?;
            let account = match caller.role {
                Role::Child => Account::Child(&owner.sign_in_name),
                Role::Parent => Account::Parent(&owner.sign_in_name),
                Role::Moderator => Account::Moderator(&owner.sign_in_name),
            };
            client.admit(&self.state, &mut conn, account, Some(caller.id)).await?
        };
        if !password::verify(request.current_password, Some(owner.password_hash)).await? {
            tracing::warn!(
                target: "security",
                event = "sign_in_failed",
                role = caller.role.code(),
                account_id = %caller.id,
                reason = "wrong_current_password",
                "a password change gave a wrong current password"
            );
            return Err(AppError::invalid("currentPassword", crate::words!("password-not-current")));
        }
        self.state.limits.sign_in_succeeded(&mut self.state.db().await?, attempt).await?;
        let hash = password::hash(request.new_password).await?;
        let mut conn = self.state.db().await?;
        let changed = store::set_password(&mut conn, caller, &hash).await;
        self.state.caches.account_changed(caller);
        let version = changed?.ok_or(AppError::AccountGone)?;
        self.state.tokens.issue(caller, version)
    }

    /// The account when the password is its own, with the key of the device it signed in on,
    /// now remembered as known to the account. An unknown account is checked against a dummy
    /// hash, so it takes the same time and gets the same answer as a wrong password. A failure
    /// stays counted and is logged as a security event, with the account id when there is one;
    /// the first beyond the account-wide cap tells a child's parent.
    async fn check_password<T>(
        &self,
        role: Role,
        attempt: Admitted,
        client: &Client,
        password: String,
        found: Option<T>,
        id_and_hash: impl Fn(&T) -> (Uuid, &str),
    ) -> AppResult<(T, DeviceKey)> {
        let account = found.as_ref().map(|row| id_and_hash(row).0);
        let hash = found.as_ref().map(|row| id_and_hash(row).1.to_owned());
        match (password::verify(password, hash).await?, found) {
            (true, Some(row)) => {
                let mut conn = self.state.db().await?;
                self.state.limits.sign_in_succeeded(&mut conn, attempt).await?;
                let device = client.device.clone().unwrap_or_else(DeviceKey::generate);
                devices::remember(&mut conn, id_and_hash(&row).0, &device).await?;
                Ok((row, device))
            }
            _ => {
                if attempt.reached_account_cap
                    && role == Role::Child
                    && let Some(child) = account
                {
                    tracing::warn!(
                        target: "security",
                        event = "sign_in_guessed",
                        account_id = %child,
                        "a child's account reached the cap of failed sign-ins from new devices; the parent is told"
                    );
                    crate::review::safety::record_guessing(&mut self.state.db().await?, child).await?;
                }
                tracing::warn!(
                    target: "security",
                    event = "sign_in_failed",
                    role = role.code(),
                    account_id = account.map(|id| id.to_string()),
                    reason = if account.is_some() { "wrong_password" } else { "unknown_account" },
                    "a sign-in failed"
                );
                Err(AppError::Unauthenticated(Reason::SignInFailed, crate::words!("sign-in-failed")))
            }
        }
    }
}

/// Who is signing in, as far as the server can tell: the client's address (by the server's
/// outer layer) and the key of their device, if it has one.
struct Client {
    address: Option<String>,
    device: Option<DeviceKey>,
}

impl Client {
    fn of(metadata: &tonic::metadata::MetadataMap) -> Self {
        Self { address: client_address(metadata), device: DeviceKey::of(metadata) }
    }

    /// Admits the attempt at `account` (whose id, when it exists, says whether this device
    /// signed it in before).
    async fn admit(
        &self,
        state: &AppState,
        conn: &mut crate::db::Connection<'_>,
        account: Account<'_>,
        id: Option<Uuid>,
    ) -> AppResult<Admitted> {
        let known = devices::knows(conn, id, self.device.as_ref()).await?;
        let device = if known { self.device.as_ref() } else { None };
        state.limits.admit_sign_in(conn, account, self.address.as_deref(), device).await
    }
}

/// The answer of a sign-in, with the device key handed to the client.
fn signed_in_answer<T>(metadata: &tonic::metadata::MetadataMap, (answer, device): (T, DeviceKey)) -> Response<T> {
    let mut response = Response::new(answer);
    device.hand_over(metadata, response.metadata_mut());
    response
}

/// The email address of a parent's or moderator's sign-in, lower-cased, once both fields are
/// there and of a size an account can have.
fn sign_in_email(email: &str, password: &str) -> AppResult<String> {
    validate::required("email", email)?;
    let email = email.trim().to_lowercase();
    validate::at_most("email", &email, validate::MAX_EMAIL_CHARS)?;
    validate::required("password", password)?;
    validate::at_most("password", password, password::MAX_PASSWORD_CHARS)?;
    Ok(email)
}

#[tonic::async_trait]
impl AuthService for AuthApi {
    async fn child_sign_in(
        &self,
        request: Request<v1::ChildSignInRequest>,
    ) -> Result<Response<v1::ChildSignInResponse>, Status> {
        let (metadata, _, message) = request.into_parts();
        let answer = self.sign_in_child(message, &Client::of(&metadata)).await?;
        Ok(signed_in_answer(&metadata, answer))
    }

    async fn parent_sign_up(
        &self,
        request: Request<v1::ParentSignUpRequest>,
    ) -> Result<Response<v1::ParentSignUpResponse>, Status> {
        let address = client_address(request.metadata());
        Ok(Response::new(self.sign_up_parent(request.into_inner(), address).await?))
    }

    async fn parent_sign_in(
        &self,
        request: Request<v1::ParentSignInRequest>,
    ) -> Result<Response<v1::ParentSignInResponse>, Status> {
        let (metadata, _, message) = request.into_parts();
        let answer = self.sign_in_parent(message, &Client::of(&metadata)).await?;
        Ok(signed_in_answer(&metadata, answer))
    }

    async fn moderator_sign_in(
        &self,
        request: Request<v1::ModeratorSignInRequest>,
    ) -> Result<Response<v1::ModeratorSignInResponse>, Status> {
        let (metadata, _, message) = request.into_parts();
        let answer = self.sign_in_moderator(message, &Client::of(&metadata)).await?;
        Ok(signed_in_answer(&metadata, answer))
    }

    async fn sign_out(&self, request: Request<v1::SignOutRequest>) -> Result<Response<v1::SignOutResponse>, Status> {
        let caller = layer::signed_in(&request)?;
        let mut conn = self.state.db().await.map_err(Status::from)?;
        let ended = store::end_sessions(&mut conn, caller).await;
        self.state.caches.account_changed(caller);
        ended?.ok_or(AppError::AccountGone)?;
        Ok(Response::new(v1::SignOutResponse {}))
    }

    async fn change_password(
        &self,
        request: Request<v1::ChangePasswordRequest>,
    ) -> Result<Response<v1::ChangePasswordResponse>, Status> {
        let caller = layer::signed_in(&request)?;
        let client = Client::of(request.metadata());
        let access_token = self.change_password(caller, request.into_inner(), &client).await?;
        Ok(Response::new(v1::ChangePasswordResponse { access_token }))
    }
}
