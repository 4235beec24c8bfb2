import { CalendarOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Badge, Button } from 'antd';
import type { ReactNode } from 'react';
import { NavLink, useNavigate } from 'react-router';

import { Logo } from '@/components/logo';
import { ThemeSwitch } from '@/components/theme-switch';
import { parentChildPath, paths } from '@/config/paths';
import { useChildren } from '@/features/parents/api/children';
import { requestsWaiting } from '@/features/parents/components/consent-requests';
import { useToken } from '@/lib/session';
import { useSignOut } from '@/lib/sign-out';

import './parent-pages.css';

/**
 * In the header, while requests wait for the parent: how many, linking to the one child's Requests
 * tab, or to the parent area's start (its notice lists them) when several children asked.
 */
function WaitingRequestsBadge() {
  const children = useChildren().data?.children ?? [];
  const asking = children.filter((child) => child.pendingConsentRequests > 0);
  const count = asking.reduce((sum, child) => sum + child.pendingConsentRequests, 0);
  if (count === 0) return null;
  const only = asking.length === 1 ? asking[0] : undefined;
  return (
    <NavLink
      className="parent-header-link parent-header-requests"
      to={only ? parentChildPath(only.id, 'requests') : paths.parentHome}
      end
      aria-label={requestsWaiting(count)}
    >
      <Badge count={count} size="small" offset={[4, -2]}>
        <CalendarOutlined aria-hidden="true" />
      </Badge>
      <span className="parent-header-link-long">Requests</span>
    </NavLink>
  );
}

/**
 * The parent area's frame: the header with the theme switch and, while a parent is signed in
 * (pages such as the data notice are open to anyone), their account's page and sign-out; then the
 * page.
 */
export function ParentShell({ children }: { children: ReactNode }) {
  const signedIn = useToken('parent') !== null;
  const navigate = useNavigate();
  const endSessions = useSignOut('parent');
  const signOut = () => {
    void endSessions().then(() => navigate(paths.parentSignIn));
  };
  return (
    <div className="parent-home">
      <header className="parent-home-header">
        <Logo />
        <span className="spacer" />
        <ThemeSwitch />
        {signedIn && <WaitingRequestsBadge />}
        {signedIn && (
          // Named 'Your account' at every width; a phone shows the shorter 'Account' (parent-pages.css).
          <NavLink className="parent-header-link" to={paths.parentAccount} end aria-label="Your account">
            <UserOutlined aria-hidden="true" />
            <span className="parent-header-link-long">Your account</span>
            <span className="parent-header-link-short">Account</span>
          </NavLink>
        )}
        {signedIn && (
          <Button icon={<LogoutOutlined />} onClick={signOut}>
            Sign out
          </Button>
        )}
      </header>
      <main className="parent-home-main">{children}</main>
    </div>
  );
}
