//! Consent requests on the wire.

use super::{
    domain::{self, Kind, Status},
    store::RequestRow,
};
use crate::{
    api::v1,
    catalogue::{MentorSession, texts},
    i18n::Language,
};

/// A request on the wire, for a reader of `language`: the child who asked, or their parent. An
/// excursion's title is in that language; a mentor's name is the same in every language.
pub(crate) fn request(row: RequestRow, language: Language) -> v1::ConsentRequest {
    let title = match Kind::from_code(&row.kind) {
        Some(Kind::Excursion) => texts::excursion(&row.subject_id, language).map(|texts| texts.title.clone()),
        _ => None,
    };
    v1::ConsentRequest { title: title.unwrap_or_else(|| row.subject_title.clone()), ..v1::ConsentRequest::from(row) }
}

impl From<RequestRow> for v1::ConsentRequest {
    fn from(row: RequestRow) -> Self {
        let kind = match Kind::from_code(&row.kind) {
            Some(Kind::Excursion) => v1::ConsentRequestKind::Excursion,
            Some(Kind::MentorChat) => v1::ConsentRequestKind::MentorChat,
            None => v1::ConsentRequestKind::Unspecified,
        };
        let status = match Status::from_code(&row.status) {
            Some(Status::Pending) => v1::ConsentRequestStatus::Pending,
            Some(Status::Approved) => v1::ConsentRequestStatus::Approved,
            Some(Status::Declined) => v1::ConsentRequestStatus::Declined,
            Some(Status::Expired) => v1::ConsentRequestStatus::Expired,
            None => v1::ConsentRequestStatus::Unspecified,
        };
        let session = MentorSession::from_code(&row.session_type);
        Self {
            id: row.id.to_string(),
            kind: kind.into(),
            excursion_kind: domain::excursion_kind(&row),
            subject_id: row.subject_id,
            title: row.subject_title,
            event_date: row.event_date.format("%Y-%m-%d").to_string(),
            slot: row.slot,
            session_type: session_type(session).into(),
            session_minutes: session.map_or(0, MentorSession::minutes),
            status: status.into(),
            created_at: Some(row.created_at.into()),
            decided_at: row.decided_at.map(Into::into),
            child_id: row.child_id.to_string(),
            child_first_name: row.child_first_name,
        }
    }
}

/// The wire's session type.
pub(crate) fn session_type(session: Option<MentorSession>) -> v1::MentorSessionType {
    match session {
        Some(MentorSession::QuickQuestion) => v1::MentorSessionType::QuickQuestion,
        Some(MentorSession::DeepDive) => v1::MentorSessionType::DeepDive,
        None => v1::MentorSessionType::Unspecified,
    }
}

/// The request's kind from the wire; `None` when unspecified or unknown.
pub(crate) fn kind(value: i32) -> Option<Kind> {
    match v1::ConsentRequestKind::try_from(value).ok()? {
        v1::ConsentRequestKind::Excursion => Some(Kind::Excursion),
        v1::ConsentRequestKind::MentorChat => Some(Kind::MentorChat),
        v1::ConsentRequestKind::Unspecified => None,
    }
}

/// The session type from the wire; `None` when unspecified or unknown.
pub(crate) fn session(value: i32) -> Option<MentorSession> {
    match v1::MentorSessionType::try_from(value).ok()? {
        v1::MentorSessionType::QuickQuestion => Some(MentorSession::QuickQuestion),
        v1::MentorSessionType::DeepDive => Some(MentorSession::DeepDive),
        v1::MentorSessionType::Unspecified => None,
    }
}
