// End to end: a parent's settings in Debian's Chromium against the real `ndoto serve --demo`. The
// demo parent signs in, opens Amani's page in the parent area and turns community posting off in
// its Settings tab; Amani's community page then explains why instead of offering a composer, and
// the server refuses a post all the same. The sign that a parent can see
// Amani's progress is in the header at 360 and 1440 px, with its accessible name, and the pages fit.
// The parent shares Amani's watched videos; she plays one, which her parent then blocks from
// the Videos tab, and her next search no longer finds it.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';

import { assertFits, newPage, restCall, signInChildOnPage, startStack } from './support.mjs';

const DEMO_PASSWORD = 'twiga-demo-2026';
const AMANI = { firstName: 'Amani', password: DEMO_PASSWORD };
const SIGN = 'Your parent can see your progress';

let stack;
let base;
let browser;
let parentToken;
let amaniId;

before(async () => {
  stack = await startStack('parent-settings-server.log');
  ({ base, browser } = stack);
  const parent = await restCall(base, '/auth/parent/signin', {
    body: { email: 'parent@ndoto.example', password: DEMO_PASSWORD },
  });
  parentToken = parent.access_token;
  const { children } = await restCall(base, '/parent/children', { token: parentToken });
  amaniId = children.find((child) => child.signInName === 'Amani')._id;
});

after(async () => {
  await stack?.stop();
});

/** A page with the demo parent signed in, on the parent area's home. */
async function signInParentOnPage() {
  const parent = await newPage(browser);
  await parent.goto(`${base}/parent/signin`);
  await parent.getByLabel('Email Address').fill('parent@ndoto.example');
  await parent.getByLabel('Password').fill(DEMO_PASSWORD);
  await parent.getByRole('button', { name: 'Sign in' }).click();
  await parent.waitForURL(`${base}/parent`);
  return parent;
}

describe("a parent's settings in the browser", { concurrency: false }, () => {
  test('posting off: the composer explains why, and the server refuses a post', async () => {
    const child = await restCall(base, '/auth/child/signin', { body: AMANI });
    const token = child.access_token;
    const communities = await restCall(base, '/student/dashboard/communities', { token });
    const community = communities[0];
    await restCall(base, `/student/dashboard/communities/${community._id}/join`, { token, body: {} });

    const parent = await signInParentOnPage();
    await parent.goto(`${base}/parent/children/${amaniId}`);
    await parent.getByRole('tab', { name: 'Settings' }).click();
    const posting = parent.getByRole('switch', { name: 'Community posting' });
    assert.equal(await posting.getAttribute('aria-checked'), 'true', 'posting is on by default');
    // This server has no outside AI service configured (no NDOTO_LLM_*), so its setting is not offered.
    assert.equal(await parent.getByRole('heading', { name: 'Answers from an outside AI service' }).count(), 0);
    assert.equal(await parent.getByRole('switch', { name: 'Answers from an outside AI service' }).count(), 0);
    await posting.click();
    await parent.getByRole('button', { name: 'Save settings' }).click();
    await parent.getByText('Settings saved. They apply straight away.').waitFor();
    const saved = await restCall(base, `/parent/children/${amaniId}/settings`, { token: parentToken });
    assert.equal(saved.settings.communityPosting, false);
    await parent.context().close();

    const page = await newPage(browser);
    const failures = [];
    page.on('pageerror', (error) => failures.push(error.message));
    await signInChildOnPage(page, base, AMANI);
    await page.goto(`${base}/community/${community._id}`);
    await page.getByRole('heading', { level: 1, name: community.name }).waitFor();
    const notice = page.getByText(/Your parent has turned off posting in communities/);
    await notice.waitFor();
    assert.ok(await notice.isVisible());
    assert.equal(await page.getByRole('textbox', { name: 'Share something with the community' }).count(), 0);

    const refused = await fetch(`${base}/api/student/dashboard/communities/${community._id}/posts`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ content: 'Hello from the test' }),
    });
    assert.equal(refused.status, 400, 'FAILED_PRECONDITION');
    assert.match((await refused.json()).message, /talk to your parent/);
    assert.deepEqual(failures, []);
    await page.context().close();
  });

  test('watched videos: the parent shares them, blocks one Amani played, and her search loses it', async () => {
    const parent = await signInParentOnPage();
    await parent.goto(`${base}/parent/children/${amaniId}?tab=settings`);
    const sharing = parent.getByRole('switch', { name: 'Share the videos Amani watches with me' });
    assert.equal(await sharing.getAttribute('aria-checked'), 'false', 'off by default');
    await sharing.click();
    await parent.getByRole('button', { name: 'Save settings' }).click();
    await parent.getByText('Settings saved. They apply straight away.').waitFor();

    const page = await newPage(browser);
    const failures = [];
    page.on('pageerror', (error) => failures.push(error.message));
    await signInChildOnPage(page, base, AMANI);
    await page.goto(`${base}/youtube-search?q=volcano`);
    const cards = page.getByRole('list', { name: 'Search results' }).locator(':scope > li');
    await cards.first().waitFor();
    const title = (await cards.first().getByRole('button').innerText()).trim();
    await cards.first().getByRole('button').click();
    await page.getByRole('region', { name: 'Video player' }).waitFor();
    await page.getByText('Your parent can see the videos you watch.').first().waitFor();

    // The hub reports the video in the background; the parent's Videos tab lists it.
    const listed = async () => (await restCall(base, `/parent/children/${amaniId}/videos`, { token: parentToken })).videos;
    for (let tries = 0; (await listed()).length === 0 && tries < 50; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const [watched] = await listed();
    assert.equal(watched?.title, title);
    await parent.goto(`${base}/parent/children/${amaniId}?tab=videos`);
    await parent.getByRole('button', { name: `Block video ${title}` }).click();
    await parent.getByText('Video blocked').waitFor();
    await assertFits(parent, 'the Videos tab');

    const child = await restCall(base, '/auth/child/signin', { body: AMANI });
    const found = await restCall(base, '/videos/search?q=volcano', { token: child.access_token });
    assert.ok(found.videos.length > 0, 'the other volcano video is still found');
    assert.ok(!found.videos.some((video) => video.id === watched.videoId), 'the blocked video is gone');
    assert.deepEqual(failures, []);
    await page.context().close();
    await parent.context().close();
  });

  for (const width of [360, 1440]) {
    test(`the monitoring sign is in the header at ${width}px`, async () => {
      const page = await newPage(browser, { width, height: 800 });
      await signInChildOnPage(page, base, AMANI);
      await page.goto(`${base}/home`);
      const sign = page.getByRole('button', { name: SIGN });
      await sign.waitFor();
      assert.ok(await sign.isVisible(), `no visible sign at ${width}px`);
      const box = await sign.boundingBox();
      assert.ok(box && box.width >= 44 && box.height >= 44, `the sign's target is ${box?.width}x${box?.height}`);
      assert.ok(box.x >= 0 && box.x + box.width <= width, 'the sign is on the screen');
      await sign.click();
      await page.getByText(/can see your badges, stars, activities/).waitFor();
      await assertFits(page, `/home at ${width}px`);
      await page.context().close();
    });
  }
});
