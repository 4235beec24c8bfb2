//! The signed-in child's own space (StudentService): dashboard, activities and rewards.

pub mod service;
pub mod store;

pub use service::StudentApi;
