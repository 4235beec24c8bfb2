//! Cases on the wire: what a moderator sees, and no more (no birth date, sign-in name, email or
//! parent of a child).

use chrono::Utc;
use uuid::Uuid;

use super::{
    Category, Decision,
    cases::{self, CaseView},
    safety::{EventKind, EventRow},
    store::{CaseRow, EarlierRow},
};
use crate::{api::v1, quiz::engine::AgeBand, validate};

fn category(code: &str) -> v1::CaseCategory {
    match Category::from_code(code) {
        Some(Category::Reported) => v1::CaseCategory::Reported,
        Some(Category::SelfHarm) => v1::CaseCategory::SelfHarm,
        Some(Category::Grooming) => v1::CaseCategory::Grooming,
        Some(Category::PersonalInformation) => v1::CaseCategory::PersonalInformation,
        None => v1::CaseCategory::Unspecified,
    }
}

fn decision(code: Option<&str>) -> v1::Decision {
    match code.and_then(Decision::from_code) {
        Some(Decision::Keep) => v1::Decision::Keep,
        Some(Decision::Remove) => v1::Decision::Remove,
        Some(Decision::RemoveAndWarn) => v1::Decision::RemoveAndWarn,
        None => v1::Decision::Unspecified,
    }
}

/// The decision a request asks for; none when unset or unknown.
pub(super) fn requested_decision(value: i32) -> Option<Decision> {
    match v1::Decision::try_from(value).ok()? {
        v1::Decision::Keep => Some(Decision::Keep),
        v1::Decision::Remove => Some(Decision::Remove),
        v1::Decision::RemoveAndWarn => Some(Decision::RemoveAndWarn),
        v1::Decision::Unspecified => None,
    }
}

pub(super) fn summary(row: &CaseRow, moderator: Uuid) -> v1::CaseSummary {
    let now = Utc::now();
    v1::CaseSummary {
        id: row.id.to_string(),
        category: category(&row.category).into(),
        urgent: row.urgent,
        created_at: Some(row.created_at.into()),
        community_name: row.community_name.clone(),
        report_count: i32::try_from(row.report_count).unwrap_or(i32::MAX),
        taken: cases::held(row, now),
        taken_by_you: row.taken_by == Some(moderator),
        taken_at: row.taken_at.map(Into::into),
    }
}

fn earlier(row: &EarlierRow) -> v1::EarlierDecision {
    v1::EarlierDecision {
        category: category(&row.category).into(),
        decision: decision(Some(&row.decision)).into(),
        decided_at: Some(row.decided_at.into()),
    }
}

pub(super) fn case(view: &CaseView, moderator: Uuid) -> v1::ModerationCase {
    let detail = &view.detail;
    let age = validate::age_on(detail.author_birth_date, Utc::now().date_naive());
    v1::ModerationCase {
        summary: Some(summary(&detail.case, moderator)),
        text: detail.text.clone().unwrap_or_default(),
        author: Some(v1::CaseAuthor {
            first_name: detail.author_first_name.clone(),
            last_initial: detail.author_last_name.chars().next().map(String::from).unwrap_or_default(),
            age_band: AgeBand::for_age(age).map_or_else(|| age.to_string(), |band| band.as_str().to_owned()),
        }),
        reports: view
            .reports
            .iter()
            .map(|report| v1::CaseReport {
                reason: report.reason.clone(),
                reported_at: Some(report.reported_at.into()),
            })
            .collect(),
        earlier_decisions: view.earlier.iter().map(earlier).collect(),
        decision: decision(detail.decision.as_deref()).into(),
        note: detail.note.clone().unwrap_or_default(),
        decided_at: detail.decided_at.map(Into::into),
    }
}

/// A child's safety event, for their parent.
pub(crate) fn safety_event(row: &EventRow) -> v1::SafetyEvent {
    v1::SafetyEvent {
        id: row.id.to_string(),
        kind: match row.kind() {
            EventKind::PostRefused => v1::SafetyEventKind::PostRefused,
            EventKind::PostReported => v1::SafetyEventKind::PostReported,
            EventKind::ReportMade => v1::SafetyEventKind::ReportMade,
            EventKind::SignInGuessed => v1::SafetyEventKind::SignInGuessed,
        }
        .into(),
        at: Some(row.at.into()),
        category: category(&row.category).into(),
        text: row.text.clone().unwrap_or_default(),
        community_name: row.community_name.clone(),
        decision: decision(row.decision.as_deref()).into(),
        reason: row.reason.clone(),
        is_new: row.is_new,
        urgent: row.urgent(),
    }
}
