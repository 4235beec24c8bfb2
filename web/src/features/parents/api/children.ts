import { Code, ConnectError } from '@connectrpc/connect';
import { createConnectQueryKey, useMutation, useQuery, useTransport } from '@connectrpc/connect-query';
import { useQueryClient } from '@tanstack/react-query';

import { useInvalidateParent } from '@/features/parents/api/parent-account';
import { ParentService } from '@/gen/ndoto/v1/parent_service_pb';
import { fieldErrors } from '@/lib/errors';

/** The add-a-child form's fields, by the JSON names the server's errors use. */
export const CHILD_FIELDS = ['firstName', 'lastName', 'birthDate', 'signInName', 'password'] as const;

/** CreateChild's field for the consent notice agreed to, by its JSON name. */
export const CONSENT_FIELD = 'consentNoticeVersion';

/** The signed-in parent's children. */
export function useChildren() {
  return useQuery(ParentService.method.listChildren, {});
}

/**
 * Adds a child; the list of children is then fetched again, and the parent's account too: the
 * server recorded the consent notice they agreed to. A refusal for an unverified address
 * (FAILED_PRECONDITION) or a missing agreement (INVALID_ARGUMENT naming consentNoticeVersion)
 * means the account shown is out of date: it is fetched again as well.
 */
export function useCreateChild() {
  const queryClient = useQueryClient();
  const transport = useTransport();
  const invalidateParent = useInvalidateParent();
  return useMutation(ParentService.method.createChild, {
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({
          queryKey: createConnectQueryKey({
            schema: ParentService.method.listChildren,
            transport,
            cardinality: 'finite',
          }),
        }),
        invalidateParent(),
      ]),
    onError: (error) => {
      if (isStaleParentRefusal(error)) return invalidateParent();
    },
  });
}

/** Whether CreateChild was refused for what the parent's account says: unverified, or no consent recorded. */
export function isStaleParentRefusal(error: unknown): boolean {
  return ConnectError.from(error).code === Code.FailedPrecondition || fieldErrors(error, [CONSENT_FIELD]).length > 0;
}

/** The queries a change to a child makes stale: the list and every child's progress. */
function useInvalidateChildren() {
  const queryClient = useQueryClient();
  const transport = useTransport();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({
        queryKey: createConnectQueryKey({ schema: ParentService.method.listChildren, transport, cardinality: 'finite' }),
      }),
      queryClient.invalidateQueries({
        queryKey: createConnectQueryKey({ schema: ParentService.method.getChildProgress, transport, cardinality: 'finite' }),
      }),
    ]);
}

/** A child's progress: badges, stars, activities, quiz results, communities, posts, sign-ins. */
export function useChildProgress(childId: string) {
  return useQuery(ParentService.method.getChildProgress, { childId });
}

/** The edit form's fields, by the JSON names the server's errors use. */
export const EDIT_FIELDS = ['firstName', 'lastName', 'birthDate'] as const;

/** Changes a child's names and birth date; the list and the progress (which shows them) refresh. */
export function useUpdateChild() {
  const invalidate = useInvalidateChildren();
  return useMutation(ParentService.method.updateChild, { onSuccess: invalidate });
}

/** Gives a child a new password; nothing shown changes, so nothing is fetched again. */
export function useResetChildPassword() {
  return useMutation(ParentService.method.resetChildPassword);
}

/** Everything held about a child, fetched when the parent asks for the download. */
export function useExportChildData() {
  return useMutation(ParentService.method.exportChildData);
}

/**
 * Everything held about a child, for the page that shows it in words: fetched afresh each time
 * the page opens, and not kept once it is closed.
 */
export function useChildExport(childId: string) {
  return useQuery(ParentService.method.exportChildData, { childId }, { staleTime: 0, gcTime: 0 });
}

/** Deletes a child and all their data; the list refreshes and the child's progress is dropped. */
export function useDeleteChildData() {
  const queryClient = useQueryClient();
  const transport = useTransport();
  return useMutation(ParentService.method.deleteChildData, {
    onSuccess: (_response, { childId }) => {
      queryClient.removeQueries({
        queryKey: createConnectQueryKey({
          schema: ParentService.method.getChildProgress,
          transport,
          input: { childId },
          cardinality: 'finite',
        }),
      });
      return queryClient.invalidateQueries({
        queryKey: createConnectQueryKey({ schema: ParentService.method.listChildren, transport, cardinality: 'finite' }),
      });
    },
  });
}
