import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { Alert } from 'antd';

import { useOnline } from '@/lib/use-online';
import { isKeptQuery } from '@/lib/kept-data';
import { relativeTime } from '@/lib/relative-time';
import { useNow } from '@/lib/use-now';

import './offline-banner.css';

const MINUTE_MS = 60_000;

/**
 * 'You're offline: showing what you saw last', above every screen of the child while the device
 * has no network, with when the newest of the kept screens was fetched. Calm, not an error: the
 * screens work from what the device kept, and come up to date by themselves when the network is back.
 */
export function OfflineBanner() {
  const { t } = useLingui();
  const online = useOnline();
  const queryClient = useQueryClient();
  const now = useNow(MINUTE_MS);
  if (online) return null;
  const fetchedAt = Math.max(
    0,
    ...queryClient
      .getQueryCache()
      .findAll({ predicate: (query) => isKeptQuery(query.queryKey) })
      .map((query) => query.state.dataUpdatedAt),
  );
  const when = fetchedAt > 0 ? relativeTime(new Date(fetchedAt), new Date(now)) : null;
  return (
    <Alert
      className="offline-banner"
      type="info"
      showIcon
      role="status"
      message={t`You're offline: showing what you saw last`}
      description={when === null ? undefined : t`Last updated ${when}`}
    />
  );
}
