//! Notifications on the wire, with the spec's fields.

use chrono::{DateTime, Utc};

use super::{Kind, store::NotificationRow};
use crate::{api::v1, error::AppError};

/// A stored notification as the header menu reads it, `now` giving `daysAgo`.
pub(crate) fn notification(row: NotificationRow, now: DateTime<Utc>) -> Result<v1::Notification, AppError> {
    let kind = Kind::from_code(&row.kind)
        .ok_or_else(|| AppError::Internal(anyhow::anyhow!("stored notification has kind {:?}", row.kind)))?;
    let (title, description) = kind.text(&row.subject, row.points);
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
