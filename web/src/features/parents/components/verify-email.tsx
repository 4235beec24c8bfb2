import { Code, ConnectError } from '@connectrpc/connect';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Card, Result, Spin, Typography } from 'antd';
import { type ReactNode, useEffect, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';

import { parentSignInPath, paths } from '@/config/paths';
import { useVerifyEmail } from '@/features/parents/api/parent-account';
import { ParentShell } from '@/features/parents/components/parent-shell';
import { ResendVerification } from '@/features/parents/components/resend-verification';
import { errorMessage } from '@/lib/errors';
import { useSignOut } from '@/lib/sign-out';

/**
 * Where the verification email's link leads (`?token=`), for a signed-in parent: it checks the
 * link once (never again on a re-render, nor on React's second run of effects in development),
 * then says how it went and what to do next.
 */
export function VerifyEmail() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const verify = useVerifyEmail();
  const { mutate } = verify;
  const navigate = useNavigate();
  const location = useLocation();
  const signOut = useSignOut('parent');

  // The token already sent: a link is single use, so it is sent once per token.
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (token === '' || sent.current === token) return;
    sent.current = token;
    mutate({ token });
  }, [token, mutate]);

  const toParentArea = (
    <Button type="primary" onClick={() => navigate(paths.parentHome)}>
      <Trans>Go to the parent area</Trans>
    </Button>
  );

  let outcome: ReactNode;
  if (token === '') {
    outcome = (
      <Result
        status="warning"
        title={t`This link is not complete`}
        subTitle={t`It has no code in it. Open the link in the email again, or copy the whole link into your browser. You can also ask for a new email from the parent area.`}
        extra={toParentArea}
      />
    );
  } else if (verify.isSuccess) {
    outcome = (
      <Result
        status="success"
        title={t`Your email address is verified.`}
        subTitle={t`You can add your children now.`}
        extra={toParentArea}
      />
    );
  } else if (verify.isError) {
    const code = ConnectError.from(verify.error).code;
    if (code === Code.FailedPrecondition) {
      // Expired or used: the server's message says which.
      outcome = (
        <Result
          status="warning"
          title={errorMessage(verify.error)}
          subTitle={t`We can send you a new link. It works for 24 hours.`}
          extra={<ResendVerification label={t`Send a new link`} />}
        />
      );
    } else if (code === Code.NotFound) {
      outcome = (
        <Result
          status="error"
          title={t`This link is not for the account you are signed in with.`}
          subTitle={t`Sign out, then sign in with the email address that received the link, and open the link again.`}
          extra={
            <Button
              onClick={() => {
                const here = `${location.pathname}${location.search}`;
                void signOut().then(() => navigate(parentSignInPath(here), { replace: true }));
              }}
            >
              <Trans>Sign out and sign in again</Trans>
            </Button>
          }
        />
      );
    } else {
      outcome = (
        <Alert
          type="error"
          showIcon
          title={errorMessage(verify.error)}
          action={
            <Button onClick={() => mutate({ token })}>
              <Trans>Try again</Trans>
            </Button>
          }
        />
      );
    }
  } else {
    outcome = (
      <div className="verify-email-checking">
        <Spin /> <Trans>Checking your link…</Trans>
      </div>
    );
  }

  return (
    <ParentShell>
      <Card className="verify-email">
        <Typography.Title level={1} className="verify-email-title">
          <Trans>Verify your email address</Trans>
        </Typography.Title>
        {/* Announces the outcome when it replaces 'Checking your link…'. */}
        <div aria-live="polite">{outcome}</div>
      </Card>
    </ParentShell>
  );
}
