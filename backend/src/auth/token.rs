//! Bearer tokens: HS256 JWTs with subject, role, issued-at and expiry, and the one function that
//! turns a request's `authorization` metadata into a caller, for gRPC, grpc-web and REST alike.

use std::time::Duration;

use jsonwebtoken::{Algorithm, DecodingKey, EncodingKey, Header, Validation, errors::ErrorKind};
use serde::{Deserialize, Serialize};
use tonic::metadata::MetadataMap;
use uuid::Uuid;

use crate::error::{AppError, AppResult};

/// How long a token is valid after sign-in.
pub const TOKEN_LIFETIME: Duration = Duration::from_secs(24 * 60 * 60);

/// Who a token speaks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Role {
    /// A child, signed in with a sign-in name.
    Child,
    /// A parent or guardian, signed in with an email.
    Parent,
}

impl Role {
    fn noun(self) -> &'static str {
        match self {
            Role::Child => "a child",
            Role::Parent => "a parent",
        }
    }
}

/// The authenticated caller of a request.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Caller {
    /// The account's id.
    pub id: Uuid,
    /// What kind of account it is.
    pub role: Role,
}

#[derive(Debug, Serialize, Deserialize)]
struct Claims {
    sub: Uuid,
    role: Role,
    iat: u64,
    exp: u64,
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

    /// Issues a token for the caller, valid for [`TOKEN_LIFETIME`].
    pub fn issue(&self, caller: Caller) -> AppResult<String> {
        self.issue_at(caller, jsonwebtoken::get_current_timestamp())
    }

    fn issue_at(&self, caller: Caller, issued_at: u64) -> AppResult<String> {
        let claims =
            Claims { sub: caller.id, role: caller.role, iat: issued_at, exp: issued_at + TOKEN_LIFETIME.as_secs() };
        jsonwebtoken::encode(&Header::new(Algorithm::HS256), &claims, &self.encoding)
            .map_err(|error| AppError::Internal(error.into()))
    }

    /// The caller of a request, which must be signed in with `role`: a missing, malformed,
    /// tampered or expired token is UNAUTHENTICATED, another role PERMISSION_DENIED.
    pub fn authorize(&self, metadata: &MetadataMap, role: Role) -> AppResult<Caller> {
        let header = metadata.get("authorization").ok_or_else(|| {
            AppError::Unauthenticated("sign in first: this call needs an `Authorization: Bearer <token>` header".into())
        })?;
        let token = header
            .to_str()
            .ok()
            .and_then(|value| value.strip_prefix("Bearer ").or_else(|| value.strip_prefix("bearer ")))
            .map(str::trim)
            .ok_or_else(|| AppError::Unauthenticated("the Authorization header must read `Bearer <token>`".into()))?;
        let claims = jsonwebtoken::decode::<Claims>(token, &self.decoding, &self.validation)
            .map_err(|error| match error.kind() {
                ErrorKind::ExpiredSignature => {
                    AppError::Unauthenticated("your sign-in has expired; please sign in again".into())
                }
                _ => AppError::Unauthenticated("the sign-in token is not valid; please sign in again".into()),
            })?
            .claims;
        if claims.role != role {
            return Err(AppError::PermissionDenied(format!(
                "this call is for {} account, and you are signed in as {}",
                role.noun(),
                claims.role.noun()
            )));
        }
        Ok(Caller { id: claims.sub, role })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn bearer(token: &str) -> MetadataMap {
        let mut metadata = MetadataMap::new();
        metadata.insert("authorization", format!("Bearer {token}").parse().unwrap());
        metadata
    }

    fn child() -> Caller {
        Caller { id: Uuid::new_v4(), role: Role::Child }
    }

    #[test]
    fn a_token_names_its_caller() {
        let keys = TokenKeys::new(b"secret");
        let caller = child();
        let token = keys.issue(caller).unwrap();
        assert_eq!(keys.authorize(&bearer(&token), Role::Child).unwrap(), caller);
    }

    #[test]
    fn the_other_role_is_permission_denied() {
        let keys = TokenKeys::new(b"secret");
        let token = keys.issue(child()).unwrap();
        assert!(matches!(keys.authorize(&bearer(&token), Role::Parent), Err(AppError::PermissionDenied(_))));
    }

    #[test]
    fn missing_tampered_foreign_and_expired_tokens_are_unauthenticated() {
        let keys = TokenKeys::new(b"secret");
        let token = keys.issue(child()).unwrap();
        let mut tampered = token.clone();
        tampered.pop();
        tampered.push(if token.ends_with('A') { 'B' } else { 'A' });
        let foreign = TokenKeys::new(b"another secret").issue(child()).unwrap();
        let expired =
            keys.issue_at(child(), jsonwebtoken::get_current_timestamp() - TOKEN_LIFETIME.as_secs() - 1).unwrap();
        for metadata in [MetadataMap::new(), bearer(&tampered), bearer(&foreign), bearer(&expired), bearer("")] {
            assert!(matches!(keys.authorize(&metadata, Role::Child), Err(AppError::Unauthenticated(_))));
        }
        let error = keys.authorize(&bearer(&expired), Role::Child).unwrap_err();
        assert!(error.to_string().contains("expired"), "{error}");
    }
}
