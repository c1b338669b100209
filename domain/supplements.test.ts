import { describe, expect, it } from 'vitest';
import { SUPPLEMENTS, footballPartOf, matchSupplement, supplementListKey, supplementPaths, supplementQueryScreens, genreTagOf } from './supplements';
import { SUPPLEMENT_REDIRECTS, redirectFor } from './redirects';
import { matchRoute } from './routes';

const split = (path: string) => path.replace(/^\/melleklet\//, '').split('/');
const match = (path: string) => matchSupplement(split(path));

/** reader-site.md §2: every supplement with its tab kinds (a = articles, d = data, f = the football screen) in order. */
const SPEC: [slug: string, tabs: string][] = [
  ['tokio-2020', 'a d'],
  ['foci-vb-2022', 'a f f f'],
  ['eb-2024', 'a f f f f'],
  ['parizs-2024', 'a d d d'],
  ['orosz-ukran-haboru', 'a'],
  ['valasztas-2022', 'a d d d d d'],
  ['valasztas-2024', 'a d d d'],
  ['ep-2024', 'a d d d d d d'],
  ['usa-2024', 'a d a d'],
];

describe('the supplement table', () => {
  it.each(SPEC)('%s has the spec’s tabs', (slug, kinds) => {
    const s = SUPPLEMENTS.find((x) => x.slug === slug)!;
    expect(s.tabs.map((t) => t.kind[0]).join(' ')).toBe(kinds);
    expect(s.tabs[0]!.slug).toBe('');
  });

  it('lists exactly the nine supplements', () => {
    expect(SUPPLEMENTS.map((s) => s.slug).sort()).toEqual(SPEC.map(([s]) => s).sort());
  });

  it('gives every data view something to show: a dataset of the content API, the election map or a game', () => {
    for (const s of SUPPLEMENTS) {
      for (const t of s.tabs.filter((x) => x.kind === 'data')) {
        const own = t.freeSegments !== undefined || t.game !== undefined;
        if (t.subTabs) for (const sub of t.subTabs) expect(sub.dataset ?? own, `${s.slug}/${t.slug}/${sub.slug}`).toBeTruthy();
        else expect(t.dataset ?? own, `${s.slug}/${t.slug}`).toBeTruthy();
      }
    }
  });

  it('has unique tab and sub-tab slugs per supplement, one default sub-tab per tab', () => {
    for (const s of SUPPLEMENTS) {
      const segs = s.tabs.map((t) => t.slug).concat(s.tabs[0]!.subTabs?.map((x) => x.slug).filter(Boolean) ?? []);
      expect(new Set(segs).size, s.slug).toBe(segs.length);
      for (const t of s.tabs) if (t.subTabs) expect(t.subTabs.filter((x) => x.slug === '').length).toBe(1);
    }
  });

  it('the football supplements are the football screen fixed to their tournament, every view a part of it', () => {
    expect(SUPPLEMENTS.filter((s) => s.football).map((s) => [s.slug, s.football])).toEqual([
      ['foci-vb-2022', { country: 4, league: 1, season: 2022 }],
      ['eb-2024', { country: 3, league: 4, season: 2024 }],
    ]);
    const parts = (slug: string) =>
      SUPPLEMENTS.find((s) => s.slug === slug)!.tabs.flatMap((tab) =>
        (tab.subTabs ?? [null]).map((subTab) => footballPartOf({ supplement: SUPPLEMENTS.find((s) => s.slug === slug)!, tab, subTab })),
      );
    expect(parts('foci-vb-2022')).toEqual([null, 'schedule', 'day', 'standings']);
    expect(parts('eb-2024')).toEqual([null, 'schedule', 'day', 'standings', 'goals', 'yellow', 'red']);
    expect(match('/melleklet/eb-2024/toplistak/piros-lapok')!.subTab!.label).toBe('Piros lapok');
    // A data tab of another supplement is no football view.
    expect(footballPartOf(match('/melleklet/tokio-2020/eremtablazat')!)).toBeNull();
  });

  it('the football views that take a query, and the constituency search, are query screens, each path once', () => {
    expect(supplementQueryScreens()).toEqual([
      { path: '/melleklet/foci-vb-2022/merkozesek', params: ['meccs'] },
      { path: '/melleklet/foci-vb-2022/eredmenyek', params: ['nap', 'meccs'] },
      { path: '/melleklet/eb-2024/merkozesek', params: ['meccs'] },
      { path: '/melleklet/eb-2024/eredmenyek', params: ['nap', 'meccs'] },
      { path: '/melleklet/valasztas-2022/egyeni-valasztokeruletek', params: ['kereses'] },
    ]);
  });

  it('gives every election an /adatok data page', () => {
    for (const slug of ['valasztas-2022', 'valasztas-2024', 'ep-2024', 'usa-2024']) {
      expect(match(`/melleklet/${slug}/adatok`)?.tab.kind).toBe('data');
    }
  });
});

describe('supplement paths', () => {
  const CASES: [path: string, expected: { tab: string; sub?: string | null; free?: string[]; path: string } | null][] = [
    ['/melleklet/tokio-2020', { tab: '', path: '/melleklet/tokio-2020' }],
    ['/melleklet/tokio-2020/eremtablazat', { tab: 'eremtablazat', path: '/melleklet/tokio-2020/eremtablazat' }],
    ['/melleklet/eb-2024/toplistak', { tab: 'toplistak', sub: '', path: '/melleklet/eb-2024/toplistak' }],
    ['/melleklet/eb-2024/toplistak/sarga-lapok', { tab: 'toplistak', sub: 'sarga-lapok', path: '/melleklet/eb-2024/toplistak/sarga-lapok' }],
    ['/melleklet/orosz-ukran-haboru', { tab: '', sub: '', path: '/melleklet/orosz-ukran-haboru' }],
    ['/melleklet/orosz-ukran-haboru/riportok', { tab: '', sub: 'riportok', path: '/melleklet/orosz-ukran-haboru/riportok' }],
    // The alias shows the same supplement; its canonical path is the supplement's own.
    ['/melleklet/orosz-ukran-valsag', { tab: '', sub: '', path: '/melleklet/orosz-ukran-haboru' }],
    ['/melleklet/orosz-ukran-valsag/elemzesek', { tab: '', sub: 'elemzesek', path: '/melleklet/orosz-ukran-haboru/elemzesek' }],
    [
      '/melleklet/valasztas-2022/orszagos-listak/nemzetisegek',
      { tab: 'orszagos-listak', sub: 'nemzetisegek', path: '/melleklet/valasztas-2022/orszagos-listak/nemzetisegek' },
    ],
    ['/melleklet/valasztas-2024/adatok', { tab: 'adatok', free: [], path: '/melleklet/valasztas-2024/adatok' }],
    ['/melleklet/ep-2024/adatok/pest', { tab: 'adatok', free: ['pest'], path: '/melleklet/ep-2024/adatok/pest' }],
    ['/melleklet/valasztas-2022/adatok/budapest/01', { tab: 'adatok', free: ['budapest', '01'], path: '/melleklet/valasztas-2022/adatok/budapest/01' }],
    ['/melleklet/usa-2024/elemzesek', { tab: 'elemzesek', path: '/melleklet/usa-2024/elemzesek' }],
    // 404s: unknown supplement, unknown tab or sub-tab, too many segments, a bad region key.
    ['/melleklet/nincs-ilyen', null],
    ['/melleklet/tokio-2020/merkozesek', null],
    ['/melleklet/tokio-2020/eremtablazat/x', null],
    ['/melleklet/eb-2024/toplistak/sarga-lapok/x', null],
    ['/melleklet/eb-2024/toplistak/kek-lapok', null],
    ['/melleklet/orosz-ukran-haboru/hirek', null],
    ['/melleklet/orosz-ukran-haboru/riportok/x', null],
    ['/melleklet/valasztas-2024/adatok/a/b/c', null],
    ['/melleklet/valasztas-2024/adatok/Pest', null],
    ['/melleklet/valasztas-2024/adatok/<script>', null],
    ['/melleklet/usa-2024/gyik', null],
    ['/melleklet/tokio-2020/tokio-2020', null],
  ];
  it.each(CASES)('%s', (path, expected) => {
    const m = match(path);
    if (expected === null) return expect(m).toBeNull();
    expect(m).not.toBeNull();
    expect(m!.tab.slug).toBe(expected.tab);
    expect(m!.subTab?.slug ?? null).toBe(expected.sub === undefined ? null : expected.sub);
    expect(m!.free).toEqual(expected.free ?? []);
    expect(m!.path).toBe(expected.path);
  });

  it('every listed path matches, to itself or (for the alias) to the supplement’s own path', () => {
    const paths = supplementPaths();
    expect(paths).toContain('/melleklet/orosz-ukran-valsag/riportok');
    for (const p of paths) {
      const m = match(p)!;
      expect(m, p).not.toBeNull();
      expect(m.path).toBe(p.replace('orosz-ukran-valsag', 'orosz-ukran-haboru'));
      expect(matchRoute('main', p, { donationsOff: false }).name).toBe('melleklet');
    }
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('the supplement redirects of domain/redirects.ts land on a supplement page', () => {
    for (const [from, to] of Object.entries(SUPPLEMENT_REDIRECTS)) {
      const r = redirectFor('main', `/cimke/${from}`)!;
      expect(r.location).toBe(`/melleklet/${to}`);
      expect(match(r.location), r.location).not.toBeNull();
    }
    // The server rule of the seed (/valasztas → /melleklet/valasztas-2024) too.
    expect(match('/melleklet/valasztas-2024')).not.toBeNull();
  });
});

describe('what an articles view lists', () => {
  it.each([
    ['/melleklet/eb-2024', null, 'tag:eb-2024'],
    ['/melleklet/orosz-ukran-valsag', null, 'tag:orosz-ukran-haboru'],
    ['/melleklet/orosz-ukran-haboru/osszefoglalok', 'osszefoglalo', 'tag:osszefoglalo'],
    ['/melleklet/orosz-ukran-haboru/riportok', 'riport', 'tag:riport'],
    ['/melleklet/orosz-ukran-haboru/elemzesek', 'elemzes', 'tag:elemzes'],
    ['/melleklet/usa-2024/elemzesek', 'elemzes', 'tag:elemzes'],
  ])('%s: genre %s, key %s', (path, genre, key) => {
    const m = match(path)!;
    expect(genreTagOf(m)).toBe(genre);
    expect(supplementListKey(m)).toBe(key);
    expect(supplementListKey(m, 3)).toBe(`${key}#3`);
  });

  it('are keys the publisher’s manifest accepts', async () => {
    const { parseListKey } = await import('../prerender/manifest');
    for (const p of supplementPaths()) {
      const m = match(p)!;
      if (m.tab.kind === 'articles') expect(parseListKey(supplementListKey(m, 2))).toEqual({ list: supplementListKey(m), page: 2 });
    }
  });
});
