import type { DescMethodUnary } from '@bufbuild/protobuf';
import { useQuery } from '@connectrpc/connect-query';

import { StudentService } from '@/gen/ndoto/v1/student_service_pb';

/** The child's badges and stars (GET /student/rewards), fresh for the spec's five minutes. */
export function useRewards() {
  return useQuery(StudentService.method.getRewards);
}

/** What the achievements screen asks for on opening, fetched by its route's loader with its code. */
export const screenQueries: DescMethodUnary[] = [StudentService.method.getRewards];
