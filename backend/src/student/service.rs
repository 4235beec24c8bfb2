//! StudentService: the child's dashboard, activities, rewards, resources, profile and
//! notifications.

use crate::error::Reason;
use std::sync::Arc;

use chrono::{DateTime, Utc};
use tonic::{Request, Response, Status};

use super::{
    art_buddy, awards, completion_time::completion_time, profile, recommend::recommend, resources, store, wire,
};
use crate::{
    account::children::ChildAccount,
    api::v1::{self, student_service_server::StudentService},
    auth, catalogue, consent,
    error::{AppError, AppResult},
    idempotency,
    journey::{self, Reading},
    notifications, paging,
    quiz::engine::Dimension,
    settings,
    state::AppState,
};

/// The StudentService: the dashboard, activities and rewards of a child.
#[derive(Clone)]
pub struct StudentApi {
    state: AppState,
}

impl StudentApi {
    /// The service over the shared state.
    pub fn new(state: AppState) -> Self {
        Self { state }
    }

    /// The career areas of the child's latest quiz, best first (`None` before any quiz): this
    /// replica's copy, or the database's (then copied until the child's next quiz).
    async fn career_areas(&self, child_id: uuid::Uuid) -> AppResult<Option<Arc<[Dimension]>>> {
        self.state
            .caches
            .career_areas
            .get_or_load(child_id, async || {
                Ok::<_, AppError>(store::top_areas(&mut self.state.db().await?, child_id).await?.map(Into::into))
            })
            .await
    }

    async fn dashboard(&self, child: &ChildAccount) -> AppResult<v1::Dashboard> {
        let top_areas = self.career_areas(child.id).await?;
        let catalogue = self.state.caches.content.get(&self.state).await?;
        let personalised = child.settings.personalised_recommendations;
        let age = child.age();
        // Without the parent's yes to personalised recommendations, the quiz's career areas do
        // not rank the picks: they are the catalogue's order for the child's age.
        let interests = if personalised { top_areas.as_deref().unwrap_or_default() } else { &[] };
        let language = catalogue::texts::language(child.settings.language);
        let content = v1::EducationalContent {
            videos: recommend(&catalogue.videos, age, interests, language)
                .into_iter()
                .map(|v| (&v.row).into())
                .collect(),
            books: recommend(&catalogue.books, age, interests, language).into_iter().map(|b| (&b.row).into()).collect(),
            games: recommend(&catalogue.games, age, interests, language).into_iter().map(|g| (&g.row).into()).collect(),
        };
        let quiz_done = top_areas.is_some();
        Ok(v1::Dashboard {
            current_user: Some(v1::CurrentUser {
                age,
                first_name: child.first_name.clone(),
                last_name: child.last_name.clone(),
                image: child.image.clone(),
            }),
            educational_contents: vec![content],
            quiz_status: Some(v1::QuizStatus { needs_to_take_quiz: !quiz_done, is_completed: quiz_done }),
        })
    }

    async fn challenges(
        &self,
        child: &ChildAccount,
        asked: &v1::ListChallengesRequest,
    ) -> AppResult<v1::ListChallengesResponse> {
        let list = format!("challenges:{}", child.id);
        let page = self.state.pages.page(&list, paging::CATALOGUE, asked.page_size, &asked.page_token)?;
        let mut conn = self.state.db().await?;
        let mut rows = store::challenges_for(&mut conn, child.id, page).await?;
        let next_page_token = self.state.pages.next(&list, page, &mut rows);
        let language = child.settings.language;
        Ok(v1::ListChallengesResponse {
            challenges: rows.into_iter().map(|row| wire::challenge(row, language)).collect(),
            next_page_token,
        })
    }

    /// Completes activity `id` as finished at `at` (now, or when an app that was offline says).
    async fn complete(
        &self,
        child: &ChildAccount,
        id: &str,
        at: DateTime<Utc>,
    ) -> AppResult<v1::CompleteChallengeResponse> {
        let mut conn = self.state.db().await?;
        let completion = awards::complete(&mut conn, child.id, id, at, child.day_at(at)).await?;
        Ok(wire::completion(completion, child.settings.language))
    }

    async fn learning_journey(&self, child: &ChildAccount) -> AppResult<v1::GetLearningJourneyResponse> {
        let mut conn = self.state.db().await?;
        let journey = journey::store::journey(&mut conn, child.id, child.day_at(Utc::now())).await?;
        let read_book_ids = journey::store::books_read(&mut conn, child.id).await?;
        Ok(v1::GetLearningJourneyResponse { journey: Some(journey.into()), read_book_ids })
    }

    /// Counts a book the child read or a resource they opened: one on offer to their age.
    async fn record_reading(
        &self,
        child: &ChildAccount,
        asked: &v1::RecordReadingRequest,
    ) -> AppResult<v1::RecordReadingResponse> {
        let slug = asked.id.trim();
        let reading = match v1::ReadingKind::try_from(asked.kind) {
            Ok(v1::ReadingKind::Book) => Reading::Book,
            Ok(v1::ReadingKind::Resource) => Reading::Resource,
            _ => return Err(AppError::invalid("kind", crate::words!("reading-kind-unknown"))),
        };
        let age = child.age();
        let mut conn = self.state.db().await?;
        let offered = match reading {
            Reading::Book => {
                let catalogue = self.state.caches.content.get(&self.state).await?;
                catalogue
                    .books
                    .iter()
                    .map(|book| &book.row)
                    .any(|book| book.slug == slug && book.min_age <= age && age <= book.max_age)
            }
            Reading::Resource => resources::offered(&mut conn, child, slug).await?,
        };
        if !offered {
            return Err(match reading {
                Reading::Book => AppError::NotFound(Reason::BookNotFound, crate::words!("book-not-offered", id = slug)),
                Reading::Resource => {
                    AppError::NotFound(Reason::ResourceNotFound, crate::words!("resource-not-offered", id = slug))
                }
            });
        }
        let today = child.day_at(Utc::now());
        journey::store::read(&mut conn, child.id, reading, slug, today).await?;
        let journey = journey::store::journey(&mut conn, child.id, today).await?;
        Ok(v1::RecordReadingResponse { journey: Some(journey.into()) })
    }

    async fn rewards(&self, child: &ChildAccount) -> AppResult<v1::GetRewardsResponse> {
        let mut conn = self.state.db().await?;
        wire::rewards(awards::rewards(&mut conn, child.id).await?, child.settings.language)
    }

    async fn resources(
        &self,
        child: &ChildAccount,
        asked: &v1::ListResourcesRequest,
    ) -> AppResult<v1::ListResourcesResponse> {
        // The list of the child's age: a token from before a birthday is not this list's.
        let list = format!("resources:{}:{}", child.id, child.age());
        let page = self.state.pages.page(&list, paging::CATALOGUE, asked.page_size, &asked.page_token)?;
        // Read-mostly content: the read pool (a standby) may answer.
        let mut conn = self.state.read_db().await?;
        let mut rows = resources::for_child(&mut conn, child, page).await?;
        let next_page_token = self.state.pages.next(&list, page, &mut rows);
        let language = child.settings.language;
        Ok(v1::ListResourcesResponse {
            resources: rows.iter().map(|row| wire::resource_summary(row, language)).collect(),
            next_page_token,
        })
    }

    async fn resource(&self, child: &ChildAccount, id: &str) -> AppResult<v1::GetResourceResponse> {
        let mut conn = self.state.read_db().await?;
        let reading = resources::reading(&mut conn, id).await?;
        Ok(v1::GetResourceResponse { resource: Some(wire::resource(reading, child.settings.language)) })
    }

    async fn profile(&self, child: &ChildAccount) -> AppResult<v1::GetProfileResponse> {
        let mut conn = self.state.db().await?;
        Ok(wire::profile_page(profile::profile(&mut conn, child, None).await?))
    }

    async fn update_profile(
        &self,
        child: &ChildAccount,
        request: &v1::UpdateProfileRequest,
    ) -> AppResult<v1::UpdateProfileResponse> {
        let changes = profile::Changes {
            image: request.image.as_deref(),
            favorite_subject: request.favorite_subject.as_deref(),
            learning_goal: request.learning_goal.as_deref(),
        };
        // Checked before a connection is taken: a refusal costs the database nothing.
        let checked = profile::check(&changes)?;
        let mut conn = self.state.db().await?;
        let saved = profile::update(&mut conn, child, &checked).await;
        self.state.caches.account_changed(child.caller());
        let saved = saved?;
        Ok(v1::UpdateProfileResponse { profile: Some(wire::profile(saved)) })
    }

    async fn notifications(
        &self,
        child: &ChildAccount,
        asked: &v1::ListNotificationsRequest,
    ) -> AppResult<v1::ListNotificationsResponse> {
        let list = format!("notifications:{}", child.id);
        let page = self.state.pages.keyset_page(&list, paging::NOTIFICATIONS, asked.page_size, &asked.page_token)?;
        let mut conn = self.state.db().await?;
        let mut rows = notifications::store::latest(&mut conn, child.id, &page).await?;
        let next_page_token = self.state.pages.next_after(&list, &page, &mut rows, |row| row.position());
        let unread = notifications::store::unread_count(&mut conn, child.id).await?;
        let now = Utc::now();
        Ok(v1::ListNotificationsResponse {
            notifications: rows
                .into_iter()
                .map(|row| notifications::wire::notification(row, now))
                .collect::<AppResult<_>>()?,
            unread_count: i32::try_from(unread).unwrap_or(i32::MAX),
            next_page_token,
        })
    }

    async fn mark_read(&self, child: &ChildAccount, ids: &[String]) -> AppResult<v1::MarkNotificationsReadResponse> {
        let mut ids = ids
            .iter()
            .map(|id| {
                uuid::Uuid::parse_str(id.trim()).map_err(|_| {
                    AppError::invalid("ids", crate::words!("notification-id-unknown", id = format!("{id:?}")))
                })
            })
            .collect::<AppResult<Vec<_>>>()?;
        ids.sort_unstable();
        ids.dedup();
        let mut conn = self.state.db().await?;
        // Another child's notification is NOT_FOUND like an unknown one: an id tells nothing.
        if !ids.is_empty() && notifications::store::owned(&mut conn, child.id, &ids).await? < ids.len() {
            return Err(AppError::NotFound(Reason::NotificationNotFound, crate::words!("notifications-not-found")));
        }
        notifications::store::mark_read(&mut conn, child.id, (!ids.is_empty()).then_some(ids.as_slice())).await?;
        let unread = notifications::store::unread_count(&mut conn, child.id).await?;
        Ok(v1::MarkNotificationsReadResponse { unread_count: i32::try_from(unread).unwrap_or(i32::MAX) })
    }

    async fn create_consent_request(
        &self,
        child: &ChildAccount,
        request: &v1::CreateConsentRequestRequest,
    ) -> AppResult<v1::CreateConsentRequestResponse> {
        let form = consent::domain::RequestForm {
            kind: consent::wire::kind(request.kind),
            subject_id: &request.subject_id,
            parent_email: &request.parent_email,
            event_date: &request.event_date,
            slot: &request.slot,
            session: consent::wire::session(request.session_type),
        };
        let row = consent::domain::create(&self.state, child, form, Utc::now().date_naive()).await?;
        Ok(v1::CreateConsentRequestResponse { request: Some(consent::wire::request(row, child.settings.language)) })
    }

    async fn consent_requests(
        &self,
        child: &ChildAccount,
        asked: &v1::ListMyConsentRequestsRequest,
    ) -> AppResult<v1::ListMyConsentRequestsResponse> {
        let list = format!("child-consent-requests:{}", child.id);
        let page = self.state.pages.page(&list, paging::CONSENT_REQUESTS, asked.page_size, &asked.page_token)?;
        let mut conn = self.state.db().await?;
        let mut rows = consent::store::for_child(&mut conn, child.id, Utc::now().date_naive(), page).await?;
        let next_page_token = self.state.pages.next(&list, page, &mut rows);
        let language = child.settings.language;
        Ok(v1::ListMyConsentRequestsResponse {
            requests: rows.into_iter().map(|row| consent::wire::request(row, language)).collect(),
            next_page_token,
        })
    }
}

#[tonic::async_trait]
impl StudentService for StudentApi {
    async fn get_dashboard(
        &self,
        request: Request<v1::GetDashboardRequest>,
    ) -> Result<Response<v1::GetDashboardResponse>, Status> {
        let child = auth::child(&request)?;
        let dashboard = self.dashboard(&child).await?;
        Ok(Response::new(v1::GetDashboardResponse { dashboard_response: Some(dashboard) }))
    }

    async fn get_rewards(
        &self,
        request: Request<v1::GetRewardsRequest>,
    ) -> Result<Response<v1::GetRewardsResponse>, Status> {
        let child = auth::child(&request)?;
        Ok(Response::new(self.rewards(&child).await?))
    }

    async fn list_challenges(
        &self,
        request: Request<v1::ListChallengesRequest>,
    ) -> Result<Response<v1::ListChallengesResponse>, Status> {
        let child = auth::child(&request)?;
        Ok(Response::new(self.challenges(&child, request.get_ref()).await?))
    }

    async fn complete_challenge(
        &self,
        request: Request<v1::CompleteChallengeRequest>,
    ) -> Result<Response<v1::CompleteChallengeResponse>, Status> {
        let child = auth::child(&request)?;
        let v1::CompleteChallengeRequest { id, request_id, completed_at } = request.get_ref();
        let at = completion_time(completed_at.as_ref(), Utc::now())?;
        let answer =
            idempotency::once(&self.state, child.id, "CompleteChallenge", request_id, request.get_ref(), async || {
                self.complete(&child, id, at).await
            })
            .await?;
        Ok(Response::new(answer))
    }

    async fn list_resources(
        &self,
        request: Request<v1::ListResourcesRequest>,
    ) -> Result<Response<v1::ListResourcesResponse>, Status> {
        let child = auth::child(&request)?;
        Ok(Response::new(self.resources(&child, request.get_ref()).await?))
    }

    async fn get_resource(
        &self,
        request: Request<v1::GetResourceRequest>,
    ) -> Result<Response<v1::GetResourceResponse>, Status> {
        let child = auth::child(&request)?;
        Ok(Response::new(self.resource(&child, &request.get_ref().id).await?))
    }

    async fn get_profile(
        &self,
        request: Request<v1::GetProfileRequest>,
    ) -> Result<Response<v1::GetProfileResponse>, Status> {
        let child = auth::child(&request)?;
        Ok(Response::new(self.profile(&child).await?))
    }

    async fn update_profile(
        &self,
        request: Request<v1::UpdateProfileRequest>,
    ) -> Result<Response<v1::UpdateProfileResponse>, Status> {
        let child = auth::child(&request)?;
        Ok(Response::new(self.update_profile(&child, request.get_ref()).await?))
    }

    async fn list_notifications(
        &self,
        request: Request<v1::ListNotificationsRequest>,
    ) -> Result<Response<v1::ListNotificationsResponse>, Status> {
        let child = auth::child(&request)?;
        Ok(Response::new(self.notifications(&child, request.get_ref()).await?))
    }

    async fn mark_notifications_read(
        &self,
        request: Request<v1::MarkNotificationsReadRequest>,
    ) -> Result<Response<v1::MarkNotificationsReadResponse>, Status> {
        let child = auth::child(&request)?;
        Ok(Response::new(self.mark_read(&child, &request.get_ref().ids).await?))
    }

    async fn create_consent_request(
        &self,
        request: Request<v1::CreateConsentRequestRequest>,
    ) -> Result<Response<v1::CreateConsentRequestResponse>, Status> {
        let child = auth::child(&request)?;
        let request = request.get_ref();
        let answer = idempotency::once(
            &self.state,
            child.id,
            "CreateConsentRequest",
            &request.request_id,
            request,
            async || self.create_consent_request(&child, request).await,
        )
        .await?;
        Ok(Response::new(answer))
    }

    async fn list_my_consent_requests(
        &self,
        request: Request<v1::ListMyConsentRequestsRequest>,
    ) -> Result<Response<v1::ListMyConsentRequestsResponse>, Status> {
        let child = auth::child(&request)?;
        Ok(Response::new(self.consent_requests(&child, request.get_ref()).await?))
    }

    async fn get_my_settings(
        &self,
        request: Request<v1::GetMySettingsRequest>,
    ) -> Result<Response<v1::GetMySettingsResponse>, Status> {
        let child = auth::child(&request)?;
        Ok(Response::new(settings::wire::my_settings(settings::for_the_child(&self.state, &child).await?)))
    }

    async fn check_art_request(
        &self,
        request: Request<v1::CheckArtRequestRequest>,
    ) -> Result<Response<v1::CheckArtRequestResponse>, Status> {
        let child = auth::child(&request)?;
        let refusal = art_buddy::check(&child, &request.get_ref().text)?;
        Ok(Response::new(v1::CheckArtRequestResponse {
            allowed: refusal.is_none(),
            message: refusal.map(|words| words.for_caller()).unwrap_or_default(),
        }))
    }

    async fn get_learning_journey(
        &self,
        request: Request<v1::GetLearningJourneyRequest>,
    ) -> Result<Response<v1::GetLearningJourneyResponse>, Status> {
        let child = auth::child(&request)?;
        Ok(Response::new(self.learning_journey(&child).await?))
    }

    async fn record_reading(
        &self,
        request: Request<v1::RecordReadingRequest>,
    ) -> Result<Response<v1::RecordReadingResponse>, Status> {
        let child = auth::child(&request)?;
        Ok(Response::new(self.record_reading(&child, request.get_ref()).await?))
    }
}
