//! Parents managing their children's accounts (ParentService).

pub mod domain;
pub mod service;
pub mod store;

pub use service::ParentApi;
