import type { Transport } from '@connectrpc/connect';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';

import { AppTransportContext, createAppTransport } from '@/lib/app-transport';
import { createAppQueryClient } from '@/lib/query-client';
import { applyThemeClass, useTheme } from '@/lib/theme';

/**
 * What every screen needs: the Connect transport and the query cache. antd and Connect-Query's
 * transport provider are not here: they load with the screens that use them (see
 * routes/antd-shell), so the child's sign-in page stays small.
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
    <AppTransportContext.Provider value={defaultTransport}>
      <QueryClientProvider client={defaultQueryClient}>{children}</QueryClientProvider>
    </AppTransportContext.Provider>
  );
}
