//! ParentService: a signed-in parent lists, adds and manages their children, sees their
//! progress, answers their consent requests, and exports or deletes their data.

use crate::error::Reason;
use chrono::Utc;
use tonic::{Request, Response, Status};

use super::{
    children::{self, ChildDetails, ChildForm},
    progress, wire,
};
use crate::{
    account::{self, ParentAccount},
    api::v1::{self, parent_service_server::ParentService},
    auth::{self, Caller, Role},
    catalogue, consent,
    error::AppError,
    i18n::Language,
    idempotency, paging,
    review::{safety, wire as review_wire},
    settings,
    state::AppState,
    video::{history, wire as video_wire},
};

/// The ParentService: a parent's children.
#[derive(Clone)]
pub(crate) struct ParentApi {
    state: AppState,
}

impl ParentApi {
    pub(crate) fn new(state: AppState) -> Self {
        Self { state }
    }

    /// The outside AI notice for the child named `first_name`, when the server has a service.
    fn outside_ai_notice(&self, first_name: &str) -> Option<String> {
        let recipient = self.state.quiz_provider.outside_recipient()?;
        Some(crate::ai::notice::notice(first_name, &recipient))
    }
}

#[tonic::async_trait]
impl ParentService for ParentApi {
    async fn get_parent(
        &self,
        request: Request<v1::GetParentRequest>,
    ) -> Result<Response<v1::GetParentResponse>, Status> {
        let parent = auth::parent(&request)?;
        Ok(Response::new(v1::GetParentResponse { parent: Some(ParentAccount::clone(&parent).into()) }))
    }

    async fn update_parent(
        &self,
        request: Request<v1::UpdateParentRequest>,
    ) -> Result<Response<v1::UpdateParentResponse>, Status> {
        let parent_id = auth::parent(&request)?.row.id;
        let v1::UpdateParentRequest { language } = request.into_inner();
        let mut conn = self.state.db().await?;
        if let Some(code) = language {
            account::store::set_parent_language(&mut conn, parent_id, Language::parse("language", &code)?).await?;
            // This replica's copy of the account goes now: the parent's next call speaks the new
            // language without waiting for the change notification (`crate::cache`).
            self.state.caches.account_changed(Caller { id: parent_id, role: Role::Parent });
        }
        let saved = account::reload(&mut conn, parent_id).await?;
        Ok(Response::new(v1::UpdateParentResponse { parent: Some(saved.into()) }))
    }

    async fn export_parent_data(
        &self,
        request: Request<v1::ExportParentDataRequest>,
    ) -> Result<Response<v1::ExportParentDataResponse>, Status> {
        let parent = auth::parent(&request)?;
        let mut conn = self.state.db().await?;
        let exported = account::data::export_parent(&mut conn, &parent.row).await?;
        Ok(Response::new(v1::ExportParentDataResponse {
            exported_at: Some(exported.exported_at.into()),
            parent: Some(ParentAccount::clone(&parent).into()),
            tables: wire::exported_tables(exported.tables)?,
        }))
    }

    async fn delete_parent_account(
        &self,
        request: Request<v1::DeleteParentAccountRequest>,
    ) -> Result<Response<v1::DeleteParentAccountResponse>, Status> {
        let parent = auth::parent(&request)?;
        let address = auth::client_address(request.metadata());
        let password = request.into_inner().password;
        account::closing::delete_parent(&self.state, &parent.row, password, address.as_deref()).await?;
        // The children went with the parent: their copies go too (their ids are no longer known here;
        // each replica hears every child's removal from the database within milliseconds).
        self.state.caches.account_changed(Caller { id: parent.row.id, role: Role::Parent });
        Ok(Response::new(v1::DeleteParentAccountResponse {}))
    }

    async fn send_verification_email(
        &self,
        request: Request<v1::SendVerificationEmailRequest>,
    ) -> Result<Response<v1::SendVerificationEmailResponse>, Status> {
        let parent = auth::parent(&request)?;
        if parent.verified() {
            return Err(AppError::FailedPrecondition(
                Reason::EmailAlreadyVerified,
                crate::words!("email-already-verified", email = &parent.row.email),
            )
            .into());
        }
        account::verification::send(&self.state, &parent.row, true).await?;
        Ok(Response::new(v1::SendVerificationEmailResponse { email: parent.row.email.clone() }))
    }

    async fn verify_email(
        &self,
        request: Request<v1::VerifyEmailRequest>,
    ) -> Result<Response<v1::VerifyEmailResponse>, Status> {
        let parent = auth::parent(&request)?;
        let mut conn = self.state.db().await?;
        let verified = account::verification::verify(&mut conn, &parent.row, &request.get_ref().token).await;
        self.state.caches.account_changed(Caller { id: parent.row.id, role: Role::Parent });
        verified?;
        let parent = account::reload(&mut conn, parent.row.id).await?;
        Ok(Response::new(v1::VerifyEmailResponse { parent: Some(parent.into()) }))
    }

    async fn list_children(
        &self,
        request: Request<v1::ListChildrenRequest>,
    ) -> Result<Response<v1::ListChildrenResponse>, Status> {
        let parent = auth::caller(&request, Role::Parent)?;
        let asked = request.get_ref();
        let list = format!("children:{}", parent.id);
        let page = self.state.pages.page(&list, paging::CHILDREN, asked.page_size, &asked.page_token)?;
        let mut conn = self.state.db().await?;
        let mut rows = account::children::children_page(&mut conn, parent.id, page).await.map_err(AppError::from)?;
        let next_page_token = self.state.pages.next(&list, page, &mut rows);
        let ids: Vec<_> = rows.iter().map(|row| row.id).collect();
        let new_events = safety::new_events(&mut conn, &ids).await.map_err(AppError::from)?;
        // Waiting: pending and its day not passed, by the server's date as the consent lists read it.
        let waiting =
            consent::store::waiting_for_each(&mut conn, &ids, Utc::now().date_naive()).await.map_err(AppError::from)?;
        let count = |counts: &std::collections::HashMap<uuid::Uuid, i64>, id: uuid::Uuid| {
            i32::try_from(counts.get(&id).copied().unwrap_or(0)).unwrap_or(i32::MAX)
        };
        let children = rows
            .into_iter()
            .map(|row| v1::Child {
                new_safety_events: count(&new_events, row.id),
                pending_consent_requests: count(&waiting, row.id),
                ..row.into()
            })
            .collect();
        Ok(Response::new(v1::ListChildrenResponse { children, next_page_token }))
    }

    async fn create_child(
        &self,
        request: Request<v1::CreateChildRequest>,
    ) -> Result<Response<v1::CreateChildResponse>, Status> {
        let parent = auth::parent(&request)?;
        let request = request.into_inner();
        let answer =
            idempotency::once(&self.state, parent.row.id, "CreateChild", &request.request_id, &request, async || {
                let form = ChildForm {
                    first_name: request.first_name.clone(),
                    last_name: request.last_name.clone(),
                    birth_date: request.birth_date.clone(),
                    sign_in_name: request.sign_in_name.clone(),
                    password: request.password.clone(),
                    consent_notice_version: request.consent_notice_version.clone(),
                };
                let child = children::create(&self.state, &parent, form).await?;
                Ok(v1::CreateChildResponse { child: Some(child.into()) })
            })
            .await?;
        Ok(Response::new(answer))
    }

    async fn get_child_settings(
        &self,
        request: Request<v1::GetChildSettingsRequest>,
    ) -> Result<Response<v1::GetChildSettingsResponse>, Status> {
        let parent = auth::caller(&request, Role::Parent)?;
        let mut conn = self.state.db().await?;
        let child = account::children::owned(&mut conn, parent.id, &request.get_ref().child_id).await?;
        let found = settings::for_child(&mut conn, child.id).await?;
        let notice = self.outside_ai_notice(&child.first_name);
        Ok(Response::new(v1::GetChildSettingsResponse {
            settings: Some(settings::wire::child_settings(found, notice)),
        }))
    }

    async fn update_child_settings(
        &self,
        request: Request<v1::UpdateChildSettingsRequest>,
    ) -> Result<Response<v1::UpdateChildSettingsResponse>, Status> {
        let parent = auth::caller(&request, Role::Parent)?;
        let request = request.into_inner();
        let mut conn = self.state.db().await?;
        let child = account::children::owned(&mut conn, parent.id, &request.child_id).await?;
        let notice = self.outside_ai_notice(&child.first_name);
        let (change, notice_version) = settings::wire::change(request);
        let changer = settings::Changer {
            parent_id: parent.id,
            outside_ai_available: notice.is_some(),
            outside_ai_notice_version: &notice_version,
        };
        let saved = settings::update(&mut conn, child.id, change, changer).await;
        self.state.caches.account_changed(Caller { id: child.id, role: Role::Child });
        let saved = saved?;
        Ok(Response::new(v1::UpdateChildSettingsResponse {
            settings: Some(settings::wire::child_settings(saved, notice)),
        }))
    }
    async fn get_child_progress(
        &self,
        request: Request<v1::GetChildProgressRequest>,
    ) -> Result<Response<v1::GetChildProgressResponse>, Status> {
        let parent = auth::caller(&request, Role::Parent)?;
        let language = catalogue::texts::parent_language(&*auth::parent(&request)?);
        let mut conn = self.state.db().await?;
        let child = account::children::owned(&mut conn, parent.id, &request.get_ref().child_id).await?;
        Ok(Response::new(progress::of(&mut conn, child, language).await?.into()))
    }

    async fn update_child(
        &self,
        request: Request<v1::UpdateChildRequest>,
    ) -> Result<Response<v1::UpdateChildResponse>, Status> {
        let parent = auth::caller(&request, Role::Parent)?;
        let request = request.into_inner();
        let details = ChildDetails {
            first_name: request.first_name,
            last_name: request.last_name,
            birth_date: request.birth_date,
        };
        let child = children::update(&self.state, parent.id, &request.child_id, details).await?;
        Ok(Response::new(v1::UpdateChildResponse { child: Some(child.into()) }))
    }

    async fn reset_child_password(
        &self,
        request: Request<v1::ResetChildPasswordRequest>,
    ) -> Result<Response<v1::ResetChildPasswordResponse>, Status> {
        let parent = auth::caller(&request, Role::Parent)?;
        let request = request.into_inner();
        children::reset_password(&self.state, parent.id, &request.child_id, request.password).await?;
        Ok(Response::new(v1::ResetChildPasswordResponse {}))
    }

    async fn remove_child(
        &self,
        request: Request<v1::RemoveChildRequest>,
    ) -> Result<Response<v1::RemoveChildResponse>, Status> {
        let parent = auth::caller(&request, Role::Parent)?;
        children::remove(&self.state, parent.id, &request.get_ref().child_id).await?;
        Ok(Response::new(v1::RemoveChildResponse {}))
    }

    async fn export_child_data(
        &self,
        request: Request<v1::ExportChildDataRequest>,
    ) -> Result<Response<v1::ExportChildDataResponse>, Status> {
        let parent = auth::caller(&request, Role::Parent)?;
        let mut conn = self.state.db().await?;
        let child = account::children::owned(&mut conn, parent.id, &request.get_ref().child_id).await?;
        let exported = account::data::export(&mut conn, child).await?;
        Ok(Response::new(exported.try_into()?))
    }

    async fn delete_child_data(
        &self,
        request: Request<v1::DeleteChildDataRequest>,
    ) -> Result<Response<v1::DeleteChildDataResponse>, Status> {
        let parent = auth::caller(&request, Role::Parent)?;
        children::remove(&self.state, parent.id, &request.get_ref().child_id).await?;
        Ok(Response::new(v1::DeleteChildDataResponse {}))
    }
    async fn list_consent_requests(
        &self,
        request: Request<v1::ListConsentRequestsRequest>,
    ) -> Result<Response<v1::ListConsentRequestsResponse>, Status> {
        let parent = auth::caller(&request, Role::Parent)?;
        let language = catalogue::texts::parent_language(&*auth::parent(&request)?);
        let asked = request.get_ref();
        let child_id = asked.child_id.trim();
        let mut conn = self.state.db().await?;
        let child = if child_id.is_empty() {
            None
        } else {
            Some(account::children::owned(&mut conn, parent.id, child_id).await?.id)
        };
        let list =
            format!("parent-consent-requests:{}:{}", parent.id, child.map(|id| id.to_string()).unwrap_or_default());
        let page = self.state.pages.page(&list, paging::CONSENT_REQUESTS, asked.page_size, &asked.page_token)?;
        let mut rows = consent::store::for_parent(&mut conn, parent.id, child, Utc::now().date_naive(), page)
            .await
            .map_err(AppError::from)?;
        let next_page_token = self.state.pages.next(&list, page, &mut rows);
        Ok(Response::new(v1::ListConsentRequestsResponse {
            requests: rows.into_iter().map(|row| consent::wire::request(row, language)).collect(),
            next_page_token,
        }))
    }

    async fn decide_consent_request(
        &self,
        request: Request<v1::DecideConsentRequestRequest>,
    ) -> Result<Response<v1::DecideConsentRequestResponse>, Status> {
        let parent = auth::caller(&request, Role::Parent)?;
        let language = catalogue::texts::parent_language(&*auth::parent(&request)?);
        let request = request.get_ref();
        let id = consent::domain::request_id(&request.id)?;
        let answer = idempotency::once(
            &self.state,
            parent.id,
            "DecideConsentRequest",
            &request.request_id,
            request,
            async || {
                let mut conn = self.state.db().await?;
                let row =
                    consent::domain::decide(&mut conn, parent.id, id, request.approve, Utc::now().date_naive()).await?;
                Ok(v1::DecideConsentRequestResponse { request: Some(consent::wire::request(row, language)) })
            },
        )
        .await?;
        Ok(Response::new(answer))
    }

    async fn list_safety_events(
        &self,
        request: Request<v1::ListSafetyEventsRequest>,
    ) -> Result<Response<v1::ListSafetyEventsResponse>, Status> {
        let parent = auth::caller(&request, Role::Parent)?;
        let language = catalogue::texts::parent_language(&*auth::parent(&request)?);
        let asked = request.get_ref();
        let mut conn = self.state.db().await?;
        let child = account::children::owned(&mut conn, parent.id, &asked.child_id).await?;
        let list = format!("safety-events:{}:{}", parent.id, child.id);
        let page = self.state.pages.keyset_page(&list, paging::SAFETY_EVENTS, asked.page_size, &asked.page_token)?;
        let mut rows = safety::events(&mut conn, child.id, &page).await.map_err(AppError::from)?;
        let next_page_token = self.state.pages.next_after(&list, &page, &mut rows, safety::EventRow::position);
        for row in &mut rows {
            if let Some(texts) = catalogue::texts::community(&row.community_slug, language) {
                row.community_name.clone_from(&texts.name);
            }
        }
        Ok(Response::new(v1::ListSafetyEventsResponse {
            events: rows.iter().map(review_wire::safety_event).collect(),
            next_page_token,
        }))
    }

    async fn mark_safety_events_seen(
        &self,
        request: Request<v1::MarkSafetyEventsSeenRequest>,
    ) -> Result<Response<v1::MarkSafetyEventsSeenResponse>, Status> {
        let parent = auth::caller(&request, Role::Parent)?;
        let mut conn = self.state.db().await?;
        let child = account::children::owned(&mut conn, parent.id, &request.get_ref().child_id).await?;
        safety::mark_seen(&mut conn, child.id).await.map_err(AppError::from)?;
        Ok(Response::new(v1::MarkSafetyEventsSeenResponse {}))
    }

    async fn list_watched_videos(
        &self,
        request: Request<v1::ListWatchedVideosRequest>,
    ) -> Result<Response<v1::ListWatchedVideosResponse>, Status> {
        let parent = auth::caller(&request, Role::Parent)?;
        let asked = request.get_ref();
        let mut conn = self.state.db().await?;
        let child = account::children::owned(&mut conn, parent.id, &asked.child_id).await?;
        let list = format!("watched-videos:{}:{}", parent.id, child.id);
        let page = self.state.pages.keyset_page(&list, paging::WATCHED_VIDEOS, asked.page_size, &asked.page_token)?;
        let sharing = settings::for_child(&mut conn, child.id).await?.share_watch_history;
        let mut watched = if sharing { history::watched(&mut conn, child.id, &page).await? } else { Vec::new() };
        let next_page_token = self.state.pages.next_after(&list, &page, &mut watched, history::Watched::position);
        let blocks = history::blocks(&mut conn, child.id).await?;
        Ok(Response::new(v1::ListWatchedVideosResponse {
            sharing,
            videos: watched.into_iter().map(video_wire::watched).collect(),
            blocks: blocks.into_iter().map(video_wire::block).collect(),
            next_page_token,
        }))
    }

    async fn block_video(
        &self,
        request: Request<v1::BlockVideoRequest>,
    ) -> Result<Response<v1::BlockVideoResponse>, Status> {
        let parent = auth::caller(&request, Role::Parent)?;
        let request = request.into_inner();
        let kind = video_wire::block_kind(request.kind)?;
        let answer =
            idempotency::once(&self.state, parent.id, "BlockVideo", &request.request_id, &request, async || {
                let mut conn = self.state.db().await?;
                let child = account::children::owned(&mut conn, parent.id, &request.child_id).await?;
                let block = history::block(&mut conn, child.id, kind, &request.target_id).await;
                self.state.caches.blocks_changed(child.id);
                let block = block?;
                Ok(v1::BlockVideoResponse { block: Some(video_wire::block(block)) })
            })
            .await?;
        Ok(Response::new(answer))
    }

    async fn unblock_video(
        &self,
        request: Request<v1::UnblockVideoRequest>,
    ) -> Result<Response<v1::UnblockVideoResponse>, Status> {
        let parent = auth::caller(&request, Role::Parent)?;
        let request = request.into_inner();
        let kind = video_wire::block_kind(request.kind)?;
        let mut conn = self.state.db().await?;
        let child = account::children::owned(&mut conn, parent.id, &request.child_id).await?;
        let unblocked = history::unblock(&mut conn, child.id, kind, &request.target_id).await;
        self.state.caches.blocks_changed(child.id);
        unblocked?;
        Ok(Response::new(v1::UnblockVideoResponse {}))
    }
}
