import { createConnectQueryKey, useMutation, useQuery, useTransport } from '@connectrpc/connect-query';
import { useQueryClient } from '@tanstack/react-query';

import { StudentService } from '@/gen/ndoto/v1/student_service_pb';

/** How often the header looks for new notifications while a screen is open. */
const REFRESH_MS = 60 * 1000;

/** The child's latest notifications, newest first, with the unread count (GET /notifications). */
export function useNotifications() {
  return useQuery(StudentService.method.listNotifications, {}, { staleTime: REFRESH_MS, refetchInterval: REFRESH_MS });
}

/** Marks notifications read (POST /notifications/read; no ids: all); the list is fetched again. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  const transport = useTransport();
  return useMutation(StudentService.method.markNotificationsRead, {
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: createConnectQueryKey({
          schema: StudentService.method.listNotifications,
          transport,
          cardinality: 'finite',
        }),
      }),
    onError: (error) => console.error('Could not mark the notifications read', error),
  });
}
