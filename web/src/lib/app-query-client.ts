import type { QueryClient } from '@tanstack/react-query';
import { createContext, useContext } from 'react';

/**
 * The app's one query cache, created the first time a screen or a route's loader asks for it:
 * TanStack Query's code (about 12 KB gzipped) is not part of the child's sign-in page, which
 * needs no query until the sign-in succeeds. `current` is the cache once created (the antd shell
 * around every other screen waits for it in its route, so its screens find it there).
 */
export interface QueryClientSource {
  (): Promise<QueryClient>;
  current: QueryClient | undefined;
}

/**
 * A source that creates the app's cache on first use, or hands out `given` (tests). `prepare`
 * readies a created cache before anyone gets it (the app: what the device kept for offline use).
 */
export function lazyQueryClient(given?: QueryClient, prepare?: (queryClient: QueryClient) => Promise<void>): QueryClientSource {
  let pending: Promise<QueryClient> | undefined = given && Promise.resolve(given);
  const source: QueryClientSource = Object.assign(
    () =>
      (pending ??= import('@/lib/query-client').then(async ({ createAppQueryClient }) => {
        const queryClient = createAppQueryClient();
        // Without it the app still works, online.
        await prepare?.(queryClient).catch((error: unknown) => console.warn('Could not prepare the query cache', error));
        source.current = queryClient;
        return queryClient;
      })),
    { current: given },
  );
  return source;
}

export const QueryClientSourceContext = createContext<QueryClientSource | null>(null);

export function useQueryClientSource(): QueryClientSource {
  const source = useContext(QueryClientSourceContext);
  if (!source) throw new Error('useQueryClientSource must be used inside AppProvider');
  return source;
}
