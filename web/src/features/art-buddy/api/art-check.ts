import { useMutation } from '@connectrpc/connect-query';

import { StudentService } from '@/gen/ndoto/v1/student_service_pb';

/**
 * Asks the server whether the Art Buddy may draw what the child asked (POST /api/art-buddy/check):
 * the same moderation as a community post; the server stores nothing. The drawing itself happens
 * on the device.
 */
export function useCheckArtRequest() {
  return useMutation(StudentService.method.checkArtRequest);
}
