import {
  LogoutOutlined,
  MenuFoldOutlined,
  MenuUnfoldOutlined,
  MoonOutlined,
  MoreOutlined,
  SunOutlined,
} from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Dropdown, Grid, Layout, Menu, Tooltip } from 'antd';
import { useState, type ReactNode } from 'react';
import { Link, NavLink, Outlet, useLocation, useNavigate } from 'react-router';

import { BottomNav } from '@/components/layouts/bottom-nav';
import { HeaderSearch } from '@/components/layouts/header-search';
import { MonitoringSign, useClosedMessage } from '@/components/layouts/monitoring-sign';
import { activeEntry, headerLinks, sidebarEntries } from '@/components/layouts/nav';
import { usePhoneLayout } from '@/components/layouts/use-phone-layout';
import { Logo } from '@/components/logo';
import { HEADER_HEIGHT } from '@/config/constants';
import { paths } from '@/config/paths';
import { useChildLanguage } from '@/lib/my-settings';
import { useSignOut } from '@/lib/sign-out';
import { ThemeSwitch } from '@/components/theme-switch';
import { toggleTheme, useTheme } from '@/lib/theme';

import './app-layout.css';

const SIDEBAR_WIDTH = 232;
const RAIL_WIDTH = 72;

/**
 * The signed-in layout (spec section 2, "Layout"): a fixed 70px header, a collapsible sidebar
 * (open by default; an icon-only rail on small screens) and the screen beside them. On a phone
 * (under PHONE_LAYOUT_BELOW wide) a bottom navigation bar takes the sidebar's place, whose rail
 * took 72 of 360 px, and the header keeps the logo, a search button, the monitoring sign and the
 * notifications; the bar's More has the rest. The app gives what belongs to features, so that
 * shared code needs none: the header's notification menu (`notifications`), what floats over
 * every screen (`companion`, the child's AI Art Buddy) and what may show above a screen
 * (`banner`, the install prompt, which decides itself when).
 * The header always shows that a parent can see the child's progress; while bedtime or the daily
 * limit their parent chose closes Ndoto, the screen says so instead.
 */
export function AppLayout({
  companion,
  notifications,
  banner,
  closedMessage,
}: {
  companion?: ReactNode;
  notifications?: ReactNode;
  banner?: ReactNode;
  /** When given (a string, or null for open), replaces the server's word on whether Ndoto is closed: offline, the app's own reading of the last settings. */
  closedMessage?: string | null;
}) {
  const { t, i18n } = useLingui();
  const screens = Grid.useBreakpoint();
  // Before the first measurement useBreakpoint is empty: treat that as a large screen.
  const small = screens.md === false;
  const wide = screens.lg !== false;
  const phone = usePhoneLayout();
  const [sidebarOpen, setSidebarOpen] = useState(true);
  const location = useLocation();
  const navigate = useNavigate();
  const signOut = useSignOut('child');
  const theme = useTheme();
  const closedByServer = useClosedMessage();
  const closed = closedMessage === undefined ? closedByServer : closedMessage;
  useChildLanguage();

  // The server ends the session, then the token goes, as the spec's Logout does, even if the
  // call fails.
  const logout = () => {
    void signOut().then(() => navigate(paths.signIn));
  };

  const railOnly = small || !sidebarOpen;
  const sidebarWidth = phone || (small && !sidebarOpen) ? 0 : railOnly ? RAIL_WIDTH : SIDEBAR_WIDTH;
  const selected = activeEntry(location.pathname);

  const themeSwitch = (
    <Tooltip title={theme === 'dark' ? t`Switch to light mode` : t`Switch to dark mode`}>
      <ThemeSwitch />
    </Tooltip>
  );

  return (
    <Layout className="app-layout">
      <Layout.Header className="app-header" style={{ height: HEADER_HEIGHT }}>
        {!phone && (
          <Button
            type="text"
            size="large"
            shape="circle"
            icon={sidebarOpen ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
            onClick={() => setSidebarOpen((open) => !open)}
            aria-label={sidebarOpen ? t`Close the menu` : t`Open the menu`}
            aria-expanded={sidebarOpen}
            aria-controls="app-sidebar"
          />
        )}
        <Link to={paths.home} className="app-header-logo" aria-label={t`Ndoto dashboard`}>
          <Logo compact={small || phone} />
        </Link>
        {!small && (
          <nav className="app-header-links" aria-label={t`Main`}>
            {headerLinks.map((link) => (
              <NavLink key={link.path} to={link.path} className="app-header-link" title={i18n._(link.label)}>
                <span aria-hidden="true">{link.icon}</span>
                {wide ? <span>{i18n._(link.label)}</span> : <span className="visually-hidden">{i18n._(link.label)}</span>}
              </NavLink>
            ))}
          </nav>
        )}
        <HeaderSearch compact={phone} />
        <MonitoringSign showText={wide && !phone} />
        {notifications}
        {phone ? null : small ? (
          <Dropdown
            trigger={['click']}
            placement="bottomRight"
            menu={{
              items: [
                ...headerLinks.slice(1).map((link) => ({
                  key: link.path,
                  icon: link.icon,
                  label: <Link to={link.path}>{i18n._(link.label)}</Link>,
                })),
                { type: 'divider' as const },
                {
                  key: 'theme',
                  icon: theme === 'dark' ? <SunOutlined /> : <MoonOutlined />,
                  label: theme === 'dark' ? t`Light mode` : t`Dark mode`,
                  onClick: toggleTheme,
                },
                { key: 'logout', icon: <LogoutOutlined />, label: t`Logout`, onClick: logout },
              ],
            }}
          >
            <Button type="text" shape="circle" size="large" icon={<MoreOutlined />} aria-label={t`More`} />
          </Dropdown>
        ) : (
          <>
            {themeSwitch}
            <Button icon={<LogoutOutlined aria-hidden="true" />} onClick={logout} className="app-logout">
              {wide ? t`Logout` : <span className="visually-hidden">{t`Logout`}</span>}
            </Button>
          </>
        )}
      </Layout.Header>

      {!phone && (
        <Layout.Sider
          id="app-sidebar"
          className="app-sidebar"
          width={SIDEBAR_WIDTH}
          collapsedWidth={sidebarWidth === 0 ? 0 : RAIL_WIDTH}
          collapsed={railOnly}
          trigger={null}
          theme={theme}
          style={{ top: HEADER_HEIGHT, height: `calc(100vh - ${HEADER_HEIGHT}px)` }}
        >
          {sidebarWidth > 0 && (
            <Menu
              mode="inline"
              theme={theme}
              selectedKeys={selected ? [selected] : []}
              inlineCollapsed={railOnly}
              aria-label={t`Sections`}
              items={sidebarEntries.map((entry) => ({
                key: entry.path,
                icon: entry.icon,
                label: <Link to={entry.path}>{i18n._(entry.label)}</Link>,
                title: i18n._(entry.label),
              }))}
            />
          )}
        </Layout.Sider>
      )}

      <Layout.Content
        className={phone ? 'app-content app-content-phone' : 'app-content'}
        style={{ marginTop: HEADER_HEIGHT, marginLeft: sidebarWidth }}
      >
        {closed ? (
          <section className="app-closed" aria-labelledby="app-closed-title">
            <span aria-hidden="true" className="app-closed-emoji">
              🌙
            </span>
            <h1 id="app-closed-title">
              <Trans>Ndoto is resting for now</Trans>
            </h1>
            <p role="status">{closed}</p>
            <Button type="primary" size="large" onClick={logout}>
              <Trans>Logout</Trans>
            </Button>
          </section>
        ) : (
          <>
            {banner}
            <Outlet />
          </>
        )}
      </Layout.Content>
      {phone && <BottomNav onLogout={logout} />}
      {companion}
    </Layout>
  );
}
