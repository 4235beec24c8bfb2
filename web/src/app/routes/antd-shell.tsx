import { TransportProvider } from '@connectrpc/connect-query';
import { useLingui } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntdApp, ConfigProvider } from 'antd';
import { Outlet } from 'react-router';

import { antdLocale } from '@/lib/antd-locale';
import { useQueryClientSource } from '@/lib/app-query-client';
import { useAppTransport } from '@/lib/app-transport';
import { antdThemeFor } from '@/lib/antd-theme';
import { usePrefersReducedMotion } from '@/lib/reduced-motion';
import { useTheme } from '@/lib/theme';

/**
 * antd's theme (light or dark algorithm), its words in the active language, and App context, the
 * query cache, and Connect-Query's transport, for every screen built with antd. Its route creates the query cache before it
 * renders (routes.tsx).
 */
export function AntdShell() {
  const { i18n } = useLingui();
  const theme = useTheme();
  const reducedMotion = usePrefersReducedMotion();
  const queryClient = useQueryClientSource().current;
  if (!queryClient) throw new Error('the antd shell rendered before its route created the query cache');
  return (
    <QueryClientProvider client={queryClient}>
      <TransportProvider transport={useAppTransport()}>
        <ConfigProvider theme={antdThemeFor(theme, { reducedMotion })} locale={antdLocale(i18n.locale)}>
          <AntdApp>
            <Outlet />
          </AntdApp>
        </ConfigProvider>
      </TransportProvider>
    </QueryClientProvider>
  );
}
