//! QuizService: authenticated, then UNIMPLEMENTED until the career quiz work builds it.

pub mod engine;

use tonic::{Request, Response, Status};

use crate::{
    api::v1::{self, quiz_service_server::QuizService},
    auth::Role,
    state::AppState,
    unimplemented::not_built_yet,
};

const ARRIVES_WITH: &str = "the career quiz work";

#[derive(Clone)]
pub struct QuizApi {
    state: AppState,
}

impl QuizApi {
    pub fn new(state: AppState) -> Self {
        Self { state }
    }
}

#[tonic::async_trait]
impl QuizService for QuizApi {
    async fn generate_quiz(
        &self,
        request: Request<v1::GenerateQuizRequest>,
    ) -> Result<Response<v1::GenerateQuizResponse>, Status> {
        self.state.tokens.authorize(request.metadata(), Role::Child)?;
        Err(not_built_yet("GenerateQuiz", ARRIVES_WITH))
    }

    async fn submit_quiz(
        &self,
        request: Request<v1::SubmitQuizRequest>,
    ) -> Result<Response<v1::SubmitQuizResponse>, Status> {
        self.state.tokens.authorize(request.metadata(), Role::Child)?;
        Err(not_built_yet("SubmitQuiz", ARRIVES_WITH))
    }
}
