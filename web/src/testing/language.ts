import type { Messages } from '@lingui/core';
import { act } from '@testing-library/react';

import { i18n, type Language } from '@/lib/i18n';

const catalogues = import.meta.glob<{ messages: Messages }>(['../locales/*.po', '../features/*/locales/*.po'], { eager: true });

/**
 * Switches the app to `language` with every catalogue of it, as a test's render would see it after
 * the language changed (testing/setup.ts switches back to English after each test).
 */
export function speak(language: Language): void {
  const messages = Object.entries(catalogues)
    .filter(([path]) => path.endsWith(`/${language}.po`))
    .map(([, module]) => module.messages);
  act(() => {
    i18n.load(language, Object.assign({}, ...messages) as Messages);
    i18n.activate(language);
  });
}
