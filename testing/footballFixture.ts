// A small typed football world for unit tests, in the live-score service's shapes (domain/sports/types.ts,
// API-FOOTBALL v3): the four countries and five leagues of the service's contract, an NB I match day with a
// live match (the tests' "now" is FOOTBALL_NOW), a complete match with events, line-ups, statistics and
// predictions, the Euro 2024 (51 fixtures) and World Cup 2022 (64) schedules, standings and top lists.
import type { Country, Fixture, FixtureStatusShort, LeagueEntry, LeagueStandings, Lineup, StandingRow, TeamRef, TopPlayer } from '../domain/sports/types';

/** Saturday 13 September 2025, 17:30 in Budapest: NB I's match day, one match live. */
export const FOOTBALL_NOW = Date.parse('2025-09-13T15:30:00Z') / 1000;
export const FOOTBALL_TODAY = '2025-09-13';

export const COUNTRIES: Country[] = [
  { id: 1, name: 'Magyarország', code: 'HU', flag: '/media/football/flags/hu.svg' },
  { id: 2, name: 'Anglia', code: 'GB-ENG', flag: null },
  { id: 3, name: 'Európa', code: null, flag: null },
  { id: 4, name: 'Világ', code: null, flag: null },
];

export const CONFIGURED_LEAGUES = [
  { country: 1, league: 271 },
  { country: 1, league: 272 },
  { country: 2, league: 39 },
  { country: 3, league: 4 },
  { country: 4, league: 1 },
];
export const SPORT_LEAGUES_CONTENT = JSON.stringify(CONFIGURED_LEAGUES);

const season = (year: number, start: string, end: string, current: boolean) => ({ year, start, end, current });
const entry = (id: number, name: string, type: 'League' | 'Cup', country: Country, seasons: LeagueEntry['seasons']): LeagueEntry => ({
  league: { id, name, type, logo: `/media/football/leagues/${id}.png` },
  country,
  seasons,
});

export const LEAGUES: Record<number, LeagueEntry[]> = {
  1: [
    entry(271, 'NB I', 'League', COUNTRIES[0]!, [season(2024, '2024-07-26', '2025-05-24', false), season(2025, '2025-07-25', '2026-05-23', true)]),
    entry(272, 'Magyar Kupa', 'Cup', COUNTRIES[0]!, [season(2025, '2025-08-30', '2026-05-13', true)]),
  ],
  2: [entry(39, 'Premier League', 'League', COUNTRIES[1]!, [season(2025, '2025-08-15', '2026-05-24', true)])],
  3: [entry(4, 'Európa-bajnokság', 'Cup', COUNTRIES[2]!, [season(2024, '2024-06-14', '2024-07-14', true)])],
  4: [entry(1, 'Világbajnokság', 'Cup', COUNTRIES[3]!, [season(2022, '2022-11-20', '2022-12-18', true)])],
};

const team = (id: number, name: string): TeamRef => ({ id, name, logo: `/media/football/teams/${id}.png` });

export const FTC = team(651, 'Ferencváros');
export const PAKS = team(652, 'Paks');
export const DVSC = team(653, 'Debrecen');
export const ETO = team(654, 'ETO FC');
export const PUSKAS = team(655, 'Puskás Akadémia');
export const ZTE = team(656, 'ZTE');

const NBI_REF = { id: 271, name: 'NB I', country: 'Magyarország', logo: '/media/football/leagues/271.png', season: 2025 };

interface FixtureInit {
  id: number;
  date: string;
  home: TeamRef;
  away: TeamRef;
  status?: FixtureStatusShort;
  elapsed?: number | null;
  goals?: [number | null, number | null];
  penalty?: [number | null, number | null];
  league?: Fixture['league'];
}

const STATUS_LONG: Partial<Record<FixtureStatusShort, string>> = { NS: 'Not Started', '1H': 'First Half', FT: 'Match Finished', PEN: 'Match Finished' };

export function fixtureOf(i: FixtureInit): Fixture {
  const status = i.status ?? 'NS';
  const goals = i.goals ?? (status === 'NS' ? [null, null] : [0, 0]);
  const [h, a] = goals;
  const decided = status === 'FT' || status === 'AET' || status === 'PEN';
  return {
    fixture: {
      id: i.id,
      referee: null,
      date: i.date,
      timestamp: Date.parse(i.date) / 1000,
      venue: { id: null, name: null, city: null },
      status: { long: STATUS_LONG[status] ?? status, short: status, elapsed: i.elapsed ?? (decided ? 90 : null) },
    },
    league: i.league ?? { ...NBI_REF, round: 'Regular Season - 8' },
    teams: {
      home: { ...i.home, winner: decided && h !== null && a !== null && h !== a ? h > a : null },
      away: { ...i.away, winner: decided && h !== null && a !== null && h !== a ? a > h : null },
    },
    goals: { home: h, away: a },
    score: {
      halftime: { home: null, away: null },
      fulltime: decided ? { home: h, away: a } : { home: null, away: null },
      extratime: { home: null, away: null },
      penalty: { home: i.penalty?.[0] ?? null, away: i.penalty?.[1] ?? null },
    },
    events: [],
    lineups: [],
    statistics: [],
    predictions: null,
    url: null,
    robot: null,
  };
}

const event = (
  elapsed: number,
  extra: number | null,
  t: TeamRef,
  player: string | null,
  type: string,
  detail: string,
  assist: string | null = null,
  comments: string | null = null,
) => ({
  time: { elapsed, extra },
  team: t,
  player: { id: null, name: player },
  assist: { id: null, name: assist },
  type,
  detail,
  comments,
});

/** The live match: Ferencváros – Paks, 2–1 in the 67th minute, with everything the match view shows. */
export const LIVE_MATCH: Fixture = {
  ...fixtureOf({ id: 9001, date: '2025-09-13T14:30:00+00:00', home: FTC, away: PAKS, status: '2H', elapsed: 67, goals: [2, 1] }),
  fixture: {
    id: 9001,
    referee: 'Kassai Viktor',
    date: '2025-09-13T14:30:00+00:00',
    timestamp: Date.parse('2025-09-13T14:30:00Z') / 1000,
    venue: { id: 1, name: 'Groupama Aréna', city: 'Budapest' },
    status: { long: 'Second Half', short: '2H', elapsed: 67 },
  },
  events: [
    event(12, null, FTC, 'Varga Barnabás', 'Goal', 'Normal Goal', 'Abu Fani'),
    event(30, null, PAKS, 'Szabó János', 'Card', 'Yellow Card', null, 'Foul'),
    event(45, 2, PAKS, 'Böde Dániel', 'Goal', 'Penalty'),
    event(46, null, FTC, 'Gruber Zoltán', 'subst', 'Substitution 1', 'Pesic Aleksandar'),
    event(58, null, FTC, 'Lenzsér Bence', 'Goal', 'Own Goal'),
    event(61, null, PAKS, 'Windecker József', 'Card', 'Second Yellow card'),
    event(63, null, FTC, null, 'Var', 'Goal cancelled'),
  ],
  lineups: [
    {
      team: FTC,
      formation: '4-2-3-1',
      startXI: [{ player: { id: 1, name: 'Dibusz Dénes', number: 90, pos: 'G' } }, { player: { id: 2, name: 'Varga Barnabás', number: 19, pos: 'F' } }],
      substitutes: [{ player: { id: 3, name: 'Pesic Aleksandar', number: 9, pos: 'F' } }],
      coach: { id: 10, name: 'Robbie Keane', photo: '/media/football/coaches/10.png' },
    },
    {
      team: PAKS,
      formation: null,
      startXI: [{ player: { id: 4, name: 'Böde Dániel', number: 13, pos: 'F' } }],
      substitutes: [],
      coach: { id: null, name: null, photo: null },
    },
  ] satisfies Lineup[],
  statistics: [
    {
      team: FTC,
      statistics: [
        { type: 'Ball Possession', value: '61%' },
        { type: 'Total Shots', value: 14 },
        { type: 'Red Cards', value: null },
        { type: 'Shots behind the moon', value: 1 },
      ],
    },
    {
      team: PAKS,
      statistics: [
        { type: 'Ball Possession', value: '39%' },
        { type: 'Total Shots', value: 5 },
        { type: 'Red Cards', value: 1 },
      ],
    },
  ],
  predictions: {
    winner: { id: FTC.id, name: 'Ferencváros', comment: 'Double chance : Ferencváros or draw' },
    percent: { home: '60%', draw: '25%', away: '15%' },
    comparison: { goals: { home: '70%', away: '30%' } },
    h2h: [fixtureOf({ id: 8001, date: '2025-03-01T17:00:00+00:00', home: PAKS, away: FTC, status: 'FT', goals: [0, 3] })],
  },
};

/** NB I 2025's match days around the tests' "now": the last round, today's (one over, one live, one later), the next. */
export const NBI_FIXTURES: Fixture[] = [
  fixtureOf({ id: 8101, date: '2025-08-30T16:00:00+00:00', home: DVSC, away: ETO, status: 'FT', goals: [1, 1] }),
  fixtureOf({ id: 8102, date: '2025-08-30T18:30:00+00:00', home: PUSKAS, away: ZTE, status: 'FT', goals: [3, 0] }),
  fixtureOf({ id: 9000, date: '2025-09-13T12:00:00+00:00', home: ZTE, away: DVSC, status: 'FT', goals: [0, 2] }),
  LIVE_MATCH,
  fixtureOf({ id: 9002, date: '2025-09-13T17:00:00+00:00', home: ETO, away: PUSKAS }),
  fixtureOf({ id: 9101, date: '2025-09-20T15:00:00+00:00', home: PAKS, away: DVSC }),
];
export const NBI_DAYS = ['2025-08-30', '2025-09-13', '2025-09-20'];

export const NBI_STANDINGS: LeagueStandings = {
  league: {
    id: 271,
    name: 'NB I',
    country: 'Magyarország',
    logo: null,
    season: 2025,
    standings: [
      [FTC, PUSKAS, DVSC, PAKS].map((t, i): StandingRow => ({
        rank: i + 1,
        team: t,
        points: 16 - i * 3,
        goalsDiff: 8 - i * 3,
        group: 'NB I',
        all: { played: 7, win: 5 - i, draw: 1, lose: 1 + i, goals: { for: 15 - i, against: 7 + i * 2 } },
      })),
    ],
  },
};

const top = (id: number, name: string, t: TeamRef, goals: number, yellow = 0, red = 0, yellowred = 0): TopPlayer => ({
  player: { id, name, photo: id % 2 ? `/media/football/players/${id}.png` : null },
  statistics: [{ team: t, goals: { total: goals }, cards: { yellow, red, yellowred } }],
});

/** Sorted best first as the service gives them, with a tie and zeros. */
export const TOP_SCORERS: TopPlayer[] = [
  top(301, 'Varga Barnabás', FTC, 7),
  top(302, 'Böde Dániel', PAKS, 5),
  top(303, 'Dzsudzsák Balázs', DVSC, 5),
  top(304, 'Nagy Zsolt', PUSKAS, 2),
  top(305, 'Kapus Kapus', ZTE, 0),
];
export const TOP_YELLOW: TopPlayer[] = [
  top(302, 'Böde Dániel', PAKS, 5, 4),
  top(306, 'Windecker József', PAKS, 0, 3, 0, 1),
  top(301, 'Varga Barnabás', FTC, 7, 0),
];
export const TOP_RED: TopPlayer[] = [
  top(306, 'Windecker József', PAKS, 0, 3, 0, 1),
  top(307, 'Szabó János', PAKS, 0, 1, 1, 0),
  top(301, 'Varga Barnabás', FTC, 7, 0),
];

// ---------------------------------------------------------------------------------------------- tournaments

const NATIONS = [
  'Németország',
  'Skócia',
  'Magyarország',
  'Svájc',
  'Spanyolország',
  'Horvátország',
  'Olaszország',
  'Albánia',
  'Szlovénia',
  'Dánia',
  'Szerbia',
  'Anglia',
  'Lengyelország',
  'Hollandia',
  'Ausztria',
  'Franciaország',
  'Belgium',
  'Szlovákia',
  'Románia',
  'Ukrajna',
  'Törökország',
  'Grúzia',
  'Portugália',
  'Csehország',
].map((name, i) => team(1100 + i, name));

/** A tournament's schedule: `n` fixtures a few hours apart from `start`, all finished 1–0 unless told. */
function tournament(leagueId: number, name: string, year: number, n: number, start: string, groups: number): Fixture[] {
  const t0 = Date.parse(start);
  return Array.from({ length: n }, (_, i) => {
    const home = NATIONS[(i * 2) % NATIONS.length]!;
    const away = NATIONS[(i * 2 + 1 + Math.floor(i / NATIONS.length)) % NATIONS.length]!;
    const group = i < groups * 6 ? `Group ${'ABCDEFGH'[i % groups]} - ${Math.floor(i / groups / 2) + 1}` : 'Knockout';
    // Three matches a day, three hours apart.
    const at = new Date(t0 + Math.floor(i / 3) * 86_400_000 + (i % 3) * 3 * 3_600_000).toISOString().replace('.000Z', '+00:00');
    return fixtureOf({
      id: leagueId * 10_000 + i + 1,
      date: at,
      home,
      away,
      status: 'FT',
      goals: [1, 0],
      league: { id: leagueId, name, country: leagueId === 4 ? 'Európa' : 'Világ', logo: null, season: year, round: group },
    });
  });
}

export const EURO_2024 = tournament(4, 'Európa-bajnokság', 2024, 51, '2024-06-14T14:00:00Z', 6);
export const WORLD_CUP_2022 = tournament(1, 'Világbajnokság', 2022, 64, '2022-11-20T13:00:00Z', 8);
export const EURO_LAST_DAY = '2024-06-30';

export const EURO_STANDINGS: LeagueStandings = {
  league: {
    id: 4,
    name: 'Európa-bajnokság',
    country: 'Európa',
    logo: null,
    season: 2024,
    standings: 'ABCDEF'.split('').map((g, gi) =>
      NATIONS.slice(gi * 4, gi * 4 + 4).map((t, i): StandingRow => ({
        rank: i + 1,
        team: t,
        points: 7 - i * 2,
        goalsDiff: 3 - i * 2,
        group: `Group ${g}`,
        all: { played: 3, win: 2 - Math.min(i, 2), draw: 1, lose: i, goals: { for: 5 - i, against: 2 + i } },
      })),
    ),
  },
};
