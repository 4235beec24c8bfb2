// Ndoto in Kiswahili, French and English, in Chromium against `ndoto serve` (see support.mjs):
// the language a browser asks for, the splash before any script, the switch on the sign-in page,
// and no English word of ours left on a screen shown in another language. Run `npm run build`
// first.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { gzipSync } from 'node:zlib';

import { formatter } from '@lingui/format-po';

import { SIGN_IN_BUDGET_KB } from '../scripts/budget.mjs';
import { dist, restCall, results, startStack, webDir } from './support.mjs';

// The demo family that `ndoto serve --demo` creates.
const DEMO_PARENT = { email: 'parent@ndoto.example', password: 'twiga-demo-2026' };
const DEMO_CHILD = { firstName: 'Baraka', password: 'twiga-demo-2026' };

let stack;
let base;
let browser;

before(async () => {
  stack = await startStack('languages.log');
  ({ base, browser } = stack);
});

after(async () => {
  await stack?.stop();
});

/** English -> translation of one catalogue folder (src/locales), for `language`. */
async function catalogue(folder, language) {
  const filename = join(webDir, folder, `${language}.po`);
  const parsed = await formatter().parse(readFileSync(filename, 'utf8'), { locale: language, sourceLocale: 'en', filename });
  return new Map(Object.values(parsed).map((entry) => [entry.message, entry.translation]));
}

/**
 * English -> translation of the shell's catalogue and of `features`' (the words a screen of theirs
 * can show; a word of another feature's may well be server data here, a category named 'Math').
 */
async function screenWords(language, features) {
  const all = await catalogue('src/locales', language);
  for (const feature of features) {
    for (const [english, translation] of await catalogue(`src/features/${feature}/locales`, language)) all.set(english, translation);
  }
  return all;
}

/** Each screen visited, with the features whose words it shows (the child area's frame's too). */
const CHILD_SCREENS = [
  ['/home', ['dashboard']],
  ['/quizHome', ['quiz']],
  ['/activities', ['activities']],
  ['/community', ['communities']],
];
const CHILD_FRAME = ['art-buddy', 'notifications', 'pwa'];
/**
 * Catalogue data the server sends that reads like one of our messages: an activity's theme
 * "Community" is also the menu's word. The catalogue's own translations (its TOML) come later.
 */
/** The server's words for a message id, from its Fluent resources (`backend/locales`). */
function serverMessage(language, file, id) {
  const text = readFileSync(new URL(`../../backend/locales/${language}/${file}.ftl`, import.meta.url), 'utf8');
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${id} = `));
  assert.ok(line, `${id} in ${language}/${file}.ftl`);
  return line.slice(id.length + 3);
}

const SERVER_WORDS = new Set(['Community']);

/**
 * The lines of the page's visible text that are one of our English messages (or a piece of one
 * between tags and placeholders) whose translation differs: our own words left in English. Text
 * from the server (titles, names, its messages) is not in the catalogues and is not counted.
 */
async function englishLines(page, words) {
  const lines = new Set((await page.evaluate(() => document.body.innerText)).split('\n').map((line) => line.trim()));
  const left = [];
  for (const [english, translation] of words) {
    if (english === translation) continue;
    for (const piece of english.split(/<\/?\d+\/?>|\{[^}]*\}/).map((part) => part.trim())) {
      if (piece.length > 3 && !translation.includes(piece) && !SERVER_WORDS.has(piece) && lines.has(piece)) left.push(piece);
    }
  }
  return left;
}

/**
 * The English words of ours on the page although it is in another language: each English message
 * of `words` (its text between tags and placeholders) whose translation differs, found in the
 * page's visible text.
 */
async function englishLeft(page, words) {
  const visible = await page.evaluate(() => document.body.innerText);
  const left = [];
  for (const [english, translation] of words) {
    if (english === translation) continue;
    for (const piece of english.split(/<\/?\d+\/?>|\{[^}]*\}/)) {
      if (piece.trim().length > 3 && !translation.includes(piece.trim()) && visible.includes(piece.trim())) left.push(piece.trim());
    }
  }
  return left;
}

async function newPage(options) {
  const context = await browser.newContext({ viewport: { width: 360, height: 780 }, ...options });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

describe('Ndoto in Kiswahili and French', { concurrency: false }, () => {
  test('a browser that asks for Kiswahili gets the splash and the sign-in page in Kiswahili, within budget', async () => {
    const words = await catalogue('src/locales', 'sw');
    // The splash alone, before any script: the app's script is held back.
    const splash = await newPage({ locale: 'sw-KE' });
    await splash.route(/\/assets\/index-[\w-]+\.js$/, (route) => route.abort());
    await splash.goto(`${base}/`);
    assert.equal(await splash.evaluate(() => document.documentElement.lang), 'sw');
    await splash.getByText(words.get('Loading Ndoto…')).waitFor();
    assert.equal(await splash.getByText('Loading Ndoto…').isVisible(), false);
    await splash.context().close();

    const page = await newPage({ locale: 'sw-KE' });
    const scripts = new Set();
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      if (path.endsWith('.js')) scripts.add(path);
    });
    await page.goto(`${base}/`);
    await page.getByRole('heading', { name: 'Karibu Tena' }).waitFor();
    await page.getByRole('button', { name: 'Anza Safari ya Kujifunza!' }).waitFor();
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'sw');
    assert.equal(await page.title(), 'Ingia · Ndoto');
    assert.deepEqual(await englishLeft(page, words), []);
    // The page's code and its Kiswahili words together stay within the sign-in page's budget.
    const gzipped = [...scripts].reduce((sum, path) => sum + gzipSync(readFileSync(join(dist, path))).length, 0);
    console.log(`sign-in page in Kiswahili: ${(gzipped / 1024).toFixed(1)} KB gzipped JS in ${scripts.size} files`);
    assert.ok(gzipped < SIGN_IN_BUDGET_KB * 1024, `${(gzipped / 1024).toFixed(1)} KB`);
    await page.screenshot({ path: join(results, 'sign-in-sw-360.png'), fullPage: true });

    // A wrong password is told in Kiswahili too.
    await page.getByLabel('Jina la Kwanza').fill('Baraka');
    await page.getByLabel('Nenosiri').fill('not-the-password');
    await page.getByRole('button', { name: 'Anza Safari ya Kujifunza!' }).click();
    await page.getByRole('alert').filter({ hasText: words.get('Login failed. Please check your credentials.') }).waitFor();
    await page.context().close();
  });

  test('the switch on the sign-in page changes the language at once, and the choice survives a reload', async () => {
    const french = await catalogue('src/locales', 'fr');
    const page = await newPage({ locale: 'en-GB', colorScheme: 'dark' });
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await page.goto(`${base}/`);
    await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
    await page.getByRole('navigation', { name: 'Language' }).getByRole('button', { name: 'Français' }).click();
    await page.getByRole('heading', { name: 'Content de te revoir' }).waitFor();
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'fr');
    assert.deepEqual(await englishLeft(page, french), []);
    await page.reload();
    await page.getByRole('heading', { name: 'Content de te revoir' }).waitFor();
    assert.equal(
      await page.getByRole('navigation', { name: 'Langue' }).getByRole('button', { name: 'Français' }).getAttribute('aria-pressed'),
      'true',
    );
    await page.screenshot({ path: join(results, 'sign-in-fr-360-dark.png'), fullPage: true });
    await page.context().close();
  });

  for (const language of ['sw', 'fr']) {
    test(`a child whose parent chose ${language} goes through the dashboard, the quiz, activities and a community in it`, async () => {
      const parent = await restCall(base, '/auth/parent/signin', { body: DEMO_PARENT });
      const children = await restCall(base, '/parent/children', { token: parent.access_token });
      const baraka = (children.children ?? children).find((child) => child.firstName === DEMO_CHILD.firstName);
      await restCall(base, `/parent/children/${baraka._id ?? baraka.id}/settings`, {
        token: parent.access_token,
        method: 'PATCH',
        body: { language },
      });

      // Baraka joins a community of his age, where he will write a post moderation refuses.
      const child = await restCall(base, '/auth/child/signin', { body: DEMO_CHILD });
      const communities = await restCall(base, '/student/dashboard/communities', { token: child.access_token });
      const community = (communities.communities ?? communities)[0];
      const communityId = community._id ?? community.id;
      if (!community.hasJoined) {
        await restCall(base, `/student/dashboard/communities/${communityId}/join`, { token: child.access_token, method: 'POST' });
      }

      // The device is English; the parent's choice wins from sign-in on.
      for (const theme of ['light', 'dark']) {
        const page = await newPage({ locale: 'en-US' });
        await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
        await page.goto(`${base}/`);
        await page.getByLabel('First Name').fill(DEMO_CHILD.firstName);
        await page.getByLabel('Password').fill(DEMO_CHILD.password);
        await page.getByRole('button', { name: 'Start Learning Adventure!' }).click();
        await page.waitForURL(/\/(quizHome|home)$/);
        await page.waitForFunction((code) => document.documentElement.lang === code, language);
        for (const [path, features] of CHILD_SCREENS) {
          const words = await screenWords(language, [...CHILD_FRAME, ...features]);
          await page.goto(`${base}${path}`);
          await page.locator('main h1, main h2').first().waitFor();
          await page.waitForLoadState('networkidle');
          assert.deepEqual(await englishLines(page, words), [], `${path} in ${language}`);
          await page.screenshot({ path: join(results, `${language}-${path.slice(1)}-360-${theme}.png`) });
        }
        // A community of the child's, where moderation explains a refused post in the child's
        // language: the server's words, not only the app's.
        await page.goto(`${base}/community/${communityId}`);
        await page.locator('main form textarea').waitFor();
        await page.waitForLoadState('networkidle');
        const words = await screenWords(language, [...CHILD_FRAME, 'communities']);
        assert.deepEqual(await englishLines(page, words), [], `a community in ${language}`);
        await page.locator('main form textarea').fill('call me on 0788 123 456');
        await page.locator('main form button[type="submit"]').click();
        const refusal = page.getByRole('alert').filter({ hasText: serverMessage(language, 'moderation', 'moderation-phone-number') });
        await refusal.waitFor();
        await page.screenshot({ path: join(results, `${language}-community-refusal-360-${theme}.png`) });
        await page.context().close();
      }
    });
  }
});
