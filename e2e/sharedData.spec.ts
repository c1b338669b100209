// The shared data (reader-site.md §3 "Common data", §4 "Shared data refresh") on the static origin: a front
// page open in the browser takes the newsroom's changes of the pip live video, the weather and the trending tags
// from the refresh call in place, without a reload, and a hidden tab asks for none. The page's 15 s poll runs on
// Playwright's fake clock; the test waits for the origin to give the changed answer and for the poll's request,
// never for a time. The edits are put back at the end (the world is this worker's own). A quiz article follows the
// newsroom switching its refresh on (specialised-features.md, refreshQuiz).
import Database from 'better-sqlite3';
import { expect, test, e2eEnv } from './fixtures';
import { emulateVisibility, nextPoll, recordFetches, settle } from './pageWatch';
import { AS_THE_PAGE_ASKS, fromOrigin } from './publishing';
import { originUrl } from './static/helpers';
import { runEditor } from '../services/editor/cli';
import { SHARED_DATA_PATH } from '../domain/sharedData';
import { SHARED_POLL_ATTR } from '../components/SharedData/attrs';
import type { CommonData } from '../domain/types';
import { findArticle } from './corpus';
import { QUIZ_API_PREFIX, QUIZ_REFRESH_MS } from '../domain/quiz';
import { SEED_QUIZ_IDS } from '../services/seed/quizzes';

function edit(...args: string[]): void {
  const r = runEditor(args, e2eEnv().contentDb);
  expect(r.code, r.out).toBe(0);
}

const isRefresh = (path: string) => path === SHARED_DATA_PATH;

/** A tag the counted trending list does not hold, to pin. */
function tagNotTrending(trending: string[]): { slug: string; name: string } {
  const db = new Database(e2eEnv().contentDb, { readonly: true, fileMustExist: true });
  try {
    const rows = db.prepare('SELECT slug, name FROM tags ORDER BY slug').all() as { slug: string; name: string }[];
    return rows.find((t) => !trending.includes(t.slug))!;
  } finally {
    db.close();
  }
}

test('a front page takes the pip video, the weather and the trending tags in place from the refresh call; hidden, it asks nothing', async ({ page }) => {
  const setVisibility = await emulateVisibility(page);
  const fetched = await recordFetches(page);
  await page.clock.install();
  await page.goto(originUrl('/'));
  await page.locator(`html[${SHARED_POLL_ATTR}]`).waitFor({ state: 'attached' });
  const pip = page.getByRole('complementary', { name: 'Élő videó' });
  const weather = page.locator('[data-shared="weather"]');
  const trending = page.getByRole('navigation', { name: 'Felkapott' });
  // As rendered: the pip video off, the seeded weather, the counted trending tags.
  await expect(pip).toBeHidden();
  await expect(weather).toContainText('Budapest');
  const counted = await trending.getByRole('link').evaluateAll((as) => as.map((a) => a.getAttribute('href')!.replace('/cimke/', '')));
  expect(counted.length).toBeGreaterThan(0);
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));

  const stamp = Date.now().toString(36);
  const tag = tagNotTrending(counted);
  edit('common', 'pip', 'show=1', `title=Élő közvetítés ${stamp}`, `url=/media/elo-${stamp}.mp4`, 'open=1');
  edit('common', 'weather', 'Budapest', '31', `kánikula ${stamp}`);
  edit('common', 'trending', tag.slug);
  try {
    // The origin keeps an /api answer a few seconds: the page's next poll gets the new one once it gives it.
    await expect.poll(async () => (JSON.parse((await fromOrigin(SHARED_DATA_PATH, AS_THE_PAGE_ASKS)).text) as CommonData).pipStatus.pipTitle).toContain(stamp);
    await nextPoll(page, isRefresh);
    await expect(pip).toBeVisible();
    await expect(pip.locator('summary')).toContainText(`Élő közvetítés ${stamp}`);
    await expect(pip.locator('video')).toHaveAttribute('src', `/media/elo-${stamp}.mp4`);
    await expect(weather).toContainText(`Budapest 31 °C, kánikula ${stamp}`);
    await expect(trending.getByRole('link')).toHaveText([tag.name]);
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);

    // The reader closes the video: it stays closed while its address stays.
    await pip.getByRole('button', { name: 'Élő videó bezárása' }).click();
    await expect(pip).toBeHidden();
    await nextPoll(page, isRefresh);
    await expect(pip).toBeHidden();

    // Hidden: a minute of the page's time passes without a refresh call; back after over 30 s, one at once.
    await setVisibility('hidden');
    const before = (await fetched.paths()).length;
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 60_000);
    await settle(page);
    expect((await fetched.paths()).slice(before).filter(isRefresh)).toEqual([]);
    const back = page.waitForRequest((r) => isRefresh(new URL(r.url()).pathname));
    await setVisibility('visible');
    await page.clock.runFor(1_000);
    await back;
  } finally {
    edit('common', 'pip', 'reset');
    edit('common', 'weather', 'Budapest', '7', 'borult');
    edit('common', 'trending', 'auto');
  }
});

test('a quiz follows the newsroom switching its refresh on: from the next refresh answer it asks for its results every 15 s', async ({ page }) => {
  const { path: quizPath } = await findArticle('a.visible = 1 AND a.content LIKE ?', `%[kviz:${SEED_QUIZ_IDS.poll}]%`);
  const isQuiz = (path: string) => path.startsWith(QUIZ_API_PREFIX);
  const fetched = await recordFetches(page);
  await page.clock.install();
  await page.goto(originUrl(quizPath));
  await page.locator('[data-quiz]').scrollIntoViewIfNeeded();
  await page.locator('island-root[data-island=Quiz][data-hydrated]').waitFor({ state: 'attached' });
  // The quiz starts the shared data's poll once its module has come: ticks of the page's clock until it asks.
  await expect
    .poll(async () => {
      await page.clock.runFor(QUIZ_REFRESH_MS);
      return (await fetched.paths()).some(isRefresh);
    })
    .toBe(true);
  // As seeded (refreshQuiz '0'): the results once, at start; a poll's tick later, none more.
  await expect.poll(async () => (await fetched.paths()).filter(isQuiz).length).toBe(1);
  await nextPoll(page, isRefresh);
  expect((await fetched.paths()).filter(isQuiz)).toHaveLength(1);

  edit('common', 'quiz-refresh', 'on');
  try {
    await expect.poll(async () => (JSON.parse((await fromOrigin(SHARED_DATA_PATH, AS_THE_PAGE_ASKS)).text) as CommonData).componentSetup.refreshQuiz).toBe('1');
    // The refresh answer that carries the switch starts the quiz's own task; its next tick asks for the results.
    await nextPoll(page, isRefresh);
    await nextPoll(page, isQuiz, QUIZ_REFRESH_MS);
    await nextPoll(page, isQuiz, QUIZ_REFRESH_MS);
    expect((await fetched.paths()).filter(isQuiz).length).toBeGreaterThanOrEqual(3);
  } finally {
    edit('common', 'quiz-refresh', 'off');
  }
});
