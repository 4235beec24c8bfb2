//! The career-interest quiz (QuizService): the built-in RIASEC engine, who writes the words
//! (engine or model), storage, and the service.

pub mod engine;
pub mod provider;
pub mod service;
pub mod store;

pub use service::QuizApi;
