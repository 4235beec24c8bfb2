//! The stored settings and the minutes of use counted per local day.

use chrono::{DateTime, Days, NaiveDate, NaiveTime, Utc};
use diesel::{
    ExpressionMethods, Insertable, OptionalExtension, QueryDsl, Queryable, Selectable, SelectableHelper, dsl::now,
    upsert::excluded,
};
use diesel_async::RunQueryDsl;
use uuid::Uuid;

use super::rules::{self, Bedtime, Settings, USAGE_MINUTE};
use crate::{
    db::{
        Connection,
        schema::{child_daily_usage, child_settings, outside_ai_choices},
    },
    i18n::Language,
    validate,
};

/// A stored row of `child_settings`.
#[derive(Debug, Queryable, Selectable, Insertable)]
#[diesel(table_name = child_settings)]
pub(crate) struct SettingsRow {
    child_id: Uuid,
    community_posting: bool,
    approved_videos_only: bool,
    personalised_recommendations: bool,
    daily_limit_minutes: Option<i32>,
    bedtime_start: Option<NaiveTime>,
    bedtime_end: Option<NaiveTime>,
    time_zone: String,
    share_watch_history: bool,
    outside_ai: bool,
    language: String,
}

impl SettingsRow {
    fn new(child_id: Uuid, settings: &Settings) -> Self {
        Self {
            child_id,
            community_posting: settings.community_posting,
            approved_videos_only: settings.approved_videos_only,
            personalised_recommendations: settings.personalised_recommendations,
            daily_limit_minutes: settings.daily_limit_minutes,
            bedtime_start: settings.bedtime.map(|b| b.start),
            bedtime_end: settings.bedtime.map(|b| b.end),
            time_zone: settings.time_zone.name().to_owned(),
            share_watch_history: settings.share_watch_history,
            outside_ai: settings.outside_ai,
            language: settings.language.code().to_owned(),
        }
    }

    /// The settings the row stores.
    pub(crate) fn settings(self) -> Settings {
        let bedtime = match (self.bedtime_start, self.bedtime_end) {
            (Some(start), Some(end)) => Some(Bedtime { start, end }),
            _ => None,
        };
        // Only names that parsed are stored; a zone a later tz database dropped counts as UTC.
        let time_zone = rules::parse_time_zone(&self.time_zone).unwrap_or(chrono_tz::UTC);
        Settings {
            community_posting: self.community_posting,
            approved_videos_only: self.approved_videos_only,
            personalised_recommendations: self.personalised_recommendations,
            daily_limit_minutes: self.daily_limit_minutes,
            bedtime,
            time_zone,
            share_watch_history: self.share_watch_history,
            outside_ai: self.outside_ai,
            // The CHECK keeps other codes out.
            language: Language::from_code(&self.language).unwrap_or_default(),
        }
    }
}

/// The child's settings; the first read stores the defaults for the child's age then. `None`
/// when the child does not exist.
pub(crate) async fn load(conn: &mut Connection<'_>, child_id: Uuid) -> diesel::QueryResult<Option<Settings>> {
    if let Some(row) = stored(conn, child_id).await? {
        return Ok(Some(row.settings()));
    }
    let Some(birth_date) = crate::account::children::birth_date(conn, child_id).await? else {
        return Ok(None);
    };
    let defaults = Settings::defaults_for_age(validate::age_on(birth_date, Utc::now().date_naive()));
    // Two first reads at once: one insert wins, both read its row.
    diesel::insert_into(child_settings::table)
        .values(SettingsRow::new(child_id, &defaults))
        .on_conflict_do_nothing()
        .execute(conn)
        .await?;
    Ok(stored(conn, child_id).await?.map(SettingsRow::settings))
}

async fn stored(conn: &mut Connection<'_>, child_id: Uuid) -> diesel::QueryResult<Option<SettingsRow>> {
    child_settings::table.find(child_id).select(SettingsRow::as_select()).first(conn).await.optional()
}

/// Stores the child's settings (their row exists: [`load`] made it).
pub(crate) async fn save(conn: &mut Connection<'_>, child_id: Uuid, settings: &Settings) -> diesel::QueryResult<()> {
    let row = SettingsRow::new(child_id, settings);
    diesel::update(child_settings::table.find(child_id))
        .set((
            child_settings::community_posting.eq(row.community_posting),
            child_settings::approved_videos_only.eq(row.approved_videos_only),
            child_settings::personalised_recommendations.eq(row.personalised_recommendations),
            child_settings::daily_limit_minutes.eq(row.daily_limit_minutes),
            child_settings::bedtime_start.eq(row.bedtime_start),
            child_settings::bedtime_end.eq(row.bedtime_end),
            child_settings::time_zone.eq(row.time_zone),
            child_settings::share_watch_history.eq(row.share_watch_history),
            child_settings::outside_ai.eq(row.outside_ai),
            child_settings::language.eq(row.language),
            child_settings::updated_at.eq(now),
        ))
        .execute(conn)
        .await
        .map(drop)
}

/// Records that `parent_id` turned "Answers from an outside AI service" on or off for the child,
/// now, having been shown the current notice.
pub(crate) async fn record_outside_ai_choice(
    conn: &mut Connection<'_>,
    child_id: Uuid,
    parent_id: Uuid,
    turned_on: bool,
) -> diesel::QueryResult<()> {
    diesel::insert_into(outside_ai_choices::table)
        .values((
            outside_ai_choices::child_id.eq(child_id),
            outside_ai_choices::parent_id.eq(parent_id),
            outside_ai_choices::turned_on.eq(turned_on),
            outside_ai_choices::notice_version.eq(crate::ai::notice::NOTICE_VERSION),
        ))
        .execute(conn)
        .await
        .map(drop)
}

/// The minutes counted on `day` and when the last one was counted.
pub(crate) async fn usage_on(
    conn: &mut Connection<'_>,
    child_id: Uuid,
    day: NaiveDate,
) -> diesel::QueryResult<Option<(i32, DateTime<Utc>)>> {
    child_daily_usage::table
        .find((child_id, day))
        .select((child_daily_usage::minutes, child_daily_usage::last_counted_at))
        .first(conn)
        .await
        .optional()
}

/// Counts the minute of use that began `at` on `day`, unless one was counted less than a minute
/// before (by this or another replica). The first minute of a day also drops the rows before
/// yesterday.
pub(crate) async fn count_minute(
    conn: &mut Connection<'_>,
    child_id: Uuid,
    day: NaiveDate,
    at: DateTime<Utc>,
    first_of_day: bool,
) -> diesel::QueryResult<()> {
    let upsert = diesel::insert_into(child_daily_usage::table)
        .values((
            child_daily_usage::child_id.eq(child_id),
            child_daily_usage::day.eq(day),
            child_daily_usage::minutes.eq(1),
            child_daily_usage::last_counted_at.eq(at),
        ))
        .on_conflict((child_daily_usage::child_id, child_daily_usage::day))
        .do_update()
        .set((
            child_daily_usage::minutes.eq(child_daily_usage::minutes + 1),
            child_daily_usage::last_counted_at.eq(excluded(child_daily_usage::last_counted_at)),
        ));
    // `ON CONFLICT ... DO UPDATE ... WHERE`: a minute counts once however many replicas see it.
    diesel::query_dsl::methods::FilterDsl::filter(upsert, child_daily_usage::last_counted_at.le(at - USAGE_MINUTE))
        .execute(conn)
        .await?;
    if first_of_day && let Some(yesterday) = day.checked_sub_days(Days::new(1)) {
        diesel::delete(
            child_daily_usage::table
                .filter(child_daily_usage::child_id.eq(child_id))
                .filter(child_daily_usage::day.lt(yesterday)),
        )
        .execute(conn)
        .await?;
    }
    Ok(())
}
