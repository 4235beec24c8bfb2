// Runs every end-to-end file (e2e/*.test.mjs) with node's test runner, two files at a time (each
// has its own server and browser), the longest first: node:test's run() keeps the order it is
// given (`node --test` sorts the files by name, which started the longest file eleventh). Pages
// run with reduced motion (e2e/support.mjs): two at a time on 2 cores once left the quiz's 'Leave
// the quiz?' dialog open after 'Keep going' was pressed mid-animation, and with antd's animations
// off (as for anyone who asks their system for less motion) there is no animation to race.
// Every server starts on a copy of one data dir that `ndoto seed --demo` made first (support.mjs
// `makeDataTemplate`): initdb, the migrations and the demo family's password hashes run once per
// run, not once per file. A table of each file's time and its stack's start follows the results.
// Arguments: file names (a11y.test.mjs ...) run only those; --test-name-pattern=REGEX (repeatable)
// only the tests whose names match.
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { run } from 'node:test';
import { spec, tap } from 'node:test/reporters';
import { fileURLToPath } from 'node:url';

import { makeDataTemplate, timingsDir } from '../e2e/support.mjs';

const e2eDir = fileURLToPath(new URL('../e2e', import.meta.url));
/**
 * Every file, longest first, as measured on 2 cores (seconds from its process's start to its
 * server's stop, two files at a time): so that no long file starts last and runs alone. A file
 * not listed runs after these.
 */
const LONGEST_FIRST = [
  'quiz.test.mjs', // 120
  'a11y.test.mjs', // 106
  'explore.test.mjs', // 53
  'app.test.mjs', // 44
  'activities.test.mjs', // 38
  'community.test.mjs', // 34
  'languages.test.mjs', // 32
  'resources-profile.test.mjs', // 32
  'videos.test.mjs', // 27
  'pwa.test.mjs', // 25
  'parent-settings.test.mjs', // 25
  'moderation.test.mjs', // 22
  'parent-area.test.mjs', // 18
  'parent-consent.test.mjs', // 14
  'node-clients.test.mjs', // 6
];

const args = process.argv.slice(2);
const testNamePatterns = args.filter((arg) => arg.startsWith('--test-name-pattern=')).map((arg) => arg.split('=').slice(1).join('='));
const asked = args.filter((arg) => !arg.startsWith('--'));
const unknown = args.filter((arg) => arg.startsWith('--') && !arg.startsWith('--test-name-pattern='));
if (unknown.length > 0) {
  console.error(`unknown options: ${unknown.join(' ')} (file names and --test-name-pattern=REGEX are understood)`);
  process.exit(2);
}

const rank = (name) => (LONGEST_FIRST.includes(name) ? LONGEST_FIRST.indexOf(name) : LONGEST_FIRST.length);
const files = readdirSync(e2eDir)
  .filter((name) => name.endsWith('.test.mjs') && (asked.length === 0 || asked.includes(name)))
  .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
const missing = asked.filter((name) => !files.includes(name));
if (missing.length > 0) {
  console.error(`no such e2e file: ${missing.join(', ')}`);
  process.exit(2);
}

rmSync(timingsDir, { recursive: true, force: true });
const templateStarted = Date.now();
const template = makeDataTemplate();
console.log(`# data dir template (ndoto seed --demo): ${((Date.now() - templateStarted) / 1000).toFixed(1)} s`);
process.env.NDOTO_E2E_DATA_TEMPLATE = template;

/** Files at once: one per core of CI's 2, unless NDOTO_E2E_CONCURRENCY says otherwise. */
const concurrency = Number(process.env.NDOTO_E2E_CONCURRENCY ?? 2);
let failed = false;
try {
  const stream = run({
    files: files.map((name) => join(e2eDir, name)),
    concurrency,
    ...(testNamePatterns.length > 0 ? { testNamePatterns } : {}),
  });
  stream.on('test:fail', () => {
    failed = true;
  });
  // As `node --test` reports: spec on a terminal, TAP otherwise (CI's logs).
  const reported = stream.compose(process.stdout.isTTY ? spec : tap);
  reported.pipe(process.stdout);
  await new Promise((resolve, reject) => reported.once('end', resolve).once('error', reject));
} finally {
  rmSync(template, { recursive: true, force: true });
}
printTimings();
process.exit(failed ? 1 : 0);

/** Each file's wall time (from its process's start to its server's stop) and its stack's start. */
function printTimings() {
  if (!existsSync(timingsDir)) return;
  const seconds = (ms) => (ms / 1000).toFixed(1).padStart(6);
  const rows = readdirSync(timingsDir)
    .map((name) => JSON.parse(readFileSync(join(timingsDir, name), 'utf8')))
    .sort((a, b) => b.stoppedMs - a.stoppedMs);
  console.log('\n# e2e files, seconds: whole file | its server up (data dir copy, moderators, until healthy) | browser launch');
  for (const t of rows) {
    const serverUp = (t.serverReadyMs ?? t.stoppedMs) - t.startMs;
    const browser = t.browserReadyMs && t.serverReadyMs ? t.browserReadyMs - t.serverReadyMs : 0;
    console.log(`# ${seconds(t.stoppedMs)} ${seconds(serverUp)} ${seconds(browser)}  ${t.file}`);
  }
}
