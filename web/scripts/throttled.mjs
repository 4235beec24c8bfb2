// The web app on a slow phone and network, measured (issue 16): headless Chromium with the network
// emulated at 400 kbps down, 400 ms round trip, and the CPU slowed 4 times, against the real
// `ndoto serve --demo` serving dist/ (started as the e2e tests start it). For /, /signup, /home and
// /activities, each in a fresh browser context (empty cache, as on a first visit): the bytes
// transferred, the first contentful paint, and the time until the page's main control works.
// /home and /activities carry the demo child's session (signed in through the API first).
// Writes perf/throttled.json (git-ignored). Run `npm run build` and `cargo build -p ndoto` first.
//   node scripts/throttled.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { startStack, webDir } from '../e2e/support.mjs';

const NETWORK = { offline: false, latency: 400, downloadThroughput: (400 * 1000) / 8, uploadThroughput: (400 * 1000) / 8 };
const CPU_SLOWDOWN = 4;
/** The targets, in ms from the start of the navigation. */
const TARGETS = { '/': { firstPaint: 1500, usable: 4000 }, '/home': { usable: 8000 } };
const DEMO_CHILD = { firstName: 'Amani', password: 'twiga-demo-2026' };

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
const report = { network: NETWORK, cpuSlowdown: CPU_SLOWDOWN, targets: TARGETS, pages: {} };
try {
  const answer = await fetch(`${base}/api/auth/child/signin`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(DEMO_CHILD),
  });
  if (!answer.ok) throw new Error(`the demo child cannot sign in: ${answer.status} ${await answer.text()}`);
  const session = await answer.json();

  for (const { path, signedIn, control } of PAGES) {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
    if (signedIn) {
      await context.addInitScript((stored) => {
        localStorage.setItem('childToken', stored.token);
        localStorage.setItem('childAge', String(stored.age));
        localStorage.setItem('childId', stored.id);
      }, { token: session.access_token, age: session.user.age, id: session.user._id ?? session.user.id });
    }
    const page = await context.newPage();
    page.setDefaultTimeout(120_000);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    let bytes = 0;
    const scripts = { count: 0, bytes: 0 };
    const types = new Map();
    cdp.on('Network.responseReceived', (event) => types.set(event.requestId, event.type));
    cdp.on('Network.loadingFinished', (event) => {
      bytes += event.encodedDataLength;
      if (types.get(event.requestId) === 'Script') {
        scripts.count += 1;
        scripts.bytes += event.encodedDataLength;
      }
    });

    await page.goto(`${base}${path}`, { waitUntil: 'commit' });
    const main = control(page);
    await main.waitFor({ state: 'visible' });
    await page.waitForFunction((el) => el && !el.disabled, await main.elementHandle());
    const timing = await page.evaluate(() => ({
      usable: Math.round(performance.now()),
      firstPaint: Math.round(performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1),
    }));
    report.pages[path] = {
      url: page.url().replace(base, ''),
      bytesTransferred: bytes,
      scripts,
      firstContentfulPaintMs: timing.firstPaint,
      usableMs: timing.usable,
    };
    console.log(
      `${path.padEnd(12)} ${(bytes / 1024).toFixed(1).padStart(7)} KB transferred (JS ${(scripts.bytes / 1024).toFixed(1)} KB ` +
        `in ${scripts.count})  first paint ${timing.firstPaint} ms  usable ${timing.usable} ms`,
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
