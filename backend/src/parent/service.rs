//! ParentService: a signed-in parent lists and adds their children.

use tonic::{Request, Response, Status};

use super::{
    children::{self, ChildForm},
    store,
};
use crate::{
    api::v1::{self, parent_service_server::ParentService},
    auth::{self, Role},
    error::AppError,
    settings,
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

    async fn get_child_settings(
        &self,
        request: Request<v1::GetChildSettingsRequest>,
    ) -> Result<Response<v1::GetChildSettingsResponse>, Status> {
        let parent = auth::caller(&request, Role::Parent)?;
        let mut conn = self.state.db().await?;
        let child_id = settings::parents_child(&mut conn, parent.id, &request.get_ref().child_id).await?;
        let found = settings::for_child(&mut conn, child_id).await?;
        Ok(Response::new(v1::GetChildSettingsResponse { settings: Some(settings::wire::child_settings(found)) }))
    }

    async fn update_child_settings(
        &self,
        request: Request<v1::UpdateChildSettingsRequest>,
    ) -> Result<Response<v1::UpdateChildSettingsResponse>, Status> {
        let parent = auth::caller(&request, Role::Parent)?;
        let request = request.into_inner();
        let mut conn = self.state.db().await?;
        let child_id = settings::parents_child(&mut conn, parent.id, &request.child_id).await?;
        let saved = settings::update(&mut conn, child_id, settings::wire::change(request)).await?;
        Ok(Response::new(v1::UpdateChildSettingsResponse { settings: Some(settings::wire::child_settings(saved)) }))
    }
}
