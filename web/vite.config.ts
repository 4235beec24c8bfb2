/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url';

import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

import { firstPaint, precompress } from './vite-plugins.ts';

// `npm run dev` forwards API calls to a running `ndoto serve` (NDOTO_API, default the server's own
// default address), so the browser talks to one origin as in production.
const api = process.env.NDOTO_API ?? 'http://127.0.0.1:8080';

/** esbuild's names for the oldest browsers the bundle runs in (Promise.any and ES2020 syntax). */
const BROWSER_TARGETS = ['es2020', 'chrome87', 'safari14', 'ios14', 'firefox78', 'edge88'];

export default defineConfig({
  plugins: [react(), firstPaint(fileURLToPath(new URL('./src/assets/mascot.svg', import.meta.url))), precompress()],
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
  },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/testing/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    testTimeout: 60000,
  },
});
