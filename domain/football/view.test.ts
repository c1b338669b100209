import { describe, expect, it } from 'vitest';
import { parseFootballQuery } from './query';
import {
  backHref,
  canonicalHref,
  dayHref,
  emptyFootballView,
  hiddenFields,
  leagueHref,
  matchHref,
  matchPageHref,
  stateHref,
  tabHref,
  type FootballView,
} from './view';
import { LIVE_MATCH } from '../../testing/footballFixture';

const DEFAULTS = { countryId: 1, leagueId: 271, season: 2025, day: '2025-09-13' };
const view = (over: Partial<FootballView> = {}): FootballView => ({
  ...emptyFootballView('/sport/foci', false, ['standings', 'day'], 'tabella', 0),
  countryId: 1,
  leagueId: 271,
  season: 2025,
  day: '2025-09-13',
  defaults: DEFAULTS,
  ...over,
});

describe('the address of every state, defaults left out', () => {
  it('the default state is the bare path; a tab, a day, a match add themselves', () => {
    const v = view();
    expect(stateHref(v)).toBe('/sport/foci');
    expect(tabHref(v, 'gol')).toBe('/sport/foci?oldal=gol');
    expect(tabHref(v, 'tabella')).toBe('/sport/foci');
    expect(dayHref(v, '2025-09-20')).toBe('/sport/foci?nap=2025-09-20');
    expect(dayHref(v, '2025-09-13')).toBe('/sport/foci');
    expect(matchHref(v, 9001)).toBe('/sport/foci?meccs=9001');
  });

  it('another league names its country with it; another season, another day and the tab are kept', () => {
    const v = view({ countryId: 1, leagueId: 272, season: 2025, tab: 'piros', day: '2025-10-01', defaults: { ...DEFAULTS, day: '2025-09-27' } });
    expect(stateHref(v)).toBe('/sport/foci?orszag=1&liga=272&oldal=piros&nap=2025-10-01');
    expect(matchHref(v, 5)).toBe('/sport/foci?orszag=1&liga=272&oldal=piros&nap=2025-10-01&meccs=5');
    expect(backHref(v)).toBe(stateHref(v));
    const past = view({ season: 2024, defaults: { ...DEFAULTS, day: '2025-05-24' }, day: '2025-05-24' });
    expect(stateHref(past)).toBe('/sport/foci?szezon=2024');
  });

  it('a quick link opens a league’s default state on the same tab', () => {
    const v = view({ tab: 'gol', season: 2024 });
    expect(leagueHref(v, 2, 39)).toBe('/sport/foci?orszag=2&liga=39&oldal=gol');
    expect(leagueHref(v, 1, 271)).toBe('/sport/foci?oldal=gol');
  });

  it('a form carries the rest of the state as hidden fields', () => {
    const v = view({ countryId: 2, leagueId: 39, tab: 'sarga', day: '2025-09-20' });
    expect(hiddenFields(v, ['nap'])).toEqual([
      ['orszag', '2'],
      ['liga', '39'],
      ['oldal', 'sarga'],
    ]);
    expect(hiddenFields(v, ['meccs'])).toEqual([
      ['orszag', '2'],
      ['liga', '39'],
      ['oldal', 'sarga'],
      ['nap', '2025-09-20'],
    ]);
    expect(hiddenFields(v, ['orszag', 'liga', 'szezon'], { day: null })).toEqual([['oldal', 'sarga']]);
  });

  it('a supplement’s tab writes only the day and the match', () => {
    const v = view({ basePath: '/melleklet/eb-2024/eredmenyek', fixed: true, countryId: 3, leagueId: 4, season: 2024, tab: 'gol', day: '2024-06-20' });
    expect(stateHref(v)).toBe('/melleklet/eb-2024/eredmenyek?nap=2024-06-20');
    expect(matchHref(v, 40001)).toBe('/melleklet/eb-2024/eredmenyek?nap=2024-06-20&meccs=40001');
    expect(hiddenFields(v, ['meccs'])).toEqual([['nap', '2024-06-20']]);
  });
});

describe('canonicalHref: only what the query gave and the screen accepted', () => {
  it.each([
    ['', view(), '/sport/foci'],
    ['?orszag=1&liga=271&szezon=2025&oldal=tabella&nap=2025-09-13&meccs=0', view(), '/sport/foci'],
    ['?orszag=2&liga=39', view({ countryId: 2, leagueId: 39 }), '/sport/foci?orszag=2&liga=39'],
    // The league fell back to the country's first configured one: the country alone names the same state.
    ['?orszag=2&liga=999', view({ countryId: 2, leagueId: 39 }), '/sport/foci?orszag=2'],
    // An invalid country is the default league whatever the league says (§5).
    ['?orszag=99&liga=272', view(), '/sport/foci'],
    ['?orszag=1&liga=272&szezon=1990&oldal=semmi&nap=2025-02-30', view({ leagueId: 272 }), '/sport/foci?orszag=1&liga=272'],
    ['?oldal=gol&nap=2025-09-20&utm_source=x', view({ tab: 'gol', day: '2025-09-20' }), '/sport/foci?oldal=gol&nap=2025-09-20'],
    ['?szezon=2024', view({ season: 2024, day: '2025-05-24', defaults: { ...DEFAULTS, day: '2025-05-24' } }), '/sport/foci?szezon=2024'],
  ])('%s', (search, v, canonical) => {
    expect(canonicalHref(parseFootballQuery(search), v)).toBe(canonical);
  });

  it('a match view is its fixture alone', () => {
    expect(canonicalHref(parseFootballQuery('?orszag=1&liga=272&nap=2025-09-13&meccs=9001'), view({ leagueId: 272, match: LIVE_MATCH }))).toBe(
      '/sport/foci?meccs=9001',
    );
  });
});

describe('matchPageHref', () => {
  it('is the match alone on the screen, the canonical address of its match view', () => {
    expect(matchPageHref(9001)).toBe('/sport/foci?meccs=9001');
    const v = view({ match: LIVE_MATCH });
    expect(canonicalHref(parseFootballQuery('orszag=1&liga=271&meccs=9001'), v)).toBe(matchPageHref(LIVE_MATCH.fixture.id));
  });
});
