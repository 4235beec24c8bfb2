import { Trans } from '@lingui/react/macro';
import { Button } from 'antd';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';

import { STORAGE_KEYS } from '@/config/constants';
import { paths } from '@/config/paths';
import { forgetInstallOffer, installOffer, subscribeInstallOffer } from '@/features/pwa/install-event';
import { shouldOfferInstall } from '@/features/pwa/pwa-rules';
import { readStorage, writeStorage } from '@/lib/store';

import './install-prompt.css';

type Status = 'waiting' | 'open' | 'closed';

const standalone = () => window.matchMedia('(display-mode: standalone)').matches;

/**
 * 'Add Ndoto to your home screen', with Install and Not now: once per device, on the dashboard
 * after the child has opened another screen and come back (pwa-rules.ts), when the browser offers
 * installation. It sits above the dashboard, never over it, and goes when the child moves on.
 */
export function InstallPrompt() {
  const { pathname } = useLocation();
  const offer = useSyncExternalStore(subscribeInstallOffer, installOffer, () => null);
  // The different screens opened since the app started (this layout stays across them).
  const [screensSeen, setScreensSeen] = useState<readonly string[]>([pathname]);
  const [status, setStatus] = useState<Status>('waiting');

  if (!screensSeen.includes(pathname)) setScreensSeen([...screensSeen, pathname]);
  if (
    status === 'waiting' &&
    shouldOfferInstall({
      pathname,
      screensSeen: screensSeen.length,
      installable: offer !== null,
      shownBefore: readStorage(STORAGE_KEYS.installPromptShown) === '1',
      standalone: standalone(),
    })
  ) {
    setStatus('open');
  }
  // Shown once: leaving the dashboard, or the offer going (installed elsewhere), closes it for good.
  if (status === 'open' && (pathname !== paths.home || offer === null)) setStatus('closed');

  useEffect(() => {
    if (status === 'open') writeStorage({ [STORAGE_KEYS.installPromptShown]: '1' });
  }, [status]);

  if (status !== 'open' || !offer) return null;

  const install = async () => {
    setStatus('closed');
    forgetInstallOffer();
    // The browser's own dialog asks; whatever the answer, the offer is used up.
    await offer.prompt().catch(() => undefined);
  };

  return (
    <section className="install-prompt" aria-labelledby="install-prompt-title">
      <img className="install-prompt-icon" src="/icons/icon-192.png" alt="" width="48" height="48" />
      <div className="install-prompt-text">
        <h2 id="install-prompt-title">
          <Trans>Add Ndoto to your home screen</Trans>
        </h2>
        <p>
          <Trans>Open Ndoto in one tap, like your other apps.</Trans>
        </p>
        <div className="install-prompt-actions">
          <Button type="primary" size="large" onClick={() => void install()}>
            <Trans>Install</Trans>
          </Button>
          <Button size="large" onClick={() => setStatus('closed')}>
            <Trans>Not now</Trans>
          </Button>
        </div>
      </div>
    </section>
  );
}
