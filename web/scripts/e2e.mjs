// Runs every end-to-end file (e2e/*.test.mjs) with node's test runner, two files at a time: each
// file starts its own server and browser, so they cannot disturb each other, and two keep both
// cores of a CI machine busy while the other waits on the network or the database. The slowest
// files start first, so that no long file is left running alone at the end. Arguments pass on to
// `node --test` (for example `--test-name-pattern`).
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
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

const concurrency = Math.min(2, availableParallelism());
const run = spawnSync(
  process.execPath,
  ['--test', `--test-concurrency=${concurrency}`, ...process.argv.slice(2), ...files.map((name) => join(e2eDir, name))],
  { stdio: 'inherit' },
);
process.exit(run.status ?? 1);
