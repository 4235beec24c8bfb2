import { QueryClient } from '@tanstack/react-query';

import { CACHE_TIMES } from '@/config/constants';

/** Query defaults set once: the spec's five minutes of freshness, one retry, never on auth errors. */
export function createAppQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: CACHE_TIMES.default,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => failureCount < 1 && !isAuthError(error),
      },
      mutations: { retry: false },
    },
  });
}

function isAuthError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  // Code.Unauthenticated = 16, Code.PermissionDenied = 7, Code.InvalidArgument = 3.
  return code === 16 || code === 7 || code === 3;
}
