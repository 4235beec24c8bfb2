//! A child's minutes of use, as the daily limit counts them: read from the database once and then
//! kept in memory (`crate::cache`), and counted in memory, written by a background task at most
//! once a minute per child ([`MinutesToCount::write`]), so that a request waits for no write.
//!
//! Several replicas count one child's minutes in one row: a write counts a minute only when the
//! row's last one is a minute old ([`store::count_minute`]), and each write is announced, so every
//! replica reads the row again before it next decides. The limit holds to the minute.

use std::{collections::HashMap, sync::Mutex};

use chrono::{DateTime, NaiveDate, Utc};
use uuid::Uuid;

use super::{rules, store};
use crate::{db::Pool, error::AppResult, state::AppState};

/// A child's minutes of use on their local day, and when the last was counted.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Usage {
    pub(crate) day: NaiveDate,
    pub(crate) minutes: i32,
    pub(crate) last_counted_at: Option<DateTime<Utc>>,
}

impl Usage {
    /// Whether a request at `now` starts a new minute of use.
    fn minute_due(&self, now: DateTime<Utc>) -> bool {
        self.last_counted_at.is_none_or(|last| now - last >= rules::USAGE_MINUTE)
    }
}

/// A child's usage today, as read for one request.
pub(crate) struct Today {
    pub(crate) usage: Usage,
    /// The copies' epoch noted before the read: a changed copy is stored under it.
    epoch: u64,
}

/// The child's minutes on `day`: this replica's copy, or the database's row (then copied).
pub(crate) async fn today(state: &AppState, child_id: Uuid, day: NaiveDate) -> AppResult<Today> {
    let copies = &state.caches.usage;
    let epoch = copies.epoch();
    if let Some(usage) = copies.get(&child_id).filter(|usage| usage.day == day) {
        return Ok(Today { usage, epoch });
    }
    let row = store::usage_on(&mut state.db().await?, child_id, day).await?;
    let usage =
        Usage { day, minutes: row.map_or(0, |(minutes, _)| minutes), last_counted_at: row.map(|(_, last)| last) };
    copies.put(child_id, usage, epoch);
    Ok(Today { usage, epoch })
}

impl Today {
    /// Counts the request's minute of use, when one is due: in this replica's copy at once, in
    /// the database within [`crate::cache::WRITE_EVERY`].
    pub(crate) fn count_minute(&self, state: &AppState, child_id: Uuid) {
        let now = Utc::now();
        let usage = self.usage;
        if !usage.minute_due(now) {
            return;
        }
        state.caches.minutes.count(child_id, usage.day, now, usage.last_counted_at.is_none());
        let counted = Usage { minutes: usage.minutes + 1, last_counted_at: Some(now), ..usage };
        state.caches.usage.put(child_id, counted, self.epoch);
    }
}

/// A minute of use to write: the child's local day, when it began, and whether it is the first
/// of that day (the write then drops the rows before yesterday).
#[derive(Clone, Copy, Debug)]
struct Minute {
    day: NaiveDate,
    at: DateTime<Utc>,
    first_of_day: bool,
}

/// The minutes counted in memory and not yet written, one per child at most.
#[derive(Default)]
pub(crate) struct MinutesToCount {
    pending: Mutex<HashMap<Uuid, Minute>>,
}

impl MinutesToCount {
    fn count(&self, child_id: Uuid, day: NaiveDate, at: DateTime<Utc>, first_of_day: bool) {
        let mut pending = self.pending.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        // One minute per child waits at a time; a later one within the same write is the same minute.
        pending.entry(child_id).or_insert(Minute { day, at, first_of_day });
    }

    /// Writes every minute counted so far; one that fails waits for the next write.
    pub(crate) async fn write(&self, pool: &Pool) -> anyhow::Result<()> {
        let taken: Vec<(Uuid, Minute)> =
            std::mem::take(&mut *self.pending.lock().unwrap_or_else(|poisoned| poisoned.into_inner()))
                .into_iter()
                .collect();
        if taken.is_empty() {
            return Ok(());
        }
        let mut conn = match pool.get().await {
            Ok(conn) => conn,
            Err(error) => {
                self.put_back(taken);
                return Err(error.into());
            }
        };
        let mut rest = taken.into_iter();
        while let Some((child_id, minute)) = rest.next() {
            if let Err(error) =
                store::count_minute(&mut conn, child_id, minute.day, minute.at, minute.first_of_day).await
            {
                // A child removed meanwhile has no row to count in; anything else is tried again.
                if !matches!(
                    error,
                    diesel::result::Error::DatabaseError(diesel::result::DatabaseErrorKind::ForeignKeyViolation, _)
                ) {
                    self.put_back(std::iter::once((child_id, minute)).chain(rest));
                    return Err(error.into());
                }
            }
        }
        Ok(())
    }

    fn put_back(&self, minutes: impl IntoIterator<Item = (Uuid, Minute)>) {
        let mut pending = self.pending.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        for (child_id, minute) in minutes {
            pending.entry(child_id).or_insert(minute);
        }
    }
}
