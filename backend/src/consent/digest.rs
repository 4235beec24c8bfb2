//! At most one consent email an hour per parent (issue 26): a new request is emailed at once when
//! the parent got none in the last hour; otherwise it waits, and the digest task (every replica
//! runs it; a lock per parent keeps them from emailing twice) gathers everything that waits into
//! one email once the hour is over. Without SMTP nothing is sent and the requests wait in the
//! parent area, as every request does.

use std::time::Duration;

use chrono::{NaiveDate, TimeDelta, Utc};
use uuid::Uuid;

use super::{
    mail::{ConsentEmail, Mail, Notice},
    store,
};
use crate::{db, error::AppResult};

/// The least time between two consent emails to one parent.
pub const EMAIL_EVERY: TimeDelta = TimeDelta::hours(1);
/// How often the digest task looks for requests waiting to be emailed.
pub const LOOK_EVERY: Duration = Duration::from_secs(60);

/// Emails the parent about the requests that wait to be emailed, unless they got a consent email
/// within [`EMAIL_EVERY`]; whether an email went out. A failure to send is logged: the requests
/// wait in the parent area all the same.
pub(crate) async fn email_parent(pool: &db::Pool, mail: &Mail, parent_id: Uuid, today: NaiveDate) -> AppResult<bool> {
    let (rows, to) = {
        let mut conn = pool.get().await.map_err(|error| anyhow::anyhow!(error))?;
        let rows = store::claim_for_email(&mut conn, parent_id, today, EMAIL_EVERY).await?;
        if rows.is_empty() {
            return Ok(false);
        }
        let Some((to, language)) = crate::account::store::parent_email(&mut conn, parent_id).await? else {
            return Ok(false);
        };
        (rows, (to, language))
    };
    let (to, language) = to;
    let language = crate::i18n::Language::from_code(&language).unwrap_or_default();
    let email = ConsentEmail { notices: rows.iter().filter_map(Notice::of).collect(), language };
    if email.notices.is_empty() {
        return Ok(false);
    }
    match mail.send_text(&to, email.subject(), email.body()).await {
        Ok(()) => tracing::info!(requests = rows.len(), "consent requests emailed to the parent"),
        Err(error) => {
            tracing::warn!(%error, "the consent email could not be sent; the requests wait in the parent area");
        }
    }
    Ok(true)
}

/// Emails the parent of a new request in the background, so that a slow or failing mail server
/// never holds up or fails the child's request.
pub(crate) fn email_parent_in_background(pool: db::Pool, mail: Option<Mail>, parent_id: Uuid, request: Uuid) {
    let Some(mail) = mail else {
        tracing::info!(%request, "consent request stored; no email sent because NDOTO_SMTP_URL is not set, so it waits in the parent area");
        return;
    };
    tokio::spawn(async move {
        if let Err(error) = email_parent(&pool, &mail, parent_id, Utc::now().date_naive()).await {
            tracing::warn!(%error, %request, "could not email the parent about a consent request; it waits in the parent area");
        }
    });
}

/// Sends every digest that is due: each parent with requests waiting to be emailed whose last
/// consent email is an hour old. How many emails went out.
pub async fn send_due(pool: &db::Pool, mail: &Mail, today: NaiveDate) -> AppResult<usize> {
    let parents = {
        let mut conn = pool.get().await.map_err(|error| anyhow::anyhow!(error))?;
        store::parents_to_email(&mut conn, today).await?
    };
    let mut sent = 0;
    for parent_id in parents {
        sent += usize::from(email_parent(pool, mail, parent_id, today).await?);
    }
    Ok(sent)
}

/// The digest task: [`send_due`] every [`LOOK_EVERY`], until aborted. A failed run is logged and
/// tried again at the next tick.
pub async fn run(pool: db::Pool, mail: Mail) {
    let mut tick = tokio::time::interval(LOOK_EVERY);
    tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        tick.tick().await;
        match send_due(&pool, &mail, Utc::now().date_naive()).await {
            Ok(0) => {}
            Ok(sent) => tracing::info!(sent, "consent digests emailed"),
            Err(error) => tracing::warn!(%error, "consent digests: could not send; trying again later"),
        }
    }
}
