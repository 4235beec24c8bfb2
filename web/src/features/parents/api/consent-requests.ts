import { createConnectQueryKey, useInfiniteQuery, useMutation, useQuery, useTransport } from '@connectrpc/connect-query';
import { useQueryClient } from '@tanstack/react-query';

import { ConsentRequestStatus, type ConsentRequest } from '@/gen/ndoto/v1/consent_pb';
import { ParentService } from '@/gen/ndoto/v1/parent_service_pb';

/** Requests per page of the Requests tab: two or three phone screens of cards. */
export const CONSENT_REQUESTS_PAGE_SIZE = 20;

/**
 * One child's consent requests, a page at a time with next_page_token (GET
 * /api/parent/consent-requests): pending first (soonest first), then decided and expired (newest
 * first). `fetchNextPage` appends the next page while `hasNextPage`.
 */
export function useConsentRequests(childId: string) {
  return useInfiniteQuery(
    ParentService.method.listConsentRequests,
    { childId, pageSize: CONSENT_REQUESTS_PAGE_SIZE, pageToken: '' },
    {
      pageParamKey: 'pageToken',
      getNextPageParam: (page) => page.nextPageToken || undefined,
    },
  );
}

/**
 * The requests of all the parent's children that wait for an answer (the first page of the list,
 * where pending requests come first): the parent area's notice after sign-in.
 */
export function useWaitingRequests() {
  return useQuery(
    ParentService.method.listConsentRequests,
    { childId: '', pageSize: CONSENT_REQUESTS_PAGE_SIZE, pageToken: '' },
    { select: (page) => page.requests.filter((request) => request.status === ConsentRequestStatus.PENDING) },
  );
}

/**
 * The loaded pages' requests in the server's order, each once: a request the child made while the
 * parent paged pushes the others one place on, so the next page may repeat the last one shown.
 */
export function loadedRequests(pages: readonly { requests: ConsentRequest[] }[] | undefined): ConsentRequest[] {
  const seen = new Set<string>();
  const requests: ConsentRequest[] = [];
  for (const page of pages ?? []) {
    for (const request of page.requests) {
      if (seen.has(request.id)) continue;
      seen.add(request.id);
      requests.push(request);
    }
  }
  return requests;
}

/**
 * Approves or declines a request; every list of requests is then fetched again (each loaded page
 * of it, from the first), and the children's counts of requests waiting.
 */
export function useDecideConsentRequest() {
  const queryClient = useQueryClient();
  const transport = useTransport();
  return useMutation(ParentService.method.decideConsentRequest, {
    // Every list of requests, and the children with their counts of requests waiting.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({
          queryKey: createConnectQueryKey({ schema: ParentService.method.listConsentRequests, transport, cardinality: undefined }),
        }),
        queryClient.invalidateQueries({
          queryKey: createConnectQueryKey({ schema: ParentService.method.listChildren, transport, cardinality: undefined }),
        }),
      ]),
  });
}
