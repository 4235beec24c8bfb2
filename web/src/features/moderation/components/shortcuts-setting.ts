import { useSyncExternalStore } from 'react';

import { STORAGE_KEYS } from '@/config/constants';
import { readStorage, subscribeStorage, writeStorage } from '@/lib/store';

function shortcutsOn(): boolean {
  return readStorage(STORAGE_KEYS.moderationShortcuts) !== 'off';
}

/**
 * Whether the K, R and W shortcuts decide a case: on unless the moderator turned them off on this
 * device. Single-letter shortcuts must be possible to turn off (WCAG 2.1.4): a speech-input user
 * saying a word could otherwise decide a case.
 */
export function useShortcutsSetting(): [boolean, (on: boolean) => void] {
  const on = useSyncExternalStore(subscribeStorage, shortcutsOn, () => true);
  return [on, (value) => writeStorage({ [STORAGE_KEYS.moderationShortcuts]: value ? null : 'off' })];
}
