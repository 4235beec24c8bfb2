//! CommunityService: authorises the child, calls the domain, answers on the wire.

use crate::error::Reason;
use tonic::{Request, Response, Status};

use super::{communities, posts, wire};
use crate::{
    api::v1::{self, community_service_server::CommunityService},
    auth,
    error::AppError,
    idempotency, paging,
    state::AppState,
};

/// The CommunityService: communities, their members, posts, likes and reports.
#[derive(Clone)]
pub(crate) struct CommunityApi {
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
        let child = auth::child(&request)?;
        let asked = request.get_ref();
        // The list of the child's age: a token from before a birthday is not this list's.
        let list = format!("communities:{}:{}", child.id, child.age());
        let page = self.state.pages.page(&list, paging::CATALOGUE, asked.page_size, &asked.page_token)?;
        let mut conn = self.state.db().await?;
        let mut views = communities::list(&mut conn, &child, page).await?;
        let next_page_token = self.state.pages.next(&list, page, &mut views);
        let communities =
            views.into_iter().map(|view| wire::community(child.id, view, child.settings.language)).collect();
        Ok(Response::new(v1::ListCommunitiesResponse { communities, next_page_token }))
    }

    async fn get_community(
        &self,
        request: Request<v1::GetCommunityRequest>,
    ) -> Result<Response<v1::GetCommunityResponse>, Status> {
        let child = auth::child(&request)?;
        let mut conn = self.state.db().await?;
        let view = communities::get(&mut conn, &child, &request.get_ref().community_id).await?;
        Ok(Response::new(v1::GetCommunityResponse {
            community: Some(wire::community(child.id, view, child.settings.language)),
        }))
    }

    async fn list_posts(
        &self,
        request: Request<v1::ListPostsRequest>,
    ) -> Result<Response<v1::ListPostsResponse>, Status> {
        let child = auth::child(&request)?;
        let asked = request.get_ref();
        let mut conn = self.state.db().await?;
        let community = posts::membership(&mut conn, &child, &asked.community_id).await?;
        let list = format!("posts:{}:{community}", child.id);
        let page = self.state.pages.keyset_page(&list, paging::POSTS, asked.page_size, &asked.page_token)?;
        let mut rows = posts::list(&mut conn, &child, community, &page).await?;
        let next_page_token = self.state.pages.next_after(&list, &page, &mut rows, posts::position);
        Ok(Response::new(v1::ListPostsResponse {
            posts: rows.into_iter().map(|row| wire::post(child.id, row)).collect(),
            next_page_token,
        }))
    }

    async fn create_post(
        &self,
        request: Request<v1::CreatePostRequest>,
    ) -> Result<Response<v1::CreatePostResponse>, Status> {
        let child = auth::child(&request)?;
        let mut conn = self.state.db().await?;
        let v1::CreatePostRequest { community_id, content, request_id } = request.get_ref();
        if !child.settings.community_posting {
            return Err(AppError::FailedPrecondition(Reason::PostingOff, crate::words!("posting-off")).into());
        }
        let answer =
            idempotency::once(&self.state, child.id, "CreatePost", request_id, request.get_ref(), async || {
                let row = posts::create(&mut conn, &child, community_id, content).await?;
                Ok(v1::CreatePostResponse { post: Some(wire::post(child.id, row)) })
            })
            .await?;
        Ok(Response::new(answer))
    }

    async fn like_post(&self, request: Request<v1::LikePostRequest>) -> Result<Response<v1::LikePostResponse>, Status> {
        let child = auth::child(&request)?;
        let mut conn = self.state.db().await?;
        let v1::LikePostRequest { community_id, post_id, like } = request.get_ref();
        Ok(Response::new(wire::like(posts::like(&mut conn, &child, community_id, post_id, *like).await?)))
    }

    async fn report_post(
        &self,
        request: Request<v1::ReportPostRequest>,
    ) -> Result<Response<v1::ReportPostResponse>, Status> {
        let child = auth::child(&request)?;
        let mut conn = self.state.db().await?;
        let v1::ReportPostRequest { community_id, post_id, reason } = request.get_ref();
        posts::report(&mut conn, &child, community_id, post_id, reason).await?;
        Ok(Response::new(v1::ReportPostResponse {}))
    }

    async fn join_community(
        &self,
        request: Request<v1::JoinCommunityRequest>,
    ) -> Result<Response<v1::JoinCommunityResponse>, Status> {
        let child = auth::child(&request)?;
        let v1::JoinCommunityRequest { community_id, request_id } = request.get_ref();
        // With a request id (the app's outbox sends one), a late repeat answers the first call and
        // changes nothing: it cannot undo a leave made since.
        let answer =
            idempotency::once(&self.state, child.id, "JoinCommunity", request_id, request.get_ref(), async || {
                let mut conn = self.state.db().await?;
                let (has_joined, member_count) =
                    wire::membership(communities::join(&mut conn, &child, community_id).await?);
                Ok(v1::JoinCommunityResponse { has_joined, member_count })
            })
            .await?;
        Ok(Response::new(answer))
    }

    async fn leave_community(
        &self,
        request: Request<v1::LeaveCommunityRequest>,
    ) -> Result<Response<v1::LeaveCommunityResponse>, Status> {
        let child = auth::child(&request)?;
        let v1::LeaveCommunityRequest { community_id, request_id } = request.get_ref();
        // With a request id (the app's outbox sends one), a late repeat answers the first call and
        // changes nothing: it cannot undo a join made since.
        let answer =
            idempotency::once(&self.state, child.id, "LeaveCommunity", request_id, request.get_ref(), async || {
                let mut conn = self.state.db().await?;
                let (has_joined, member_count) =
                    wire::membership(communities::leave(&mut conn, &child, community_id).await?);
                Ok(v1::LeaveCommunityResponse { has_joined, member_count })
            })
            .await?;
        Ok(Response::new(answer))
    }
}
