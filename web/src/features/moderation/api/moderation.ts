import { createClient } from '@connectrpc/connect';
import { createConnectQueryKey, useInfiniteQuery, useMutation, useTransport } from '@connectrpc/connect-query';
import { useMutation as useTanstackMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

import { forgetFirstPassword, rememberFirstPassword } from '@/features/moderation/api/first-password';
import { MODERATION } from '@/features/moderation/api/limits';
import { AuthService, type ChangePasswordRequest } from '@/gen/ndoto/v1/auth_service_pb';
import { ModerationService, type CaseSummary } from '@/gen/ndoto/v1/moderation_service_pb';
import { getToken, renewToken, startModeratorSession } from '@/lib/session';
import { callAs } from '@/lib/transport';

/**
 * Signs a moderator in with email and password (POST /api/auth/moderator/signin). When the answer
 * says the password was the one an operator printed (must_change_password), it is kept in memory
 * for the choice of the moderator's own (first-password.ts).
 */
export function useModeratorSignIn() {
  const queryClient = useQueryClient();
  return useMutation(AuthService.method.moderatorSignIn, {
    onSuccess: (response, request) => {
      // Nothing another person fetched in this browser is shown to the moderator, nor the reverse.
      queryClient.clear();
      if (response.mustChangePassword) rememberFirstPassword(response.accessToken, request.password ?? '');
      else forgetFirstPassword();
      startModeratorSession(response.accessToken);
    },
  });
}

/** The choose-password form's fields, by the JSON names the server's errors use. */
export const CHOOSE_PASSWORD_FIELDS = ['currentPassword', 'newPassword'] as const;

/**
 * Sets the moderator's own password in place of the one an operator printed (POST
 * /api/auth/password). The server answers a token for this session in place of the one the call
 * carried, which is stored, and the printed password is forgotten. (The queue's refusal is not
 * shown again: a query without data starts afresh when the queue opens.)
 */
export function useChooseOwnPassword() {
  const transport = useTransport();
  return useTanstackMutation({
    mutationFn: async (input: Pick<ChangePasswordRequest, 'currentPassword' | 'newPassword'>) => {
      const previous = getToken('moderator');
      const response = await createClient(AuthService, transport).changePassword(input, callAs('moderator'));
      if (previous) renewToken('moderator', previous, response.accessToken);
      forgetFirstPassword();
      return response;
    },
  });
}

/**
 * The open cases, urgent first then oldest (the server's order), page by page with
 * next_page_token (GET /api/moderation/cases). Always fetched again when the queue shows, and
 * every MODERATION.refreshMs while it does: other moderators take and decide cases meanwhile.
 */
export function useCaseQueue() {
  return useInfiniteQuery(
    ModerationService.method.listCases,
    { pageSize: MODERATION.pageSize, pageToken: '' },
    {
      pageParamKey: 'pageToken',
      getNextPageParam: (page) => page.nextPageToken || undefined,
      staleTime: 0,
      refetchInterval: MODERATION.refreshMs,
    },
  );
}

/** The loaded pages' cases in order, each once (a case may move between pages while paging). */
export function queueCases(pages: readonly { cases: CaseSummary[] }[] | undefined): CaseSummary[] {
  const seen = new Set<string>();
  const cases: CaseSummary[] = [];
  for (const page of pages ?? []) {
    for (const item of page.cases) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      cases.push(item);
    }
  }
  return cases;
}

/** Takes a case for the caller and returns it with its context (POST .../cases/{caseId}/take). */
export function useTakeCase() {
  return useMutation(ModerationService.method.takeCase);
}

/**
 * Records a decision on a case the caller took (POST .../cases/{caseId}/decide); the queue is
 * then stale.
 */
export function useDecideCase() {
  const queryClient = useQueryClient();
  const transport = useTransport();
  return useMutation(ModerationService.method.decideCase, {
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: createConnectQueryKey({ schema: ModerationService.method.listCases, transport, cardinality: undefined }),
      }),
  });
}

/**
 * The case to open after deciding `decided`: the first of the queue's first page, fetched afresh,
 * that nobody else holds; null when there is none (or the queue could not be read), and the
 * console goes back to the queue.
 */
export function useNextCase(): (decided: string) => Promise<string | null> {
  const transport = useTransport();
  return useCallback(
    async (decided: string) => {
      try {
        const page = await createClient(ModerationService, transport).listCases({ pageSize: MODERATION.pageSize });
        return page.cases.find((item) => item.id !== decided && (!item.taken || item.takenByYou))?.id ?? null;
      } catch (error) {
        console.error('Could not read the queue for the next case', error);
        return null;
      }
    },
    [transport],
  );
}
