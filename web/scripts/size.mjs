// Gzipped JavaScript of the production build: what the child's sign-in page (`/`) needs, and the
// total; and what the service worker precaches. Reads Vite's manifest of dist/ and dist/sw.js (run
// `npm run build` first). Exits non-zero when the sign-in page needs more than its budget (issue
// 16: at most 120 KB gzipped) or the precache holds more than its own (issue 30: under 3 MB).
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

import { PRECACHE_BUDGET_BYTES, precacheFiles, SIGN_IN_BUDGET_KB as BUDGET_KB } from './budget.mjs';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const gz = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const kb = (bytes) => (bytes / 1024).toFixed(1);

/** The chunk files a manifest entry loads, following static imports. */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const next of manifest[key].imports ?? []) closure(next, seen);
  return seen;
}

// The sign-in page is part of the entry (src/app/routes.tsx imports it statically).
const signIn = closure('index.html');
const files = [...signIn].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
const signInBytes = files.reduce((sum, file) => sum + gz(file), 0);

const allJs = readdirSync(join(dist, 'assets')).filter((file) => file.endsWith('.js'));
const totalBytes = allJs.reduce((sum, file) => sum + gz(`assets/${file}`), 0);

console.log(`sign-in page (/): ${kb(signInBytes)} KB gzipped JS in ${files.length} files`);
for (const file of files) console.log(`  ${file}  ${kb(gz(file))} KB`);
console.log(`all JS: ${kb(totalBytes)} KB gzipped in ${allJs.length} files`);

const precache = precacheFiles(dist);
const precacheBytes = precache.reduce((sum, file) => sum + file.bytes, 0);
const gzippedPrecache = precache.reduce((sum, file) => sum + gz(file.url), 0);
console.log(
  `service worker precache: ${kb(precacheBytes)} KB in ${precache.length} files (${kb(gzippedPrecache)} KB gzipped to download), budget ${kb(PRECACHE_BUDGET_BYTES)} KB`,
);

if (signInBytes > BUDGET_KB * 1024) {
  console.error(`over budget: the sign-in page needs more than ${BUDGET_KB} KB gzipped`);
  process.exit(1);
}
if (precacheBytes > PRECACHE_BUDGET_BYTES) {
  console.error(`over budget: the service worker precaches more than ${kb(PRECACHE_BUDGET_BYTES)} KB`);
  process.exit(1);
}
