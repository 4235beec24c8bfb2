import { onlineManager, QueryClient } from '@tanstack/react-query';

import { CACHE_TIMES, QUERY_RETRIES } from '@/config/constants';

/**
 * Query defaults set once: the spec's five minutes of freshness, and retries only where trying
 * again can help (a lost connection, a busy or slow server), with a growing pause between them.
 */
export function createAppQueryClient(): QueryClient {
  // TanStack Query assumes a network until the browser's 'offline' event: an app started with
  // none would try every call and show errors instead of what the device kept (lib/kept-data.ts).
  if (typeof navigator !== 'undefined' && !navigator.onLine) onlineManager.setOnline(false);
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: CACHE_TIMES.default,
        refetchOnWindowFocus: false,
        retry: shouldRetry,
        retryDelay,
      },
      mutations: { retry: false },
    },
  });
}

// Connect's codes, by number so that this module needs no protobuf code on the first page.
const UNKNOWN = 2;
const DEADLINE_EXCEEDED = 4;
const RESOURCE_EXHAUSTED = 8;
const ABORTED = 10;
const UNAVAILABLE = 14;

/**
 * Whether a query that failed `failureCount` times tries again. Only for errors of the connection
 * or a server that is briefly unable (UNAVAILABLE, DEADLINE_EXCEEDED, ABORTED, a fetch that
 * failed, which Connect reports as UNKNOWN or without a code), never for answers that would be the
 * same next time (INVALID_ARGUMENT, NOT_FOUND, PERMISSION_DENIED, UNAUTHENTICATED and the like)
 * nor for RESOURCE_EXHAUSTED, a limit that retrying only hits again.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= QUERY_RETRIES.transient) return false;
  const code = (error as { code?: unknown } | null)?.code;
  if (code === undefined) return true;
  if (code === RESOURCE_EXHAUSTED) return false;
  return code === UNAVAILABLE || code === DEADLINE_EXCEEDED || code === ABORTED || code === UNKNOWN;
}

/** 1 s, 2 s, 4 s… up to the longest pause, with a little jitter so clients do not retry in step. */
export function retryDelay(failureCount: number): number {
  const base = Math.min(1000 * 2 ** failureCount, QUERY_RETRIES.maxDelayMs);
  return base * (0.8 + Math.random() * 0.4);
}
