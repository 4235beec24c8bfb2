import { useQuery } from '@connectrpc/connect-query';
import { useEffect } from 'react';

import { CACHE_TIMES } from '@/config/constants';
import { StudentService } from '@/gen/ndoto/v1/student_service_pb';
import { followAccountLanguage } from '@/lib/i18n';

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

/**
 * Keeps the child's screens in the language their parent chose (their settings are fetched again
 * every few minutes, so a change reaches a child already signed in), and this device starting in
 * it next time.
 */
export function useChildLanguage(): void {
  const language = useMySettings().data?.language;
  useEffect(() => {
    void followAccountLanguage(language);
  }, [language]);
}
