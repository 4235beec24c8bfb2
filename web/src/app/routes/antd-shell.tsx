import { TransportProvider } from '@connectrpc/connect-query';
import { App as AntdApp, ConfigProvider } from 'antd';
import { Outlet } from 'react-router';

import { useAppTransport } from '@/lib/app-transport';
import { antdThemeFor } from '@/lib/antd-theme';
import { usePrefersReducedMotion } from '@/lib/reduced-motion';
import { useTheme } from '@/lib/theme';

/**
 * antd's theme (light or dark algorithm) and App context, and Connect-Query's transport, for every
 * screen built with antd.
 */
export function AntdShell() {
  const theme = useTheme();
  const reducedMotion = usePrefersReducedMotion();
  return (
    <TransportProvider transport={useAppTransport()}>
      <ConfigProvider theme={antdThemeFor(theme, { reducedMotion })}>
        <AntdApp>
          <Outlet />
        </AntdApp>
      </ConfigProvider>
    </TransportProvider>
  );
}
