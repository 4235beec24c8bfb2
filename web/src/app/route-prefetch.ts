import type { DescMethodUnary } from '@bufbuild/protobuf';
import type { Transport } from '@connectrpc/connect';

import type { QueryClientSource } from '@/lib/app-query-client';
import { getToken } from '@/lib/session';

/** What route loaders fetch with: the same query cache and transport as the screens. */
export interface RouteData {
  queryClient: QueryClientSource;
  transport: Transport;
}

/**
 * A loader that starts a signed-in child's screen's queries (`load` names them, from the
 * feature's api module) while the screen's code downloads, instead of after it has rendered. It
 * never holds the page back nor fails it: the screen's own queries join the fetches in flight,
 * and show their own loading and error states.
 */
export function prefetching(data: RouteData | undefined, load: () => Promise<DescMethodUnary[]>) {
  if (!data) return undefined;
  return async () => {
    if (!getToken('child')) return null;
    try {
      const [{ createQueryOptions }, methods, queryClient] = await Promise.all([
        import('@connectrpc/connect-query'),
        load(),
        data.queryClient(),
      ]);
      for (const method of methods) {
        void queryClient.prefetchQuery(createQueryOptions(method, {}, { transport: data.transport }));
      }
    } catch (error) {
      console.error('Could not start fetching the screen’s data', error);
    }
    return null;
  };
}
