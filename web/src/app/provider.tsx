import type { Transport } from '@connectrpc/connect';
import { I18nProvider } from '@lingui/react';
import { useEffect, useState, type ReactNode } from 'react';

import { lazyQueryClient, QueryClientSourceContext, type QueryClientSource } from '@/lib/app-query-client';
import { AppTransportContext, createAppTransport } from '@/lib/app-transport';
import { i18n } from '@/lib/i18n';
import { applyThemeClass, useTheme } from '@/lib/theme';

/**
 * What every screen needs: the active language's words, the Connect transport and the source of
 * the query cache. antd, the query cache's provider and Connect-Query's transport provider are
 * not here: they load with the screens that use them (see routes/antd-shell), so the child's
 * sign-in page stays small.
 */
export function AppProvider({
  children,
  transport,
  queryClient,
}: {
  children: ReactNode;
  transport?: Transport;
  queryClient?: QueryClientSource;
}) {
  const [defaultTransport] = useState(() => transport ?? createAppTransport());
  const [queryClientSource] = useState(() => queryClient ?? lazyQueryClient());
  const theme = useTheme();
  // Keeps the root class in step when another tab switches the theme.
  useEffect(() => applyThemeClass(theme), [theme]);
  return (
    <I18nProvider i18n={i18n}>
      <AppTransportContext.Provider value={defaultTransport}>
        <QueryClientSourceContext.Provider value={queryClientSource}>{children}</QueryClientSourceContext.Provider>
      </AppTransportContext.Provider>
    </I18nProvider>
  );
}
