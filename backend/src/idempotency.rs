//! Calls a client may safely repeat (AIP-155): a create or decide call sent with a `request_id`
//! (a UUID the client makes once per distinct call) is done once. A repeat with the same id
//! within [`KEPT`] answers what the first call answered and does nothing; the same id with
//! another request is ALREADY_EXISTS (`REQUEST_ID_REUSED`); a repeat while the first is still
//! under way is ALREADY_EXISTS too (`REQUEST_IN_PROGRESS`), to try again in a moment. A call that
//! failed is not remembered: repeating it tries again.
//!
//! The id is claimed before the work (the row's primary key decides between two copies sent at
//! once) and the answer stored after it. A server stopping between the work and the store
//! leaves a claim without an answer, reclaimed after [`ABANDONED_AFTER`]: that one call could
//! then be done twice, the price of not holding one transaction across work that commits its
//! own (a refused post's moderation case must survive the refusal).

use chrono::{DateTime, TimeDelta, Utc};
use diesel::{
    ExpressionMethods, OptionalExtension, QueryDsl,
    sql_types::{Bytea, Text, Uuid as SqlUuid},
};
use diesel_async::RunQueryDsl;
use hmac::Mac;
use uuid::Uuid;

use crate::{
    db::{Connection, schema::idempotent_requests},
    derived_key::DerivedKey,
    error::{AppError, AppResult, Reason},
    state::AppState,
};

/// How long a request id is remembered.
pub const KEPT: TimeDelta = TimeDelta::hours(24);
/// After how long a claim without an answer is taken to be a call whose server stopped.
pub const ABANDONED_AFTER: TimeDelta = TimeDelta::minutes(1);

/// Fingerprints requests under a key derived from the server's secret: a request may hold a
/// password (CreateChild's), which a plain hash in the table would let anyone who reads it guess.
#[derive(Clone, Debug)]
pub struct RequestKeys {
    key: DerivedKey,
}

impl RequestKeys {
    /// The keys of the server whose token secret is `secret` (its own key is derived from it).
    pub fn new(secret: &[u8]) -> Self {
        Self { key: DerivedKey::new("request ids", secret) }
    }

    /// HMAC-SHA256 of the method's name and the encoded request.
    fn fingerprint(&self, method: &str, request: &impl prost::Message) -> Vec<u8> {
        let mut mac = self.key.mac();
        mac.update(method.as_bytes());
        mac.update(&[0]);
        mac.update(&request.encode_to_vec());
        mac.finalize().into_bytes().to_vec()
    }
}

/// Runs `work` unless `caller` sent `request_id` for the same `method` and `request` within
/// [`KEPT`], in which case the first answer is returned. Without a request id (empty), `work` just
/// runs. `request` is fingerprinted as encoded, so a repeat must be the same request.
/// The claim and the answer's store each take a connection of their own for a moment, so that
/// `work` uses whatever connections it needs.
pub(crate) async fn once<Request, Answer>(
    state: &AppState,
    caller: Uuid,
    method: &'static str,
    request_id: &str,
    request: &Request,
    work: impl AsyncFnOnce() -> AppResult<Answer>,
) -> AppResult<Answer>
where
    Request: prost::Message,
    Answer: prost::Message + Default,
{
    if request_id.is_empty() {
        return work().await;
    }
    let request_id = Uuid::parse_str(request_id)
        .map_err(|_| AppError::invalid("requestId", crate::words!("request-id-malformed")))?;
    let hash = state.requests.fingerprint(method, request);
    {
        let mut conn = state.db().await?;
        if !claim(&mut conn, caller, request_id, method, &hash).await? {
            return earlier_answer(&mut conn, caller, request_id, &hash).await;
        }
    }
    let answer = work().await;
    let mut conn = state.db().await?;
    let row = idempotent_requests::table.find((caller, request_id));
    match answer {
        Ok(answer) => {
            diesel::update(row)
                .set(idempotent_requests::response.eq(answer.encode_to_vec()))
                .execute(&mut conn)
                .await?;
            Ok(answer)
        }
        Err(error) => {
            // Forgotten, so that repeating the call tries again.
            diesel::delete(row).execute(&mut conn).await?;
            Err(error)
        }
    }
}

/// Claims the id for this call: true when it is new (or its earlier claim expired, or was
/// abandoned), false when a call holds it.
async fn claim(
    conn: &mut Connection<'_>,
    caller: Uuid,
    request_id: Uuid,
    method: &str,
    hash: &[u8],
) -> AppResult<bool> {
    let claimed = diesel::sql_query(
        "INSERT INTO idempotent_requests (account_id, request_id, method, request_hash) VALUES ($1, $2, $3, $4)
         ON CONFLICT (account_id, request_id) DO UPDATE
           SET method = EXCLUDED.method, request_hash = EXCLUDED.request_hash, response = NULL, created_at = now()
           WHERE idempotent_requests.created_at < now() - make_interval(secs => $5)
              OR (idempotent_requests.response IS NULL
                  AND idempotent_requests.created_at < now() - make_interval(secs => $6))",
    )
    .bind::<SqlUuid, _>(caller)
    .bind::<SqlUuid, _>(request_id)
    .bind::<Text, _>(method)
    .bind::<Bytea, _>(hash)
    .bind::<diesel::sql_types::Double, _>(KEPT.as_seconds_f64())
    .bind::<diesel::sql_types::Double, _>(ABANDONED_AFTER.as_seconds_f64())
    .execute(conn)
    .await?;
    Ok(claimed == 1)
}

/// The answer of the call that holds the id, if it is this same call and it is done.
async fn earlier_answer<Answer: prost::Message + Default>(
    conn: &mut Connection<'_>,
    caller: Uuid,
    request_id: Uuid,
    hash: &[u8],
) -> AppResult<Answer> {
    let held: Option<(Vec<u8>, Option<Vec<u8>>)> = idempotent_requests::table
        .find((caller, request_id))
        .select((idempotent_requests::request_hash, idempotent_requests::response))
        .first(conn)
        .await
        .optional()?;
    match held {
        // Gone between the claim and this read (the first call failed): the client may repeat.
        None => Err(in_progress()),
        Some((held_hash, _)) if held_hash != hash => {
            Err(AppError::AlreadyExists(Reason::RequestIdReused, crate::words!("request-id-reused")))
        }
        Some((_, None)) => Err(in_progress()),
        Some((_, Some(answer))) => {
            Answer::decode(answer.as_slice()).map_err(|error| AppError::Internal(anyhow::anyhow!(error)))
        }
    }
}

fn in_progress() -> AppError {
    AppError::AlreadyExists(Reason::RequestInProgress, crate::words!("request-in-progress"))
}

/// Forgets request ids older than [`KEPT`] as of `now`; the retention task runs it.
pub(crate) async fn purge(conn: &mut Connection<'_>, now: DateTime<Utc>) -> diesel::QueryResult<usize> {
    diesel::delete(idempotent_requests::table.filter(idempotent_requests::created_at.lt(now - KEPT)))
        .execute(conn)
        .await
}
