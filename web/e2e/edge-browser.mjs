// A child signs in and completes an activity in Chromium over grpc-web through Envoy: run by
// backend/tests/integration/edge.rs (the edge harness), which starts Envoy in front of two server replicas
// and makes the child. Not a node:test file: `npm run e2e` does not pick it up.
// NDOTO_E2E_BASE is Envoy's plain HTTP address, which redirects to HTTPS (the harness's self-signed
// certificate, trusted here); NDOTO_E2E_CHILD and NDOTO_E2E_PASSWORD the child's sign-in.
import assert from 'node:assert/strict';

import { launchBrowser } from './support.mjs';

const base = process.env.NDOTO_E2E_BASE;
const child = { firstName: process.env.NDOTO_E2E_CHILD, password: process.env.NDOTO_E2E_PASSWORD };
assert.ok(base && child.firstName && child.password, 'set NDOTO_E2E_BASE, NDOTO_E2E_CHILD and NDOTO_E2E_PASSWORD');

const violations = [];
const browser = await launchBrowser(violations);
try {
  const page = await browser.newPage({ viewport: { width: 360, height: 780 }, ignoreHTTPSErrors: true });
  page.setDefaultTimeout(20_000);
  const failures = [];
  page.on('pageerror', (error) => failures.push(error.message));
  // Every API call of the web app is grpc-web, through Envoy.
  const calls = [];
  page.on('request', (request) => {
    if (request.url().includes('/ndoto.v1.')) calls.push(request.headers()['content-type']);
  });

  await page.goto(`${base}/`);
  // The plain address sent the browser to HTTPS; the rest of the visit stays there.
  const origin = new URL(page.url()).origin;
  assert.equal(new URL(origin).protocol, 'https:', `${base}/ ended at ${origin}`);
  await page.getByLabel('First Name').fill(child.firstName);
  await page.getByLabel('Password').fill(child.password);
  await page.getByRole('button', { name: 'Start Learning Adventure!' }).click();
  await page.waitForURL(/\/(quizHome|home)$/);

  await page.goto(`${origin}/activities`);
  await page.getByRole('heading', { name: 'Fun Learning Activities' }).waitFor();
  const card = page
    .getByRole('list', { name: 'Activities' })
    .locator(':scope > li')
    .filter({ has: page.getByRole('button', { name: /Start Activity/ }) })
    .first();
  const title = (await card.locator('.activity-title').innerText()).trim();
  await card.getByRole('button', { name: /Start Activity/ }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByRole('button', { name: /Start Project/ }).click();
  await dialog.getByRole('button', { name: /Complete Project/ }).click();
  await dialog.getByRole('heading', { name: 'Congratulations!' }).waitFor();

  assert.ok(calls.length >= 3, `only ${calls.length} API calls seen`);
  for (const type of calls) assert.match(type ?? '', /^application\/grpc-web/);
  assert.deepEqual(failures, []);
  console.log(`through Envoy: ${child.firstName} completed '${title}' with ${calls.length} grpc-web calls`);
} finally {
  await browser.close();
}
assert.deepEqual(violations, [], 'pages broke the Content-Security-Policy');
