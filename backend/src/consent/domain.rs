//! The rules of a consent request: what a child may ask for, whose parent decides, and when a
//! request can no longer be decided.

use crate::error::Reason;
use chrono::NaiveDate;
use diesel_async::AsyncConnection;
use uuid::Uuid;

use super::{
    digest,
    store::{self, NewRequest, RequestRow},
};
use crate::{
    account::children::ChildAccount,
    catalogue::{self, MentorSession},
    db::Connection,
    error::{AppError, AppResult, violated_constraint},
    limits::{Counter, Limits},
    notifications,
    state::AppState,
    validate,
};

/// The longest slot text, such as "10:00 AM".
const SLOT_CHARS: usize = 20;
/// How far ahead a child may ask about an event, in days (issue 26): no catalogue event is
/// further away, and a request years ahead would wait in the parent's list for nothing.
pub(crate) const MAX_DAYS_AHEAD: u64 = 365;
/// Requests of one child waiting for an answer at once (issue 26): enough for a week of plans,
/// too few to bury a parent's list.
pub(crate) const MAX_PENDING_PER_CHILD: i64 = 3;

/// What a child asks for, as stored: an excursion or a mentor chat.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Kind {
    /// Joining a career excursion.
    Excursion,
    /// A chat with a mentor.
    MentorChat,
}

impl Kind {
    /// The stored code.
    pub(crate) fn code(self) -> &'static str {
        match self {
            Self::Excursion => "excursion",
            Self::MentorChat => "mentor_chat",
        }
    }

    /// The kind with that stored code.
    pub(crate) fn from_code(code: &str) -> Option<Self> {
        [Self::Excursion, Self::MentorChat].into_iter().find(|kind| kind.code() == code)
    }
}

/// Where a request stands, as the child and the parent see it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Status {
    /// Waiting for the parent.
    Pending,
    /// The parent said yes.
    Approved,
    /// The parent said no.
    Declined,
    /// Still pending after its event date: it can no longer be decided.
    Expired,
}

impl Status {
    /// The status as the queries compute it (`pending`, `approved`, `declined`, `expired`).
    pub(crate) fn from_code(code: &str) -> Option<Self> {
        Some(match code {
            "pending" => Self::Pending,
            "approved" => Self::Approved,
            "declined" => Self::Declined,
            "expired" => Self::Expired,
            _ => return None,
        })
    }
}

/// A request as the child's form sends it, not yet checked.
pub(crate) struct RequestForm<'a> {
    /// What the child asks for; `None` when the client sent no kind.
    pub(crate) kind: Option<Kind>,
    /// The excursion's or mentor's id.
    pub(crate) subject_id: &'a str,
    /// The parent's email as the child typed it.
    pub(crate) parent_email: &'a str,
    /// The day, `YYYY-MM-DD`.
    pub(crate) event_date: &'a str,
    /// The time of day.
    pub(crate) slot: &'a str,
    /// For a mentor chat, the session type.
    pub(crate) session: Option<MentorSession>,
}

/// A mentor chat's session, as a person reads it.
fn session_words(session: MentorSession) -> crate::i18n::Words {
    crate::i18n::Words::new(match session {
        MentorSession::QuickQuestion => "session-quick-question",
        MentorSession::DeepDive => "session-deep-dive",
    })
}

/// A checked request, before it is stored.
struct Checked {
    kind: Kind,
    subject_id: String,
    title: String,
    event_date: NaiveDate,
    slot: String,
    session: Option<MentorSession>,
}

/// Checks the form's own fields against the catalogue and today's date.
fn check(form: &RequestForm<'_>, today: NaiveDate) -> AppResult<Checked> {
    let kind = form.kind.ok_or_else(|| AppError::invalid("kind", crate::words!("consent-kind")))?;
    let subject_id = validate::required("subjectId", form.subject_id.trim())?;
    let catalogue = catalogue::embedded().map_err(|error| AppError::Internal(anyhow::anyhow!("{error}")))?;
    let (title, session) = match kind {
        Kind::Excursion => {
            let excursion =
                catalogue.excursions.iter().find(|e| e.id == subject_id && !e.retired).ok_or_else(|| {
                    AppError::NotFound(Reason::ExcursionNotFound, crate::words!("excursion-not-found"))
                })?;
            if form.session.is_some() {
                return Err(AppError::invalid("sessionType", crate::words!("session-type-for-mentors")));
            }
            (excursion.title.clone(), None)
        }
        Kind::MentorChat => {
            let mentor = catalogue
                .mentors
                .iter()
                .find(|m| m.id == subject_id && !m.retired)
                .ok_or_else(|| AppError::NotFound(Reason::MentorNotFound, crate::words!("mentor-not-found")))?;
            let session =
                form.session.ok_or_else(|| AppError::invalid("sessionType", crate::words!("session-type-required")))?;
            if !mentor.sessions.contains(&session) {
                return Err(AppError::invalid(
                    "sessionType",
                    crate::words!("session-type-not-offered", mentor = &mentor.name, session = session_words(session)),
                ));
            }
            (mentor.name.clone(), Some(session))
        }
    };
    let event_date = validate::date("eventDate", form.event_date)?;
    if event_date < today {
        return Err(AppError::invalid("eventDate", crate::words!("event-date-past")));
    }
    if today.checked_add_days(chrono::Days::new(MAX_DAYS_AHEAD)).is_some_and(|last| event_date > last) {
        return Err(AppError::invalid("eventDate", crate::words!("event-date-too-far", days = MAX_DAYS_AHEAD)));
    }
    let slot = form.slot.split_whitespace().collect::<Vec<_>>().join(" ");
    validate::required("slot", &slot)?;
    if slot.chars().count() > SLOT_CHARS
        || !slot.chars().all(|c| c.is_ascii_alphanumeric() || matches!(c, ':' | ' ' | '.'))
    {
        return Err(AppError::invalid("slot", crate::words!("slot-malformed")));
    }
    Ok(Checked { kind, subject_id: subject_id.to_owned(), title, event_date, slot, session })
}

/// Whether the email a child typed is their parent's: trimmed, ignoring case.
pub(crate) fn same_email(typed: &str, parents: &str) -> bool {
    let typed = typed.trim();
    !typed.is_empty() && typed.to_lowercase() == parents.trim().to_lowercase()
}

/// Creates the child's request (or answers the pending one for the same subject and day) and
/// tells the parent by email when mail is configured, at most once an hour (`super::digest`).
/// The email goes out after the answer, in the background: a slow or failing mail server never
/// holds up or fails the request.
pub(crate) async fn create(
    state: &AppState,
    child: &ChildAccount,
    form: RequestForm<'_>,
    today: NaiveDate,
) -> AppResult<RequestRow> {
    let child_id = child.id;
    let checked = check(&form, today)?;
    if form.parent_email.trim().is_empty() {
        return Err(AppError::invalid("parentEmail", crate::words!("parent-email-required")));
    }
    let mut conn = state.db().await?;
    let (parent_email, _) =
        crate::account::store::parent_contact(&mut conn, child_id).await?.ok_or(AppError::AccountGone)?;
    if !same_email(form.parent_email, &parent_email) {
        return Err(AppError::FailedPrecondition(
            Reason::ConsentEmailMismatch,
            crate::words!("consent-email-mismatch"),
        ));
    }
    let new = NewRequest {
        child_id,
        kind: checked.kind.code().to_owned(),
        subject_id: checked.subject_id,
        subject_title: checked.title,
        event_date: checked.event_date,
        slot: checked.slot,
        session_type: checked.session.map(|s| s.code().to_owned()).unwrap_or_default(),
    };
    let (id, created) = insert_or_pending(&mut conn, &state.limits, &new, today).await?;
    let row = store::find(&mut conn, id, None, today)
        .await?
        .ok_or_else(|| AppError::Internal(anyhow::anyhow!("request {id} vanished")))?;
    drop(conn);
    if created {
        digest::email_parent_in_background(state.pool.clone(), state.mail.clone(), child.parent_id, row.id);
    }
    Ok(row)
}

/// Stores the request, or finds the pending one for the same subject and day; whether it is new.
/// A new one counts towards the child's [`crate::limits::CONSENT_REQUESTS_PER_DAY`].
async fn insert_or_pending(
    conn: &mut Connection<'_>,
    limits: &Limits,
    new: &NewRequest,
    today: NaiveDate,
) -> AppResult<(Uuid, bool)> {
    if let Some(id) = store::pending_for(conn, new).await? {
        return Ok((id, false));
    }
    if store::waiting(conn, new.child_id, today).await? >= MAX_PENDING_PER_CHILD {
        return Err(AppError::FailedPrecondition(
            Reason::ConsentRequestsWaiting,
            crate::words!("consent-requests-waiting", count = MAX_PENDING_PER_CHILD),
        ));
    }
    limits.take(conn, Counter::ConsentRequest, &new.child_id.to_string(), Some(new.child_id)).await?;
    match store::insert(conn, new).await {
        Ok(id) => Ok((id, true)),
        // The same request arrived twice at once: the first one stored answers both.
        Err(error) if violated_constraint(&error) == Some("consent_requests_pending_key") => {
            let id = store::pending_for(conn, new).await?.ok_or_else(|| AppError::Internal(error.into()))?;
            Ok((id, false))
        }
        Err(error) => Err(error.into()),
    }
}

/// The excursion's kind ("Virtual Tour", "In Person") from the catalogue; empty for a mentor chat
/// or an excursion no longer listed.
pub(crate) fn excursion_kind(row: &RequestRow) -> String {
    if Kind::from_code(&row.kind) != Some(Kind::Excursion) {
        return String::new();
    }
    catalogue::embedded()
        .ok()
        .and_then(|catalogue| catalogue.excursions.iter().find(|e| e.id == row.subject_id))
        .map(|e| e.kind.as_str().to_owned())
        .unwrap_or_default()
}

/// The parent approves (`true`) or declines a pending request of one of their children. Another
/// parent's request is NOT_FOUND; one decided already, or whose event date has passed, is
/// FAILED_PRECONDITION.
pub(crate) async fn decide(
    conn: &mut Connection<'_>,
    parent_id: Uuid,
    id: Uuid,
    approve: bool,
    today: NaiveDate,
) -> AppResult<RequestRow> {
    // The decision and the child's notification of it: both or neither.
    conn.transaction(async |conn| {
        let decided = store::decide(conn, parent_id, id, approve, today).await?;
        let row = store::find(conn, id, Some(parent_id), today).await?.ok_or_else(not_found)?;
        if decided {
            let kind =
                if approve { notifications::Kind::ConsentApproved } else { notifications::Kind::ConsentDeclined };
            let language = crate::settings::for_child(conn, row.child_id).await?.language;
            let subject = what_and_when(&row, language);
            notifications::store::record(
                conn,
                row.child_id,
                &[notifications::New { kind, subject: &subject, points: 0 }],
            )
            .await?;
            return Ok(row);
        }
        Err(undecidable(&row))
    })
    .await
}

/// What a request asks for and when, as the child's notification says it, in the child's
/// language: "Robotics Lab Adventure on Friday 12 December at 10:00 AM".
fn what_and_when(row: &RequestRow, language: crate::i18n::Language) -> String {
    let (title, slot) = (&row.subject_title, &row.slot);
    let day = crate::i18n::day_and_month(row.event_date);
    let words = match Kind::from_code(&row.kind) {
        Some(Kind::MentorChat) => crate::words!("consent-subject-mentor", title = title, day = day, slot = slot),
        _ => crate::words!("consent-subject-excursion", title = title, day = day, slot = slot),
    };
    words.in_language(language)
}

/// Why a request could not be decided.
fn undecidable(row: &RequestRow) -> AppError {
    AppError::FailedPrecondition(
        Reason::ConsentRequestDecided,
        match Status::from_code(&row.status) {
            Some(Status::Expired) => crate::words!("consent-request-expired"),
            Some(Status::Approved) => crate::words!("consent-request-approved-already"),
            Some(Status::Declined) => crate::words!("consent-request-declined-already"),
            _ => crate::words!("consent-request-undecidable"),
        },
    )
}

/// A request that is not there for this parent.
pub(crate) fn not_found() -> AppError {
    AppError::NotFound(Reason::ConsentRequestNotFound, crate::words!("consent-request-not-found"))
}

/// A request id from the client.
pub(crate) fn request_id(value: &str) -> AppResult<Uuid> {
    Uuid::parse_str(value.trim()).map_err(|_| not_found())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn form<'a>(kind: Kind, subject_id: &'a str, date: &'a str, session: Option<MentorSession>) -> RequestForm<'a> {
        RequestForm {
            kind: Some(kind),
            subject_id,
            parent_email: "mama@example.com",
            event_date: date,
            slot: "10:00 AM",
            session,
        }
    }

    #[test]
    fn emails_match_trimmed_and_ignoring_case() {
        assert!(same_email("  Mama@Example.COM ", "mama@example.com"));
        assert!(!same_email("papa@example.com", "mama@example.com"));
        assert!(!same_email("  ", ""));
    }

    #[test]
    fn a_request_names_a_catalogue_subject_a_day_from_today_and_a_mentors_session() {
        let today = NaiveDate::from_ymd_opt(2026, 11, 23).unwrap();
        let checked = check(&form(Kind::Excursion, "robotics", "2026-11-23", None), today).unwrap();
        assert_eq!((checked.title.as_str(), checked.session), ("Robotics Lab Adventure", None));
        let checked = check(&form(Kind::MentorChat, "2", "2026-11-30", Some(MentorSession::DeepDive)), today).unwrap();
        assert_eq!(checked.title, "Kwame Mensah");

        assert!(matches!(
            check(&form(Kind::Excursion, "moon-base", "2026-11-30", None), today),
            Err(AppError::NotFound(..))
        ));
        assert!(matches!(
            check(&form(Kind::MentorChat, "robotics", "2026-11-30", Some(MentorSession::DeepDive)), today),
            Err(AppError::NotFound(..))
        ));
        let refused = [
            (form(Kind::Excursion, "robotics", "2026-11-22", None), "eventDate"),
            (form(Kind::Excursion, "robotics", "next week", None), "eventDate"),
            (form(Kind::Excursion, "robotics", "2026-11-30", Some(MentorSession::QuickQuestion)), "sessionType"),
            (form(Kind::MentorChat, "1", "2026-11-30", None), "sessionType"),
            (RequestForm { slot: "<script>", ..form(Kind::Excursion, "robotics", "2026-11-30", None) }, "slot"),
            (RequestForm { kind: None, ..form(Kind::Excursion, "robotics", "2026-11-30", None) }, "kind"),
        ];
        for (form, expected) in refused {
            match check(&form, today) {
                Err(AppError::InvalidField { field, .. }) => assert_eq!(field, expected),
                other => panic!("{expected}: {:?}", other.map(|c| c.subject_id)),
            }
        }
    }

    #[test]
    fn the_mismatch_message_asks_the_parent_and_names_no_address() {
        for language in crate::i18n::Language::ALL {
            let mismatch = crate::words!("consent-email-mismatch").in_language(language);
            assert!(!mismatch.contains('@'), "never which address it is: {mismatch}");
        }
    }
}
