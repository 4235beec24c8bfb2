import { useMutation, useQuery } from '@connectrpc/connect-query';

import { CareerService } from '@/gen/ndoto/v1/career_service_pb';

/** Careers matched to a submitted quiz (GET /ai/career-recommendations); off until both ids are known. */
export function useCareerRecommendations(ids: { userId: string; quizId: string } | null) {
  return useQuery(
    CareerService.method.getCareerRecommendations,
    ids ? { userId: ids.userId, childId: ids.userId, quizId: ids.quizId } : undefined,
    { enabled: ids !== null },
  );
}

/** One question to the AI advisor (POST /ai/advisor); nothing cached changes. */
export function useAskAdvisor() {
  return useMutation(CareerService.method.askAdvisor);
}
