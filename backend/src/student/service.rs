//! StudentService: the child's dashboard, activities and rewards.

use std::sync::Arc;

use chrono::Utc;
use tonic::{Request, Response, Status};

use super::{awards, content::ContentCache, recommend::recommend, store, wire};
use crate::{
    api::v1::{self, student_service_server::StudentService},
    auth::{self, Caller, Role},
    error::{AppError, AppResult},
    state::AppState,
    validate,
};

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
        Ok(rows.into_iter().map(|(row, is_completed)| wire::challenge(row, is_completed)).collect())
    }

    async fn complete(&self, child: Caller, id: &str) -> AppResult<v1::CompleteChallengeResponse> {
        let mut conn = self.state.db().await?;
        Ok(wire::completion(awards::complete(&mut conn, child.id, id).await?))
    }

    async fn rewards(&self, child: Caller) -> AppResult<v1::GetRewardsResponse> {
        let mut conn = self.state.db().await?;
        wire::rewards(awards::rewards(&mut conn, child.id).await?)
    }
}

#[tonic::async_trait]
impl StudentService for StudentApi {
    async fn get_dashboard(
        &self,
        request: Request<v1::GetDashboardRequest>,
    ) -> Result<Response<v1::GetDashboardResponse>, Status> {
        let child = auth::caller(&request, Role::Child)?;
        let dashboard = self.dashboard(child).await?;
        Ok(Response::new(v1::GetDashboardResponse { dashboard_response: Some(dashboard) }))
    }

    async fn get_rewards(
        &self,
        request: Request<v1::GetRewardsRequest>,
    ) -> Result<Response<v1::GetRewardsResponse>, Status> {
        let child = auth::caller(&request, Role::Child)?;
        Ok(Response::new(self.rewards(child).await?))
    }

    async fn list_challenges(
        &self,
        request: Request<v1::ListChallengesRequest>,
    ) -> Result<Response<v1::ListChallengesResponse>, Status> {
        let child = auth::caller(&request, Role::Child)?;
        Ok(Response::new(v1::ListChallengesResponse { challenges: self.challenges(child).await? }))
    }

    async fn complete_challenge(
        &self,
        request: Request<v1::CompleteChallengeRequest>,
    ) -> Result<Response<v1::CompleteChallengeResponse>, Status> {
        let child = auth::caller(&request, Role::Child)?;
        Ok(Response::new(self.complete(child, &request.get_ref().id).await?))
    }
}
