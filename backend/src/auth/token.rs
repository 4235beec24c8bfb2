//! Bearer tokens: HS256 JWTs with subject, role, session version, issued-at and expiry. The auth
//! layer (`auth::layer`) checks them for every protocol alike; handlers only check the role.

use crate::error::Reason;
use std::time::Duration;

use http::HeaderMap;
use jsonwebtoken::{Algorithm, DecodingKey, EncodingKey, Header, Validation, errors::ErrorKind};
use serde::{Deserialize, Serialize};
use uuid::Uuid;

use crate::error::{AppError, AppResult};

/// How long a child's token is valid: shorter than a school day plus evening, so that a token
/// left on a shared computer ends by itself. Renewed while in use (see [`Session::needs_renewal`]).
pub const CHILD_TOKEN_LIFETIME: Duration = Duration::from_secs(8 * 60 * 60);
/// How long a parent's token is valid; renewed while in use too.
pub const PARENT_TOKEN_LIFETIME: Duration = Duration::from_secs(24 * 60 * 60);
/// How long a moderator's token is valid: a working day, renewed while in use. A moderator reads
/// what children wrote, so a forgotten session should end soon.
pub const MODERATOR_TOKEN_LIFETIME: Duration = Duration::from_secs(8 * 60 * 60);

/// The longest a child's session lasts from sign-in, renewals included (issue 26): then the
/// child signs in again.
pub const CHILD_SESSION_LIMIT: Duration = Duration::from_secs(24 * 60 * 60);
/// The longest a parent's session lasts from sign-in, renewals included.
pub const PARENT_SESSION_LIMIT: Duration = Duration::from_secs(7 * 24 * 60 * 60);
/// The longest a moderator's session lasts from sign-in, renewals included.
pub const MODERATOR_SESSION_LIMIT: Duration = Duration::from_secs(24 * 60 * 60);

/// Who a token speaks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Role {
    /// A child, signed in with a sign-in name.
    Child,
    /// A parent or guardian, signed in with an email.
    Parent,
    /// A moderator, whom an operator added (`ndoto moderator add`), signed in with an email.
    Moderator,
}

impl Role {
    /// The role's name in tokens and headers: "child", "parent", "moderator".
    pub fn code(self) -> &'static str {
        match self {
            Role::Child => "child",
            Role::Parent => "parent",
            Role::Moderator => "moderator",
        }
    }

    /// The role named `code`.
    pub fn from_code(code: &str) -> Option<Role> {
        [Role::Child, Role::Parent, Role::Moderator].into_iter().find(|role| role.code() == code)
    }

    fn noun(self) -> crate::i18n::Words {
        match self {
            Role::Child => crate::words!("role-child"),
            Role::Parent => crate::words!("role-parent"),
            Role::Moderator => crate::words!("role-moderator"),
        }
    }

    /// How long a token of this role is valid after it is issued.
    pub fn token_lifetime(self) -> Duration {
        match self {
            Role::Child => CHILD_TOKEN_LIFETIME,
            Role::Parent => PARENT_TOKEN_LIFETIME,
            Role::Moderator => MODERATOR_TOKEN_LIFETIME,
        }
    }

    /// How long a session of this role lasts from sign-in, however often its token is renewed.
    pub fn session_limit(self) -> Duration {
        match self {
            Role::Child => CHILD_SESSION_LIMIT,
            Role::Parent => PARENT_SESSION_LIMIT,
            Role::Moderator => MODERATOR_SESSION_LIMIT,
        }
    }
}

/// The authenticated caller of a request.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Caller {
    /// The account's id.
    pub id: Uuid,
    /// What kind of account it is.
    pub role: Role,
}

impl Caller {
    /// The caller, when signed in with `role`; another role is PERMISSION_DENIED.
    pub fn require(self, role: Role) -> AppResult<Caller> {
        if self.role != role {
            return Err(AppError::PermissionDenied(
                Reason::WrongRole,
                crate::words!("wrong-role", role = role.noun(), caller = self.role.noun()),
            ));
        }
        Ok(self)
    }
}

/// What a valid token says.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Session {
    /// Whose token it is.
    pub caller: Caller,
    /// The account's session version when the token was issued; the account's current one must
    /// still be the same.
    pub version: i32,
    /// When it was issued, in seconds since the epoch.
    pub issued_at: u64,
    /// When it expires, in seconds since the epoch.
    pub expires_at: u64,
    /// When the person signed in (with their password), in seconds since the epoch: renewals
    /// keep it, and no token of the session outlives it by more than the role's session limit.
    pub signed_in_at: u64,
}

impl Session {
    /// Past half its lifetime at `now`: the answer carries a fresh token.
    pub fn needs_renewal(&self, now: u64) -> bool {
        now >= self.issued_at + (self.expires_at.saturating_sub(self.issued_at)) / 2
    }
}

#[derive(Debug, Serialize, Deserialize)]
struct Claims {
    sub: Uuid,
    role: Role,
    /// The session version.
    sv: i32,
    iat: u64,
    exp: u64,
    /// When the person signed in (OpenID Connect's name); tokens from before it existed count
    /// their own `iat`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    auth_time: Option<u64>,
}

/// Signs and checks tokens with one secret.
#[derive(Clone)]
pub struct TokenKeys {
    encoding: EncodingKey,
    decoding: DecodingKey,
    validation: Validation,
}

impl TokenKeys {
    /// Keys for signing and checking tokens with `secret`.
    pub fn new(secret: &[u8]) -> Self {
        let mut validation = Validation::new(Algorithm::HS256);
        validation.leeway = 0;
        validation.set_required_spec_claims(&["sub", "exp", "iat"]);
        Self { encoding: EncodingKey::from_secret(secret), decoding: DecodingKey::from_secret(secret), validation }
    }

    /// Issues a token for the caller at the account's session `version`, valid for its role's
    /// lifetime.
    pub fn issue(&self, caller: Caller, version: i32) -> AppResult<String> {
        self.issue_at(caller, version, jsonwebtoken::get_current_timestamp())
    }

    /// Issues a token as if signed in at `issued_at` (seconds since the epoch): for renewal tests.
    pub fn issue_at(&self, caller: Caller, version: i32, issued_at: u64) -> AppResult<String> {
        self.issue_in_session(caller, version, issued_at, issued_at)
    }

    /// Issues a token at `issued_at` of a session signed in at `signed_in_at`; it expires after
    /// the role's token lifetime, but never past the session's limit.
    pub fn issue_in_session(
        &self,
        caller: Caller,
        version: i32,
        issued_at: u64,
        signed_in_at: u64,
    ) -> AppResult<String> {
        let limit = signed_in_at + caller.role.session_limit().as_secs();
        let claims = Claims {
            sub: caller.id,
            role: caller.role,
            sv: version,
            iat: issued_at,
            exp: (issued_at + caller.role.token_lifetime().as_secs()).min(limit),
            auth_time: Some(signed_in_at),
        };
        jsonwebtoken::encode(&Header::new(Algorithm::HS256), &claims, &self.encoding)
            .map_err(|error| AppError::Internal(error.into()))
    }

    /// A fresh token for the session at `now`, or none when renewing would not make it last
    /// longer: the session reached its limit, and ends with its current token.
    pub fn renew(&self, session: &Session, now: u64) -> AppResult<Option<String>> {
        let limit = session.signed_in_at + session.caller.role.session_limit().as_secs();
        let renewed_expiry = (now + session.caller.role.token_lifetime().as_secs()).min(limit);
        if renewed_expiry <= session.expires_at {
            return Ok(None);
        }
        self.issue_in_session(session.caller, session.version, now, session.signed_in_at).map(Some)
    }

    /// The session of a request's bearer token: a missing, malformed, tampered or expired token
    /// is UNAUTHENTICATED. Whether the session is still the account's is the caller's to check.
    pub fn verify(&self, headers: &HeaderMap) -> AppResult<Session> {
        let header = headers
            .get(http::header::AUTHORIZATION)
            .ok_or_else(|| AppError::Unauthenticated(Reason::TokenMissing, crate::words!("token-missing")))?;
        let token = header
            .to_str()
            .ok()
            .and_then(|value| value.strip_prefix("Bearer ").or_else(|| value.strip_prefix("bearer ")))
            .map(str::trim)
            .ok_or_else(|| AppError::Unauthenticated(Reason::TokenMalformed, crate::words!("token-malformed")))?;
        let claims = jsonwebtoken::decode::<Claims>(token, &self.decoding, &self.validation)
            .map_err(|error| match error.kind() {
                ErrorKind::ExpiredSignature => {
                    AppError::Unauthenticated(Reason::TokenExpired, crate::words!("token-expired"))
                }
                _ => AppError::Unauthenticated(Reason::TokenInvalid, crate::words!("token-invalid")),
            })?
            .claims;
        Ok(Session {
            caller: Caller { id: claims.sub, role: claims.role },
            version: claims.sv,
            issued_at: claims.iat,
            expires_at: claims.exp,
            signed_in_at: claims.auth_time.unwrap_or(claims.iat),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn bearer(token: &str) -> HeaderMap {
        let mut headers = HeaderMap::new();
        headers.insert("authorization", format!("Bearer {token}").parse().unwrap());
        headers
    }

    fn child() -> Caller {
        Caller { id: Uuid::new_v4(), role: Role::Child }
    }

    #[test]
    fn a_token_names_its_caller_and_session() {
        let keys = TokenKeys::new(b"secret");
        let caller = child();
        let session = keys.verify(&bearer(&keys.issue(caller, 7).unwrap())).unwrap();
        assert_eq!((session.caller, session.version), (caller, 7));
        assert_eq!(session.expires_at - session.issued_at, CHILD_TOKEN_LIFETIME.as_secs());
        let parent = Caller { id: Uuid::new_v4(), role: Role::Parent };
        let session = keys.verify(&bearer(&keys.issue(parent, 0).unwrap())).unwrap();
        assert_eq!(session.expires_at - session.issued_at, PARENT_TOKEN_LIFETIME.as_secs());
    }

    #[test]
    fn child_tokens_last_less_than_a_day() {
        assert!(CHILD_TOKEN_LIFETIME < Duration::from_secs(24 * 60 * 60));
    }

    #[test]
    fn the_other_role_is_permission_denied() {
        assert!(matches!(child().require(Role::Parent), Err(AppError::PermissionDenied(..))));
        assert!(child().require(Role::Child).is_ok());
    }

    #[test]
    fn renewal_starts_at_half_life() {
        let keys = TokenKeys::new(b"secret");
        let now = jsonwebtoken::get_current_timestamp();
        let half = CHILD_TOKEN_LIFETIME.as_secs() / 2;
        let young = keys.verify(&bearer(&keys.issue_at(child(), 0, now - half + 60).unwrap())).unwrap();
        let old = keys.verify(&bearer(&keys.issue_at(child(), 0, now - half).unwrap())).unwrap();
        assert!(!young.needs_renewal(now));
        assert!(old.needs_renewal(now));
    }

    #[test]
    fn missing_tampered_foreign_and_expired_tokens_are_unauthenticated() {
        let keys = TokenKeys::new(b"secret");
        let token = keys.issue(child(), 0).unwrap();
        let mut tampered = token.clone();
        tampered.pop();
        tampered.push(if token.ends_with('A') { 'B' } else { 'A' });
        let foreign = TokenKeys::new(b"another secret").issue(child(), 0).unwrap();
        let expired = keys
            .issue_at(child(), 0, jsonwebtoken::get_current_timestamp() - CHILD_TOKEN_LIFETIME.as_secs() - 1)
            .unwrap();
        for headers in [HeaderMap::new(), bearer(&tampered), bearer(&foreign), bearer(&expired), bearer("")] {
            assert!(matches!(keys.verify(&headers), Err(AppError::Unauthenticated(..))));
        }
        let error = keys.verify(&bearer(&expired)).unwrap_err();
        assert!(error.to_string().contains("expired"), "{error}");
    }
}
