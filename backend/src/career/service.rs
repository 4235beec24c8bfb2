//! CareerService: careers matched to a child's submitted quiz, and the careers advisor.

use tonic::{Request, Response, Status};

use super::{
    advice::{self, RecommendationsFor},
    wire,
};
use crate::{
    api::v1::{self, career_service_server::CareerService},
    auth,
    state::AppState,
};

#[derive(Clone)]
pub(crate) struct CareerApi {
    state: AppState,
}

impl CareerApi {
    pub(crate) fn new(state: AppState) -> Self {
        Self { state }
    }
}

#[tonic::async_trait]
impl CareerService for CareerApi {
    async fn get_career_recommendations(
        &self,
        request: Request<v1::GetCareerRecommendationsRequest>,
    ) -> Result<Response<v1::GetCareerRecommendationsResponse>, Status> {
        let child = auth::child(&request)?;
        let request = request.get_ref();
        let asked =
            RecommendationsFor { user_id: &request.user_id, child_id: &request.child_id, quiz_id: &request.quiz_id };
        let recommendations = advice::recommendations(&self.state, &child, asked).await?;
        Ok(Response::new(wire::recommendations(recommendations)))
    }

    async fn ask_advisor(
        &self,
        request: Request<v1::AskAdvisorRequest>,
    ) -> Result<Response<v1::AskAdvisorResponse>, Status> {
        let child = auth::child(&request)?;
        let reply = advice::advise(&self.state, &child, &request.get_ref().message).await?;
        Ok(Response::new(v1::AskAdvisorResponse { reply }))
    }
}
