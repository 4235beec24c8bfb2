//! Devices that signed an account in before (issue 26): such a device skips the account-wide cap
//! on failed sign-ins, so strangers guessing from elsewhere cannot lock a child out of the tablet
//! they use every day.
//!
//! A device holds a random key: in the browser an http-only cookie ([`DEVICE_COOKIE`], never
//! readable by the page's scripts), for other clients the [`DEVICE_HEADER`] metadata they send
//! back. The server keeps only the key's SHA-256 per account (`sign_in_devices`), so the table
//! cannot sign anyone in. Siblings on one tablet share its key.

use base64::{Engine, engine::general_purpose::URL_SAFE_NO_PAD};
use chrono::{DateTime, TimeDelta, Utc};
use diesel::{ExpressionMethods, OptionalExtension, QueryDsl};
use diesel_async::RunQueryDsl;
use rand::RngCore;
use sha2::{Digest, Sha256};
use tonic::metadata::{MetadataMap, MetadataValue};
use uuid::Uuid;

use crate::db::{Connection, schema::sign_in_devices};

/// The browser's cookie holding the device key.
pub const DEVICE_COOKIE: &str = "ndoto_device";
/// The metadata (header) through which a client that is not a browser sends its device key, and
/// in which a sign-in answers it.
pub const DEVICE_HEADER: &str = "x-ndoto-device";
/// A device unused this long is forgotten.
pub const DEVICE_MEMORY: TimeDelta = TimeDelta::days(180);
/// How long the browser keeps the cookie, in seconds (a year; each sign-in renews it).
const COOKIE_MAX_AGE_SECS: u32 = 365 * 24 * 60 * 60;
const KEY_BYTES: usize = 32;

/// A device's random key, as the client holds it (base64url, 43 characters).
#[derive(Clone, PartialEq, Eq)]
pub struct DeviceKey(String);

impl std::fmt::Debug for DeviceKey {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("DeviceKey(..)")
    }
}

impl DeviceKey {
    /// A new random key.
    pub fn generate() -> Self {
        let mut bytes = [0u8; KEY_BYTES];
        rand::rng().fill_bytes(&mut bytes);
        Self(URL_SAFE_NO_PAD.encode(bytes))
    }

    /// The key a well-formed text holds; anything else is no key.
    fn parse(text: &str) -> Option<Self> {
        let text = text.trim();
        let bytes = URL_SAFE_NO_PAD.decode(text).ok()?;
        (bytes.len() == KEY_BYTES).then(|| Self(text.to_owned()))
    }

    /// The key a request carries: the [`DEVICE_HEADER`] metadata, else the [`DEVICE_COOKIE`].
    pub fn of(metadata: &MetadataMap) -> Option<Self> {
        if let Some(key) = metadata.get(DEVICE_HEADER).and_then(|value| value.to_str().ok()).and_then(Self::parse) {
            return Some(key);
        }
        metadata
            .get_all("cookie")
            .iter()
            .filter_map(|value| value.to_str().ok())
            .flat_map(|header| header.split(';'))
            .filter_map(|pair| pair.trim().split_once('='))
            .find(|(name, _)| *name == DEVICE_COOKIE)
            .and_then(|(_, value)| Self::parse(value))
    }

    fn hash(&self) -> Vec<u8> {
        Sha256::digest(self.0.as_bytes()).to_vec()
    }

    /// The second half of this device's row in `sign_in_pairs`: its own failures, apart from
    /// any address's. A prefix of the hash, never the key.
    pub(crate) fn pair_key(&self) -> String {
        let hash = self.hash();
        let hex: String = hash[..8].iter().map(|byte| format!("{byte:02x}")).collect();
        format!("device:{hex}")
    }

    /// Hands the key to the client in the sign-in's answer: the http-only cookie (`secure` when
    /// the client reached us over HTTPS), and for clients that are not browsers (no `Origin`)
    /// the [`DEVICE_HEADER`] too.
    pub(crate) fn hand_over(&self, request: &MetadataMap, answer: &mut MetadataMap) {
        let secure = request.get("x-forwarded-proto").is_some_and(|proto| proto.as_bytes() == b"https");
        let cookie = format!(
            "{DEVICE_COOKIE}={}; Max-Age={COOKIE_MAX_AGE_SECS}; Path=/; HttpOnly; SameSite=Strict{}",
            self.0,
            if secure { "; Secure" } else { "" }
        );
        if let Ok(value) = MetadataValue::try_from(cookie) {
            answer.insert("set-cookie", value);
        }
        if request.get("origin").is_none()
            && let Ok(value) = MetadataValue::try_from(self.0.as_str())
        {
            answer.insert(DEVICE_HEADER, value);
        }
    }
}

/// Whether `key` signed `account` in before.
pub(crate) async fn knows(
    conn: &mut Connection<'_>,
    account: Option<Uuid>,
    key: Option<&DeviceKey>,
) -> diesel::QueryResult<bool> {
    let (Some(account), Some(key)) = (account, key) else { return Ok(false) };
    let found = sign_in_devices::table
        .filter(sign_in_devices::account_id.eq(account))
        .filter(sign_in_devices::device_hash.eq(key.hash()))
        .select(sign_in_devices::account_id)
        .first::<Uuid>(conn)
        .await
        .optional()?;
    Ok(found.is_some())
}

/// Remembers that `key` signed `account` in, now.
pub(crate) async fn remember(conn: &mut Connection<'_>, account: Uuid, key: &DeviceKey) -> diesel::QueryResult<()> {
    diesel::insert_into(sign_in_devices::table)
        .values((sign_in_devices::account_id.eq(account), sign_in_devices::device_hash.eq(key.hash())))
        .on_conflict((sign_in_devices::account_id, sign_in_devices::device_hash))
        .do_update()
        .set(sign_in_devices::last_used_at.eq(diesel::dsl::now))
        .execute(conn)
        .await
        .map(drop)
}

/// Forgets devices unused for [`DEVICE_MEMORY`] as of `now`; the retention task runs it.
pub async fn purge(conn: &mut Connection<'_>, now: DateTime<Utc>) -> diesel::QueryResult<usize> {
    diesel::delete(sign_in_devices::table.filter(sign_in_devices::last_used_at.lt(now - DEVICE_MEMORY)))
        .execute(conn)
        .await
}

#[cfg(test)]
mod tests {
    use super::*;

    fn metadata(pairs: &[(&'static str, &str)]) -> MetadataMap {
        let mut map = MetadataMap::new();
        for (name, value) in pairs {
            map.append(*name, value.parse().unwrap());
        }
        map
    }

    #[test]
    fn a_key_comes_from_the_header_or_the_cookie_and_only_when_well_formed() {
        let key = DeviceKey::generate();
        assert_eq!(key.0.len(), 43);
        assert_eq!(DeviceKey::of(&metadata(&[(DEVICE_HEADER, &key.0)])), Some(key.clone()));
        let cookies = format!("theme=dark; {DEVICE_COOKIE}={}; other=1", key.0);
        assert_eq!(DeviceKey::of(&metadata(&[("cookie", "a=b"), ("cookie", &cookies)])), Some(key.clone()));
        for bad in ["", "short", &"A".repeat(44), &format!("{}!", &key.0[..42])] {
            assert_eq!(DeviceKey::of(&metadata(&[(DEVICE_HEADER, bad)])), None, "{bad:?}");
        }
        assert_eq!(DeviceKey::of(&metadata(&[("cookie", "ndoto_devicex=abc")])), None);
        assert_ne!(DeviceKey::generate(), key);
    }

    #[test]
    fn browsers_get_an_http_only_cookie_and_other_clients_the_header_too() {
        let key = DeviceKey::generate();
        let mut answer = MetadataMap::new();
        key.hand_over(&metadata(&[("origin", "https://ndoto.example"), ("x-forwarded-proto", "https")]), &mut answer);
        let cookie = answer.get("set-cookie").unwrap().to_str().unwrap();
        assert!(cookie.starts_with(&format!("{DEVICE_COOKIE}={};", key.0)), "{cookie}");
        for attribute in ["HttpOnly", "SameSite=Strict", "Path=/", "Secure", "Max-Age=31536000"] {
            assert!(cookie.contains(attribute), "{attribute}: {cookie}");
        }
        assert!(answer.get(DEVICE_HEADER).is_none(), "a page's scripts never see the key");

        let mut answer = MetadataMap::new();
        key.hand_over(&MetadataMap::new(), &mut answer);
        assert_eq!(answer.get(DEVICE_HEADER).unwrap().to_str().unwrap(), key.0);
        assert!(!answer.get("set-cookie").unwrap().to_str().unwrap().contains("Secure"));
    }

    #[test]
    fn the_pair_key_names_the_device_without_its_key() {
        let key = DeviceKey::generate();
        assert!(key.pair_key().starts_with("device:") && key.pair_key().len() == 23);
        assert!(!key.pair_key().contains(&key.0[..8]));
    }
}
