//! What the student service reads and writes: the child's profile, the catalogue rows the
//! dashboard and activities show, completions and badges.

use std::collections::BTreeMap;

use chrono::{DateTime, Utc};
use diesel::{
    BoolExpressionMethods, ExpressionMethods, JoinOnDsl, NullableExpressionMethods, OptionalExtension, QueryDsl,
    Queryable, Selectable, SelectableHelper,
};
use diesel_async::RunQueryDsl;
use uuid::Uuid;

use super::{recommend::Recommendable, rewards::Achievements};
use crate::{
    catalogue::{self, Language, Theme},
    db::{
        Connection,
        schema::{
            badges, books, challenge_completions, challenge_tutorials, challenges, child_badges, games,
            learning_videos, quiz_submissions, resources,
        },
        types::CareerAreas,
    },
    paging::Page,
    quiz::engine::Dimension,
};

/// The child's profile card.
/// The career areas of the child's latest submitted quiz, best first; `None` before any quiz.
pub(crate) async fn top_areas(
    conn: &mut Connection<'_>,
    child_id: Uuid,
) -> diesel::QueryResult<Option<Vec<Dimension>>> {
    let latest: Option<CareerAreas> = quiz_submissions::table
        .filter(quiz_submissions::child_id.eq(child_id))
        .order(quiz_submissions::submitted_at.desc())
        .select(quiz_submissions::top_career_areas)
        .first(conn)
        .await
        .optional()?;
    Ok(latest.map(Vec::from))
}

#[derive(Debug, Queryable, Selectable)]
#[diesel(table_name = learning_videos)]
pub struct VideoRow {
    pub slug: String,
    pub position: i32,
    pub min_age: i32,
    pub max_age: i32,
    pub url: String,
    pub title: String,
    pub category: String,
    pub duration: String,
    pub description: String,
    #[diesel(deserialize_as = CareerAreas)]
    pub career_areas: Vec<Dimension>,
}

#[derive(Debug, Queryable, Selectable)]
#[diesel(table_name = books)]
pub struct BookRow {
    pub slug: String,
    pub position: i32,
    pub min_age: i32,
    pub max_age: i32,
    pub thumbnail: String,
    pub title: String,
    pub theme: String,
    pub author: String,
    #[diesel(deserialize_as = CareerAreas)]
    pub career_areas: Vec<Dimension>,
}

#[derive(Debug, Queryable, Selectable)]
#[diesel(table_name = games)]
pub struct GameRow {
    pub slug: String,
    pub position: i32,
    pub min_age: i32,
    pub max_age: i32,
    pub thumbnail: String,
    pub name: String,
    pub skill: String,
    pub description: String,
    pub url: String,
    #[diesel(deserialize_as = CareerAreas)]
    pub career_areas: Vec<Dimension>,
}

/// A video, book or game on offer, with the language it is in.
#[derive(Debug)]
pub(crate) struct Offered<T> {
    pub row: T,
    pub language: Language,
}

macro_rules! recommendable {
    ($($row:ty),*) => {$(
        impl Recommendable for Offered<$row> {
            fn position(&self) -> i32 {
                self.row.position
            }
            fn career_areas(&self) -> &[Dimension] {
                &self.row.career_areas
            }
            fn ages(&self) -> (i32, i32) {
                (self.row.min_age, self.row.max_age)
            }
            fn language(&self) -> Language {
                self.language
            }
        }
    )*};
}
recommendable!(VideoRow, BookRow, GameRow);

/// Each row with the language its catalogue entry is in. The tables have no language: it is read
/// from the catalogue built into this binary, which every start loads into them (English for a
/// row it does not know).
fn offered<T, E>(
    rows: Vec<T>,
    slug: impl Fn(&T) -> &str,
    entries: &[E],
    entry: impl Fn(&E) -> (&str, Language),
) -> Vec<Offered<T>> {
    rows.into_iter()
        .map(|row| {
            let language = entries.iter().map(&entry).find(|(entry_slug, _)| *entry_slug == slug(&row));
            Offered { language: language.map(|(_, language)| language).unwrap_or_default(), row }
        })
        .collect()
}

/// Every video, book and game that is not retired, in catalogue order.
pub(crate) async fn content(conn: &mut Connection<'_>) -> diesel::QueryResult<Content> {
    let videos = learning_videos::table
        .filter(learning_videos::retired.eq(false))
        .order(learning_videos::position)
        .select(VideoRow::as_select())
        .load(conn)
        .await?;
    let books = books::table
        .filter(books::retired.eq(false))
        .order(books::position)
        .select(BookRow::as_select())
        .load(conn)
        .await?;
    let games = games::table
        .filter(games::retired.eq(false))
        .order(games::position)
        .select(GameRow::as_select())
        .load(conn)
        .await?;
    let catalogue = catalogue::embedded().ok();
    let (all_videos, all_books, all_games) =
        catalogue.map_or((&[][..], &[][..], &[][..]), |c| (&c.videos[..], &c.books[..], &c.games[..]));
    Ok(Content {
        videos: offered(videos, |row| &row.slug, all_videos, |v| (&v.slug, v.language)),
        books: offered(books, |row| &row.slug, all_books, |b| (&b.slug, b.language)),
        games: offered(games, |row| &row.slug, all_games, |g| (&g.slug, g.language)),
    })
}

/// The recommendable catalogue.
#[derive(Debug)]
pub(crate) struct Content {
    pub videos: Vec<Offered<VideoRow>>,
    pub books: Vec<Offered<BookRow>>,
    pub games: Vec<Offered<GameRow>>,
}

/// An activity as stored.
#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = challenges)]
pub(crate) struct ChallengeRow {
    pub id: Uuid,
    pub slug: String,
    pub title: String,
    pub description: String,
    pub theme: String,
    pub difficulty_level: String,
    pub min_age: i32,
    pub max_age: i32,
    pub estimated_minutes: i32,
    pub image_url: String,
    pub video_tutorial_url: String,
    pub project: String,
    pub learning_outcomes: Vec<String>,
    pub stars: i32,
    /// Off the screens: it can no longer be completed.
    pub retired: bool,
}

/// An activity as a child's list shows it.
#[derive(Debug)]
pub(crate) struct ListedChallenge {
    pub row: ChallengeRow,
    /// The tutorial's tips, in order; empty when the video is the whole tutorial.
    pub tutorial_steps: Vec<String>,
    /// Whether this child has completed it.
    pub completed: bool,
}

/// The activities that are not retired, in catalogue order, each with its tutorial's tips and
/// whether this child has completed it: the rows to read of `page`.
pub(crate) async fn challenges_for(
    conn: &mut Connection<'_>,
    child_id: Uuid,
    page: Page,
) -> diesel::QueryResult<Vec<ListedChallenge>> {
    let rows: Vec<(ChallengeRow, Option<Vec<String>>, bool)> = challenges::table
        .left_join(challenge_completions::table.on(
            challenge_completions::challenge_id.eq(challenges::id).and(challenge_completions::child_id.eq(child_id)),
        ))
        .left_join(challenge_tutorials::table.on(challenge_tutorials::challenge_slug.eq(challenges::slug)))
        .filter(challenges::retired.eq(false))
        .order(challenges::position)
        .select((
            ChallengeRow::as_select(),
            challenge_tutorials::steps.nullable(),
            challenge_completions::child_id.nullable().is_not_null(),
        ))
        .limit(page.rows_to_read())
        .offset(page.offset)
        .load(conn)
        .await?;
    Ok(rows
        .into_iter()
        .map(|(row, steps, completed)| ListedChallenge { row, tutorial_steps: steps.unwrap_or_default(), completed })
        .collect())
}

/// The activity `id`, retired or not.
pub(crate) async fn challenge(conn: &mut Connection<'_>, id: Uuid) -> diesel::QueryResult<Option<ChallengeRow>> {
    challenges::table.find(id).select(ChallengeRow::as_select()).first(conn).await.optional()
}

/// Records a completion made at `at`; `false` when the child had already completed the activity.
pub(crate) async fn insert_completion(
    conn: &mut Connection<'_>,
    child_id: Uuid,
    challenge: &ChallengeRow,
    at: DateTime<Utc>,
) -> diesel::QueryResult<bool> {
    let inserted = diesel::insert_into(challenge_completions::table)
        .values((
            challenge_completions::child_id.eq(child_id),
            challenge_completions::challenge_id.eq(challenge.id),
            challenge_completions::stars.eq(challenge.stars),
            challenge_completions::completed_at.eq(at),
        ))
        .on_conflict_do_nothing()
        .execute(conn)
        .await?;
    Ok(inserted == 1)
}

/// What the child has done that badges reward.
pub(crate) async fn achievements(conn: &mut Connection<'_>, child_id: Uuid) -> diesel::QueryResult<Achievements> {
    // One statement: a row per theme completed, or one row of NULLs when none is; each row says
    // whether a quiz was submitted.
    let rows: Vec<ThemeCount> = diesel::sql_query(
        "SELECT t.theme, t.n, q.quiz FROM (SELECT EXISTS (SELECT 1 FROM quiz_submissions WHERE child_id = $1) AS quiz) q \
         LEFT JOIN LATERAL (SELECT ch.theme, count(*) AS n FROM challenge_completions c \
         JOIN challenges ch ON ch.id = c.challenge_id WHERE c.child_id = $1 GROUP BY ch.theme) t ON true",
    )
    .bind::<diesel::sql_types::Uuid, _>(child_id)
    .load(conn)
    .await?;
    let quiz_completed = <[ThemeCount]>::first(&rows).is_some_and(|row| row.quiz);
    let completed_by_theme: BTreeMap<Theme, i32> = rows
        .into_iter()
        .filter_map(|row| {
            let theme = row.theme?.parse::<Theme>().ok()?;
            Some((theme, i32::try_from(row.n?).unwrap_or(i32::MAX)))
        })
        .collect();
    Ok(Achievements { completed_by_theme, quiz_completed })
}

/// One row of [`achievements`]' statement.
#[derive(diesel::QueryableByName)]
struct ThemeCount {
    #[diesel(sql_type = diesel::sql_types::Nullable<diesel::sql_types::Text>)]
    theme: Option<String>,
    #[diesel(sql_type = diesel::sql_types::Nullable<diesel::sql_types::BigInt>)]
    n: Option<i64>,
    #[diesel(sql_type = diesel::sql_types::Bool)]
    quiz: bool,
}

/// A badge of the catalogue as stored.
#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = badges)]
pub(crate) struct BadgeRow {
    pub id: String,
    pub name: String,
    pub description: String,
    pub icon: String,
    pub tier: String,
    pub category: String,
    pub stars: i32,
    pub rule_kind: String,
    pub rule_theme: Option<String>,
    pub rule_count: i32,
}

/// A badge of the catalogue with when this child earned it and the stars it brought.
#[derive(Debug, Clone)]
pub(crate) struct BadgeStatus {
    pub badge: BadgeRow,
    pub earned: Option<(DateTime<Utc>, i32)>,
}

/// Every badge in catalogue order, each with whether and when this child earned it: the badges
/// that are not retired, and the retired ones this child earned (those stay the child's).
pub(crate) async fn badges_for(conn: &mut Connection<'_>, child_id: Uuid) -> diesel::QueryResult<Vec<BadgeStatus>> {
    let rows: Vec<(BadgeRow, Option<DateTime<Utc>>, Option<i32>)> = badges::table
        .left_join(
            child_badges::table.on(child_badges::badge_id.eq(badges::id).and(child_badges::child_id.eq(child_id))),
        )
        .filter(badges::retired.eq(false).or(child_badges::child_id.is_not_null()))
        .order(badges::position)
        .select((BadgeRow::as_select(), child_badges::earned_at.nullable(), child_badges::stars.nullable()))
        .load(conn)
        .await?;
    Ok(rows.into_iter().map(|(badge, earned_at, stars)| BadgeStatus { badge, earned: earned_at.zip(stars) }).collect())
}

/// Awards badges the child does not have yet; returns those actually inserted (a concurrent
/// award of the same badge inserts nothing).
pub(crate) async fn award_badges(
    conn: &mut Connection<'_>,
    child_id: Uuid,
    badges: &[&BadgeRow],
) -> diesel::QueryResult<Vec<(String, DateTime<Utc>)>> {
    if badges.is_empty() {
        return Ok(Vec::new());
    }
    let rows: Vec<_> = badges
        .iter()
        .map(|badge| {
            (
                child_badges::child_id.eq(child_id),
                child_badges::badge_id.eq(badge.id.as_str()),
                child_badges::stars.eq(badge.stars),
            )
        })
        .collect();
    diesel::insert_into(child_badges::table)
        .values(rows)
        .on_conflict_do_nothing()
        .returning((child_badges::badge_id, child_badges::earned_at))
        .get_results(conn)
        .await
}

/// All the child's stars: from completed activities and earned badges, in one statement.
pub(crate) async fn total_stars(conn: &mut Connection<'_>, child_id: Uuid) -> diesel::QueryResult<i64> {
    let activities = challenge_completions::table
        .filter(challenge_completions::child_id.eq(child_id))
        .select(diesel::dsl::sum(challenge_completions::stars))
        .single_value();
    let badges = child_badges::table
        .filter(child_badges::child_id.eq(child_id))
        .select(diesel::dsl::sum(child_badges::stars))
        .single_value();
    diesel::select((activities, badges))
        .get_result::<(Option<i64>, Option<i64>)>(conn)
        .await
        .map(|(activities, badges)| activities.unwrap_or_default() + badges.unwrap_or_default())
}

/// The stars from the child's completed activities.
pub(crate) async fn activity_stars(conn: &mut Connection<'_>, child_id: Uuid) -> diesel::QueryResult<i64> {
    challenge_completions::table
        .filter(challenge_completions::child_id.eq(child_id))
        .select(diesel::dsl::sum(challenge_completions::stars))
        .first::<Option<i64>>(conn)
        .await
        .map(Option::unwrap_or_default)
}

/// The child's profile as stored, with the name of the parent who manages the account.
/// What the child has done, counted.
#[derive(Debug)]
pub(crate) struct Progress {
    pub badges: i64,
    pub badge_stars: i64,
    pub activities: i64,
    pub activity_stars: i64,
}

/// The child's badges, activities and their stars.
pub(crate) async fn progress(conn: &mut Connection<'_>, child_id: Uuid) -> diesel::QueryResult<Progress> {
    let (badges, badge_stars): (i64, Option<i64>) = child_badges::table
        .filter(child_badges::child_id.eq(child_id))
        .select((diesel::dsl::count_star(), diesel::dsl::sum(child_badges::stars)))
        .first(conn)
        .await?;
    let (activities, activity_stars): (i64, Option<i64>) = challenge_completions::table
        .filter(challenge_completions::child_id.eq(child_id))
        .select((diesel::dsl::count_star(), diesel::dsl::sum(challenge_completions::stars)))
        .first(conn)
        .await?;
    Ok(Progress {
        badges,
        badge_stars: badge_stars.unwrap_or_default(),
        activities,
        activity_stars: activity_stars.unwrap_or_default(),
    })
}

/// A resource of the resource board as stored.
#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = resources)]
pub(crate) struct ResourceRow {
    pub slug: String,
    pub title: String,
    pub quote: String,
    pub category: String,
    pub kind: String,
    pub source: String,
    pub author: String,
    pub author_image: String,
    pub min_age: i32,
    pub max_age: i32,
    pub body: String,
    pub link: String,
    pub link_note: String,
    pub related: Vec<String>,
}

/// The active resources that suit `age`, in catalogue order: the rows to read of `page`.
pub(crate) async fn resources_for_age(
    conn: &mut Connection<'_>,
    age: i32,
    page: Page,
) -> diesel::QueryResult<Vec<ResourceRow>> {
    resources::table
        .filter(resources::retired.eq(false))
        .filter(resources::min_age.le(age).and(resources::max_age.ge(age)))
        .order(resources::position)
        .select(ResourceRow::as_select())
        .limit(page.rows_to_read())
        .offset(page.offset)
        .load(conn)
        .await
}

/// The active resources with these slugs, in catalogue order.
pub(crate) async fn resources_named(
    conn: &mut Connection<'_>,
    slugs: &[String],
) -> diesel::QueryResult<Vec<ResourceRow>> {
    resources::table
        .filter(resources::retired.eq(false))
        .filter(resources::slug.eq_any(slugs))
        .order(resources::position)
        .select(ResourceRow::as_select())
        .load(conn)
        .await
}
