import type { DescMethodUnary } from '@bufbuild/protobuf';
import { createConnectQueryKey, useMutation, useQuery, useTransport } from '@connectrpc/connect-query';
import { useQueryClient } from '@tanstack/react-query';

import { StudentService } from '@/gen/ndoto/v1/student_service_pb';
import { useJourneyChanged } from '@/lib/learning-journey';

/** The fun learning activities, each marked completed or not (GET /student/dashboard/challenges). */
export function useActivities() {
  return useQuery(StudentService.method.listChallenges);
}

/**
 * Completes an activity (POST /student/rewards/complete-challenge/{id}). On success exactly the
 * activity list, the rewards, the dashboard and the learning journey are invalidated, so every
 * screen that shows them (the cards here, /achievements, /home) has the new badge, stars and
 * counts without a reload. The
 * refetch is not awaited: the dialog moves to its completed step at once.
 */
export function useCompleteActivity() {
  const queryClient = useQueryClient();
  const transport = useTransport();
  const journeyChanged = useJourneyChanged();
  return useMutation(StudentService.method.completeChallenge, {
    onSuccess: () => {
      journeyChanged();
      // The activity list, the child's rewards and the dashboard's counts: nothing else changes.
      const changed = [
        createConnectQueryKey({ schema: StudentService.method.listChallenges, transport, cardinality: 'finite' }),
        createConnectQueryKey({ schema: StudentService.method.getRewards, transport, cardinality: 'finite' }),
        createConnectQueryKey({ schema: StudentService.method.getDashboard, transport, cardinality: 'finite' }),
      ];
      for (const queryKey of changed) void queryClient.invalidateQueries({ queryKey });
    },
  });
}

/** What the activities screen asks for on opening, fetched by its route's loader with its code. */
export const screenQueries: DescMethodUnary[] = [StudentService.method.listChallenges];
