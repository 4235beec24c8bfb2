//! Accounts and authentication: sign-up, sign-in, sign-out and password changes (AuthService),
//! password policy and hashing, bearer tokens and sessions, the auth layer every request passes,
//! and sign-in throttling.

pub mod devices;
pub mod endpoints;
pub mod layer;
pub(crate) mod password;
pub mod rate_limit;
pub(crate) mod service;
pub mod token;

pub use layer::TOKEN_HEADER;
pub(crate) use layer::{caller, child, parent};
pub use service::AuthApi;
pub use token::{Caller, Role};

/// The header through which the server's outer layer tells handlers the client's address key
/// (IPv6 by /64 network, behind trusted proxies the forwarded client). The layer removes any copy
/// a client sends, so handlers can trust it.
pub const CLIENT_ADDRESS_HEADER: &str = "x-ndoto-client-address";

/// The client's address, as the server's outer layer found it.
pub fn client_address(metadata: &tonic::metadata::MetadataMap) -> Option<String> {
    metadata.get(CLIENT_ADDRESS_HEADER)?.to_str().ok().map(str::to_owned)
}
