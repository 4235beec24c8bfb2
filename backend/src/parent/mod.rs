//! Parents managing their children's accounts (ParentService): adding and editing children,
//! their progress, their data (export and deletion), and how long the server keeps what.

pub(crate) mod children;
pub(crate) mod domain;
pub(crate) mod progress;
pub mod retention;
pub(crate) mod service;
pub(crate) mod wire;

pub(crate) use service::ParentApi;
