//! Listing, taking and deciding cases: the rules a moderator's calls follow, apart from the wire.

use crate::error::Reason;
use chrono::{DateTime, Utc};
use diesel_async::AsyncConnection;
use uuid::Uuid;

use super::{
    Category, Decision, MAX_NOTE_CHARS, TAKEOVER_AFTER,
    store::{self, CaseDetailRow, CaseRow, EarlierRow, QueuePosition, ReportRow},
};
use crate::{
    db::Connection,
    error::{AppError, AppResult},
    notifications,
    paging::KeysetPage,
};

/// A case with its context.
#[derive(Debug)]
pub(crate) struct CaseView {
    pub detail: CaseDetailRow,
    pub reports: Vec<ReportRow>,
    pub earlier: Vec<EarlierRow>,
}

/// Whether a moderator other than `moderator` holds the case now.
pub(crate) fn held_by_another(case: &CaseRow, moderator: Uuid, now: DateTime<Utc>) -> bool {
    match (case.taken_by, case.taken_at) {
        (Some(holder), Some(taken_at)) => holder != moderator && now - taken_at < TAKEOVER_AFTER,
        _ => false,
    }
}

/// Whether anyone holds the case now.
pub(crate) fn held(case: &CaseRow, now: DateTime<Utc>) -> bool {
    case.taken_at.is_some_and(|taken_at| now - taken_at < TAKEOVER_AFTER)
}

/// The open cases, urgent first, then oldest: the rows to read of `page`.
pub(crate) async fn list(conn: &mut Connection<'_>, page: &KeysetPage<QueuePosition>) -> AppResult<Vec<CaseRow>> {
    Ok(store::open_cases(conn, page).await?)
}

fn case_id(id: &str) -> AppResult<Uuid> {
    id.trim().parse().map_err(|_| no_such_case())
}

fn no_such_case() -> AppError {
    AppError::NotFound(Reason::CaseNotFound, crate::words!("case-not-found"))
}

fn already_decided(detail: &CaseDetailRow) -> AppError {
    let decision = crate::i18n::Words::new(
        detail.decision.as_deref().and_then(Decision::from_code).map_or("decision-decided", Decision::words),
    );
    let at = detail.decided_at.unwrap_or_default();
    let (date, time) = (at.format("%Y-%m-%d").to_string(), at.format("%H:%M").to_string());
    let words = match detail.note.as_deref() {
        Some(note) if !note.is_empty() => {
            crate::words!("case-decided-with-note", decision = decision, date = date, time = time, note = note)
        }
        _ => crate::words!("case-decided", decision = decision, date = date, time = time),
    };
    AppError::FailedPrecondition(Reason::CaseDecided, words)
}

fn held_by_someone_else(case: &CaseRow) -> AppError {
    let minutes = TAKEOVER_AFTER.num_minutes();
    let words = match case.taken_at {
        Some(at) => crate::words!(
            "case-held-until",
            minutes = minutes,
            free_at = (at + TAKEOVER_AFTER).format("%H:%M UTC").to_string()
        ),
        None => crate::words!("case-held", minutes = minutes),
    };
    AppError::FailedPrecondition(Reason::CaseHeldByAnother, words)
}

async fn view(conn: &mut Connection<'_>, detail: CaseDetailRow) -> AppResult<CaseView> {
    let reports = match detail.post_id {
        Some(post) => store::reports(conn, post).await?,
        None => Vec::new(),
    };
    let earlier = store::earlier_decisions(conn, detail.author_id, detail.case.id).await?;
    Ok(CaseView { detail, reports, earlier })
}

/// Gives the case to the moderator and returns it with its context. A case another moderator
/// holds, or a decided one, is FAILED_PRECONDITION.
pub(crate) async fn take(conn: &mut Connection<'_>, moderator: Uuid, id: &str) -> AppResult<CaseView> {
    let id = case_id(id)?;
    conn.transaction(async |conn| {
        let detail = store::lock_case(conn, id).await?.ok_or_else(no_such_case)?;
        if detail.decision.is_some() {
            return Err(already_decided(&detail));
        }
        if held_by_another(&detail.case, moderator, Utc::now()) {
            return Err(held_by_someone_else(&detail.case));
        }
        if detail.case.taken_by.is_some_and(|holder| holder != moderator) {
            tracing::info!(
                target: "security",
                event = "moderation_case_taken_over",
                case_id = %id,
                account_id = %moderator,
                "a moderator took over a case another had left"
            );
        }
        store::take(conn, id, moderator).await?;
        let detail = store::lock_case(conn, id).await?.ok_or_else(no_such_case)?;
        view(conn, detail).await
    })
    .await
}

/// The note, trimmed and checked.
fn note(raw: &str) -> AppResult<&str> {
    let note = raw.trim();
    if note.contains('\0') {
        return Err(AppError::invalid("note", crate::words!("field-nul", field = "note")));
    }
    if note.chars().count() > MAX_NOTE_CHARS {
        return Err(AppError::invalid("note", crate::words!("field-too-long", field = "note", max = MAX_NOTE_CHARS)));
    }
    Ok(note)
}

/// Records the moderator's decision on a case they took, in the audit, and does what it says:
/// keep protects a reported post, remove takes it away and tells its author, and warn warns them.
pub(crate) async fn decide(
    conn: &mut Connection<'_>,
    moderator: Uuid,
    id: &str,
    decision: Option<Decision>,
    raw_note: &str,
) -> AppResult<CaseView> {
    let id = case_id(id)?;
    let decision = decision.ok_or_else(|| AppError::invalid("decision", crate::words!("decision-unknown")))?;
    let note = note(raw_note)?;
    conn.transaction(async |conn| {
        let detail = store::lock_case(conn, id).await?.ok_or_else(no_such_case)?;
        if detail.decision.is_some() {
            return Err(already_decided(&detail));
        }
        if detail.case.taken_by != Some(moderator) {
            return Err(if held_by_another(&detail.case, moderator, Utc::now()) {
                held_by_someone_else(&detail.case)
            } else {
                AppError::FailedPrecondition(Reason::CaseNotTaken, crate::words!("case-not-taken"))
            });
        }
        let category = Category::from_code(&detail.case.category)
            .ok_or_else(|| AppError::Internal(anyhow::anyhow!("case {id} has an unknown category")))?;
        if category == Category::SelfHarm && decision == Decision::RemoveAndWarn {
            return Err(AppError::invalid("decision", crate::words!("case-self-harm-no-warning")));
        }
        store::decide(conn, id, moderator, decision, note).await?;
        act_on(conn, &detail, decision).await?;
        tracing::info!(
            target: "security",
            event = "moderation_decision",
            case_id = %id,
            account_id = %moderator,
            category = category.code(),
            decision = decision.code(),
            "a moderator decided a case"
        );
        let detail = store::lock_case(conn, id).await?.ok_or_else(no_such_case)?;
        view(conn, detail).await
    })
    .await
}

/// What a decision does to the post and tells its author.
async fn act_on(conn: &mut Connection<'_>, detail: &CaseDetailRow, decision: Decision) -> AppResult<()> {
    use notifications::{Kind, New};
    let community = detail.case.community_name.as_str();
    let mut told = Vec::new();
    match (detail.post_id, decision) {
        (Some(post), Decision::Keep) => store::keep_post(conn, post).await?,
        (Some(post), Decision::Remove | Decision::RemoveAndWarn) => {
            store::remove_post(conn, post).await?;
            told.push(New { kind: Kind::PostRemoved, subject: community, points: 0 });
        }
        // A refused post was never published: the child saw why when they posted it.
        (None, _) => {}
    }
    if decision == Decision::RemoveAndWarn {
        told.push(New { kind: Kind::ModeratorWarning, subject: community, points: 0 });
    }
    notifications::store::record(conn, detail.author_id, &told).await?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn case(taken_by: Option<Uuid>, minutes_ago: Option<i64>) -> CaseRow {
        let now = Utc::now();
        CaseRow {
            id: Uuid::new_v4(),
            category: "reported".into(),
            urgent: true,
            created_at: now,
            community_name: "Young Scientists".into(),
            report_count: 1,
            taken_by,
            taken_at: minutes_ago.map(|m| now - chrono::TimeDelta::minutes(m)),
        }
    }

    #[test]
    fn another_moderators_case_is_theirs_for_15_minutes() {
        let (me, other) = (Uuid::new_v4(), Uuid::new_v4());
        let now = Utc::now();
        assert!(!held_by_another(&case(None, None), me, now));
        assert!(held_by_another(&case(Some(other), Some(14)), me, now));
        assert!(!held_by_another(&case(Some(other), Some(16)), me, now));
        assert!(!held_by_another(&case(Some(me), Some(1)), me, now));
        assert!(held(&case(Some(me), Some(1)), now) && !held(&case(Some(me), Some(16)), now));
    }

    #[test]
    fn notes_are_trimmed_and_bounded() {
        assert_eq!(note("  too many links  ").unwrap(), "too many links");
        assert!(note(&"a".repeat(MAX_NOTE_CHARS)).is_ok());
        assert!(note(&"a".repeat(MAX_NOTE_CHARS + 1)).is_err());
        assert!(note("a\0b").is_err());
    }
}
