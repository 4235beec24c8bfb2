// Gzipped JavaScript of the production build: what the child's sign-in page (`/`) needs, and the
// total. Reads Vite's manifest of dist/ (run `npm run build` first). Exits non-zero when the
// sign-in page needs more than the budget (issue 16: at most 120 KB gzipped).
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

import { SIGN_IN_BUDGET_KB as BUDGET_KB } from './budget.mjs';

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
if (signInBytes > BUDGET_KB * 1024) {
  console.error(`over budget: the sign-in page needs more than ${BUDGET_KB} KB gzipped`);
  process.exit(1);
}
