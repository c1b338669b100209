import { describe, expect, it } from 'vitest';
import type { LeagueEntry } from '../sports/types';
import {
  defaultSeasonOf,
  parseConfiguredLeagues,
  pickCountry,
  pickFootballSeason,
  pickLeague,
  queryOfMatch,
  seasonChoices,
  seasonLabel,
  seasonStart,
} from './selection';

const CONFIGURED = [
  { country: 1, league: 271 },
  { country: 1, league: 272 },
  { country: 2, league: 39 },
  { country: 3, league: 4 },
  { country: 4, league: 1 },
];
const COUNTRIES = [1, 2, 3, 4].map((id) => ({ id }));
const league = (id: number, seasons: LeagueEntry['seasons'] = []) => ({ league: { id }, seasons });

describe('parseConfiguredLeagues (the unique item sport-leagues)', () => {
  it('reads the seeded list in order', () => {
    expect(parseConfiguredLeagues(JSON.stringify(CONFIGURED))).toEqual({ leagues: CONFIGURED, problems: [] });
  });

  it.each([
    ['', [], ['sport-leagues is empty']],
    [null, [], ['sport-leagues is empty']],
    ['{', [], ['sport-leagues is not JSON']],
    ['{"country":1}', [], ['sport-leagues is not a list']],
    [
      '[{"country":"Hungary","league":271},{"country":1,"league":271},{"country":1,"league":271},null,{"country":2,"league":1.5}]',
      [{ country: 1, league: 271 }],
      [
        'sport-leagues[0] is not { country, league } ids: {"country":"Hungary","league":271}',
        'sport-leagues[2] repeats league 271',
        'sport-leagues[3] is not { country, league } ids: null',
        'sport-leagues[4] is not { country, league } ids: {"country":2,"league":1.5}',
      ],
    ],
  ])('%j: keeps the valid entries and names the rest', (content, leagues, problems) => {
    expect(parseConfiguredLeagues(content)).toEqual({ leagues, problems });
  });
});

describe('pickCountry (§5: an invalid country → the first configured league)', () => {
  it.each([
    ['2', COUNTRIES, CONFIGURED, { countryId: 2, accepted: true }],
    ['4', COUNTRIES, CONFIGURED, { countryId: 4, accepted: true }],
    [null, COUNTRIES, CONFIGURED, { countryId: 1, accepted: false }],
    ['99', COUNTRIES, CONFIGURED, { countryId: 1, accepted: false }],
    ['abc', COUNTRIES, CONFIGURED, { countryId: 1, accepted: false }],
    ['2', [], CONFIGURED, { countryId: 1, accepted: false }],
    ['99', COUNTRIES, [], { countryId: 1, accepted: false }],
    [null, [], [], { countryId: null, accepted: false }],
  ])('%j among %j → %j', (asked, countries, configured, expected) => {
    expect(pickCountry(asked, countries, configured)).toEqual(expected);
  });
});

describe('pickLeague', () => {
  const HU = [league(271), league(272), league(273)];
  const EN = [league(40), league(39)];
  it.each([
    ['the query’s league of the country', '272', { countryId: 1, accepted: true }, HU, 272],
    ['a league not of the country → its first configured league', '39', { countryId: 1, accepted: true }, HU, 271],
    ['no league asked → the first configured league of the country', null, { countryId: 2, accepted: true }, EN, 39],
    ['a country without a configured league → its first league', null, { countryId: 5, accepted: true }, [league(500), league(501)], 500],
    ['a fallen-back country → the first configured league whatever the query says', '272', { countryId: 1, accepted: false }, HU, 271],
    ['… unless the service has no such league: the country’s first', '272', { countryId: 1, accepted: false }, [league(272), league(273)], 272],
    ['a country without leagues', '1', { countryId: 3, accepted: true }, [], null],
  ])('%s', (_, asked, country, leagues, expected) => {
    expect(pickLeague(asked, country, leagues, CONFIGURED)).toBe(expected);
  });
});

describe('seasons (§5: a season not of the league → its current, else its latest)', () => {
  const NBI = {
    seasons: [
      { year: 2024, start: '2024-07-26', end: '2025-05-24', current: false },
      { year: 2025, start: '2025-07-25', end: '2026-05-23', current: true },
    ],
  };
  const NO_CURRENT = { seasons: [2019, 2023, 2021].map((year) => ({ year, start: `${year}-06-01`, end: `${year}-07-01`, current: false })) };
  it.each([
    ['2024', NBI, 2024],
    ['2025', NBI, 2025],
    ['2023', NBI, 2025],
    [null, NBI, 2025],
    ['x', NO_CURRENT, 2023],
    ['2021', NO_CURRENT, 2021],
    ['2021', { seasons: [] }, null],
    ['2021', null, null],
  ])('%j of %j → %j', (asked, entry, season) => {
    expect(pickFootballSeason(asked, entry)).toBe(season);
  });

  it('the default is the current season, else the latest', () => {
    expect(defaultSeasonOf(NBI)).toBe(2025);
    expect(defaultSeasonOf(NO_CURRENT)).toBe(2023);
    expect(defaultSeasonOf(undefined)).toBeNull();
  });

  it('names a season by its years, lists them newest first, knows its first day', () => {
    expect(seasonLabel(NBI.seasons[1]!)).toBe('2025/26');
    expect(seasonLabel({ year: 2024, start: '2024-06-14', end: '2024-07-14' })).toBe('2024');
    expect(seasonLabel({ year: 2099, start: '?', end: '' })).toBe('2099');
    expect(seasonChoices(NBI)).toEqual([
      { year: 2025, label: '2025/26' },
      { year: 2024, label: '2024/25' },
    ]);
    expect(seasonChoices(NO_CURRENT).map((s) => s.year)).toEqual([2023, 2021, 2019]);
    expect(seasonStart(NBI, 2024)).toBe('2024-07-26');
    expect(seasonStart(NBI, 2030)).toBe('2030-01-01');
    expect(seasonStart(null, 2022)).toBe('2022-01-01');
  });
});

describe('queryOfMatch', () => {
  const countries = [
    { id: 1, name: 'Magyarország' },
    { id: 3, name: 'Európa' },
  ];
  const match = {
    league: { id: 4, name: 'Európa-bajnokság', country: 'Európa', logo: null, season: 2024, round: 'Final' },
    fixture: { timestamp: 1720983600 },
  };
  const q = { orszag: null, liga: null, szezon: null, nap: null, meccs: '440050', oldal: 'tabella' as const };
  it.each([
    ['alone: its league, season and Budapest day', q, { ...q, orszag: '3', liga: '4', szezon: '2024', nap: '2024-07-14' }],
    ['with a day: the day kept', { ...q, nap: '2024-07-10' }, { ...q, orszag: '3', liga: '4', szezon: '2024', nap: '2024-07-10' }],
    ['with a country: unchanged', { ...q, orszag: '1' }, { ...q, orszag: '1' }],
    ['with a league: unchanged', { ...q, liga: '271' }, { ...q, liga: '271' }],
  ])('%s', (_name, query, expected) => {
    expect(queryOfMatch(query, match as never, countries)).toEqual(expected);
  });
  it('no match, or a country the service does not list: unchanged', () => {
    expect(queryOfMatch(q, null, countries)).toBe(q);
    expect(queryOfMatch(q, { ...match, league: { ...match.league, country: 'Mars' } } as never, countries)).toBe(q);
  });
});
