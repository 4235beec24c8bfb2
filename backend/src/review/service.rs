//! ModerationService: only moderators; a child's or a parent's token is PERMISSION_DENIED.

use crate::error::Reason;
use tonic::{Request, Response, Status};

use super::{Category, Decision, cases, moderators, safety, store, wire};
use crate::{
    api::v1::{self, moderation_service_server::ModerationService},
    auth::{self, Caller, Role},
    error::{AppError, AppResult},
    paging,
    state::AppState,
};

/// The ModerationService: the queue, taking and deciding cases.
#[derive(Clone)]
pub(crate) struct ModerationApi {
    state: AppState,
}

impl ModerationApi {
    pub(crate) fn new(state: AppState) -> Self {
        Self { state }
    }

    /// The moderator calling, once they chose their own password.
    async fn moderator<T>(&self, request: &Request<T>) -> AppResult<Caller> {
        let moderator = auth::caller(request, Role::Moderator)?;
        let mut conn = self.state.db().await?;
        if moderators::must_change_password(&mut conn, moderator.id).await? {
            return Err(AppError::FailedPrecondition(
                Reason::PasswordChangeRequired,
                crate::words!("moderator-password-change-required"),
            ));
        }
        Ok(moderator)
    }
}

#[tonic::async_trait]
impl ModerationService for ModerationApi {
    async fn list_cases(
        &self,
        request: Request<v1::ListCasesRequest>,
    ) -> Result<Response<v1::ListCasesResponse>, Status> {
        let moderator = self.moderator(&request).await?;
        let asked = request.get_ref();
        let list = format!("moderation-cases:{}", moderator.id);
        let page = self.state.pages.keyset_page(&list, paging::CASES, asked.page_size, &asked.page_token)?;
        let mut conn = self.state.db().await?;
        let mut rows = cases::list(&mut conn, &page).await?;
        let next_page_token = self.state.pages.next_after(&list, &page, &mut rows, store::CaseRow::position);
        Ok(Response::new(v1::ListCasesResponse {
            cases: rows.iter().map(|row| wire::summary(row, moderator.id)).collect(),
            next_page_token,
        }))
    }

    async fn take_case(&self, request: Request<v1::TakeCaseRequest>) -> Result<Response<v1::TakeCaseResponse>, Status> {
        let moderator = self.moderator(&request).await?;
        let mut conn = self.state.db().await?;
        let view = cases::take(&mut conn, moderator.id, &request.get_ref().case_id).await?;
        Ok(Response::new(v1::TakeCaseResponse { moderation_case: Some(wire::case(&view, moderator.id)) }))
    }

    async fn decide_case(
        &self,
        request: Request<v1::DecideCaseRequest>,
    ) -> Result<Response<v1::DecideCaseResponse>, Status> {
        let moderator = self.moderator(&request).await?;
        let request = request.into_inner();
        let answer = crate::idempotency::once(
            &self.state,
            moderator.id,
            "DecideCase",
            &request.request_id,
            &request,
            async || {
                let mut conn = self.state.db().await?;
                let decision = wire::requested_decision(request.decision);
                let view = cases::decide(&mut conn, moderator.id, &request.case_id, decision, &request.note).await?;
                // A moderator confirmed that a child wrote about hurting themselves: their parent
                // is told now (the Safety tab shows it from this moment; the email goes when SMTP
                // is set).
                if Category::from_code(&view.detail.case.category) == Some(Category::SelfHarm)
                    && decision == Some(Decision::Remove)
                {
                    safety::tell_parent_of_self_harm(&mut conn, self.state.mail.clone(), view.detail.author_id)
                        .await
                        .map_err(crate::error::AppError::from)?;
                }
                Ok(v1::DecideCaseResponse { moderation_case: Some(wire::case(&view, moderator.id)) })
            },
        )
        .await?;
        Ok(Response::new(answer))
    }
}
