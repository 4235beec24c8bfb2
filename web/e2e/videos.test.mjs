// End to end: the safe video hub in Debian's Chromium (playwright-core) against the real
// `ndoto serve --demo` (support.mjs). Run `npm run build` first. The demo child Amani, on a 360px
// screen, searches from the header, lands on /youtube-search?q=, sees the results, plays one with
// 'Up Next', goes back, and finds it in the History tab. Nothing leaves the machine: every request
// to another host is refused, so thumbnails fall back to the placeholder and the player frame stays
// empty (the Content-Security-Policy check of support.mjs still covers the embed). Screenshots at
// 360 and 1440 wide, light and dark, land in test-results/ (git-ignored).
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';

import { results, startStack } from './support.mjs';

const AMANI = { firstName: 'Amani', password: 'twiga-demo-2026' };
const QUERY = 'space';

let stack;
let base;
let browser;

before(async () => {
  stack = await startStack('videos-server.log');
  ({ base, browser } = stack);
});

after(async () => {
  await stack?.stop();
});

async function newPage({ width = 360, height = 780, theme } = {}) {
  const context = await browser.newContext({ viewport: { width, height } });
  if (theme) await context.addInitScript((value) => localStorage.setItem('theme', value), theme);
  // No internet at test time: anything not served by ndoto is refused at once.
  await context.route(
    (url) => !url.href.startsWith(base),
    (route) => route.abort(),
  );
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

async function signIn(page) {
  await page.goto(`${base}/`);
  await page.getByLabel('First Name').fill(AMANI.firstName);
  await page.getByLabel('Password').fill(AMANI.password);
  await page.getByRole('button', { name: 'Start Learning Adventure!' }).click();
  await page.waitForURL(/\/(quizHome|home)$/);
}

async function assertFits(page, what) {
  await page.evaluate(() => document.fonts.ready);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 0, `${what} is ${overflow}px wider than the screen`);
}

const resultCards = (page) => page.getByRole('list', { name: 'Search results' }).locator(':scope > li');

describe('safe video hub in the browser', { concurrency: false }, () => {
  test('header search to the hub, results, player with Up Next, back, and the History tab at 360px', async () => {
    const page = await newPage();
    const failures = [];
    page.on('pageerror', (error) => failures.push(error.message));
    await signIn(page);

    // The header search leads to the hub with the URL-encoded query. On a phone it is a button
    // that opens the box over the header.
    await page.getByRole('button', { name: 'Search videos' }).click();
    const headerSearch = page.getByRole('textbox', { name: 'Search videos' });
    await headerSearch.fill(QUERY);
    await headerSearch.press('Enter');
    await page.waitForURL(`${base}/youtube-search?q=${encodeURIComponent(QUERY)}`);
    // The hub's code loads after the address changes: wait for its heading, not the last page's.
    await page.getByRole('heading', { level: 1, name: 'Safe Video Hub' }).waitFor();
    assert.equal(await page.getByRole('textbox', { name: 'Search for videos' }).inputValue(), QUERY);

    // Needs the server half (SearchVideos): results, at most 12, counted on the tab.
    const cards = resultCards(page);
    await cards.first().waitFor();
    const count = await cards.count();
    assert.ok(count >= 6 && count <= 12, `${count} results`);
    assert.equal(await page.getByRole('tab', { name: /Search Results/ }).innerText(), `Search Results (${count})`);
    // Our catalogue knows no view counts: a card never says '0 views'.
    assert.doesNotMatch(await cards.first().innerText(), /\b0 views/);
    // Offline: a thumbnail that fails falls back to our placeholder (the first card's is on screen;
    // the others load lazily, when scrolled to).
    await page.waitForFunction(() =>
      document.querySelector('.video-card img')?.getAttribute('src')?.endsWith('placeholder-thumbnail.svg'),
    );
    await assertFits(page, 'the results at 360px');

    // The player: youtube-nocookie, autoplay, no related videos, modest branding; Up Next of 5.
    const title = (await cards.first().getByRole('button').innerText()).trim();
    await cards.first().getByRole('button').click();
    const player = page.getByRole('region', { name: 'Video player' });
    const frame = player.locator('iframe');
    const src = await frame.getAttribute('src');
    assert.match(src, /^https:\/\/www\.youtube-nocookie\.com\/embed\/[A-Za-z0-9_-]{11}\?autoplay=1&rel=0&modestbranding=1$/);
    // Sandboxed: the player runs, but cannot navigate the page or open pop-ups; titled for screen readers.
    assert.equal(await frame.getAttribute('sandbox'), 'allow-scripts allow-same-origin allow-presentation');
    assert.equal(await frame.getAttribute('title'), title);
    assert.equal(await player.getByRole('heading', { level: 2, name: title }).count(), 1);
    assert.equal(await page.getByRole('list', { name: 'Up Next' }).locator(':scope > li').count(), Math.min(5, count - 1));
    await assertFits(page, 'the player at 360px');
    await page.screenshot({ path: join(results, 'videos-player-360-light.png'), fullPage: true, animations: 'disabled' });

    // Back to the results; the History tab counts and lists the watched video, with when and for
    // how long, and the search with when.
    await page.getByRole('button', { name: /Back to Search Results/ }).click();
    await cards.first().waitFor();
    assert.equal(await page.getByRole('tab', { name: /History/ }).innerText(), 'History (1)');
    await page.getByRole('tab', { name: /History/ }).click();
    const watched = page.getByRole('list', { name: 'Watch history' }).locator(':scope > li');
    assert.equal(await watched.count(), 1);
    assert.match(await watched.first().innerText(), new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    assert.match(await watched.first().innerText(), /Watched just now, for under a minute/);
    assert.equal(await watched.first().locator('time').count(), 1);
    const search = page.getByRole('list', { name: 'Search history' }).getByRole('button');
    assert.equal((await search.innerText()).replace(/\s+/g, ' '), `${QUERY} · just now`);
    await assertFits(page, 'the History tab at 360px');
    await page.screenshot({ path: join(results, 'videos-history-360-light.png'), animations: 'disabled' });
    assert.deepEqual(failures, []);
    await page.context().close();
  });

  for (const [width, theme] of [
    [360, 'light'],
    [360, 'dark'],
    [1440, 'light'],
    [1440, 'dark'],
  ]) {
    test(`screenshot of the results at ${width}px, ${theme}`, async () => {
      const page = await newPage({ width, height: 900, theme });
      await signIn(page);
      await page.goto(`${base}/youtube-search?q=${encodeURIComponent('animals')}`);
      // Needs the server half: without it the hub shows 'Failed to search videos: ...'.
      await resultCards(page).first().waitFor();
      await assertFits(page, `the hub at ${width}px`);
      await page.screenshot({ path: join(results, `videos-hub-${width}-${theme}.png`), fullPage: true, animations: 'disabled' });
      await page.context().close();
    });
  }
});
