//! Ndoto's server: one binary serving gRPC, grpc-web and REST over one port, on an embedded or
//! external PostgreSQL.

pub mod ai;
/// The API generated from `proto/`, in its own crate so that a handler edit does not rebuild it.
pub use ndoto_api as api;
pub mod auth;
pub mod career;
pub mod catalogue;
pub mod cli;
pub mod community;
pub mod config;
pub mod db;
pub mod error;
pub mod health;
pub mod parent;
pub mod quiz;
pub mod rest_errors;
pub mod seed;
pub mod server;
pub mod state;
pub mod student;
pub mod validate;
pub mod video;
