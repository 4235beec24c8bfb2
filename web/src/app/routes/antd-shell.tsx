import { App as AntdApp, ConfigProvider } from 'antd';
import { Outlet } from 'react-router';

import { antdThemeFor } from '@/lib/antd-theme';
import { useTheme } from '@/lib/theme';

/** antd's theme (light or dark algorithm) and App context, for every screen built with antd. */
export function AntdShell() {
  const theme = useTheme();
  return (
    <ConfigProvider theme={antdThemeFor(theme)}>
      <AntdApp>
        <Outlet />
      </AntdApp>
    </ConfigProvider>
  );
}
