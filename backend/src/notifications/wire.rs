//! Notifications on the wire, with the spec's fields.

use chrono::{DateTime, Utc};

use super::{Kind, store::NotificationRow};
use crate::{api::v1, error::AppError};

/// A stored notification as the header menu reads it, `now` giving `daysAgo`.
pub(crate) fn notification(row: NotificationRow, now: DateTime<Utc>) -> Result<v1::Notification, AppError> {
    let kind = Kind::from_code(&row.kind)
        .ok_or_else(|| AppError::Internal(anyhow::anyhow!("stored notification has kind {:?}", row.kind)))?;
    let subject = subject_for_caller(kind, &row.subject);
    let (title, description) = kind.text(&subject, row.points);
    Ok(v1::Notification {
        id: row.id.to_string(),
        r#type: kind.type_name().to_owned(),
        icon: kind.icon().to_owned(),
        title: title.for_caller(),
        description: description.for_caller(),
        is_new: row.read_at.is_none(),
        date: Some(row.created_at.into()),
        days_ago: i32::try_from((now - row.created_at).num_days().max(0)).unwrap_or(i32::MAX),
        points: row.points,
    })
}

/// What a notification is about, in the caller's language: a row names an activity, a badge or a
/// community by its English title, as the catalogue wrote it when the notification was written;
/// the catalogue's translation of that entry, when it has one. A consent request's subject is
/// written in the child's language already.
fn subject_for_caller(kind: Kind, subject: &str) -> String {
    use crate::catalogue::texts;
    let language = crate::i18n::Language::of_caller();
    let Ok(catalogue) = crate::catalogue::embedded() else { return subject.to_owned() };
    let translated = match kind {
        Kind::ActivityCompleted => catalogue
            .activities
            .iter()
            .find(|activity| activity.title == subject)
            .and_then(|activity| texts::activity(&activity.slug, language))
            .map(|texts| texts.title.as_str()),
        Kind::BadgeEarned => catalogue
            .badges
            .iter()
            .find(|badge| badge.name == subject)
            .and_then(|badge| texts::badge(&badge.id, language))
            .map(|texts| texts.name.as_str()),
        Kind::PostRemoved | Kind::ModeratorWarning => catalogue
            .communities
            .iter()
            .find(|community| community.name == subject)
            .and_then(|community| texts::community(&community.slug, language))
            .map(|texts| texts.name.as_str()),
        Kind::QuizResults | Kind::ConsentApproved | Kind::ConsentDeclined => None,
    };
    translated.unwrap_or(subject).to_owned()
}
