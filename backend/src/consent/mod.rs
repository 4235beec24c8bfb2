//! Consent requests: a child asks their own parent's permission to join a career excursion or
//! chat with a mentor; the parent approves or declines in the parent area, and gets an email when
//! mail is configured. The StudentService and ParentService call in here; the retention schedule
//! calls [`purge_expired`].

pub mod digest;
pub(crate) mod domain;
pub mod mail;
pub(crate) mod store;
pub(crate) mod wire;

pub use store::{KEPT_DAYS_AFTER_EVENT, purge_expired};
