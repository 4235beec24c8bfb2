//! The career-interest quiz (QuizService): the built-in RIASEC engine, who writes the words
//! (engine or model), storage, and the service.

pub mod engine;
pub mod provider;
pub(crate) mod service;
pub(crate) mod store;
pub(crate) mod submission;
pub(crate) mod wire;

pub use service::QuizApi;
