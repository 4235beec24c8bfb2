//! Parents managing their children's accounts (ParentService).

pub(crate) mod children;
pub(crate) mod domain;
pub(crate) mod service;
pub(crate) mod store;
pub(crate) mod wire;

pub(crate) use service::ParentApi;
