import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import lingui from 'eslint-plugin-lingui';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The features of src/features/ and the folders code may flow from: shared -> features -> app.
// Every folder of src/features is a feature: no list to keep in step by hand.
const features = readdirSync(fileURLToPath(new URL('src/features', import.meta.url)), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// Every screen's words come from the catalogues (lingui.config.ts): the app, its shared components
// and helpers, and every feature. (src/config holds constants, not words a person reads.)
const TRANSLATED = ['src/app/**/*.{ts,tsx}', 'src/components/**/*.{ts,tsx}', 'src/lib/**/*.{ts,tsx}', 'src/features/**/*.{ts,tsx}'];

export default tseslint.config(
  { ignores: ['dist', 'src/gen', 'test-results', 'node_modules'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  // Accessibility of the JSX itself: labels, alt text, roles, keyboard handlers (WCAG 2.2 AA).
  { files: ['src/**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  {
    files: ['src/**/*.tsx'],
    // `role` on our own components (RequireSession's 'child' or 'parent') is a prop, not ARIA.
    rules: {
      'jsx-a11y/aria-role': ['error', { ignoreNonDOM: true }],
      // antd's Switch is a <button role="switch">, which a label around it clicks.
      'jsx-a11y/label-has-associated-control': ['error', { controlComponents: ['Switch'] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'vite.config.ts', 'vite-plugins.ts'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks, import: importPlugin },
    settings: {
      // eslint-plugin-import reads the modules an import leads to with this parser; without it
      // it could not read our .ts files, and no-cycle found no cycle among them.
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // Never read for cycles: packages, and the clients buf generates (they import only each
      // other and @bufbuild, never our code, so no cycle runs through them; reading them took
      // minutes).
      'import/ignore': ['node_modules', '[\\\\/]src[\\\\/]gen[\\\\/]'],
      'import/resolver': { [fileURLToPath(new URL('./eslint-resolver.cjs', import.meta.url))]: {} },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Cycles among our own modules; walking into node_modules (all of antd) cost minutes and
      // finds none that our code could close.
      'import/no-cycle': ['error', { ignoreExternal: true }],
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            // Features do not import each other, but for the outbox (issue 30), which keeps the
            // actions of several features for when the network returns.
            ...features.map((feature) => ({
              target: `./src/features/${feature}`,
              from: './src/features',
              except: [`./${feature}`, './offline/outbox'],
            })),
            // Shared code does not import features or the app; features do not import the app.
            {
              target: ['./src/features', './src/components', './src/lib', './src/config'],
              from: './src/app',
            },
            {
              target: ['./src/components', './src/lib', './src/config'],
              from: './src/features',
            },
          ],
        },
      ],
      // No barrel files: import what you use from the module that defines it.
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '(^|/)index$', message: 'Import from the defining module, not a barrel.' }] },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  // Lingui's rules for the messages themselves (no variables alone in a message, no Trans in Trans...).
  { files: ['src/**/*.{ts,tsx}'], ...lingui.configs['flat/recommended'] },
  {
    // Screens whose every word comes from the catalogues: a string a person would read, written
    // outside a message, fails here. The list grows screen by screen until it is all of src.
    files: TRANSLATED,
    ignores: [
      '**/*.test.*',
      // No word a person reads: theme tokens, a descriptor's bytes, headers, SVG paths.
      'src/lib/antd-theme.ts',
      'src/lib/google-api-annotations.ts',
      'src/lib/transport.ts',
      'src/components/floating-icons.tsx',
    ],
    rules: {
      'lingui/no-unlocalized-strings': [
        'error',
        {
          // Words no person reads: identifiers, class names, paths, constants.
          ignore: ['^(?![A-Z])\\S+$', '^[A-Z0-9_]+$', '^[^A-Za-z]*$', '^\\d', '^calc\\(', '^\\(.*\\)$'],
          ignoreNames: [
            { regex: { pattern: '^(className|type|id|key|name|role|lang|htmlFor|src|href|to|loading|decoding)$' } },
            { regex: { pattern: '^(autoComplete|autoCapitalize|autoCorrect|inputMode|method|target|rel)$' } },
            // An iframe's sandbox and the browser features it may use.
            { regex: { pattern: '^(PLAYER_SANDBOX|allow|sandbox)$' } },
            // The sample mentors' and trips' keys (their shown names are messages looked up by them).
            { regex: { pattern: '^(kind|time|subjects|badges|languages|attendees)$' } },
          ],
          ignoreFunctions: [
            'console.*',
            'Error',
            'import',
            'new URL',
            'document.querySelector',
            'writeStorage',
            'readStorage',
            // dayjs's format patterns.
            '*.format',
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**/*.mjs', 'eslint.config.js'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['eslint-resolver.cjs'],
    languageOptions: { globals: globals.node, sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // End-to-end tests run in node and hand functions to the browser (page.evaluate).
    files: ['e2e/**/*.mjs'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);
