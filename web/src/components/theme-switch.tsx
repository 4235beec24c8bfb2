import { MoonOutlined, SunOutlined } from '@ant-design/icons';
import { useLingui } from '@lingui/react/macro';
import { Switch } from 'antd';

import { toggleTheme, useTheme } from '@/lib/theme';

/** The light/dark switch shown in the child's header and the parent area. */
export function ThemeSwitch() {
  const { t } = useLingui();
  const theme = useTheme();
  // The label around it makes a 44 px touch target of the smaller switch (a label clicks its button).
  return (
    <label className="theme-switch">
      <Switch
        checked={theme === 'dark'}
        onChange={toggleTheme}
        checkedChildren={<MoonOutlined />}
        unCheckedChildren={<SunOutlined />}
        aria-label={t`Dark mode`}
      />
    </label>
  );
}
