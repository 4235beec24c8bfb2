import { Alert, Button } from 'antd';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';

import { errorMessage } from '@/lib/errors';

/** A read that failed, in the app's words for its error (or `title`), with a button that asks again. */
export function LoadFailed({ error, retry, title }: { error: unknown; retry: () => unknown; title?: string }) {
  // errorMessage speaks the active language: a change of language renders this again.
  useLingui();
  return (
    <Alert
      type="error"
      showIcon
      title={title ?? errorMessage(error)}
      action={<Button onClick={() => void retry()}>
          <Trans>Try again</Trans>
        </Button>}
    />
  );
}
