//! ParentService: a signed-in parent lists and adds their children, and answers their consent
//! requests.

use chrono::Utc;
use tonic::{Request, Response, Status};

use super::{
    children::{self, ChildForm},
    store,
};
use crate::{
    api::v1::{self, parent_service_server::ParentService},
    auth::{self, Role},
    consent,
    error::AppError,
    state::AppState,
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
}

#[tonic::async_trait]
impl ParentService for ParentApi {
    async fn list_children(
        &self,
        request: Request<v1::ListChildrenRequest>,
    ) -> Result<Response<v1::ListChildrenResponse>, Status> {
        let parent = auth::caller(&request, Role::Parent)?;
        let mut conn = self.state.db().await?;
        let children = store::children_of(&mut conn, parent.id).await.map_err(AppError::from)?;
        Ok(Response::new(v1::ListChildrenResponse { children: children.into_iter().map(Into::into).collect() }))
    }

    async fn create_child(
        &self,
        request: Request<v1::CreateChildRequest>,
    ) -> Result<Response<v1::CreateChildResponse>, Status> {
        let parent = auth::caller(&request, Role::Parent)?;
        let request = request.into_inner();
        let form = ChildForm {
            first_name: request.first_name,
            last_name: request.last_name,
            birth_date: request.birth_date,
            sign_in_name: request.sign_in_name,
            password: request.password,
        };
        let child = children::create(&self.state, parent.id, form).await?;
        Ok(Response::new(v1::CreateChildResponse { child: Some(child.into()) }))
    }

    async fn list_consent_requests(
        &self,
        request: Request<v1::ListConsentRequestsRequest>,
    ) -> Result<Response<v1::ListConsentRequestsResponse>, Status> {
        let parent = auth::caller(&request, Role::Parent)?;
        let child_id = request.get_ref().child_id.trim();
        let mut conn = self.state.db().await?;
        let child = if child_id.is_empty() {
            None
        } else {
            let child = uuid::Uuid::parse_str(child_id).map_err(|_| no_such_child())?;
            if !consent::store::is_parents_child(&mut conn, parent.id, child).await.map_err(AppError::from)? {
                return Err(no_such_child().into());
            }
            Some(child)
        };
        let rows = consent::store::for_parent(&mut conn, parent.id, child, Utc::now().date_naive())
            .await
            .map_err(AppError::from)?;
        Ok(Response::new(v1::ListConsentRequestsResponse { requests: rows.into_iter().map(Into::into).collect() }))
    }

    async fn decide_consent_request(
        &self,
        request: Request<v1::DecideConsentRequestRequest>,
    ) -> Result<Response<v1::DecideConsentRequestResponse>, Status> {
        let parent = auth::caller(&request, Role::Parent)?;
        let id = consent::domain::request_id(&request.get_ref().id)?;
        let mut conn = self.state.db().await?;
        let row = consent::domain::decide(&mut conn, parent.id, id, request.get_ref().approve, Utc::now().date_naive())
            .await?;
        Ok(Response::new(v1::DecideConsentRequestResponse { request: Some(row.into()) }))
    }
}

/// A child id that is not one of the caller's children.
fn no_such_child() -> AppError {
    AppError::NotFound("There is no such child among your children.".into())
}
