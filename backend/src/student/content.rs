//! The recommendable catalogue (videos, books and games) kept in memory and read again from the
//! database at most once a minute: it only changes when the catalogue is loaded, and every
//! dashboard call ranks all of it, so reading it per call would be most of the call's work.

use std::{
    sync::{Arc, RwLock},
    time::{Duration, Instant},
};

use super::store::{self, Content};
use crate::db::Connection;

/// How long a read of the catalogue is used before it is read again.
pub(crate) const REFRESH_AFTER: Duration = Duration::from_secs(60);

#[derive(Default)]
pub(crate) struct ContentCache {
    current: RwLock<Option<(Instant, Arc<Content>)>>,
}

impl ContentCache {
    /// The catalogue, from memory when it was read less than [`REFRESH_AFTER`] ago.
    pub(crate) async fn get(&self, conn: &mut Connection<'_>) -> diesel::QueryResult<Arc<Content>> {
        if let Some((read_at, content)) = &*self.current.read().unwrap_or_else(|poisoned| poisoned.into_inner())
            && read_at.elapsed() < REFRESH_AFTER
        {
            return Ok(Arc::clone(content));
        }
        let content = Arc::new(store::content(conn).await?);
        *self.current.write().unwrap_or_else(|poisoned| poisoned.into_inner()) =
            Some((Instant::now(), Arc::clone(&content)));
        Ok(content)
    }
}
