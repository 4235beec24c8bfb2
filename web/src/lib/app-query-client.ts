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

/** A source that creates the app's cache on first use, or hands out `given` (tests). */
export function lazyQueryClient(given?: QueryClient): QueryClientSource {
  let pending: Promise<QueryClient> | undefined = given && Promise.resolve(given);
  const source: QueryClientSource = Object.assign(
    () =>
      (pending ??= import('@/lib/query-client').then(({ createAppQueryClient }) => {
        source.current = createAppQueryClient();
        return source.current;
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
