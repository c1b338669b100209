// The live sports widgets as a reader keeps them open, on the static origin against the embedded live-score
// service: what is live changes without a reload, through the content API's pass-through, every 15 s on
// the page's one scheduler, and a hidden tab asks nothing (specialised-features.md §4, §9). The page's polls
// run on Playwright's fake clock; a test waits for the poll's request, the origin's answer and the DOM.
import type { Page } from '@playwright/test';
import { expect, test, e2eEnv } from './fixtures';
import { emulateVisibility, nextPoll, recordFetches, settle } from './pageWatch';
import { AS_THE_PAGE_ASKS, cronHasRun, fromOrigin, originShows } from './publishing';
import { findArticle } from './corpus';
import { runEditor } from '../services/editor/cli';
import { dayOf } from '../domain/football/days';
import { fixtureState } from '../domain/football/status';
import type { Fixture, LeagueEntry, LivescoreEnvelope } from '../domain/sports/types';

const livescoreCalls = (paths: string[], sport: 'football' | 'formula-1') => paths.filter((p) => p.startsWith(`/api/livescore/${sport}/`));

async function football<T>(path: string): Promise<T[]> {
  const res = await fetch(new URL(`/api/livescore/football/${path}`, e2eEnv().contentApiUrl));
  expect(res.status, path).toBe(200);
  return ((await res.json()) as LivescoreEnvelope<T>).response;
}

/** The service's control route (D-216): what an editor's `npm run editor -- match …` does. */
async function control(id: number, action: 'start' | 'advance' | 'finish', minutes?: number): Promise<Fixture> {
  const res = await fetch(`${e2eEnv().livescoreApiUrl}/livescore/_control/football/${id}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ action, ...(minutes ? { minutes } : {}) }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as LivescoreEnvelope<Fixture>).response[0]!;
}

/**
 * A match no other test watches: the first not started one after tomorrow of a domestic league's current
 * season, else (between seasons) the last of NB I's season before.
 */
async function quietMatch(): Promise<Fixture> {
  const after = dayOf(Math.floor(Date.now() / 1000) + 2 * 86_400);
  for (const [country, league] of [
    [1, 271],
    [1, 272],
    [2, 39],
  ]) {
    const entry = (await football<LeagueEntry>(`leagues/${country}`)).find((l) => l.league.id === league)!;
    const season = entry.seasons.find((s) => s.current)!.year;
    const ahead = (await football<Fixture>(`fixtures/${league}/${season}/all/${after}`)).find((f) => f.fixture.status.short === 'NS');
    if (ahead) return ahead;
  }
  const nb1 = (await football<LeagueEntry>('leagues/1')).find((l) => l.league.id === 271)!;
  const previous = nb1.seasons.find((s) => !s.current)!;
  return (await football<Fixture>(`fixtures/271/${previous.year}/all/${previous.start}`)).at(-1)!;
}

/** A quiet match kicked off now that has line-ups (a few of the service's have none: each is finished again). */
async function startedWithLineups(): Promise<Fixture> {
  for (let i = 0; i < 5; i++) {
    const f = await control((await quietMatch()).fixture.id, 'start');
    if (f.lineups.length > 0) return f;
    await control(f.fixture.id, 'finish');
  }
  throw new Error('no quiet match with line-ups');
}

/**
 * A hidden tab asks nothing of `sport` for four intervals of the page's time, and asks at once when it comes
 * back after more than 30 s. The clock stands still from here on but for what the test moves: the poll on
 * the way back is due at once or not at all.
 */
async function quietWhileHidden(
  page: Page,
  sport: 'football' | 'formula-1',
  setVisibility: (s: 'hidden' | 'visible') => Promise<void>,
  fetched: { paths(): Promise<string[]> },
) {
  const before = (await fetched.paths()).length;
  await setVisibility('hidden');
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 60_000);
  await settle(page);
  expect(livescoreCalls((await fetched.paths()).slice(before), sport)).toEqual([]);
  const back = page.waitForRequest((r) => new URL(r.url()).pathname.startsWith(`/api/livescore/${sport}/`));
  await setVisibility('visible');
  await page.clock.runFor(1_000);
  await back;
  await page.clock.resume();
}

test.describe('live sports on an open page', () => {
  test('the Formula 1 live result polls every 15 s while visible, not at all while hidden, and at once when the tab comes back', async ({ page }) => {
    const setVisibility = await emulateVisibility(page);
    const fetched = await recordFetches(page);
    await page.clock.install();
    await page.goto(`${e2eEnv().originUrl}/sport/forma-1`);
    // The default state is the Grand Prix under way: its race is Live, the only island of the page. Once
    // hydrated, its poller is on the scheduler.
    await expect(page.locator('island-root[data-hydrated]').filter({ has: page.locator('[data-f1-live]') })).toBeVisible();
    await nextPoll(page, (p) => p.startsWith('/api/livescore/formula-1/'));
    // One poll is the result and the session, at most: nothing else of the service.
    expect(new Set(livescoreCalls(await fetched.paths(), 'formula-1').map((p) => p.replace(/\/-?\d+$/, '')))).toEqual(
      new Set(['/api/livescore/formula-1/result', '/api/livescore/formula-1/fixtures']),
    );
    await quietWhileHidden(page, 'formula-1', setVisibility, fetched);
  });

  test('an article about a match: its score box changes on the open page without a reload, asks nothing while hidden, and the final score reaches the static page', async ({
    page,
  }) => {
    const { originUrl, contentDb } = e2eEnv();
    const match = await quietMatch();
    const id = match.fixture.id;
    const fixturePath = `/api/livescore/football/fixtures/${id}`;
    const isFixture = (p: string) => p === fixturePath;
    const article = await findArticle(
      "a.visible = 1 AND a.type = 'article' AND a.site_slug = 'main' AND json_extract(a.doc, '$.mainSuperTag.slug') = 'sport' AND json_extract(a.doc, '$.livescoreId') IS NULL",
    );
    /** The score the origin's pass-through gives the page's next poll (the edge keeps an answer a few seconds). */
    const originScore = async () => {
      const f = (JSON.parse((await fromOrigin(fixturePath, AS_THE_PAGE_ASKS)).text) as LivescoreEnvelope<Fixture>).response[0]!;
      return { score: `${f.goals.home}–${f.goals.away}`, state: fixtureState(f.fixture.status.short) };
    };
    await cronHasRun();
    await control(id, 'start');
    try {
      expect(runEditor(['update', article.slug, '--match', String(id)], contentDb).code).toBe(0);
      // The incremental run publishes the article with its box: the match live, so the island.
      await expect
        .poll(async () => new RegExp(`data-article-match="${id}"[^]*data-island="LiveScores"`).test((await fromOrigin(article.path)).text))
        .toBe(true);

      const setVisibility = await emulateVisibility(page);
      const fetched = await recordFetches(page);
      await page.clock.install();
      await page.goto(`${originUrl}${article.path}`);
      await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
      const box = page.locator(`[data-article-match="${id}"] [data-match-score="${id}"]`);
      const score = box.locator('[data-score]');
      await expect(box).toHaveAttribute('data-state', 'live');
      // Under the article's header (and its picture): the island wakes when the reader reaches it.
      await box.scrollIntoViewIfNeeded();
      await expect(page.locator(`[data-article-match="${id}"] island-root[data-island="LiveScores"][data-hydrated]`)).toBeAttached();
      await expect(page.locator(`[data-article-match="${id}"]`).getByRole('link', { name: 'A mérkőzés adatai' })).toHaveAttribute(
        'href',
        `/sport/foci?meccs=${id}`,
      );
      // One poll per widget: the fixture by id, through the content API's pass-through.
      await nextPoll(page, isFixture);
      expect(new Set(livescoreCalls(await fetched.paths(), 'football'))).toEqual(new Set([fixturePath]));
      await quietWhileHidden(page, 'football', setVisibility, fetched);

      // The match goes on until its score changes; once the origin gives the new score, the open page's next
      // poll shows it.
      const shown = (await score.textContent())!.trim().replace(/\s.*$/, '');
      let now = await control(id, 'advance', 10);
      for (let i = 0; `${now.goals.home}–${now.goals.away}` === shown && fixtureState(now.fixture.status.short) === 'live' && i < 20; i++) {
        now = await control(id, 'advance', 10);
      }
      if (fixtureState(now.fixture.status.short) === 'live') {
        const want = `${now.goals.home}–${now.goals.away}`;
        await expect.poll(async () => (await originScore()).score).toBe(want);
        await nextPoll(page, isFixture);
        await expect(score).toHaveText(new RegExp(`^${want}`));
      }
      const final = await control(id, 'finish');
      await expect.poll(async () => (await originScore()).state).toBe('finished');
      await nextPoll(page, isFixture);
      await expect(box).toHaveAttribute('data-state', 'finished');
      await expect(score).toHaveText(new RegExp(`^${final.goals.home}–${final.goals.away}`));
      expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
      // Finished, the poller stops: four more intervals of the page's time, and not a call.
      const before = (await fetched.paths()).length;
      await page.clock.runFor(60_000);
      await settle(page);
      expect(livescoreCalls((await fetched.paths()).slice(before), 'football')).toEqual([]);

      // No edit names the article; the sweep re-renders it (D-214): the final score without JavaScript, no island.
      await originShows(article.path, `data-match-score="${id}" data-state="finished"`);
      expect((await fromOrigin(article.path)).text).not.toContain('data-island="LiveScores"');
    } finally {
      runEditor(['update', article.slug, '--match', '0'], contentDb);
    }
  });

  test('a live match view changes whole in place: a new timeline event, a changed statistic and a changed line-up entry, one request a tick, no reload', async ({
    page,
  }) => {
    const { originUrl } = e2eEnv();
    const started = await startedWithLineups();
    const id = started.fixture.id;
    const fixturePath = `/api/livescore/football/fixtures/${id}`;
    const isFixture = (p: string) => p === fixturePath;
    try {
      const fetched = await recordFetches(page);
      await page.clock.install();
      await page.goto(`${originUrl}/sport/foci?meccs=${id}`);
      const view = page.locator(`island-root[data-island="LiveMatch"] article[data-match="${id}"]`);
      await expect(page.locator('island-root[data-island="LiveMatch"][data-hydrated]')).toBeAttached();
      await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
      const timeline = view.locator('[data-match-section="idovonal"] li[data-event]');
      const substitutions = view.locator('[data-match-section="idovonal"] li[data-event="substitution"]');
      const cameOn = view.locator('[data-lineup] li [data-player-event="on"]');
      // 'Passz' (total passes) grows with the minutes played; before the first minute it is 0 or not there.
      const passes = view
        .locator('[data-match-section="statisztika"] tr', { has: page.getByRole('rowheader', { name: 'Passz', exact: true }) })
        .locator('td')
        .first();
      const passesBefore = (await passes.count()) ? Number(await passes.textContent()) : 0;
      const eventsBefore = await timeline.count();
      expect(await cameOn.count()).toBe(0);

      // The match goes on until a substitution (second half): a new event, a player on in the line-ups.
      let now = await control(id, 'advance', 10);
      for (let i = 0; !now.events.some((e) => e.type === 'subst') && i < 12; i++) now = await control(id, 'advance', 10);
      expect(fixtureState(now.fixture.status.short), 'still live at its first substitution').toBe('live');
      const want = now.events.length;
      await expect
        .poll(async () => (JSON.parse((await fromOrigin(fixturePath, AS_THE_PAGE_ASKS)).text) as LivescoreEnvelope<Fixture>).response[0]!.events.length)
        .toBe(want);
      await nextPoll(page, isFixture);

      await expect(substitutions.first()).toBeVisible();
      expect(await timeline.count()).toBeGreaterThan(eventsBefore);
      await expect(cameOn.first()).toBeVisible();
      await expect(cameOn.first()).toHaveAttribute('title', /^Becserélve \d+/);
      expect(Number(await passes.textContent())).toBeGreaterThan(passesBefore);
      await expect(view.locator('[data-match-score] [data-score]')).toHaveText(`${now.goals.home}–${now.goals.away}`);
      expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
      // One widget, one request a tick: the fixture by id, nothing else of the service.
      expect(new Set(livescoreCalls(await fetched.paths(), 'football'))).toEqual(new Set([fixturePath]));
    } finally {
      await control(id, 'finish');
    }
  });
});
