import { join } from 'node:path';
import { newPage, restCall, results, startStack } from './support.mjs';

const stack = await startStack('x');
const { base, browser } = stack;
try {
  const parent = await restCall(base, '/auth/parent/signin', { body: { email: 'parent@ndoto.example', password: 'twiga-demo-2026' } });
  const children = await restCall(base, '/parent/children', { token: parent.access_token });
  const baraka = (children.children ?? children).find((c) => c.firstName === 'Baraka');
  for (const language of ['sw', 'fr']) {
    await restCall(base, `/parent/children/${baraka._id ?? baraka.id}/settings`, { token: parent.access_token, method: 'PATCH', body: { language } });
    for (const theme of ['light', 'dark']) {
      const page = await newPage(browser, { width: 360, height: 780, theme });
      await page.context().addInitScript(() => localStorage.setItem('language', 'en'));
      await page.goto(`${base}/`);
      await page.getByLabel('First Name').fill('Baraka');
      await page.getByLabel('Password').fill('twiga-demo-2026');
      await page.getByRole('button', { name: 'Start Learning Adventure!' }).click();
      await page.waitForURL(/\/(quizHome|home)$/);
      await page.goto(`${base}/quiz/9-12`);
      await page.waitForTimeout(2500);
      await page.screenshot({ path: join(results, `x-${language}-quiz-360-${theme}.png`) });
      await page.goto(`${base}/activities`);
      await page.waitForTimeout(1500);
      await page.locator('main button.ant-btn-primary').first().click();
      await page.waitForTimeout(1200);
      await page.screenshot({ path: join(results, `x-${language}-activity-360-${theme}.png`) });
      await page.goto(`${base}/ai-advisor`);
      await page.waitForTimeout(1500);
      await page.locator('.advisor-chip').first().click();
      await page.waitForTimeout(2500);
      await page.screenshot({ path: join(results, `x-${language}-advisor-360-${theme}.png`) });
      await page.context().close();
    }
  }
} finally {
  await stack.stop();
}
