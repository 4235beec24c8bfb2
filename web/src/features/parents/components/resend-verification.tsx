import { useLingui } from '@lingui/react/macro';
import { Button } from 'antd';

import { useSendVerificationEmail } from '@/features/parents/api/parent-account';
import { limitMessage } from '@/lib/errors';

/**
 * A button that sends the parent a new verification link, then says where it went, or why it was
 * not sent: the wait when they asked too often (5 an hour), the server's words otherwise.
 */
export function ResendVerification({ label }: { label: string }) {
  const { t } = useLingui();
  const send = useSendVerificationEmail();
  const email = send.data?.email ?? '';
  return (
    <div className="resend-verification">
      <Button onClick={() => send.mutate({})} loading={send.isPending}>
        {label}
      </Button>
      {/* Always in the page, so that screen readers announce the text when it appears. */}
      <p role="status" className="resend-verification-sent">
        {send.isSuccess ? t`Sent to ${email}.` : ''}
      </p>
      {send.isError && (
        <p role="alert" className="resend-verification-problem">
          {limitMessage(send.error)}
        </p>
      )}
    </div>
  );
}
