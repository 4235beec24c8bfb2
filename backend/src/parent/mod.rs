//! Parents managing their children's accounts (ParentService).

pub(crate) mod domain;
pub(crate) mod service;
pub(crate) mod store;

pub(crate) use service::ParentApi;
