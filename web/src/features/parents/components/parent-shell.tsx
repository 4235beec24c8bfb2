import { LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { NavLink, useNavigate } from 'react-router';

import { Logo } from '@/components/logo';
import { ThemeSwitch } from '@/components/theme-switch';
import { paths } from '@/config/paths';
import { useToken } from '@/lib/session';
import { useSignOut } from '@/lib/sign-out';

import './parent-pages.css';

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
