import { createConnectQueryKey, useMutation, useQuery, useTransport } from '@connectrpc/connect-query';
import { useQueryClient } from '@tanstack/react-query';

import { useInvalidateWatchedVideos } from '@/features/parents/api/watched-videos';
import { ParentService } from '@/gen/ndoto/v1/parent_service_pb';

/** The settings form's fields, by the JSON names the server's errors use. */
export const SETTINGS_FIELDS = ['dailyLimitMinutes', 'bedtimeStart', 'bedtimeEnd', 'timeZone', 'language'] as const;

/** What the parent chose for one child (GET /api/parent/children/{childId}/settings). */
export function useChildSettings(childId: string) {
  return useQuery(ParentService.method.getChildSettings, { childId });
}

/**
 * Saves a child's settings; that child's settings are then fetched again, and their watched
 * videos too (sharing them may have been turned on, or off, which deletes them).
 */
export function useUpdateChildSettings(childId: string) {
  const queryClient = useQueryClient();
  const transport = useTransport();
  const invalidateWatchedVideos = useInvalidateWatchedVideos(childId);
  return useMutation(ParentService.method.updateChildSettings, {
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({
          queryKey: createConnectQueryKey({
            schema: ParentService.method.getChildSettings,
            input: { childId },
            transport,
            cardinality: 'finite',
          }),
        }),
        invalidateWatchedVideos(),
      ]),
  });
}

/** The browser's IANA time zone (`Africa/Nairobi`), which bedtime and the daily limit follow. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}
