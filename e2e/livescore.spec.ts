// The live sports widgets as a reader keeps them open, on the static origin against the embedded live-score
// service: what is live changes without a reload, through the content API's pass-through, every 15 s on
// the page's one scheduler, and a hidden tab asks nothing (specialised-features.md §4, §9).
import { expect, test, e2eEnv } from './fixtures';
import { countRequests, emulateVisibility } from './pageWatch';

const livescoreCalls = (paths: string[], sport: 'football' | 'formula-1') => paths.filter((p) => p.startsWith(`/api/livescore/${sport}/`));

test.describe('live sports on an open page', () => {
  test('the Formula 1 live result polls every 15 s while visible, not at all while hidden, and at once when the tab comes back', async ({ page }) => {
    test.setTimeout(120_000);
    const setVisibility = await emulateVisibility(page);
    const seen = countRequests(page);
    await page.goto(`${e2eEnv().originUrl}/sport/forma-1`);
    // The default state is the Grand Prix under way: its race is Live, the only island of the page.
    await expect(page.locator('[data-f1-live]')).toBeVisible();
    const paths = () => seen.since().map((r) => new URL(r.url()).pathname);
    await expect.poll(() => livescoreCalls(paths(), 'formula-1').length, { timeout: 20_000 }).toBeGreaterThan(0);
    // One poll is the result and the session, at most: nothing else of the service.
    expect(new Set(livescoreCalls(paths(), 'formula-1').map((p) => p.replace(/\/-?\d+$/, '')))).toEqual(
      new Set(['/api/livescore/formula-1/result', '/api/livescore/formula-1/fixtures']),
    );

    await setVisibility('hidden');
    seen.mark();
    await page.waitForTimeout(35_000);
    expect(livescoreCalls(paths(), 'formula-1')).toEqual([]);

    await setVisibility('visible');
    await expect.poll(() => livescoreCalls(paths(), 'formula-1').length, { timeout: 3_000 }).toBeGreaterThan(0);
  });
});
