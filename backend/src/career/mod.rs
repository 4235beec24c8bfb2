//! Careers from the quiz (CareerService): recommendations and the careers advisor.

mod advice;
pub(crate) mod service;
mod wire;

pub(crate) use service::CareerApi;
