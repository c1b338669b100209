// One headline family on every page type (issue 35): each page's title (its h1) and every card's title are set in
// one family, whichever component draws them (renderer/global.css `h1, .headline`). Computed styles on the static
// origin; the pages are the visual baselines' page types and the other pages with a title of their own.
import { expect, test } from './fixtures';
import { pageTypes } from './pageTypes';
import { originUrl } from './static/helpers';

/**
 * A card's title (its link, the text a reader sees): the article cards (lists, sidebars, supplements), the front
 * blocks' teasers and title lines, the episode cards.
 */
const CARD_TITLES = ':is(article[data-article-id], [data-episode-card]) :is(h2, h3) a, li[data-article-id] > a';

test('the h1 and the card titles of every page type are in one family', async ({ page }) => {
  const pages: [string, string][] = [
    ...(await pageTypes()),
    ['document', originUrl('/dokumentum/adatvedelem')],
    ['election-data', originUrl('/melleklet/valasztas-2022/egyeni-valasztokeruletek')],
    ['football-tab', originUrl('/melleklet/eb-2024/csoportok')],
  ];
  const families = new Map<string, string[]>();
  const add = (family: string, where: string) => families.set(family, [...(families.get(family) ?? []), where]);
  for (const [name, url] of pages) {
    await page.goto(url);
    await expect(page.locator('h1').first(), name).toBeAttached();
    for (const [selector, what] of [
      ['h1', 'h1'],
      [CARD_TITLES, 'cards'],
    ] as const) {
      const found = await page.locator(selector).evaluateAll((els) => [...new Set(els.map((el) => getComputedStyle(el).fontFamily))]);
      for (const family of found) add(family, `${name} ${what}`);
    }
  }
  // One family, with where each was met when there are more; the serif of the front page's and the article's headlines.
  expect([...families.keys()], JSON.stringify(Object.fromEntries(families), null, 1)).toHaveLength(1);
  expect([...families.keys()][0]).toMatch(/^Georgia\b/);
});
