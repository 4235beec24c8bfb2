//! CommunityService: authenticated, then UNIMPLEMENTED: this server does not implement it.

use tonic::{Request, Response, Status};

use crate::{
    api::v1::{self, community_service_server::CommunityService},
    auth::{self, Role},
    error::AppError,
    state::AppState,
};

#[derive(Clone)]
pub(crate) struct CommunityApi {
    #[allow(dead_code, reason = "a stub until the service is built")]
    state: AppState,
}

impl CommunityApi {
    pub(crate) fn new(state: AppState) -> Self {
        Self { state }
    }
}

#[tonic::async_trait]
impl CommunityService for CommunityApi {
    async fn list_communities(
        &self,
        request: Request<v1::ListCommunitiesRequest>,
    ) -> Result<Response<v1::ListCommunitiesResponse>, Status> {
        auth::caller(&request, Role::Child)?;
        Err(AppError::NotImplemented("ndoto.v1.CommunityService/ListCommunities").into())
    }

    async fn get_community(
        &self,
        request: Request<v1::GetCommunityRequest>,
    ) -> Result<Response<v1::GetCommunityResponse>, Status> {
        auth::caller(&request, Role::Child)?;
        Err(AppError::NotImplemented("ndoto.v1.CommunityService/GetCommunity").into())
    }

    async fn list_posts(
        &self,
        request: Request<v1::ListPostsRequest>,
    ) -> Result<Response<v1::ListPostsResponse>, Status> {
        auth::caller(&request, Role::Child)?;
        Err(AppError::NotImplemented("ndoto.v1.CommunityService/ListPosts").into())
    }

    async fn create_post(
        &self,
        request: Request<v1::CreatePostRequest>,
    ) -> Result<Response<v1::CreatePostResponse>, Status> {
        auth::caller(&request, Role::Child)?;
        Err(AppError::NotImplemented("ndoto.v1.CommunityService/CreatePost").into())
    }

    async fn like_post(&self, request: Request<v1::LikePostRequest>) -> Result<Response<v1::LikePostResponse>, Status> {
        auth::caller(&request, Role::Child)?;
        Err(AppError::NotImplemented("ndoto.v1.CommunityService/LikePost").into())
    }

    async fn report_post(
        &self,
        request: Request<v1::ReportPostRequest>,
    ) -> Result<Response<v1::ReportPostResponse>, Status> {
        auth::caller(&request, Role::Child)?;
        Err(AppError::NotImplemented("ndoto.v1.CommunityService/ReportPost").into())
    }

    async fn join_community(
        &self,
        request: Request<v1::JoinCommunityRequest>,
    ) -> Result<Response<v1::JoinCommunityResponse>, Status> {
        auth::caller(&request, Role::Child)?;
        Err(AppError::NotImplemented("ndoto.v1.CommunityService/JoinCommunity").into())
    }

    async fn leave_community(
        &self,
        request: Request<v1::LeaveCommunityRequest>,
    ) -> Result<Response<v1::LeaveCommunityResponse>, Status> {
        auth::caller(&request, Role::Child)?;
        Err(AppError::NotImplemented("ndoto.v1.CommunityService/LeaveCommunity").into())
    }
}
