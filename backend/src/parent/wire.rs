//! The parent feature's answers on the wire.

use chrono::Utc;

use super::progress::Progress;
use crate::{
    account::{
        children::ChildRow,
        data::{ChildData, TableRows},
    },
    api::v1,
    error::AppError,
    validate,
};

impl From<ChildRow> for v1::Child {
    fn from(row: ChildRow) -> Self {
        Self {
            id: row.id.to_string(),
            age: validate::age_on(row.birth_date, Utc::now().date_naive()),
            birth_date: row.birth_date.format("%Y-%m-%d").to_string(),
            first_name: row.first_name,
            last_name: row.last_name,
            sign_in_name: row.sign_in_name,
            created_at: Some(row.created_at.into()),
            // Counted where the list is made (ListChildren); other answers carry one child.
            new_safety_events: 0,
            pending_consent_requests: 0,
        }
    }
}

fn clamp(value: i64) -> i32 {
    i32::try_from(value).unwrap_or(i32::MAX)
}

impl From<Progress> for v1::GetChildProgressResponse {
    fn from(progress: Progress) -> Self {
        Self {
            child: Some(progress.child.into()),
            total_stars: progress.total_stars,
            journey: Some(progress.journey.into()),
            badges: progress
                .badges
                .into_iter()
                .map(|(name, tier, stars, earned_at)| v1::EarnedBadge {
                    name,
                    tier,
                    stars,
                    earned_at: Some(earned_at.into()),
                })
                .collect(),
            activities: progress
                .activities
                .into_iter()
                .map(|(title, stars, completed_at)| v1::CompletedActivity {
                    title,
                    stars,
                    completed_at: Some(completed_at.into()),
                })
                .collect(),
            quiz_results: progress
                .quiz_results
                .into_iter()
                .map(|result| v1::QuizResult {
                    // In the parent's language (the caller's, as the auth layer set it).
                    career_areas: result
                        .career_areas
                        .iter()
                        .map(|area| {
                            crate::quiz::engine::area_label(*area, crate::i18n::Language::of_caller()).to_owned()
                        })
                        .collect(),
                    submitted_at: Some(result.submitted_at.into()),
                })
                .collect(),
            communities: progress
                .communities
                .into_iter()
                .map(|(name, joined_at)| v1::JoinedCommunity { name, joined_at: Some(joined_at.into()) })
                .collect(),
            posts: progress
                .posts
                .into_iter()
                .map(|post| v1::ChildPost {
                    community_name: post.community_name,
                    content: post.content,
                    created_at: Some(post.created_at.into()),
                    report_count: clamp(post.report_count),
                    hidden: post.hidden_at.is_some(),
                })
                .collect(),
            sign_ins: progress.sign_ins.into_iter().map(Into::into).collect(),
        }
    }
}

/// The exported tables, each row as the JSON object it was read as.
pub(super) fn exported_tables(tables: Vec<TableRows>) -> Result<Vec<v1::ExportedTable>, AppError> {
    tables
        .into_iter()
        .map(|found| {
            let rows = found
                .rows
                .into_iter()
                .map(serde_json::from_value::<crate::api::pbjson_types::Struct>)
                .collect::<Result<Vec<_>, _>>()
                .map_err(|error| {
                    AppError::Internal(anyhow::anyhow!("a row of {} is not a JSON object: {error}", found.table.name))
                })?;
            Ok(v1::ExportedTable { name: found.table.name.to_owned(), description: found.table.about.to_owned(), rows })
        })
        .collect()
}

impl TryFrom<ChildData> for v1::ExportChildDataResponse {
    type Error = AppError;

    fn try_from(data: ChildData) -> Result<Self, AppError> {
        Ok(Self {
            exported_at: Some(data.exported_at.into()),
            child: Some(data.child.into()),
            tables: exported_tables(data.tables)?,
        })
    }
}
