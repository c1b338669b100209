import { describe, expect, it } from 'vitest';
import {
  ELECTION_MAPS,
  dataPageOfFrame,
  dataPagePath,
  electionMapOf,
  isDataPagePath,
  mapFrameSrc,
  mapViewOf,
  partyDataPaths,
  regionDataPaths,
} from './electionMap';
import { SUPPLEMENTS, matchSupplement } from './supplements';

describe('mapFrameSrc', () => {
  it('builds the source from the type, segments 3 and 4 and the hide-more flag', () => {
    expect(mapFrameSrc('ogy-2022', null, null, false)).toBe('/terkep/ogy-2022/orszagos.html');
    expect(mapFrameSrc('ogy-2022', null, null, true)).toBe('/terkep/ogy-2022/orszagos.html?rejt=1');
    expect(mapFrameSrc('onk-2024', 'pest', null, true)).toBe('/terkep/onk-2024/pest.html?rejt=1');
    expect(mapFrameSrc('onk-2024', 'pest', 'tisza', true)).toBe('/terkep/onk-2024/pest.html?part=tisza&rejt=1');
    expect(mapFrameSrc('usa-2024', 'texas', 'republikanus', false)).toBe('/terkep/usa-2024/texas.html?part=republikanus');
  });

  it('passes no key the map does not have, and no party without a region', () => {
    expect(mapFrameSrc('ep-2024', 'atlantisz', 'neppart', false)).toBe('/terkep/ep-2024/orszagos.html');
    expect(mapFrameSrc('ep-2024', 'malta', '"><script>', false)).toBe('/terkep/ep-2024/malta.html');
    expect(mapFrameSrc('ep-2024', 'budapest', null, false)).toBe('/terkep/ep-2024/orszagos.html');
  });

  it('is undone by dataPageOfFrame (what the frame pushes)', () => {
    for (const m of ELECTION_MAPS) {
      for (const [a, b] of [
        [null, null],
        [m.regions[0]!.key, null],
        [m.regions.at(-1)!.key, m.parties[1]!.key],
      ] as const) {
        const src = new URL(mapFrameSrc(m.type, a, b, true), 'http://x');
        expect(dataPageOfFrame(src.pathname, src.search)).toBe(dataPagePath(m.election, a, b));
      }
    }
    expect(dataPageOfFrame('/terkep/ogy-2022/atlantisz.html', '')).toBeNull();
    expect(dataPageOfFrame('/terkep/nincs/orszagos.html', '')).toBeNull();
    expect(dataPageOfFrame('/terkep/ogy-2022/orszagos.html', '?part=fidesz-kdnp')).toBe('/melleklet/valasztas-2022/adatok');
  });
});

describe('mapViewOf', () => {
  it('takes a region for segment 3 and a party of the map for segment 4; anything else is no page', () => {
    expect(mapViewOf('valasztas-2022', [])).toMatchObject({ region: null, party: null });
    expect(mapViewOf('valasztas-2022', ['budapest'])?.region?.name).toBe('Budapest');
    expect(mapViewOf('valasztas-2022', ['budapest', 'mi-hazank'])?.party?.name).toBe('Mi Hazánk');
    expect(mapViewOf('valasztas-2022', ['atlantisz'])).toBeNull();
    expect(mapViewOf('valasztas-2022', ['budapest', 'tisza'])).toBeNull();
    expect(mapViewOf('usa-2024', ['budapest'])).toBeNull();
    expect(mapViewOf('tokio-2020', [])).toBeNull();
  });

  it('knows which paths are data pages the frame may push', () => {
    expect(isDataPagePath('/melleklet/ep-2024/adatok', 'ep-2024')).toBe(true);
    expect(isDataPagePath('/melleklet/ep-2024/adatok/malta/neppart', 'ep-2024')).toBe(true);
    expect(isDataPagePath('/melleklet/ep-2024/adatok/malta/x', 'ep-2024')).toBe(false);
    expect(isDataPagePath('/melleklet/ep-2024', 'ep-2024')).toBe(false);
    expect(isDataPagePath('/melleklet/usa-2024/adatok', 'ep-2024')).toBe(false);
    expect(isDataPagePath('/melleklet/ep-2024/adatokx', 'ep-2024')).toBe(false);
  });
});

describe('the maps', () => {
  it('belong to the election supplements with a data tab, and their regions sit on distinct tiles', () => {
    const elections = SUPPLEMENTS.filter((s) => s.election).map((s) => s.slug);
    expect(ELECTION_MAPS.map((m) => m.election).sort()).toEqual([...elections].sort());
    for (const m of ELECTION_MAPS) {
      expect(electionMapOf(m.election)).toBe(m);
      const cells = new Set(m.regions.map((r) => `${r.col},${r.row}`));
      expect(cells.size, m.type).toBe(m.regions.length);
      expect(new Set(m.regions.map((r) => r.key)).size).toBe(m.regions.length);
    }
    expect(ELECTION_MAPS.map((m) => m.regions.length)).toEqual([20, 20, 27, 51]);
  });

  it('every region data page is a supplement page (the prerender list)', () => {
    const paths = regionDataPaths();
    expect(paths).toHaveLength(118);
    expect(paths).toContain('/melleklet/usa-2024/adatok/washington-dc');
    for (const p of paths) expect(matchSupplement(p.split('/').slice(2))?.path).toBe(p);
  });

  it("every party's view of every region is a supplement page too (prerendered: its region's page links it, D-374)", () => {
    const paths = partyDataPaths();
    expect(paths).toHaveLength(491);
    expect(paths).toContain('/melleklet/ep-2024/adatok/magyarorszag/neppart');
    for (const p of paths) expect(matchSupplement(p.split('/').slice(2))?.path).toBe(p);
  });
});
