/// <reference types="vitest/config" />
import { availableParallelism } from 'node:os';
import { fileURLToPath, URL } from 'node:url';

import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';

import linguiConfig from './lingui.config.ts';

import { firstPaint, linguiMacros, precompress, stylesAfterSplash } from './vite-plugins.ts';

// `npm run dev` forwards API calls to a running `ndoto serve` (NDOTO_API, default the server's own
// default address), so the browser talks to one origin as in production.
const api = process.env.NDOTO_API ?? 'http://127.0.0.1:8080';

/** esbuild's names for the oldest browsers the bundle runs in (Promise.any and ES2020 syntax). */
const BROWSER_TARGETS = ['es2020', 'chrome87', 'safari14', 'ios14', 'firefox78', 'edge88'];

/** What every page needs, the sign-in page too. */
const ENTRY_LIBRARIES = /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/;
/** What the sign-in page shares with lazily loaded screens (see the 'react' group below). */
const FIRST_DOWNLOAD_SHARED =
  /node_modules[\\/]@lingui[\\/]|src[\\/]config[\\/]constants\.ts$|src[\\/]lib[\\/](store|antd-locale)\.ts$|vite[\\/]preload-helper/;
/** antd and what it is made of. */
const UI_LIBRARIES = /node_modules[\\/](antd|@ant-design|@rc-component|stylis|@babel[\\/]runtime)[\\/]/;
/** Connect, protobuf, the clients generated from proto/, and the query cache (TanStack Query). */
const RPC_CODE = /node_modules[\\/](@bufbuild|@connectrpc|@tanstack)[\\/]|src[\\/]gen[\\/]/;
/** How many screens must share a module for it to join the shared chunk (fewest requests for /home). */
const SHARED_BY_SCREENS = 8;

/**
 * The web app manifest (/manifest.webmanifest): what a phone needs to install Ndoto to its home
 * screen. The colours are the light theme's (a manifest holds one of each); index.html's
 * theme-color pairs give the dark theme's to the browser's bars. Icons: scripts/icons.mjs.
 */
const WEB_APP_MANIFEST: Partial<ManifestOptions> = {
  id: '/',
  name: 'Ndoto',
  short_name: 'Ndoto',
  description: 'Ndoto: a learning adventure for children aged 6 to 18.',
  lang: 'en',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  theme_color: '#7c4dff',
  background_color: '#e6f4ff',
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};


export default defineConfig({
  plugins: [
    linguiMacros(),
    // Compiles each imported catalogue (.po); the build fails while a translation is missing.
    lingui({ failOnMissing: true, failOnCompileError: true }),
    react(),
    firstPaint(fileURLToPath(new URL('./src/assets/mascot.svg', import.meta.url)), linguiConfig.locales, (language) =>
      fileURLToPath(new URL(`./src/locales/${language}.po`, import.meta.url)),
    ),
    stylesAfterSplash(),
    // The installable app: the manifest, and the service worker of src/features/pwa/sw.ts built
    // with the list of files to precache (Workbox's injectManifest; registered by the app itself,
    // after load: src/features/pwa/start.ts).
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/features/pwa',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: WEB_APP_MANIFEST,
      // The icons are in the files below already: listed twice, they would be fetched twice.
      includeManifestIcons: false,
      injectManifest: {
        // Every file of the build: the hashed scripts and styles, index.html, the icons and the
        // pictures of public/ (about 100 KB); the plugin adds the web app manifest. Not the brotli
        // and gzip copies, nor Vite's manifest. The whole stays under 3 MB (scripts/budget.mjs;
        // `npm run size` and e2e/pwa.test.mjs).
        globPatterns: ['**/*.{js,css,html,svg,png}'],
        globIgnores: ['**/*.br', '**/*.gz', '.vite/**', 'sw.js'],
      },
      devOptions: { enabled: false },
    }),
    // After the service worker is written, so that it gets its brotli and gzip copies too.
    precompress(),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // The REST routes' annotations are for the server; in the browser they would cost 20 KB
      // gzipped of descriptor.proto (see the module's comment).
      {
        find: /^(?:\.\.\/)+google\/api\/annotations_pb$/,
        replacement: fileURLToPath(new URL('./src/lib/google-api-annotations.ts', import.meta.url)),
      },
    ],
  },
  server: {
    proxy: {
      // grpc-web calls are POSTs to /ndoto.v1.<Service>/<Method>.
      '^/ndoto\\.v1\\.': { target: api, changeOrigin: true },
      '/api': { target: api, changeOrigin: true },
      '/healthz': { target: api, changeOrigin: true },
    },
  },
  build: {
    // The phones we serve: Chrome on Android 8 and later, Safari on iOS 14 and later (and their
    // desktop peers). index.html shows a plain message on anything older.
    target: BROWSER_TARGETS,
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // scripts/size.mjs reads it to add up what each screen needs.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // On HTTP/1.1 a phone opens 6 connections, and each request waits a round trip (400 ms on
          // the networks we serve): the 60 small antd chunks of a signed-in screen cost seconds of
          // waiting alone. The UI and RPC code that at least 8 screens share becomes one chunk of
          // each, which every such screen needs anyway (scripts/throttled.mjs measures it). React
          // and the router get their own chunk first: a group takes the modules its modules import
          // along, and would otherwise take React out of the sign-in page's download into antd's.
          groups: [
            // With React: the first download's small modules that lazy screens import too (Lingui,
            // the storage keys, the store, antd's locale loader, Vite's preload helper), each else a
            // chunk of its own and a round trip apiece on the sign-in page.
            {
              name: 'react',
              test: new RegExp(`${ENTRY_LIBRARIES.source}|${FIRST_DOWNLOAD_SHARED.source}`),
              priority: 2,
            },
            { name: 'ui-core', test: UI_LIBRARIES, minShareCount: SHARED_BY_SCREENS, priority: 1 },
            { name: 'rpc-core', test: RPC_CODE, minShareCount: SHARED_BY_SCREENS, priority: 1 },
          ],
        },
      },
      treeshake: {
        // antd's own components (the @rc-component packages) do nothing when imported, but their
        // package.json does not say so, so every import kept a whole package: antd's form context
        // alone kept all of @rc-component/form and its validator (about 20 KB gzipped) on every
        // signed-in screen. Each screen's e2e test runs on this build.
        moduleSideEffects: [{ test: /node_modules[\\/]@rc-component[\\/]/, sideEffects: false }],
      },
    },
  },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/testing/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    testTimeout: 60000,
    // One worker per core (Vitest's default leaves one core idle, half of a 2-core CI machine),
    // and each worker keeps the modules it has loaded from one file to the next: importing antd
    // again for every file cost more than most files' tests. The setup file's afterEach clears
    // the DOM and storage between tests, so no file sees another's state.
    maxWorkers: availableParallelism(),
    isolate: false,
  },
});
