//! QuizService: a child generates an age-banded quiz and submits their answers for scoring.

use tonic::{Request, Response, Status};

use super::{submission, wire};
use crate::{
    api::v1::{self, quiz_service_server::QuizService},
    auth,
    state::AppState,
};

/// The QuizService: a child generates and submits career quizzes.
#[derive(Clone)]
pub struct QuizApi {
    state: AppState,
}

impl QuizApi {
    /// The service over the shared state.
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
        let child = auth::child(&request)?;
        let quiz = submission::generate(&self.state, &child, &request.get_ref().age_range).await?;
        Ok(Response::new(wire::generated(quiz)))
    }

    async fn submit_quiz(
        &self,
        request: Request<v1::SubmitQuizRequest>,
    ) -> Result<Response<v1::SubmitQuizResponse>, Status> {
        let child = auth::child(&request)?;
        let request = request.into_inner();
        let answer =
            crate::idempotency::once(&self.state, child.id, "SubmitQuiz", &request.request_id, &request, async || {
                let answers = wire::answer_choices(request.answers.clone());
                let submitted = submission::submit(&self.state, &child, &request.quiz_id, &answers).await?;
                Ok(wire::submitted(submitted))
            })
            .await?;
        Ok(Response::new(answer))
    }
}
