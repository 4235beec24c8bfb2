import type { Transport } from '@connectrpc/connect';
import { callUnaryMethod, createQueryOptions } from '@connectrpc/connect-query';
import type { QueryClient } from '@tanstack/react-query';

import { AuthService } from '@/gen/ndoto/v1/auth_service_pb';
import { StudentService } from '@/gen/ndoto/v1/student_service_pb';

/** The child's sign-in call. */
export function childSignIn(transport: Transport, firstName: string, password: string) {
  return callUnaryMethod(transport, AuthService.method.childSignIn, { firstName, password });
}

/** The dashboard, fetched into the cache the dashboard screen reads. */
export function fetchDashboard(queryClient: QueryClient, transport: Transport) {
  return queryClient.fetchQuery({
    ...createQueryOptions(StudentService.method.getDashboard, {}, { transport }),
    // The child is waiting on the button: decide now, the dashboard screen can retry.
    retry: false,
  });
}
