import { nextRecommenderVersion } from './recommender';
import { describe, expect, it } from 'vitest';
import { articleFixture } from '../testing/articleFixture';
import type { Article } from './types';
import {
  listHeading,
  listEntries,
  type ListEntry,
  listPageHref,
  listViewFor,
  listViewKeys,
  promotedFor,
  withoutEmptyTabs,
  hikingTabKeys,
  recommenderVersionFor,
  sidebarFor,
  type ListView,
} from './listViews';
import { parseListQuery } from './listQuery';
import type { SiteSlug } from './types';

const view = (site: SiteSlug, path: string): ListView => {
  const v = listViewFor(site, path);
  if (!v) throw new Error(`no list view for ${path}`);
  return v;
};

describe('list view per route: kind, title and logo', () => {
  it.each([
    // site, path, kind, fixed title (null: the API's), logo
    ['main', '/legfrissebb', 'latest', 'Friss hírek', 'latest'],
    ['ro', '/legfrissebb', 'latest', 'Friss hírek', 'latest'],
    ['main', '/english', 'english', 'English', null],
    ['main', '/archivum', 'archive', 'Archívum', null],
    ['main', '/g7/archivum', 'archive', 'Archívum', null],
    ['main', '/legfontosabb', 'flag', 'Legfontosabb', 'legfontosabb'],
    ['main', '/kedvenceink', 'flag', 'Kedvenceink', 'kedvenceink'],
    ['main', '/kozlemenyek', 'flag', 'Közlemények', null],
    ['main', '/rovat/kozlemeny', 'section', null, null],
    ['main', '/rovat/velemeny', 'section', null, null],
    ['main', '/rovat/direkt36', 'section', null, 'direkt36'],
    ['main', '/rovat/zacc', 'section', null, 'zacc'],
    ['main', '/rovat/holdblog', 'section', null, 'holdblog'],
    ['main', '/rovat/sport', 'section', 'Sport', null],
    ['main', '/rovat/ellenorzo', 'section', 'Ellenőrző', null],
    ['main', '/rovat/belfold', 'section', null, null],
    ['main', '/g7/rovat/befektetes', 'section', null, null],
    ['main', '/cimke/helyben', 'tag', null, 'helyben'],
    ['main', '/cimke/budapest', 'tag', null, null],
    ['ro', '/cimke/eb-2024', 'tag', 'Eb 2024', null],
    ['ro', '/cimke/foci-vb-2022', 'tag', 'Foci-vb 2022', null],
    ['ro', '/cimke/tokio-2020', 'tag', 'Tokió 2020', null],
    ['ro', '/cimke/parizs-2024', 'tag', 'Párizs 2024', null],
    ['ro', '/cimke/usa-2024', 'tag', 'USA 2024', null],
    ['ro', '/cimke/orosz-ukran-haboru', 'tag', 'Orosz-ukrán háború', null],
    ['ro', '/cimke/valasztas-2024', 'tag', null, 'valasztas-2024'],
    ['main', '/szerzo/helyben', 'author', null, null],
    ['main', '/rovat/szepkilatas', 'hiking', 'Szép kilátás', 'szepkilatas'],
    ['main', '/rovat/szepkilatas/nehez-tura', 'hiking', 'Szép kilátás', 'szepkilatas'],
    ['main', '/after/legfrissebb', 'sub-site-tab', 'Friss hírek', null],
    ['main', '/g7/legfrissebb', 'sub-site-tab', 'Friss hírek', null],
    ['main', '/g7/adat', 'sub-site-tab', 'Adat', null],
    ['main', '/g7/kozelet', 'sub-site-tab', 'Közélet', null],
    ['main', '/g7/penz', 'sub-site-tab', 'Pénz', null],
    ['main', '/g7/podcast', 'sub-site-tab', 'Podcast', null],
    ['main', '/karakter/kultura', 'sub-site-tab', 'Kultúra', null],
    ['main', '/karakter/kartyak', 'sub-site-tab', 'Kártyák', 'kartyak'],
    ['main', '/karakter/konyvespolc', 'sub-site-tab', 'Könyvespolc', null],
    ['main', '/karakter/nagyito', 'sub-site-tab', 'Nagyító', null],
    ['main', '/after', 'sub-site-front', 'After', null],
    ['main', '/g7', 'sub-site-front', 'G7', null],
    ['main', '/karakter', 'sub-site-front', 'Karakter', null],
  ] as const)('%s %s', (site, path, kind, title, logo) => {
    const v = view(site, path);
    expect(v.kind).toBe(kind);
    expect(v.title).toBe(title);
    const logoKey = v.logo === null ? null : v.logo.kind === 'latest' ? 'latest' : v.logo.slug;
    expect(logoKey).toBe(logo);
  });

  it('is no list view for other pages and unknown nested paths', () => {
    for (const path of ['/', '/dokumentum/impresszum', '/rovat/szepkilatas/konnyu-tura', '/rovat/belfold/x', '/g7/ismeretlen', '/nincs']) {
      expect(listViewFor('main', path)).toBeNull();
    }
    expect(listViewFor('ro', '/g7')).toBeNull();
  });

  it('names the author of an author list, nobody elsewhere', () => {
    expect(view('main', '/szerzo/kovacs-peter').author).toBe('kovacs-peter');
    expect(view('main', '/rovat/belfold').author).toBeNull();
  });
});

describe('header group, sponsored line, RSS', () => {
  it.each([
    ['/after', false],
    ['/after/legfrissebb', false],
    ['/g7', false],
    ['/g7/adat', false],
    ['/karakter', false],
    ['/karakter/nagyito', false],
    // Pages under a sub-site without its tab bar keep their header.
    ['/g7/archivum', true],
    ['/g7/rovat/befektetes', true],
    ['/rovat/belfold', true],
    ['/legfrissebb', true],
  ] as const)('header group on %s: %s', (path, shown) => {
    expect(view('main', path).headerGroup).toBe(shown);
  });

  it.each([
    ['/karakter/kultura', false],
    ['/karakter/archivum', false],
    ['/karakter', false],
    ['/rovat/belfold', true],
    ['/g7/adat', true],
    ['/after/legfrissebb', true],
    ['/legfrissebb', true],
  ] as const)('sponsored line on %s: %s', (path, shown) => {
    expect(view('main', path).sponsoredLine).toBe(shown);
  });

  it('gives the sub-sites their own feed, other lists the one the API supplies', () => {
    expect(view('main', '/g7/adat').rss).toBe('/rss/rovat/g7');
    expect(view('main', '/after').rss).toBe('/rss/rovat/after');
    expect(view('main', '/karakter/kultura').rss).toBe('/rss/rovat/karakter');
    expect(view('main', '/legfrissebb').rss).toBe('/rss');
    expect(view('ro', '/legfrissebb').rss).toBe('/rss');
    expect(view('main', '/rovat/belfold').rss).toBeNull();
  });
});

describe('highlight strip, promoted item, map', () => {
  it.each([
    ['/english', true],
    ['/rovat/belfold', true],
    ['/cimke/helyben', true],
    ['/cimke/budapest', false],
    ['/rovat/kozlemeny', false],
    ['/rovat/velemeny', false],
    ['/rovat/direkt36', false],
    ['/rovat/szepkilatas', true],
    ['/rovat/ellenorzo', true],
    ['/g7/adat', true],
    ['/legfrissebb', false],
    ['/archivum', false],
    ['/legfontosabb', false],
    ['/szerzo/kovacs-peter', false],
    ['/g7/legfrissebb', false],
  ] as const)('strip allowed on %s: %s', (path, allowed) => {
    expect(view('main', path).highlightStrip).toBe(allowed);
  });

  it('takes the English strip from the English section', () => {
    expect(view('main', '/english').highlightsFrom).toEqual({ superTags: ['english'] });
  });

  it('promotes an article on the latest list only', () => {
    expect(view('main', '/legfrissebb').promoted).toBe(true);
    for (const p of ['/g7/legfrissebb', '/rovat/belfold', '/archivum']) expect(view('main', p).promoted).toBe(false);
  });

  it('shows the map on the hiking pages only', () => {
    expect(view('main', '/rovat/szepkilatas').map).toBe(true);
    expect(view('main', '/rovat/szepkilatas/extrem-tura').map).toBe(true);
    expect(view('main', '/rovat/belfold').map).toBe(false);
  });
});

describe('tabs', () => {
  const tabs = (path: string) => view('main', path).tabs.map((t) => `${t.active ? '*' : ''}${t.label} ${t.href}`);

  it.each([
    ['/after', ['*Összes /after', 'Friss hírek /after/legfrissebb']],
    ['/after/legfrissebb', ['Összes /after', '*Friss hírek /after/legfrissebb']],
    ['/g7', ['*Összes /g7', 'Friss hírek /g7/legfrissebb', 'Adat /g7/adat', 'Közélet /g7/kozelet', 'Pénz /g7/penz', 'Podcast /g7/podcast']],
    ['/g7/penz', ['Összes /g7', 'Friss hírek /g7/legfrissebb', 'Adat /g7/adat', 'Közélet /g7/kozelet', '*Pénz /g7/penz', 'Podcast /g7/podcast']],
    [
      '/karakter',
      [
        '*Összes /karakter',
        'Friss hírek /karakter/legfrissebb',
        'Kultúra /karakter/kultura',
        'Kártyák /karakter/kartyak',
        'Könyvespolc /karakter/konyvespolc',
        'Nagyító /karakter/nagyito',
      ],
    ],
    [
      '/rovat/szepkilatas',
      [
        '*Összes túra /rovat/szepkilatas',
        'Nem nehéz túra /rovat/szepkilatas/nem-nehez-tura',
        'Közepesen nehéz túra /rovat/szepkilatas/kozepesen-nehez-tura',
        'Nehéz túra /rovat/szepkilatas/nehez-tura',
        'Extrém túra /rovat/szepkilatas/extrem-tura',
      ],
    ],
    [
      '/rovat/szepkilatas/kozepesen-nehez-tura',
      [
        'Összes túra /rovat/szepkilatas',
        'Nem nehéz túra /rovat/szepkilatas/nem-nehez-tura',
        '*Közepesen nehéz túra /rovat/szepkilatas/kozepesen-nehez-tura',
        'Nehéz túra /rovat/szepkilatas/nehez-tura',
        'Extrém túra /rovat/szepkilatas/extrem-tura',
      ],
    ],
    ['/rovat/ellenorzo', ['*Cikkek /rovat/ellenorzo', 'Módszertan /dokumentum/ellenorzo-modszertan']],
    ['/rovat/sport', ['*Cikkek /rovat/sport', 'Foci /sport/foci', 'Forma–1 /sport/forma-1']],
    ['/after/rovat/sport', []],
    ['/rovat/belfold', []],
    ['/legfrissebb', []],
  ] as const)('%s', (path, expected) => {
    expect(tabs(path)).toEqual(expected);
  });

  it('names the hiking tabs for the publisher to find (no article links to them)', () => {
    expect(view('main', '/rovat/szepkilatas').links).toEqual([
      '/rovat/szepkilatas/nem-nehez-tura',
      '/rovat/szepkilatas/kozepesen-nehez-tura',
      '/rovat/szepkilatas/nehez-tura',
      '/rovat/szepkilatas/extrem-tura',
    ]);
    expect(view('main', '/rovat/szepkilatas/nehez-tura').links).not.toContain('/rovat/szepkilatas/nehez-tura');
    expect(view('main', '/rovat/belfold').links).toEqual([]);
  });
});

describe('search box criteria per route', () => {
  it.each([
    ['/rovat/belfold', { superTags: ['belfold'] }, undefined],
    ['/cimke/helyben', { and_tags: ['helyben'] }, undefined],
    ['/szerzo/kovacs-peter', { authors: ['kovacs-peter'] }, undefined],
    ['/rovat/szepkilatas', { superTags: ['szepkilatas'], not_tags: ['szepkilatas-hirek'] }, undefined],
    ['/rovat/szepkilatas/nehez-tura', { superTags: ['szepkilatas'], and_tags: ['nehez-tura'] }, undefined],
    ['/legfrissebb', {}, ['main', 'after', 'g7', 'karakter']],
    ['/archivum', {}, ['main']],
    ['/g7/archivum', {}, ['g7']],
    ['/g7/legfrissebb', {}, ['g7']],
    ['/g7/adat', { superTags: ['adat'] }, undefined],
  ] as const)('%s', (path, filters, sites) => {
    const s = view('main', path).search;
    expect(s?.filters).toEqual(filters);
    expect(s?.sites).toEqual(sites);
  });

  it('searches the flag lists by their flag (D-284); no search box on /english and the sub-site fronts', () => {
    expect(view('main', '/legfontosabb').search?.filters).toEqual({ flags: ['legfontosabb'] });
    expect(view('main', '/kedvenceink').search?.filters).toEqual({ flags: ['kedvenceink'] });
    expect(view('main', '/kozlemenyek').search?.filters).toEqual({ flags: ['announcement'] });
    for (const p of ['/english', '/g7']) expect(view('main', p).search).toBeNull();
  });
});

describe('sidebarFor', () => {
  const on = (site: SiteSlug, path: string) =>
    Object.entries(sidebarFor(site, path))
      .filter(([, v]) => v)
      .map(([k]) => k)
      .sort()
      .join(' ');

  it.each([
    ['main', '/rovat/belfold', 'appShop latest recommender'],
    ['main', '/legfrissebb', 'appShop recommender'],
    ['main', '/english', 'appShop recommender'],
    ['main', '/after', 'appShop recommender spotify'],
    ['main', '/after/legfrissebb', 'appShop recommender'],
    ['main', '/karakter/kultura', 'appShop latest recommender'],
    ['g7', '/g7', 'latest recommender'],
    ['g7', '/g7/adat', 'latest recommender'],
    ['g7', '/g7/legfrissebb', 'recommender'],
    ['main', '/g7kozelet', 'appShop latest recommender'],
    ['main', '/rovat/szepkilatas', 'appShop hikingNews latest recommender'],
    ['main', '/rovat/szepkilatas/nehez-tura', 'appShop hikingNews latest recommender'],
    ['main', '/rovat/szepkilatasok', 'appShop latest recommender'],
    ['main', '/melleklet/valasztas-2024', 'appShop election latest recommender'],
    ['main', '/melleklet/ep-2024/adatok/budapest', 'appShop election latest recommender'],
    ['main', '/melleklet/usa-2024', 'appShop election latest recommender'],
    ['main', '/melleklet/eb-2024', 'appShop latest recommender'],
    ['ro', '/rovat/erdely', 'latest recommender'],
    ['ro', '/legfrissebb', 'recommender'],
  ] as const)('%s %s → %s', (site, path, boxes) => {
    expect(on(site, path)).toBe(boxes);
  });
});

describe('recommender versions', () => {
  it('gives a static page a stable version within 1–20', () => {
    const v = recommenderVersionFor('/rovat/belfold');
    expect(v).toBe(recommenderVersionFor('/rovat/belfold'));
    for (const p of ['/', '/legfrissebb', '/rovat/belfold', '/cimke/árvíz', '/g7/adat']) {
      const x = recommenderVersionFor(p);
      expect(Number.isInteger(x) && x >= 1 && x <= 20).toBe(true);
    }
    expect(new Set(['/a', '/b', '/c', '/d', '/e', '/f'].map(recommenderVersionFor)).size).toBeGreaterThan(1);
  });

  it('picks each of 1–20 once before any repeats, then starts a new round', () => {
    let used: number[] = [];
    const picked: number[] = [];
    const randoms = [0.99, 0, 0.5, 0.3, 0.7];
    for (let i = 0; i < 20; i++) {
      const r = nextRecommenderVersion(used, () => randoms[i % randoms.length]!);
      picked.push(r.version);
      used = r.used;
    }
    expect([...picked].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    const next = nextRecommenderVersion(used, () => 0);
    expect(next.version).toBe(1);
    expect(next.used).toEqual([1]);
  });

  it('ignores garbage in the stored round and a random outside [0, 1)', () => {
    expect(nextRecommenderVersion([0, 21, 2.5, 1], () => 0).version).toBe(2);
    expect(nextRecommenderVersion([], () => 1).version).toBe(20);
    expect(nextRecommenderVersion([], () => Number.NaN).version).toBe(1);
  });
});

describe('list page links', () => {
  it('links pages with oldal only above 1, keeping the search and page size', () => {
    expect(listPageHref('/rovat/belfold', 1)).toBe('/rovat/belfold');
    expect(listPageHref('/rovat/belfold', 3)).toBe('/rovat/belfold?oldal=3');
    const q = parseListQuery({ term: 'árvíz', perPage: '20', oldal: '2' })!;
    expect(listPageHref('/rovat/belfold', 2, q)).toBe('/rovat/belfold?oldal=2&term=%C3%A1rv%C3%ADz&perPage=20');
    expect(listPageHref('/rovat/belfold', 1, parseListQuery({})!)).toBe('/rovat/belfold');
  });
});

describe('dependency keys of a list view', () => {
  it('are the list page key, plus the hiking news box on the hiking pages', () => {
    expect(listViewKeys(view('main', '/rovat/belfold'), 'mstag:belfold#2')).toEqual(['mstag:belfold#2']);
    expect(listViewKeys(view('main', '/rovat/szepkilatas'), 'mstag:szepkilatas')).toEqual(['mstag:szepkilatas', 'tag:szepkilatas-hirek']);
    expect(listViewKeys(view('main', '/rovat/szepkilatas/nehez-tura'), 'tag:nehez-tura')).toEqual(['tag:nehez-tura', 'tag:szepkilatas-hirek']);
  });
});

describe('listEntries', () => {
  const item = (id: number, o: Partial<Article> = {}) => articleFixture({ id, ...o });
  const shape = (entries: ListEntry<Article>[]) =>
    entries.map((e) => (e.kind === 'mobile-ad' ? 'ad' : `${e.article.id}${e.promoted ? 'P' : ''}${e.highlighted ? 'H' : ''}`)).join(' ');

  it.each([
    // items, promoted, page, expected order
    [[1, 2, 3, 4, 5, 6], 99, 1, '1H 2 3 ad 4 99P 5 6'],
    [[1, 2, 3, 4, 5, 6], 99, 2, '1H 2 3 ad 4 5 6'],
    [[1, 2, 3, 4, 5, 6], null, 1, '1H 2 3 ad 4 5 6'],
    [[1, 2, 3, 4, 5], 99, 1, '1 2 3 ad 4 99P 5'],
    [[1, 2, 3, 4, 5], null, 1, '1 2 3 ad 4 5'],
    [[1, 2], 99, 1, '1 2 99P ad'],
    [[1, 2], null, 1, '1 2'],
    // Already among the items: moved after the 4th, not shown twice, never the highlighted one, and not
    // counted among the page's own items for the "more than 5" rule.
    [[99, 1, 2, 3, 4, 5], 99, 1, '1 2 3 ad 4 99P 5'],
    [[99, 1, 2, 3, 4, 5, 6], 99, 1, '1H 2 3 ad 4 99P 5 6'],
  ] as const)('%j promoted %s on page %s → %s', (ids, promoted, page, expected) => {
    const entries = listEntries(
      ids.map((id) => item(id)),
      { promoted: promoted === null ? null : item(promoted), page },
    );
    expect(shape(entries)).toBe(expected);
  });

  it('highlights the editors’ pick, else the first item with a picture', () => {
    const flagged = [1, 2, 3, 4, 5, 6].map((id) => item(id, id === 4 ? { flags: [{ slug: 'legfontosabb' }] } : {}));
    expect(shape(listEntries(flagged, { page: 1 }))).toBe('1 2 3 ad 4H 5 6');
    const pictured = [1, 2, 3, 4, 5, 6].map((id) => item(id, id === 3 ? { recommendedBoxImage: '/media/x.png' } : {}));
    expect(shape(listEntries(pictured, { page: 1 }))).toBe('1 2 3H ad 4 5 6');
  });
});

describe('promotedFor', () => {
  const pr = (id: number, originatingSite: SiteSlug) => articleFixture({ id, originatingSite });
  it.each([
    ['main', [pr(1, 'ro'), pr(2, 'g7'), pr(3, 'main')], 2],
    ['g7', [pr(3, 'main')], 3],
    ['ro', [pr(1, 'main'), pr(2, 'ro')], 2],
    ['ro', [pr(1, 'main')], null],
    ['main', [], null],
  ] as const)('%s from %j', (site, list, expected) => {
    expect(promotedFor(site, list)?.id ?? null).toBe(expected);
  });
});

describe('withoutEmptyTabs', () => {
  it('drops the empty difficulty tabs, keeping "all", the active tab and tabs of unknown size', () => {
    const counts = {
      '/rovat/szepkilatas/nem-nehez-tura': 3,
      '/rovat/szepkilatas/kozepesen-nehez-tura': 0,
      '/rovat/szepkilatas/nehez-tura': 0,
    };
    const all = withoutEmptyTabs(view('main', '/rovat/szepkilatas'), counts);
    expect(all.tabs.map((t) => t.label)).toEqual(['Összes túra', 'Nem nehéz túra', 'Extrém túra']);
    expect(all.links).toEqual(['/rovat/szepkilatas/nem-nehez-tura', '/rovat/szepkilatas/extrem-tura']);
    const hard = withoutEmptyTabs(view('main', '/rovat/szepkilatas/nehez-tura'), counts);
    expect(hard.tabs.map((t) => t.label)).toEqual(['Összes túra', 'Nem nehéz túra', 'Nehéz túra', 'Extrém túra']);
  });

  it('names every difficulty tab’s key', () => {
    expect(hikingTabKeys()).toEqual(['tag:nem-nehez-tura', 'tag:kozepesen-nehez-tura', 'tag:nehez-tura', 'tag:extrem-tura']);
  });
});

describe('list headings', () => {
  it.each([
    ['adó', 'Adó'],
    ['bíróság', 'Bíróság'],
    ['őszi szünet', 'Őszi szünet'],
    ['Budapest', 'Budapest'],
    ['iPhone', 'iPhone'],
    ['', ''],
  ])('a tag named %j is headed %j', (name, heading) => expect(listHeading('tag', name)).toBe(heading));

  it('leaves the names of other lists as they are', () => {
    expect(listHeading('section', 'belföld')).toBe('belföld');
    expect(listHeading('author', 'kovács péter')).toBe('kovács péter');
  });
});
