//! CareerService: authenticated, then UNIMPLEMENTED until the career quiz work builds it.

use tonic::{Request, Response, Status};

use crate::{
    api::v1::{self, career_service_server::CareerService},
    auth::Role,
    state::AppState,
    unimplemented::not_built_yet,
};

const ARRIVES_WITH: &str = "the career quiz work";

#[derive(Clone)]
pub struct CareerApi {
    state: AppState,
}

impl CareerApi {
    pub fn new(state: AppState) -> Self {
        Self { state }
    }
}

#[tonic::async_trait]
impl CareerService for CareerApi {
    async fn get_career_recommendations(
        &self,
        request: Request<v1::GetCareerRecommendationsRequest>,
    ) -> Result<Response<v1::GetCareerRecommendationsResponse>, Status> {
        self.state.tokens.authorize(request.metadata(), Role::Child)?;
        Err(not_built_yet("GetCareerRecommendations", ARRIVES_WITH))
    }

    async fn ask_advisor(
        &self,
        request: Request<v1::AskAdvisorRequest>,
    ) -> Result<Response<v1::AskAdvisorResponse>, Status> {
        self.state.tokens.authorize(request.metadata(), Role::Child)?;
        Err(not_built_yet("AskAdvisor", ARRIVES_WITH))
    }
}
