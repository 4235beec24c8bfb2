// Runs every end-to-end file (e2e/*.test.mjs) with node's test runner, two files at a time (each
// has its own server and browser; the slowest are listed first so that they start first). Pages
// run with reduced motion (e2e/support.mjs): two at a time on 2 cores once left the quiz's 'Leave
// the quiz?' dialog open after 'Keep going' was pressed mid-animation, and with antd's animations
// off (as for anyone who asks their system for less motion) there is no animation to race.
// Arguments pass on to `node --test` (for example `--test-name-pattern`).
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const e2eDir = fileURLToPath(new URL('../e2e', import.meta.url));
/** The longest files (about 2.5 and 2 minutes on 2 cores); the rest take under a minute each. */
const SLOWEST_FIRST = ['a11y.test.mjs', 'quiz.test.mjs'];

const files = readdirSync(e2eDir)
  .filter((name) => name.endsWith('.test.mjs'))
  .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));

function rank(name) {
  const index = SLOWEST_FIRST.indexOf(name);
  return index === -1 ? SLOWEST_FIRST.length : index;
}

/** Files at once: one per core of CI's 2. */
const concurrency = 2;
const run = spawnSync(
  process.execPath,
  ['--test', `--test-concurrency=${concurrency}`, ...process.argv.slice(2), ...files.map((name) => join(e2eDir, name))],
  { stdio: 'inherit' },
);
process.exit(run.status ?? 1);
