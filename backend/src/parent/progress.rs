//! A child's progress as their parent sees it: what the child earned, did, joined and wrote, and
//! when they signed in. Read straight from the tables the child's own screens write.

use chrono::{DateTime, Utc};
use diesel::{ExpressionMethods, QueryDsl, Queryable, dsl::sql, sql_types::BigInt};
use diesel_async::RunQueryDsl;
use uuid::Uuid;

use crate::account::children::ChildRow;
use crate::{
    catalogue::texts,
    db::{
        Connection,
        schema::{
            badges, challenge_completions, challenges, child_badges, communities, community_members, community_posts,
            quiz_submissions, sign_in_records,
        },
        types::CareerAreas,
    },
    error::AppResult,
    i18n::Language,
    journey::{self, Journey},
    quiz::engine::Dimension,
    settings,
    student::awards,
};

/// How many sign-ins the progress lists, newest first (the table keeps 90 days of them).
pub(crate) const SIGN_INS_SHOWN: i64 = 100;

/// A badge the child earned: name, tier, stars, when.
pub(crate) type EarnedBadge = (String, String, i32, DateTime<Utc>);
/// An activity the child completed: title, stars, when.
pub(crate) type CompletedActivity = (String, i32, DateTime<Utc>);
/// A community the child joined: name, when.
pub(crate) type JoinedCommunity = (String, DateTime<Utc>);

/// A quiz the child finished.
#[derive(Debug)]
pub(crate) struct QuizResult {
    /// The career areas, best first.
    pub(crate) career_areas: Vec<Dimension>,
    pub(crate) submitted_at: DateTime<Utc>,
}

/// A post the child wrote, with what other children did about it.
#[derive(Debug, Queryable)]
pub(crate) struct ChildPost {
    /// The community's slug, which finds its name in the parent's language.
    pub(crate) community_slug: String,
    pub(crate) community_name: String,
    pub(crate) content: String,
    pub(crate) created_at: DateTime<Utc>,
    /// How many children reported it.
    pub(crate) report_count: i64,
    /// When enough reports hid it from everyone.
    pub(crate) hidden_at: Option<DateTime<Utc>>,
}

/// Everything the parent's progress view shows.
#[derive(Debug)]
pub(crate) struct Progress {
    pub(crate) child: ChildRow,
    pub(crate) total_stars: i32,
    pub(crate) badges: Vec<EarnedBadge>,
    pub(crate) activities: Vec<CompletedActivity>,
    pub(crate) quiz_results: Vec<QuizResult>,
    pub(crate) communities: Vec<JoinedCommunity>,
    pub(crate) posts: Vec<ChildPost>,
    pub(crate) sign_ins: Vec<DateTime<Utc>>,
    pub(crate) journey: Journey,
}

/// The child's progress, newest first in every list, with the catalogue's names in the parent's
/// `language`. Retired activities, badges and communities still show: what the child earned stays
/// theirs.
pub(crate) async fn of(conn: &mut Connection<'_>, child: ChildRow, language: Language) -> AppResult<Progress> {
    let id = child.id;
    let total_stars = awards::total_stars(conn, id).await?;
    let badges = child_badges::table
        .inner_join(badges::table)
        .filter(child_badges::child_id.eq(id))
        .order((child_badges::earned_at.desc(), badges::position))
        .select((badges::id, badges::name, badges::tier, child_badges::stars, child_badges::earned_at))
        .load::<(String, String, String, i32, DateTime<Utc>)>(conn)
        .await?
        .into_iter()
        .map(|(id, name, tier, stars, at)| {
            (texts::badge(&id, language).map_or(name, |texts| texts.name.clone()), tier, stars, at)
        })
        .collect();
    let activities = challenge_completions::table
        .inner_join(challenges::table)
        .filter(challenge_completions::child_id.eq(id))
        .order((challenge_completions::completed_at.desc(), challenges::position))
        .select((
            challenges::slug,
            challenges::title,
            challenge_completions::stars,
            challenge_completions::completed_at,
        ))
        .load::<(String, String, i32, DateTime<Utc>)>(conn)
        .await?
        .into_iter()
        .map(|(slug, title, stars, at)| {
            (texts::activity(&slug, language).map_or(title, |texts| texts.title.clone()), stars, at)
        })
        .collect();
    let quiz_results = quiz_submissions::table
        .filter(quiz_submissions::child_id.eq(id))
        .order(quiz_submissions::submitted_at.desc())
        .select((quiz_submissions::top_career_areas, quiz_submissions::submitted_at))
        .load::<(CareerAreas, DateTime<Utc>)>(conn)
        .await?
        .into_iter()
        .map(|(areas, submitted_at)| QuizResult { career_areas: areas.into(), submitted_at })
        .collect();
    let communities = community_members::table
        .inner_join(communities::table)
        .filter(community_members::child_id.eq(id))
        .order((community_members::joined_at.desc(), communities::position))
        .select((communities::slug, communities::name, community_members::joined_at))
        .load::<(String, String, DateTime<Utc>)>(conn)
        .await?
        .into_iter()
        .map(|(slug, name, at)| (community_name(&slug, name, language), at))
        .collect();
    let mut posts = posts_of(conn, id).await?;
    for post in &mut posts {
        post.community_name = community_name(&post.community_slug, std::mem::take(&mut post.community_name), language);
    }
    let sign_ins = sign_in_records::table
        .filter(sign_in_records::child_id.eq(id))
        .order(sign_in_records::signed_in_at.desc())
        .limit(SIGN_INS_SHOWN)
        .select(sign_in_records::signed_in_at)
        .load(conn)
        .await?;
    // The streak counts days of the parent's time zone for the child (UTC before the settings
    // were first read, as when the child's days were marked).
    let time_zone = settings::store::load(conn, id).await?.map_or(chrono_tz::UTC, |settings| settings.time_zone);
    let journey = journey::store::journey(conn, id, settings::rules::local_day(time_zone, Utc::now())).await?;
    Ok(Progress { child, total_stars, badges, activities, quiz_results, communities, posts, sign_ins, journey })
}

/// A community's name in `language`, from its English `name`.
fn community_name(slug: &str, name: String, language: Language) -> String {
    texts::community(slug, language).map_or(name, |texts| texts.name.clone())
}

/// The child's posts, newest first, with how many children reported each.
async fn posts_of(conn: &mut Connection<'_>, child_id: Uuid) -> AppResult<Vec<ChildPost>> {
    let reports = sql::<BigInt>("(SELECT count(*) FROM post_reports r WHERE r.post_id = community_posts.id)");
    Ok(community_posts::table
        .inner_join(communities::table)
        .filter(community_posts::author_id.eq(child_id))
        .order((community_posts::created_at.desc(), community_posts::id))
        .select((
            communities::slug,
            communities::name,
            community_posts::content,
            community_posts::created_at,
            reports,
            community_posts::hidden_at,
        ))
        .load(conn)
        .await?)
}
