import { createConnectQueryKey, useMutation, useTransport } from '@connectrpc/connect-query';
import { useQueryClient } from '@tanstack/react-query';

import { QuizService } from '@/gen/ndoto/v1/quiz_service_pb';
import { StudentService } from '@/gen/ndoto/v1/student_service_pb';

/** Starts a quiz for an age band (POST /ai/quiz). */
export function useGenerateQuiz() {
  return useMutation(QuizService.method.generateQuiz);
}

/** Submits the answers (POST /ai/quiz/submit); the dashboard's quiz status changes, so it is fetched again. */
export function useSubmitQuiz() {
  const queryClient = useQueryClient();
  const transport = useTransport();
  return useMutation(QuizService.method.submitQuiz, {
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: createConnectQueryKey({ schema: StudentService.method.getDashboard, transport, cardinality: 'finite' }),
      }),
  });
}
