//! Careers from the quiz (CareerService): recommendations and the careers advisor.

pub mod service;

pub use service::CareerApi;
