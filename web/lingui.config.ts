import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/**
 * The web app's messages (see src/lib/i18n.ts). English is the source: each message's English
 * text is its id. One catalogue per feature, beside its code, so a screen downloads only its own
 * words in the active language; the shell's catalogue (src/app, src/components, src/lib,
 * src/config and the sign-in page) comes with the first download. `npm run i18n:extract` writes new messages into every
 * catalogue; the build fails while any translation is missing (vite.config.ts, failOnMissing).
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'sw', 'fr'],
  fallbackLocales: { default: 'en' },
  // Each message says which files use it, without line numbers (which would change on every edit).
  format: formatter({ lineNumbers: false }),
  orderBy: 'message',
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}',
      include: [
        '<rootDir>/src/app',
        '<rootDir>/src/components',
        '<rootDir>/src/lib',
        '<rootDir>/src/config',
        // The child's sign-in page is part of the first download, and so are its words.
        '<rootDir>/src/features/sign-in',
      ],
      exclude: ['**/*.test.*', '**/testing/**'],
    },
    {
      path: '<rootDir>/src/features/{name}/locales/{locale}',
      include: ['<rootDir>/src/features/{name}/'],
      exclude: ['**/*.test.*', '<rootDir>/src/features/sign-in/**'],
    },
  ],
});
