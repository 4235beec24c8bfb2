//! What the hot path reads, kept in memory on each replica: the signed-in account with its
//! settings (the auth layer), a child's minutes of use today (bedtime and the daily limit), the
//! career areas of their latest quiz and the recommendable catalogue (the dashboard).
//!
//! PostgreSQL announces every change to those rows on the channel [`CHANNEL`] when its
//! transaction commits (triggers of migration `000032_change_notifications`), whichever
//! replica, CLI command or operator made it; every replica's [`listen`] task drops its copy then.
//! So a sign-out, a password change, a removal or a settings change on one replica holds on all
//! of them within milliseconds. A replica also drops its own copy itself as it makes a change
//! ([`Caches::account_changed`]), so that its next answer never waits for the notification.
//!
//! Copies are served only while the listener hears the channel: when its connection drops,
//! every read goes to the database until it has listened again (changes announced meanwhile
//! were missed, so every copy is dropped then). A copy is also used for at most
//! [`memo::SAFETY_EXPIRY`].

pub(crate) mod memo;

use std::{
    sync::{
        Arc,
        atomic::{AtomicU64, Ordering},
    },
    time::Duration,
};

use diesel_async::{AsyncConnection, AsyncPgConnection, RunQueryDsl};
use futures_util::StreamExt;
use memo::Memo;
use uuid::Uuid;

use crate::{
    account::SignedIn,
    auth::{Caller, Role},
    db::Pool,
    quiz::engine::Dimension,
    settings::usage::{MinutesToCount, Usage},
    student::content::ContentCache,
    video::{FoundVideo, history::VideoBlocks},
};

/// The channel the database announces changes on.
pub const CHANNEL: &str = "ndoto_changes";

/// How long the listener waits before connecting again after losing its connection.
const RECONNECT_AFTER: Duration = Duration::from_millis(500);

/// The copies one replica keeps, and the minutes of use it has yet to write.
pub struct Caches {
    /// A signed-in account with its session version, by caller.
    pub(crate) accounts: Memo<Caller, (i32, SignedIn)>,
    /// A child's minutes of use on their local day.
    pub(crate) usage: Memo<Uuid, Usage>,
    /// The career areas of a child's latest quiz, best first; `None` before any quiz.
    pub(crate) career_areas: Memo<Uuid, Option<Arc<[Dimension]>>>,
    /// The recommendable catalogue.
    pub(crate) content: ContentCache,
    /// The ids of the videos and of the channels a parent blocked for a child.
    pub(crate) video_blocks: Memo<Uuid, Arc<VideoBlocks>>,
    /// The catalogue's videos a search finds, by the normalised query and the child's age, before
    /// what a parent blocked and the safety filter's verdicts (both per child, applied after).
    pub(crate) catalogue_searches: Memo<(String, i32), Arc<[FoundVideo]>>,
    /// Minutes of use counted here, written to the database in the background.
    pub(crate) minutes: MinutesToCount,
    /// The last sync mark the listener heard (see [`Caches::settle`]).
    heard: tokio::sync::watch::Sender<u64>,
    next_mark: AtomicU64,
}

impl Default for Caches {
    fn default() -> Self {
        Self {
            accounts: Memo::new(),
            usage: Memo::new(),
            career_areas: Memo::new(),
            content: ContentCache::default(),
            video_blocks: Memo::new(),
            // A search's answer holds up to 30 videos with their descriptions (tens of kB).
            catalogue_searches: Memo::with_capacity(1_000),
            minutes: MinutesToCount::default(),
            heard: tokio::sync::watch::Sender::new(0),
            next_mark: AtomicU64::new(0),
        }
    }
}

/// A change the database announced.
#[derive(Debug, PartialEq, Eq)]
enum Change {
    /// A child's account, settings or session.
    Child(Uuid),
    /// A parent's account, consent or session.
    Parent(Uuid),
    /// A moderator's account or session.
    Moderator(Uuid),
    /// A child's minutes of use.
    Usage(Uuid),
    /// A child's quiz results.
    Quiz(Uuid),
    /// The videos and channels blocked for a child.
    Blocks(Uuid),
    /// The recommendable catalogue.
    Catalogue,
    /// A mark sent by [`Caches::settle`].
    Mark(u64),
}

impl Change {
    /// The change a payload names (`kind:id` or `kind`); `None` for one this version does not know.
    fn parse(payload: &str) -> Option<Self> {
        let (kind, id) = payload.split_once(':').unwrap_or((payload, ""));
        let uuid = || id.parse::<Uuid>().ok();
        Some(match kind {
            "child" => Self::Child(uuid()?),
            "parent" => Self::Parent(uuid()?),
            "moderator" => Self::Moderator(uuid()?),
            "usage" => Self::Usage(uuid()?),
            "quiz" => Self::Quiz(uuid()?),
            "blocks" => Self::Blocks(uuid()?),
            "catalogue" => Self::Catalogue,
            "mark" => Self::Mark(id.parse().ok()?),
            _ => return None,
        })
    }
}

impl Caches {
    fn apply(&self, change: Change) {
        match change {
            Change::Child(id) => self.account_changed(Caller { id, role: Role::Child }),
            Change::Parent(id) => self.account_changed(Caller { id, role: Role::Parent }),
            Change::Moderator(id) => self.account_changed(Caller { id, role: Role::Moderator }),
            Change::Usage(id) => self.usage.forget(&id),
            Change::Quiz(id) => self.career_areas.forget(&id),
            Change::Blocks(id) => self.video_blocks.forget(&id),
            Change::Catalogue => {
                self.content.forget();
                self.catalogue_searches.forget_all();
            }
            Change::Mark(mark) => {
                self.heard.send_if_modified(|heard| {
                    let newer = mark > *heard;
                    *heard = (*heard).max(mark);
                    newer
                });
            }
        }
    }

    /// Whether the listener hears every change now, so that copies are served.
    pub fn listening(&self) -> bool {
        self.accounts.is_live()
    }

    /// Drops the copy of an account this replica just changed (or heard changed).
    pub(crate) fn account_changed(&self, caller: Caller) {
        self.accounts.forget(&caller);
    }

    /// Drops the copy of what a parent blocked for a child, which this replica just changed.
    pub(crate) fn blocks_changed(&self, child_id: Uuid) {
        self.video_blocks.forget(&child_id);
    }

    /// Drops the copy of a child's quiz results this replica just changed.
    pub(crate) fn quiz_changed(&self, child_id: Uuid) {
        self.career_areas.forget(&child_id);
    }

    fn set_live(&self, live: bool) {
        self.accounts.set_live(live);
        self.usage.set_live(live);
        self.career_areas.set_live(live);
        self.catalogue_searches.set_live(live);
        self.video_blocks.set_live(live);
        // The catalogue's copy expires on its own (a minute); changes missed meanwhile drop it.
        self.content.forget();
    }

    /// Writes the minutes counted so far, then waits until this replica has heard every change
    /// committed before the call (a mark sent on the channel comes back after them: PostgreSQL
    /// delivers notifications in commit order). For tests that change rows behind the server's
    /// back, and for a clean shutdown. Fails after `within` when the listener does not hear it.
    pub async fn settle(&self, pool: &Pool, within: Duration) -> anyhow::Result<()> {
        self.write_minutes(pool).await?;
        let deadline = tokio::time::Instant::now() + within;
        let mut heard = self.heard.subscribe();
        // A mark sent before the listener listens is lost: one is sent again until one is heard.
        loop {
            let mark = self.next_mark.fetch_add(1, Ordering::SeqCst) + 1;
            let mut conn = pool.get().await?;
            diesel::sql_query("SELECT pg_notify($1, $2)")
                .bind::<diesel::sql_types::Text, _>(CHANNEL)
                .bind::<diesel::sql_types::Text, _>(format!("mark:{mark}"))
                .execute(&mut *conn)
                .await?;
            drop(conn);
            let wait = (deadline - tokio::time::Instant::now()).min(Duration::from_millis(250));
            if let Ok(result) = tokio::time::timeout(wait, heard.wait_for(|heard| *heard >= mark)).await {
                result?;
                return Ok(());
            }
            if tokio::time::Instant::now() >= deadline {
                anyhow::bail!("the change listener heard no mark within {within:?}");
            }
        }
    }
}

impl Caches {
    /// Writes the minutes of use counted in memory so far (also when the server stops).
    pub async fn write_minutes(&self, pool: &Pool) -> anyhow::Result<()> {
        self.minutes.write(pool).await
    }
}

/// Listens on [`CHANNEL`] for as long as the server runs, connecting again whenever the
/// connection drops; copies are served only while it listens.
pub async fn listen(caches: Arc<Caches>, database_url: String) {
    let mut failed_tries = 0u32;
    loop {
        let ended = listen_once(&caches, &database_url).await;
        let was_listening = caches.listening();
        caches.set_live(false);
        // Said once per outage, not at every try to connect again.
        if was_listening {
            failed_tries = 0;
            match ended {
                Ok(()) => tracing::warn!(
                    "the change listener's connection closed; reading the database until it listens again"
                ),
                Err(error) => {
                    tracing::warn!(%error, "the change listener lost its connection; reading the database until it listens again")
                }
            }
        } else {
            failed_tries += 1;
            if failed_tries == 1 {
                tracing::warn!(error = %ended.err().map(|e| e.to_string()).unwrap_or_default(), "the change listener cannot listen; reading the database until it can");
            }
        }
        tokio::time::sleep(RECONNECT_AFTER).await;
    }
}

async fn listen_once(caches: &Caches, database_url: &str) -> anyhow::Result<()> {
    let mut conn = AsyncPgConnection::establish(database_url).await?;
    diesel::sql_query(format!("LISTEN {CHANNEL}")).execute(&mut conn).await?;
    // Changes before this point were not heard: nothing copied before is trusted.
    caches.set_live(true);
    tracing::debug!("the change listener is listening");
    let mut changes = std::pin::pin!(conn.notifications_stream());
    while let Some(notification) = changes.next().await {
        let notification = notification?;
        match Change::parse(&notification.payload) {
            Some(change) => caches.apply(change),
            None => tracing::warn!(payload = %notification.payload, "an unknown change was announced; ignored"),
        }
    }
    Ok(())
}

/// Writes the minutes of use counted in memory every [`WRITE_EVERY`], for as long as the server
/// runs.
pub async fn count_minutes(caches: Arc<Caches>, pool: Pool) {
    let mut tick = tokio::time::interval(WRITE_EVERY);
    tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        tick.tick().await;
        if let Err(error) = caches.write_minutes(&pool).await {
            tracing::warn!(%error, "cannot write the minutes of use; trying again");
        }
    }
}

/// How often the minutes of use counted in memory are written.
pub const WRITE_EVERY: Duration = Duration::from_secs(1);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn payloads_name_changes() {
        let id = Uuid::new_v4();
        assert_eq!(Change::parse(&format!("child:{id}")), Some(Change::Child(id)));
        assert_eq!(Change::parse(&format!("parent:{id}")), Some(Change::Parent(id)));
        assert_eq!(Change::parse(&format!("moderator:{id}")), Some(Change::Moderator(id)));
        assert_eq!(Change::parse(&format!("usage:{id}")), Some(Change::Usage(id)));
        assert_eq!(Change::parse(&format!("quiz:{id}")), Some(Change::Quiz(id)));
        assert_eq!(Change::parse(&format!("blocks:{id}")), Some(Change::Blocks(id)));
        assert_eq!(Change::parse("catalogue"), Some(Change::Catalogue));
        assert_eq!(Change::parse("mark:7"), Some(Change::Mark(7)));
        for unknown in ["child:", "child:42", "school:1", "", "mark:x"] {
            assert_eq!(Change::parse(unknown), None, "{unknown}");
        }
    }
}
