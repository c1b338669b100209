// The quiz in an article without JavaScript (decision D-247): the page's HTML holds the question and its
// options, which cannot be sent, says that answering needs JavaScript, and keeps the open question's results
// out of sight. (Answering, in two browsers, is e2e/quiz.spec.ts.)
import { expect, it } from 'vitest';
import { findArticle } from '../corpus';
import { e2eEnv } from '../env';
import { page, text } from './http';
import { QUIZ_TEXTS } from '../../domain/quiz';
import { SEED_QUIZ_IDS } from '../../services/seed/quizzes';

/** Whether an element or one of its ancestors carries `hidden`. */
const hidden = (el: Element) => el.closest('[hidden]') !== null;

it('without JavaScript the question and its options are in the page, disabled, and the box says answering needs JavaScript', async () => {
  const { path } = await findArticle('a.visible = 1 AND a.content LIKE ?', `%[kviz:${SEED_QUIZ_IDS.poll}]%`);
  const doc = await page(e2eEnv().originUrl, path);
  const quiz = doc.querySelector(`[data-quiz="${SEED_QUIZ_IDS.poll}"]`)!;
  expect(quiz).not.toBeNull();
  const question = [...quiz.querySelectorAll('fieldset')].find((f) => text(f.querySelector('legend')) === 'Hol tölti idén a nyári szabadságát?');
  expect(question).toBeDefined();
  const options = [...question!.querySelectorAll('button')];
  expect(options.map((b) => text(b))).toEqual(['A Balatonnál', 'Külföldön', 'Otthon']);
  for (const b of options) {
    expect(b.hasAttribute('disabled'), text(b)).toBe(true);
    expect(hidden(b), text(b)).toBe(false);
  }
  const noJs = quiz.querySelector('[data-quiz-nojs]')!;
  expect(text(noJs)).toBe(QUIZ_TEXTS.noJs);
  expect(hidden(noJs)).toBe(false);
  // The open question's results wait for an answer.
  expect(question!.querySelector('[data-results]')!.hasAttribute('hidden')).toBe(true);
});
