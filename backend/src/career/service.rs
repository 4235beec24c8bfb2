//! CareerService: careers matched to a child's submitted quiz, and the careers advisor.

use chrono::Utc;
use tonic::{Request, Response, Status};

use crate::{
    api::v1::{self, career_service_server::CareerService},
    auth::{Caller, Role},
    error::{AppError, AppResult},
    quiz::{
        engine::{self, AgeBand},
        store,
        submission::{ScoredQuiz, own_quiz, parse_quiz_id},
    },
    state::AppState,
    validate,
};

/// How many careers a recommendation lists.
pub(crate) const CAREERS_RECOMMENDED: usize = 8;
/// The longest question the advisor reads, in characters.
pub(crate) const MAX_ADVISOR_MESSAGE_CHARS: usize = 500;

#[derive(Clone)]
pub(crate) struct CareerApi {
    state: AppState,
}

impl CareerApi {
    pub(crate) fn new(state: AppState) -> Self {
        Self { state }
    }

    async fn recommendations(
        &self,
        child: Caller,
        request: v1::GetCareerRecommendationsRequest,
    ) -> AppResult<v1::GetCareerRecommendationsResponse> {
        for (field, value) in [("userId", &request.user_id), ("childId", &request.child_id)] {
            validate::required(field, value)?;
            if value.trim() != child.id.to_string() {
                return Err(AppError::PermissionDenied(format!("{field} must be your own id")));
            }
        }
        let quiz_id = parse_quiz_id("quizId", &request.quiz_id)?;
        let mut conn = self.state.db().await?;
        let quiz = own_quiz(&mut conn, child, quiz_id).await?;
        // NOT_FOUND rather than FAILED_PRECONDITION, which the standard HTTP mapping makes a 400.
        let submission = store::submission(&mut conn, quiz.id).await?.ok_or_else(|| {
            AppError::NotFound("this quiz has not been submitted yet; finish it to see careers".into())
        })?;
        drop(conn);
        let scored = ScoredQuiz::from_rows(&quiz, &submission)?;
        let profile = scored.profile;
        let matches = engine::recommend(&profile, CAREERS_RECOMMENDED);
        let analysis = self.state.quiz_provider.recommendation_analysis(scored.band, &profile, &matches).await;
        Ok(v1::GetCareerRecommendationsResponse {
            analysis,
            careers: matches
                .iter()
                .map(|m| v1::CareerMatch {
                    career: m.career.name.to_owned(),
                    emoji: m.career.emoji.to_owned(),
                    match_percentage: m.match_percentage,
                    description: m.career.description.to_owned(),
                })
                .collect(),
        })
    }

    async fn advise(&self, child: Caller, request: v1::AskAdvisorRequest) -> AppResult<v1::AskAdvisorResponse> {
        let message = validate::required("message", &request.message)?.trim();
        if message.chars().count() > MAX_ADVISOR_MESSAGE_CHARS {
            return Err(AppError::invalid(
                "message",
                format!("message must be at most {MAX_ADVISOR_MESSAGE_CHARS} characters; ask one question at a time"),
            ));
        }
        let mut conn = self.state.db().await?;
        let latest = store::latest_submission(&mut conn, child.id).await?;
        let (profile, band) = match latest {
            Some((quiz, submission)) => {
                let scored = ScoredQuiz::from_rows(&quiz, &submission)?;
                (Some(scored.profile), scored.band)
            }
            None => {
                let (_, birth_date) = store::child(&mut conn, child.id).await?.ok_or(AppError::AccountGone)?;
                let age = validate::age_on(birth_date, Utc::now().date_naive());
                (None, AgeBand::for_age(age).unwrap_or(AgeBand::BuddingInnovators))
            }
        };
        drop(conn);
        let reply = self.state.quiz_provider.advisor_reply(band, profile.as_ref(), message).await;
        Ok(v1::AskAdvisorResponse { reply })
    }
}

#[tonic::async_trait]
impl CareerService for CareerApi {
    async fn get_career_recommendations(
        &self,
        request: Request<v1::GetCareerRecommendationsRequest>,
    ) -> Result<Response<v1::GetCareerRecommendationsResponse>, Status> {
        let child = self.state.tokens.authorize(request.metadata(), Role::Child)?;
        Ok(Response::new(self.recommendations(child, request.into_inner()).await?))
    }

    async fn ask_advisor(
        &self,
        request: Request<v1::AskAdvisorRequest>,
    ) -> Result<Response<v1::AskAdvisorResponse>, Status> {
        let child = self.state.tokens.authorize(request.metadata(), Role::Child)?;
        Ok(Response::new(self.advise(child, request.into_inner()).await?))
    }
}
