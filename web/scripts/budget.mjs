import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

// The most gzipped JavaScript the child's sign-in page (`/`) may need (issue 16), in KB: checked by
// scripts/size.mjs on the build and by the e2e on a real page load.
export const SIGN_IN_BUDGET_KB = 120;

// The most the service worker may precache (issue 30), in bytes as stored: checked by
// scripts/size.mjs and by e2e/pwa.test.mjs on the build.
export const PRECACHE_BUDGET_BYTES = 3 * 1024 * 1024;

/** The files the built service worker (`dist`/sw.js) precaches, each with its size in bytes. */
export function precacheFiles(dist) {
  const worker = readFileSync(join(dist, 'sw.js'), 'utf8');
  // Workbox writes the list into the worker as `{"revision":...,"url":"assets/x.js"}` entries.
  const urls = [...worker.matchAll(/"url":"([^"]+)"/g)].map((match) => match[1]);
  if (urls.length === 0) throw new Error(`no precache list in ${join(dist, 'sw.js')}`);
  return urls.map((url) => ({ url, bytes: statSync(join(dist, url)).size }));
}
