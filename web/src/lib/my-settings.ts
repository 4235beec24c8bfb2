import { useQuery } from '@connectrpc/connect-query';

import { CACHE_TIMES } from '@/config/constants';
import { StudentService } from '@/gen/ndoto/v1/student_service_pb';

/**
 * What the signed-in child's parent chose (GET /api/my-settings), for the screens that explain
 * it: the layout's monitoring sign and bedtime or daily-limit notice, the community composer and
 * the video hub. The server enforces every setting; this only says why.
 */
export function useMySettings() {
  return useQuery(
    StudentService.method.getMySettings,
    {},
    { staleTime: CACHE_TIMES.mySettings, refetchInterval: CACHE_TIMES.mySettings },
  );
}
