// End to end: Debian's Chromium, driven by playwright-core, against the real `ndoto serve` on the
// embedded default (a fresh PostgreSQL in a temp data dir) serving the built web app from dist/;
// both start as in support.mjs. Run `npm run build` first. Screenshots and measurements land in
// test-results/ (git-ignored).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { gzipSync } from 'node:zlib';

import { SIGN_IN_BUDGET_KB } from '../scripts/budget.mjs';
import { cutPlaceholders, dist, restCall, results, startStack } from './support.mjs';

const PASSWORD = 'sunflower-rocket-42';
const CHILD = { firstName: 'Kito', lastName: 'Uwimana', birthDate: `${new Date().getFullYear() - 10}-05-04` };
const PARENT = {
  firstName: 'Neema',
  lastName: 'Uwimana',
  email: `neema.${Date.now()}@example.com`,
  password: 'kigali-hills-2026',
};
// A child of the demo family that `ndoto serve --demo` creates.
const DEMO_CHILD = { firstName: 'Baraka', password: 'twiga-demo-2026' };

let stack;
let base;
let browser;
const metrics = {};

before(async () => {
  stack = await startStack('server.log', { mail: true });
  ({ base, browser } = stack);
});

after(async () => {
  try {
    writeFileSync(join(results, 'metrics.json'), `${JSON.stringify(metrics, null, 2)}\n`);
  } finally {
    await stack?.stop();
  }
});

/** A new browser context (its own storage) at a width, optionally with a saved theme. */
async function newPage({ width = 1440, height = 900, theme } = {}) {
  const context = await browser.newContext({ viewport: { width, height } });
  if (theme) await context.addInitScript((value) => localStorage.setItem('theme', value), theme);
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

async function signInChild(page, password = PASSWORD) {
  await page.goto(`${base}/`);
  await page.getByLabel('First Name').fill(CHILD.firstName);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Start Learning Adventure!' }).click();
}

describe('Ndoto in the browser', { concurrency: false }, () => {
  test('the sign-in page is usable quickly and needs little JavaScript', async () => {
    const page = await newPage();
    const scripts = new Set();
    const transfers = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (!url.pathname.endsWith('.js')) return;
      scripts.add(url.pathname);
      // What went over the wire: the server's brotli or gzip copy.
      transfers.push(
        response.request().sizes().then(({ responseBodySize }) => ({
          path: url.pathname,
          encoding: response.headers()['content-encoding'],
          bytes: responseBodySize,
        })),
      );
    });
    const started = Date.now();
    await page.goto(`${base}/`);
    const submit = page.getByRole('button', { name: 'Start Learning Adventure!' });
    await submit.waitFor({ state: 'visible' });
    await page.getByLabel('First Name').waitFor({ state: 'visible' });
    assert.ok(await submit.isEnabled());
    const wallMs = Date.now() - started;
    const sinceNavigationMs = await page.evaluate(() => Math.round(performance.now()));
    const gzipped = [...scripts].reduce((sum, path) => sum + gzipSync(readFileSync(join(dist, path))).length, 0);
    metrics.signInUsableMs = sinceNavigationMs;
    metrics.signInUsableWallMs = wallMs;
    metrics.signInScripts = [...scripts].sort();
    metrics.signInGzippedJsKb = Number((gzipped / 1024).toFixed(1));
    console.log(
      `sign-in page usable ${sinceNavigationMs} ms after navigation start (${wallMs} ms wall); ` +
        `${metrics.signInGzippedJsKb} KB gzipped JS in ${scripts.size} files`,
    );
    assert.ok(gzipped < SIGN_IN_BUDGET_KB * 1024, `sign-in page needs ${metrics.signInGzippedJsKb} KB gzipped JS`);
    const sent = await Promise.all(transfers);
    const sentBytes = sent.reduce((sum, { bytes }) => sum + bytes, 0);
    metrics.signInTransferredJsKb = Number((sentBytes / 1024).toFixed(1));
    assert.deepEqual(
      sent.filter(({ encoding }) => encoding !== 'br' && encoding !== 'gzip'),
      [],
      'every script of the sign-in page comes compressed',
    );
    assert.ok(sentBytes < SIGN_IN_BUDGET_KB * 1024, `sign-in page transferred ${metrics.signInTransferredJsKb} KB of JS`);
    // The sign-in page does not load antd.
    assert.ok(![...scripts].some((path) => /antd-shell|ContextIsolator/.test(path)), [...scripts].join(', '));
    await page.context().close();
  });

  test('the sign-in fields show their whole placeholder on a 320 and a 360 px phone', async () => {
    for (const width of [320, 360]) {
      const page = await newPage({ width, height: 780 });
      await page.goto(`${base}/`);
      await page.getByLabel('First Name').waitFor();
      const cut = await cutPlaceholders(page, '.sign-in-form input');
      assert.deepEqual(cut, [], `at ${width} px`);
      await page.context().close();
    }
  });

  test("the add-child form's fields show their whole placeholder on a 360 px phone", async () => {
    const page = await newPage({ width: 360, height: 780 });
    const { access_token: token } = await restCall(base, '/auth/parent/signin', {
      body: { email: 'parent@ndoto.example', password: 'twiga-demo-2026' },
    });
    await page.goto(`${base}/parent/signin`);
    await page.evaluate((value) => localStorage.setItem('parentToken', value), token);
    await page.goto(`${base}/parent`);
    await page.getByRole('button', { name: 'Add Child' }).waitFor();
    assert.deepEqual(await cutPlaceholders(page, '.ant-form input'), []);
    await page.context().close();
  });

  test('a parent signs up, verifies their email by the emailed link, consents, adds a child, signs out and back in', async () => {
    const page = await newPage();
    await page.goto(`${base}/`);
    await page.getByRole('link', { name: 'Create a family account' }).click();
    await page.waitForURL(`${base}/signup`);
    await page.getByRole('heading', { name: 'Join Ndoto' }).waitFor();
    await page.getByPlaceholder('Enter your first name').fill(PARENT.firstName);
    await page.getByPlaceholder('Enter your last name').fill(PARENT.lastName);
    await page.getByPlaceholder('Enter your email').fill(PARENT.email);
    const phone = page.locator('input[name="phone"]');
    assert.equal(await phone.inputValue(), '+250 ');
    // The local number as Rwandans write it, its leading 0 included: it is Rwanda's national number.
    await phone.click();
    await phone.press('End');
    await phone.pressSequentially('0788 123 456');
    assert.equal((await phone.inputValue()).trimEnd(), '+250 788 123 456');
    await page.getByRole('button', { name: 'Country: RW, Rwanda +250' }).waitFor();
    await page.getByPlaceholder('Create a password').fill(PARENT.password);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL(`${base}/parent`);
    assert.ok(await page.evaluate(() => localStorage.getItem('parentToken')));
    // Adding a child waits for the address to be verified: by the link the email brought.
    await page.getByRole('heading', { name: 'Verify your email address to add a child' }).waitFor();
    assert.equal(await page.getByRole('button', { name: 'Add Child' }).count(), 0);
    const link = await stack.mailbox.linkTo(PARENT.email);
    assert.ok(link.startsWith(`${base}/parent/verify-email?token=`), link);
    await page.goto(link);
    await page.getByText('Your email address is verified.').waitFor();
    await page.screenshot({ path: join(results, 'verify-email-1440-light.png') });
    await page.goto(`${base}/parent`);
    await page.getByText('No children yet. Add your first child below.').waitFor();
    assert.equal(await page.getByRole('heading', { name: 'Verify your email address to add a child' }).count(), 0);

    await page.getByPlaceholder("Enter your child's first name").fill(CHILD.firstName);
    assert.equal(await page.getByLabel('Sign-in Name').inputValue(), CHILD.firstName);
    await page.getByPlaceholder("Enter your child's last name").fill(CHILD.lastName);
    await page.getByLabel('Birth Date').fill(CHILD.birthDate);
    await page.getByPlaceholder('A password for your child').fill(PASSWORD);
    // The first child asks for the parent's consent, by the notice's version the server checks.
    await page.getByRole('button', { name: 'Add Child' }).click();
    await page.getByText('Tick the box to agree before adding your child.').waitFor();
    await page.getByRole('checkbox', { name: /I am Kito's parent or guardian/ }).check();
    await page.getByRole('button', { name: 'Add Child' }).click();
    await page.getByText(`${CHILD.firstName} can sign in now!`).waitFor();
    await page.locator('.child-list > li', { hasText: `${CHILD.firstName} ${CHILD.lastName}` }).waitFor();
    assert.match(await page.locator('.child-list .child-signin-name').first().innerText(), /^Kito$/);
    await page.screenshot({ path: join(results, 'parent-area-1440-light.png'), fullPage: true });

    // The parent's own sign-in page brings them back to their children.
    await page.getByRole('button', { name: /Sign out/ }).click();
    await page.waitForURL(`${base}/parent/signin`);
    await page.getByLabel('Email Address').fill(PARENT.email);
    await page.getByLabel('Password').fill(PARENT.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${base}/parent`);
    await page.locator('.child-list > li', { hasText: `${CHILD.firstName} ${CHILD.lastName}` }).waitFor();
    await page.context().close();
  });

  test('a taken email at sign-up gets the same answer as a new one and leads to sign-in', async () => {
    const page = await newPage();
    await page.goto(`${base}/signup`);
    await page.getByPlaceholder('Enter your first name').fill('Other');
    await page.getByPlaceholder('Enter your last name').fill('Parent');
    await page.getByPlaceholder('Enter your email').fill(PARENT.email);
    const phone = page.locator('input[name="phone"]');
    // Typed over the whole field, dial code and all, the local number still reads as Rwanda's.
    await phone.selectText();
    await phone.pressSequentially('0788 654 321');
    assert.equal((await phone.inputValue()).trimEnd(), '+250 788 654 321');
    await page.getByPlaceholder('Create a password').fill('kilimanjaro-sunrise-42');
    await page.getByRole('button', { name: 'Create Account' }).click();
    // Nothing says the address is taken: the stranger's password just does not sign in.
    await page.waitForURL(`${base}/parent/signin`);
    await page.getByText(/If this email address already had an account, sign in with its password/).waitFor();
    assert.equal(await page.getByText(/already exists/).count(), 0);
    assert.equal(await page.getByLabel('Email Address').inputValue(), PARENT.email);
    // The account is untouched: its own password still signs in.
    await page.getByLabel('Password').fill(PARENT.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${base}/parent`);
    await page.context().close();
  });

  test('the phone input starts in Rwanda and searches countries', async () => {
    const page = await newPage({ width: 360, height: 780 });
    await page.goto(`${base}/signup`);
    const phone = page.locator('input[name="phone"]');
    assert.equal(await phone.inputValue(), '+250 ');
    assert.equal(await phone.getAttribute('placeholder'), '1 (702) 123-4567');
    await page.getByRole('button', { name: 'Country: RW, Rwanda +250' }).click();
    const search = page.getByPlaceholder('search', { exact: true });
    await search.fill('zzzz');
    await page.getByText('No entries to show').waitFor();
    await search.fill('kenya');
    await page.getByRole('list', { name: 'Countries' }).getByRole('button', { name: /Kenya/ }).click();
    assert.equal(await phone.inputValue(), '+254 ');
    await page.getByRole('button', { name: 'Country: KE, Kenya +254' }).waitFor();
    // At most 15 digits.
    await phone.click();
    await phone.press('End');
    await phone.pressSequentially('7001234567890123');
    assert.equal((await phone.inputValue()).replace(/\D/g, '').length, 15);
    await page.screenshot({ path: join(results, 'sign-up-phone-360-light.png') });
    await page.context().close();
  });

  test('the child signs in and lands on /quizHome, then logs out', async () => {
    const page = await newPage();
    await signInChild(page);
    await page.waitForURL(`${base}/quizHome`);
    await page.getByRole('heading', { name: 'Career Quiz' }).waitFor();
    const stored = await page.evaluate(() => ({
      token: localStorage.getItem('childToken'),
      age: localStorage.getItem('childAge'),
      id: localStorage.getItem('childId'),
    }));
    assert.ok(stored.token);
    assert.equal(stored.age, '10');
    assert.ok(stored.id);
    // The sign-in made this browser a known device: the server's key for it is an http-only,
    // same-site cookie for a year, which no script of the page can read (Secure only behind HTTPS).
    const device = (await page.context().cookies(base)).find((cookie) => cookie.name === 'ndoto_device');
    assert.ok(device, 'the sign-in set the ndoto_device cookie');
    assert.equal(device.httpOnly, true);
    assert.equal(device.sameSite, 'Strict');
    assert.equal(device.path, '/');
    assert.equal(device.secure, false);
    assert.ok(device.expires * 1000 > Date.now() + 364 * 24 * 3600 * 1000, `expires ${new Date(device.expires * 1000).toISOString()}`);
    assert.ok(!(await page.evaluate(() => document.cookie)).includes('ndoto_device'));

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`${base}/`);
    await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
    assert.equal(await page.evaluate(() => localStorage.getItem('childToken')), null);
    // Logout ended the session on the server too (SignOut): the old token is refused.
    const answer = await fetch(`${base}/api/student/dashboard`, { headers: { authorization: `Bearer ${stored.token}` } });
    assert.equal(answer.status, 401);
    // Signed out, the signed-in screens send the child back to sign in.
    await page.goto(`${base}/home`);
    await page.waitForURL(`${base}/`);
    // Signing in again, the browser shows the server its device key (the same origin's fetch
    // sends cookies): sign-ins on a known device skip the limits strangers meet.
    const signIn = page.waitForRequest((request) => request.url().endsWith('/ndoto.v1.AuthService/ChildSignIn'));
    await signInChild(page);
    const sent = (await (await signIn).allHeaders()).cookie ?? '';
    assert.ok(sent.split(/;\s*/).includes(`ndoto_device=${device.value}`), 'the second sign-in sent the device cookie back');
    await page.waitForURL(`${base}/quizHome`);
    await page.context().close();
  });

  // Chromium reported most finished grpc-web calls as net::ERR_ABORTED once the network had any
  // latency (40 of 60 at 20 ms): Connect-Web read the body as a stream, and Chromium cancels a
  // load whose body stream was read to its end before the network service reported it complete.
  test('on a phone network every grpc-web call of a tour of the screens completes (none reported failed)', async () => {
    const page = await newPage();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 40, downloadThroughput: -1, uploadThroughput: -1 });
    const calls = [];
    const failed = [];
    const isCall = (request) => new URL(request.url()).pathname.startsWith('/ndoto.v1.');
    page.on('request', (request) => isCall(request) && calls.push(request.url()));
    page.on('requestfailed', (request) => isCall(request) && failed.push(`${new URL(request.url()).pathname}: ${request.failure()?.errorText}`));
    await page.goto(`${base}/`);
    await page.getByLabel('First Name').fill(DEMO_CHILD.firstName);
    await page.getByLabel('Password').fill(DEMO_CHILD.password);
    await page.getByRole('button', { name: 'Start Learning Adventure!' }).click();
    await page.waitForURL(/\/(quizHome|home)$/);
    // In the app, each screen's calls done before the next: nothing is cancelled by leaving a
    // screen early or by a page load.
    for (const name of ['Dashboard', 'Activities', 'Achievements', 'Community', 'Resources']) {
      await page.getByRole('menu', { name: 'Sections' }).getByRole('link', { name }).click();
      await page.waitForLoadState('networkidle');
    }
    assert.ok(calls.length >= 6, `the tour made ${calls.length} calls: ${calls.join(", ")}`);
    assert.deepEqual(failed, [], `${failed.length} of ${calls.length} calls reported failed`);
    await page.context().close();
  });

  test('a wrong password shows the red banner', async () => {
    const page = await newPage();
    await signInChild(page, 'not-the-password');
    const banner = page.getByRole('alert');
    await banner.waitFor();
    assert.equal(await banner.innerText(), 'Login failed. Please check your credentials.');
    assert.equal(new URL(page.url()).pathname, '/');
    assert.ok(await page.getByRole('button', { name: 'Start Learning Adventure!' }).isEnabled());
    await page.context().close();
  });

  test('an unknown path shows the not-found page and logs the path', async () => {
    const page = await newPage();
    const logged = [];
    page.on('console', (message) => logged.push(message.text()));
    await page.goto(`${base}/no/such/place`);
    await page.getByRole('heading', { name: '404' }).waitFor();
    await page.getByText('Oops! Page not found').waitFor();
    assert.equal(await page.getByRole('link', { name: 'Return to Dashboard' }).getAttribute('href'), '/home');
    assert.ok(logged.some((text) => text.includes('/no/such/place')), logged.join('\n'));
    await page.context().close();
  });

  test('the theme choice survives a reload', async () => {
    const page = await newPage();
    await signInChild(page);
    await page.waitForURL(`${base}/quizHome`);
    const root = page.locator('html');
    assert.match(await root.getAttribute('class'), /\blight\b/);
    await page.getByRole('switch', { name: 'Dark mode' }).click();
    assert.match(await root.getAttribute('class'), /\bdark\b/);
    await page.reload();
    await page.getByRole('heading', { name: 'Career Quiz' }).waitFor();
    assert.match(await root.getAttribute('class'), /\bdark\b/);
    assert.doesNotMatch(await root.getAttribute('class'), /\blight\b/);
    assert.equal(await page.getByRole('switch', { name: 'Dark mode' }).getAttribute('aria-checked'), 'true');
    assert.equal(await page.evaluate(() => localStorage.getItem('theme')), 'dark');
    await page.context().close();
  });

  test('screenshots of sign-in, sign-up and the layout at 360 and 1440 wide, light and dark', async () => {
    const response = await fetch(`${base}/api/auth/child/signin`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ firstName: CHILD.firstName, password: PASSWORD }),
    });
    assert.equal(response.status, 200);
    const session = await response.json();
    for (const width of [360, 1440]) {
      for (const theme of ['light', 'dark']) {
        const page = await newPage({ width, height: width === 360 ? 780 : 900, theme });
        const shot = async (name) => {
          await page.evaluate(() => document.fonts.ready);
          await page.screenshot({ path: join(results, `${name}-${width}-${theme}.png`), animations: 'disabled' });
        };
        await page.goto(`${base}/`);
        await page.getByRole('img', { name: /owl/ }).waitFor();
        await page.getByLabel('First Name').fill('Zawadi');
        await shot('sign-in');
        await page.goto(`${base}/signup`);
        await page.getByRole('heading', { name: 'Join Ndoto' }).waitFor();
        await shot('sign-up');
        await page.evaluate(({ token, id, age }) => {
          localStorage.setItem('childToken', token);
          localStorage.setItem('childId', id);
          localStorage.setItem('childAge', String(age));
        }, { token: session.access_token, id: session.user._id, age: session.user.age });
        await page.goto(`${base}/community`);
        await page.getByRole('heading', { name: /^Communities for You/ }).waitFor();
        await shot('layout');
        await page.context().close();
      }
    }
  });
});
