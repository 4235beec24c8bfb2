import { Code } from '@connectrpc/connect';
import { useQuery } from '@connectrpc/connect-query';

import { VideoService } from '@/gen/ndoto/v1/video_service_pb';

/** Answers that asking again will not change: they are not tried again. */
const FINAL_CODES = [Code.InvalidArgument, Code.Unimplemented, Code.Unauthenticated, Code.PermissionDenied];

/**
 * Safe videos for a query (GET .../videos/search?q=), at most 12, best first; 5 minutes. The server
 * applies the safety filter and holds any key. Nothing is asked for a blank query.
 */
export function useVideoSearch(q: string) {
  return useQuery(
    VideoService.method.searchVideos,
    { q },
    {
      enabled: q.trim() !== '',
      retry: (failureCount, error) => failureCount < 1 && !FINAL_CODES.includes(error.code),
    },
  );
}
