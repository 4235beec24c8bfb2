//! StudentService: the child's dashboard, activities and rewards.

use std::sync::Arc;

use chrono::{DateTime, Utc};
use diesel_async::AsyncConnection;
use tonic::{Request, Response, Status};
use uuid::Uuid;

use super::{
    content::ContentCache,
    recommend::recommend,
    rewards::{self, completion_message, how_to_earn},
    store::{self, BadgeRow, BadgeStatus, ChallengeRow},
};
use crate::{
    api::v1::{self, student_service_server::StudentService},
    auth::{Caller, Role},
    catalogue::{Theme, Tier},
    db::Connection,
    error::{AppError, AppResult},
    state::AppState,
    validate,
};

/// The kinds of stars `starsByType` counts.
const ACTIVITY_STARS: &str = "activity_completed";
const BADGE_STARS: &str = "badge_earned";

/// The StudentService: the dashboard, activities and rewards of a child.
#[derive(Clone)]
pub struct StudentApi {
    state: AppState,
    content: Arc<ContentCache>,
}

impl StudentApi {
    /// The service over the shared state.
    pub fn new(state: AppState) -> Self {
        Self { state, content: Arc::default() }
    }

    async fn dashboard(&self, child: Caller) -> AppResult<v1::Dashboard> {
        let mut conn = self.state.db().await?;
        let (profile, top_areas) =
            store::profile_and_top_areas(&mut conn, child.id).await?.ok_or(AppError::AccountGone)?;
        let catalogue = self.content.get(&mut conn).await?;
        let age = validate::age_on(profile.birth_date, Utc::now().date_naive());
        drop(conn);
        let interests = top_areas.as_deref().unwrap_or_default();
        let content = v1::EducationalContent {
            videos: recommend(&catalogue.videos, age, interests).into_iter().map(Into::into).collect(),
            books: recommend(&catalogue.books, age, interests).into_iter().map(Into::into).collect(),
            games: recommend(&catalogue.games, age, interests).into_iter().map(Into::into).collect(),
        };
        let quiz_done = top_areas.is_some();
        Ok(v1::Dashboard {
            current_user: Some(v1::CurrentUser {
                age,
                first_name: profile.first_name,
                last_name: profile.last_name,
                image: profile.image,
            }),
            educational_contents: vec![content],
            quiz_status: Some(v1::QuizStatus { needs_to_take_quiz: !quiz_done, is_completed: quiz_done }),
        })
    }

    async fn challenges(&self, child: Caller) -> AppResult<Vec<v1::Challenge>> {
        let mut conn = self.state.db().await?;
        let rows = store::challenges_for(&mut conn, child.id).await?;
        Ok(rows.into_iter().map(|(row, is_completed)| challenge_message(row, is_completed)).collect())
    }

    async fn complete(&self, child: Caller, id: &str) -> AppResult<v1::CompleteChallengeResponse> {
        let not_found = || {
            AppError::NotFound(format!(
                "there is no activity with id '{id}'; reload the activities and pick one from the list"
            ))
        };
        let challenge_id = Uuid::parse_str(id.trim()).map_err(|_| not_found())?;
        let mut conn = self.state.db().await?;
        conn.transaction(async |conn| {
            if !store::lock_child(conn, child.id).await? {
                return Err(AppError::AccountGone);
            }
            let challenge = store::challenge(conn, challenge_id).await?.ok_or_else(not_found)?;
            if !store::insert_completion(conn, child.id, &challenge).await? {
                return Err(AppError::AlreadyExists(format!(
                    "you already completed '{}'; pick another activity to earn more badges and stars",
                    challenge.title
                )));
            }
            let awarded = award_earned_badges(conn, child.id).await?;
            let theme = Theme::parse(&challenge.theme).ok_or_else(|| {
                AppError::Internal(anyhow::anyhow!("stored activity has theme {:?}", challenge.theme))
            })?;
            let explorer_new = awarded.iter().any(|badge| badge.id == theme.explorer_badge_id());
            let stars_awarded = challenge.stars + awarded.iter().map(|badge| badge.stars).sum::<i32>();
            let total_stars = total_stars(conn, child.id).await?;
            Ok(v1::CompleteChallengeResponse {
                message: completion_message(theme, explorer_new, stars_awarded),
                awarded_badges: awarded,
                stars_awarded,
                total_stars,
            })
        })
        .await
    }

    async fn rewards(&self, child: Caller) -> AppResult<v1::GetRewardsResponse> {
        let mut conn = self.state.db().await?;
        let catalogue = store::badges_for(&mut conn, child.id).await?;
        let activity_stars = clamp_i32(store::activity_stars(&mut conn, child.id).await?);
        let badge_stars: i32 = catalogue.iter().filter_map(|status| status.earned.map(|(_, stars)| stars)).sum();

        let mut earned: Vec<(DateTime<Utc>, usize, v1::Badge)> = catalogue
            .iter()
            .enumerate()
            .filter_map(|(position, status)| Some((status.earned?.0, position, badge_message(status))))
            .collect();
        // Most recent first; badges earned together keep the catalogue's order.
        earned.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
        let badges: Vec<v1::Badge> = earned.into_iter().map(|(_, _, badge)| badge).collect();

        let mut by_tier = v1::BadgesByTier::default();
        for badge in &badges {
            let tier = match Tier::parse(&badge.tier) {
                Some(Tier::Bronze) => &mut by_tier.bronze,
                Some(Tier::Silver) => &mut by_tier.silver,
                Some(Tier::Gold) => &mut by_tier.gold,
                Some(Tier::Legendary) => &mut by_tier.legendary,
                Some(Tier::Special) => &mut by_tier.special,
                None => return Err(AppError::Internal(anyhow::anyhow!("stored badge has tier {:?}", badge.tier))),
            };
            tier.push(badge.clone());
        }
        Ok(v1::GetRewardsResponse {
            total_badges: badges.len() as i32,
            total_stars: activity_stars.saturating_add(badge_stars),
            badges,
            badges_by_tier: Some(by_tier),
            stars_by_type: [(ACTIVITY_STARS.to_owned(), activity_stars), (BADGE_STARS.to_owned(), badge_stars)]
                .into_iter()
                .collect(),
            catalogue: catalogue.iter().map(badge_message).collect(),
        })
    }
}

fn clamp_i32(value: i64) -> i32 {
    i32::try_from(value).unwrap_or(i32::MAX)
}

/// The child's stars: from activities and from badges.
async fn total_stars(conn: &mut Connection<'_>, child_id: Uuid) -> AppResult<i32> {
    let activity_stars = store::activity_stars(conn, child_id).await?;
    let badge_stars = store::badge_stars(conn, child_id).await?;
    Ok(clamp_i32(activity_stars + badge_stars))
}

/// Evaluates every badge rule against what the child has done and awards the badges newly
/// earned; returns them. Call it inside the transaction that changed what the child has done,
/// after locking the child (`store::lock_child`), so that concurrent calls award each badge once.
pub(crate) async fn award_earned_badges(conn: &mut Connection<'_>, child_id: Uuid) -> AppResult<Vec<v1::Badge>> {
    let achievements = store::achievements(conn, child_id).await?;
    let catalogue = store::badges_for(conn, child_id).await?;
    let mut due: Vec<&BadgeRow> = Vec::new();
    for status in catalogue.iter().filter(|status| status.earned.is_none()) {
        let badge = &status.badge;
        let rule = rewards::stored_rule(&badge.rule_kind, badge.rule_theme.as_deref(), badge.rule_count)
            .ok_or_else(|| AppError::Internal(anyhow::anyhow!("badge {} has an unknown rule", badge.id)))?;
        if achievements.meet(rule) {
            due.push(badge);
        }
    }
    let inserted = store::award_badges(conn, child_id, &due).await?;
    Ok(due
        .into_iter()
        .filter_map(|badge| {
            let (_, earned_at) = inserted.iter().find(|(id, _)| *id == badge.id)?;
            Some(badge_message(&BadgeStatus { badge: badge.clone(), earned: Some((*earned_at, badge.stars)) }))
        })
        .collect())
}

fn badge_message(status: &BadgeStatus) -> v1::Badge {
    let badge = &status.badge;
    let how = rewards::stored_rule(&badge.rule_kind, badge.rule_theme.as_deref(), badge.rule_count)
        .map(how_to_earn)
        .unwrap_or_default();
    v1::Badge {
        id: badge.id.clone(),
        name: badge.name.clone(),
        description: badge.description.clone(),
        icon: badge.icon.clone(),
        tier: badge.tier.clone(),
        completed_at: status.earned.map(|(at, _)| at.into()),
        category: badge.category.clone(),
        how_to_earn: how,
        stars: badge.stars,
    }
}

fn challenge_message(row: ChallengeRow, is_completed: bool) -> v1::Challenge {
    v1::Challenge {
        id: row.id.to_string(),
        title: row.title,
        description: row.description,
        theme: row.theme,
        difficulty_level: row.difficulty_level,
        age_range: format!("{}-{}", row.min_age, row.max_age),
        estimated_time: row.estimated_minutes,
        image_url: row.image_url,
        video_tutorial_url: row.video_tutorial_url,
        is_completed,
        project: row.project,
        learning_outcomes: row.learning_outcomes,
        stars: row.stars,
    }
}

impl From<&store::VideoRow> for v1::LearningVideo {
    fn from(row: &store::VideoRow) -> Self {
        Self {
            url: row.url.clone(),
            title: row.title.clone(),
            category: row.category.clone(),
            duration: row.duration.clone(),
            description: row.description.clone(),
        }
    }
}

impl From<&store::BookRow> for v1::Book {
    fn from(row: &store::BookRow) -> Self {
        Self {
            thumbnail: row.thumbnail.clone(),
            title: row.title.clone(),
            theme: row.theme.clone(),
            author: row.author.clone(),
        }
    }
}

impl From<&store::GameRow> for v1::Game {
    fn from(row: &store::GameRow) -> Self {
        Self {
            thumbnail: row.thumbnail.clone(),
            name: row.name.clone(),
            skill: row.skill.clone(),
            description: row.description.clone(),
            url: row.url.clone(),
        }
    }
}

#[tonic::async_trait]
impl StudentService for StudentApi {
    async fn get_dashboard(
        &self,
        request: Request<v1::GetDashboardRequest>,
    ) -> Result<Response<v1::GetDashboardResponse>, Status> {
        let child = self.state.tokens.authorize(request.metadata(), Role::Child)?;
        let dashboard = self.dashboard(child).await?;
        Ok(Response::new(v1::GetDashboardResponse { dashboard_response: Some(dashboard) }))
    }

    async fn get_rewards(
        &self,
        request: Request<v1::GetRewardsRequest>,
    ) -> Result<Response<v1::GetRewardsResponse>, Status> {
        let child = self.state.tokens.authorize(request.metadata(), Role::Child)?;
        Ok(Response::new(self.rewards(child).await?))
    }

    async fn list_challenges(
        &self,
        request: Request<v1::ListChallengesRequest>,
    ) -> Result<Response<v1::ListChallengesResponse>, Status> {
        let child = self.state.tokens.authorize(request.metadata(), Role::Child)?;
        Ok(Response::new(v1::ListChallengesResponse { challenges: self.challenges(child).await? }))
    }

    async fn complete_challenge(
        &self,
        request: Request<v1::CompleteChallengeRequest>,
    ) -> Result<Response<v1::CompleteChallengeResponse>, Status> {
        let child = self.state.tokens.authorize(request.metadata(), Role::Child)?;
        Ok(Response::new(self.complete(child, &request.get_ref().id).await?))
    }
}
