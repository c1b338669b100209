import { expect, test } from './fixtures';

// One of each kind of redirect of reader-site.md §2, through the render server (query strings kept).
const MAIN: [string, number, string][] = [
  ['/list/newest?oldal=2', 301, '/legfrissebb?oldal=2'],
  ['/list/english?x=1', 301, '/english?x=1'],
  ['/szerzo/kovacs-peter-kolozsvar?oldal=3', 301, '/szerzo/kovacs-peter?oldal=3'],
  ['/dokumentum/hirlevel-feliratkozas', 301, '/dokumentum/hirlevel'],
  ['/t/en?a=b', 301, '/tamogatas?a=b'],
  ['/rovat/g7?oldal=2', 301, '/g7?oldal=2'],
  ['/karakter/', 301, '/karakter'],
  ['/kozlemenyek', 301, '/rovat/kozlemeny'],
  ['/rovat/kultura', 301, '/karakter/kultura'],
  ['/cimke/eb-2024?ref=x', 301, '/melleklet/eb-2024?ref=x'],
  ['/shop?utm=1', 302, 'https://shop.hirter.hu/?utm=1'],
  ['/dokumentum/impresszum', 301, '/impresszum'],
  ['/tag/budapest?oldal=2', 301, '/cimke/budapest?oldal=2'],
  ['/x/{{placeholder}}', 301, '/tamogatas'],
  ['/belfold/2026/01/02/valami/elo?a=1', 301, '/belfold/2026/01/02/valami?a=1'],
  ['/rovat/belfold?fbclid=abc&oldal=2', 301, '/rovat/belfold?oldal=2'],
  ['/belfold?oldal=2', 301, '/rovat/belfold?oldal=2'],
  ['/gazdasag/20250102/egy-cikk', 301, '/g7/2025/01/02/egy-cikk'],
  // From the content API's rule set.
  ['/hirlevel', 301, '/dokumentum/hirlevel'],
];

test.describe('redirects before rendering', () => {
  for (const [from, status, to] of MAIN) {
    test(`${from} → ${to}`, async ({ request }) => {
      const res = await request.get(from, { maxRedirects: 0 });
      expect(res.status()).toBe(status);
      expect(res.headers().location).toBe(to);
    });
  }

  test('Romanian edition: /impresszum → /dokumentum/impresszum, and no main-site-only rules', async ({ roRequest }) => {
    const res = await roRequest.get('/impresszum?x=1', { maxRedirects: 0 });
    expect(res.status()).toBe(301);
    expect(res.headers().location).toBe('/dokumentum/impresszum?x=1');
    expect((await roRequest.get('/dokumentum/impresszum', { maxRedirects: 0 })).status()).not.toBe(301);
  });

  test('an unknown path is a 404 page; a crawler gets the status without the page', async ({ request }) => {
    const res = await request.get('/nincs/ilyen/oldal');
    expect(res.status()).toBe(404);
    expect(await res.text()).toContain('A keresett oldal nem található.');
    const bot = await request.get('/nincs/ilyen/oldal', { headers: { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' } });
    expect(bot.status()).toBe(404);
    expect(await bot.text()).not.toContain('A keresett oldal');
  });
});
