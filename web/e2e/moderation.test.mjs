// End to end: people in the loop, in Debian's Chromium (playwright-core) against the real
// `ndoto serve` (support.mjs), with a moderator an operator added before the server started
// (`ndoto moderator add`). Baraka, the demo family's 10-year-old, posts in a community; Imani,
// a child of another family, reports the post in the browser; the moderator signs in to the
// console at /moderation, opens the case and removes the post with the R shortcut; Baraka's bell
// tells him why; the demo parent sees it in Baraka's Safety tab. Screenshots of the console and
// of the Safety tab at 1440 px (light) and 360 px (dark) land in test-results/.
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';

import {
  assertAccessible,
  assertFits,
  CONSENT_NOTICE_VERSION,
  newPage as newPageOf,
  restCall,
  results,
  signInChildOnPage,
  startStack,
  verifiedParent,
} from './support.mjs';

const DEMO_PASSWORD = 'twiga-demo-2026';
const MODERATOR = 'rehema@ndoto.example';
const BARAKA = { firstName: 'Baraka', password: DEMO_PASSWORD };
const IMANI = { firstName: 'Imani', lastName: 'Njeri', password: 'mango-harbour-7314' };
const OTHER_PARENT = { email: 'njeri.family@example.org', password: 'baobab-lantern-5290' };
const POST = 'Our class built a paper volcano that really fizzes';

let stack;
let base;
let browser;
let community;

function birthDateFor(age) {
  const date = new Date();
  date.setMonth(date.getMonth() - (age * 12 + 3));
  return date.toISOString().slice(0, 10);
}

before(async () => {
  stack = await startStack('moderation-server.log', { moderators: [MODERATOR], mail: true });
  ({ base, browser } = stack);
  // A second family: Imani, 10, so that her report is not Baraka's own family's.
  const parent = await verifiedParent(stack, {
    firstName: 'Wanjiku',
    lastName: 'Njeri',
    email: OTHER_PARENT.email,
    phone: '+254712345678',
    password: OTHER_PARENT.password,
  });
  await restCall(base, '/parent/children', {
    token: parent,
    body: {
      firstName: IMANI.firstName,
      lastName: IMANI.lastName,
      birthDate: birthDateFor(10),
      signInName: IMANI.firstName,
      password: IMANI.password,
      consentNoticeVersion: CONSENT_NOTICE_VERSION,
    },
  });
  // Baraka joins his age's first community and posts there.
  const baraka = await restCall(base, '/auth/child/signin', { body: BARAKA });
  const communities = await restCall(base, '/student/dashboard/communities', { token: baraka.access_token });
  community = communities[0];
  await restCall(base, `/student/dashboard/communities/${community._id}/join`, { token: baraka.access_token, body: {} });
  await restCall(base, `/student/dashboard/communities/${community._id}/posts`, { token: baraka.access_token, body: { content: POST } });
});

after(async () => {
  await stack?.stop();
});

/** A page at 1440 px unless said otherwise (the console's first width). */
const newPage = (options = {}) => newPageOf(browser, { width: 1440, ...options });

/** The password the moderator chose at their first sign-in; until then, the printed one. */
let chosenPassword;

async function signInModerator(page) {
  await page.goto(`${base}/moderation/sign-in`);
  await page.getByRole('heading', { level: 1, name: 'Moderator sign in' }).waitFor();
  await page.getByLabel('Email address').fill(MODERATOR);
  await page.getByLabel('Password').fill(chosenPassword ?? stack.moderators[MODERATOR]);
  await page.getByRole('button', { name: 'Sign in' }).click();
  if (!chosenPassword) {
    // The printed password works once: the console asks for the moderator's own at once.
    await page.getByRole('heading', { level: 1, name: 'Choose your password' }).waitFor();
    await assertAccessible(page, 'choosing a password');
    const chosen = 'heron-marble-lantern-82';
    await page.getByLabel('New password', { exact: true }).fill(chosen);
    await page.getByLabel('Repeat the new password', { exact: true }).fill(chosen);
    await page.getByRole('button', { name: 'Save and continue' }).click();
    chosenPassword = chosen;
  }
  await page.getByRole('heading', { level: 1, name: 'Moderation queue' }).waitFor();
}

describe('people in the loop, in the browser', { concurrency: false }, () => {
  test("a child of another family reports Baraka's post", async () => {
    const page = await newPage({ width: 1280 });
    await signInChildOnPage(page, base, IMANI);
    await page.goto(`${base}/community/${community._id}`);
    await page.getByRole('button', { name: 'Join', exact: true }).click();
    const post = page.getByRole('list', { name: 'Posts' }).locator(':scope > li', { hasText: POST });
    await post.waitFor();
    await post.getByRole('button', { name: /Report/ }).click();
    await page.getByRole('tooltip').getByRole('button', { name: 'Report' }).click();
    await page.getByText('You reported this post. Thank you — a grown-up from our safety team will look at it.').waitFor();
    await page.context().close();
  });

  test('the moderator removes it in the console, by keyboard', async () => {
    const page = await newPage();
    const failures = [];
    page.on('pageerror', (error) => failures.push(error.message));
    await signInModerator(page);
    assert.equal(await page.title(), 'Moderation queue · Ndoto');
    const cases = page.getByRole('list', { name: 'Open cases' }).getByRole('link');
    await cases.first().waitFor();
    assert.equal(await cases.count(), 1);
    const name = await cases.first().innerText();
    assert.match(name, /Reported post/);
    assert.match(name, new RegExp(community.name));
    await assertAccessible(page, 'the moderation queue');
    await page.screenshot({ path: join(results, 'moderation-queue-1440-light.png'), fullPage: true });

    await cases.first().click();
    const heading = page.getByRole('heading', { level: 1, name: 'Reported post' });
    await heading.waitFor();
    await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
    await page.getByRole('region', { name: 'The post' }).getByText(POST).waitFor();
    await page.getByRole('region', { name: 'Author' }).getByText('Baraka M. · age 9-12').waitFor();
    // What the moderator sees holds nothing more of the child: no sign-in name, birth date or family.
    const shown = await page.locator('body').innerText();
    assert.doesNotMatch(shown, /Mwangi|parent@ndoto\.example|\d{4}-\d{2}-\d{2}/);
    await assertAccessible(page, 'a moderation case');
    await page.screenshot({ path: join(results, 'moderation-case-1440-light.png'), fullPage: true });

    await page.keyboard.press('r');
    await page.getByText('Nothing to review. Thank you!').waitFor();
    assert.deepEqual(failures, []);
    await page.context().close();
  });

  test('the console fits a 360 px phone in the dark theme', async () => {
    const page = await newPage({ width: 360, height: 780, theme: 'dark' });
    await page.goto(`${base}/moderation/sign-in`);
    await page.getByRole('heading', { level: 1, name: 'Moderator sign in' }).waitFor();
    await assertFits(page, 'the moderator sign-in');
    await page.screenshot({ path: join(results, 'moderation-sign-in-360-dark.png'), fullPage: true });
    await signInModerator(page);
    await page.getByText('Nothing to review. Thank you!').waitFor();
    await assertFits(page, 'the moderation queue');
    await assertAccessible(page, 'the empty moderation queue, dark');
    await page.screenshot({ path: join(results, 'moderation-queue-360-dark.png'), fullPage: true });
    await page.context().close();
  });

  test("Baraka's bell tells him why his post is gone", async () => {
    const page = await newPage({ width: 1280 });
    await signInChildOnPage(page, base, BARAKA);
    await page.getByRole('button', { name: /^Notifications, \d+ new$/ }).click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    await panel.getByText('A grown-up took down your post').waitFor();
    await panel.getByText(`Your post in ${community.name} broke a community rule`, { exact: false }).waitFor();
    await page.goto(`${base}/community/${community._id}`);
    await page.getByRole('button', { name: 'Leave', exact: true }).waitFor();
    await page.waitForLoadState('networkidle');
    assert.equal(await page.getByText(POST).count(), 0, 'the removed post is gone for its author too');
    await page.context().close();
  });

  test("the demo parent sees it in Baraka's Safety tab, and the count goes once seen", async () => {
    for (const [width, theme] of [[1440, 'light'], [360, 'dark']]) {
      const page = await newPage({ width, height: width === 360 ? 780 : 900, theme });
      await page.goto(`${base}/parent/signin`);
      await page.getByLabel('Email Address').fill('parent@ndoto.example');
      await page.getByLabel('Password').fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL(`${base}/parent`);
      if (theme === 'light') {
        // New once: the link on Baraka's card leads to his Safety tab.
        await page.getByRole('link', { name: '1 new safety event for Baraka' }).click();
      } else {
        // Seen at the first visit: no link any more, the tab is reached from the card.
        await page.getByRole('link', { name: 'Progress, data and settings for Baraka' }).waitFor();
        assert.equal(await page.getByRole('link', { name: /new safety event/ }).count(), 0);
        await page.getByRole('link', { name: 'Progress, data and settings for Baraka' }).click();
        await page.getByRole('tab', { name: /^Safety/ }).click();
      }
      await page.waitForURL(/\/parent\/children\/[0-9a-f-]{36}\?tab=safety$/);
      const events = page.getByRole('list', { name: 'Safety events' });
      const reported = events.getByRole('listitem', { name: `Other children reported Baraka's post in ${community.name}` });
      await reported.waitFor();
      await reported.getByText(POST).waitFor();
      await reported.getByText('A moderator removed it.').waitFor();
      assert.equal(await events.getByRole('listitem').count(), 1);
      await assertFits(page, `the Safety tab at ${width} px`);
      await assertAccessible(page, `the Safety tab, ${theme}`);
      await page.screenshot({ path: join(results, `parent-safety-${width}-${theme}.png`), fullPage: true });
      await page.context().close();
    }
  });
});
