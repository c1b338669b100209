// Supplements (/melleklet/…) and the other screens of reader-site.md §2 as a reader without JavaScript and a
// crawler get them: each screen's heading and content in the HTML, its tabs and filters as links that answer,
// the statuses (404s, redirects) asked of the render server, the static origin and nginx alike.
import { describe, expect, it } from 'vitest';
import { SUPPLEMENTS } from '../../domain/supplements';
import { e2eEnv } from '../env';
import { hrefOf, link, nav } from './reader';
import { ask, page, servers, text } from './http';
import { bothTags, tagCounts } from './seededCounts';

const render = () => e2eEnv().baseUrl;
const items = (doc: Document) => doc.querySelectorAll('[data-supplement-view=articles] article');
const tabs = (doc: Document) => nav(doc, 'A melléklet rovatai');
const NOT_FOUND = 'A keresett oldal nem található.';

/** Every screen of reader-site.md §2 this file covers: each must be complete without JavaScript. */
const SCREENS = [
  '/melleklet/eb-2024',
  '/melleklet/eb-2024/toplistak/sarga-lapok',
  '/melleklet/orosz-ukran-haboru',
  '/melleklet/valasztas-2024/adatok',
  '/melleklet/ep-2024/adatok',
  '/melleklet/tippjatek',
  '/dokumentum/hirlevel',
  '/impresszum',
  '/arfolyam',
  '/tamogatas',
  '/tamogatas/siker',
  '/egyszazalek',
  '/hirterakademia',
  '/te',
  '/empty',
  '/app-web-widget',
];

describe.each(Object.entries(servers()))('without JavaScript, on the %s', (_name, base) => {
  it.each(SCREENS)('%s is complete: one heading, a main with content', async (path) => {
    const doc = await page(base, path);
    expect(doc.querySelectorAll('h1')).toHaveLength(1);
    expect(text(doc.querySelector('main'))).not.toBe('');
  });

  it('a supplement lists its articles, the exchange rates are a table', async () => {
    expect((await page(base, '/melleklet/eb-2024')).querySelectorAll('[data-supplement-view=articles] article').length).toBeGreaterThan(0);
    expect((await page(base, '/arfolyam')).querySelectorAll('tr[data-currency=EUR]')).toHaveLength(1);
  });
});

describe('supplements', () => {
  it('a supplement: its articles, then a data tab with the content API’s dataset', async () => {
    const counts = tagCounts();
    // The supplement with a data tab second (the football tabs are the football screen) that has the most articles in this corpus.
    const s = SUPPLEMENTS.filter((x) => x.tabs[1]?.kind === 'data').sort((a, b) => (counts.get(b.tag) ?? 0) - (counts.get(a.tag) ?? 0))[0]!;
    const n = counts.get(s.tag) ?? 0;
    expect(n).toBeGreaterThan(0);
    const doc = await page(render(), `/melleklet/${s.slug}`);
    expect(text(doc.querySelector('h1'))).toBe(s.title);
    expect(items(doc)).toHaveLength(Math.min(10, n));
    expect(link(tabs(doc), 'Cikkek').getAttribute('aria-current')).toBe('page');

    const data = s.tabs[1]!;
    const to = hrefOf(link(tabs(doc), data.label));
    expect(to).toBe(`/melleklet/${s.slug}/${data.slug}`);
    const tab = await page(render(), to);
    expect(link(tabs(tab), data.label).getAttribute('aria-current')).toBe('page');
    // The content API's dataset, never a placeholder (supplementData.test.ts checks each tab).
    expect(text(tab.querySelector('[data-dataset] h2'))).toBe(data.label);
    expect(tab.querySelectorAll('[data-placeholder]')).toHaveLength(0);
    expect(items(tab)).toHaveLength(0);
  });

  it('the war supplement answers under its alias too, with its sub-filters', async () => {
    const doc = await page(render(), '/melleklet/orosz-ukran-valsag');
    expect(text(doc.querySelector('h1'))).toBe('Orosz-ukrán háború');
    expect(doc.querySelector('link[rel=canonical]')?.getAttribute('href')).toBe('https://hirter.hu/melleklet/orosz-ukran-haboru');
    expect(items(doc)).toHaveLength(Math.min(10, tagCounts().get('orosz-ukran-haboru') ?? 0));
    const to = hrefOf(link(nav(doc, 'Cikkek: szűrés'), 'Összefoglalók'));
    expect(to).toBe('/melleklet/orosz-ukran-valsag/osszefoglalok');
    const filtered = await page(render(), to);
    expect(link(nav(filtered, 'Cikkek: szűrés'), 'Összefoglalók').getAttribute('aria-current')).toBe('page');
    const summaries = bothTags('orosz-ukran-haboru', 'osszefoglalo');
    if (summaries === 0) expect(text(filtered.querySelector('main'))).toContain('Ebben a mellékletben még nincs cikk.');
    else expect(items(filtered)).toHaveLength(Math.min(10, summaries));
  });

  it('an election data page takes up to two region keys; the EP pages carry the EU notice', async () => {
    // A region and a party of the election's map (D-269); the map itself is electionMap.test.ts's.
    const doc = await page(render(), '/melleklet/valasztas-2024/adatok/pest/tisza');
    expect(link(tabs(doc), 'Adatok és térkép').getAttribute('aria-current')).toBe('page');
    expect(text(doc.querySelector('[data-map-page] h2'))).toBe('Adatok és térkép: Pest, TISZA');
    expect(doc.querySelector('[data-election-map] iframe')?.getAttribute('src')).toBe('/terkep/onk-2024/pest.html?part=tisza&rejt=1');
    const ep = await page(render(), '/melleklet/ep-2024/adatok');
    expect(text(ep.body)).toContain('Az oldal az Európai Unió társfinanszírozásával készült.');
  });

  it('the 404 page of an unknown supplement', async () => {
    const res = await ask(render(), '/melleklet/nincs-ilyen');
    expect(res.status).toBe(404);
    expect(res.body).toContain(`<h1>${NOT_FOUND}</h1>`);
  });
});

describe('documents, impress, exchange rates, the app widget', () => {
  it('a document page', async () => {
    const res = await fetch(`${e2eEnv().contentApiUrl}/api/docs/hirlevel`);
    const doc = (await res.json()) as { title: string };
    const html = await page(render(), '/dokumentum/hirlevel');
    expect(text(html.querySelector('h1'))).toBe(doc.title);
    expect(text(html.querySelector('article p'))).toContain('Iratkozzon fel');
  });

  it('the impress: the publisher’s text and the staff', async () => {
    const res = await fetch(`${e2eEnv().contentApiUrl}/api/impress/staff`);
    const staff = (await res.json()) as { title: string; people: { name: string }[] }[];
    const doc = await page(render(), '/impresszum');
    expect(text(doc.querySelector('h1'))).toBe('Impresszum');
    expect(text(doc.querySelector('main'))).toContain('Felelős kiadó');
    const section = doc.querySelector('[data-staff]')!;
    expect(Array.from(section.querySelectorAll('h2'), text)).toEqual(['Szerkesztőség']);
    const groups = staff.filter((x) => x.people.length > 0);
    expect(groups.length).toBeGreaterThan(0);
    const headings = Array.from(section.querySelectorAll('h3'), text);
    const names = Array.from(section.querySelectorAll('li span'), text);
    for (const g of groups) {
      expect(headings).toContain(g.title);
      expect(names).toContain(g.people[0]!.name);
    }
  });

  it('exchange rates in forints on the main domain and in lei on the Romanian edition', async () => {
    const doc = await page(render(), '/arfolyam');
    expect(text(doc.querySelector('h1'))).toBe('Árfolyamok');
    const huf = doc.querySelector('table[data-currency-table=HUF]')!;
    expect(text(huf.querySelector('tr[data-currency=EUR] td'))).toMatch(/^\d[\d ]*,\d\d Ft$/);
    expect(huf.querySelectorAll('tbody tr')).toHaveLength(7);
    // The day of the quotes as the spec writes dates: 'YYYY. MMMM D.'.
    expect(text(doc.querySelector('main p > time'))).toMatch(
      /^\d{4}\. (január|február|március|április|május|június|július|augusztus|szeptember|október|november|december) \d{1,2}\.$/,
    );

    const ro = await page(render(), '/arfolyam', { domain: 'ro' });
    const ron = ro.querySelector('table[data-currency-table=RON]')!;
    expect(text(ron.querySelector('tr[data-currency=EUR] td'))).toMatch(/^\d+,\d\d Lei$/);
    expect(ron.querySelectorAll('tr[data-currency=HUF]')).toHaveLength(1);
    expect(ro.querySelectorAll('table[data-currency-table=HUF]')).toHaveLength(0);
  });

  it('the app widget lists the six newest headlines and is not indexed', async () => {
    const doc = await page(render(), '/app-web-widget');
    expect(doc.querySelectorAll('[data-app-widget] article')).toHaveLength(6);
    expect(doc.querySelector('meta[name=robots]')?.getAttribute('content')).toMatch(/noindex/);
  });
});

describe('the other screens', () => {
  const TITLES: [string, string][] = [
    ['/tamogatas', 'Támogass minket!'],
    ['/tamogatas/belepes', 'Belépés támogatóknak'],
    ['/tamogatas/profil', 'Támogatói profil'],
    ['/tamogatas/hiba', 'A támogatás nem sikerült'],
    ['/tamogatas/siker', 'Köszönjük a támogatását!'],
    ['/egyszazalek', 'Adója 1%-a'],
    ['/hirterakademia', 'Hírtér Akadémia'],
    ['/te', 'Te'],
    ['/empty', 'Üres oldal'],
    ['/app-web-widget', 'Friss hírek'],
    ['/melleklet/tippjatek', 'Tippjáték'],
  ];
  it.each(TITLES)('%s is headed %s', async (path, title) => {
    const res = await ask(render(), path);
    expect(res.status).toBe(200);
    expect(res.body).toContain(`>${title}</h1>`);
  });
});

describe.each(Object.entries(servers()))('statuses on the %s', (_name, base) => {
  it('unknown supplements, tabs, deeper paths, region keys and pages past the end are 404; so are unknown documents', async () => {
    for (const path of [
      '/melleklet/nincs-ilyen',
      '/melleklet/eb-2024/nincs',
      '/melleklet/tokio-2020/eremtablazat/x',
      '/melleklet/eb-2024?oldal=50',
      '/melleklet/valasztas-2024/adatok/pest/tisza/x',
      '/melleklet/valasztas-2024/adatok/pest/01',
      '/tamogatas/nincs',
    ]) {
      expect((await ask(base, path)).status, path).toBe(404);
    }
    const missing = await ask(base, '/dokumentum/nincs-ilyen-dokumentum');
    expect(missing.status).toBe(404);
    expect(missing.body).toContain(`<h1>${NOT_FOUND}</h1>`);
  });

  it('every supplement redirect lands on a supplement page', async () => {
    for (const from of ['/cimke/eb-2024', '/rovat/valasztas-2022', '/cimke/orosz-ukran-valsag', '/valasztas']) {
      const res = await ask(base, from, { follow: 5 });
      expect(res.status, from).toBe(200);
      expect(new URL(res.url).pathname, from).toMatch(/^\/melleklet\//);
    }
  });

  it('the Romanian edition refuses the main site’s four screens and its supplements, and has the app widget', async () => {
    for (const path of ['/tamogatas', '/egyszazalek', '/hirterakademia', '/te', '/melleklet/eb-2024']) {
      expect((await ask(base, path, { domain: 'ro' })).status, `ro ${path}`).toBe(404);
    }
    expect((await ask(base, '/app-web-widget', { domain: 'ro' })).status).toBe(200);
  });

  it('/login outside preview mode goes to the front page', async () => {
    const res = await ask(base, '/login');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/');
    const landed = await ask(base, '/login', { follow: 1 });
    expect(landed.status).toBe(200);
    expect(new URL(landed.url).pathname).toBe('/');
  });
});
