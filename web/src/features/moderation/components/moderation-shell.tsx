import { LogoutOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from 'antd';
import { useState } from 'react';
import { Link, Outlet, useNavigate } from 'react-router';

import { Logo } from '@/components/logo';
import { ThemeSwitch } from '@/components/theme-switch';
import { paths } from '@/config/paths';
import { forgetFirstPassword } from '@/features/moderation/api/first-password';
import { useSignOut } from '@/lib/sign-out';

import './moderation.css';

/**
 * The moderation console's frame: the header (the queue, the theme switch and sign-out, which
 * ends every session of the moderator's account), then the page.
 */
export function ModerationShell() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const endSessions = useSignOut('moderator');
  const [signingOut, setSigningOut] = useState(false);
  const signOut = () => {
    setSigningOut(true);
    forgetFirstPassword();
    void endSessions().then(() => navigate(paths.moderatorSignIn, { replace: true }));
  };
  return (
    <div className="moderation">
      <header className="moderation-header">
        <Link to={paths.moderation} className="moderation-home" aria-label={t`Moderation queue`}>
          <Logo compact />
          <span className="moderation-name">
            <Trans>Moderation</Trans>
          </span>
        </Link>
        <span className="moderation-spacer" />
        <ThemeSwitch />
        <Button icon={<LogoutOutlined aria-hidden="true" />} onClick={signOut} loading={signingOut}>
          <Trans>Sign out</Trans>
        </Button>
      </header>
      <main className="moderation-main">
        <Outlet />
      </main>
    </div>
  );
}
