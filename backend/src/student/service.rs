//! StudentService: the child's dashboard; activities and rewards come with the dashboard issue.

use chrono::Utc;
use tonic::{Request, Response, Status};

use super::store;
use crate::{
    api::v1::{self, student_service_server::StudentService},
    auth::{Caller, Role},
    error::{AppError, AppResult},
    state::AppState,
    unimplemented::not_built_yet,
    validate,
};

const REWARDS_ISSUE: &str = "the dashboard, activities and achievements work";

#[derive(Clone)]
pub struct StudentApi {
    state: AppState,
}

impl StudentApi {
    pub fn new(state: AppState) -> Self {
        Self { state }
    }

    async fn dashboard(&self, child: Caller) -> AppResult<v1::Dashboard> {
        let mut conn = self.state.db().await?;
        let profile = store::profile(&mut conn, child.id)
            .await?
            .ok_or_else(|| AppError::Unauthenticated("this account no longer exists; please sign in again".into()))?;
        let quiz_done = store::has_submitted_quiz(&mut conn, child.id).await?;
        Ok(v1::Dashboard {
            current_user: Some(v1::CurrentUser {
                age: validate::age_on(profile.birth_date, Utc::now().date_naive()),
                first_name: profile.first_name,
                last_name: profile.last_name,
                image: profile.image,
            }),
            // Recommended content is the dashboard issue's; until then there is none.
            educational_contents: Vec::new(),
            quiz_status: Some(v1::QuizStatus { needs_to_take_quiz: !quiz_done, is_completed: quiz_done }),
        })
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
        self.state.tokens.authorize(request.metadata(), Role::Child)?;
        Err(not_built_yet("GetRewards", REWARDS_ISSUE))
    }

    async fn list_challenges(
        &self,
        request: Request<v1::ListChallengesRequest>,
    ) -> Result<Response<v1::ListChallengesResponse>, Status> {
        self.state.tokens.authorize(request.metadata(), Role::Child)?;
        Err(not_built_yet("ListChallenges", REWARDS_ISSUE))
    }

    async fn complete_challenge(
        &self,
        request: Request<v1::CompleteChallengeRequest>,
    ) -> Result<Response<v1::CompleteChallengeResponse>, Status> {
        self.state.tokens.authorize(request.metadata(), Role::Child)?;
        Err(not_built_yet("CompleteChallenge", REWARDS_ISSUE))
    }
}
