//! The learning catalogue's storage side. The content itself (videos, books, games, activities
//! and badges) is data in the `ndoto-catalogue` crate, re-exported here; [`load`] writes it into
//! PostgreSQL at every start and by `ndoto seed`, and the features read it from there.

pub mod load;
pub mod texts;

#[cfg(test)]
mod tests;

pub use ndoto_catalogue::*;
