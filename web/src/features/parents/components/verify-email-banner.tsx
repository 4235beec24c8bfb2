import { Alert } from 'antd';
import { useId } from 'react';

import { ResendVerification } from '@/features/parents/components/resend-verification';

/**
 * Above the children while the parent's email address is not verified: adding a child waits for
 * it. A region named by its heading, so that it is found among the page's headings and landmarks.
 */
export function VerifyEmailBanner({ email }: { email: string }) {
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
          Verify your email address to add a child
        </h2>
      }
      description={
        <>
          <p className="verify-email-banner-text">
            We sent a link to <strong>{email}</strong>. Open it on this device or any other; it works for 24 hours.
          </p>
          <ResendVerification label="Send the email again" />
        </>
      }
    />
  );
}
