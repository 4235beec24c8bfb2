//! The integration tests: one binary (one link, one throwaway PostgreSQL cluster with a database
//! per test) with a module per area, each against the real server over gRPC, grpc-web and REST.
//! The tests that install the process's global log subscriber and read it (`security_log.rs`,
//! `videos.rs`) are binaries of their own, so no other test's lines reach what they read.

#[path = "../common/mod.rs"]
mod common;

mod activities;
mod auth;
mod auth_layer;
mod authz;
mod binary;
mod caches;
mod catalogue_languages;
mod child_settings;
mod community;
mod consent;
mod deploy;
mod edge;
mod embedded;
mod errors;
mod explore;
mod failover;
mod fault;
mod idempotency;
mod journey;
mod languages;
mod limits;
mod llm;
mod mail;
mod moderation;
mod openapi;
mod paging;
mod parent;
mod parent_data;
mod probes;
mod quiz;
mod rest_fuzz;
mod results_languages;
mod review;
mod server;
mod statements;
mod student;
mod verification;
mod watch_history;
