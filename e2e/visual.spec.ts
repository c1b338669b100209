// Visual regression (issue #24): the first screen of every page type on the static origin, at the phone and
// the desktop width, light and dark, against the baselines committed in e2e/visual.spec.ts-snapshots/.
// After a deliberate change of the look: `npm run test:visual -- --update-snapshots`, look at every new
// picture, commit them with the change (D-276).
//
// What differs between runs is masked, not the layout around it: times and dates (the corpus is anchored to
// the hour the run started), counters, live scores and the cards of live articles (other tests edit live
// blogs while this one runs). What the browser draws at random (the recommender's version, the Holdblog's
// four) it draws from the same sequence each run.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { pageTypes } from './pageTypes';

const MASKED = [
  'time',
  '[data-told]',
  '[data-badge]',
  '[data-minutes-counter]',
  '[data-live-scores]',
  '[data-rate-date]',
  'iframe',
  // A live article's card: its title, picture and place change as the live tests edit it. Not the article page's
  // own column (it carries the article's id and type), whose live blog is one no test edits (e2e/pageTypes.ts).
  '[data-article-id]:not([data-article-type]):has([data-badge])',
].join(', ');

/** The dates and times a page tells, relative to the hour the run started. */
const DATES = 'time, [data-told]';

async function settled(page: Page): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  // Every picture of the first screen decoded (the lazy ones further down, and hidden ones, are not in the shot).
  await page.waitForFunction(() =>
    [...document.images].every((img) => {
      const box = img.getBoundingClientRect();
      return img.complete || box.width === 0 || box.height === 0 || box.top > window.innerHeight;
    }),
  );
}

for (const scheme of ['light', 'dark'] as const) {
  test(`every page type's first screen, ${scheme}`, { tag: '@phone' }, async ({ page }, info) => {
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
    await page.addInitScript(() => {
      let state = 1;
      Math.random = () => ((state = (state * 48_271) % 2_147_483_647) - 1) / 2_147_483_646;
    });
    // The page's own clock, stopped before the dates are written over: a relative-date tick or a live poll
    // re-rendered a live blog's dates after the fixed text was written (a flaky first try in a clean run).
    await page.clock.install();
    for (const [name, url] of await pageTypes()) {
      await page.goto(url);
      await settled(page);
      await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
      // A poll the last second started may still be on its way: its answer swapped the live blog's dates back
      // after they were written (a flaky first try in a clean run, after the clock was already stopped). With
      // the timers stopped no new one starts; the network's quiet is the end of the one in flight.
      await page.waitForLoadState('networkidle');
      // A masked date still takes its text's width: "ma 10:05" or "tegnap 23:40" by the hour the run started,
      // which moved the lines around it. One text for all, so the layout compared does not depend on the hour.
      await page.locator(DATES).evaluateAll((els) => els.forEach((el) => (el.textContent = '2026. 01. 01. 12:00')));
      // Soft: one changed page type does not hide the others'.
      await expect.soft(page, `${name} at ${info.project.name}, ${scheme}`).toHaveScreenshot(`${name}-${scheme}.png`, {
        animations: 'disabled',
        caret: 'hide',
        mask: [page.locator(MASKED)],
        maxDiffPixelRatio: 0.01,
      });
      await page.clock.resume();
    }
  });
}
