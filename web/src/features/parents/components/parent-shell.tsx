import { CalendarOutlined, LogoutOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button } from 'antd';
import type { ReactNode } from 'react';
import { NavLink, useNavigate } from 'react-router';

import { Logo } from '@/components/logo';
import { ThemeSwitch } from '@/components/theme-switch';
import { parentChildPath, paths } from '@/config/paths';
import { useChildren } from '@/features/parents/api/children';
import { useParentLanguage } from '@/features/parents/api/parent-account';
import { requestsWaiting } from '@/features/parents/components/consent-requests';
import { newSafetyEvents } from '@/features/parents/components/safety-words';
import type { Child } from '@/gen/ndoto/v1/parent_service_pb';
import { useToken } from '@/lib/session';
import { useSignOut } from '@/lib/sign-out';

import './parent-pages.css';

/**
 * In the header, while something waits for the parent (consent requests to answer, new safety
 * events to read): how many, each linking to the one child's tab, or to the parent area's start
 * (its notice and the children's cards say which) when several children have some.
 */
function WaitingBadges() {
  const { t } = useLingui();
  const children = useChildren().data?.children ?? [];
  const badge = (
    count: (child: Child) => number,
    tab: 'requests' | 'safety',
    label: (total: number) => string,
    icon: ReactNode,
    text: string,
  ) => {
    const having = children.filter((child) => count(child) > 0);
    const total = having.reduce((sum, child) => sum + count(child), 0);
    if (total === 0) return null;
    const only = having.length === 1 ? having[0] : undefined;
    return (
      <NavLink
        className={`parent-header-link parent-header-${tab}`}
        to={only ? parentChildPath(only.id, tab) : paths.parentHome}
        end
      >
        {/* The name is the visible word, then the count in words (WCAG 2.5.3): the badge's digits
            are not read. */}
        <span aria-hidden="true">
          <Badge count={total} size="small" offset={[4, -2]}>
            {icon}
          </Badge>
        </span>
        <span className="parent-header-link-long">{text}</span>
        <span className="visually-hidden">, {label(total)}</span>
      </NavLink>
    );
  };
  return (
    <>
      {badge((child) => child.pendingConsentRequests, 'requests', requestsWaiting, <CalendarOutlined aria-hidden="true" />, t`Requests`)}
      {badge((child) => child.newSafetyEvents, 'safety', newSafetyEvents, <SafetyOutlined aria-hidden="true" />, t`Safety`)}
    </>
  );
}

/**
 * The parent area's frame: the header with the theme switch and, while a parent is signed in
 * (pages such as the data notice are open to anyone), their account's page and sign-out; then the
 * page.
 */
/** Keeps the parent area in the parent's own language (useParentLanguage); shows nothing. */
function FollowParentLanguage() {
  useParentLanguage();
  return null;
}

export function ParentShell({ children }: { children: ReactNode }) {
  const { t } = useLingui();
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
        {signedIn && <FollowParentLanguage />}
        {signedIn && <WaitingBadges />}
        {signedIn && (
          // Named 'Your account' at every width; a phone shows the shorter 'Account' (parent-pages.css).
          <NavLink className="parent-header-link" to={paths.parentAccount} end aria-label={t`Your account`}>
            <UserOutlined aria-hidden="true" />
            <span className="parent-header-link-long">
              <Trans>Your account</Trans>
            </span>
            <span className="parent-header-link-short">
              <Trans>Account</Trans>
            </span>
          </NavLink>
        )}
        {signedIn && (
          <Button className="parent-sign-out" icon={<LogoutOutlined />} onClick={signOut}>
            <Trans>Sign out</Trans>
          </Button>
        )}
      </header>
      <main className="parent-home-main">{children}</main>
    </div>
  );
}
