import { Alert, Button } from 'antd';

import { errorMessage } from '@/lib/errors';

/** A read that failed, in the app's words for its error (or `title`), with a button that asks again. */
export function LoadFailed({ error, retry, title }: { error: unknown; retry: () => unknown; title?: string }) {
  return (
    <Alert
      type="error"
      showIcon
      title={title ?? errorMessage(error)}
      action={<Button onClick={() => void retry()}>Try again</Button>}
    />
  );
}
