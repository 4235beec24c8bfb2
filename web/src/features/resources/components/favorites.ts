import { useSyncExternalStore } from 'react';

import { STORAGE_KEYS } from '@/config/constants';
import { readStorage, subscribeStorage, writeStorage } from '@/lib/store';

/** The favourite resource ids stored on this device (never sent to the server). */
export function parseFavorites(raw: string | null): string[] {
  try {
    const value: unknown = JSON.parse(raw ?? '[]');
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/** The child's favourite resources on this device, and a toggle. */
export function useFavorites(): [string[], (id: string) => void] {
  const raw = useSyncExternalStore(subscribeStorage, () => readStorage(STORAGE_KEYS.resourceFavorites));
  const favorites = parseFavorites(raw);
  const toggle = (id: string) => {
    const next = favorites.includes(id) ? favorites.filter((f) => f !== id) : [...favorites, id];
    writeStorage({ [STORAGE_KEYS.resourceFavorites]: JSON.stringify(next) });
  };
  return [favorites, toggle];
}
