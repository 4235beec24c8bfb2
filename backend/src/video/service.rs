//! VideoService: authorises the child, calls the search, answers on the wire.

use chrono::Utc;
use tonic::{Request, Response, Status};

use super::{history, search, wire};
use crate::{
    api::v1::{self, video_service_server::VideoService},
    auth,
    state::AppState,
};

/// The VideoService: safe video search.
#[derive(Clone)]
pub(crate) struct VideoApi {
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
        let child = auth::child(&request)?;
        let found = search::search(&self.state, &child, &request.get_ref().q).await?;
        let now = Utc::now();
        Ok(Response::new(v1::SearchVideosResponse {
            videos: found.into_iter().map(|video| wire::video(video, now)).collect(),
        }))
    }

    async fn record_watch(
        &self,
        request: Request<v1::RecordWatchRequest>,
    ) -> Result<Response<v1::RecordWatchResponse>, Status> {
        let child = auth::child(&request)?;
        let mut conn = self.state.db().await?;
        let recorded = history::record(&mut conn, &child, &request.get_ref().video_id).await?;
        Ok(Response::new(v1::RecordWatchResponse { recorded }))
    }
}
