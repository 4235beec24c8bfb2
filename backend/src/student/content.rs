//! The recommendable catalogue (videos, books and games) kept in memory: it only changes when the
//! catalogue is loaded, and every dashboard call ranks all of it, so reading it per call would be
//! most of the call's work. A load announces itself (`crate::cache`), and every replica reads it
//! again then; a copy is also read again after a minute, in case an announcement was missed.

use std::{
    sync::{
        Arc, RwLock,
        atomic::{AtomicU64, Ordering},
    },
    time::{Duration, Instant},
};

use super::store::{self, Content};
use crate::{error::AppResult, state::AppState};

/// How long a read of the catalogue is used at most.
pub(crate) const REFRESH_AFTER: Duration = Duration::from_secs(60);

#[derive(Default)]
pub(crate) struct ContentCache {
    current: RwLock<Option<(Instant, Arc<Content>)>>,
    /// Moves on at every forgetting, so that a read that began before one is not kept.
    epoch: AtomicU64,
}

impl ContentCache {
    /// The catalogue, from memory when it is current.
    pub(crate) async fn get(&self, state: &AppState) -> AppResult<Arc<Content>> {
        if let Some((read_at, content)) = &*self.current.read().unwrap_or_else(|poisoned| poisoned.into_inner())
            && read_at.elapsed() < REFRESH_AFTER
        {
            return Ok(Arc::clone(content));
        }
        let epoch = self.epoch.load(Ordering::SeqCst);
        let content = Arc::new(store::content(&mut state.read_db().await?).await?);
        let mut current = self.current.write().unwrap_or_else(|poisoned| poisoned.into_inner());
        if self.epoch.load(Ordering::SeqCst) == epoch {
            *current = Some((Instant::now(), Arc::clone(&content)));
        }
        Ok(content)
    }

    /// Drops the copy: the catalogue was loaded.
    pub(crate) fn forget(&self) {
        self.epoch.fetch_add(1, Ordering::SeqCst);
        *self.current.write().unwrap_or_else(|poisoned| poisoned.into_inner()) = None;
    }
}
