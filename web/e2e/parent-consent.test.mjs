// End to end: a consent request from a child to their parent, in Debian's Chromium against the
// real `ndoto serve --demo` (support.mjs). The demo child Baraka asks to join the Robotics Lab
// excursion, typing the demo parent's email; the parent signs in on /parent/signin, opens
// the notice after sign-in, the count on Baraka's card and in the header, and approves from
// Baraka's Requests tab; Baraka then sees the day and what to bring on the excursion's card, and a
// notification. No SMTP is configured, so no mail goes out: the request waits in the parent area.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';

import { assertAccessible, startStack } from './support.mjs';

const CHILD = { firstName: 'Baraka', password: 'twiga-demo-2026' };
const PARENT = { email: 'parent@ndoto.example', password: 'twiga-demo-2026' };

let stack;
let base;
let browser;

before(async () => {
  stack = await startStack('parent-consent-server.log');
  ({ base, browser } = stack);
});

after(async () => {
  await stack?.stop();
});

async function newPage() {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

/** The Robotics Lab Adventure card on /career-excursions. */
const roboticsCard = (page) => page.getByRole('listitem', { name: 'Robotics Lab Adventure' });

describe('a consent request from child to parent', () => {
  test('the child asks, the parent sees it on sign-in and approves, the child sees the plan and a notification', async () => {
    const child = await newPage();
    await child.goto(`${base}/`);
    await child.getByLabel('First Name').fill(CHILD.firstName);
    await child.getByLabel('Password').fill(CHILD.password);
    await child.getByRole('button', { name: 'Start Learning Adventure!' }).click();
    await child.waitForURL(/\/(quizHome|home)$/);
    await child.goto(`${base}/career-excursions`);

    await roboticsCard(child).getByRole('button', { name: 'Join Now' }).click();
    const dialog = child.getByRole('dialog', { name: 'Parent Consent Required' });
    // Not the parent's email: the server says to ask, and never shows the parent's address.
    await dialog.getByLabel('Parent/Guardian Email').fill('someone@example.com');
    await dialog.getByRole('button', { name: 'Send Request' }).click();
    await dialog.getByText(/Please ask them which email they signed up with/).waitFor();
    assert.equal(await dialog.getByText(PARENT.email).count(), 0);

    await dialog.getByLabel('Parent/Guardian Email').fill(PARENT.email.toUpperCase());
    await dialog.getByRole('button', { name: 'Send Request' }).click();
    await child.getByText(/Request sent!/).waitFor();
    await roboticsCard(child).getByRole('status').filter({ hasText: 'Waiting for your parent' }).waitFor();

    const parent = await newPage();
    await parent.goto(`${base}/parent/signin`);
    await parent.getByLabel('Email Address').fill(PARENT.email);
    await parent.getByLabel('Password').fill(PARENT.password);
    await parent.getByRole('button', { name: 'Sign in' }).click();
    await parent.waitForURL(`${base}/parent`);
    // On sign-in: a notice with the request and when it was asked, and the count on Baraka's card
    // and in the header; the card's link opens Baraka's Requests tab.
    const notice = parent.getByRole('alert').filter({ hasText: /wait(s)? for your answer/ });
    await notice.getByText(/Baraka asks to join the excursion Robotics Lab Adventure .*, asked (just now|\d+ minutes? ago)\./).waitFor();
    await parent.getByRole('link', { name: /^Requests\W+\d+ requests? waits? for your answer$/ }).waitFor();
    await assertAccessible(parent, 'the parent area with a request waiting');
    await parent.getByRole('link', { name: /requests? waits? for your answer: Baraka/ }).click();
    await parent.waitForURL(/\/parent\/children\/[^/]+\?tab=requests$/);
    await parent.getByRole('tab', { name: /^Requests, \d+ waiting$/ }).waitFor();
    const waiting = parent.getByRole('region', { name: 'Waiting for your answer' });
    const request = waiting.getByRole('listitem', { name: /Baraka asks to join the excursion Robotics Lab Adventure/ });
    await request.getByRole('button', { name: 'Approve' }).click();
    await parent.getByText('Approved: Robotics Lab Adventure.').waitFor();
    await parent.getByRole('region', { name: 'Earlier requests' }).getByText('Approved', { exact: true }).waitFor();

    await child.reload();
    const plan = roboticsCard(child).getByRole('status').filter({ hasText: /Your parent said yes! You're going on \w+ \d+ \w+ at 10:00 AM\./ });
    await plan.waitFor();
    assert.ok((await plan.getByRole('listitem').count()) >= 1, 'what to get ready');
    assert.equal(await roboticsCard(child).getByRole('button', { name: 'Join Now' }).count(), 0);
    // And the bell says so.
    await child.getByRole('button', { name: /Notifications/ }).click();
    await child.getByText('Your parent said yes!').first().waitFor();
  });
});
