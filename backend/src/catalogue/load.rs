//! Loads the catalogue into the database in one transaction: new entries are added and existing
//! ones (same slug or badge id) updated in place, `retired` included. Entries are never deleted,
//! because children's completions and badges point at them: a retired entry stays as a row that
//! the screens leave out.

use diesel::{ExpressionMethods, Insertable, upsert::excluded};
use diesel_async::{AsyncConnection, RunQueryDsl};

use super::{Ages, BadgeRule, Catalogue};
use crate::db::{
    Connection,
    schema::{badges, books, challenge_tutorials, challenges, communities, games, learning_videos, resources},
    types::CareerAreas,
};

/// How many entries of each kind the catalogue holds, for the log.
#[derive(Debug)]
pub struct Loaded {
    /// Videos loaded.
    pub videos: usize,
    /// Books loaded.
    pub books: usize,
    /// Games loaded.
    pub games: usize,
    /// Activities loaded.
    pub activities: usize,
    /// Badges loaded.
    pub badges: usize,
    /// Communities loaded.
    pub communities: usize,
    /// Resources loaded.
    pub resources: usize,
}

#[derive(Insertable)]
#[diesel(table_name = learning_videos)]
struct VideoRow<'a> {
    slug: &'a str,
    position: i32,
    url: &'a str,
    title: &'a str,
    category: &'a str,
    duration: &'a str,
    description: &'a str,
    min_age: i32,
    max_age: i32,
    career_areas: CareerAreas,
    channel: &'a str,
    tags: &'a [String],
    retired: bool,
}

#[derive(Insertable)]
#[diesel(table_name = books)]
struct BookRow<'a> {
    slug: &'a str,
    position: i32,
    thumbnail: &'a str,
    title: &'a str,
    theme: &'a str,
    author: &'a str,
    min_age: i32,
    max_age: i32,
    career_areas: CareerAreas,
    retired: bool,
}

#[derive(Insertable)]
#[diesel(table_name = games)]
struct GameRow<'a> {
    slug: &'a str,
    position: i32,
    thumbnail: &'a str,
    name: &'a str,
    skill: &'a str,
    description: &'a str,
    url: &'a str,
    min_age: i32,
    max_age: i32,
    career_areas: CareerAreas,
    retired: bool,
}

#[derive(Insertable)]
#[diesel(table_name = challenges)]
struct ChallengeRow<'a> {
    slug: &'a str,
    position: i32,
    title: &'a str,
    description: &'a str,
    theme: &'a str,
    difficulty_level: &'a str,
    min_age: i32,
    max_age: i32,
    estimated_minutes: i32,
    image_url: &'a str,
    video_tutorial_url: &'a str,
    project: &'a str,
    learning_outcomes: Vec<&'a str>,
    stars: i32,
    retired: bool,
}

/// An activity's text tutorial, written for every activity (empty steps when a video is the
/// whole tutorial) so that a tutorial an editor replaced by a video does not linger.
#[derive(Insertable)]
#[diesel(table_name = challenge_tutorials)]
struct TutorialRow<'a> {
    challenge_slug: &'a str,
    steps: Vec<&'a str>,
}

#[derive(Insertable)]
#[diesel(table_name = badges)]
struct BadgeRow<'a> {
    id: &'a str,
    position: i32,
    name: &'a str,
    description: &'a str,
    icon: &'a str,
    tier: &'a str,
    category: &'a str,
    stars: i32,
    rule_kind: &'a str,
    rule_theme: Option<&'a str>,
    rule_count: i32,
    retired: bool,
}

#[derive(Insertable)]
#[diesel(table_name = communities)]
struct CommunityRow<'a> {
    slug: &'a str,
    position: i32,
    name: &'a str,
    description: &'a str,
    category: &'a str,
    min_age: i32,
    max_age: i32,
    retired: bool,
}

#[derive(Insertable)]
#[diesel(table_name = resources)]
struct ResourceRow<'a> {
    slug: &'a str,
    position: i32,
    title: &'a str,
    quote: &'a str,
    category: &'a str,
    kind: &'a str,
    source: &'a str,
    author: &'a str,
    author_image: &'a str,
    min_age: i32,
    max_age: i32,
    body: &'a str,
    link: &'a str,
    link_note: &'a str,
    related: Vec<&'a str>,
    retired: bool,
}

fn position(index: usize) -> i32 {
    i32::try_from(index).expect("the catalogue has fewer than 2^31 entries")
}

/// Adds or updates every entry of `catalogue` (validated: see [`super::embedded`]).
pub async fn load(conn: &mut Connection<'_>, catalogue: &Catalogue) -> diesel::QueryResult<Loaded> {
    let videos: Vec<VideoRow> = catalogue
        .videos
        .iter()
        .enumerate()
        .map(|(i, v)| {
            let Ages(min_age, max_age) = v.ages;
            VideoRow {
                slug: &v.slug,
                position: position(i),
                url: &v.url,
                title: &v.title,
                category: &v.category,
                duration: v.duration.as_deref().unwrap_or_default(),
                description: &v.description,
                min_age,
                max_age,
                career_areas: CareerAreas(v.areas.to_vec()),
                channel: v.channel.as_deref().unwrap_or_default(),
                tags: &v.tags,
                retired: v.retired,
            }
        })
        .collect();
    let books: Vec<BookRow> = catalogue
        .books
        .iter()
        .enumerate()
        .map(|(i, b)| BookRow {
            slug: &b.slug,
            position: position(i),
            thumbnail: &b.thumbnail,
            title: &b.title,
            theme: &b.theme,
            author: &b.author,
            min_age: b.ages.0,
            max_age: b.ages.1,
            career_areas: CareerAreas(b.areas.to_vec()),
            retired: b.retired,
        })
        .collect();
    let games: Vec<GameRow> = catalogue
        .games
        .iter()
        .enumerate()
        .map(|(i, g)| GameRow {
            slug: &g.slug,
            position: position(i),
            thumbnail: &g.thumbnail,
            name: &g.name,
            skill: &g.skill,
            description: &g.description,
            url: &g.url,
            min_age: g.ages.0,
            max_age: g.ages.1,
            career_areas: CareerAreas(g.areas.to_vec()),
            retired: g.retired,
        })
        .collect();
    let activities: Vec<ChallengeRow> = catalogue
        .activities
        .iter()
        .enumerate()
        .map(|(i, a)| ChallengeRow {
            slug: &a.slug,
            position: position(i),
            title: &a.title,
            description: &a.description,
            theme: a.theme.as_str(),
            difficulty_level: a.difficulty.as_str(),
            min_age: a.ages.0,
            max_age: a.ages.1,
            estimated_minutes: a.estimated_minutes,
            image_url: &a.image_url,
            // The linked video's own URL: the video library is the one place a URL is written.
            video_tutorial_url: catalogue.tutorial_video(a).map(|video| video.url.as_str()).unwrap_or_default(),
            project: &a.project,
            learning_outcomes: a.learning_outcomes.iter().map(String::as_str).collect(),
            stars: a.difficulty.stars(),
            retired: a.retired,
        })
        .collect();
    let tutorials: Vec<TutorialRow> = catalogue
        .activities
        .iter()
        .map(|a| TutorialRow { challenge_slug: &a.slug, steps: a.tutorial_steps.iter().map(String::as_str).collect() })
        .collect();
    let badge_rows: Vec<BadgeRow> = catalogue
        .badges
        .iter()
        .enumerate()
        .map(|(i, b)| {
            let (rule_kind, rule_theme, rule_count) = match b.rule {
                BadgeRule::Theme { theme, count } => ("theme", Some(theme.as_str()), count),
                BadgeRule::Activities { count } => ("activities", None, count),
                BadgeRule::Themes { count } => ("themes", None, count),
                BadgeRule::QuizCompleted => ("quiz", None, 1),
            };
            BadgeRow {
                id: &b.id,
                position: position(i),
                name: &b.name,
                description: &b.description,
                icon: &b.icon,
                tier: b.tier.as_str(),
                category: b.category.as_str(),
                stars: b.tier.stars(),
                rule_kind,
                rule_theme,
                rule_count,
                retired: b.retired,
            }
        })
        .collect();
    let community_rows: Vec<CommunityRow> = catalogue
        .communities
        .iter()
        .enumerate()
        .map(|(i, c)| CommunityRow {
            slug: &c.slug,
            position: position(i),
            name: &c.name,
            description: &c.description,
            category: c.category.as_str(),
            min_age: c.ages.0,
            max_age: c.ages.1,
            retired: c.retired,
        })
        .collect();
    let resource_rows: Vec<ResourceRow> = catalogue
        .resources
        .iter()
        .enumerate()
        .map(|(i, r)| ResourceRow {
            slug: &r.slug,
            position: position(i),
            title: &r.title,
            quote: &r.quote,
            category: &r.category,
            kind: r.kind.as_str(),
            source: &r.source,
            author: &r.author,
            author_image: &r.author_image,
            min_age: r.ages.0,
            max_age: r.ages.1,
            body: r.body.as_deref().map(str::trim).unwrap_or_default(),
            link: r.link.as_deref().unwrap_or_default(),
            link_note: r.link_note.as_deref().unwrap_or_default(),
            related: r.related.iter().map(String::as_str).collect(),
            retired: r.retired,
        })
        .collect();

    let loaded = Loaded {
        videos: videos.len(),
        books: books.len(),
        games: games.len(),
        activities: activities.len(),
        badges: badge_rows.len(),
        communities: community_rows.len(),
        resources: resource_rows.len(),
    };
    conn.transaction(async |conn| {
        {
            use learning_videos::*;
            diesel::insert_into(table)
                .values(videos)
                .on_conflict(slug)
                .do_update()
                .set((
                    position.eq(excluded(position)),
                    url.eq(excluded(url)),
                    title.eq(excluded(title)),
                    category.eq(excluded(category)),
                    duration.eq(excluded(duration)),
                    description.eq(excluded(description)),
                    min_age.eq(excluded(min_age)),
                    max_age.eq(excluded(max_age)),
                    career_areas.eq(excluded(career_areas)),
                    channel.eq(excluded(channel)),
                    tags.eq(excluded(tags)),
                    retired.eq(excluded(retired)),
                ))
                .execute(conn)
                .await?;
        }
        {
            use books::*;
            diesel::insert_into(table)
                .values(books)
                .on_conflict(slug)
                .do_update()
                .set((
                    position.eq(excluded(position)),
                    thumbnail.eq(excluded(thumbnail)),
                    title.eq(excluded(title)),
                    theme.eq(excluded(theme)),
                    author.eq(excluded(author)),
                    min_age.eq(excluded(min_age)),
                    max_age.eq(excluded(max_age)),
                    career_areas.eq(excluded(career_areas)),
                    retired.eq(excluded(retired)),
                ))
                .execute(conn)
                .await?;
        }
        {
            use games::*;
            diesel::insert_into(table)
                .values(games)
                .on_conflict(slug)
                .do_update()
                .set((
                    position.eq(excluded(position)),
                    thumbnail.eq(excluded(thumbnail)),
                    name.eq(excluded(name)),
                    skill.eq(excluded(skill)),
                    description.eq(excluded(description)),
                    url.eq(excluded(url)),
                    min_age.eq(excluded(min_age)),
                    max_age.eq(excluded(max_age)),
                    career_areas.eq(excluded(career_areas)),
                    retired.eq(excluded(retired)),
                ))
                .execute(conn)
                .await?;
        }
        {
            use challenges::*;
            diesel::insert_into(table)
                .values(activities)
                .on_conflict(slug)
                .do_update()
                .set((
                    position.eq(excluded(position)),
                    title.eq(excluded(title)),
                    description.eq(excluded(description)),
                    theme.eq(excluded(theme)),
                    difficulty_level.eq(excluded(difficulty_level)),
                    min_age.eq(excluded(min_age)),
                    max_age.eq(excluded(max_age)),
                    estimated_minutes.eq(excluded(estimated_minutes)),
                    image_url.eq(excluded(image_url)),
                    video_tutorial_url.eq(excluded(video_tutorial_url)),
                    project.eq(excluded(project)),
                    learning_outcomes.eq(excluded(learning_outcomes)),
                    stars.eq(excluded(stars)),
                    retired.eq(excluded(retired)),
                ))
                .execute(conn)
                .await?;
        }
        {
            use challenge_tutorials::*;
            diesel::insert_into(table)
                .values(tutorials)
                .on_conflict(challenge_slug)
                .do_update()
                .set(steps.eq(excluded(steps)))
                .execute(conn)
                .await?;
        }
        {
            use badges::*;
            diesel::insert_into(table)
                .values(badge_rows)
                .on_conflict(id)
                .do_update()
                .set((
                    position.eq(excluded(position)),
                    name.eq(excluded(name)),
                    description.eq(excluded(description)),
                    icon.eq(excluded(icon)),
                    tier.eq(excluded(tier)),
                    category.eq(excluded(category)),
                    stars.eq(excluded(stars)),
                    rule_kind.eq(excluded(rule_kind)),
                    rule_theme.eq(excluded(rule_theme)),
                    rule_count.eq(excluded(rule_count)),
                    retired.eq(excluded(retired)),
                ))
                .execute(conn)
                .await?;
        }
        {
            // `created_at` stays the time the community first opened.
            use communities::*;
            diesel::insert_into(table)
                .values(community_rows)
                .on_conflict(slug)
                .do_update()
                .set((
                    position.eq(excluded(position)),
                    name.eq(excluded(name)),
                    description.eq(excluded(description)),
                    category.eq(excluded(category)),
                    min_age.eq(excluded(min_age)),
                    max_age.eq(excluded(max_age)),
                    retired.eq(excluded(retired)),
                ))
                .execute(conn)
                .await?;
        }
        {
            use resources::*;
            diesel::insert_into(table)
                .values(resource_rows)
                .on_conflict(slug)
                .do_update()
                .set((
                    position.eq(excluded(position)),
                    title.eq(excluded(title)),
                    quote.eq(excluded(quote)),
                    category.eq(excluded(category)),
                    kind.eq(excluded(kind)),
                    source.eq(excluded(source)),
                    author.eq(excluded(author)),
                    author_image.eq(excluded(author_image)),
                    min_age.eq(excluded(min_age)),
                    max_age.eq(excluded(max_age)),
                    body.eq(excluded(body)),
                    link.eq(excluded(link)),
                    link_note.eq(excluded(link_note)),
                    related.eq(excluded(related)),
                    retired.eq(excluded(retired)),
                ))
                .execute(conn)
                .await?;
        }
        diesel::QueryResult::Ok(())
    })
    .await?;
    // The safety filter's verdicts on the videos, once, for every search to come.
    crate::video::catalogue_verdicts::judge(catalogue);
    Ok(loaded)
}
