// End to end: the explore screens that read the server, in Debian's Chromium against the real
// `ndoto serve` (support.mjs): the resource board, its modal and reading page (and an unknown id),
// the profile's avatar change seen on the dashboard, and a notification written by completing an
// activity, read from the header's menu and marked read. Each screen at 360 and 1440 px fits the
// screen; screenshots in both themes land in test-results/.
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';

import { results, startStack } from './support.mjs';

// The demo child in the 9-12 band, created by `ndoto serve --demo`.
const CHILD = { firstName: 'Baraka', password: 'twiga-demo-2026' };

let stack;
let base;
let browser;

before(async () => {
  stack = await startStack('resources-profile-server.log');
  ({ base, browser } = stack);
});

after(async () => {
  await stack?.stop();
});

async function newPage({ width = 360, height = 780, theme } = {}) {
  const context = await browser.newContext({ viewport: { width, height } });
  if (theme) await context.addInitScript((value) => localStorage.setItem('theme', value), theme);
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  page.failures = [];
  page.on('pageerror', (error) => page.failures.push(error.message));
  await page.goto(`${base}/`);
  await page.getByLabel('First Name').fill(CHILD.firstName);
  await page.getByLabel('Password').fill(CHILD.password);
  await page.getByRole('button', { name: 'Start Learning Adventure!' }).click();
  await page.waitForURL(/\/(quizHome|home)$/);
  return page;
}

async function assertFits(page, what) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 0, `${what} is ${overflow}px wider than the screen`);
}

describe('resources, profile and notifications in the browser', { concurrency: false }, () => {
  test('the board opens a resource in its modal and reads it in full; an unknown id says so', async () => {
    const page = await newPage();
    await page.goto(`${base}/resources`);
    const favourite = page.getByRole('button', { name: /^Favorite / }).first();
    await favourite.waitFor();
    const title = (await favourite.getAttribute('aria-label')).replace(/^Favorite /, '');
    await page.getByText(title, { exact: true }).first().click();
    const modal = page.getByRole('dialog');
    await modal.getByRole('button', { name: 'Back to Board' }).waitFor();
    await modal.getByRole('button', { name: 'Read Full Resource' }).click();
    await page.waitForURL(/\/resource\/[a-z0-9-]+$/);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await assertFits(page, 'a resource at 360px');
    await page.screenshot({ path: join(results, 'resource-page-360-light.png'), fullPage: true, animations: 'disabled' });

    await page.goto(`${base}/resource/no-such-resource`);
    await page.getByRole('heading', { name: 'Resource Not Found' }).waitFor();
    assert.deepEqual(page.failures, []);
    await page.context().close();
  });

  test("a link to another site goes through 'You are leaving Ndoto', then opens with no opener or referrer", async () => {
    const page = await newPage();
    // No internet here: the other site answers from this stub, which reports what it was given.
    await page.context().route('https://www.africanstorybook.org/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>African Storybook (stub)</title>' }),
    );
    await page.goto(`${base}/resource/african-storybook`);
    const open = page.getByRole('button', { name: /Open African Storybook/ });
    await open.click();
    const leaving = page.getByRole('dialog', { name: 'You are leaving Ndoto' });
    await leaving.getByText('is on another website: africanstorybook.org.').waitFor();
    await assertFits(page, "the 'leaving' step at 360px");
    await page.screenshot({ path: join(results, 'leaving-ndoto-360-light.png'), animations: 'disabled' });
    await leaving.getByRole('button', { name: 'Stay here' }).click();
    await leaving.waitFor({ state: 'hidden' });
    assert.equal(page.context().pages().length, 1);

    await open.click();
    const [other] = await Promise.all([page.context().waitForEvent('page'), leaving.getByRole('link', { name: 'Go' }).click()]);
    await other.waitForLoadState();
    assert.equal(other.url(), 'https://www.africanstorybook.org/');
    assert.deepEqual(await other.evaluate(() => [window.opener, document.referrer]), [null, '']);
    assert.equal(page.url(), `${base}/resource/african-storybook`);
    assert.deepEqual(page.failures, []);
    await page.context().close();
  });

  test('an avatar chosen on the profile is the picture on the dashboard', async () => {
    const page = await newPage();
    await page.goto(`${base}/my-profile`);
    await page.getByRole('button', { name: /Edit Profile/ }).click();
    const modal = page.getByRole('dialog');
    await modal.getByRole('radio', { name: 'Fox' }).click();
    await modal.getByRole('button', { name: 'Save Changes' }).click();
    await modal.waitFor({ state: 'hidden' });
    const picture = page.getByRole('region', { name: 'Your profile' }).getByRole('img', { name: 'Your avatar' });
    await page.waitForFunction((element) => element.getAttribute('src')?.endsWith('/avatars/fox.svg'), await picture.elementHandle());
    await assertFits(page, 'the profile at 360px');

    // At 360 px the bottom bar is the navigation (the sidebar is for 600 px and wider).
    await page.getByRole('navigation', { name: 'Sections' }).locator('a[href="/home"]').click();
    const card = page.getByRole('region', { name: 'My profile' }).getByRole('img', { name: 'Your avatar' });
    await card.waitFor();
    assert.match(await card.getAttribute('src'), /\/avatars\/fox\.svg$/);
    assert.deepEqual(page.failures, []);
    await page.context().close();
  });

  test('completing an activity writes a notification that the header menu shows and marks read', async () => {
    const page = await newPage();
    const token = await page.evaluate(() => localStorage.getItem('childToken'));
    const auth = { headers: { authorization: `Bearer ${token}` } };
    const challenges = await (await page.request.get(`${base}/api/student/dashboard/challenges`, auth)).json();
    const open = challenges.find((challenge) => !challenge.isCompleted);
    const done = await page.request.post(`${base}/api/student/rewards/complete-challenge/${open._id}`, auth);
    assert.equal(done.status(), 200);

    await page.goto(`${base}/home`);
    await page.getByRole('button', { name: /^Notifications, \d+ new$/ }).click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    await panel.getByText('Activity completed!').first().waitFor();
    const box = await panel.boundingBox();
    assert.ok(box.x >= 0 && box.x + box.width <= 360, `the panel spans ${box.x} to ${box.x + box.width} of 360px`);
    await page.screenshot({ path: join(results, 'notifications-360-light.png'), animations: 'disabled' });
    await panel.getByRole('button', { name: 'Mark all as read' }).click();
    await page.getByRole('button', { name: 'Notifications', exact: true }).waitFor();
    assert.deepEqual(page.failures, []);
    await page.context().close();
  });

  for (const [width, theme] of [
    [360, 'dark'],
    [1440, 'light'],
    [1440, 'dark'],
  ]) {
    test(`the board and the profile fit at ${width}px, ${theme}`, async () => {
      const page = await newPage({ width, height: 900, theme });
      for (const [path, ready, name] of [
        ['/resources', page.getByRole('button', { name: /^Favorite / }).first(), 'resources'],
        ['/my-profile', page.getByRole('button', { name: /Edit Profile/ }), 'profile'],
      ]) {
        await page.goto(`${base}${path}`);
        await ready.waitFor();
        await assertFits(page, `${path} at ${width}px`);
        await page.screenshot({ path: join(results, `${name}-${width}-${theme}.png`), fullPage: true, animations: 'disabled' });
      }
      assert.deepEqual(page.failures, []);
      await page.context().close();
    });
  }
});
