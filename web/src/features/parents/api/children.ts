import { createConnectQueryKey, useMutation, useQuery, useTransport } from '@connectrpc/connect-query';
import { useQueryClient } from '@tanstack/react-query';

import { ParentService } from '@/gen/ndoto/v1/parent_service_pb';

/** The add-a-child form's fields, by the JSON names the server's errors use. */
export const CHILD_FIELDS = ['firstName', 'lastName', 'birthDate', 'signInName', 'password'] as const;

/** The signed-in parent's children. */
export function useChildren() {
  return useQuery(ParentService.method.listChildren, {});
}

/** Adds a child; the list of children is then fetched again. */
export function useCreateChild() {
  const queryClient = useQueryClient();
  const transport = useTransport();
  return useMutation(ParentService.method.createChild, {
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: createConnectQueryKey({
          schema: ParentService.method.listChildren,
          transport,
          cardinality: 'finite',
        }),
      }),
  });
}
