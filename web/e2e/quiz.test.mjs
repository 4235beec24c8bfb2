// End to end: the career quiz in Debian's Chromium (playwright-core) against the real `ndoto serve` on
// the embedded default. A fresh data dir is seeded with the demo family (`--demo`), so the 9-12
// demo child Baraka signs in and takes the whole quiz on the built-in engine. Run `npm run build` first.
// The server and browser start as in support.mjs. Screenshots of the five screens at 360 and 1440
// wide, light and dark, land in test-results/ (git-ignored).
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';

import { hold, results, startStack } from './support.mjs';

// The demo child in the 9-12 band, created by `ndoto serve --demo`.
const CHILD = { firstName: 'Baraka', password: 'twiga-demo-2026', age: '10' };

let stack;
let base;
let browser;

before(async () => {
  stack = await startStack('quiz-server.log');
  ({ base, browser } = stack);
});

after(async () => {
  await stack?.stop();
});

async function newPage({ width = 1440, height = 900, theme } = {}) {
  const context = await browser.newContext({ viewport: { width, height } });
  if (theme) await context.addInitScript((value) => localStorage.setItem('theme', value), theme);
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

/** The spec's rules, written out again here so the browser's output is checked independently. */
const expectedHeadline = (areas) =>
  areas.length === 0 ? 'Amazing Learner with Unique Strengths' : areas.length === 1 ? `${areas[0]} Enthusiast` : `${areas[0]} & ${areas[1]} Explorer`;
const expectedLabel = (match) => (match >= 95 ? 'Perfect Match!' : match >= 90 ? 'Excellent Match' : 'Great Match');

/** Baraka signs in and opens the quiz home (sign-in lands there or on /home). */
async function signInToQuizHome(page) {
  await page.goto(`${base}/`);
  await page.getByLabel('First Name').fill(CHILD.firstName);
  await page.getByLabel('Password').fill(CHILD.password);
  await page.getByRole('button', { name: 'Start Learning Adventure!' }).click();
  await page.waitForURL(/\/(quizHome|home)$/);
  if (!page.url().endsWith('/quizHome')) await page.goto(`${base}/quizHome`);
}

/**
 * Baraka signs in, takes the whole 9-12 quiz, reads the results, opens the career matches and asks
 * the advisor a quick question, with checks at each screen; `shot(name)` is called on each.
 */
async function takeTheQuiz(page, shot) {
  await signInToQuizHome(page);

  // Quiz home: four age groups; Baraka's own is marked.
  await page.getByRole('heading', { name: 'Career Quiz' }).waitFor();
  const cards = page.getByRole('list', { name: 'Age groups' }).getByRole('button');
  assert.equal(await cards.count(), 4);
  await page.getByText('The quiz takes 5-10 minutes').waitFor();
  const own = page.getByRole('button', { name: /^Ages 9-12 Budding Innovators / });
  await own.getByText('Your age group').waitFor();
  await shot('quiz-home');
  await own.click();

  // Quiz: ten questions, one at a time, with the counter and progress bar.
  await page.waitForURL(`${base}/quiz`);
  await page.getByRole('heading', { name: 'Budding Innovator Quest' }).waitFor();
  const counter = page.locator('.quiz-counter');
  await counter.waitFor();
  assert.equal(await counter.innerText(), 'Question 1 of 10');
  await shot('quiz');
  for (let at = 0; at < 10; at += 1) {
    // Each answer shows a moment before the next question.
    await page.locator('.quiz-counter', { hasText: new RegExp(`^Question ${at + 1} of 10$`) }).waitFor();
    const answers = page.getByRole('group', { name: 'Answers' }).getByRole('button');
    const count = await answers.count();
    assert.ok(count >= 2, `question ${at + 1} offers ${count} answers`);
    // Vary the answers so the profile is not all one kind.
    await answers.nth((at * 3) % count).click();
  }

  // Results: headline from the chips, and the analysis cards.
  await page.waitForURL(`${base}/results`, { timeout: 30_000 });
  await page.getByRole('heading', { name: `Amazing Work, ${CHILD.firstName}!` }).waitFor();
  const chips = await page.getByRole('list', { name: 'Top career areas' }).getByRole('listitem').allInnerTexts();
  assert.ok(chips.length >= 1 && chips.length <= 3, `chips: ${chips}`);
  assert.equal(await page.locator('.results-headline').innerText(), expectedHeadline(chips));
  const analysis = page.getByRole('region', { name: 'Personal Analysis' });
  const titles = (await analysis.getByRole('heading', { level: 3 }).allInnerTexts()).map((title) => title.replace(/^\S+\s/, ''));
  for (const title of ['Summary', 'Strengths', 'Interests', 'Learning Style', 'Next Steps']) {
    assert.ok(titles.includes(title), `analysis cards: ${titles}`);
  }
  await shot('results');

  // Career recommendations: stars and labels follow each match.
  await page.getByRole('link', { name: /See My Career Matches/ }).click();
  await page.waitForURL(`${base}/career-recommendations`);
  const careerCards = page.getByRole('list', { name: 'Recommended careers' }).getByRole('listitem');
  await careerCards.first().waitFor();
  const cardCount = await careerCards.count();
  assert.ok(cardCount >= 5, `${cardCount} careers`);
  for (let at = 0; at < cardCount; at += 1) {
    const card = careerCards.nth(at);
    const match = Number((await card.locator('.career-percent').innerText()).replace(/% match$/, ''));
    assert.ok(match >= 0 && match <= 100, `match ${match}`);
    assert.equal(await card.getByRole('img', { name: /out of 5 stars/ }).getAttribute('aria-label'), `${Math.floor(match / 20)} out of 5 stars`);
    assert.equal(await card.locator('.career-label').innerText(), expectedLabel(match));
    assert.ok((await card.getByRole('heading').innerText()).length > 0);
  }
  assert.ok((await page.locator('.careers-analysis').innerText()).length > 20);
  await shot('career-recommendations');
  await page.getByRole('button', { name: /Save Results/ }).click();
  await page.getByRole('button', { name: '✓ Saved!' }).waitFor();
  await page.getByText('Your career recommendations have been saved!').waitFor();

  // The advisor: a quick question gets a real answer from AskAdvisor.
  await page.goBack();
  await page.waitForURL(`${base}/results`);
  await page.getByRole('link', { name: /Ask the AI Advisor/ }).click();
  await page.waitForURL(`${base}/ai-advisor`);
  await page.getByRole('heading', { name: 'AI Career Advisor' }).waitFor();
  await page.getByText(`Your top areas: ${chips.join(', ')}`).waitFor();
  const bubbles = page.locator('.advisor-message.assistant .advisor-bubble');
  assert.equal(await bubbles.count(), 1);
  await page.getByRole('button', { name: 'What careers match my interests?' }).click();
  await page.locator('.advisor-message.user', { hasText: 'What careers match my interests?' }).waitFor();
  await page.waitForFunction(() => document.querySelectorAll('.advisor-message.assistant .advisor-bubble:not(.advisor-typing)').length === 2);
  const reply = await page.locator('.advisor-message.assistant .advisor-bubble').nth(1).innerText();
  assert.doesNotMatch(reply, /Sorry, I could not answer/);
  // Baraka's quiz is done, so the advisor answers from his profile: one of his top areas.
  assert.ok(chips.some((area) => reply.includes(area)), `reply: ${reply}`);
  await shot('ai-advisor');
  return { chips, reply };
}

describe('the career quiz in the browser', { concurrency: false }, () => {
  test('a 9-12 child takes the whole quiz, sees results, career matches and asks the advisor', async () => {
    const started = Date.now();
    const page = await newPage();
    const { chips, reply } = await takeTheQuiz(page, async (name) => {
      await page.evaluate(() => document.fonts.ready);
      await page.screenshot({ path: join(results, `${name}-1440-light.png`), fullPage: true, animations: 'disabled' });
    });
    console.log(`quiz flow in ${Date.now() - started} ms; areas ${chips.join(', ')}; advisor: ${reply.slice(0, 80)}...`);
    // Typing a question: Enter sends, blank text is not sent.
    const box = page.getByRole('textbox', { name: 'Your question' });
    await box.fill('   ');
    await box.press('Enter');
    assert.equal(await page.locator('.advisor-message.user').count(), 1);
    await box.fill('Which school subjects should I focus on?');
    await box.press('Enter');
    await page.waitForFunction(() => document.querySelectorAll('.advisor-message.assistant .advisor-bubble:not(.advisor-typing)').length === 3);
    assert.equal(await box.inputValue(), '');
    await page.context().close();
  });

  test('without navigation state each screen says what is missing', async () => {
    const page = await newPage({ width: 360, height: 780 });
    await page.goto(`${base}/`);
    await page.getByLabel('First Name').fill(CHILD.firstName);
    await page.getByLabel('Password').fill(CHILD.password);
    await page.getByRole('button', { name: 'Start Learning Adventure!' }).click();
    await page.waitForURL(/\/(quizHome|home)$/);
    await page.goto(`${base}/quiz`);
    await page.getByText('No quiz loaded. Please go back and select an age group.').waitFor();
    await page.goto(`${base}/results`);
    await page.getByText('No results found. Please take the quiz first.').waitFor();
    await page.goto(`${base}/career-recommendations`);
    await page.getByText('Missing quiz information. Please take the quiz first.').waitFor();
    await page.getByRole('button', { name: 'Take Quiz' }).click();
    await page.waitForURL(`${base}/quizHome`);
    await page.context().close();
  });

  test('each age band has its own layout with real questions; the waits show their overlays', async () => {
    const bands = [
      { child: 'Amani', card: 'Ages 6-8 Early Explorers', questions: 8 },
      { child: 'Zawadi', card: 'Ages 13-15 Teen Trailblazers', questions: 12 },
      { child: 'Jabari', card: 'Ages 16-18 Visionary Achievers', questions: 12 },
    ];
    for (const band of bands) {
      const page = await newPage({ width: 360, height: 780 });
      const name = band.card.split(' ')[1];
      await page.goto(`${base}/`);
      await page.getByLabel('First Name').fill(band.child);
      await page.getByLabel('Password').fill(CHILD.password);
      await page.getByRole('button', { name: 'Start Learning Adventure!' }).click();
      await page.waitForURL(`${base}/quizHome`);
      // Hold the calls until their overlays have been seen and checked.
      const releaseGenerate = await hold(page, '**/ndoto.v1.QuizService/GenerateQuiz');
      const releaseSubmit = await hold(page, '**/ndoto.v1.QuizService/SubmitQuiz');
      await page.getByRole('button', { name: new RegExp(`^${band.card} `) }).click();
      await page.getByText('Preparing your quiz').waitFor();
      if (name === '6-8') await page.screenshot({ path: join(results, 'quiz-preparing-360-light.png') });
      releaseGenerate();
      await page.waitForURL(`${base}/quiz`);
      const answers = page.getByRole('group', { name: 'Answers' }).getByRole('button');
      await answers.first().waitFor();
      if (name === '6-8') {
        assert.equal(await page.locator('.quiz-dots li').count(), band.questions);
        assert.equal(await page.getByRole('progressbar').count(), 0);
      } else if (name === '13-15') {
        assert.equal(await page.getByRole('progressbar').count(), 1);
        assert.equal(await page.locator('.quiz-counter').count(), 0);
      } else {
        await page.getByText('0% complete').waitFor();
        assert.equal(await page.locator('.quiz-answer-letter').first().innerText(), 'A');
        assert.ok((await page.locator('.quiz-context').innerText()).length > 0);
        assert.equal(await page.locator('.quiz-answer-description').count(), await answers.count());
      }
      await page.screenshot({ path: join(results, `quiz-${name}-360-light.png`), fullPage: true });
      let scenarios = 0;
      for (let at = 0; at < band.questions; at += 1) {
        if (await page.locator('.quiz-scenario').count()) scenarios += 1;
        await page.getByRole('heading', { level: 2 }).first().waitFor();
        await answers.nth(at % (await answers.count())).click();
        // The chosen answer shows a moment; the next question is ready once nothing is chosen.
        if (at < band.questions - 1) await page.locator('.quiz-answers:not(.confirming)').waitFor();
      }
      if (name === '13-15') assert.ok(scenarios > 0, 'no 13-15 question showed a scenario');
      await page.getByText('Analyzing your answers').waitFor();
      await page.getByText('Processing your answer...').waitFor();
      assert.ok(await answers.first().isDisabled());
      if (name === '16-18') await page.screenshot({ path: join(results, 'quiz-analyzing-360-light.png') });
      releaseSubmit();
      await page.waitForURL(`${base}/results`, { timeout: 30_000 });
      await page.getByRole('heading', { name: `Amazing Work, ${band.child}!` }).waitFor();
      if (name === '16-18') {
        // The typing indicator shows while AskAdvisor runs (held until it has been seen).
        const releaseAdvisor = await hold(page, '**/ndoto.v1.CareerService/AskAdvisor');
        await page.getByRole('link', { name: /Ask the AI Advisor/ }).click();
        await page.getByRole('button', { name: 'Which school subjects should I focus on?' }).click();
        await page.getByRole('status', { name: 'The advisor is typing' }).waitFor();
        await page.screenshot({ path: join(results, 'ai-advisor-typing-360-light.png') });
        releaseAdvisor();
        await page.getByRole('status', { name: 'The advisor is typing' }).waitFor({ state: 'detached' });
        assert.equal(await page.locator('.advisor-message.assistant').count(), 2);
      }
      await page.context().close();
    }
  });

  test('a double tap answers one question only; a reload mid-quiz resumes; leaving asks first', async () => {
    const page = await newPage();
    await signInToQuizHome(page);
    await page.getByRole('button', { name: /^Ages 9-12 Budding Innovators / }).click();
    await page.waitForURL(`${base}/quiz`);
    const counter = page.locator('.quiz-counter');
    const answers = page.getByRole('group', { name: 'Answers' }).getByRole('button');
    await answers.first().waitFor();
    assert.equal(await counter.innerText(), 'Question 1 of 10');
    const firstQuestion = await page.locator('#quiz-question').innerText();

    // A double tap: the first tap answers, the second lands while the choice shows and is ignored.
    await answers.nth(1).dblclick();
    await page.getByText('Question 2 of 10').waitFor();
    await page.waitForTimeout(1000);
    assert.equal(await counter.innerText(), 'Question 2 of 10');
    assert.equal(await page.locator('.quiz-answer[aria-pressed="true"]').count(), 0);
    // Focus is on the new question, for screen readers.
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'quiz-question');
    assert.notEqual(await page.locator('#quiz-question').innerText(), firstQuestion);
    const stored = await page.evaluate(() => JSON.parse(sessionStorage.getItem('quizProgress') ?? 'null'));
    assert.deepEqual(stored.answers.map((record) => record.questionIndex), [0]);

    await answers.nth(2).click();
    await page.getByText('Question 3 of 10').waitFor();
    const thirdQuestion = await page.locator('#quiz-question').innerText();

    // A reload: the browser asks first (beforeunload); accepted, the quiz resumes where it was.
    let asked = null;
    page.once('dialog', async (dialog) => {
      asked = dialog.type();
      await dialog.accept();
    });
    await page.reload();
    await page.getByText('Question 3 of 10').waitFor();
    assert.equal(asked, 'beforeunload');
    assert.equal(await page.locator('#quiz-question').innerText(), thirdQuestion);
    await page.getByRole('button', { name: /Previous question/ }).click();
    await page.getByText('Question 2 of 10').waitFor();
    assert.equal(await answers.nth(2).getAttribute('aria-pressed'), 'true');

    // Leaving in the app asks first: 'Keep going' stays, 'Leave' goes.
    await page.getByRole('link', { name: 'Dashboard' }).first().click();
    const leave = page.getByRole('dialog', { name: 'Leave the quiz?' });
    await leave.waitFor();
    await leave.getByText('You have answered 2 of 10 questions').waitFor();
    await leave.getByRole('button', { name: 'Keep going' }).click();
    await leave.waitFor({ state: 'hidden' });
    assert.equal(page.url(), `${base}/quiz`);
    await page.getByRole('link', { name: 'Dashboard' }).first().click();
    await leave.getByRole('button', { name: 'Leave' }).click();
    await page.waitForURL(`${base}/home`);
    await page.context().close();
  });

  test('screenshots of the five screens at 360 and 1440 wide, light and dark', async () => {
    for (const [width, theme] of [
      [360, 'light'],
      [360, 'dark'],
      [1440, 'dark'],
    ]) {
      const page = await newPage({ width, height: width === 360 ? 780 : 900, theme });
      await takeTheQuiz(page, async (name) => {
        await page.evaluate(() => document.fonts.ready);
        await page.screenshot({ path: join(results, `${name}-${width}-${theme}.png`), fullPage: true, animations: 'disabled' });
      });
      await page.context().close();
    }
  });
});
