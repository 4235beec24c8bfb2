import { useSyncExternalStore } from 'react';

import { PHONE_LAYOUT_BELOW } from '@/config/constants';

const QUERY = `(max-width: ${PHONE_LAYOUT_BELOW - 1}px)`;

function subscribe(onChange: () => void): () => void {
  const media = window.matchMedia(QUERY);
  media.addEventListener?.('change', onChange);
  return () => media.removeEventListener?.('change', onChange);
}

const isPhone = () => window.matchMedia(QUERY).matches;

/**
 * Whether the screen is narrower than PHONE_LAYOUT_BELOW, read before the first paint (antd's
 * breakpoints are empty on the first render) and followed as the window is resized or turned.
 */
export function usePhoneLayout(): boolean {
  return useSyncExternalStore(subscribe, isPhone, () => false);
}
