import { create } from '@bufbuild/protobuf';
import { Code, ConnectError } from '@connectrpc/connect';
import { createConnectQueryKey, useMutation, useQuery, useTransport } from '@connectrpc/connect-query';
import { useQueryClient } from '@tanstack/react-query';

import { GetParentResponseSchema, ParentService } from '@/gen/ndoto/v1/parent_service_pb';
import { useEffect } from 'react';

import { followAccountLanguage } from '@/lib/i18n';

/**
 * The signed-in parent's own account (GET /api/parent/me): whether their email address is
 * verified, and which consent notice they agreed to.
 */
export function useParent() {
  return useQuery(ParentService.method.getParent, {});
}

/**
 * Keeps the parent area in the parent's own language, as the server has it: a change made on
 * another device reaches this one when the account is fetched again.
 */
export function useParentLanguage(): void {
  const language = useParent().data?.parent?.language;
  useEffect(() => {
    void followAccountLanguage(language);
  }, [language]);
}

/** GetParent's place in the cache, shared by the calls that change the parent's account. */
function useParentQueryKey() {
  const transport = useTransport();
  return createConnectQueryKey({ schema: ParentService.method.getParent, input: {}, transport, cardinality: 'finite' });
}

/** Marks the parent's account stale, so that it is fetched again. */
export function useInvalidateParent() {
  const queryClient = useQueryClient();
  const queryKey = useParentQueryKey();
  return () => queryClient.invalidateQueries({ queryKey });
}

/**
 * Changes the parent's own language (the parent area's and that of our emails to them): saved on
 * the server, then the app speaks it at once and this device starts in it next time.
 */
export function useUpdateParentLanguage() {
  const queryClient = useQueryClient();
  const queryKey = useParentQueryKey();
  return useMutation(ParentService.method.updateParent, {
    onSuccess: async (response) => {
      queryClient.setQueryData(queryKey, create(GetParentResponseSchema, { parent: response.parent }));
      await followAccountLanguage(response.parent?.language);
    },
  });
}

/**
 * Sends the parent a new verification link (at most 5 an hour). Sending changes nothing in the
 * account, so nothing is fetched again; but FAILED_PRECONDITION means the address was verified
 * meanwhile (in another tab or on another device), so the account shown is out of date.
 */
export function useSendVerificationEmail() {
  const invalidateParent = useInvalidateParent();
  return useMutation(ParentService.method.sendVerificationEmail, {
    onError: (error) => {
      if (ConnectError.from(error).code === Code.FailedPrecondition) return invalidateParent();
    },
  });
}

/** Verifies the parent's email address with a link's token; the account it answers replaces the cached one. */
export function useVerifyEmail() {
  const queryClient = useQueryClient();
  const queryKey = useParentQueryKey();
  return useMutation(ParentService.method.verifyEmail, {
    onSuccess: (response) => {
      queryClient.setQueryData(queryKey, create(GetParentResponseSchema, { parent: response.parent }));
    },
  });
}

/** Everything held about the parent's own account, fetched when they ask for the download. */
export function useExportParentData() {
  return useMutation(ParentService.method.exportParentData);
}

/**
 * Everything held about the parent's own account, for the page that shows it in words: fetched
 * afresh each time the page opens, and not kept once it is closed.
 */
export function useParentExport() {
  return useQuery(ParentService.method.exportParentData, {}, { staleTime: 0, gcTime: 0 });
}

/**
 * Deletes the parent's account, their children's and every row about any of them, given the
 * parent's password. A wrong password is INVALID_ARGUMENT naming `password` (the session goes
 * on, nothing is deleted); tries count as failed sign-ins, so too many are refused for a while
 * (RESOURCE_EXHAUSTED, the wait in the message or Retry-After). Whoever calls it ends the session
 * in this browser once it succeeds (the server already has).
 */
export function useDeleteParentAccount() {
  return useMutation(ParentService.method.deleteParentAccount);
}
