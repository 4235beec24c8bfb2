import { EllipsisOutlined, LogoutOutlined, MoonOutlined, SunOutlined, UserOutlined } from '@ant-design/icons';
import { useLingui } from '@lingui/react/macro';
import { Dropdown } from 'antd';
import { useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';

import { activeEntry, bottomBarEntries, moreEntries } from '@/components/layouts/nav';
import { paths } from '@/config/paths';
import { toggleTheme, useTheme } from '@/lib/theme';

/**
 * The phone's navigation (under PHONE_LAYOUT_BELOW wide), in place of the sidebar: the five
 * destinations of nav.tsx's bottomBarEntries, each the sidebar's icon named for screen readers
 * (the current one highlighted, and marked aria-current="page" by NavLink), and More, a menu with
 * the other sections, the profile, the theme and Logout. The menu is antd's: it takes focus as it
 * opens, arrow keys move through it, Escape closes it and focus goes back to More.
 */
export function BottomNav({ onLogout }: { onLogout: () => void }) {
  const { pathname } = useLocation();
  const theme = useTheme();
  const { t, i18n } = useLingui();
  const [moreOpen, setMoreOpen] = useState(false);
  const moreButton = useRef<HTMLButtonElement>(null);
  // Focus left in the menu as it closes (Escape, a choice) comes back to More instead of being
  // lost with the menu; a choice that opens another screen then moves it to that screen's heading.
  const openMore = (open: boolean) => {
    if (!open && document.activeElement?.closest('.bottom-nav-menu')) moreButton.current?.focus();
    setMoreOpen(open);
  };
  const current = pathname === paths.myProfile ? paths.myProfile : activeEntry(pathname);
  const inMore = current !== undefined && !bottomBarEntries.some((entry) => entry.path === current);

  return (
    <nav className="bottom-nav" aria-label={t`Sections`}>
      <ul>
        {bottomBarEntries.map((entry) => (
          <li key={entry.path}>
            <NavLink to={entry.path} className="bottom-nav-item">
              <span className="bottom-nav-icon" aria-hidden="true">
                {entry.icon}
              </span>
              <span className="bottom-nav-label">{i18n._(entry.label)}</span>
            </NavLink>
          </li>
        ))}
        <li className="bottom-nav-more">
          <Dropdown
            trigger={['click']}
            placement="topRight"
            // The menu button pattern (WAI-ARIA APG): the menu opened takes focus, so that arrow
            // keys move through it at once and a screen reader reads it.
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
            open={moreOpen}
            onOpenChange={openMore}
            classNames={{ root: 'bottom-nav-menu' }}
            menu={{
              selectedKeys: inMore ? [current] : [],
              onClick: () => openMore(false),
              items: [
                ...moreEntries.map((entry) => ({
                  key: entry.path,
                  icon: <span aria-hidden="true">{entry.icon}</span>,
                  label: <NavLink to={entry.path}>{i18n._(entry.label)}</NavLink>,
                })),
                { type: 'divider' as const },
                {
                  key: paths.myProfile,
                  icon: <UserOutlined aria-hidden="true" />,
                  label: <NavLink to={paths.myProfile}>{t`My Profile`}</NavLink>,
                },
                {
                  key: 'theme',
                  icon: theme === 'dark' ? <SunOutlined aria-hidden="true" /> : <MoonOutlined aria-hidden="true" />,
                  label: theme === 'dark' ? t`Light mode` : t`Dark mode`,
                  onClick: toggleTheme,
                },
                { key: 'logout', icon: <LogoutOutlined aria-hidden="true" />, label: t`Logout`, onClick: onLogout },
              ],
            }}
          >
            <button
              ref={moreButton}
              type="button"
              className={`bottom-nav-item${inMore ? ' active' : ''}`}
              aria-haspopup="menu"
              aria-expanded={moreOpen}
            >
              <span className="bottom-nav-icon" aria-hidden="true">
                <EllipsisOutlined />
              </span>
              <span className="bottom-nav-label">{t`More`}</span>
            </button>
          </Dropdown>
        </li>
      </ul>
    </nav>
  );
}
