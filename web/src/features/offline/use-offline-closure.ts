import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';

import { STORAGE_KEYS } from '@/config/constants';
import { offlineClosure } from '@/features/offline/offline-rules';
import { useOnline } from '@/lib/use-online';
import { useMySettings } from '@/lib/my-settings';
import { readStorage, writeStorage } from '@/lib/store';
import { useNow } from '@/lib/use-now';

const TICK_MS = 30_000;

/** The time the app was in use offline since the settings fetched at `since`, as the device kept it. */
function readOfflineUse(since: number): number {
  try {
    const kept = JSON.parse(readStorage(STORAGE_KEYS.offlineUse) ?? 'null') as { since?: unknown; ms?: unknown } | null;
    return kept?.since === since && typeof kept.ms === 'number' ? kept.ms : 0;
  } catch {
    return 0;
  }
}

/**
 * Counts, on the device, the time the child uses the app offline (shown and not hidden) since the
 * settings were last fetched: the daily limit counts it as the server would have.
 */
function useOfflineUse(online: boolean, since: number): number {
  const [, setTicks] = useState(0);
  useEffect(() => {
    if (online) return;
    const timer = window.setInterval(() => {
      if (document.visibilityState !== 'visible') return;
      writeStorage({ [STORAGE_KEYS.offlineUse]: JSON.stringify({ since, ms: readOfflineUse(since) + TICK_MS }) });
      setTicks((ticks) => ticks + 1);
    }, TICK_MS);
    return () => window.clearInterval(timer);
  }, [online, since]);
  return readOfflineUse(since);
}

/**
 * Offline, why the app stays closed for the child, in their words, or null when it is open; online
 * undefined: the server says (GetMySettings' closed message, and every call it refuses).
 */
export function useOfflineClosedMessage(): string | null | undefined {
  const { t } = useLingui();
  const online = useOnline();
  const settings = useMySettings();
  const usedOfflineMs = useOfflineUse(online, settings.dataUpdatedAt);
  const now = useNow(TICK_MS);
  if (online) return undefined;
  const closure = offlineClosure(settings.data, settings.dataUpdatedAt, usedOfflineMs, now);
  if (!closure) return null;
  switch (closure.reason) {
    case 'bedtime': {
      const opensAt = closure.opensAt;
      return t`It's bedtime, so Ndoto is resting until ${opensAt}. Sleep well!`;
    }
    case 'daily-limit':
      return t`You have used all of today's Ndoto time that your grown-up chose. See you tomorrow!`;
    case 'needs-network':
      return t`Ndoto needs the internet for a moment to check your grown-up's settings. Connect, then open Ndoto again.`;
  }
}
