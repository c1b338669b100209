import { describe, expect, it } from 'vitest';
import { OTHER_SCREENS, SUPPORT_SCREENS, donationsOff, ACADEMY_PATH, screenPaths } from './screens';
import { redirectFor } from './redirects';
import { SUPPORT_SLUGS, matchRoute } from './routes';

const ON = { donationsOff: false };

describe('the screens without spec content', () => {
  it('has a support screen for /tamogatas and each of its slugs, nothing else', () => {
    expect(Object.keys(SUPPORT_SCREENS).sort()).toEqual(['', ...SUPPORT_SLUGS].sort());
  });

  const all = [...Object.entries(SUPPORT_SCREENS), ...Object.entries(OTHER_SCREENS)];
  it.each(all)('%s: a title, and every link lands on a page of the main site', (_, screen) => {
    expect(screen.title.trim()).not.toBe('');
    for (const link of screen.links) {
      expect(link.href.startsWith('/'), link.href).toBe(true);
      expect(matchRoute('main', link.href, ON).name, link.href).not.toBe('not-found');
    }
  });

  it('the academy path is a route of its own', () => {
    expect(matchRoute('main', ACADEMY_PATH, ON)).toStrictEqual({ name: 'academy' });
  });
});

describe('the donations flag', () => {
  it.each([
    ['1', true],
    ['0', false],
    ['', false],
    ['true', false],
  ])('%j switches the support routes off: %s', (donations, off) => {
    expect(donationsOff({ donations })).toBe(off);
    expect(matchRoute('main', '/tamogatas/siker', { donationsOff: donationsOff({ donations }) }).name).toBe(off ? 'not-found' : 'support');
  });
});

describe('dependency keys', () => {
  it('are list keys the publisher’s manifest accepts', async () => {
    const { parseListKey } = await import('../prerender/manifest');
    const { docKey, STAFF_KEY, exchangeKey } = await import('./screens');
    for (const key of [docKey('impresszum'), docKey('felhasznalasi-feltetelek'), STAFF_KEY, exchangeKey('HUF'), exchangeKey('RON')]) {
      expect(parseListKey(key).list).toBe(key);
    }
  });
});

describe('the pages the publisher must find', () => {
  const docSlugs = ['impresszum', 'hirlevel', 'adatvedelem'];
  const main = screenPaths('main', { donationsOff: false, docSlugs });
  const ro = screenPaths('ro', { donationsOff: false, docSlugs });

  it('on the main domain: the supplements, documents, screens; the impress document redirects, so only /impresszum', () => {
    expect(main).toContain('/melleklet/eb-2024/toplistak/sarga-lapok');
    expect(main).toContain('/melleklet/orosz-ukran-valsag');
    expect(main).toContain('/melleklet/tippjatek');
    expect(main).toContain('/melleklet/tippjatek/valasztas-2022');
    expect(main).toContain('/melleklet/tippjatek/valasztas-2030');
    expect(main).toContain('/dokumentum/hirlevel');
    expect(main).toContain('/impresszum');
    expect(main).not.toContain('/dokumentum/impresszum');
    expect(main).toEqual(
      expect.arrayContaining([
        '/arfolyam',
        '/sport/forma-1',
        '/sport/foci',
        '/egyszazalek',
        '/tamogatas',
        '/tamogatas/siker',
        ACADEMY_PATH,
        '/te',
        '/empty',
        '/app-web-widget',
      ]),
    );
    expect(main).not.toContain('/login');
  });

  it('on the Romanian edition: documents (the impress among them), rates, the empty page and the sports screens only', () => {
    expect(ro.sort()).toEqual([
      '/app-web-widget',
      '/arfolyam',
      '/dokumentum/adatvedelem',
      '/dokumentum/hirlevel',
      '/dokumentum/impresszum',
      '/empty',
      '/sport/foci',
      '/sport/forma-1',
    ]);
  });

  it('leaves the support pages out when the donations flag is on', () => {
    const off = screenPaths('main', { donationsOff: true, docSlugs });
    expect(off.filter((p) => p.startsWith('/tamogatas'))).toEqual([]);
    expect(off.length).toBe(main.length - 5);
  });

  it('every path is a page: a route, no redirect', () => {
    for (const [site, paths] of [
      ['main', main],
      ['ro', ro],
    ] as const) {
      for (const p of paths) {
        expect(matchRoute(site, p, ON).name, p).not.toBe('not-found');
        expect(redirectFor(site, p), p).toBeNull();
      }
    }
  });
});
