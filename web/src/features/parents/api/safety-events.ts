import { createConnectQueryKey, useMutation, useQuery, useTransport } from '@connectrpc/connect-query';
import { useQueryClient } from '@tanstack/react-query';

import { ParentService } from '@/gen/ndoto/v1/parent_service_pb';

/** A child's safety events, newest first (GET /api/parent/children/{childId}/safety). */
export function useSafetyEvents(childId: string) {
  return useQuery(ParentService.method.listSafetyEvents, { childId });
}

/**
 * Marks every safety event of the child seen (POST .../safety/seen). The list of children, whose
 * counts of new events change, is fetched again. The events shown stay as they are, with their
 * 'New' tags, until the parent leaves: they are only marked stale, so that the next visit fetches
 * them again instead of showing them new once more from the cache.
 */
export function useMarkSafetyEventsSeen(childId: string) {
  const queryClient = useQueryClient();
  const transport = useTransport();
  return useMutation(ParentService.method.markSafetyEventsSeen, {
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({
          queryKey: createConnectQueryKey({ schema: ParentService.method.listChildren, transport, cardinality: 'finite' }),
        }),
        queryClient.invalidateQueries({
          queryKey: createConnectQueryKey({
            schema: ParentService.method.listSafetyEvents,
            input: { childId },
            transport,
            cardinality: 'finite',
          }),
          refetchType: 'none',
        }),
      ]),
  });
}
