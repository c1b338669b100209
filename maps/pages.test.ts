import { describe, expect, it } from 'vitest';
import { ELECTION_MAPS, electionMapOf } from '../domain/electionMap';
import { mapResults } from './results';
import { electoralTotals, mapFiles, mapPage, pct, winnerOf } from './pages';

const hu2022 = electionMapOf('valasztas-2022')!;
const usa = electionMapOf('usa-2024')!;

describe('the seeded results', () => {
  it('are the same on every build, and every region’s shares add up to 100%', () => {
    for (const m of ELECTION_MAPS) {
      const a = mapResults(m);
      expect(mapResults(m)).toEqual(a);
      expect(a.regions).toHaveLength(m.regions.length);
      for (const r of [...a.regions, a.national]) {
        expect(r.shares.reduce((x, y) => x + y, 0)).toBe(1000);
        expect(r.shares).toHaveLength(m.parties.length);
        expect(r.turnout).toBeGreaterThan(250);
      }
    }
  });

  it('are plausible: Budapest leans the other way in 2022, and the US electoral votes add up to 538 with a winner', () => {
    const r = mapResults(hu2022);
    const budapest = r.regions.find((x) => x.region === 'budapest')!;
    expect(hu2022.parties[winnerOf(budapest.shares)]!.key).toBe('egyutt');
    expect(r.regions.filter((x) => winnerOf(x.shares) === 0)).toHaveLength(19);
    const totals = electoralTotals(usa, mapResults(usa));
    expect(totals[0]! + totals[1]!).toBe(538);
    expect(Math.max(...totals)).toBeGreaterThanOrEqual(270);
  });
});

describe('mapPage', () => {
  const results = mapResults(hu2022);
  const national = mapPage(hu2022, results, null);
  const budapest = mapPage(
    hu2022,
    results,
    hu2022.regions.find((r) => r.key === 'budapest')!,
  );

  it('is a complete page with its own script and style only, saying which data page it stands for', () => {
    expect(national).toMatch(/^<!doctype html>\n<html lang="hu"/);
    expect(national).toContain('<script type="module" src="/terkep/terkep.js"></script>');
    expect(national).toContain('<link rel="stylesheet" href="/terkep/terkep.css">');
    expect(national).not.toMatch(/https?:\/\//);
    expect(national).toContain('<body data-route="/melleklet/valasztas-2022/adatok">');
    expect(budapest).toContain('<body data-route="/melleklet/valasztas-2022/adatok/budapest">');
  });

  it('links every tile to its region’s data page for the whole window, its winner written on it', () => {
    expect(national.match(/<a href="\/melleklet\/valasztas-2022\/adatok\/[a-z-]+" target="_top" aria-label/g)).toHaveLength(20);
    const bp = results.regions.find((x) => x.region === 'budapest')!;
    expect(national).toContain(`aria-label="Budapest: Egységben Magyarországért, ${pct(bp.shares[1]!)}"`);
    expect(national).toMatch(/<text [^>]*class="w">EM<\/text>/);
  });

  it('has a results table with a caption, a row per party on a region’s page, the more link and the way back', () => {
    expect(national).toContain('<caption>Magyarország: a győztes vármegyénként</caption>');
    expect(budapest).toContain('<caption>Budapest: eredmények</caption>');
    expect(budapest.match(/<tr data-party="/g)).toHaveLength(hu2022.parties.length);
    expect(budapest).toContain('data-parent-router>Részletes adatok és térkép</a>');
    expect(budapest).toContain('<a href="/melleklet/valasztas-2022/adatok" target="_top">Vissza: Magyarország</a>');
    expect(budapest).toContain('aria-current="page"');
  });

  it('writes the shares Hungarian style', () => {
    expect(pct(543)).toBe('54,3%');
    expect(pct(1000)).toBe('100,0%');
    expect(pct(7)).toBe('0,7%');
  });
});

describe('mapFiles', () => {
  it('has a national page and one per region for every election, and the stylesheet', () => {
    const files = mapFiles(ELECTION_MAPS.map((map) => ({ map, results: mapResults(map) })));
    expect(files.size).toBe(1 + ELECTION_MAPS.reduce((n, m) => n + 1 + m.regions.length, 0));
    expect(files.get('/terkep/usa-2024/texas.html')).toContain('<h1>Texas – Egyesült Államok</h1>');
    expect(files.get('/terkep/ep-2024/orszagos.html')).toContain('<h1>Európai Unió</h1>');
    expect(files.get('/terkep/terkep.css')).toContain("data-scheme='dark'");
  });
});
