// The web app on a slow phone and network, measured (issue 16): headless Chromium with the network
// emulated at 400 kbps down, 400 ms round trip, and the CPU slowed 4 times, against the real
// `ndoto serve --demo` serving dist/ (started as the e2e tests start it). For /, /signup, /home and
// /activities, each in a fresh browser context (empty cache, as on a first visit): the bytes
// transferred, the first contentful paint, and the time until the page's main control works.
// /home and /activities carry the demo child's session (signed in through the API first, where the
// child also takes the career quiz): a child coming back. Then the case: a child signs in
// on / (typing at TYPING_DELAY_MS a key, a brisk pace for a child) and the time runs from the
// press of the sign-in button until /home's first 'Play' works. Last, a child coming back: /home
// again with the service worker warm from an earlier visit.
// Writes perf/throttled.json (git-ignored). Run `npm run build` and `cargo build -p ndoto` first.
//   node scripts/throttled.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { dist, restCall, startStack, untilControlled, webDir } from '../e2e/support.mjs';
import { precacheFiles } from './budget.mjs';

const NETWORK = { offline: false, latency: 400, downloadThroughput: (400 * 1000) / 8, uploadThroughput: (400 * 1000) / 8 };
const CPU_SLOWDOWN = 4;
/** The targets, in ms from the start of the navigation. */
const TARGETS = { '/': { firstPaint: 1500, usable: 4000 }, homeAfterSignIn: { usable: 8000 }, homeSecondVisit: { usable: 2000 } };
const DEMO_CHILD = { firstName: 'Amani', password: 'twiga-demo-2026' };
const TYPING_DELAY_MS = 120;

/** What "the page works" means on each page: its main control, shown and enabled. */
const PAGES = [
  { path: '/', control: (page) => page.getByRole('button', { name: 'Start Learning Adventure!' }) },
  { path: '/signup', control: (page) => page.getByRole('button', { name: 'Create Account' }) },
  // The first game's 'Play' (a button since games open through the 'You are leaving Ndoto' step).
  { path: '/home', signedIn: true, control: (page) => page.getByRole('button', { name: /^Play / }).first() },
  {
    path: '/activities',
    signedIn: true,
    control: (page) => page.getByRole('list', { name: 'Activities' }).locator(':scope > li').first(),
  },
];

const { base, browser, stop } = await startStack('throttled-server.log');

/** Every page of `context` opens with the child of `session` (a sign-in's answer) signed in. */
async function signedInAs(context, session) {
  await context.addInitScript((stored) => {
    localStorage.setItem('childToken', stored.token);
    localStorage.setItem('childAge', String(stored.age));
    localStorage.setItem('childId', stored.id);
  }, { token: session.access_token, age: session.user.age, id: session.user._id ?? session.user.id });
}

/** A fresh context (empty cache, as on a first visit) on the slow phone and network. */
async function throttledPage(session) {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  if (session) await signedInAs(context, session);
  const page = await context.newPage();
  page.setDefaultTimeout(120_000);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const transfer = { bytes: 0, scripts: { count: 0, bytes: 0 } };
  const types = new Map();
  cdp.on('Network.responseReceived', (event) => types.set(event.requestId, event.type));
  cdp.on('Network.loadingFinished', (event) => {
    transfer.bytes += event.encodedDataLength;
    if (types.get(event.requestId) === 'Script') {
      transfer.scripts.count += 1;
      transfer.scripts.bytes += event.encodedDataLength;
    }
  });
  return { context, page, transfer };
}

/** The demo child takes the career quiz through the API, so that signing in leads to /home. */
async function takeTheQuiz(token) {
  const { quizId, quiz } = await restCall(base, '/ai/quiz', { token, body: { ageRange: '6-8' } });
  const answers = quiz.questions.map((question, questionIndex) => ({ questionIndex, answer: question.answers[0] }));
  await restCall(base, '/ai/quiz/submit', { token, body: { quizId, answers } });
}

/** Waits until the control is shown and enabled. */
async function untilWorks(page, control) {
  await control.waitFor({ state: 'visible' });
  await page.waitForFunction((el) => el && !el.disabled, await control.elementHandle());
}

const report = { network: NETWORK, cpuSlowdown: CPU_SLOWDOWN, targets: TARGETS, pages: {} };
try {
  const session = await restCall(base, '/auth/child/signin', { body: DEMO_CHILD });
  await takeTheQuiz(session.access_token);

  for (const { path, signedIn, control } of PAGES) {
    const { context, page, transfer } = await throttledPage(signedIn ? session : undefined);
    await page.goto(`${base}${path}`, { waitUntil: 'commit' });
    await untilWorks(page, control(page));
    const timing = await page.evaluate(() => ({
      usable: Math.round(performance.now()),
      firstPaint: Math.round(performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1),
    }));
    report.pages[path] = {
      url: page.url().replace(base, ''),
      bytesTransferred: transfer.bytes,
      scripts: transfer.scripts,
      firstContentfulPaintMs: timing.firstPaint,
      usableMs: timing.usable,
    };
    console.log(
      `${path.padEnd(12)} ${(transfer.bytes / 1024).toFixed(1).padStart(7)} KB transferred (JS ${(transfer.scripts.bytes / 1024).toFixed(1)} KB ` +
        `in ${transfer.scripts.count})  first paint ${timing.firstPaint} ms  usable ${timing.usable} ms`,
    );
    await context.close();
  }

  // The child signs in on / and lands on /home.
  const { context, page, transfer } = await throttledPage(undefined);
  await page.goto(`${base}/`, { waitUntil: 'commit' });
  await untilWorks(page, PAGES[0].control(page));
  const typingStarted = Date.now();
  await page.getByLabel('First Name').pressSequentially(DEMO_CHILD.firstName, { delay: TYPING_DELAY_MS });
  await page.getByLabel('Password').pressSequentially(DEMO_CHILD.password, { delay: TYPING_DELAY_MS });
  const typingMs = Date.now() - typingStarted;
  const bytesBefore = transfer.bytes;
  const pressed = await page.evaluate(() => performance.now());
  await page.getByRole('button', { name: 'Start Learning Adventure!' }).click();
  await page.waitForURL(/\/home$/);
  await untilWorks(page, PAGES[2].control(page));
  const usableMs = Math.round((await page.evaluate(() => performance.now())) - pressed);
  report.homeAfterSignIn = { typingMs, bytesWhileTyping: bytesBefore, bytesTransferred: transfer.bytes, usableMs };
  console.log(
    `/home after sign-in: usable ${usableMs} ms after the press (typing took ${typingMs} ms; ` +
      `${(transfer.bytes / 1024).toFixed(1)} KB transferred in all, ${(bytesBefore / 1024).toFixed(1)} KB before the press)`,
  );
  await context.close();

  // A child coming back (issue 30): a first visit at full speed leaves the service worker and its
  // precache warm and the screens' answers kept; then /home again on the slow phone and network,
  // its HTTP cache kept as a phone keeps it.
  {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
    await signedInAs(context, session);
    const page = await context.newPage();
    page.setDefaultTimeout(120_000);
    await page.goto(`${base}/home`);
    await untilWorks(page, PAGES[2].control(page));
    await untilControlled(page, 120_000);
    // The kept answers are written a second after they arrive.
    await page.waitForTimeout(1500);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    let bytes = 0;
    cdp.on('Network.loadingFinished', (event) => {
      bytes += event.encodedDataLength;
    });
    await page.goto(`${base}/home`, { waitUntil: 'commit' });
    await untilWorks(page, PAGES[2].control(page));
    const usableMs = Math.round(await page.evaluate(() => performance.now()));
    const precacheBytes = precacheFiles(dist).reduce((sum, file) => sum + file.bytes, 0);
    report.homeSecondVisit = { usableMs, bytesTransferred: bytes, precacheBytes };
    console.log(
      `/home second visit (warm service worker): usable ${usableMs} ms (${(bytes / 1024).toFixed(1)} KB transferred; ` +
        `precache ${(precacheBytes / 1024 / 1024).toFixed(2)} MB)`,
    );
    await context.close();
  }
} finally {
  await stop();
}
const out = join(webDir, 'perf');
mkdirSync(out, { recursive: true });
writeFileSync(join(out, 'throttled.json'), `${JSON.stringify(report, null, 2)}\n`);
console.log(`written to perf/throttled.json`);
