import { useMutation, useQuery } from '@connectrpc/connect-query';

import { VideoService } from '@/gen/ndoto/v1/video_service_pb';

/**
 * Safe videos for a query (GET .../videos/search?q=), at most 12, best first; 5 minutes. The server
 * applies the safety filter and holds any key. Nothing is asked for a blank query.
 */
export function useVideoSearch(q: string) {
  return useQuery(
    VideoService.method.searchVideos,
    { q },
    // Answers that asking again will not change are not tried again (lib/query-client).
    { enabled: q.trim() !== '' },
  );
}

/**
 * Tells the server the child started a video (POST /api/videos/watched), for their parent's list
 * of watched videos; only while the parent shares it (GetMySettings.shareWatchHistory). Nothing
 * shown changes with the answer.
 */
export function useRecordWatch() {
  return useMutation(VideoService.method.recordWatch);
}
