import type { DescMethodUnary } from '@bufbuild/protobuf';
import { useQuery } from '@connectrpc/connect-query';

import { StudentService } from '@/gen/ndoto/v1/student_service_pb';

/**
 * The child's dashboard (GET /student/dashboard): profile, recommended content and quiz status.
 * Fresh for 5 minutes (the query client's default). The plain key is the one sign-in fills and a
 * completed activity or a submitted quiz invalidates.
 */
export function useDashboard() {
  return useQuery(StudentService.method.getDashboard);
}

/** The child's badges and stars, and the whole badge catalogue (GET /student/rewards); 5 minutes. */
export function useRewards() {
  return useQuery(StudentService.method.getRewards);
}

/**
 * The activities, each marked completed or not (GET /student/dashboard/challenges): My Projects
 * lists the completed ones. The same query as the activities screen's, so one fetch serves both.
 */
export function useActivityList() {
  return useQuery(StudentService.method.listChallenges);
}

/** What the dashboard screen asks for on opening, fetched by its route's loader with its code. */
export const screenQueries: DescMethodUnary[] = [StudentService.method.getDashboard, StudentService.method.getRewards];
