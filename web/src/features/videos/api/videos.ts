import { useQuery } from '@connectrpc/connect-query';

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
