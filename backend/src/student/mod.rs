//! The signed-in child's own space (StudentService): dashboard, activities and rewards.

pub(crate) mod awards;
pub(crate) mod content;
pub mod recommend;
pub(crate) mod rewards;
pub(crate) mod service;
pub(crate) mod store;
pub(crate) mod wire;

pub use service::StudentApi;
