import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ChangeEntry, SiteSlug } from '../domain/types';
import { Manifest, type PageRecord } from './manifest';
import { type ArticleFacts, deepListPages, livescorePages, type Plan, planIncremental, PlanError } from './plan';
import { SITE_SLUGS } from '../domain/sites';
import { SHARED_DATA_CHANGE } from '../domain/sharedData';

const hu = (path: string) => `https://hirter.hu${path}`;
const ro = (path: string) => `https://hirter.ro${path}`;

function rec(url: string, site: SiteSlug, articles: number[], lists: string[] = [], own?: number): PageRecord {
  return own === undefined ? { url, site, articles, lists } : { url, site, articles, lists, own };
}

const A = hu('/belfold/2025/01/02/a');

/** A small site: article 1 on several pages, lists with deep pages, a live blog, a sub-site, the Romanian edition. */
function fixture(): Manifest {
  const m = new Manifest();
  [
    rec(A, 'main', [1, 2, 3], ['latest:main'], 1),
    rec(hu('/belfold/2025/01/01/b'), 'main', [2, 1], ['latest:main'], 2), // recommends article 1
    rec(hu('/'), 'main', [1, 4, 5], ['front:main', 'latest:main', 'flag:legfontosabb']),
    rec(hu('/legfrissebb'), 'main', [1, 4, 5], ['latest:main']),
    rec(hu('/legfrissebb/2'), 'main', [6, 7], ['latest:main#2']),
    rec(hu('/legfrissebb/3'), 'main', [8, 9], ['latest:main#3']),
    rec(hu('/rovat/belfold'), 'main', [1, 6], ['mstag:belfold']),
    rec(hu('/rovat/belfold/2'), 'main', [7], ['mstag:belfold#2']),
    rec(hu('/rovat/belfold/3'), 'main', [8], ['mstag:belfold#3']),
    rec(hu('/rovat/kulfold'), 'main', [10], ['mstag:kulfold']),
    rec(hu('/cimke/budapest'), 'main', [6], ['tag:budapest']),
    rec(hu('/cimke/budapest/5'), 'main', [1], ['tag:budapest#5']), // deep, but shows article 1
    rec(hu('/cimke/budapest/6'), 'main', [9], ['tag:budapest#6']), // deep, does not
    rec(hu('/szerzo/kovacs-peter'), 'main', [3], ['author:kovacs-peter']),
    rec(hu('/legfontosabb'), 'main', [4], ['flag:legfontosabb']),
    rec(hu('/belfold/2025/01/02/elo'), 'main', [30, 31, 32], [], 30), // live blog with posts 31, 32
    rec(hu('/belfold/2025/01/02/poszt-31'), 'main', [31, 30], [], 31),
    rec(hu('/after'), 'after', [40], ['site:after', 'front:after', 'unique:konyvajanlo']),
    rec(hu('/after/2025/01/02/c'), 'after', [40], ['latest:after'], 40),
    rec(hu('/g7'), 'g7', [20], ['site:g7', 'front:g7']),
    rec(hu('/g7/adat/2025/01/02/x'), 'g7', [20], ['latest:g7'], 20),
    rec(ro('/'), 'ro', [50], ['front:ro', 'latest:ro']),
    rec(ro('/erdely/2025/01/02/z'), 'ro', [50], ['latest:ro'], 50),
    rec(ro('/dokumentum/impresszum'), 'ro', [], []),
  ].forEach((r) => m.record(r));
  return m;
}

let seq = 100;
function articleChange(id: number, extra: Partial<Extract<ChangeEntry, { kind: 'article' }>> = {}): ChangeEntry {
  seq += 1;
  return {
    kind: 'article',
    cursor: String(seq),
    id,
    slug: `s${id}`,
    site: 'main',
    type: 'article',
    parentId: null,
    version: 2,
    updatedAt: 1_763_812_000,
    active: true,
    pubDate: 1_763_800_000,
    mainSuperTag: 'belfold',
    superTagSite: 'main',
    ...extra,
  };
}

/** The feed entry's path fields for a main-site path '/<section>/<yyyy>/<mm>/<dd>/<slug>'. */
function at(path: string) {
  const [, section, y, mo, d, slug] = path.split('/');
  return { slug: slug!, pubDate: Date.UTC(Number(y), Number(mo) - 1, Number(d), 10) / 1000, mainSuperTag: section!, superTagSite: 'main' as const };
}

function facts(id: number, path: string, listKeys: string[], pub = true, site: SiteSlug = 'main'): ArticleFacts {
  return { id, path, site, public: pub, listKeys };
}

const plan = (changes: ChangeEntry[], articles: [number, ArticleFacts | null][], firstPages = 2, manifest = fixture()): Plan =>
  planIncremental({ changes, manifest, articles: new Map(articles), firstPages });

describe('planIncremental: a public article changes', () => {
  const f1 = facts(1, '/belfold/2025/01/02/a', ['latest:main', 'site:main', 'mstag:belfold', 'tag:budapest', 'flag:legfontosabb', 'front:main']);

  it('renders its page, every page that showed it and the first pages of its lists, nothing deeper', () => {
    const p = plan([articleChange(1)], [[1, f1]]);
    expect(p.render).toEqual(
      [
        A,
        hu('/belfold/2025/01/01/b'), // recommended it
        hu('/'),
        hu('/legfrissebb'),
        hu('/legfrissebb/2'), // latest:main page 2 (firstPages = 2)
        hu('/rovat/belfold'),
        hu('/rovat/belfold/2'),
        hu('/cimke/budapest'),
        hu('/cimke/budapest/5'), // deep, but it showed the article
        hu('/legfontosabb'),
      ].sort(),
    );
    expect(p.render).not.toContain(hu('/legfrissebb/3'));
    expect(p.render).not.toContain(hu('/rovat/belfold/3'));
    expect(p.render).not.toContain(hu('/cimke/budapest/6'));
    expect(p.render).not.toContain(hu('/rovat/kulfold'));
    expect(p.notFound).toEqual([]);
    expect(p.cursor).toBe(String(seq));
  });

  it('takes as many first pages as configured', () => {
    const one = plan([articleChange(1)], [[1, f1]], 1);
    expect(one.render).not.toContain(hu('/legfrissebb/2'));
    expect(one.render).not.toContain(hu('/rovat/belfold/2'));
    const three = plan([articleChange(1)], [[1, f1]], 3);
    expect(three.render).toContain(hu('/legfrissebb/3'));
    expect(three.render).toContain(hu('/rovat/belfold/3'));
    expect(three.render).not.toContain(hu('/cimke/budapest/6'));
  });

  it('renders a newly published article that no page has shown yet, with the first pages of its lists', () => {
    const p = plan([articleChange(99)], [[99, facts(99, '/kulfold/2025/01/03/uj', ['latest:main', 'mstag:kulfold'])]], 1);
    expect(p.render).toEqual(
      [hu('/'), hu('/kulfold/2025/01/03/uj'), hu('/legfrissebb'), hu('/belfold/2025/01/02/a'), hu('/belfold/2025/01/01/b'), hu('/rovat/kulfold')].sort(),
    );
  });

  it('moves a changed path: old URL to the 404 page, new URL rendered', () => {
    const p = plan([articleChange(1)], [[1, { ...f1, path: '/kulfold/2025/01/05/a' }]]);
    expect(p.render).toContain(hu('/kulfold/2025/01/05/a'));
    expect(p.render).not.toContain(A);
    expect(p.notFound).toEqual([{ url: A, site: 'main' }]);
    // The pages that listed it under the old section still re-render (it leaves them).
    expect(p.render).toContain(hu('/rovat/belfold'));
  });

  it('moves an article to another site (a sub-site) on the right domain', () => {
    const p = plan([articleChange(1)], [[1, { ...f1, path: '/g7/adat/2025/01/02/a', site: 'g7', listKeys: ['latest:g7'] }]]);
    expect(p.render).toContain(hu('/g7/adat/2025/01/02/a'));
    expect(p.render).toContain(hu('/g7/adat/2025/01/02/x')); // first page of latest:g7
    expect(p.notFound).toEqual([{ url: A, site: 'main' }]);
  });

  it('names a Romanian edition page on its own domain', () => {
    const p = plan([articleChange(50, { site: 'ro' })], [[50, facts(50, '/erdely/2025/01/02/z', ['latest:ro'], true, 'ro')]]);
    expect(p.render).toEqual([ro('/'), ro('/erdely/2025/01/02/z')]);
  });

  it('refuses list keys with a page suffix (the plan picks the pages)', () => {
    expect(() => plan([articleChange(1)], [[1, { ...f1, listKeys: ['mstag:belfold#2'] }]])).toThrow(PlanError);
  });
});

describe('planIncremental: an edit that leaves the article where it was', () => {
  const P = 1_735_812_000;
  const keys = ['latest:main', 'site:main', 'mstag:belfold', 'tag:budapest', 'flag:legfontosabb', 'front:main'];
  /** The fixture, with article 1's own page rendered at pubDate P, and a tag list that never showed it. */
  function placed(): Manifest {
    const m = fixture();
    m.record({ ...rec(A, 'main', [1, 2, 3], ['latest:main'], 1), pubDate: P });
    m.record(rec(hu('/cimke/uj'), 'main', [11], ['tag:uj']));
    return m;
  }
  const shown = [A, hu('/belfold/2025/01/01/b'), hu('/'), hu('/legfrissebb'), hu('/rovat/belfold'), hu('/cimke/budapest/5')];

  it('renders its page and the pages that showed it, not the first pages of lists it was already on', () => {
    const p = plan([articleChange(1)], [[1, { ...facts(1, '/belfold/2025/01/02/a', keys), pubDate: P }]], 2, placed());
    expect(p.render).toEqual([...shown].sort());
  });

  it('renders the first pages of a list where no page showed it (a new tag), and only those', () => {
    const p = plan([articleChange(1)], [[1, { ...facts(1, '/belfold/2025/01/02/a', [...keys, 'tag:uj']), pubDate: P }]], 2, placed());
    expect(p.render).toEqual([...shown, hu('/cimke/uj')].sort());
  });

  it('renders the first pages of every list when its pubDate changed (the lists are ordered by it)', () => {
    const p = plan([articleChange(1)], [[1, { ...facts(1, '/belfold/2025/01/02/a', keys), pubDate: P + 3600 }]], 2, placed());
    for (const url of [hu('/legfrissebb/2'), hu('/rovat/belfold/2'), hu('/cimke/budapest'), hu('/legfontosabb')]) expect(p.render).toContain(url);
  });

  it('renders the first pages of every list when its page’s pubDate or the article’s is unknown', () => {
    const noFactDate = plan([articleChange(1)], [[1, facts(1, '/belfold/2025/01/02/a', keys)]], 2, placed());
    const noPageDate = plan([articleChange(1)], [[1, { ...facts(1, '/belfold/2025/01/02/a', keys), pubDate: P }]], 2, fixture());
    for (const p of [noFactDate, noPageDate]) for (const url of [hu('/legfrissebb/2'), hu('/legfontosabb')]) expect(p.render).toContain(url);
  });
});

describe('planIncremental: a long article (more than one page)', () => {
  const P = 1_735_812_000;
  function paged(): Manifest {
    const m = fixture();
    m.record({ ...rec(A, 'main', [1, 2, 3], ['latest:main'], 1), pubDate: P });
    m.record({ ...rec(`${A}?oldal=2`, 'main', [1], [], 1), pubDate: P });
    m.record({ ...rec(`${A}?oldal=3`, 'main', [1], [], 1), pubDate: P });
    return m;
  }

  it('re-renders every page of an edited one, none of them replaced by the 404 page, and still counts as in place', () => {
    const p = plan([articleChange(1)], [[1, { ...facts(1, '/belfold/2025/01/02/a', ['latest:main', 'mstag:belfold']), pubDate: P }]], 2, paged());
    expect(p.notFound).toEqual([]);
    for (const url of [A, `${A}?oldal=2`, `${A}?oldal=3`]) expect(p.render).toContain(url);
    expect(p.render).not.toContain(hu('/legfrissebb/2'));
  });

  it('sends every page to the 404 page when it moved', () => {
    const p = plan([articleChange(1)], [[1, facts(1, '/belfold/2025/01/03/a', ['latest:main'])]], 2, paged());
    expect(p.notFound.map((n) => n.url)).toEqual([A, `${A}?oldal=2`, `${A}?oldal=3`]);
    expect(p.render).toContain(hu('/belfold/2025/01/03/a'));
  });

  it('sends every page to the 404 page when it is unpublished', () => {
    const p = plan([articleChange(1, { active: false })], [[1, facts(1, '/belfold/2025/01/02/a', ['latest:main'], false)]], 2, paged());
    expect(p.notFound.map((n) => n.url)).toEqual([A, `${A}?oldal=2`, `${A}?oldal=3`]);
  });
});

describe('planIncremental: an article is no longer public', () => {
  it('replaces its page with the 404 page and re-renders the pages that listed it and the first pages of their lists', () => {
    const p = plan([articleChange(1, { active: false })], [[1, facts(1, '/belfold/2025/01/02/a', ['mstag:belfold'], false)]]);
    expect(p.notFound).toEqual([{ url: A, site: 'main' }]);
    expect(p.render).not.toContain(A);
    // Pages that showed it, and the first two pages of the lists those pages are (latest:main,
    // front:main, flag:legfontosabb, mstag:belfold, tag:budapest).
    expect(p.render).toEqual(
      [
        hu('/belfold/2025/01/01/b'),
        hu('/'),
        hu('/legfrissebb'),
        hu('/legfrissebb/2'),
        hu('/legfontosabb'),
        hu('/rovat/belfold'),
        hu('/rovat/belfold/2'),
        hu('/cimke/budapest'),
        hu('/cimke/budapest/5'),
      ].sort(),
    );
  });

  it('works from the manifest alone when the API no longer knows the article (null)', () => {
    const p = plan([articleChange(1, { active: false, ...at('/belfold/2025/01/02/a') })], [[1, null]]);
    expect(p.notFound).toEqual([{ url: A, site: 'main' }]);
    expect(p.render).toContain(hu('/rovat/belfold/2')); // first pages of mstag:belfold, learnt from /rovat/belfold
    expect(p.render).toContain(hu('/cimke/budapest'));
    expect(p.render).not.toContain(hu('/cimke/budapest/6'));
  });

  it('takes down the path the feed entry names when the API no longer knows the article and the manifest has no page', () => {
    const change = articleChange(78, { active: false, slug: 'torolt', pubDate: Date.UTC(2025, 0, 9, 10) / 1000, mainSuperTag: 'adat', superTagSite: 'g7' });
    const p = plan([change], [[78, null]]);
    expect(p.notFound).toEqual([{ url: hu('/g7/adat/2025/01/09/torolt'), site: 'g7' }]);
    expect(p.render).toEqual([]);
  });

  it('uses the lists the API still reports, too', () => {
    const p = plan([articleChange(1, { active: false })], [[1, facts(1, '/belfold/2025/01/02/a', ['mstag:kulfold'], false)]]);
    expect(p.render).toContain(hu('/rovat/kulfold'));
  });

  it('sends its current path to the 404 page even when the manifest had no own page for it', () => {
    const p = plan([articleChange(77, { active: false })], [[77, facts(77, '/belfold/2025/01/09/piszkozat', [], false)]]);
    expect(p).toEqual({
      render: [],
      notFound: [{ url: hu('/belfold/2025/01/09/piszkozat'), site: 'main' }],
      cursor: String(seq),
      skipped: [],
      podcastFeeds: [],
      kept: [],
    });
  });

  it('a page that is both an unpublished article’s own page and listed elsewhere becomes a 404, not a render', () => {
    // Post 31's page is also on the live blog's... and the live blog's page lists post 31: unpublish both.
    const p = plan(
      [articleChange(31, { type: 'liveblogpost', parentId: 30, active: false }), articleChange(30, { active: false })],
      [
        [31, facts(31, '/belfold/2025/01/02/poszt-31', [], false)],
        [30, facts(30, '/belfold/2025/01/02/elo', ['latest:main'], false)],
      ],
    );
    const gone = p.notFound.map((n) => n.url);
    expect(gone).toEqual([hu('/belfold/2025/01/02/elo'), hu('/belfold/2025/01/02/poszt-31')]);
    for (const url of gone) expect(p.render).not.toContain(url);
  });

  it('throws when the facts of a changed article were not fetched (no edit is skipped silently)', () => {
    expect(() => plan([articleChange(1)], [])).toThrow(/no facts for changed article 1/);
  });
});

describe('planIncremental: live-blog posts', () => {
  const blog = facts(30, '/belfold/2025/01/02/elo', ['latest:main'], true);

  it('re-renders the post’s page and its live blog’s page', () => {
    const p = plan([articleChange(31, { type: 'liveblogpost', parentId: 30 })], [[31, facts(31, '/belfold/2025/01/02/poszt-31', [])]]);
    expect(p.render).toEqual([hu('/belfold/2025/01/02/elo'), hu('/belfold/2025/01/02/poszt-31')]);
  });

  it('renders a new post’s page and the parent where the API says the parent is', () => {
    const p = plan(
      [articleChange(33, { type: 'liveblogpost', parentId: 30 })],
      [
        [33, facts(33, '/belfold/2025/01/02/poszt-33', [])],
        [30, { ...blog, path: '/belfold/2025/01/03/elo' }],
      ],
    );
    expect(p.render).toEqual([hu('/belfold/2025/01/02/poszt-33'), hu('/belfold/2025/01/03/elo')]);
  });

  it('does not render a parent that is not public', () => {
    const p = plan(
      [articleChange(33, { type: 'liveblogpost', parentId: 30 })],
      [
        [33, facts(33, '/belfold/2025/01/02/poszt-33', [])],
        [30, { ...blog, public: false }],
      ],
    );
    expect(p.render).toEqual([hu('/belfold/2025/01/02/poszt-33')]);
  });

  it('an unpublished post leaves the live blog re-rendered and its page a 404', () => {
    const p = plan([articleChange(31, { type: 'liveblogpost', parentId: 30, active: false, ...at('/belfold/2025/01/02/poszt-31') })], [[31, null]]);
    expect(p.render).toEqual([hu('/belfold/2025/01/02/elo')]);
    expect(p.notFound).toEqual([{ url: hu('/belfold/2025/01/02/poszt-31'), site: 'main' }]);
  });
});

describe('planIncremental: documents, menus, blocks, uniques', () => {
  const doc = (slug: string): ChangeEntry => ({ kind: 'doc', cursor: '500', slug, version: 2, updatedAt: 1 });

  it('renders a document on both domains', () => {
    expect(plan([doc('adatvedelem')], []).render).toEqual([hu('/dokumentum/adatvedelem'), ro('/dokumentum/adatvedelem')]);
  });

  it('renders the imprint page too for the impresszum document', () => {
    expect(plan([doc('impresszum')], []).render).toEqual([hu('/dokumentum/impresszum'), hu('/impresszum'), ro('/dokumentum/impresszum'), ro('/impresszum')]);
  });

  it('percent-encodes a document slug into its path', () => {
    expect(plan([doc('adat védelem')], []).render).toEqual([hu('/dokumentum/adat%20v%C3%A9delem'), ro('/dokumentum/adat%20v%C3%A9delem')]);
  });

  it('skips (and reports) a change that names a page that cannot exist, instead of blocking the feed', () => {
    const p = plan(
      [doc('..'), doc('a/../../x'), articleChange(88, { cursor: '900' }), { kind: 'unique', cursor: '901', slug: 'konyvajanlo', updatedAt: 1 }],
      [[88, facts(88, '/../etc', [])]],
    );
    expect(p.skipped.map((s) => s.cursor)).toEqual(['500', '500', '900']);
    expect(p.skipped[0]!.reason).toMatch(/unsafe page path/);
    expect(p.render).toEqual([hu('/after')]);
    expect(p.cursor).toBe('901');
  });

  it('renders every page of the sites that count in the currency whose rates changed (the footer strip, the rate pages)', () => {
    const m = fixture();
    const ron = plan([{ kind: 'rates', cursor: '503', base: 'RON', updatedAt: 1 }], [], 2, m);
    expect(ron.render).toEqual(m.pagesOfSite('ro'));
    expect(ron.render).toContain(ro('/'));
    expect(ron.render).not.toContain(hu('/g7'));
    const huf = plan([{ kind: 'rates', cursor: '504', base: 'HUF', updatedAt: 1 }], [], 2, m);
    expect(huf.render).toContain(hu('/g7'));
    expect(huf.render).not.toContain(ro('/'));
  });

  it('renders every page of the site whose menu changed, and only that site', () => {
    const m = fixture();
    const p = plan([{ kind: 'menu', cursor: '501', site: 'g7', updatedAt: 1 }], [], 2, m);
    expect(p.render).toEqual([hu('/g7'), hu('/g7/adat/2025/01/02/x')]);
    const main = plan([{ kind: 'menu', cursor: '502', site: 'main', updatedAt: 1 }], [], 2, m);
    expect(main.render).toEqual(m.pagesOfSite('main'));
    expect(main.render).not.toContain(hu('/g7'));
    expect(main.render).not.toContain(ro('/'));
  });

  it('renders every page of every site and the support routes when the shared data (its donations flag) changed', () => {
    const m = fixture();
    const p = plan([{ kind: 'settings', cursor: '505', key: 'common', updatedAt: 1 }], [], 2, m);
    const support = ['/tamogatas', '/tamogatas/belepes', '/tamogatas/hiba', '/tamogatas/profil', '/tamogatas/siker'].map(hu);
    expect(p.render).toEqual([...new Set([...m.allUrls(), ...support])].sort());
    // Not taken down by the plan: the renderer answers 404 for them while the flag is on, and that removes them.
    expect(p.notFound).toEqual([]);
    expect(p.cursor).toBe('505');
  });

  it('renders the fronts of every site, and nothing else, when a part of the shared data changed', () => {
    const m = fixture();
    const p = plan([{ kind: 'settings', cursor: '506', key: SHARED_DATA_CHANGE, updatedAt: 1 }], [], 2, m);
    expect(p.render).toEqual(SITE_SLUGS.flatMap((site) => m.pagesOfList(`front:${site}`)).sort());
    expect(p.render).toContain(hu('/'));
    expect(p.render).not.toContain(hu('/tamogatas'));
    expect(p.cursor).toBe('506');
  });

  it('renders the front page of the site whose block changed', () => {
    expect(plan([{ kind: 'block', cursor: '503', site: 'main', id: 3, updatedAt: 1 }], []).render).toEqual([hu('/')]);
    expect(plan([{ kind: 'block', cursor: '503', site: 'ro', id: 3, updatedAt: 1 }], []).render).toEqual([ro('/')]);
  });

  it('renders the pages that show a changed unique', () => {
    expect(plan([{ kind: 'unique', cursor: '504', slug: 'konyvajanlo', updatedAt: 1 }], []).render).toEqual([hu('/after')]);
    expect(plan([{ kind: 'unique', cursor: '505', slug: 'mas', updatedAt: 1 }], []).render).toEqual([]);
  });
});

describe('planIncremental: podcast episodes (issue #21)', () => {
  const EP = hu('/g7/podcast/g7-podcast/adas-1');
  const ARTICLE = hu('/g7/podcast/2025/01/02/adas-cikk');
  /** An episode (id 1) of the G7 podcast on its page, a card of it on the G7 front and tab, its podcast's page and an article that embeds it. */
  function podcastFixture(): Manifest {
    const m = fixture();
    [
      rec(EP, 'g7', [], ['episode:1', 'podcast:g7-podcast']),
      rec(hu('/g7/podcast/g7-podcast'), 'g7', [], ['podcast:g7-podcast', 'episodes:podcast:g7-podcast', 'episode:1', 'episode:2']),
      rec(hu('/g7/podcast/g7-podcast/adas-2'), 'g7', [], ['episode:2', 'podcast:g7-podcast']),
      rec(hu('/g7/podcast'), 'g7', [20], ['mstag:podcast', 'episodes:podcast:g7-podcast', 'episode:1', 'podcast:g7-podcast']),
      rec(hu('/g7/front-like'), 'g7', [], ['episodes:site:g7', 'episode:1']),
      rec(hu('/main-front-like'), 'main', [], ['episodes:index', 'unique:frontpage-podcast-block-position']),
      rec(ARTICLE, 'g7', [60], ['episode:1', 'podcast:g7-podcast'], 60),
    ].forEach((r) => m.record(r));
    return m;
  }
  const episode = (extra: Partial<Extract<ChangeEntry, { kind: 'episode' }>> = {}): ChangeEntry => ({
    kind: 'episode',
    cursor: '800',
    id: 1,
    slug: 'adas-1',
    podcast: 'g7-podcast',
    site: 'g7',
    version: 2,
    updatedAt: 1,
    active: true,
    pubDate: 1,
    ...extra,
  });

  it('re-renders an edited episode’s page, every page showing it and the first pages of its lists', () => {
    const p = plan([episode()], [], 2, podcastFixture());
    expect(p.render).toEqual([EP, ARTICLE, hu('/g7/front-like'), hu('/g7/podcast'), hu('/g7/podcast/g7-podcast'), hu('/main-front-like')].sort());
    expect(p.notFound).toEqual([]);
  });

  it('renders a new episode’s page and the lists it enters', () => {
    const p = plan([episode({ id: 3, slug: 'adas-3' })], [], 2, podcastFixture());
    expect(p.render).toEqual(
      [hu('/g7/podcast/g7-podcast/adas-3'), hu('/g7/front-like'), hu('/g7/podcast'), hu('/g7/podcast/g7-podcast'), hu('/main-front-like')].sort(),
    );
    // Its own page is what a run renders before it has the manifest (D-409): the same without one.
    expect(p.kept).toEqual([hu('/g7/podcast/g7-podcast/adas-3')]);
    expect(plan([episode({ id: 3, slug: 'adas-3' })], [], 2, new Manifest()).kept).toEqual(p.kept);
  });

  it('replaces an unpublished episode’s page with the 404 page, and re-renders what showed it', () => {
    const p = plan([episode({ active: false })], [], 2, podcastFixture());
    expect(p.kept).toEqual([]);
    expect(p.notFound).toEqual([{ url: EP, site: 'g7' }]);
    expect(p.render).not.toContain(EP);
    expect(p.render).toContain(ARTICLE);
    expect(p.render).toContain(hu('/g7/podcast/g7-podcast'));
  });

  it('moves a renamed episode: the new page renders, the old one goes', () => {
    const p = plan([episode({ slug: 'uj-nev' })], [], 2, podcastFixture());
    expect(p.render).toContain(hu('/g7/podcast/g7-podcast/uj-nev'));
    expect(p.notFound).toEqual([{ url: EP, site: 'g7' }]);
  });

  it('re-renders every page naming a changed podcast, and its page', () => {
    const p = plan([{ kind: 'podcast', cursor: '801', slug: 'g7-podcast', site: 'g7', updatedAt: 1 }], [], 2, podcastFixture());
    expect(p.render).toEqual([EP, ARTICLE, hu('/g7/podcast'), hu('/g7/podcast/g7-podcast'), hu('/g7/podcast/g7-podcast/adas-2')].sort());
    expect(plan([{ kind: 'podcast', cursor: '802', slug: 'uj', site: 'main', updatedAt: 1 }], [], 2, podcastFixture()).render).toEqual([hu('/podcast/uj')]);
  });

  it('re-renders the front page when the podcast block’s position changes', () => {
    const p = plan([{ kind: 'unique', cursor: '803', slug: 'frontpage-podcast-block-position', updatedAt: 1 }], [], 2, podcastFixture());
    expect(p.render).toEqual([hu('/main-front-like')]);
  });

  it('makes the show’s podcast feed again for an edited, new or unpublished episode, and for the show’s own change', () => {
    for (const change of [episode(), episode({ id: 3, slug: 'adas-3' }), episode({ active: false })]) {
      expect(plan([change], [], 2, podcastFixture()).podcastFeeds).toEqual(['g7-podcast']);
    }
    expect(plan([{ kind: 'podcast', cursor: '801', slug: 'g7-podcast', site: 'g7', updatedAt: 1 }], [], 2, podcastFixture()).podcastFeeds).toEqual([
      'g7-podcast',
    ]);
  });

  it('an episode moved to another show: both shows’ feeds, the one it left and the one it joined', () => {
    const p = plan([episode({ podcast: 'g7-masik' })], [], 2, podcastFixture());
    expect(p.podcastFeeds).toEqual(['g7-masik', 'g7-podcast']);
    expect(p.notFound).toEqual([{ url: EP, site: 'g7' }]);
  });

  it('no show’s feed for a change of an article, a block or a unique item', () => {
    const changes: ChangeEntry[] = [
      articleChange(2, { cursor: '700' }),
      { kind: 'unique', cursor: '701', slug: 'frontpage-podcast-block-position', updatedAt: 1 },
    ];
    expect(plan(changes, [[2, facts(2, '/belfold/2025/01/01/b', ['latest:main'])]], 2, podcastFixture()).podcastFeeds).toEqual([]);
  });

  it('skips an episode whose slug cannot be a page', () => {
    const p = plan([episode({ slug: '..' })], [], 2, podcastFixture());
    expect(p.skipped.map((s) => s.cursor)).toEqual(['800']);
  });
});

describe('planIncremental: a batch', () => {
  it('merges every change, deduplicated and sorted, and answers the last change’s cursor', () => {
    const changes: ChangeEntry[] = [
      { kind: 'block', cursor: '700', site: 'main', id: 1, updatedAt: 1 },
      articleChange(2, { cursor: '701' }),
      articleChange(3, { cursor: '702' }),
      { kind: 'unique', cursor: '703', slug: 'konyvajanlo', updatedAt: 1 },
    ];
    const p = plan(changes, [
      [2, facts(2, '/belfold/2025/01/01/b', ['latest:main'])],
      [3, facts(3, '/belfold/2025/01/01/c', ['author:kovacs-peter'])],
    ]);
    expect(p.cursor).toBe('703');
    expect(new Set(p.render).size).toBe(p.render.length);
    expect(p.render).toEqual([...p.render].sort());
    expect(p.render).toEqual(
      [
        hu('/'),
        A,
        hu('/belfold/2025/01/01/b'),
        hu('/belfold/2025/01/01/c'),
        hu('/legfrissebb'),
        hu('/legfrissebb/2'),
        hu('/szerzo/kovacs-peter'),
        hu('/after'),
      ].sort(),
    );
  });

  it('answers the given cursor for an empty batch, and refuses to guess one', () => {
    expect(planIncremental({ changes: [], manifest: fixture(), articles: new Map(), firstPages: 2, since: '42' })).toEqual({
      render: [],
      notFound: [],
      cursor: '42',
      skipped: [],
      podcastFeeds: [],
      kept: [],
    });
    expect(() => planIncremental({ changes: [], manifest: fixture(), articles: new Map(), firstPages: 2 })).toThrow(PlanError);
  });

  it('refuses a negative or fractional firstPages', () => {
    expect(() => plan([], [], -1)).toThrow(RangeError);
    expect(() => plan([], [], 1.5)).toThrow(RangeError);
  });
});

describe('deepListPages', () => {
  it('lists the list pages beyond the first ones, for the slower sweep', () => {
    expect(deepListPages(fixture(), 2)).toEqual([hu('/cimke/budapest/5'), hu('/cimke/budapest/6'), hu('/legfrissebb/3'), hu('/rovat/belfold/3')]);
    expect(deepListPages(fixture(), 5)).toEqual([hu('/cimke/budapest/6')]);
    expect(deepListPages(fixture(), 6)).toEqual([]);
  });
});

describe('livescorePages', () => {
  it('lists every page showing live-score data, for each sweep, and nothing else', () => {
    const m = fixture();
    expect(livescorePages(m)).toEqual([]);
    m.record(rec(hu('/sport/forma-1'), 'main', [], ['livescore:formula-1']));
    m.record(rec(ro('/sport/forma-1'), 'ro', [], ['livescore:formula-1']));
    m.record(rec(hu('/sport/foci'), 'main', [], ['livescore:football', 'unique:sport-leagues']));
    m.record(rec(hu('/sport/2025/01/03/meccs'), 'main', [70], ['livescore:football', 'livescore:formula-1'], 70));
    expect(livescorePages(m)).toEqual([hu('/sport/2025/01/03/meccs'), hu('/sport/foci'), hu('/sport/forma-1'), ro('/sport/forma-1')]);
    expect(deepListPages(m, 1)).not.toContain(hu('/sport/foci'));
  });
});

describe('planIncremental: cost follows the change, not the archive (property)', () => {
  const T = 1;
  const PARENT = 2;
  const LISTS = ['latest:main', 'site:main', 'mstag:belfold', 'tag:budapest', 'author:x', 'flag:live', 'front:main'];
  const OLD_PATH = '/belfold/2025/01/02/t';
  const MOVED_PATH = '/kulfold/2025/01/03/t';
  const PARENT_PATH = '/belfold/2025/01/01/elo';

  /** Pages that share nothing with the scenario: other articles, other lists, all sites. */
  function unrelated(n: number): Manifest {
    const m = new Manifest();
    const sites: [SiteSlug, (p: string) => string, string][] = [
      ['main', hu, ''],
      ['g7', hu, '/g7'],
      ['ro', ro, ''],
    ];
    for (let i = 0; i < n; i++) {
      const [site, host, prefix] = sites[i % 3]!;
      const id = 1_000_000 + i;
      m.record(rec(host(`${prefix}/u/${i}`), site, [id, id + 1], [`tag:u${i % 500}#${1 + (i % 7)}`, `latest:${site}#${50 + (i % 9)}`], id));
    }
    return m;
  }

  const scenario = fc.record({
    hasOwnPage: fc.boolean(),
    facts: fc.oneof(fc.constant(null), fc.record({ public: fc.boolean(), moved: fc.boolean(), listKeys: fc.subarray(LISTS) })),
    post: fc.boolean(),
    parentPage: fc.boolean(),
    parentFacts: fc.constantFrom('absent', 'public', 'hidden', 'null'),
    listPages: fc.array(
      fc.record({ list: fc.constantFrom(...LISTS), page: fc.integer({ min: 1, max: 6 }), showsT: fc.boolean(), others: fc.subarray([3, 4, 5, 6]) }),
      { maxLength: 14 },
    ),
    recommenders: fc.integer({ min: 0, max: 4 }),
    firstPages: fc.integer({ min: 0, max: 4 }),
  });
  type Scenario = typeof scenario extends fc.Arbitrary<infer S> ? S : never;

  function related(s: Scenario): PageRecord[] {
    const out: PageRecord[] = [];
    if (s.hasOwnPage) out.push(rec(hu(OLD_PATH), 'main', [T, 3], ['latest:main'], T));
    if (s.parentPage) out.push(rec(hu(PARENT_PATH), 'main', [PARENT, T], [], PARENT));
    s.listPages.forEach((p, i) =>
      out.push(rec(hu(`/l/${i}`), 'main', p.showsT ? [T, ...p.others] : p.others, [p.page === 1 ? p.list : `${p.list}#${p.page}`])),
    );
    for (let i = 0; i < s.recommenders; i++) out.push(rec(hu(`/r/${i}`), 'main', [100 + i, T], ['latest:main'], 100 + i));
    return out;
  }

  function inputOf(s: Scenario, manifest: Manifest) {
    const articles = new Map<number, ArticleFacts | null>();
    articles.set(T, s.facts === null ? null : facts(T, s.facts.moved ? MOVED_PATH : OLD_PATH, s.facts.listKeys, s.facts.public));
    if (s.post && s.parentFacts !== 'absent')
      articles.set(PARENT, s.parentFacts === 'null' ? null : facts(PARENT, PARENT_PATH, [], s.parentFacts === 'public'));
    const pubDate = Date.UTC(2025, 0, 2, 10) / 1000; // OLD_PATH's date and section
    const change = articleChange(T, {
      cursor: '777',
      slug: 't',
      pubDate,
      mainSuperTag: 'belfold',
      superTagSite: 'main',
      type: s.post ? 'liveblogpost' : 'article',
      parentId: s.post ? PARENT : null,
      active: s.facts?.public ?? false,
    });
    return { changes: [change], manifest, articles, firstPages: s.firstPages };
  }

  it('plans the same pages over 1k and 100k unrelated pages; every page named is known or the article’s new page', () => {
    const small = unrelated(1_000);
    const large = unrelated(100_000);
    expect(large.size).toBe(100_000);
    const planOver = (m: Manifest, s: Scenario) => {
      const pages = related(s);
      pages.forEach((p) => m.record(p));
      try {
        return planIncremental(inputOf(s, m));
      } finally {
        pages.forEach((p) => m.remove(p.url));
      }
    };

    fc.assert(
      fc.property(scenario, (s) => {
        const big = planOver(large, s);
        const little = planOver(small, s);
        expect(big).toEqual(little);
        expect(big.render.length + big.notFound.length).toBe(little.render.length + little.notFound.length);

        const pages = related(s);
        const known = new Set(pages.map((p) => p.url));
        const newUrl = s.facts === null ? null : hu(s.facts.moved ? MOVED_PATH : OLD_PATH);
        const named = [...big.render, ...big.notFound.map((n) => n.url)];
        // (A post's live blog, where the API says it is now, counts as a changed article's page: the feed
        // lists the live blog too when a post changes.)
        // The feed entry names its path too, which is where an article the API no longer knows was.
        const parentUrl = s.post && s.parentFacts === 'public' ? hu(PARENT_PATH) : null;
        const entryUrl = s.facts === null ? hu(OLD_PATH) : null;
        for (const url of named) expect(known.has(url) || url === newUrl || url === parentUrl || url === entryUrl, url).toBe(true);
        // Never both rendered and taken down.
        const gone = new Set(big.notFound.map((n) => n.url));
        for (const url of big.render) expect(gone.has(url)).toBe(false);
        // No edit lost: every page that showed the article is rendered or taken down.
        for (const p of pages) if (p.articles.includes(T)) expect(named, p.url).toContain(p.url);
        const isPublic = s.facts !== null && s.facts.public;
        if (isPublic) {
          expect(big.render).toContain(newUrl);
          if (s.facts!.moved && s.hasOwnPage) expect(gone.has(hu(OLD_PATH))).toBe(true);
          // The first pages of each list it is on now.
          for (const p of pages) {
            if (p.lists.length === 0) continue;
            const [list, page] = p.lists[0]!.split('#');
            if (s.facts!.listKeys.includes(list!) && Number(page ?? 1) <= s.firstPages) expect(named, p.url).toContain(p.url);
          }
        } else if (s.hasOwnPage) {
          expect(gone.has(hu(OLD_PATH))).toBe(true);
        }
        // Deep list pages that did not show it wait for the sweep.
        s.listPages.forEach((p, i) => {
          if (!p.showsT && p.page > s.firstPages) expect(named).not.toContain(hu(`/l/${i}`));
        });
        // A post re-renders its live blog when that is (or may be) public.
        if (s.post && s.parentPage && (s.parentFacts === 'absent' || s.parentFacts === 'public')) expect(big.render).toContain(hu(PARENT_PATH));
        // What a run renders before it has the manifest (D-409): kept by the plan over any manifest, so rendered, never taken down.
        const early = planIncremental(inputOf(s, new Manifest())).kept;
        for (const url of early) expect(big.kept, url).toContain(url);
        for (const url of big.kept) expect(big.render, url).toContain(url);
        if (isPublic) expect(early).toContain(newUrl);
      }),
      { numRuns: 300 },
    );
    // How long a plan over 100k pages takes is no test's business (D-304): the manifest's index is benched
    // (`npm run bench -- units`).
  }, 30_000);

  it('a menu change is the one plan as large as its site (and only its site)', () => {
    const m = unrelated(3_000);
    const p = planIncremental({ changes: [{ kind: 'menu', cursor: '9', site: 'g7', updatedAt: 1 }], manifest: m, articles: new Map(), firstPages: 2 });
    expect(p.render).toHaveLength(1_000);
    expect(p.render.every((u) => u.startsWith('https://hirter.hu/g7/'))).toBe(true);
  });
});
