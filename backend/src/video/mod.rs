//! VideoService: authenticated, then UNIMPLEMENTED: this server does not implement it.

use tonic::{Request, Response, Status};

use crate::{
    api::v1::{self, video_service_server::VideoService},
    auth::{self, Role},
    error::AppError,
    state::AppState,
};

#[derive(Clone)]
pub(crate) struct VideoApi {
    #[allow(dead_code, reason = "a stub until the service is built")]
    state: AppState,
}

impl VideoApi {
    pub(crate) fn new(state: AppState) -> Self {
        Self { state }
    }
}

#[tonic::async_trait]
impl VideoService for VideoApi {
    async fn search_videos(
        &self,
        request: Request<v1::SearchVideosRequest>,
    ) -> Result<Response<v1::SearchVideosResponse>, Status> {
        auth::caller(&request, Role::Child)?;
        Err(AppError::NotImplemented("ndoto.v1.VideoService/SearchVideos").into())
    }
}
