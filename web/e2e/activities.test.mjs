// End to end: fun learning activities and achievements in Debian's Chromium (playwright-core)
// against the real `ndoto serve` on the embedded default, started as in support.mjs on a fresh
// data dir seeded with the demo family (`--demo`) and the catalogue. Run `npm run build` first.
// The 9-12 demo child Baraka completes an activity through the dialog's three steps, then finds
// the badge and stars on /achievements and the new counts on /home, all by client-side
// navigation (no reload). Screenshots of /activities (with the dialog's steps) and /achievements
// at 1280 and 360 wide, light and dark, land in test-results/ (git-ignored).
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';

import { assertAccessible, hold, results, settled, startStack } from './support.mjs';

// The demo child in the 9-12 band, created by `ndoto serve --demo`.
const CHILD = { firstName: 'Baraka', password: 'twiga-demo-2026', age: 10 };

let stack;
let base;
let browser;

before(async () => {
  stack = await startStack('activities-server.log');
  ({ base, browser } = stack);
});

after(async () => {
  await stack?.stop();
});

async function newPage({ width = 1280, height = 900, theme } = {}) {
  const context = await browser.newContext({ viewport: { width, height } });
  if (theme) await context.addInitScript((value) => localStorage.setItem('theme', value), theme);
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

async function signIn(page) {
  await page.goto(`${base}/`);
  await page.getByLabel('First Name').fill(CHILD.firstName);
  await page.getByLabel('Password').fill(CHILD.password);
  await page.getByRole('button', { name: 'Start Learning Adventure!' }).click();
  await page.waitForURL(/\/(quizHome|home)$/);
}

/** Follows a sidebar entry, as the child does: a client-side navigation, never a page load. */
async function follow(page, path) {
  await page.locator(`#app-sidebar a[href="${path}"]`).click();
  await page.waitForURL(`${base}${path}`);
}

/** Marks the document, so that a reload (which would lose the mark) can be noticed. */
const markDocument = (page) => page.evaluate(() => (window.__ndotoNoReload = true));
const stillSameDocument = (page) => page.evaluate(() => window.__ndotoNoReload === true);

/** The header's badge count and the Stars Earned total on /achievements. */
async function achievementsCounts(page) {
  await page.getByRole('heading', { name: 'My Amazing Achievements!' }).waitFor();
  const badges = Number((await page.locator('.achievements-total strong').innerText()).trim());
  const stars = Number((await page.locator('.achievements-stars-total strong').innerText()).trim());
  return { badges, stars };
}

/** The Badges and Stars numbers of the profile card on /home, once both are numbers. */
async function homeCounts(page) {
  const profile = page.getByRole('region', { name: 'My profile' });
  await profile.waitFor();
  const read = async (label) => {
    const stat = profile.locator('.profile-stat', { has: page.locator('dt', { hasText: label }) });
    const value = stat.locator('dd');
    await page.waitForFunction((element) => /^\d+$/.test(element.textContent.trim()), await value.elementHandle());
    return Number((await value.innerText()).trim());
  };
  return { badges: await read('Badges'), stars: await read('Stars') };
}

/** The counts of My Learning Journey on /home (books read, videos watched, projects done), once loaded. */
async function journeyCounts(page) {
  const journey = page.locator('section.journey');
  await journey.locator('.journey-streak').waitFor();
  const counts = await journey.locator('.journey-count').allInnerTexts();
  const [books, videos, projects] = counts.map((count) => Number(count.trim()));
  return { books, videos, projects, streak: (await journey.locator('.journey-streak').innerText()).trim() };
}

const capitalise = (text) => text.charAt(0).toUpperCase() + text.slice(1);

describe('activities and achievements in the browser', { concurrency: false }, () => {
  test('a child completes an activity in three steps; /achievements and /home show the badge and stars at once', async () => {
    const page = await newPage();
    const failures = [];
    page.on('pageerror', (error) => failures.push(error.message));
    await signIn(page);
    await markDocument(page);

    // Before: the learning journey on /home, and the rewards as /achievements shows them (and
    // caches them for five minutes).
    if (!page.url().endsWith('/home')) await follow(page, '/home');
    const journeyBefore = await journeyCounts(page);
    await follow(page, '/achievements');
    const before = await achievementsCounts(page);

    // /activities: cards for a 9-12 child.
    await follow(page, '/activities');
    await page.getByRole('heading', { name: 'Fun Learning Activities' }).waitFor();
    const cards = page.getByRole('list', { name: 'Activities' }).locator(':scope > li');
    await cards.first().waitFor();
    const count = await cards.count();
    assert.ok(count >= 2, `${count} activities`);
    for (let at = 0; at < count; at += 1) {
      const range = (await cards.nth(at).locator('.activity-facts').innerText()).match(/Ages (\d+)-(\d+)/);
      if (range) assert.ok(Number(range[1]) <= CHILD.age && CHILD.age <= Number(range[2]), `card ${at} is for ages ${range[0]}`);
      const image = cards.nth(at).locator('img');
      assert.equal(await image.getAttribute('loading'), 'lazy');
      assert.ok(await image.getAttribute('width'));
    }
    const card = cards.filter({ has: page.getByRole('button', { name: /Start Activity/ }) }).first();
    const title = (await card.locator('.activity-title').innerText()).trim();
    const theme = (await card.locator('.activity-theme').innerText()).trim();
    await card.getByRole('button', { name: /Start Activity/ }).click();

    // 1. Tutorial: the video or the text tips (every catalogue activity has one), and the chips.
    const dialog = page.getByRole('dialog', { name: title });
    await dialog.waitFor();
    await dialog.getByRole('list', { name: 'Step 1 of 3' }).waitFor();
    const hasVideo = (await dialog.locator('iframe').count()) === 1;
    if (hasVideo) {
      const frame = dialog.locator('iframe');
      assert.match(await frame.getAttribute('src'), /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}/);
      assert.equal(await frame.getAttribute('sandbox'), 'allow-scripts allow-same-origin allow-presentation');
    }
    else assert.ok((await dialog.getByRole('list', { name: 'Tutorial steps' }).getByRole('listitem').count()) >= 2);
    assert.equal(await dialog.getByText('Video tutorial not available').count(), 0);
    const chips = await dialog.getByRole('list', { name: 'About this activity' }).getByRole('listitem').allInnerTexts();
    assert.equal(chips.length, 4, `chips: ${chips}`);
    assert.equal(chips[0].trim(), theme);
    assert.match(chips[2], /Ages \d+-\d+|All ages/);
    assert.match(chips[3], /\d+ min/);
    await page.screenshot({ path: join(results, 'activities-tutorial-1280-light.png'), animations: 'disabled' });

    // 2. Project: Let's Build! with the steps and what the child learns; back and forth once.
    await dialog.getByRole('button', { name: /Start Project/ }).click();
    await dialog.getByRole('heading', { name: /Let's Build!/ }).waitFor();
    assert.ok((await dialog.getByRole('list', { name: 'Project steps' }).getByRole('listitem').count()) >= 2);
    await dialog.getByRole('heading', { name: /What you'll learn/ }).waitFor();
    assert.ok((await dialog.getByRole('list', { name: "What you'll learn" }).getByRole('listitem').count()) >= 1);
    await dialog.getByRole('button', { name: /Back to Tutorial/ }).click();
    await dialog.getByRole('list', { name: 'Step 1 of 3' }).waitFor();
    await dialog.getByRole('button', { name: /Start Project/ }).click();
    await dialog.getByRole('list', { name: 'Step 2 of 3' }).waitFor();
    await page.screenshot({ path: join(results, 'activities-project-1280-light.png'), animations: 'disabled' });

    // 'Completing...' while the call runs (held until it has been seen).
    const releaseCompletion = await hold(page, '**/ndoto.v1.StudentService/CompleteChallenge');
    await dialog.getByRole('button', { name: /Complete Project/ }).click();
    await dialog.getByRole('button', { name: /Completing\.\.\./ }).waitFor();
    releaseCompletion();

    // 3. Completed.
    await dialog.getByRole('heading', { name: 'Congratulations!' }).waitFor();
    const badgeName = `${capitalise(theme.toLowerCase())} Explorer`;
    await dialog.getByText(`${badgeName} Badge earned!`).waitFor();
    await page.screenshot({ path: join(results, 'activities-completed-1280-light.png'), animations: 'disabled' });
    await dialog.locator('.ant-modal-footer').getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // The card cannot be started again.
    const done = cards.filter({ has: page.locator('.activity-title', { hasText: title }) }).first();
    await done.getByRole('button', { name: /Completed ✓/ }).waitFor();
    assert.ok(await done.getByRole('button', { name: /Completed ✓/ }).isDisabled());

    // /achievements: the new badge and more stars, without a reload.
    await follow(page, '/achievements');
    const recent = page.getByRole('list', { name: 'Recent badges' });
    await recent.getByRole('heading', { name: badgeName }).waitFor();
    // The theme's Explorer badge, and any other badge this completion earned (such as a first project).
    const after = await achievementsCounts(page);
    assert.ok(after.badges >= before.badges + 1, `badges ${before.badges} -> ${after.badges}`);
    assert.ok(after.stars > before.stars, `stars ${before.stars} -> ${after.stars}`);
    await page.getByRole('list', { name: 'Stars by type' }).getByText('activity completed').waitFor();
    const today = await page.evaluate(() => new Date().toLocaleDateString());
    await recent.getByText(today).first().waitFor();
    await page.getByRole('button', { name: /View All Badges/ }).click();
    const all = page.getByRole('list', { name: 'All badges' });
    await all.getByRole('heading', { name: badgeName }).waitFor();
    await page.keyboard.press('Escape');
    await all.waitFor({ state: 'hidden' });

    // /home: the profile card's counts are the new ones.
    await follow(page, '/home');
    const home = await homeCounts(page);
    assert.deepEqual(home, after);
    // My Learning Journey counts the project, and today is a day of the streak.
    await page.locator('section.journey .journey-count').nth(2).filter({ hasText: String(journeyBefore.projects + 1) }).waitFor();
    const journeyAfter = await journeyCounts(page);
    assert.equal(journeyAfter.projects, journeyBefore.projects + 1);
    assert.match(journeyAfter.streak, /^🔥\s*[1-9]\d* Day Streak!$/);
    // The child says they read a book: Books Read counts it, once.
    const book = page.getByRole('button', { name: /^I read it!/ }).first();
    await book.click();
    await page.getByText('You read this book').first().waitFor();
    await page.locator('section.journey .journey-count').first().filter({ hasText: String(journeyBefore.books + 1) }).waitFor();
    console.log(`journey: ${JSON.stringify(journeyBefore)} -> ${JSON.stringify(await journeyCounts(page))}`);

    console.log(`completed '${title}' (${theme}): badges ${before.badges} -> ${after.badges}, stars ${before.stars} -> ${after.stars}; /home shows ${home.badges} and ${home.stars}`);
    assert.ok(await stillSameDocument(page), 'the page was reloaded');
    assert.deepEqual(failures, []);
    await page.context().close();
  });

  test("every activity's tutorial step shows its video or its tips, never 'Video tutorial not available'", async () => {
    const page = await newPage({ width: 360, height: 780 });
    await signIn(page);
    await page.goto(`${base}/activities`);
    const cards = page.getByRole('list', { name: 'Activities' }).locator(':scope > li');
    await cards.first().waitFor();
    const shown = { video: 0, tips: 0 };
    for (let at = 0; at < (await cards.count()); at += 1) {
      const start = cards.nth(at).getByRole('button', { name: /Start Activity/ });
      if (!(await start.count())) continue; // completed in an earlier test
      const title = (await cards.nth(at).locator('.activity-title').innerText()).trim();
      await start.click();
      const dialog = page.getByRole('dialog', { name: title });
      await dialog.getByRole('list', { name: 'Step 1 of 3' }).waitFor();
      const video = await dialog.locator('iframe').count();
      const tips = await dialog.getByRole('list', { name: 'Tutorial steps' }).getByRole('listitem').count();
      assert.ok(video === 1 || tips >= 2, `${title}: ${video} video, ${tips} tips`);
      assert.equal(await dialog.getByText('Video tutorial not available').count(), 0, title);
      // The first of each kind: WCAG 2.2 AA by axe (the dialog is not a screen of a11y.test.mjs).
      if (shown[video ? 'video' : 'tips'] === 0) {
        await settled(page);
        await assertAccessible(page, `the tutorial step of ${title}`);
        if (!video) await page.screenshot({ path: join(results, 'activities-tutorial-tips-360-light.png'), animations: 'disabled' });
      }
      shown[video ? 'video' : 'tips'] += 1;
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'hidden' });
    }
    console.log(`tutorial step for a 10-year-old: ${shown.video} with a video, ${shown.tips} with tips`);
    assert.ok(shown.video >= 1 && shown.tips >= 1, JSON.stringify(shown));
    await page.context().close();
  });

  test('a completion the server refuses alerts and stays on the project step', async () => {
    const page = await newPage({ width: 360, height: 780 });
    await signIn(page);
    await page.goto(`${base}/activities`);
    const card = page.getByRole('list', { name: 'Activities' }).locator(':scope > li').filter({ has: page.getByRole('button', { name: /Start Activity/ }) }).first();
    await card.waitFor();
    const title = (await card.locator('.activity-title').innerText()).trim();
    await card.getByRole('button', { name: /Start Activity/ }).click();
    const dialog = page.getByRole('dialog', { name: title });
    await dialog.getByRole('button', { name: /Start Project/ }).click();
    // A refusal (FAILED_PRECONDITION, grpc-web's trailers-only answer): a lost connection would
    // instead keep the completion for later (the offline outbox, offline-outbox.test.mjs).
    await page.route('**/ndoto.v1.StudentService/CompleteChallenge', (route) =>
      route.fulfill({ status: 200, headers: { 'content-type': 'application/grpc-web+proto', 'grpc-status': '9', 'grpc-message': 'refused' }, body: '' }),
    );
    await dialog.getByRole('button', { name: /Complete Project/ }).click();
    await page.getByText('Failed to mark project as complete. Please try again.').last().waitFor();
    await page.screenshot({ path: join(results, 'activities-failed-360-light.png'), animations: 'disabled' });
    await page.getByRole('button', { name: 'OK' }).click();
    await dialog.getByRole('heading', { name: /Let's Build!/ }).waitFor();
    assert.ok(await dialog.getByRole('button', { name: /Complete Project/ }).isEnabled());
    // Cancel from the tutorial clears it; opening again starts at the tutorial.
    await dialog.getByRole('button', { name: /Back to Tutorial/ }).click();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await card.getByRole('button', { name: /Start Activity/ }).click();
    await dialog.getByRole('list', { name: 'Step 1 of 3' }).waitFor();
    await page.context().close();
  });

  test('screenshots of /activities and /achievements at 1280 and 360 wide, light and dark', async () => {
    for (const [width, theme] of [
      [1280, 'light'],
      [1280, 'dark'],
      [360, 'light'],
      [360, 'dark'],
    ]) {
      const page = await newPage({ width, height: width === 360 ? 780 : 900, theme });
      await signIn(page);
      await page.goto(`${base}/activities`);
      const cards = page.getByRole('list', { name: 'Activities' }).locator(':scope > li');
      await cards.first().waitFor();
      // Every picture on the page, loaded (lazy ones too, once scrolled to).
      await page.evaluate(async () => {
        for (const image of document.querySelectorAll('.activity-card img')) image.loading = 'eager';
        const settled = (image) =>
          new Promise((resolve) => {
            image.addEventListener('load', resolve, { once: true });
            image.addEventListener('error', resolve, { once: true });
          });
        await Promise.all([...document.images].filter((image) => !image.complete).map(settled));
        await document.fonts.ready;
      });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.ok(overflow <= 0, `/activities is ${overflow}px wider than the ${width}px screen`);
      if (width === 360) {
        const columns = await page.evaluate(() => getComputedStyle(document.querySelector('.activity-grid')).gridTemplateColumns.split(' ').length);
        assert.equal(columns, 1);
      }
      await page.screenshot({ path: join(results, `activities-${width}-${theme}.png`), fullPage: true, animations: 'disabled' });

      // The dialog on this screen: the tutorial of the first activity still open to the child.
      const startable = cards.filter({ has: page.getByRole('button', { name: /Start Activity/ }) }).first();
      if (await startable.count()) {
        await startable.getByRole('button', { name: /Start Activity/ }).click();
        await page.locator('.activity-dialog').getByRole('list', { name: 'Step 1 of 3' }).waitFor();
        await settled(page);
        await page.screenshot({ path: join(results, `activities-dialog-${width}-${theme}.png`), animations: 'disabled' });
        await page.locator('.activity-dialog').getByRole('button', { name: /Start Project/ }).click();
        await page.locator('.activity-dialog').getByRole('list', { name: 'Step 2 of 3' }).waitFor();
        await settled(page);
        await page.screenshot({ path: join(results, `activities-dialog-project-${width}-${theme}.png`), animations: 'disabled' });
        await page.keyboard.press('Escape');
      }

      await page.goto(`${base}/achievements`);
      await page.getByRole('heading', { name: 'My Amazing Achievements!' }).waitFor();
      await page.evaluate(() => document.fonts.ready);
      const wide = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.ok(wide <= 0, `/achievements is ${wide}px wider than the ${width}px screen`);
      await page.screenshot({ path: join(results, `achievements-${width}-${theme}.png`), fullPage: true, animations: 'disabled' });
      if (await page.getByRole('button', { name: /View All Badges/ }).count()) {
        await page.getByRole('button', { name: /View All Badges/ }).click();
        await page.getByRole('list', { name: 'All badges' }).waitFor();
        await settled(page);
        await page.screenshot({ path: join(results, `achievements-all-${width}-${theme}.png`), animations: 'disabled' });
      }
      await page.context().close();
    }
  });
});
