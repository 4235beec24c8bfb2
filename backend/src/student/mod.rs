//! The signed-in child's own space (StudentService): dashboard, activities and rewards.

pub mod content;
pub mod recommend;
pub mod rewards;
pub mod service;
pub mod store;

pub use service::StudentApi;
