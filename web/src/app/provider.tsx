import type { Transport } from '@connectrpc/connect';
import { TransportProvider } from '@connectrpc/connect-query';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';

import { createAppQueryClient } from '@/lib/query-client';
import { applyThemeClass, useTheme } from '@/lib/theme';
import { createAppTransport } from '@/lib/transport';

/**
 * What every screen needs: the Connect transport and the query cache. antd is not here: it loads
 * with the screens that use it (see routes/antd-shell), so the child's sign-in page stays small.
 */
export function AppProvider({
  children,
  transport,
  queryClient,
}: {
  children: ReactNode;
  transport?: Transport;
  queryClient?: QueryClient;
}) {
  const [defaultTransport] = useState(() => transport ?? createAppTransport());
  const [defaultQueryClient] = useState(() => queryClient ?? createAppQueryClient());
  const theme = useTheme();
  // Keeps the root class in step when another tab switches the theme.
  useEffect(() => applyThemeClass(theme), [theme]);
  return (
    <TransportProvider transport={defaultTransport}>
      <QueryClientProvider client={defaultQueryClient}>{children}</QueryClientProvider>
    </TransportProvider>
  );
}
