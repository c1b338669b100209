// The list view (issue #5) as its HTML has it, which is what a reader without JavaScript gets: every list kind's
// header, tabs, items and sidebar; the highlight strip; the promoted item; paging, the hiking and sub-site tabs
// and the search box as links and a plain GET form followed; the statuses of bad queries and unknown variants
// on every server. Against the render server (and the origin where a test says so); layout and axe are
// e2e/lists.spec.ts's.
import { describe, expect, it } from 'vitest';
import { e2eEnv } from '../env';
import { hrefOf, link, named, nav, typedAndSent } from './reader';
import { ask, page, servers, text } from './http';
import { busiestAuthor, newestLiveBlog, sectionCount } from './seededCounts';

const render = () => e2eEnv().baseUrl;
const items = (doc: Document) => Array.from(doc.querySelectorAll('[data-list-items] article'));
const itemLinks = (doc: Document) => items(doc).flatMap((a) => Array.from(a.querySelectorAll('h2 a'), (l) => l.getAttribute('href')));
const status = (doc: Document) => text(doc.querySelector('main p[role=status]'));
const pager = (doc: Document) => nav(doc, 'Lapozó');
const SEARCH = 'Keresés a listában';

describe('list kinds', () => {
  // path, the h1's text, what the header shows besides
  const kinds: [string, RegExp, { logo?: string; tabs?: string; hiddenHeader?: boolean; strip?: boolean }][] = [
    ['/legfrissebb', /Friss hírek/, { logo: 'legfrissebb' }],
    ['/english', /^English$/, { strip: true }],
    ['/archivum', /^Archívum$/, {}],
    ['/g7/archivum', /^Archívum$/, {}],
    ['/legfontosabb', /Legfontosabb/, { logo: 'legfontosabb' }],
    ['/kedvenceink', /Kedvenceink/, { logo: 'kedvenceink' }],
    ['/rovat/kozlemeny', /^Közlemény$/, {}],
    ['/rovat/velemeny', /^Vélemény$/, {}],
    ['/rovat/direkt36', /Direkt36/, { logo: 'direkt36' }],
    ['/rovat/belfold', /^Belföld$/, { strip: true }],
    ['/rovat/sport', /^Sport$/, { strip: true }],
    ['/cimke/helyben', /Helyben/, { logo: 'helyben', strip: true }],
    ['/cimke/budapest', /^Budapest$/, {}],
    // A tag named in lower case ('adó') is headed with a capital.
    ['/cimke/ado', /^Adó$/, {}],
    ['/rovat/szepkilatas', /Szép kilátás/, { logo: 'szepkilatas', tabs: 'Összes túra', strip: true }],
    ['/rovat/ellenorzo', /^Ellenőrző$/, { tabs: 'Cikkek', strip: true }],
    ['/after/legfrissebb', /^Friss hírek$/, { hiddenHeader: true, tabs: 'Friss hírek' }],
    ['/g7/legfrissebb', /^Friss hírek$/, { hiddenHeader: true, tabs: 'Friss hírek' }],
    ['/g7/adat', /^Adat$/, { hiddenHeader: true, tabs: 'Adat', strip: true }],
    ['/g7/kozelet', /^Közélet$/, { hiddenHeader: true, tabs: 'Közélet', strip: true }],
    ['/g7/penz', /^Pénz$/, { hiddenHeader: true, tabs: 'Pénz', strip: true }],
    ['/g7/podcast', /^Podcast$/, { hiddenHeader: true, tabs: 'Podcast', strip: true }],
    ['/karakter/legfrissebb', /^Friss hírek$/, { hiddenHeader: true, tabs: 'Friss hírek' }],
    ['/karakter/kultura', /^Kultúra$/, { hiddenHeader: true, tabs: 'Kultúra', strip: true }],
    ['/karakter/kartyak', /Kártyák/, { hiddenHeader: true, tabs: 'Kártyák' }],
    ['/karakter/konyvespolc', /^Könyvespolc$/, { hiddenHeader: true, tabs: 'Könyvespolc', strip: true }],
    ['/karakter/nagyito', /^Nagyító$/, { hiddenHeader: true, tabs: 'Nagyító', strip: true }],
  ];

  it.each(kinds)('%s: header, tabs, items, sidebar', async (path, title, o) => {
    const doc = await page(render(), path);
    const h1 = doc.querySelectorAll('h1');
    expect(h1).toHaveLength(1);
    expect(text(h1[0])).toMatch(title);
    // A sub-site's list is headed by its tab bar; the heading is for screen readers.
    expect(h1[0]!.classList.contains('visually-hidden')).toBe(Boolean(o.hiddenHeader));
    if (o.logo) expect(doc.querySelectorAll(`h1 [data-logo="${o.logo}"]`)).toHaveLength(1);
    else expect(doc.querySelectorAll('h1 [data-logo]')).toHaveLength(0);
    if (o.tabs) expect(Array.from(doc.querySelectorAll('nav a[aria-current="page"]')).filter((a) => text(a).includes(o.tabs!))).toHaveLength(1);
    // The strip shows where allowed and exactly four highlights exist (the seed gives most lists four).
    expect(doc.querySelectorAll('#highlights-title')).toHaveLength(o.strip ? 1 : 0);
    expect(items(doc).length).toBeGreaterThan(0);
    expect(doc.querySelectorAll('[data-sidebar]')).toHaveLength(1);
    expect(doc.querySelector('link[rel=canonical]')?.getAttribute('href')).toBe(`https://hirter.hu${path}`);
  });

  it('a supplement whose slug is a sub-brand’s is headed by its logo, as its old tag list was (reader-site.md §2)', async () => {
    for (const [path, logo] of [
      ['/melleklet/valasztas-2024', 'valasztas-2024'],
      ['/melleklet/ep-2024', 'ep-2024'],
      ['/melleklet/valasztas-2022', null],
    ] as const) {
      const doc = await page(render(), path);
      expect(
        Array.from(doc.querySelectorAll('h1 [data-logo]'), (e) => e.getAttribute('data-logo')),
        path,
      ).toEqual(logo ? [logo] : []);
    }
  });

  it('an author list shows the author’s name and the avatar at 4x', async () => {
    const author = busiestAuthor();
    const doc = await page(render(), `/szerzo/${author.slug}`);
    expect(text(doc.querySelector('h1'))).toBe(author.name);
    expect(doc.querySelector('header img')?.getAttribute('src')).toMatch(/@4x\.png$/);
  });

  it('page 1 of a section: the list under the highlight strip repeats none of the strip’s articles (D-280)', async () => {
    const doc = await page(render(), '/rovat/belfold');
    const strip = Array.from(doc.querySelectorAll('[aria-labelledby=highlights-title] article h3 a'), (a) => a.getAttribute('href'));
    expect(strip).toHaveLength(4);
    const listed = itemLinks(doc);
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.filter((h) => strip.includes(h))).toEqual([]);
  });

  it('a live blog’s card in a list carries the ÉLŐ badge', async () => {
    const live = newestLiveBlog();
    // The page of its section's list that holds it.
    let onPage = 0;
    for (let p = 1; p <= 30 && !onPage; p++) {
      const res = await fetch(`${e2eEnv().contentApiUrl}/api/articles?filters[mstag]=${live.section}&page=${p}`);
      const list = (await res.json()) as { items: { id: number }[] };
      if (list.items.some((a) => a.id === live.id)) onPage = p;
      if (list.items.length === 0) break;
    }
    expect(onPage, `section ${live.section}`).toBeGreaterThan(0);
    const doc = await page(render(), `/rovat/${live.section}${onPage > 1 ? `?oldal=${onPage}` : ''}`);
    expect(text(doc.querySelector(`article[data-article-id="${live.id}"] [data-badge=live]`))).toBe('ÉLŐ');
  });

  it('every date of a list’s items is one the live layer tells again (its page is static: read an hour later, it must not say “6 perce”)', async () => {
    for (const path of ['/legfrissebb', '/rovat/belfold', '/archivum', '/g7/legfrissebb']) {
      const times = items(await page(render(), path)).flatMap((a) => Array.from(a.querySelectorAll('time')));
      expect(times.length, path).toBeGreaterThan(0);
      for (const t of times) expect([path, t.getAttribute('data-relative'), t.getAttribute('data-told')].map(Boolean)).toEqual([true, true, true]);
    }
  });

  it('Külföld has three highlights: no strip', async () => {
    expect((await page(render(), '/rovat/kulfold')).querySelectorAll('#highlights-title')).toHaveLength(0);
  });

  it('the latest list spans the sub-sites and has the promoted article after the 4th item of page 1 only', async () => {
    const doc = await page(render(), '/legfrissebb');
    // The items, without the mobile ad slot after the 3rd.
    const rows = Array.from(doc.querySelectorAll('[data-list-items] > div:not(:has([data-ad-mobile]))'));
    expect(rows[4]!.hasAttribute('data-promoted')).toBe(true);
    expect(text(rows[4])).toContain('Támogatott tartalom');
    expect(rows[4]!.querySelector('h2 a')?.getAttribute('rel')).toBe('sponsored');
    expect(doc.querySelectorAll('[data-promoted]')).toHaveLength(1);
    // No latest box on the latest list.
    expect(doc.querySelectorAll('[data-box="box-latest"]')).toHaveLength(0);
    const second = await page(render(), '/legfrissebb?oldal=2');
    expect(second.querySelectorAll('[data-promoted]')).toHaveLength(0);
    const hrefs = [...itemLinks(doc), ...itemLinks(second)];
    // The main site's and the sub-sites' articles together.
    expect(hrefs.some((h) => /^\/(after|g7|karakter)\//.test(h ?? ''))).toBe(true);
    expect(hrefs.some((h) => !/^\/(after|g7|karakter)\//.test(h ?? ''))).toBe(true);
  });

  it('the hiking list: tabs, the map’s link and reserved box, the news box, and no news among its items', async () => {
    const doc = await page(render(), '/rovat/szepkilatas');
    const map = doc.querySelector('figure[data-embed="map"]')!;
    expect(map.getAttribute('data-height')).toBe('600');
    // Without JavaScript a link to the map in the box the map will take, no frame (the island loads it).
    expect(named(map, 'a[href]', 'A túratérkép megnyitása')).toHaveLength(1);
    expect(map.querySelectorAll('iframe')).toHaveLength(0);
    expect(map.querySelector('[style]')?.getAttribute('style')).toMatch(/height:\s*600px/);
    expect(doc.querySelectorAll('[data-box="box-hiking-news"] article').length).toBeGreaterThan(0);
    const listed = items(doc).flatMap((a) => Array.from(a.querySelectorAll('h2 a'), text));
    const news = Array.from(doc.querySelectorAll('[data-box="box-hiking-news"] h3 a'), text);
    expect(news.length).toBeGreaterThan(0);
    for (const title of news) expect(listed).not.toContain(title);
  });

  it('the fact-check list links its methodology document', async () => {
    const doc = await page(render(), '/rovat/ellenorzo');
    expect(link(doc, 'Módszertan').getAttribute('href')).toBe('/dokumentum/ellenorzo-modszertan');
  });

  it('loads nothing from another host: embeds wait behind links', async () => {
    for (const path of ['/rovat/szepkilatas', '/rovat/belfold']) {
      const doc = await page(render(), path);
      const loads = Array.from(doc.querySelectorAll('[src], [srcset], [poster], object[data], link[href]:not([rel=canonical]):not([rel=alternate])'))
        .flatMap((el) => ['src', 'srcset', 'poster', 'data', 'href'].map((a) => el.getAttribute(a) ?? ''))
        .flatMap((v) => v.split(/,\s*/).map((s) => s.trim().split(/\s+/)[0]!))
        .filter((u) => /^(https?:)?\/\//.test(u));
      expect(loads, path).toEqual([]);
    }
  });
});

describe.each(Object.entries(servers()))('statuses on the %s', (_name, base) => {
  it('bad queries and unknown variants are 404s, never 500s', async () => {
    for (const path of [
      '/rovat/belfold?perPage=0',
      '/rovat/belfold?perPage=sok',
      '/rovat/belfold?filters=%7Bnope',
      `/rovat/belfold?filters=${encodeURIComponent('{"evil":[]}')}`,
      '/rovat/szepkilatas/konnyu-tura',
      '/rovat/belfold/nehez-tura',
      '/cimke/nincs-ilyen-cimke',
      '/rovat/belfold?oldal=99999',
      `/rovat/belfold?term=x&oldal=999`,
    ]) {
      expect((await ask(base, path)).status, path).toBe(404);
    }
    // Twenty values of a criterion are a valid query, but with the route's own one the search call has 21
    // and the content API refuses it (400): a 404 as on every transport, not the error page (issue #19).
    const twenty = (prefix: string) => Array.from({ length: 20 }, (_, i) => `${prefix}-${i}`);
    for (const path of [
      `/rovat/belfold?filters=${encodeURIComponent(JSON.stringify({ superTags: twenty('rovat') }))}`,
      `/cimke/budapest?filters=${encodeURIComponent(JSON.stringify({ and_tags: twenty('cimke') }))}`,
    ]) {
      expect((await ask(base, path)).status, path).toBe(404);
    }
    // oldal that is not a page number is page 1 (spec §5).
    expect((await ask(base, '/rovat/belfold?oldal=abc')).status).toBe(200);
  });

  it('a page size above the API’s 100 is taken as 100, as the API takes it (D-256)', async () => {
    const articles = async (path: string) => {
      const res = await ask(base, path);
      expect(res.status, path).toBe(200);
      return res.body.split('<article').length - 1;
    };
    expect(await articles('/rovat/belfold?perPage=500')).toBeGreaterThan(await articles('/rovat/belfold'));
  });

  it('the hiking bar shows exactly the tabs with articles (an empty tab is a 404), which no article links to', async () => {
    const shown = Array.from(nav(await page(base, '/rovat/szepkilatas'), 'Túrák nehézség szerint').querySelectorAll('a'), (a) => a.getAttribute('href')!);
    expect(shown[0]).toBe('/rovat/szepkilatas');
    expect(shown.length).toBeGreaterThan(1);
    for (const tab of ['nem-nehez-tura', 'kozepesen-nehez-tura', 'nehez-tura', 'extrem-tura']) {
      const path = `/rovat/szepkilatas/${tab}`;
      const res = await ask(base, path);
      expect(res.status === 200, path).toBe(shown.includes(path));
      if (res.status === 200) expect(res.body).toContain('data-list-kind="hiking"');
    }
  });
});

describe('paging, tabs and search', () => {
  it('the pager leads to page 2, the last page and back to the first', async () => {
    const total = Math.ceil(sectionCount('belfold') / 10);
    expect(total).toBeGreaterThan(3);
    const first = await page(render(), '/rovat/belfold');
    const to2 = hrefOf(link(pager(first), '2'));
    expect(to2).toBe('/rovat/belfold?oldal=2');
    const two = await page(render(), to2);
    expect(two.querySelector('link[rel=canonical]')?.getAttribute('href')).toBe('https://hirter.hu/rovat/belfold?oldal=2');
    expect(text(pager(two).querySelector('[aria-current="page"]'))).toBe('2');
    expect(text(items(two)[0]!.querySelector('h2'))).not.toBe(text(items(first)[0]!.querySelector('h2')));

    const toLast = hrefOf(link(pager(two), 'Utolsó oldal'));
    expect(toLast).toMatch(new RegExp(`oldal=${total}$`));
    const last = await page(render(), toLast);
    expect(text(pager(last).querySelector('[aria-current="page"]'))).toBe(String(total));
    expect(named(pager(last), 'a', 'Következő oldal')).toHaveLength(0);
    // Within 2 of the last page, an ellipsis before.
    expect(named(pager(last), 'a[href]', String(total - 2))).toHaveLength(1);
    expect(named(pager(last), 'a', String(total - 3))).toHaveLength(0);
    expect(hrefOf(link(pager(last), 'Első oldal'))).toBe('/rovat/belfold');
  });

  it('the hiking tabs are links to their lists', async () => {
    const doc = await page(render(), '/rovat/szepkilatas');
    const to = hrefOf(link(nav(doc, 'Túrák nehézség szerint'), 'Nehéz túra'));
    expect(to).toBe('/rovat/szepkilatas/nehez-tura');
    const hard = await page(render(), to);
    expect(text(nav(hard, 'Túrák nehézség szerint').querySelector('[aria-current="page"]'))).toBe('Nehéz túra');
    expect(hard.querySelectorAll('h1 [data-logo="szepkilatas"]')).toHaveLength(1);
    expect(items(hard).length).toBeGreaterThan(0);
    expect((await ask(render(), hrefOf(link(nav(doc, 'Túrák nehézség szerint'), 'Extrém túra')))).status).toBe(200);
  });

  it('the G7 tabs are links to its lists; G7 has no app and shop box, Karakter has, and no sponsor line', async () => {
    const doc = await page(render(), '/g7/legfrissebb');
    const tabs = nav(doc, 'G7 rovatai');
    expect(Array.from(tabs.querySelectorAll('a'), text)).toEqual(['Összes', 'Friss hírek', 'Adat', 'Közélet', 'Pénz', 'Podcast']);
    const to = hrefOf(link(tabs, 'Pénz'));
    expect(to).toBe('/g7/penz');
    const money = await page(render(), to);
    expect(text(nav(money, 'G7 rovatai').querySelector('[aria-current="page"]'))).toBe('Pénz');
    expect(text(money.querySelector('h1'))).toBe('Pénz');
    expect(money.querySelectorAll('[data-box="box-app-shop"]')).toHaveLength(0);
    const culture = await page(render(), '/karakter/kultura');
    expect(culture.querySelectorAll('[data-box="box-app-shop"]')).toHaveLength(1);
    expect(culture.querySelectorAll('[data-sponsored-line]')).toHaveLength(0);
  });

  it('the search box is a GET form to the list: its answer counts the hits, is not indexed, and pages with the term', async () => {
    const to = typedAndSent(await page(render(), '/rovat/belfold'), SEARCH, 'közgyűlés');
    expect(to).toMatch(/^\/rovat\/belfold\?term=/);
    const found = await page(render(), to);
    expect(status(found)).toContain('találat');
    expect(found.querySelector('meta[name=robots]')?.getAttribute('content')).toBe('noindex');
    expect(items(found).length).toBeGreaterThan(0);
    // Paging keeps the search.
    for (const a of named(pager(found), 'a', '2')) expect(a.getAttribute('href')).toMatch(/term=/);
    const none = await page(render(), `/rovat/belfold?term=${encodeURIComponent('qqqzzzxxx')}`);
    expect(status(none)).toMatch(/Nincs találat/);
    expect(text(none.querySelector('h1'))).toContain('Belföld');
  });

  it("a search without hits of a list that does not exist is its 404, as without the term: an unknown section, tag or author, the other domain's section", async () => {
    for (const [name, base] of Object.entries(servers()))
      for (const path of ['/rovat/nincs-ilyen', '/cimke/nincs-ilyen', '/szerzo/nincs-ilyen', '/rovat/erdely'])
        expect((await ask(base, `${path}?term=qqqzzzxxx`)).status, `${name} ${path}`).toBe(404);
  });

  it.each([
    ['/legfontosabb', 'legfontosabb'],
    ['/kedvenceink', 'kedvenceink'],
  ])('%s is searched by its flag, on the static origin too (D-284)', async (path, flag) => {
    const origin = e2eEnv().originUrl;
    const doc = await page(origin, path);
    // A word of the list's first title: the search finds that article among the flagged ones.
    const word = text(items(doc)[0]!.querySelector('h2, h3')).split(/\s+/)[0]!;
    const to = typedAndSent(doc, SEARCH, word);
    expect(to).toMatch(new RegExp(`^${path}\\?term=`));
    const found = await page(origin, to);
    expect(status(found)).toContain('találat');
    const res = await fetch(
      `${e2eEnv().contentApiUrl}/api/search?term=${encodeURIComponent(word)}&filters=${encodeURIComponent(JSON.stringify({ flags: [flag] }))}`,
    );
    const api = (await res.json()) as { items: { flags: { slug: string }[] }[]; totalItems: number };
    expect(api.totalItems).toBeGreaterThan(0);
    expect(api.items.every((a) => a.flags.some((f) => f.slug === flag))).toBe(true);
    expect(items(found)).toHaveLength(Math.min(api.totalItems, 10));
  });
});
