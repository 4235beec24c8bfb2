//! One kind of copy kept in memory: bounded, expiring, and safe against the race of a read that
//! started before a change and finishes after the change was announced.

use std::{
    hash::Hash,
    sync::atomic::{AtomicBool, AtomicU64, Ordering},
    time::Duration,
};

/// How long a copy is used at most, even when no change is announced: a bound on the harm of a
/// notification lost in a way the listener cannot see.
pub(crate) const SAFETY_EXPIRY: Duration = Duration::from_secs(30);

/// The most copies of one kind a replica keeps (the least used go first).
const CAPACITY: u64 = 100_000;

/// Copies of `V` by `K`. Served only while the replica hears every change ([`Memo::set_live`]).
///
/// A copy read from the database may be stale by the time it is stored: the row changed (and the
/// change was announced) between the read and the store. So a read notes the memo's epoch before
/// it starts ([`Memo::epoch`]); every forgetting moves the epoch on first; and a copy stored
/// under an old epoch is forgotten again at once ([`Memo::put`]).
pub(crate) struct Memo<K, V> {
    copies: moka::sync::Cache<K, V>,
    epoch: AtomicU64,
    live: AtomicBool,
}

impl<K, V> Memo<K, V>
where
    K: Hash + Eq + Clone + Send + Sync + 'static,
    V: Clone + Send + Sync + 'static,
{
    pub(crate) fn new() -> Self {
        Self::with_capacity(CAPACITY)
    }

    /// A memo of at most `capacity` copies, for copies larger than an account.
    pub(crate) fn with_capacity(capacity: u64) -> Self {
        Self {
            copies: moka::sync::Cache::builder().max_capacity(capacity).time_to_live(SAFETY_EXPIRY).build(),
            epoch: AtomicU64::new(0),
            live: AtomicBool::new(false),
        }
    }

    /// The copy of `key`, if there is a current one.
    pub(crate) fn get(&self, key: &K) -> Option<V> {
        if !self.live.load(Ordering::Acquire) {
            return None;
        }
        self.copies.get(key)
    }

    /// The epoch to note before reading what [`Memo::put`] will store.
    pub(crate) fn epoch(&self) -> u64 {
        self.epoch.load(Ordering::SeqCst)
    }

    /// Stores a copy read after `epoch` was noted; forgotten at once when a change came meanwhile.
    pub(crate) fn put(&self, key: K, value: V, epoch: u64) {
        if !self.live.load(Ordering::Acquire) || self.epoch() != epoch {
            return;
        }
        self.copies.insert(key.clone(), value);
        // A change announced between the check above and the insert.
        if self.epoch() != epoch {
            self.copies.invalidate(&key);
        }
    }

    /// The copy of `key`, or what `load` reads (then copied, unless a change came meanwhile).
    pub(crate) async fn get_or_load<E>(&self, key: K, load: impl AsyncFnOnce() -> Result<V, E>) -> Result<V, E> {
        let epoch = self.epoch();
        if let Some(copy) = self.get(&key) {
            return Ok(copy);
        }
        let value = load().await?;
        self.put(key, value.clone(), epoch);
        Ok(value)
    }

    /// Drops the copy of `key`.
    pub(crate) fn forget(&self, key: &K) {
        self.epoch.fetch_add(1, Ordering::SeqCst);
        self.copies.invalidate(key);
    }

    /// Drops every copy.
    pub(crate) fn forget_all(&self) {
        self.epoch.fetch_add(1, Ordering::SeqCst);
        self.copies.invalidate_all();
    }

    /// Whether copies are served.
    pub(crate) fn is_live(&self) -> bool {
        self.live.load(Ordering::Acquire)
    }

    /// Whether copies are served: only while every change is heard. Going either way drops them.
    pub(crate) fn set_live(&self, live: bool) {
        if live {
            self.forget_all();
            self.live.store(true, Ordering::Release);
        } else {
            self.live.store(false, Ordering::Release);
            self.forget_all();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn live_memo() -> Memo<u32, &'static str> {
        let memo = Memo::new();
        memo.set_live(true);
        memo
    }

    #[test]
    fn copies_are_served_only_while_live() {
        let memo = Memo::new();
        memo.put(1, "read before listening", memo.epoch());
        assert_eq!(memo.get(&1), None, "not live: nothing is kept");
        memo.set_live(true);
        memo.put(1, "read", memo.epoch());
        assert_eq!(memo.get(&1), Some("read"));
        memo.set_live(false);
        assert_eq!(memo.get(&1), None, "not live: nothing is served");
        memo.set_live(true);
        assert_eq!(memo.get(&1), None, "what was copied before the cut is not trusted after it");
    }

    #[test]
    fn a_read_that_began_before_a_change_is_not_kept() {
        let memo = live_memo();
        let epoch = memo.epoch();
        // The change is announced while the read is under way.
        memo.forget(&1);
        memo.put(1, "stale", epoch);
        assert_eq!(memo.get(&1), None);
        // A change to another key counts too: the epoch is the memo's, not the key's.
        let epoch = memo.epoch();
        memo.forget(&2);
        memo.put(1, "maybe stale", epoch);
        assert_eq!(memo.get(&1), None);
        let epoch = memo.epoch();
        memo.put(1, "fresh", epoch);
        assert_eq!(memo.get(&1), Some("fresh"));
        memo.forget(&1);
        assert_eq!(memo.get(&1), None);
    }

    #[test]
    fn forgetting_everything_drops_every_copy() {
        let memo = live_memo();
        memo.put(1, "one", memo.epoch());
        memo.put(2, "two", memo.epoch());
        memo.forget_all();
        assert_eq!((memo.get(&1), memo.get(&2)), (None, None));
    }
}
