// Shared by the end-to-end files: the real `ndoto serve` on a fresh embedded data dir, serving
// the built app from dist/, and Debian's Chromium driven by playwright-core. NDOTO_BIN overrides
// the server binary (default ../target/debug/ndoto), CHROMIUM_BIN the browser (default
// /usr/bin/chromium). Logs, screenshots and measurements land in test-results/ (git-ignored).
// NDOTO_E2E_DATA_TEMPLATE (set by scripts/e2e.mjs, see `makeDataTemplate`) names a data dir that
// `ndoto seed --demo` made once; each server then starts on a copy of it instead of running
// initdb, the migrations and the demo family's password hashes again.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';

import { chromium } from 'playwright-core';

import { precacheFiles } from '../scripts/budget.mjs';

export const webDir = fileURLToPath(new URL('..', import.meta.url));
export const dist = join(webDir, 'dist');
export const results = join(webDir, 'test-results');
const serverBin = process.env.NDOTO_BIN ?? join(webDir, '..', 'target', 'debug', 'ndoto');
const chromiumBin = process.env.CHROMIUM_BIN ?? '/usr/bin/chromium';
const dataTemplate = process.env.NDOTO_E2E_DATA_TEMPLATE;
/** Where each file's stack writes its timings (read by scripts/e2e.mjs for its table). */
export const timingsDir = join(results, 'timings');

/**
 * A data dir holding what `ndoto serve --demo` would make on an empty one (a PostgreSQL cluster,
 * the migrated schema, the catalogue and the demo family), made by `ndoto seed --demo` and left
 * stopped, for startStack to copy. `serve --demo` on a copy finds everything in place (migrations
 * applied, demo accounts present, both idempotent) and refreshes the catalogue as on any start.
 * Returns its path; remove it with `rmSync(path, { recursive: true })`.
 */
export function makeDataTemplate() {
  assert.ok(existsSync(serverBin), `no server binary at ${serverBin}: run \`cargo build -p ndoto\` or set NDOTO_BIN`);
  const dir = mkdtempSync(join(tmpdir(), 'ndoto-e2e-template-'));
  const seeded = spawnSync(serverBin, ['seed', '--demo', '--data-dir', dir], { encoding: 'utf8' });
  if (seeded.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    assert.fail(`ndoto seed --demo --data-dir ${dir} exited with ${seeded.status}: ${seeded.stderr}`);
  }
  return dir;
}

/** A new data dir: a copy of the template when there is one (ownership and modes kept), else empty. */
function newDataDir() {
  const dataDir = mkdtempSync(join(tmpdir(), 'ndoto-e2e-'));
  if (dataTemplate) {
    const copied = spawnSync('cp', ['-a', '--reflink=auto', `${dataTemplate}/.`, dataDir], { encoding: 'utf8' });
    assert.equal(copied.status, 0, `cannot copy the data dir template ${dataTemplate}: ${copied.stderr}`);
  }
  return dataDir;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(server, url, logName, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  let lastError;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`ndoto serve exited with ${server.exitCode}; see test-results/${logName}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
      lastError = new Error(`healthz answered ${response.status}`);
    } catch (error) {
      lastError = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`ndoto serve was not healthy within ${timeoutMs} ms: ${lastError}`);
}

/** The switches every Chromium of the tests runs with. */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Makes every page of `context` report what the server's Content-Security-Policy blocked, so
 * that no screen the tests visit may need more than the policy allows, every complaint about
 * its Permissions-Policy header, and every message missing from the active language's words.
 */
function reportViolations(context, violations) {
  context.on('console', (message) => {
    // A Permissions-Policy feature this Chromium does not know is a header mistake of ours too.
    const text = message.text();
    // A message missing from the active language's catalogues (src/lib/i18n.ts says so).
    const missingWords = / is missing in the \w+ catalogues$/.test(text);
    if (text.includes('Content Security Policy') || text.includes('Permissions-Policy') || missingWords) {
      violations.push(`${message.page()?.url()}: ${text}`);
    }
  });
}

/** reportViolations for every context of `browser`. */
function watchContentSecurityPolicy(browser, violations) {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    // As a person who asked their system for less motion: no animation can race a click (the
    // slow-phone run, web/scripts/throttled.mjs, keeps the default motion).
    const context = await newContext({ reducedMotion: 'reduce', ...options });
    reportViolations(context, violations);
    return context;
  };
}

/**
 * Debian's Chromium, headless; every Content-Security-Policy violation of its pages lands in
 * `violations`.
 */
export async function launchBrowser(violations, extraArgs = []) {
  assert.ok(existsSync(chromiumBin), `no Chromium at ${chromiumBin}: apt-get install chromium, or set CHROMIUM_BIN`);
  const browser = await chromium.launch({
    executablePath: chromiumBin,
    headless: true,
    args: [...CHROMIUM_ARGS, ...extraArgs],
  });
  watchContentSecurityPolicy(browser, violations);
  return browser;
}

/**
 * Starts the server (logging to test-results/`logName`; serving the built app of `webDir`, by
 * default dist/) and the browser (with `browserArgs` besides ours). Returns the base URL,
 * the browser, `persistentContext(options)` (a context with a profile on disk, in a browser of
 * its own), `moderators` (each of the `moderators` emails asked for, with the password
 * `ndoto moderator add` printed for it, as an operator adds them before the server starts),
 * with `mail`, `mailbox` (an SMTP server on loopback the server sends through: its
 * `linkTo(address)` is the newest verification link sent there) and `stop()`, which closes the browser, stops the server with SIGTERM (its PostgreSQL stops with it)
 * and removes the data dir; then it fails if any page broke the Content-Security-Policy.
 */
/** The project's virtual environment's Python (tools/venv.sh), where aiosmtpd is installed. */
const venvPython = join(webDir, '..', '.venv', 'bin', 'python3');

/** Whether something listens on `port` of loopback yet. */
function listening(port) {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => socket.end(() => resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

/**
 * An SMTP server on loopback (aiosmtpd, from tools/requirements.txt) that keeps every email in a
 * Maildir. Returns its `port`, `linkTo(address)` (the link of the newest verification email to
 * the address, waiting for one) and `stop()`.
 */
async function startMailbox(logName) {
  assert.ok(existsSync(venvPython), `no ${venvPython}: run tools/venv.sh (it installs aiosmtpd)`);
  const mailRoot = mkdtempSync(join(tmpdir(), 'ndoto-e2e-mail-'));
  // Not there yet: aiosmtpd's Mailbox makes a Maildir only where no directory is.
  const maildir = join(mailRoot, 'Maildir');
  const port = await freePort();
  const log = createWriteStream(join(results, `smtp-${logName}`));
  const smtp = spawn(venvPython, ['-m', 'aiosmtpd', '-n', '-l', `127.0.0.1:${port}`, '-c', 'aiosmtpd.handlers.Mailbox', maildir], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  smtp.stdout.pipe(log);
  smtp.stderr.pipe(log);
  process.once('exit', () => smtp.exitCode === null && smtp.kill('SIGTERM'));
  for (let tries = 0; !(await listening(port)); tries += 1) {
    assert.ok(tries < 100 && smtp.exitCode === null, `aiosmtpd did not listen on ${port}; see test-results/smtp-${logName}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  /** Every email so far, quoted-printable undone, newest last. */
  const emails = () => {
    const folder = join(maildir, 'new');
    if (!existsSync(folder)) return [];
    return readdirSync(folder)
      .sort()
      .map((name) => readFileSync(join(folder, name), 'utf8'))
      .map((text) => text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16))));
  };
  const linkTo = async (address) => {
    for (let tries = 0; tries < 100; tries += 1) {
      const links = emails()
        .filter((text) => new RegExp(`^To: ${address.replace(/[.+]/g, '\\$&')}`, 'mi').test(text))
        .map((text) => /https?:\/\/\S+\/parent\/verify-email\?token=[\w-]+/.exec(text)?.[0])
        .filter(Boolean);
      if (links.length > 0) return links.at(-1);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`no verification email reached ${address}; see test-results/smtp-${logName}`);
  };
  const stop = () => {
    if (smtp.exitCode === null) smtp.kill('SIGTERM');
    rmSync(mailRoot, { recursive: true, force: true });
  };
  return { port, linkTo, stop };
}

export async function startStack(
  logName,
  { moderators: moderatorEmails = [], mail = false, withBrowser = true, webDir: servedDir = dist, browserArgs = [] } = {},
) {
  assert.ok(existsSync(join(servedDir, 'index.html')), `${servedDir}/index.html is missing: run \`npm run build\` first`);
  assert.ok(existsSync(serverBin), `no server binary at ${serverBin}: run \`cargo build -p ndoto\` or set NDOTO_BIN`);
  assert.ok(!withBrowser || existsSync(chromiumBin), `no Chromium at ${chromiumBin}: apt-get install chromium, or set CHROMIUM_BIN`);
  mkdirSync(results, { recursive: true });
  // Milliseconds since this process started, for the timings file written by stop().
  const timings = { file: basename(process.argv[1] ?? logName), dataTemplate: Boolean(dataTemplate), startMs: Math.round(performance.now()) };
  const dataDir = newDataDir();
  timings.dataDirMs = Math.round(performance.now());
  const moderators = {};
  for (const email of moderatorEmails) {
    const added = spawnSync(serverBin, ['moderator', 'add', email, '--data-dir', dataDir], { encoding: 'utf8' });
    assert.equal(added.status, 0, `ndoto moderator add ${email}: ${added.stderr}`);
    const password = /shown only now: (\S+)/.exec(added.stdout)?.[1];
    assert.ok(password, `no password in: ${added.stdout}`);
    moderators[email] = password;
  }
  if (moderatorEmails.length > 0) timings.moderatorsMs = Math.round(performance.now());
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const log = createWriteStream(join(results, logName));
  const mailbox = mail ? await startMailbox(logName) : undefined;
  const env = mailbox
    ? { ...process.env, NDOTO_SMTP_URL: `smtp://127.0.0.1:${mailbox.port}`, NDOTO_SMTP_FROM: 'Ndoto <no-reply@ndoto.test>' }
    : process.env;
  const server = spawn(serverBin, ['serve', '--demo', '--data-dir', dataDir, '--listen', `127.0.0.1:${port}`, '--web-dir', servedDir], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env,
  });
  const serverExited = new Promise((resolve) => server.once('exit', resolve));
  server.stdout.pipe(log);
  server.stderr.pipe(log);
  // Whatever happens to this process, the server (and its PostgreSQL) is told to stop.
  process.once('exit', () => server.exitCode === null && server.kill('SIGTERM'));

  let browser;
  const violations = [];
  const persistent = [];
  /**
   * A browser of its own with a profile on disk, as a person's Chromium has: the contexts of
   * `browser` are incognito ones, which Chromium never lets install a web app. Closed by stop().
   */
  const persistentContext = async (options = {}) => {
    const profile = mkdtempSync(join(tmpdir(), 'ndoto-e2e-profile-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: chromiumBin,
      headless: true,
      args: [...CHROMIUM_ARGS, ...browserArgs],
      reducedMotion: 'reduce',
      ...options,
    });
    reportViolations(context, violations);
    persistent.push({ profile, context });
    return context;
  };
  const stop = async () => {
    timings.stopMs = Math.round(performance.now());
    try {
      for (const { profile, context } of persistent) {
        await context.close();
        rmSync(profile, { recursive: true, force: true });
      }
      await browser?.close();
    } finally {
      if (server.exitCode === null && server.signalCode === null) {
        server.kill('SIGTERM');
        // Cleared once the server is gone: a pending timer keeps the file's process alive, and
        // node --test starts the next file only when this one's process has exited (this cost
        // every file 30 s after its last test).
        let timer;
        const stopped = await Promise.race([
          serverExited.then(() => true),
          new Promise((resolve) => {
            timer = setTimeout(() => resolve(false), 30_000);
          }),
        ]);
        clearTimeout(timer);
        if (!stopped) server.kill('SIGKILL');
      }
      timings.serverStoppedMs = Math.round(performance.now());
      rmSync(dataDir, { recursive: true, force: true });
      mailbox?.stop();
      timings.stoppedMs = Math.round(performance.now());
      mkdirSync(timingsDir, { recursive: true });
      writeFileSync(join(timingsDir, `${logName}.json`), `${JSON.stringify(timings)}\n`);
    }
    assert.deepEqual(violations, [], 'pages broke the Content-Security-Policy or the Permissions-Policy, or missed words');
  };
  try {
    await waitForHealth(server, `${base}/healthz`, logName, 180_000);
    timings.serverReadyMs = Math.round(performance.now());
    if (withBrowser) browser = await launchBrowser(violations, browserArgs);
    timings.browserReadyMs = Math.round(performance.now());
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, browser, persistentContext, moderators, mailbox, stop };
}

/** The consent notice's version, as the web app sends it when a parent ticks the box. */
export const CONSENT_NOTICE_VERSION = /CONSENT_NOTICE_VERSION = '([^']+)'/.exec(
  readFileSync(join(webDir, 'src', 'config', 'constants.ts'), 'utf8'),
)[1];

/**
 * Signs a new parent up over REST and verifies their address with the link the stack's mailbox
 * (`startStack(..., { mail: true })`) received, as the parent would by opening it. Returns their
 * token; their first child's request needs `consentNoticeVersion: CONSENT_NOTICE_VERSION`.
 */
export async function verifiedParent(stack, { firstName, lastName, email, phone, password }) {
  await restCall(stack.base, '/auth/parent/signup', { body: { firstName, lastName, email, phone, password } });
  const { access_token: token } = await restCall(stack.base, '/auth/parent/signin', { body: { email, password } });
  const link = new URL(await stack.mailbox.linkTo(email));
  await restCall(stack.base, '/parent/email/verify', { token, body: { token: link.searchParams.get('token') } });
  return token;
}

/**
 * A JSON call to the server's REST API at `base`; fails the test unless it answers 2xx. `method`
 * defaults to POST with a body, GET without.
 */
export async function restCall(base, path, { token, body, method } = {}) {
  const response = await fetch(`${base}/api${path}`, {
    method: method ?? (body ? 'POST' : 'GET'),
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  assert.ok(response.ok, `${path} answered ${response.status}: ${text}`);
  return JSON.parse(text);
}

/**
 * The inputs under `selector` whose placeholder is cut: the text measured in the input's own font
 * against the room between its paddings (an input's scrollWidth ignores its placeholder). Empty
 * when every placeholder shows whole.
 */
export async function cutPlaceholders(page, selector) {
  await page.evaluate(() => document.fonts.ready);
  return page.evaluate((inputs) =>
    [...document.querySelectorAll(inputs)].flatMap((input) => {
      if (!input.placeholder) return [];
      const style = getComputedStyle(input);
      const context = document.createElement('canvas').getContext('2d');
      context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const text = Math.ceil(context.measureText(input.placeholder).width);
      const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return text > room ? [`${input.id}: '${input.placeholder}' needs ${text} px, has ${room}`] : [];
    }),
  selector);
}

/**
 * A new page of its own context, `width` x `height`, waiting at most 15 s for anything; with a
 * `theme` ('light' or 'dark') saved as the app saves the reader's choice.
 */
export async function newPage(browser, { width = 1280, height = 900, theme } = {}) {
  const context = await browser.newContext({ viewport: { width, height } });
  if (theme) await context.addInitScript((value) => localStorage.setItem('theme', value), theme);
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

/** Signs a child in on the sign-in page at `base` and waits for the first screen after it. */
export async function signInChildOnPage(page, base, { firstName, password }) {
  await page.goto(`${base}/`);
  await page.getByLabel('First Name').fill(firstName);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Start Learning Adventure!' }).click();
  await page.waitForURL(/\/(quizHome|home)$/);
}

/** Fails when the page is wider than the screen (`what` names it in the message). */
export async function assertFits(page, what) {
  await page.evaluate(() => document.fonts.ready);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 0, `${what} is ${overflow}px wider than the screen`);
}

/** The WCAG 2.2 A and AA rules of axe-core that the screens must pass. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
let axeSource;

/**
 * Runs axe-core (Deque's accessibility engine) on the page as it is now and fails, listing every
 * rule and element, when it finds any serious or critical WCAG 2.2 A/AA violation. axe is handed
 * to the page through the DevTools protocol (page.evaluate), which the server's
 * Content-Security-Policy does not govern, so the pages keep their real policy.
 */
export async function assertAccessible(page, what) {
  axeSource ??= readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async (tags) => {
    const { violations } = await window.axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(({ id, impact, help, nodes }) => ({
        id,
        impact,
        help,
        nodes: nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary.split('\n').slice(1).join(' ').trim()}`),
      }));
  }, AXE_TAGS);
  const listed = violations
    .map(({ id, impact, help, nodes }) => `  ${id} (${impact}): ${help}\n${nodes.map((node) => `    - ${node}`).join('\n')}`)
    .join('\n');
  assert.equal(violations.length, 0, `${what}: ${violations.length} serious or critical accessibility violations\n${listed}`);
}

/**
 * Holds the page's requests matching `pattern` (a page.route glob) until the returned function is
 * called: what the page shows while a call runs can then be checked however long that takes, with
 * no fixed delay. Later requests pass at once.
 */
export async function hold(page, pattern) {
  let release;
  const released = new Promise((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Waits for the next two frames and for every finite animation of the page to end (before a screenshot). */
export async function settled(page) {
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await Promise.all(document.getAnimations().filter((animation) => animation.effect?.getTiming().iterations !== Infinity).map((animation) => animation.finished.catch(() => {})));
  });
}

/**
 * Evaluates `condition` (async) in the page until it is true, for at most `timeoutMs`:
 * page.waitForFunction takes the promise an async function returns for true at once.
 */
export async function until(page, condition, arg, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await page.evaluate(condition, arg))) {
    assert.ok(Date.now() < deadline, `never true in the page: ${condition}`);
    await page.waitForTimeout(100);
  }
}

/**
 * Waits until the page is controlled by an activated service worker whose precache holds every
 * file of the build in dist/ (Chromium reports the worker activated while the cache still fills).
 */
export async function untilControlled(page, timeoutMs = 15_000) {
  await until(
    page,
    async (expected) => {
      const registration = await navigator.serviceWorker.getRegistration();
      if (registration?.active?.state !== 'activated' || !navigator.serviceWorker.controller) return false;
      const [name] = (await globalThis.caches.keys()).filter((key) => key.startsWith('workbox-precache'));
      return Boolean(name) && (await (await globalThis.caches.open(name)).keys()).length === expected;
    },
    precacheFiles(dist).length,
    timeoutMs,
  );
}
