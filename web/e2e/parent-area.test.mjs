// End to end: the parent area in Debian's Chromium (playwright-core) against the real `ndoto serve`
// on the embedded default, seeded with the demo family (`--demo`). Run `npm run build` first. The
// demo parent signs in, opens the demo child Amani's page, sees her progress (the activity and
// sign-in made through the API in before()), downloads her data as a JSON file named after her,
// and reads it as a printable page, removes a second child (added through the API) after typing
// the child's first name, and finally reads and downloads their own account's data and deletes
// the account with their password (a wrong one first). The pages fit at 360 and 1440 px;
// screenshots land in test-results/ (git-ignored).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';

import { assertAccessible, assertFits, restCall, results, startStack } from './support.mjs';

const DEMO_PASSWORD = 'twiga-demo-2026';
const PARENT = { email: 'parent@ndoto.example', password: DEMO_PASSWORD };
const AMANI = { firstName: 'Amani', password: DEMO_PASSWORD };
// A second child, added by the demo parent in before() and removed in the browser.
const SECOND = { firstName: 'Zuberi', lastName: 'Mwangi', password: 'galaxy-pebble-4821' };

let stack;
let base;
let browser;
/** The title of the activity Amani completes in before(). */
let activityTitle;

/** A REST call to the stack's server (support.mjs's restCall at this file's base). */
const api = (path, options) => restCall(base, path, options);

function birthDateFor(age) {
  const date = new Date();
  date.setMonth(date.getMonth() - (age * 12 + 3));
  return date.toISOString().slice(0, 10);
}

before(async () => {
  stack = await startStack('parent-area-server.log');
  ({ base, browser } = stack);
  const parent = await api('/auth/parent/signin', { body: PARENT });
  await api('/parent/children', {
    token: parent.access_token,
    body: { ...SECOND, birthDate: birthDateFor(9), signInName: SECOND.firstName },
  });
  const amani = await api('/auth/child/signin', { body: AMANI });
  const challenges = await api('/student/dashboard/challenges', { token: amani.access_token });
  activityTitle = challenges[0].title;
  await api(`/student/rewards/complete-challenge/${challenges[0]._id}`, { token: amani.access_token, body: {} });
});

after(async () => {
  await stack?.stop();
});

async function newPage({ width = 1440, height = 900 } = {}) {
  const context = await browser.newContext({ viewport: { width, height }, acceptDownloads: true });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

async function signInParent(page) {
  await page.goto(`${base}/parent/signin`);
  await page.getByLabel('Email Address').fill(PARENT.email);
  await page.getByLabel('Password').fill(PARENT.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${base}/parent`);
}

async function openChild(page, firstName) {
  await page.getByRole('link', { name: `Progress, data and settings for ${firstName}` }).click();
  await page.waitForURL(/\/parent\/children\/[0-9a-f-]{36}$/);
  await page.getByRole('heading', { level: 2, name: new RegExp(`^${firstName} `) }).waitFor();
}

describe('the parent area in the browser', { concurrency: false }, () => {
  test("the parent opens a child, sees her progress and downloads her data", async () => {
    const page = await newPage();
    await signInParent(page);
    const card = page.locator('.child-list > li', { hasText: 'Amani' });
    await card.getByText(/stars/).waitFor();
    await card.getByText(/^Last signed in /).waitFor();
    await assertFits(page, '/parent at 1440');
    await openChild(page, 'Amani');
    await page.getByText(activityTitle).first().waitFor();
    await page.getByText('Sign-ins (last 90 days)').waitFor();
    await page.screenshot({ path: join(results, 'parent-child-1440.png'), fullPage: true });
    await assertFits(page, "Amani's page at 1440");

    await page.getByRole('tab', { name: 'Data' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download all data' }).click(),
    ]);
    assert.match(download.suggestedFilename(), /^amani-mwangi-ndoto-data-\d{4}-\d{2}-\d{2}\.json$/);
    const document = JSON.parse(await readFile(await download.path(), 'utf8'));
    assert.equal(document.child.firstName, 'Amani');
    const completions = document.tables.find((table) => table.name === 'challenge_completions');
    assert.equal(completions.rows.length, 1);
    assert.ok(!JSON.stringify(document).includes('password_hash'));
    for (const other of ['Baraka', 'Zuberi']) assert.ok(!JSON.stringify(document).includes(other), `nothing about ${other}`);
    await page.getByText("Amani's data is downloaded.").waitFor();

    // The same data as a page a parent reads and prints: tables in words, not JSON.
    await page.getByRole('link', { name: "Read or print Amani's data" }).click();
    await page.waitForURL(/\/parent\/children\/[0-9a-f-]{36}\/data$/);
    await page.getByRole('heading', { level: 1, name: "Amani Mwangi's data" }).waitFor();
    const done = page.getByRole('region', { name: 'Activities the child completed and the stars they gave' });
    await done.getByText(activityTitle).or(done.getByText('1 entry')).first().waitFor();
    assert.ok(!(await page.content()).includes('password_hash'));
    await page.getByRole('button', { name: 'Print' }).waitFor();
    await assertFits(page, "Amani's printable data at 1440");
    await assertAccessible(page, "Amani's printable data");
    await page.screenshot({ path: join(results, 'parent-child-data-print-1440.png'), fullPage: true });
    await page.context().close();
  });

  test('the parent removes a child after typing their first name, on a 360px screen', async () => {
    const page = await newPage({ width: 360, height: 780 });
    await signInParent(page);
    await assertFits(page, '/parent at 360');
    await openChild(page, SECOND.firstName);
    await page.screenshot({ path: join(results, 'parent-child-360.png'), fullPage: true });
    await assertFits(page, "the second child's page at 360");
    await page.getByRole('tab', { name: 'Data' }).click();
    await page.getByRole('button', { name: 'Delete all data' }).click();
    const dialog = page.getByRole('dialog');
    const confirm = dialog.getByRole('button', { name: `Delete ${SECOND.firstName}'s data` });
    assert.ok(await confirm.isDisabled());
    await dialog.getByLabel(/To confirm, type/).fill(SECOND.firstName.toLowerCase());
    await confirm.click();
    await page.waitForURL(`${base}/parent`);
    await page.getByText(`${SECOND.firstName}'s account and all their data are deleted.`).waitFor();
    assert.equal(await page.locator('.child-list > li', { hasText: SECOND.firstName }).count(), 0);
    // The removed child cannot sign in any more.
    const response = await fetch(`${base}/api/auth/child/signin`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ firstName: SECOND.firstName, password: SECOND.password }),
    });
    assert.equal(response.status, 401);
    await page.context().close();
  });

  test('the parent reads their own data and deletes their account with their password, on a 360px screen', async () => {
    const page = await newPage({ width: 360, height: 780 });
    await signInParent(page);
    await page.getByRole('link', { name: 'Your account' }).click();
    await page.waitForURL(`${base}/parent/account`);
    await page.getByRole('heading', { level: 1, name: 'Your account' }).waitFor();
    await assertFits(page, '/parent/account at 360');
    await assertAccessible(page, '/parent/account');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download your data' }).click(),
    ]);
    const exported = JSON.parse(await readFile(await download.path(), 'utf8'));
    assert.equal(exported.parent.email, PARENT.email);
    const children = exported.tables.find((table) => table.name === 'children');
    assert.deepEqual(children.rows.map((row) => row.first_name).sort(), ['Amani', 'Baraka', 'Jabari', 'Zawadi']);
    assert.ok(!JSON.stringify(exported).includes('password_hash'));

    await page.getByRole('link', { name: 'Read or print your data' }).click();
    await page.getByRole('heading', { level: 1, name: "Neema Mwangi's account data" }).waitFor();
    await page.getByRole('region', { name: "The parent's account", exact: true }).waitFor();
    await assertFits(page, "the parent's printable data at 360");
    await page.screenshot({ path: join(results, 'parent-account-data-360.png'), fullPage: true });
    await page.getByRole('link', { name: 'Back to your account' }).click();

    await page.getByRole('button', { name: 'Delete your account' }).click();
    const dialog = page.getByRole('dialog', { name: "Delete your account and your children's accounts?" });
    await dialog.getByText('Amani').first().waitFor();
    const confirm = dialog.getByRole('button', { name: 'Delete my account' });
    assert.ok(await confirm.isDisabled());
    await dialog.getByLabel('Your password').fill('not my password at all');
    await confirm.click();
    await dialog.getByText(/not your current password; nothing was deleted/i).waitFor();
    assert.equal(await dialog.getByLabel('Your password').inputValue(), '');
    await page.screenshot({ path: join(results, 'parent-account-delete-refused-360.png'), fullPage: true });
    await dialog.getByLabel('Your password').fill(PARENT.password);
    await confirm.click();
    await page.waitForURL(`${base}/parent/signin`);
    await page.getByText('Your account is deleted.').waitFor();

    // The family is gone: neither the parent nor a child signs in again.
    for (const [path, body] of [
      ['/api/auth/parent/signin', PARENT],
      ['/api/auth/child/signin', AMANI],
    ]) {
      const response = await fetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      assert.equal(response.status, 401, path);
    }
    await page.context().close();
  });
});
