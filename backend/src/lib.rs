//! Ndoto's server: one binary serving gRPC, grpc-web and REST over one port, on an embedded or
//! external PostgreSQL.

pub mod account;
pub mod ai;
/// The API generated from `proto/`, in its own crate so that a handler edit does not rebuild it.
pub use ndoto_api as api;
pub mod auth;
pub mod cache;
pub(crate) mod canonical;
pub(crate) mod career;
pub mod catalogue;
pub mod cli;
pub(crate) mod community;
/// What a child's post may not say: public so that its benchmark can time it.
pub use community::moderation;
pub mod config;
pub mod consent;
pub mod db;
pub(crate) mod derived_key;
pub mod error;
pub mod health;
pub mod i18n;
pub mod idempotency;
pub(crate) mod journey;
pub mod limits;
pub(crate) mod notifications;
pub mod openapi;
pub mod paging;
pub mod parent;
#[cfg(test)]
mod proptests;
pub mod quiz;
pub(crate) mod rest_errors;
pub mod rest_methods;
pub mod review;
pub(crate) mod secret_file;
pub(crate) mod seed;
pub mod server;
pub(crate) mod settings;
#[cfg(test)]
mod source_files;
pub mod state;
pub mod student;
pub mod telemetry;
pub(crate) mod validate;
pub mod video;
pub(crate) mod web_headers;
