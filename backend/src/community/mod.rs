//! CommunityService: authenticated, then UNIMPLEMENTED until the communities work builds it.

use tonic::{Request, Response, Status};

use crate::{
    api::v1::{self, community_service_server::CommunityService},
    auth::Role,
    state::AppState,
    unimplemented::not_built_yet,
};

const ARRIVES_WITH: &str = "the communities work";

#[derive(Clone)]
pub struct CommunityApi {
    state: AppState,
}

impl CommunityApi {
    pub fn new(state: AppState) -> Self {
        Self { state }
    }
}

#[tonic::async_trait]
impl CommunityService for CommunityApi {
    async fn list_communities(
        &self,
        request: Request<v1::ListCommunitiesRequest>,
    ) -> Result<Response<v1::ListCommunitiesResponse>, Status> {
        self.state.tokens.authorize(request.metadata(), Role::Child)?;
        Err(not_built_yet("ListCommunities", ARRIVES_WITH))
    }

    async fn get_community(
        &self,
        request: Request<v1::GetCommunityRequest>,
    ) -> Result<Response<v1::GetCommunityResponse>, Status> {
        self.state.tokens.authorize(request.metadata(), Role::Child)?;
        Err(not_built_yet("GetCommunity", ARRIVES_WITH))
    }

    async fn list_posts(
        &self,
        request: Request<v1::ListPostsRequest>,
    ) -> Result<Response<v1::ListPostsResponse>, Status> {
        self.state.tokens.authorize(request.metadata(), Role::Child)?;
        Err(not_built_yet("ListPosts", ARRIVES_WITH))
    }

    async fn create_post(
        &self,
        request: Request<v1::CreatePostRequest>,
    ) -> Result<Response<v1::CreatePostResponse>, Status> {
        self.state.tokens.authorize(request.metadata(), Role::Child)?;
        Err(not_built_yet("CreatePost", ARRIVES_WITH))
    }

    async fn like_post(&self, request: Request<v1::LikePostRequest>) -> Result<Response<v1::LikePostResponse>, Status> {
        self.state.tokens.authorize(request.metadata(), Role::Child)?;
        Err(not_built_yet("LikePost", ARRIVES_WITH))
    }

    async fn join_community(
        &self,
        request: Request<v1::JoinCommunityRequest>,
    ) -> Result<Response<v1::JoinCommunityResponse>, Status> {
        self.state.tokens.authorize(request.metadata(), Role::Child)?;
        Err(not_built_yet("JoinCommunity", ARRIVES_WITH))
    }

    async fn leave_community(
        &self,
        request: Request<v1::LeaveCommunityRequest>,
    ) -> Result<Response<v1::LeaveCommunityResponse>, Status> {
        self.state.tokens.authorize(request.metadata(), Role::Child)?;
        Err(not_built_yet("LeaveCommunity", ARRIVES_WITH))
    }
}
