import { createConnectQueryKey, useMutation, useQuery, useTransport } from '@connectrpc/connect-query';
import { useQueryClient } from '@tanstack/react-query';

import { CommunityService } from '@/gen/ndoto/v1/community_service_pb';
import { StudentService } from '@/gen/ndoto/v1/student_service_pb';

/** The child's profile, progress and the choices it offers (GET /profile); 5 minutes. */
export function useProfile() {
  return useQuery(StudentService.method.getProfile);
}

/**
 * Saves the profile (PATCH /profile). The avatar is what the dashboard and communities show, so
 * those are fetched again along with the profile.
 */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  const transport = useTransport();
  return useMutation(StudentService.method.updateProfile, {
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({
          queryKey: createConnectQueryKey({ schema: StudentService.method.getProfile, transport, cardinality: 'finite' }),
        }),
        queryClient.invalidateQueries({
          queryKey: createConnectQueryKey({ schema: StudentService.method.getDashboard, transport, cardinality: 'finite' }),
        }),
        queryClient.invalidateQueries({
          queryKey: createConnectQueryKey({ schema: CommunityService, transport, cardinality: undefined }),
        }),
      ]),
  });
}
