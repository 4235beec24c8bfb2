import { theme as antdTheme, type ThemeConfig } from 'antd';

import type { ThemeName } from '@/lib/theme';

/** antd's light or dark algorithm with Ndoto's colours and rounded, friendly shapes. */
export function antdThemeFor(name: ThemeName): ThemeConfig {
  return {
    algorithm: name === 'dark' ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm,
    token: {
      colorPrimary: '#7c4dff',
      colorInfo: '#7c4dff',
      colorSuccess: '#52c41a',
      colorWarning: '#faad14',
      colorError: '#f5222d',
      borderRadius: 12,
      fontFamily: "'Nunito', 'Trebuchet MS', 'Segoe UI', system-ui, -apple-system, Roboto, sans-serif",
      fontSize: 15,
      colorBgLayout: 'transparent',
    },
    components: {
      Layout: { headerHeight: 70, headerPadding: '0 12px', siderBg: name === 'dark' ? '#1e1b36' : '#ffffff' },
      Menu: { itemBorderRadius: 12, itemHeight: 46 },
      Button: { fontWeight: 700 },
    },
  };
}
