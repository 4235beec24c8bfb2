// The installable app in Chromium against `ndoto serve` (see support.mjs): the manifest and the
// service worker pass Chromium's install checks, 'Add Ndoto to your home screen' waits for the
// dashboard after another screen, the app shell opens with the network cut (the
// sign-in page, a signed-in child's frame) while the API is never answered from a cache, and a new
// version waits while the child is in the quiz and is taken at the next screen or the next start.
// The server serves a copy of dist/, so that a test can put a new version of the worker in it.
// Run `npm run build` first.
import { cpSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';

import { PRECACHE_BUDGET_BYTES, precacheFiles } from '../scripts/budget.mjs';
import { assertAccessible, dist, startStack, until, untilControlled } from './support.mjs';

const DEMO_CHILD = { firstName: 'Baraka', password: 'twiga-demo-2026' };

let stack;
let base;
let served;

before(async () => {
  served = mkdtempSync(join(tmpdir(), 'ndoto-e2e-web-'));
  cpSync(dist, served, { recursive: true });
  // Chromium offers installation only to a person who has used the site a while; a test has not.
  stack = await startStack('pwa.log', { webDir: served, browserArgs: ['--bypass-app-banner-engagement-checks'] });
  ({ base } = stack);
});

after(async () => {
  await stack?.stop();
  if (served) rmSync(served, { recursive: true, force: true });
});

/** The registration's workers' states, as the page sees them. */
const workers = (page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return { active: registration?.active?.state ?? null, waiting: registration?.waiting?.state ?? null, controlled: Boolean(navigator.serviceWorker.controller) };
  });

/**
 * The version of the worker controlling the page: a new version this file writes answers the
 * message 'version?' with its number; the build's own answers nothing (0).
 */
const controllerVersion = (page) =>
  page.evaluate(
    () =>
      new Promise((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = (event) => resolve(event.data);
        navigator.serviceWorker.controller.postMessage('version?', [channel.port2]);
        setTimeout(() => resolve(0), 1000);
      }),
  );

/**
 * Waits until version `version` controls the page. Chromium activates a version that was told to
 * take over once the old one has nothing under way: about a second, but on a loaded machine the
 * page may start under the old one first (and load again at its next screen).
 */
async function controlledBy(page, version) {
  try {
    await until(
      page,
      (expected) =>
        new Promise((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = (event) => resolve(event.data === expected);
          navigator.serviceWorker.controller?.postMessage('version?', [channel.port2]);
          setTimeout(() => resolve(false), 1000);
        }),
      version,
      30_000,
    );
  } catch (error) {
    // What the browser had: which workers, and whether this page was controlled at all.
    throw new Error(`${error.message}\nworkers: ${JSON.stringify(await workers(page))}, controller: ${await controllerVersion(page)}`);
  }
}

/** Puts version `version` of the worker where the server serves it (no stale brotli or gzip copy). */
function publishWorker(version) {
  const worker = readFileSync(join(dist, 'sw.js'), 'utf8');
  const answer = `self.addEventListener('message', (event) => { if (event.data === 'version?') event.ports[0].postMessage(${version}); });`;
  // Whole or not at all: the browser may ask for it at any moment.
  writeFileSync(join(served, 'sw.js.new'), `${worker}\n${answer}\n`);
  renameSync(join(served, 'sw.js.new'), join(served, 'sw.js'));
  rmSync(join(served, 'sw.js.br'), { force: true });
  rmSync(join(served, 'sw.js.gz'), { force: true });
}

/** Asks the browser to look for a new worker now (as it does on a full load) and waits until it waits. */
async function newVersionWaits(page) {
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()).update());
  await until(page, async () => (await navigator.serviceWorker.getRegistration())?.waiting?.state === 'installed');
}

describe('the installable app', () => {
  test('the server sends the worker and the manifest as what they are, to be checked again on each use', async () => {
    for (const [path, type] of [
      ['/sw.js', /^text\/javascript|^application\/javascript/],
      ['/manifest.webmanifest', /^application\/manifest\+json/],
    ]) {
      const response = await fetch(`${base}${path}`);
      assert.equal(response.status, 200, path);
      assert.match(response.headers.get('content-type') ?? '', type, path);
      assert.equal(response.headers.get('cache-control'), 'no-cache', path);
    }
    const precache = precacheFiles(dist);
    const bytes = precache.reduce((sum, file) => sum + file.bytes, 0);
    assert.ok(bytes < PRECACHE_BUDGET_BYTES, `the precache holds ${bytes} bytes, over ${PRECACHE_BUDGET_BYTES}`);
    for (const file of ['index.html', 'manifest.webmanifest', 'icons/icon-512.png']) assert.ok(precache.some(({ url }) => url === file), file);
    assert.ok(precache.filter(({ url }) => url.startsWith('assets/') && url.endsWith('.js')).length > 50, 'the hashed scripts');
  });

  test('installable in Chromium, opens offline, and never answers the API from a cache', async () => {
    // Not incognito, where Chromium installs nothing.
    const context = await stack.persistentContext({ viewport: { width: 360, height: 780 } });
    const page = context.pages()[0] ?? (await context.newPage());
    page.setDefaultTimeout(15_000);
    const responses = [];
    page.on('response', (response) => responses.push({ path: new URL(response.url()).pathname, fromWorker: response.fromServiceWorker() }));

    // The worker is registered past the sign-in page (its download never slows a first sign-in).
    await page.goto(`${base}/`, { waitUntil: 'load' });
    // Longer than the app waits on a screen past sign-in (PWA.registerAfterMs, 3 s).
    await page.waitForTimeout(4000);
    assert.equal(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length), 0, 'no worker on the sign-in page');
    await page.getByLabel('First Name').fill(DEMO_CHILD.firstName);
    await page.getByLabel('Password').fill(DEMO_CHILD.password);
    await page.getByRole('button', { name: 'Start Learning Adventure!' }).click();
    await page.waitForURL(/\/(quizHome|home)$/);
    await page.goto(`${base}/home`);
    await page.getByRole('link', { name: 'Ndoto dashboard' }).waitFor();
    await untilControlled(page);
    const client = await context.newCDPSession(page);
    const { installabilityErrors } = await client.send('Page.getInstallabilityErrors');
    assert.deepEqual(installabilityErrors, []);
    const { errors } = await client.send('Page.getAppManifest');
    assert.deepEqual(errors, []);

    // Chromium's offer to install is held for a calm moment: back on the dashboard from another screen.
    const prompt = page.getByRole('region', { name: 'Add Ndoto to your home screen' });
    assert.equal(await prompt.count(), 0);
    await page.getByRole('link', { name: 'Achievements', exact: true }).first().click();
    await page.waitForURL(`${base}/achievements`);
    await page.getByRole('link', { name: 'Ndoto dashboard' }).click();
    await prompt.waitFor();
    await assertAccessible(page, 'the install prompt');
    await prompt.getByRole('button', { name: 'Not now' }).click();
    await prompt.waitFor({ state: 'detached' });
    // Online, the API answered from the network, never from the worker; then offline it fails
    // instead of answering what it said before.
    const api = (path) => path.startsWith('/api/') || path === '/healthz' || path.startsWith('/ndoto.v1.');
    assert.ok(responses.some(({ path }) => api(path)), 'the dashboard called the API');
    assert.deepEqual(responses.filter(({ path, fromWorker }) => api(path) && fromWorker), []);
    const online = await page.evaluate(async () => Promise.all(['/healthz', '/api/openapi.json'].map(async (path) => (await fetch(path)).status)));
    assert.deepEqual(online, [200, 200]);

    await context.setOffline(true);
    await page.reload();
    await page.getByRole('link', { name: 'Ndoto dashboard' }).waitFor();
    await page.getByRole('navigation', { name: 'Sections' }).or(page.getByRole('navigation', { name: 'Main' })).first().waitFor();
    assert.equal(new URL(page.url()).pathname, '/home');
    const offline = await page.evaluate(async () =>
      Promise.all(['/healthz', '/api/openapi.json'].map((path) => fetch(path).then((response) => `answered ${response.status}`, () => 'failed'))),
    );
    assert.deepEqual(offline, ['failed', 'failed']);
    await context.setOffline(false);

    // Signed out, the sign-in page opens with the network cut: from the precache, not the browser's error page.
    await page.getByRole('button', { name: 'More' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).or(page.getByRole('button', { name: 'Logout' })).first().click();
    await page.waitForURL(`${base}/`);
    await context.setOffline(true);
    await page.reload();
    await page.getByLabel('First Name').waitFor();
    assert.ok(responses.some(({ path, fromWorker }) => path === '/' && fromWorker), 'the page came from the service worker');
    await context.setOffline(false);
    await context.close();
  });

  test('a new version waits while the child is in the quiz, and is taken at the next screen and at the next start', async () => {
    const context = await stack.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const quiz = await context.newPage();
    quiz.setDefaultTimeout(15_000);
    await quiz.goto(`${base}/`);
    await quiz.getByLabel('First Name').fill(DEMO_CHILD.firstName);
    await quiz.getByLabel('Password').fill(DEMO_CHILD.password);
    await quiz.getByRole('button', { name: 'Start Learning Adventure!' }).click();
    await quiz.waitForURL(/\/(quizHome|home)$/);
    await untilControlled(quiz);
    // Moving inside the app, as a child does: the page's address changes, the document stays.
    if (!quiz.url().endsWith('/quizHome')) await quiz.getByRole('link', { name: 'Quiz', exact: true }).first().click();
    await quiz.waitForURL(`${base}/quizHome`);
    await quiz.getByRole('button', { name: /^Ages 9-12 Budding Innovators / }).click();
    await quiz.waitForURL(`${base}/quiz`);
    await quiz.getByRole('group', { name: 'Answers' }).getByRole('button').first().click();
    await quiz.locator('.quiz-counter', { hasText: /^Question 2 of 10$/ }).waitFor();
    // Set on this document: gone if the page is loaded again.
    await quiz.evaluate(() => {
      window.sameDocument = true;
    });

    publishWorker(2);
    await newVersionWaits(quiz);
    await quiz.waitForTimeout(500);
    assert.deepEqual(await workers(quiz), { active: 'activated', waiting: 'installed', controlled: true });
    assert.equal(await quiz.evaluate(() => window.sameDocument), true, 'the quiz was not reloaded');
    assert.equal(await quiz.locator('.quiz-counter').innerText(), 'Question 2 of 10');

    // The app started in another window while the quiz is open: the new version still waits.
    const home = await context.newPage();
    home.setDefaultTimeout(15_000);
    await home.goto(`${base}/home`);
    await home.getByRole('link', { name: 'Ndoto dashboard' }).waitFor();
    // The quiz's window was opened at /: the worker knows it is in the quiz because the page says so.
    assert.equal((await workers(home)).waiting, 'installed');
    assert.equal(await controllerVersion(home), 0);
    assert.equal(await quiz.evaluate(() => window.sameDocument), true, 'the quiz was not reloaded');

    // The child leaves the quiz (and says so): the dashboard is loaded again under the new version.
    await quiz.getByRole('link', { name: 'Ndoto dashboard' }).click();
    await quiz.getByRole('dialog').getByRole('button', { name: 'Leave', exact: true }).click();
    await quiz.waitForFunction(() => window.sameDocument === undefined).catch(async (error) => {
      throw new Error(`${error.message}\nthe quiz's window: ${quiz.url()} ${JSON.stringify(await workers(quiz))} v=${await controllerVersion(quiz)} home=${JSON.stringify(await workers(home))} ${new URL(home.url()).pathname}`);
    });
    assert.equal(new URL(quiz.url()).pathname, '/home');
    await quiz.getByRole('link', { name: 'Ndoto dashboard' }).waitFor();
    await controlledBy(quiz, 2);
    assert.deepEqual(await workers(quiz), { active: 'activated', waiting: null, controlled: true });

    // The other window runs the old version's code under the new one: it loads again at its next screen.
    await home.evaluate(() => {
      window.sameDocument = true;
    });
    await quiz.close();
    await home.getByRole('link', { name: 'Achievements', exact: true }).first().click();
    await home.waitForFunction(() => window.sameDocument === undefined);
    assert.equal(new URL(home.url()).pathname, '/achievements');
    assert.equal(await controllerVersion(home), 2);

    // Another version, found while the app is open, is taken when it starts again (in a new window:
    // a reload overlaps the old page and the new, which Chromium lets hold the old version a while;
    // so does a page still downloading, hence the wait for the screen to have everything).
    await home.waitForLoadState('networkidle');
    publishWorker(3);
    await newVersionWaits(home);
    const next = await context.newPage();
    next.setDefaultTimeout(15_000);
    await next.goto(`${base}/home`);
    await next.getByRole('link', { name: 'Ndoto dashboard' }).waitFor();
    await controlledBy(next, 3);
    await context.close();
  });
});
