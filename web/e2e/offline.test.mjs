// A child with no network (issue 30, items 3, 4 and 8), in Chromium against `ndoto serve` (see
// support.mjs), the network cut as Chromium's DevTools cut it: the app opens offline from the
// service worker's precache and shows the child's last dashboard and activities from what the
// device kept, with a calm 'You're offline' banner, a resource opened before reads offline, and a
// day later the parent's settings are too old to trust, so the app asks for the network; back
// online the banner goes; signing out offline leaves nothing of the child on the device. Run `npm run build` first.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';

import { assertAccessible, restCall, signInChildOnPage, startStack, untilControlled } from './support.mjs';

const DEMO_CHILD = { firstName: 'Baraka', password: 'twiga-demo-2026' };

let stack;
let base;

before(async () => {
  stack = await startStack('offline.log');
  ({ base } = stack);
});

after(async () => {
  await stack?.stop();
});

/** What this device keeps (IndexedDB, lib/kept-data.ts): each child's id and the calls kept for them. */
const kept = (page) =>
  page.evaluate(async () => {
    // Opening a database that does not exist would create it, empty.
    if (!(await indexedDB.databases()).some(({ name }) => name === 'ndoto-offline')) return {};
    return new Promise((resolve, reject) => {
      const opening = indexedDB.open('ndoto-offline');
      opening.onerror = () => reject(opening.error);
      opening.onsuccess = () => {
        const database = opening.result;
        if (!database.objectStoreNames.contains('kept-data')) return resolve({});
        const store = database.transaction('kept-data').objectStore('kept-data');
        const keys = store.getAllKeys();
        const values = store.getAll();
        values.onsuccess = () =>
          resolve(Object.fromEntries(keys.result.map((key, index) => [key, values.result[index].state.queries.map((query) => query.queryKey[1].methodName).sort()])));
        values.onerror = () => reject(values.error);
      };
    });
  });

/** The actions waiting in the outbox of every child on this device (features/offline/outbox). */
const outbox = (page) =>
  page.evaluate(async () => {
    if (!(await indexedDB.databases()).some(({ name }) => name === 'ndoto-outbox')) return [];
    return new Promise((resolve, reject) => {
      const opening = indexedDB.open('ndoto-outbox');
      opening.onerror = () => reject(opening.error);
      opening.onsuccess = () => {
        const request = opening.result.transaction('queues').objectStore('queues').getAll();
        request.onsuccess = () => resolve(request.result.flat());
        request.onerror = () => reject(request.error);
      };
    });
  });

describe('offline', () => {
  test('the child opens the app with no network and sees their last dashboard and activities; signing out offline leaves nothing of them', async () => {
    // As on a phone: not incognito (whose worker Chromium keeps in memory only).
    const context = await stack.persistentContext({ viewport: { width: 360, height: 780 } });
    const page = context.pages()[0] ?? (await context.newPage());
    page.setDefaultTimeout(15_000);
    await signInChildOnPage(page, base, DEMO_CHILD);
    await page.goto(`${base}/home`);
    const firstPlay = page.getByRole('button', { name: /^Play / }).first();
    await firstPlay.waitFor();
    const game = await firstPlay.getAttribute('aria-label');
    // To another screen as a child does, in the app.
    await page.getByRole('link', { name: 'Activities', exact: true }).first().click();
    const activities = page.getByRole('list', { name: 'Activities' }).locator(':scope > li');
    await activities.first().waitFor();
    const firstActivity = await activities.first().innerText();
    // A resource, opened to read: it reads offline too.
    await page.getByRole('link', { name: 'Resources', exact: true }).first().click().catch(() => page.goto(`${base}/resources`));
    const favourite = page.getByRole('button', { name: /^Favorite / }).first();
    await favourite.waitFor();
    const resourceTitle = (await favourite.getAttribute('aria-label')).replace(/^Favorite /, '');
    await page.getByText(resourceTitle, { exact: true }).first().click();
    await page.getByRole('dialog').getByRole('button', { name: 'Read Full Resource' }).click();
    await page.waitForURL(/\/resource\/[a-z0-9-]+$/);
    await page.getByRole('heading', { level: 1, name: resourceTitle }).waitFor();
    const resourceUrl = page.url();
    // The app shell in the precache, and the screens' answers kept on the device.
    await untilControlled(page);
    const childKey = `child:${await page.evaluate(() => localStorage.getItem('childId'))}`;
    const deadline = Date.now() + 10_000;
    for (;;) {
      const calls = (await kept(page))[childKey] ?? [];
      if (['GetDashboard', 'GetMySettings', 'GetResource', 'ListChallenges'].every((call) => calls.includes(call))) break;
      assert.ok(Date.now() < deadline, `the device kept only ${calls.join(', ')}`);
      await page.waitForTimeout(200);
    }

    await context.setOffline(true);
    await page.reload();
    await page.getByRole('link', { name: 'Ndoto dashboard' }).click();
    const banner = page.getByRole('status').filter({ hasText: "You're offline: showing what you saw last" });
    await banner.waitFor();
    assert.match(await banner.innerText(), /Last updated (just now|1 minute ago)/);
    assert.equal(await page.getByRole('button', { name: /^Play / }).first().getAttribute('aria-label'), game);
    await assertAccessible(page, 'the dashboard offline');
    // Another screen, moved to in the app as a child does.
    await page.getByRole('link', { name: 'Activities', exact: true }).first().click();
    await page.getByRole('list', { name: 'Activities' }).locator(':scope > li').first().waitFor();
    assert.equal(await page.getByRole('list', { name: 'Activities' }).locator(':scope > li').first().innerText(), firstActivity);
    await banner.waitFor();

    await page.goto(resourceUrl);
    await page.getByRole('heading', { level: 1, name: resourceTitle }).waitFor();

    // A day and more later, still offline: the child's token has expired (the app still opens to
    // what the device kept), but the parent's settings are too old to hold bedtime and the daily
    // limit, so Ndoto asks for the network.
    await page.clock.setSystemTime(Date.now() + 25 * 60 * 60 * 1000);
    await page.goto(`${base}/`);
    await page.waitForURL(`${base}/home`);
    await page.getByText("Ndoto needs the internet for a moment to check your grown-up's settings. Connect, then open Ndoto again.").waitFor();
    // Back to today: the app opens as it did.
    await page.clock.setSystemTime(Date.now());
    await page.goto(`${base}/activities`);
    await banner.waitFor();

    // The network back: the banner goes by itself.
    await context.setOffline(false);
    await banner.waitFor({ state: 'detached' });

    // Signing out with no network, an activity completed offline still waiting to be sent: the
    // device forgets the child's screens and what they did, which never reaches the server.
    await context.setOffline(true);
    const card = page.locator('.activity-card').first();
    const activityTitle = await card.getByRole('heading').first().innerText();
    await card.getByRole('button', { name: /Start Activity/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: /Start Project/ }).click();
    await dialog.getByRole('button', { name: /Complete Project/ }).click();
    await dialog.getByText("Will send when you're online").waitFor();
    await dialog.locator('.ant-modal-footer').getByRole('button', { name: 'Close' }).click();
    assert.equal((await outbox(page)).length, 1);
    await page.getByRole('button', { name: 'More' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).or(page.getByRole('button', { name: 'Logout' })).first().click();
    await page.waitForURL(`${base}/`);
    await page.waitForFunction(() => localStorage.getItem('childId') === null);
    assert.deepEqual(await kept(page), {});
    assert.deepEqual(await outbox(page), []);
    await context.setOffline(false);
    await page.waitForTimeout(2000);
    const { access_token: token } = await restCall(base, '/auth/child/signin', { body: DEMO_CHILD });
    const activitiesNow = await restCall(base, '/student/dashboard/challenges', { token });
    assert.equal(activitiesNow.find((activity) => activity.title === activityTitle)?.isCompleted, false, activityTitle);
    await context.close();
  });
});
