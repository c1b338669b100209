import { describe, expect, it } from 'vitest';
import {
  G7_SLUGS,
  KARAKTER_SLUGS,
  LIST_SLUGS,
  ROUTES,
  ROUTE_NAMES,
  SUPPORT_SLUGS,
  matchRoute,
  notFoundMessage,
  routesRegex,
  ARTICLE_ROUTES,
  type RouteName,
} from './routes';
import type { SiteSlug } from './types';

const ON = { donationsOff: false };
const OFF = { donationsOff: true };
const main = (path: string) => matchRoute('main', path, ON);
const ro = (path: string) => matchRoute('ro', path, ON);
const notFound = (path: string) => ({ name: 'not-found', message: `Page Not Found: ${path}` });

/** Every route of the table, with a path and the params it must give. */
const TABLE: [path: string, expected: object][] = [
  ['/', { name: 'index' }],
  ['/melleklet/eb-2024', { name: 'melleklet', fullPath: ['eb-2024'] }],
  ['/melleklet/valasztas-2022/adatok/budapest/01', { name: 'melleklet', fullPath: ['valasztas-2022', 'adatok', 'budapest', '01'] }],
  ['/melleklet/tippjatek', { name: 'tippjatek' }],
  ['/melleklet/tippjatek/eb-2024', { name: 'tippjatek', subSlug: 'eb-2024' }],
  ['/melleklet/tippjatek/eb-2024/abc123', { name: 'tippjatek', subSlug: 'eb-2024', key: 'abc123' }],
  ['/dokumentum/impresszum', { name: 'doc', slug: 'impresszum' }],
  ['/archivum', { name: 'archivum' }],
  ['/after/archivum', { name: 'archivum', site: 'after' }],
  ['/g7/archivum', { name: 'archivum', site: 'g7' }],
  ['/karakter/archivum', { name: 'archivum', site: 'karakter' }],
  ['/legfontosabb', { name: 'list', fullPath: 'legfontosabb' }],
  ['/kedvenceink', { name: 'list', fullPath: 'kedvenceink' }],
  ['/kozlemenyek', { name: 'list', fullPath: 'kozlemenyek' }],
  ['/legfrissebb', { name: 'legfrissebb' }],
  ['/english', { name: 'english' }],
  ['/after', { name: 'articles_by_site', site: 'after' }],
  ['/g7', { name: 'articles_by_site', site: 'g7' }],
  ['/karakter', { name: 'articles_by_site', site: 'karakter' }],
  ['/cimke/budapest', { name: 'articles_by_tag', fullPath: ['budapest'] }],
  ['/cimke/helyben/ujbuda', { name: 'articles_by_tag', fullPath: ['helyben', 'ujbuda'] }],
  ['/rovat/belfold', { name: 'articles_by_mstag', fullPath: ['belfold'] }],
  ['/rovat/szepkilatas/nehez-tura', { name: 'articles_by_mstag', fullPath: ['szepkilatas', 'nehez-tura'] }],
  ['/after/rovat/x', { name: 'articles_by_mstag', site: 'after', fullPath: ['x'] }],
  ['/g7/rovat/adat', { name: 'articles_by_mstag', site: 'g7', fullPath: ['adat'] }],
  ['/szerzo/kovacs-peter', { name: 'articles_by_author', fullPath: ['kovacs-peter'] }],
  ['/belfold/2025/01/02/slug', { name: 'single_article', mainSuperTag: 'belfold', year: '2025', month: '01', day: '02', slug: 'slug' }],
  ['/g7/2025/01/02/slug', { name: 'single_article', site: 'g7', year: '2025', month: '01', day: '02', slug: 'slug' }],
  ['/g7/adat/2025/01/02/slug', { name: 'single_article', site: 'g7', mainSuperTag: 'adat', year: '2025', month: '01', day: '02', slug: 'slug' }],
  ['/after/2024/02/29/szokonap', { name: 'single_article', site: 'after', year: '2024', month: '02', day: '29', slug: 'szokonap' }],
  ['/2025/01/02/slug', { name: 'single_article', year: '2025', month: '01', day: '02', slug: 'slug' }],
  ['/belfold/2025/01/02/slug/elo', { name: 'liveblog_article', mainSuperTag: 'belfold', year: '2025', month: '01', day: '02', slug: 'slug' }],
  ['/tamogatas', { name: 'support' }],
  ['/tamogatas/belepes', { name: 'support', slug: 'belepes' }],
  ['/tamogatas/profil', { name: 'support', slug: 'profil' }],
  ['/tamogatas/hiba', { name: 'support', slug: 'hiba' }],
  ['/tamogatas/siker', { name: 'support', slug: 'siker' }],
  ['/hirterakademia', { name: 'academy' }],
  ['/te', { name: 'youth' }],
  ['/empty', { name: 'empty' }],
  ['/login', { name: 'live-login' }],
  ['/after/legfrissebb', { name: 'after', slug: 'legfrissebb' }],
  ['/karakter/legfrissebb', { name: 'karakter', slug: 'legfrissebb' }],
  ['/karakter/kultura', { name: 'karakter', slug: 'kultura' }],
  ['/karakter/kartyak', { name: 'karakter', slug: 'kartyak' }],
  ['/karakter/konyvespolc', { name: 'karakter', slug: 'konyvespolc' }],
  ['/karakter/nagyito', { name: 'karakter', slug: 'nagyito' }],
  ['/g7/legfrissebb', { name: 'g7', slug: 'legfrissebb' }],
  ['/g7/adat', { name: 'g7', slug: 'adat' }],
  ['/g7/penz', { name: 'g7', slug: 'penz' }],
  ['/g7/kozelet', { name: 'g7', slug: 'kozelet' }],
  ['/g7/podcast', { name: 'g7', slug: 'podcast' }],
  ['/impresszum', { name: 'impress' }],
  ['/arfolyam', { name: 'exchange' }],
  ['/sport/forma-1', { name: 'formula1' }],
  ['/sport/foci', { name: 'football' }],
  ['/egyszazalek', { name: 'tax' }],
  ['/app-web-widget', { name: 'app-webview' }],
  ['/podcast/hirter-reggel', { name: 'podcast', podcast: 'hirter-reggel' }],
  ['/g7/podcast/g7-podcast', { name: 'podcast', site: 'g7', podcast: 'g7-podcast' }],
  ['/podcast/hirter-reggel/elso-adas', { name: 'episode', podcast: 'hirter-reggel', episode: 'elso-adas' }],
  ['/after/podcast/after-podcast/adas-2', { name: 'episode', site: 'after', podcast: 'after-podcast', episode: 'adas-2' }],
];

describe('the route table', () => {
  it.each(TABLE)('%s on the main domain', (path, expected) => {
    expect(main(path)).toStrictEqual(expected);
  });

  it('covers every route name, and every name has a pattern', () => {
    const matched = new Set(TABLE.map(([, e]) => (e as { name: RouteName }).name));
    expect([...matched].sort()).toEqual([...ROUTE_NAMES].sort());
    expect(ROUTES.map((r) => r.name).sort()).toEqual([...ROUTE_NAMES].sort());
  });

  it('matches the same table whichever main-domain site is named', () => {
    for (const site of ['after', 'g7', 'karakter'] as SiteSlug[]) {
      expect(matchRoute(site, '/g7/adat', ON)).toStrictEqual({ name: 'g7', slug: 'adat' });
      expect(matchRoute(site, '/rovat/belfold', ON)).toStrictEqual({ name: 'articles_by_mstag', fullPath: ['belfold'] });
    }
  });

  it('decodes percent-encoded segments', () => {
    expect(main('/cimke/k%C3%B6nyv')).toStrictEqual({ name: 'articles_by_tag', fullPath: ['könyv'] });
  });

  it('ignores the query and the fragment', () => {
    expect(main('/rovat/belfold?oldal=2')).toStrictEqual({ name: 'articles_by_mstag', fullPath: ['belfold'] });
    expect(main('/g7/adat#top')).toStrictEqual({ name: 'g7', slug: 'adat' });
    expect(main('/nincs?x=1')).toStrictEqual(notFound('/nincs'));
  });
});

describe('validation (404 Page Not Found)', () => {
  it('uses the message of the spec', () => {
    expect(notFoundMessage('/x')).toBe('Page Not Found: /x');
  });

  it.each([
    // site must be after, g7 or karakter
    '/ro/archivum',
    '/main/archivum',
    '/foo',
    '/sport/rovat/foci',
    // support slug only belepes, profil, hiba, siker
    '/tamogatas/elofizetes',
    '/tamogatas/belepes/x',
    // G7 slug only legfrissebb, adat, penz, kozelet, podcast
    '/g7/sport',
    '/g7/kultura',
    // After slug only legfrissebb
    '/after/adat',
    '/after/kultura',
    // Karakter slug only legfrissebb, kultura, kartyak, konyvespolc, nagyito
    '/karakter/adat',
    '/karakter/podcast',
    // list only legfontosabb, kedvenceink, kozlemenyek
    '/legfrissebbek',
    '/kedvenc',
    // year 4 digits, month and day 2 digits, a real date
    '/belfold/25/01/02/slug',
    '/belfold/2025/1/02/slug',
    '/belfold/2025/01/2/slug',
    '/belfold/20250/01/02/slug',
    '/belfold/2025/13/02/slug',
    '/belfold/2025/00/10/slug',
    '/belfold/2025/02/29/slug',
    '/belfold/2025/04/31/slug',
    '/belfold/2025/01/00/slug',
    '/g7/adat/2025/02/30/slug',
    '/belfold/2025/02/30/slug/elo',
    '/belfold/2025/01/02/slug/masik',
    // site-prefixed routes that do not exist
    '/after/rovat',
    '/g7/cimke/x',
    '/g7/szerzo/x',
    '/after/after/after/2025/01/02/x',
    // missing required parts
    '/melleklet',
    '/cimke',
    '/rovat',
    '/szerzo',
    '/dokumentum',
    '/dokumentum/a/b',
    '/nincs-ilyen/oldal',
    '/elo',
    // unknown paths
    '/nincs-ilyen',
    '/rss',
    '/hirterakademia/x',
  ])('%s', (path) => {
    expect(main(path)).toStrictEqual(notFound(path));
  });

  it('refuses empty segments and a trailing slash (the redirects normalise them first)', () => {
    for (const path of ['/rovat/belfold/', '/after/', '//', '/rovat//belfold', '/g7/adat/']) {
      expect(main(path)).toStrictEqual(notFound(path));
    }
  });

  it('refuses a path that does not start with a slash, or a broken escape', () => {
    expect(main('rovat/belfold')).toStrictEqual(notFound('rovat/belfold'));
    expect(main('/cimke/%E0%A4%A')).toStrictEqual(notFound('/cimke/%E0%A4%A'));
    expect(main('/cimke/a%2Fb')).toStrictEqual(notFound('/cimke/a%2Fb'));
  });

  it('lets deeper supplement paths through to the supplement', () => {
    expect(main('/melleklet/tippjatek/a/b/c')).toStrictEqual({ name: 'melleklet', fullPath: ['tippjatek', 'a', 'b', 'c'] });
  });

  it('accepts exactly the listed slugs', () => {
    for (const slug of G7_SLUGS) expect(main(`/g7/${slug}`)).toStrictEqual({ name: 'g7', slug });
    for (const slug of KARAKTER_SLUGS) expect(main(`/karakter/${slug}`)).toStrictEqual({ name: 'karakter', slug });
    for (const slug of SUPPORT_SLUGS) expect(main(`/tamogatas/${slug}`)).toStrictEqual({ name: 'support', slug });
    for (const slug of LIST_SLUGS) expect(main(`/${slug}`)).toStrictEqual({ name: 'list', fullPath: slug });
  });
});

describe('the donations flag', () => {
  it('switches the support routes off on the main domain', () => {
    expect(matchRoute('main', '/tamogatas', OFF)).toStrictEqual(notFound('/tamogatas'));
    expect(matchRoute('main', '/tamogatas/siker', OFF)).toStrictEqual(notFound('/tamogatas/siker'));
    expect(matchRoute('g7', '/tamogatas/belepes', OFF)).toStrictEqual(notFound('/tamogatas/belepes'));
  });

  it('leaves them on when the flag is off', () => {
    expect(matchRoute('main', '/tamogatas/siker', ON)).toStrictEqual({ name: 'support', slug: 'siker' });
  });

  it('touches no other route', () => {
    expect(matchRoute('main', '/egyszazalek', OFF)).toStrictEqual({ name: 'tax' });
    expect(matchRoute('main', '/hirterakademia', OFF)).toStrictEqual({ name: 'academy' });
    expect(matchRoute('main', '/', OFF)).toStrictEqual({ name: 'index' });
  });
});

describe('the Romanian edition', () => {
  it.each(['/hirterakademia', '/te', '/egyszazalek', '/tamogatas', '/tamogatas/belepes', '/tamogatas/siker'])('refuses %s', (path) => {
    expect(ro(path)).toStrictEqual(notFound(path));
    expect(matchRoute('ro', path, OFF)).toStrictEqual(notFound(path));
  });

  it('has no sub-sites', () => {
    for (const path of ['/after', '/g7', '/karakter', '/g7/adat', '/after/legfrissebb', '/karakter/kultura', '/after/archivum', '/g7/rovat/adat']) {
      expect(ro(path)).toStrictEqual(notFound(path));
    }
  });

  it('has no podcasts (they are the main domain’s, D-226)', () => {
    for (const path of ['/podcast/hirter-reggel', '/podcast/hirter-reggel/elso-adas']) expect(ro(path)).toStrictEqual(notFound(path));
  });

  it('has no main-domain flag lists nor /english (the flag filter spans every site: they would list main-site articles)', () => {
    for (const path of ['/english', '/legfontosabb', '/kedvenceink', '/kozlemenyek']) expect(ro(path)).toStrictEqual(notFound(path));
  });

  it('lists tags, as every domain does (a tag spans the domains)', () => {
    expect(ro('/cimke/europai-unio')).toStrictEqual({ name: 'articles_by_tag', fullPath: ['europai-unio'] });
  });

  it('reads a sub-site word before a date as the section', () => {
    expect(ro('/g7/2025/01/02/slug')).toStrictEqual({ name: 'single_article', mainSuperTag: 'g7', year: '2025', month: '01', day: '02', slug: 'slug' });
  });

  it('serves its own pages', () => {
    expect(ro('/')).toStrictEqual({ name: 'index' });
    expect(ro('/rovat/erdely')).toStrictEqual({ name: 'articles_by_mstag', fullPath: ['erdely'] });
    expect(ro('/erdely/2025/03/15/cim')).toStrictEqual({ name: 'single_article', mainSuperTag: 'erdely', year: '2025', month: '03', day: '15', slug: 'cim' });
    expect(ro('/dokumentum/impresszum')).toStrictEqual({ name: 'doc', slug: 'impresszum' });
    expect(ro('/impresszum')).toStrictEqual({ name: 'impress' });
    expect(ro('/archivum')).toStrictEqual({ name: 'archivum' });
    expect(ro('/legfrissebb')).toStrictEqual({ name: 'legfrissebb' });
    expect(ro('/arfolyam')).toStrictEqual({ name: 'exchange' });
    expect(ro('/sport/forma-1')).toStrictEqual({ name: 'formula1' });
    expect(ro('/sport/foci')).toStrictEqual({ name: 'football' });
    expect(ro('/login')).toStrictEqual({ name: 'live-login' });
    expect(ro('/szerzo/kovacs-peter')).toStrictEqual({ name: 'articles_by_author', fullPath: ['kovacs-peter'] });
  });

  it('ignores the donations flag for the routes it serves', () => {
    expect(matchRoute('ro', '/rovat/erdely', OFF)).toStrictEqual({ name: 'articles_by_mstag', fullPath: ['erdely'] });
  });
});

describe('routesRegex (the route table for nginx.conf)', () => {
  const words = [
    '',
    'melleklet',
    'tippjatek',
    'dokumentum',
    'archivum',
    'legfontosabb',
    'legfrissebb',
    'english',
    'after',
    'g7',
    'karakter',
    'cimke',
    'rovat',
    'szerzo',
    'tamogatas',
    'belepes',
    'hirterakademia',
    'te',
    'empty',
    'login',
    'adat',
    'kultura',
    'impresszum',
    'arfolyam',
    'sport',
    'forma-1',
    'foci',
    'egyszazalek',
    'app-web-widget',
    'belfold',
    'x-y',
    '2024',
    '03',
    '05',
    'hiba',
  ];
  // Every path of up to four of those segments (a sample of three- and four-segment ones).
  const paths: string[] = ['/'];
  for (const a of words) {
    paths.push(`/${a}`);
    for (const b of words) {
      paths.push(`/${a}/${b}`);
      for (const c of words.slice(0, 12)) paths.push(`/${a}/${b}/${c}`, `/${a}/${b}/${c}/2024`);
    }
  }

  for (const site of ['main', 'ro'] as const) {
    it(`on ${site === 'ro' ? 'the Romanian edition' : 'the main domain'}: matches exactly the paths matchRoute gives a route that is not an article`, () => {
      const regex = new RegExp(routesRegex(site));
      const disagree = paths.filter((p) => {
        const name = matchRoute(site, p, { donationsOff: false }).name;
        return regex.test(p) !== (name !== 'not-found' && !ARTICLE_ROUTES.has(name));
      });
      expect(paths.length).toBeGreaterThan(10_000);
      expect(disagree.slice(0, 10)).toEqual([]);
    });
  }
});

describe('the Formula 1 page', () => {
  it.each(['/sport/forma-1/', '/sport/forma1', '/sport', '/sport/forma-1/csapatok', '/sport/foci/', '/sport/foci/tabella', '/sport/futball'])(
    '%s is no route',
    (path) => {
      expect(main(path).name).toBe('not-found');
    },
  );

  it('takes its states from the query, not the path', () => {
    expect(main('/sport/forma-1?oldal=csapatok&csapat=3')).toStrictEqual({ name: 'formula1' });
    expect(main('/sport/foci?orszag=2&liga=39&meccs=7')).toStrictEqual({ name: 'football' });
  });
});
