//! The settings on the wire.

use super::{
    ForTheChild,
    rules::{self, Change, DAILY_LIMIT_MINUTES, Settings},
};
use crate::api::v1;

/// The settings as a parent reads them, with the limits the form must keep and, when the server
/// has an outside AI service, the notice to read before turning it on (`outside_ai_notice`).
pub(crate) fn child_settings(settings: Settings, outside_ai_notice: Option<String>) -> v1::ChildSettings {
    let (bedtime_start, bedtime_end) =
        settings.bedtime.map(|b| (rules::format_time(b.start), rules::format_time(b.end))).unwrap_or_default();
    v1::ChildSettings {
        community_posting: settings.community_posting,
        approved_videos_only: settings.approved_videos_only,
        personalised_recommendations: settings.personalised_recommendations,
        daily_limit_minutes: settings.daily_limit_minutes.unwrap_or(0),
        bedtime_start,
        bedtime_end,
        time_zone: settings.time_zone.name().to_owned(),
        min_daily_limit_minutes: *DAILY_LIMIT_MINUTES.start(),
        max_daily_limit_minutes: *DAILY_LIMIT_MINUTES.end(),
        share_watch_history: settings.share_watch_history,
        outside_ai_answers: settings.outside_ai,
        outside_ai_available: outside_ai_notice.is_some(),
        outside_ai_notice_version: if outside_ai_notice.is_some() {
            crate::ai::notice::NOTICE_VERSION.to_owned()
        } else {
            String::new()
        },
        outside_ai_notice: outside_ai_notice.unwrap_or_default(),
        language: settings.language.code().to_owned(),
    }
}

/// The parent's change as the rules read it, and the version of the outside AI notice they read.
pub(crate) fn change(request: v1::UpdateChildSettingsRequest) -> (Change, String) {
    let change = Change {
        community_posting: request.community_posting,
        approved_videos_only: request.approved_videos_only,
        personalised_recommendations: request.personalised_recommendations,
        daily_limit_minutes: request.daily_limit_minutes,
        bedtime_start: request.bedtime_start,
        bedtime_end: request.bedtime_end,
        time_zone: request.time_zone,
        share_watch_history: request.share_watch_history,
        outside_ai: request.outside_ai_answers,
        language: request.language,
    };
    (change, request.outside_ai_notice_version)
}

/// The settings as the child's screens explain them.
pub(crate) fn my_settings(found: ForTheChild) -> v1::GetMySettingsResponse {
    let ForTheChild { settings, minutes_today, closed } = found;
    let parent_view = child_settings(settings, None);
    v1::GetMySettingsResponse {
        // Every child account belongs to a parent who can see the child's progress, so this is
        // true today; it is a field so that it stays honest if that ever changes.
        monitored: true,
        community_posting: parent_view.community_posting,
        approved_videos_only: parent_view.approved_videos_only,
        personalised_recommendations: parent_view.personalised_recommendations,
        daily_limit_minutes: parent_view.daily_limit_minutes,
        minutes_used_today: minutes_today,
        bedtime_start: parent_view.bedtime_start,
        bedtime_end: parent_view.bedtime_end,
        time_zone: parent_view.time_zone,
        closed_message: closed.map(|closed| closed.message().for_caller()).unwrap_or_default(),
        share_watch_history: parent_view.share_watch_history,
        outside_ai_answers: parent_view.outside_ai_answers,
        language: parent_view.language,
    }
}
