//! Careers from the quiz (CareerService): recommendations and the careers advisor.

pub(crate) mod service;

pub(crate) use service::CareerApi;
