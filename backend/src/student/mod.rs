//! The signed-in child's own space (StudentService): dashboard, activities, rewards, the resource
//! board, their profile and their notifications.

pub(crate) mod art_buddy;
pub(crate) mod awards;
pub(crate) mod completion_time;
pub(crate) mod content;
pub(crate) mod profile;
pub mod recommend;
pub(crate) mod resources;
pub(crate) mod rewards;
pub(crate) mod service;
pub(crate) mod store;
pub(crate) mod wire;

pub use service::StudentApi;
