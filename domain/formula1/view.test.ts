import { describe, expect, it } from 'vitest';
import { canonicalHref, competitionHref, driverHref, emptyView, raceHref, seasonHref, tabHref, teamHref, F1_RESULTS_POLL_MS } from './view';
import { QUERY_UPDATE_DELAY_MS } from '../constants';
import { parseF1Query } from './query';

const base = { ...emptyView('/sport/forma-1', 'versenynaptar'), season: 2026, defaultSeason: 2026 };
const past = { ...base, season: 2025 };

describe('the links of every state', () => {
  it.each([
    [tabHref(base, 'pontverseny'), '/sport/forma-1?oldal=pontverseny'],
    [tabHref(base, 'versenynaptar'), '/sport/forma-1'],
    [tabHref(past, 'konstruktor'), '/sport/forma-1?oldal=konstruktor&szezon=2025'],
    [seasonHref(base, 2025), '/sport/forma-1?szezon=2025'],
    [seasonHref({ ...base, tab: 'csapatok' }, 2026), '/sport/forma-1?oldal=csapatok'],
    [competitionHref(base, 3), '/sport/forma-1?verseny=3'],
    [raceHref(past, 2, -24), '/sport/forma-1?szezon=2025&verseny=2&futam=-24'],
    [teamHref(base, 202), '/sport/forma-1?oldal=csapatok&csapat=202'],
    [driverHref(past, 101), '/sport/forma-1?oldal=versenyzok&szezon=2025&versenyzo=101'],
  ])('%s', (href, expected) => {
    expect(href).toBe(expected);
  });
});

describe('constants', () => {
  it('polls live results every 15 s and updates the address 200 ms after a change (§9)', () => {
    expect(F1_RESULTS_POLL_MS).toBe(15_000);
    expect(QUERY_UPDATE_DELAY_MS).toBe(200);
  });
});

describe('canonicalHref', () => {
  const v = { ...base, competitionId: 2, futam: -24, teamId: 202, driverId: 101 };
  it.each([
    ['', v, '/sport/forma-1'],
    ['verseny=2&futam=-24', v, '/sport/forma-1?verseny=2&futam=-24'],
    ['verseny=9&futam=-24&csapat=202', v, '/sport/forma-1?futam=-24'],
    ['szezon=2026', v, '/sport/forma-1'],
    ['szezon=2025', { ...v, season: 2025 }, '/sport/forma-1?szezon=2025'],
    ['oldal=csapatok&csapat=202&verseny=2', { ...v, tab: 'csapatok' as const }, '/sport/forma-1?oldal=csapatok&csapat=202'],
    ['oldal=versenyzok&versenyzo=7', { ...v, tab: 'versenyzok' as const }, '/sport/forma-1?oldal=versenyzok'],
  ])('%j → %s', (search, view, href) => {
    expect(canonicalHref(parseF1Query(search), view)).toBe(href);
  });
});
