import { Trans, useLingui } from '@lingui/react/macro';
import { Alert } from 'antd';
import { useId } from 'react';

import { ResendVerification } from '@/features/parents/components/resend-verification';

/**
 * Above the children while the parent's email address is not verified: adding a child waits for
 * it. A region named by its heading, so that it is found among the page's headings and landmarks.
 */
export function VerifyEmailBanner({ email }: { email: string }) {
  const { t } = useLingui();
  const titleId = useId();
  return (
    <Alert
      type="warning"
      showIcon
      role="region"
      aria-labelledby={titleId}
      className="verify-email-banner"
      title={
        <h2 id={titleId} className="verify-email-banner-title">
          <Trans>Verify your email address to add a child</Trans>
        </h2>
      }
      description={
        <>
          <p className="verify-email-banner-text">
            <Trans>
              We sent a link to <strong>{email}</strong>. Open it on this device or any other; it works for 24 hours.
            </Trans>
          </p>
          <ResendVerification label={t`Send the email again`} />
        </>
      }
    />
  );
}
