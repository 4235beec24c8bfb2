import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';

import mascotUrl from '@/assets/mascot.svg';
import { FloatingIcons } from '@/components/floating-icons';
import { LanguageSwitch } from '@/components/language-switch';
import { Logo } from '@/components/logo';
import { paths } from '@/config/paths';
import { preloadSignInCalls, useChildSignIn } from '@/features/sign-in/api/child-sign-in';

import './child-sign-in.css';

/**
 * The child's sign-in screen at `/` (spec section 2, "Child sign-in"). Plain React and CSS rather
 * than antd, so the first screen a child sees on a slow phone stays small. `onStart` is called
 * once the sign-in calls' code is here after the child starts typing (the app downloads the next
 * screen then).
 */
export function ChildSignIn({ onStart }: { onStart?: () => void } = {}) {
  const { t } = useLingui();
  const { submitting, failed, notNow, signIn } = useChildSignIn();
  const [firstName, setFirstName] = useState('');
  const [password, setPassword] = useState('');

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    void signIn(firstName, password);
  };

  return (
    <main className="child-sign-in">
      <FloatingIcons />
      <section className="sign-in-card" aria-labelledby="sign-in-title">
        <div className="sign-in-brand">
          <Logo />
        </div>
        <img
          className="sign-in-mascot"
          src={mascotUrl}
          alt={t`Ndoto the owl, waving hello`}
          width={150}
          height={150}
          loading="lazy"
          decoding="async"
        />
        <h1 id="sign-in-title">
          <Trans>Welcome Back</Trans>
        </h1>
        <p className="sign-in-subtitle">
          <Trans>Let's continue your learning adventure</Trans>
        </p>

        {failed && (
          <div className="sign-in-banner" role="alert">
            {notNow ?? t`Login failed. Please check your credentials.`}
          </div>
        )}

        {/* The sign-in calls' code downloads while the child types, not before the page shows. */}
        <form
          onSubmit={onSubmit}
          onFocus={() => void preloadSignInCalls().then(() => onStart?.(), () => undefined)}
          className="sign-in-form"
        >
          <label htmlFor="firstName">
            <Trans>First Name</Trans>
          </label>
          {/* Room for the badge only once it shows: until then the placeholder has the whole width. */}
          <div className={firstName.trim() === '' ? 'sign-in-name-row' : 'sign-in-name-row has-badge'}>
            <input
              id="firstName"
              name="firstName"
              type="text"
              autoComplete="username"
              autoCapitalize="words"
              spellCheck={false}
              placeholder={t`Type your first name`}
              required
              value={firstName}
              onChange={(event) => setFirstName(event.target.value)}
            />
            {firstName.trim() !== '' && (
              <span className="sign-in-badge" aria-live="polite">
                <Trans>Great name!</Trans>
              </span>
            )}
          </div>

          <label htmlFor="password">
            <Trans>Password</Trans>
          </label>
          {/* The spec shows the password as plain text: children see what they type. */}
          <input
            id="password"
            name="password"
            type="text"
            autoComplete="current-password"
            autoCapitalize="off"
            autoCorrect="off"
            spellCheck={false}
            placeholder={t`Type your secret password`}
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />

          <button type="submit" className="sign-in-submit" disabled={submitting}>
            {submitting ? (
              <>
                <span className="sign-in-spinner" role="status" aria-label={t`Signing in`} />
                <Trans>Getting Ready...</Trans>
              </>
            ) : (
              <Trans>Start Learning Adventure!</Trans>
            )}
          </button>
        </form>

        <footer className="sign-in-footer">
          <p>
            <Trans>
              Are you a parent or guardian? <Link to={paths.parentSignIn}>Parent sign in</Link>
            </Trans>
          </p>
          <p>
            <Trans>
              New to Ndoto? <Link to={paths.signUp}>Create a family account</Link>
            </Trans>
          </p>
          <LanguageSwitch />
        </footer>
      </section>
    </main>
  );
}
