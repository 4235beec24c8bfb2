import { createConnectQueryKey, useMutation, useQuery, useTransport } from '@connectrpc/connect-query';
import { useQueryClient } from '@tanstack/react-query';

import { ParentService } from '@/gen/ndoto/v1/parent_service_pb';

/**
 * The videos a child started in the last 30 days (while the parent shares them), and what the
 * parent blocked for the child (GET /api/parent/children/{childId}/videos).
 */
export function useWatchedVideos(childId: string) {
  return useQuery(ParentService.method.listWatchedVideos, { childId });
}

/** Marks the child's watched videos stale: a block, an unblock or a settings change alters them. */
export function useInvalidateWatchedVideos(childId: string) {
  const queryClient = useQueryClient();
  const transport = useTransport();
  return () =>
    queryClient.invalidateQueries({
      queryKey: createConnectQueryKey({
        schema: ParentService.method.listWatchedVideos,
        input: { childId },
        transport,
        cardinality: 'finite',
      }),
    });
}

/** Blocks a video or a channel for the child (POST .../videos/blocks); the list is fetched again. */
export function useBlockVideo(childId: string) {
  const invalidate = useInvalidateWatchedVideos(childId);
  return useMutation(ParentService.method.blockVideo, { onSuccess: invalidate });
}

/** Lifts a block (POST .../videos/unblock); the list is fetched again. */
export function useUnblockVideo(childId: string) {
  const invalidate = useInvalidateWatchedVideos(childId);
  return useMutation(ParentService.method.unblockVideo, { onSuccess: invalidate });
}
