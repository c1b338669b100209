// The quiz in an article as a reader meets it on the static origin (decision D-247): two browsers (two
// identities) answer the seeded poll and both see the shared percentages, the quiz's island without React; a
// closed question shows its results only; axe finds nothing in the quiz's states. (What a reader without
// JavaScript gets is HTML: e2e/site/withoutJavaScript.test.ts. The page's script bytes are a bench figure.)
import { axe } from './axe';
import type { Browser, Page } from '@playwright/test';
import { expect, test, e2eEnv } from './fixtures';
import { findArticle } from './corpus';
import { QUIZ_API_PREFIX, QUIZ_TEXTS, formatPercent, percentOf, type Quiz } from '../domain/quiz';
import { SEED_QUIZ_IDS } from '../services/seed/quizzes';

const origin = (path: string) => new URL(path, e2eEnv().originUrl).href;
const articleWith = (quizId: string) => findArticle('a.visible = 1 AND a.content LIKE ?', `%[kviz:${quizId}]%`);

/** The quiz's counts now, from the service itself. */
async function countsOf(quizId: string): Promise<Quiz> {
  const res = await fetch(`${e2eEnv().contentApiUrl}${QUIZ_API_PREFIX}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'query($id: ID!) { quiz(quizId: $id) { _id complex questions { _id answers { _id title answerCount sum } } } }',
      variables: { id: quizId },
    }),
  });
  return ((await res.json()) as { data: { quiz: Quiz } }).data.quiz;
}

async function openQuiz(browser: Browser, path: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(origin(path));
  await page.locator('[data-quiz]').scrollIntoViewIfNeeded();
  return page;
}

const percents = (page: Page) => page.locator('[data-quiz] [data-results]:visible [data-percent]').allTextContents();

test('a poll answered in two browsers shows both the shared percentages; the quiz is an island without React', async ({ browser }) => {
  const { path } = await articleWith(SEED_QUIZ_IDS.poll);
  const before = (await countsOf(SEED_QUIZ_IDS.poll)).questions[0]!.answers.map((a) => a.answerCount);
  const after = [before[0]! + 1, before[1]! + 1, before[2]!];
  const sum = after.reduce((a, b) => a + b, 0);
  const expected = after.map((n) => formatPercent(percentOf(n, sum)));

  const context = await browser.newContext();
  const first = await context.newPage();
  // Every script the opened page loads, read whole: none of them is React (D-249).
  const scripts: Promise<{ name: string; react: boolean }>[] = [];
  first.on('response', (r) => {
    if (r.request().resourceType() !== 'script') return;
    scripts.push(
      r
        .body()
        .catch(() => Buffer.alloc(0))
        .then((body) => ({ name: new URL(r.url()).pathname.split('/').pop()!, react: body.includes('Minified React error') })),
    );
  });
  await first.goto(origin(path));
  // With scripts the note for a reader without them is never shown, not even before the quiz's code comes: taken
  // away then, it moved what follows.
  await expect(first.locator('[data-quiz] [data-quiz-nojs]')).toBeHidden();
  await first.locator('[data-quiz]').scrollIntoViewIfNeeded();
  const quiz = first.locator('[data-quiz]');
  await expect(first.locator('island-root[data-island=Quiz][data-hydrated]')).toHaveCount(1);
  // The navigation module comes last, when the browser is idle: by then the page has asked for all it loads.
  await first.locator('html[data-navigation]').waitFor({ state: 'attached' });
  expect((await Promise.all(scripts)).filter((s) => s.react).map((s) => s.name)).toEqual([]);
  await expect(quiz.getByRole('heading', { name: QUIZ_TEXTS.label })).toBeVisible();
  await quiz.getByRole('button', { name: 'A Balatonnál' }).click();
  await expect(quiz.getByRole('status')).toHaveText(QUIZ_TEXTS.thanks);
  await expect(quiz.locator('[data-results]')).toBeVisible();
  await expect(quiz.getByRole('button', { name: 'A Balatonnál' })).toBeHidden();
  await expect(quiz.locator('[data-answer]').first()).toContainText(QUIZ_TEXTS.yours);

  const second = await openQuiz(browser, path);
  await second.locator('[data-quiz]').getByRole('button', { name: 'Külföldön' }).click();
  await expect.poll(() => percents(second)).toEqual(expected);
  expect(await second.locator('[data-quiz] [data-answer]').nth(1).textContent()).toContain(QUIZ_TEXTS.yours);

  // The first browser, back on the page, sees the second one's answer too, and still its own as answered.
  await first.reload();
  await first.locator('[data-quiz]').scrollIntoViewIfNeeded();
  await expect.poll(() => percents(first)).toEqual(expected);
  await expect(first.locator('[data-quiz] [data-answer]').first()).toContainText(QUIZ_TEXTS.yours);
  await expect(first.locator('[data-quiz] [data-option]')).toHaveCount(3);
  await expect(first.locator('[data-quiz] [data-options]')).toBeHidden();
  // Two identities, two answers: the service counts both.
  expect((await countsOf(SEED_QUIZ_IDS.poll)).questions[0]!.answers.map((a) => a.answerCount)).toEqual(after);

  const scan = await axe(first).include('[data-quiz]').analyze();
  expect(scan.violations.map((v) => v.id)).toEqual([]);
  await context.close();
  await second.context().close();
});

test('a closed question shows its results only; the open ones of the same quiz take answers', async ({ browser }) => {
  const { path } = await articleWith(SEED_QUIZ_IDS.knowledge);
  const page = await openQuiz(browser, path);
  const questions = page.locator('[data-quiz] [data-question]');
  await expect(questions).toHaveCount(3);
  const closed = questions.nth(2);
  await expect(closed.getByRole('button')).toHaveCount(0);
  await expect(closed.locator('[data-percent]')).toHaveText(['16,7%', '75,0%', '8,3%']);
  await expect(closed.getByRole('status')).toContainText(QUIZ_TEXTS.closed);
  // Its right answer is no secret any more.
  await expect(closed.locator('[data-answer]').nth(1)).toContainText(QUIZ_TEXTS.right);
  await expect(questions.nth(0).getByRole('button', { name: 'Balaton' })).toBeEnabled();

  // A knowledge question answered: the right answer shows with the results.
  await questions.nth(0).getByRole('button', { name: 'Fertő tó' }).click();
  await expect(questions.nth(0).locator('[data-answer]').nth(0)).toContainText(QUIZ_TEXTS.right);
  await expect(questions.nth(0).locator('[data-answer]').nth(1)).toContainText(QUIZ_TEXTS.yours);
  const scan = await axe(page).include('[data-quiz]').analyze();
  expect(scan.violations.map((v) => v.id)).toEqual([]);
  await page.context().close();
});
