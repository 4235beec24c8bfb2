// Shared by the end-to-end files: the real `ndoto serve` on a fresh embedded data dir, serving
// the built app from dist/, and Debian's Chromium driven by playwright-core. NDOTO_BIN overrides
// the server binary (default ../target/debug/ndoto), CHROMIUM_BIN the browser (default
// /usr/bin/chromium). Logs, screenshots and measurements land in test-results/ (git-ignored).
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';

import { chromium } from 'playwright-core';

export const webDir = fileURLToPath(new URL('..', import.meta.url));
export const dist = join(webDir, 'dist');
export const results = join(webDir, 'test-results');
const serverBin = process.env.NDOTO_BIN ?? join(webDir, '..', 'target', 'debug', 'ndoto');
const chromiumBin = process.env.CHROMIUM_BIN ?? '/usr/bin/chromium';

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

/**
 * Makes every page of every context report what the server's Content-Security-Policy blocked, so
 * that no screen the tests visit may need more than the policy allows.
 */
function watchContentSecurityPolicy(browser, violations) {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    // As a person who asked their system for less motion: no animation can race a click (the
    // slow-phone run, web/scripts/throttled.mjs, keeps the default motion).
    const context = await newContext({ reducedMotion: 'reduce', ...options });
    context.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) violations.push(`${message.page()?.url()}: ${message.text()}`);
    });
    return context;
  };
}

/**
 * Debian's Chromium, headless; every Content-Security-Policy violation of its pages lands in
 * `violations`.
 */
export async function launchBrowser(violations) {
  assert.ok(existsSync(chromiumBin), `no Chromium at ${chromiumBin}: apt-get install chromium, or set CHROMIUM_BIN`);
  const browser = await chromium.launch({
    executablePath: chromiumBin,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  watchContentSecurityPolicy(browser, violations);
  return browser;
}

/**
 * Starts the server (logging to test-results/`logName`) and the browser. Returns the base URL,
 * the browser, `moderators` (each of the `moderators` emails asked for, with the password
 * `ndoto moderator add` printed for it, as an operator adds them before the server starts) and
 * `stop()`, which closes the browser, stops the server with SIGTERM (its PostgreSQL stops with it)
 * and removes the data dir; then it fails if any page broke the Content-Security-Policy.
 */
export async function startStack(logName, { moderators: moderatorEmails = [] } = {}) {
  assert.ok(existsSync(join(dist, 'index.html')), 'dist/index.html is missing: run `npm run build` first');
  assert.ok(existsSync(serverBin), `no server binary at ${serverBin}: run \`cargo build -p ndoto\` or set NDOTO_BIN`);
  assert.ok(existsSync(chromiumBin), `no Chromium at ${chromiumBin}: apt-get install chromium, or set CHROMIUM_BIN`);
  mkdirSync(results, { recursive: true });
  const dataDir = mkdtempSync(join(tmpdir(), 'ndoto-e2e-'));
  const moderators = {};
  for (const email of moderatorEmails) {
    const added = spawnSync(serverBin, ['moderator', 'add', email, '--data-dir', dataDir], { encoding: 'utf8' });
    assert.equal(added.status, 0, `ndoto moderator add ${email}: ${added.stderr}`);
    const password = /shown only now: (\S+)/.exec(added.stdout)?.[1];
    assert.ok(password, `no password in: ${added.stdout}`);
    moderators[email] = password;
  }
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const log = createWriteStream(join(results, logName));
  const server = spawn(serverBin, ['serve', '--demo', '--data-dir', dataDir, '--listen', `127.0.0.1:${port}`, '--web-dir', dist], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const serverExited = new Promise((resolve) => server.once('exit', resolve));
  server.stdout.pipe(log);
  server.stderr.pipe(log);
  // Whatever happens to this process, the server (and its PostgreSQL) is told to stop.
  process.once('exit', () => server.exitCode === null && server.kill('SIGTERM'));

  let browser;
  const violations = [];
  const stop = async () => {
    try {
      await browser?.close();
    } finally {
      if (server.exitCode === null && server.signalCode === null) {
        server.kill('SIGTERM');
        const stopped = await Promise.race([
          serverExited.then(() => true),
          new Promise((resolve) => setTimeout(() => resolve(false), 30_000)),
        ]);
        if (!stopped) server.kill('SIGKILL');
      }
      rmSync(dataDir, { recursive: true, force: true });
    }
    assert.deepEqual(violations, [], 'pages broke the Content-Security-Policy');
  };
  try {
    await waitForHealth(server, `${base}/healthz`, logName, 180_000);
    browser = await launchBrowser(violations);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, browser, moderators, stop };
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
