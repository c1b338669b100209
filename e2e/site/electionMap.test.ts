// The election data pages and their map pages (decisions D-269–D-272) as a reader without JavaScript gets
// them from the static origin: each data page embeds its own same-origin map page (the src the pure rule
// builds) whose HTML holds the heading, a tile per region and the results; the regions are plain links to
// their own data pages; a party's view of a region is a page of its own; unknown keys are 404 on every server.
// What the frame does with JavaScript (messages, sizing, the scheme) is e2e/electionMap.spec.ts's.
import { describe, expect, it } from 'vitest';
import { ELECTION_MAPS, mapFrameSrc } from '../../domain/electionMap';
import { e2eEnv } from '../env';
import { hrefOf, link } from './reader';
import { ask, page, servers, text } from './http';

const origin = () => e2eEnv().originUrl;
const iframeOf = (doc: Document) => doc.querySelector('[data-election-map] iframe');

/** The frame's own page, as the frame loads it (its src is a path on the same origin). */
async function framePage(doc: Document): Promise<Document> {
  const src = iframeOf(doc)?.getAttribute('src');
  if (!src) throw new Error('no map frame');
  return page(origin(), src);
}

describe('every election data page', () => {
  it.each(ELECTION_MAPS.map((m) => [m.election, m] as const))('%s embeds its own map page, with the election boxes and region links', async (_e, map) => {
    const doc = await page(origin(), `/melleklet/${map.election}/adatok`);
    const iframe = iframeOf(doc)!;
    expect(iframe.getAttribute('src')).toBe(mapFrameSrc(map.type, null, null, true));
    expect(iframe.getAttribute('title')).toBe(map.title);
    expect(doc.querySelectorAll('[data-election-map] details a')).toHaveLength(map.regions.length);
    const boxes = doc.querySelector('aside[aria-labelledby]');
    expect(text(doc.getElementById(boxes?.getAttribute('aria-labelledby') ?? ''))).toBe('Választások');
    expect(doc.querySelectorAll('[data-placeholder]')).toHaveLength(0);
    expect(text(doc.body).includes('Európai Unió társfinanszírozásával')).toBe(map.election === 'ep-2024');
    // The frame's page: its heading, a tile per region, the national table and the more link (the frame's
    // script hides it for rejt=1: e2e/electionMap.spec.ts).
    const frame = await framePage(doc);
    expect(text(frame.querySelector('h1'))).toBe(map.whole);
    expect(frame.querySelectorAll('svg a')).toHaveLength(map.regions.length);
    expect(text(frame.querySelector('table caption'))).toContain('összesített eredmény');
    expect(frame.querySelectorAll('[data-more]').length).toBeGreaterThan(0);
  });
});

it('a region’s data page is a page of its own: its heading and its frame’s view', async () => {
  const doc = await page(origin(), '/melleklet/valasztas-2022/adatok/budapest');
  expect(text(doc.querySelector('[data-map-page] h2'))).toBe('Térkép: Budapest');
  const frame = await framePage(doc);
  expect(text(frame.querySelector('h1'))).toBe('Budapest – Magyarország');
  expect(text(frame.querySelector('table'))).toContain('Fidesz–KDNP');
});

it('a party’s view of a region (/adatok/{a}/{b}) frames the region with the party, canonical the region', async () => {
  const doc = await page(origin(), '/melleklet/valasztas-2024/adatok/pest/tisza');
  expect(iframeOf(doc)?.getAttribute('src')).toBe(mapFrameSrc('onk-2024', 'pest', 'tisza', true));
  expect(doc.querySelector('link[rel=canonical]')?.getAttribute('href')).toBe('https://hirter.hu/melleklet/valasztas-2024/adatok/pest');
  // The row the frame's script highlights (e2e/electionMap.spec.ts) is there.
  expect(text((await framePage(doc)).querySelector('tr[data-party=tisza] th'))).toMatch(/^TISZA/);
});

it('a region’s page links its parties’ views (/adatok/{a}/{b}), which a reader reaches by following them', async () => {
  const map = ELECTION_MAPS.find((m) => m.election === 'valasztas-2024')!;
  const doc = await page(origin(), '/melleklet/valasztas-2024/adatok/pest');
  const parties = doc.querySelectorAll('[data-election-map] details')[1]!;
  expect(text(parties.querySelector('summary'))).toBe('Pest: a pártok eredményei');
  expect(Array.from(parties.querySelectorAll('a'), (a) => a.getAttribute('href'))).toEqual(
    map.parties.map((p) => `/melleklet/valasztas-2024/adatok/pest/${p.key}`),
  );
  const tisza = hrefOf(link(parties, /^TISZA/));
  const view = await page(origin(), tisza);
  expect(iframeOf(view)?.getAttribute('src')).toBe(mapFrameSrc('onk-2024', 'pest', 'tisza', true));
  expect(link(view.querySelectorAll('[data-election-map] details')[1]!, /^TISZA/).getAttribute('aria-current')).toBe('page');
});

it('without JavaScript the frame and its results are in the page, and the regions are links to their pages', async () => {
  const doc = await page(origin(), '/melleklet/usa-2024/adatok/texas');
  expect(iframeOf(doc)?.getAttribute('src')).toBe(mapFrameSrc('usa-2024', 'texas', null, true));
  const frame = await framePage(doc);
  expect(text(frame.querySelector('table'))).toContain('Donald Trump (republikánus)');
  expect(Array.from(frame.querySelectorAll('caption'), text)).toEqual(['Texas: eredmények']);
  expect(hrefOf(link(doc, 'A térkép és az eredmények megnyitása külön oldalon'))).toMatch(/\/terkep\/usa-2024\/texas\.html/);
  const florida = hrefOf(link(doc.querySelector('[data-election-map] details')!, 'Florida'));
  expect(florida).toBe('/melleklet/usa-2024/adatok/florida');
  expect(Array.from((await framePage(await page(origin(), florida))).querySelectorAll('caption'), text)).toEqual(['Florida: eredmények']);
});

describe.each(Object.entries(servers()))('on the %s', (_name, base) => {
  it('unknown region and party keys are 404', async () => {
    for (const path of [
      '/melleklet/valasztas-2024/adatok/atlantisz',
      '/melleklet/valasztas-2024/adatok/pest/nincs-ilyen',
      '/melleklet/usa-2024/adatok/texas/tisza',
    ]) {
      expect((await ask(base, path)).status, path).toBe(404);
    }
  });
});
