import { createConnectQueryKey, useMutation, useTransport } from '@connectrpc/connect-query';
import { useQueryClient } from '@tanstack/react-query';

import { QuizService } from '@/gen/ndoto/v1/quiz_service_pb';
import { StudentService } from '@/gen/ndoto/v1/student_service_pb';

/** Starts a quiz for an age band (POST /ai/quiz). */
export function useGenerateQuiz() {
  return useMutation(QuizService.method.generateQuiz);
}

/**
 * Submits the answers (POST /ai/quiz/submit). The dashboard's quiz status and recommendations
 * change, and the submission earns the Career Dreamer badge, so both are fetched again.
 */
export function useSubmitQuiz() {
  const queryClient = useQueryClient();
  const transport = useTransport();
  return useMutation(QuizService.method.submitQuiz, {
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({
          queryKey: createConnectQueryKey({ schema: StudentService.method.getDashboard, transport, cardinality: 'finite' }),
        }),
        queryClient.invalidateQueries({
          queryKey: createConnectQueryKey({ schema: StudentService.method.getRewards, transport, cardinality: 'finite' }),
        }),
      ]),
  });
}
