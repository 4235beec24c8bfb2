import { useSyncExternalStore } from 'react';

import { STORAGE_KEYS } from '@/config/constants';
import { readStorage, subscribeStorage, writeStorage } from '@/lib/store';

export type ThemeName = 'light' | 'dark';

/** The saved theme, else light (spec section 4). */
export function getTheme(): ThemeName {
  return readStorage(STORAGE_KEYS.theme) === 'dark' ? 'dark' : 'light';
}

/** Puts a `light` or `dark` class on the document root, and only that one. */
export function applyThemeClass(theme: ThemeName): void {
  const root = document.documentElement;
  root.classList.remove(theme === 'dark' ? 'light' : 'dark');
  root.classList.add(theme);
  root.style.colorScheme = theme;
}

export function setTheme(theme: ThemeName): void {
  applyThemeClass(theme);
  writeStorage({ [STORAGE_KEYS.theme]: theme });
}

export function toggleTheme(): void {
  setTheme(getTheme() === 'dark' ? 'light' : 'dark');
}

export function useTheme(): ThemeName {
  return useSyncExternalStore(subscribeStorage, getTheme, () => 'light');
}
