// The live sports widgets as a reader keeps them open, on the static origin against the embedded live-score
// service: what is live changes without a reload, through the content API's pass-through, every 15 s on
// the page's one scheduler, and a hidden tab asks nothing (specialised-features.md §4, §9).
import { expect, test, e2eEnv } from './fixtures';
import { countRequests, emulateVisibility, passTime } from './pageWatch';
import { findArticle } from './corpus';
import { runEditor } from '../content/editor/cli';
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
  const res = await fetch(`${process.env.LIVESCORE_API_URL}/livescore/_control/football/${id}`, {
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

test.describe('live sports on an open page', () => {
  test('the Formula 1 live result polls every 15 s while visible, not at all while hidden, and at once when the tab comes back', async ({ page }) => {
    const setVisibility = await emulateVisibility(page);
    const seen = countRequests(page);
    // The page's time passes on a fake clock (pageWatch.ts passTime); the service and the network are real.
    await page.clock.install();
    await page.goto(`${e2eEnv().originUrl}/sport/forma-1`);
    // The default state is the Grand Prix under way: its race is Live, the only island of the page.
    await expect(page.locator('[data-f1-live]')).toBeVisible();
    const paths = () => seen.since().map((r) => new URL(r.url()).pathname);
    await passTime(page, 16);
    await expect.poll(() => livescoreCalls(paths(), 'formula-1').length, { timeout: 5_000 }).toBeGreaterThan(0);
    // One poll is the result and the session, at most: nothing else of the service.
    expect(new Set(livescoreCalls(paths(), 'formula-1').map((p) => p.replace(/\/-?\d+$/, '')))).toEqual(
      new Set(['/api/livescore/formula-1/result', '/api/livescore/formula-1/fixtures']),
    );

    await setVisibility('hidden');
    seen.mark();
    await passTime(page, 35);
    expect(livescoreCalls(paths(), 'formula-1')).toEqual([]);

    await setVisibility('visible');
    await passTime(page, 1);
    await expect.poll(() => livescoreCalls(paths(), 'formula-1').length, { timeout: 3_000 }).toBeGreaterThan(0);
  });

  test('an article about a match: its score box changes on the open page without a reload, asks nothing while hidden, and the final score reaches the static page', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const { originUrl, contentDb } = e2eEnv();
    const match = await quietMatch();
    const id = match.fixture.id;
    const article = await findArticle(
      "a.visible = 1 AND a.type = 'article' AND a.site_slug = 'main' AND json_extract(a.doc, '$.mainSuperTag.slug') = 'sport' AND json_extract(a.doc, '$.livescoreId') IS NULL",
    );
    const staticHtml = async () => (await request.get(`${originUrl}${article.path}`)).text();
    await control(id, 'start');
    try {
      expect(runEditor(['update', article.slug, '--match', String(id)], contentDb).code).toBe(0);
      // The incremental run publishes the article with its box: the match live, so the island.
      await expect
        .poll(async () => new RegExp(`data-article-match="${id}"[^]*data-island="LiveScores"`).test(await staticHtml()), { timeout: 15_000 })
        .toBe(true);

      const setVisibility = await emulateVisibility(page);
      const seen = countRequests(page);
      const paths = () => seen.since().map((r) => new URL(r.url()).pathname);
      await page.clock.install();
      await page.goto(`${originUrl}${article.path}`);
      await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
      const box = page.locator(`[data-article-match="${id}"] [data-match-score="${id}"]`);
      await expect(box).toHaveAttribute('data-state', 'live');
      // Under the article's header (and its picture): the island wakes when the reader reaches it.
      await box.scrollIntoViewIfNeeded();
      await expect(page.locator(`[data-article-match="${id}"]`).getByRole('link', { name: 'A mérkőzés adatai' })).toHaveAttribute(
        'href',
        `/sport/foci?meccs=${id}`,
      );
      // One poll per widget: the fixture by id, through the content API's pass-through.
      await passTime(page, 16);
      await expect.poll(() => livescoreCalls(paths(), 'football'), { timeout: 5_000 }).toContain(`/api/livescore/football/fixtures/${id}`);
      expect(new Set(livescoreCalls(paths(), 'football'))).toEqual(new Set([`/api/livescore/football/fixtures/${id}`]));

      await setVisibility('hidden');
      seen.mark();
      await passTime(page, 35);
      expect(livescoreCalls(paths(), 'football')).toEqual([]);
      await setVisibility('visible');
      await passTime(page, 1);
      await expect.poll(() => livescoreCalls(paths(), 'football').length, { timeout: 3_000 }).toBeGreaterThan(0);

      // The match goes on until its score changes; the open page follows within a poll or two.
      const shown = (await box.locator('[data-score]').textContent())!.trim();
      let now = await control(id, 'advance', 10);
      for (
        let i = 0;
        `${now.goals.home}–${now.goals.away}` === shown.replace(/\s.*$/, '') && fixtureState(now.fixture.status.short) === 'live' && i < 20;
        i++
      ) {
        now = await control(id, 'advance', 10);
      }
      // A poll is 15 s of the page's clock; the answer it gets is kept 5 s of real time (the edge's max-age, in
      // the browser's cache too), so each poll waits that out first.
      const nextPolls = async (until: () => Promise<boolean>) => {
        for (let i = 0; i < 4 && !(await until()); i++) {
          await page.waitForTimeout(5_500);
          await passTime(page, 15);
        }
      };
      if (fixtureState(now.fixture.status.short) === 'live') {
        const want = new RegExp(`^${now.goals.home}–${now.goals.away}`);
        await nextPolls(async () => want.test((await box.locator('[data-score]').textContent())!.trim()));
        await expect(box.locator('[data-score]')).toHaveText(want, { timeout: 2_000 });
      }
      const final = await control(id, 'finish');
      await nextPolls(async () => (await box.getAttribute('data-state')) === 'finished');
      await expect(box).toHaveAttribute('data-state', 'finished', { timeout: 2_000 });
      await expect(box.locator('[data-score]')).toHaveText(new RegExp(`^${final.goals.home}–${final.goals.away}`));
      expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
      // Finished, the poller stops.
      seen.mark();
      await passTime(page, 20);
      expect(livescoreCalls(paths(), 'football')).toEqual([]);

      // No edit names the article; the sweep re-renders it (D-214): the final score without JavaScript, no island.
      await expect
        .poll(
          async () => {
            const html = await staticHtml();
            return html.includes(`data-match-score="${id}" data-state="finished"`) && !html.includes('data-island="LiveScores"');
          },
          { timeout: 40_000, intervals: [1_000] },
        )
        .toBe(true);
    } finally {
      runEditor(['update', article.slug, '--match', '0'], contentDb);
    }
  });
});
