//! Ndoto's server: one binary serving gRPC, grpc-web and REST over one port, on an embedded or
//! external PostgreSQL.

pub mod ai;
pub mod api;
pub mod auth;
pub mod career;
pub mod catalogue;
pub mod cli;
pub mod community;
pub mod config;
pub mod db;
pub mod error;
pub mod parent;
pub mod quiz;
pub mod seed;
pub mod server;
pub mod state;
pub mod student;
pub mod unimplemented;
pub mod validate;
pub mod video;
