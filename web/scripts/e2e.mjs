// Runs every end-to-end file (e2e/*.test.mjs) with node's test runner, one file at a time (the
// slowest are listed first, for when two run at once; one at a time node keeps its own order).
// Two at a time (each file has its own server and browser) took 8 minutes instead of 13, but on
// 2 cores the quiz file's 'Leave the quiz?' dialog then once stayed open after 'Keep going' was
// pressed mid-animation: until that is understood, one at a time. Arguments pass on to
// `node --test` (for example `--test-name-pattern`).
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

/** Files at once: see the comment at the top before raising it. */
const concurrency = 1;
const run = spawnSync(
  process.execPath,
  ['--test', `--test-concurrency=${concurrency}`, ...process.argv.slice(2), ...files.map((name) => join(e2eDir, name))],
  { stdio: 'inherit' },
);
process.exit(run.status ?? 1);
