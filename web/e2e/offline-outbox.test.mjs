// End to end: the outbox (issue 30, items 5 and 8) in Debian's Chromium against the real
// `ndoto serve --demo`, the network cut and given back through the DevTools protocol
// (Network.emulateNetworkConditions). The 9-12 demo child Baraka completes activities offline:
// each shows done with "Will send when you're online"; when the network returns the server has
// each completion within 10 s, exactly once, also when the network flaps 5 times while the
// outbox sends; one completed meanwhile on another device is refused and dropped with the
// server's words. Run `npm run build` first.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';

import { newPage, restCall, signInChildOnPage, startStack } from './support.mjs';

const CHILD = { firstName: 'Baraka', password: 'twiga-demo-2026' };

let stack;
let base;
let token;

before(async () => {
  stack = await startStack('offline-outbox-server.log');
  ({ base } = stack);
  ({ access_token: token } = await restCall(base, '/auth/child/signin', { body: CHILD }));
});

after(async () => {
  await stack?.stop();
});

/** Cuts (`offline`) or gives back the page's network, as a phone losing its signal. */
async function network(cdp, offline) {
  await cdp.send('Network.emulateNetworkConditions', { offline, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
}

/** What the server says: each activity's completion, and the child's count of completions. */
async function serverSays() {
  const list = await restCall(base, '/student/dashboard/challenges', { token });
  const { journey } = await restCall(base, '/student/learning-journey', { token });
  return { completed: new Set(list.filter((c) => c.isCompleted).map((c) => c.title)), count: journey.activitiesCompleted };
}

/** Waits up to `ms` for `check` to hold, reading the server again every 250 ms. */
async function within(ms, check) {
  const end = Date.now() + ms;
  for (;;) {
    const says = await serverSays();
    if (check(says)) return says;
    assert.ok(Date.now() < end, `not within ${ms} ms: ${JSON.stringify({ ...says, completed: [...says.completed] })}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Completes the activity `title` through the dialog's three steps, offline: done, "will send". */
async function completeOffline(page, title) {
  const card = page.locator('.activity-card', { has: page.getByRole('heading', { name: title, exact: true }) });
  await card.getByRole('button', { name: /Start Activity/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: /Start Project/ }).click();
  await dialog.getByRole('button', { name: /Complete Project/ }).click();
  await dialog.getByText('Congratulations!').waitFor();
  await dialog.getByText("Will send when you're online").waitFor();
  await dialog.locator('.ant-modal-footer').getByRole('button', { name: 'Close' }).click();
  await card.getByRole('button', { name: /Completed/ }).waitFor();
  await card.getByText("Will send when you're online").waitFor();
}

describe('what a child does offline reaches the server once the network returns', () => {
  test('exactly once, also when the network flaps; a refused one is dropped with a message', async () => {
    const page = await newPage(stack.browser);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await signInChildOnPage(page, base, CHILD);
    await page.goto(`${base}/activities`);
    await page.getByRole('button', { name: /Start Activity/ }).first().waitFor();
    const titles = await page
      .locator('.activity-card:has(button:has-text("Start Activity")) .activity-title')
      .allInnerTexts();
    assert.ok(titles.length >= 3, `three activities to do: ${titles}`);
    const [first, second, third] = titles;
    const before = await serverSays();

    // Offline: done on the screen, nothing on the server.
    await network(cdp, true);
    await completeOffline(page, first);
    assert.equal((await serverSays()).count, before.count, 'nothing reached the server while offline');

    // Back online: on the server within 10 s, once; the mark goes.
    const back = Date.now();
    await network(cdp, false);
    await within(10_000, (says) => says.completed.has(first));
    console.log(`the completion reached the server ${Date.now() - back} ms after the network returned`);
    assert.equal((await serverSays()).count, before.count + 1);
    await page.getByText("Will send when you're online").waitFor({ state: 'detached' });

    // Offline again, then the network flaps 5 times while the outbox sends.
    await network(cdp, true);
    await completeOffline(page, second);
    const flapping = Date.now();
    for (let flap = 0; flap < 5; flap += 1) {
      await network(cdp, false);
      await new Promise((resolve) => setTimeout(resolve, 30 + flap * 20));
      await network(cdp, true);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await network(cdp, false);
    await within(10_000, (says) => says.completed.has(second));
    console.log(`after 5 flaps the completion reached the server ${Date.now() - flapping} ms after the first`);
    // Exactly once: one more completion, and no refusal (a second copy would be one).
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    assert.equal((await serverSays()).count, before.count + 2);
    assert.equal(await page.locator('.ant-notification-notice').count(), 0, 'no refusal of a repeat');

    // Completed offline here and meanwhile on another device: the server refuses the copy, the
    // outbox drops it and tells the child why.
    await network(cdp, true);
    await completeOffline(page, third);
    const [activity] = (await restCall(base, '/student/dashboard/challenges', { token })).filter((c) => c.title === third);
    await restCall(base, `/student/rewards/complete-challenge/${activity._id}`, { token, method: 'POST' });
    await network(cdp, false);
    const notice = page.locator('.ant-notification-notice');
    await notice.getByText(`We couldn't save “${third}”`).waitFor();
    await notice.getByText(/already completed/).waitFor();
    await page.getByText("Will send when you're online").waitFor({ state: 'detached' });
    assert.equal((await serverSays()).count, before.count + 3, 'the other device’s completion, once');
    await page.context().close();
  });
});
