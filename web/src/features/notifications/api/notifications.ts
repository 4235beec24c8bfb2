import { useQuery } from '@connectrpc/connect-query';
import { useMutation } from '@tanstack/react-query';

import { useSendOrQueue } from '@/features/offline/outbox/use-outbox';
import { StudentService } from '@/gen/ndoto/v1/student_service_pb';

/** How often the header looks for new notifications while a screen is open. */
const REFRESH_MS = 60 * 1000;

/** The child's latest notifications, newest first, with the unread count (GET /notifications). */
export function useNotifications() {
  return useQuery(StudentService.method.listNotifications, {}, { staleTime: REFRESH_MS, refetchInterval: REFRESH_MS });
}

/**
 * Marks the notifications named read (POST /notifications/read), now or, offline, through the
 * outbox (issue 30): always by their ids, never "all", so that a late send never marks read a
 * notification that came after. The list is fetched again once the server has it.
 */
export function useMarkNotificationsRead() {
  const sendOrQueue = useSendOrQueue();
  return useMutation({
    // Offline too: the outbox keeps the action (TanStack Query would pause it until online).
    networkMode: 'always',
    mutationFn: ({ ids }: { ids: string[] }) => sendOrQueue({ kind: 'markNotificationsRead', ids }),
    onError: (error) => console.error('Could not mark the notifications read', error),
  });
}
