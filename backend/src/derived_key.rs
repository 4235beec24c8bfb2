//! Keys derived from the server's token secret, one per purpose, so that a MAC made for one
//! purpose never checks for another (a page token is never a bearer token's signature, nor a
//! request's fingerprint), and every replica, sharing the secret, derives the same.

use hmac::{Hmac, Mac};
use sha2::{Digest, Sha256};

/// A 256-bit key for one purpose.
#[derive(Clone)]
pub(crate) struct DerivedKey([u8; 32]);

impl std::fmt::Debug for DerivedKey {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("DerivedKey(..)")
    }
}

impl DerivedKey {
    /// SHA-256 of `ndoto <purpose>`, a NUL, and the secret.
    pub(crate) fn new(purpose: &str, secret: &[u8]) -> Self {
        let mut hasher = Sha256::new();
        hasher.update(b"ndoto ");
        hasher.update(purpose.as_bytes());
        hasher.update([0]);
        hasher.update(secret);
        Self(hasher.finalize().into())
    }

    /// An HMAC-SHA256 under this key, to feed.
    pub(crate) fn mac(&self) -> Hmac<Sha256> {
        Hmac::<Sha256>::new_from_slice(&self.0).expect("HMAC takes a key of any size")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_purpose_and_secret_has_its_own_key() {
        let tag = |key: DerivedKey| key.mac().chain_update(b"x").finalize().into_bytes();
        assert_eq!(tag(DerivedKey::new("page tokens", b"s")), tag(DerivedKey::new("page tokens", b"s")));
        assert_ne!(tag(DerivedKey::new("page tokens", b"s")), tag(DerivedKey::new("request ids", b"s")));
        assert_ne!(tag(DerivedKey::new("page tokens", b"s")), tag(DerivedKey::new("page tokens", b"t")));
    }
}
