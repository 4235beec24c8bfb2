import { Trans } from '@lingui/react/macro';
import { Button, Input, type InputRef } from 'antd';
import { useRef, useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router';

import { Logo } from '@/components/logo';
import { ThemeSwitch } from '@/components/theme-switch';
import { paths } from '@/config/paths';
import { useModeratorSignIn } from '@/features/moderation/api/moderation';
import { signInFailureText, signInProblems } from '@/features/moderation/components/moderation-logic';
import { Notice } from '@/features/moderation/components/notice';
import { useToken } from '@/lib/session';

import './moderation.css';

/**
 * The moderation console's sign-in (email and password of an account an operator added). A
 * moderator already signed in in this browser goes straight to the queue; one who signed in with
 * the password an operator printed goes on to choose their own; a child's or a parent's
 * session in the same browser is left as it is. A plain form rather than antd's Form and Card: the
 * console using them would make them (and the Tabs a Card brings) shared by 8 screens, which moves
 * them into the UI chunk every child's screen downloads (vite.config.ts).
 */
export function ModeratorSignIn() {
  const signIn = useModeratorSignIn();
  const navigate = useNavigate();
  const token = useToken('moderator');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [problems, setProblems] = useState<{ email?: string; password?: string }>({});
  const [banner, setBanner] = useState<string | null>(null);
  const emailInput = useRef<InputRef>(null);
  const passwordInput = useRef<InputRef>(null);

  // Signed in with the password an operator printed: the moderator chooses their own first.
  const next = signIn.data?.mustChangePassword ? paths.moderationChoosePassword : paths.moderation;
  if (token && !signIn.isPending) return <Navigate to={next} replace />;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (signIn.isPending) return;
    setBanner(null);
    const found = signInProblems(email, password);
    setProblems(found);
    if (found.email) return emailInput.current?.focus();
    if (found.password) return passwordInput.current?.focus();
    signIn.mutate(
      { email: email.trim(), password },
      {
        onSuccess: (response) => navigate(response.mustChangePassword ? paths.moderationChoosePassword : paths.moderation),
        onError: (error) => setBanner(signInFailureText(error)),
      },
    );
  };

  return (
    <main className="moderation-sign-in">
      <div className="moderation-sign-in-theme">
        <ThemeSwitch />
      </div>
      <section className="moderation-sign-in-card" aria-labelledby="moderator-sign-in-title">
        <Logo />
        <h1 id="moderator-sign-in-title" className="moderation-sign-in-title">
          <Trans>Moderator sign in</Trans>
        </h1>
        <p className="moderation-soft">
          <Trans>For Ndoto’s trust and safety team. Accounts are added by an operator.</Trans>
        </p>
        {banner && <Notice tone="error" title={banner} />}
        <form onSubmit={onSubmit} noValidate className="moderation-form">
          <div className="moderation-field">
            <label htmlFor="moderator-email">
              <Trans>Email address</Trans>
            </label>
            <Input
              ref={emailInput}
              id="moderator-email"
              name="email"
              type="email"
              inputMode="email"
              autoComplete="username"
              size="large"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              disabled={signIn.isPending}
              status={problems.email ? 'error' : undefined}
              aria-invalid={problems.email ? true : undefined}
              aria-describedby={problems.email ? 'moderator-email-problem' : undefined}
            />
            {problems.email && (
              <p id="moderator-email-problem" className="moderation-field-problem">
                {problems.email}
              </p>
            )}
          </div>
          <div className="moderation-field">
            <label htmlFor="moderator-password">
              <Trans>Password</Trans>
            </label>
            <Input.Password
              ref={passwordInput}
              id="moderator-password"
              name="password"
              autoComplete="current-password"
              size="large"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              disabled={signIn.isPending}
              status={problems.password ? 'error' : undefined}
              aria-invalid={problems.password ? true : undefined}
              aria-describedby={problems.password ? 'moderator-password-problem' : undefined}
            />
            {problems.password && (
              <p id="moderator-password-problem" className="moderation-field-problem">
                {problems.password}
              </p>
            )}
          </div>
          <Button type="primary" htmlType="submit" block size="large" loading={signIn.isPending} className="moderation-submit">
            <Trans>Sign in</Trans>
          </Button>
        </form>
      </section>
    </main>
  );
}
