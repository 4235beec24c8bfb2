import { createConnectQueryKey, useMutation, useQuery, useTransport } from '@connectrpc/connect-query';
import { useQueryClient } from '@tanstack/react-query';

import { ParentService } from '@/gen/ndoto/v1/parent_service_pb';

/** One child's consent requests: pending first, then decided and expired (GET /api/parent/consent-requests). */
export function useConsentRequests(childId: string) {
  return useQuery(ParentService.method.listConsentRequests, { childId });
}

/** Approves or declines a request; every list of requests is then fetched again. */
export function useDecideConsentRequest() {
  const queryClient = useQueryClient();
  const transport = useTransport();
  return useMutation(ParentService.method.decideConsentRequest, {
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: createConnectQueryKey({ schema: ParentService.method.listConsentRequests, transport, cardinality: 'finite' }),
      }),
  });
}
