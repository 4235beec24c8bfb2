import type { DescMethodUnary } from '@bufbuild/protobuf';
import { useQuery } from '@connectrpc/connect-query';
import { useMutation } from '@tanstack/react-query';

import { newRequestId } from '@/features/offline/outbox/outbox-actions';
import { useSendOrQueue } from '@/features/offline/outbox/use-outbox';
import { StudentService, type Challenge } from '@/gen/ndoto/v1/student_service_pb';

/** The fun learning activities, each marked completed or not (GET /student/dashboard/challenges). */
export function useActivities() {
  return useQuery(StudentService.method.listChallenges);
}

/**
 * Completes an activity (POST /student/rewards/complete-challenge/{id}), now or, offline, through
 * the outbox (sent when the network returns, with the time the child finished). Once sent, the
 * outbox makes the activity list, the rewards, the dashboard and the learning journey fetch
 * again; kept for later, the activity shows completed at once.
 */
export function useCompleteActivity() {
  const sendOrQueue = useSendOrQueue();
  return useMutation({
    // Offline too: the outbox keeps the action (TanStack Query would pause it until online).
    networkMode: 'always',
    mutationFn: (activity: Challenge) =>
      sendOrQueue({
        kind: 'completeActivity',
        activityId: activity.id,
        title: activity.title,
        requestId: newRequestId(),
        completedAt: new Date().toISOString(),
      }),
  });
}

/** What the activities screen asks for on opening, fetched by its route's loader with its code. */
export const screenQueries: DescMethodUnary[] = [StudentService.method.listChallenges];
