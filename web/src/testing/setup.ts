import '@testing-library/jest-dom/vitest';
// IndexedDB, which jsdom lacks, for the outbox (issue 30): an in-memory one per test file.
import 'fake-indexeddb/auto';

import type { Messages } from '@lingui/core';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

import { clearOutbox } from '@/features/offline/outbox/outbox-store';
import { i18n } from '@/lib/i18n';

// antd's responsive helpers ask the browser for media queries, which jsdom lacks: answer width
// queries against window.innerWidth (jsdom's 1024 unless a test sets another).
function matchesWidth(query: string): boolean {
  const width = window.innerWidth;
  const min = /min-width:\s*(\d+)px/.exec(query);
  const max = /max-width:\s*(\d+)px/.exec(query);
  return (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
}
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    // Only widths (antd's breakpoints); other features, such as reduced motion, are not asked for.
    matches: /width/.test(query) && matchesWidth(query),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

// Screens are lazy-loaded: the first visit to an antd screen compiles it, which takes a moment.
configure({ asyncUtilTimeout: 8000 });

// antd measures overflowing menus with ResizeObserver, which jsdom lacks.
class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver ??= NoopResizeObserver as unknown as typeof ResizeObserver;

// Every screen's English words, as the app loads them screen by screen (a test that switches
// language loads that language's catalogues itself).
const english = import.meta.glob<{ messages: Messages }>(['../locales/en.po', '../features/*/locales/en.po'], { eager: true });
i18n.loadAndActivate({ locale: 'en', messages: Object.assign({}, ...Object.values(english).map((module) => module.messages)) });

afterEach(async () => {
  cleanup();
  await clearOutbox();
  window.localStorage.clear();
  window.sessionStorage.clear();
  window.innerWidth = 1024;
  document.documentElement.className = '';
  if (i18n.locale !== 'en') i18n.activate('en');
});
