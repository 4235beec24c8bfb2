import { Code, ConnectError } from '@connectrpc/connect';
import { useQuery } from '@connectrpc/connect-query';

import { StudentService } from '@/gen/ndoto/v1/student_service_pb';

/** The resources for the child's age (GET /resources); 5 minutes. */
export function useResources() {
  return useQuery(StudentService.method.listResources);
}

/** One resource to read (GET /resources/{id}); NOT_FOUND is an answer, not tried again (lib/query-client). */
export function useResource(id: string) {
  return useQuery(StudentService.method.getResource, { id });
}

/** Whether a failed call is NOT_FOUND (HTTP 404). */
export function isNotFound(error: unknown): boolean {
  return ConnectError.from(error).code === Code.NotFound;
}
