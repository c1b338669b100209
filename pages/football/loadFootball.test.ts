import { describe, expect, it } from 'vitest';
import { loadFootballPart, loadFootballScreen } from './loadFootball';
import { parseFootballQuery } from '../../domain/football/query';
import { dayOf } from '../../domain/football/days';
import { CONFIGURED_LEAGUES, EURO_LAST_DAY, FOOTBALL_NOW, LIVE_MATCH } from '../../testing/footballFixture';
import { fakeFootballSource } from '../../testing/footballSource';

const opts = (log: string[] = [], basePath = '/sport/foci') => ({ basePath, nowUnix: FOOTBALL_NOW, log: (l: string) => void log.push(l) });
const screen = (search: string, src = fakeFootballSource(), log: string[] = []) =>
  loadFootballScreen(src, CONFIGURED_LEAGUES, parseFootballQuery(search), opts(log));

describe('loadFootballScreen', () => {
  it('the default state: the first configured league, its current season, the standings and today’s matches', async () => {
    const src = fakeFootballSource();
    const v = await screen('', src);
    expect(v).toMatchObject({ countryId: 1, leagueId: 271, season: 2025, tab: 'tabella', parts: ['standings', 'day'], day: '2025-09-13' });
    expect(v.defaults).toEqual({ countryId: 1, leagueId: 271, season: 2025, day: '2025-09-13' });
    expect(v.countries.map((c) => c.name)).toEqual(['Magyarország', 'Anglia', 'Európa', 'Világ']);
    expect(v.leagues).toEqual([
      { id: 271, name: 'NB I' },
      { id: 272, name: 'Magyar Kupa' },
    ]);
    expect(v.seasons).toEqual([
      { year: 2025, label: '2025/26' },
      { year: 2024, label: '2024/25' },
    ]);
    expect(v.quickLinks.map((q) => q.name)).toEqual(['NB I', 'Magyar Kupa', 'Premier League', 'Európa-bajnokság', 'Világbajnokság']);
    expect(v.standings!.map((g) => g.name)).toEqual(['NB I']);
    expect(v.dayFixtures!.map((f) => f.fixture.id)).toEqual([9000, 9001, 9002]);
    expect([v.prevDay, v.nextDay]).toEqual(['2025-08-30', '2025-09-20']);
    expect(v.match).toBeNull();
    expect(src.calls).toEqual(
      expect.arrayContaining([
        'countries()',
        'leagues(1)',
        'leagues(2)',
        'leagues(3)',
        'leagues(4)',
        'standings(271,2025)',
        'fixturesFrom(271,2025,2025-07-25)',
        'fixturesOn(271,2025,2025-09-13)',
      ]),
    );
    // Each country's leagues are asked once however many configured leagues it has.
    expect(src.calls.filter((c) => c === 'leagues(1)')).toHaveLength(1);
  });

  it.each([
    ['an invalid country → the first configured league, whatever the league says (§5)', 'orszag=99&liga=39', { countryId: 1, leagueId: 271 }],
    ['a league not of the country → its first configured league', 'orszag=1&liga=39', { countryId: 1, leagueId: 271 }],
    ['the country alone → its first configured league', 'orszag=2', { countryId: 2, leagueId: 39 }],
    ['a configured cup', 'orszag=1&liga=272', { countryId: 1, leagueId: 272, season: 2025 }],
    ['a season of the league', 'szezon=2024', { season: 2024 }],
    ['a season not of the league → its current', 'szezon=1990', { season: 2025 }],
    ['a bad day → the default day', 'nap=2025-02-30', { day: '2025-09-13' }],
    ['a day without matches is shown (empty)', 'nap=2025-09-14', { day: '2025-09-14', dayFixtures: [] }],
    ['an unknown tab → the standings', 'oldal=semmi', { tab: 'tabella' }],
    ['an unknown match → the list', 'meccs=424242', { match: null }],
  ])('%s', async (_, search, expected) => {
    expect(await screen(search)).toMatchObject(expected);
  });

  it.each([
    ['gol', 'goals', ['Varga Barnabás', 'Böde Dániel', 'Dzsudzsák Balázs', 'Nagy Zsolt'], 'topScorers(271,2025)'],
    ['sarga', 'yellow', ['Böde Dániel', 'Windecker József'], 'topYellowCards(271,2025)'],
    ['piros', 'red', ['Windecker József', 'Szabó János'], 'topRedCards(271,2025)'],
  ])('oldal=%s: the %s list, zeros left out', async (tab, kind, names, call) => {
    const src = fakeFootballSource();
    const v = await screen(`oldal=${tab}`, src);
    expect(v.ranking!.kind).toBe(kind);
    expect(v.ranking!.rows.map((r) => r.player.name)).toEqual(names);
    expect(src.calls).toContain(call);
    expect(src.calls.some((c) => c.startsWith('standings'))).toBe(false);
  });

  it('the match view: the fixture, the state it came from, no list', async () => {
    const src = fakeFootballSource();
    const v = await screen('orszag=1&liga=271&nap=2025-09-20&meccs=9001', src);
    expect(v.match).toBe(LIVE_MATCH);
    expect(v).toMatchObject({ day: '2025-09-20', dayFixtures: null, standings: null, ranking: null });
    expect(src.calls).toContain('fixture(9001)');
    expect(src.calls.some((c) => c.startsWith('standings') || c.startsWith('fixturesOn'))).toBe(false);
  });

  it('a match asked alone (its canonical address, an an article box’s link) is shown in its own league, season and day', async () => {
    const v = await screen('meccs=40051');
    expect(v.match!.fixture.id).toBe(40051);
    expect(v).toMatchObject({ countryId: 3, leagueId: 4, season: 2024, day: dayOf(v.match!.fixture.timestamp) });
    // A query naming the league keeps it.
    expect(await screen('orszag=1&liga=271&meccs=40051')).toMatchObject({ countryId: 1, leagueId: 271 });
  });

  it('a failed call leaves its part empty and is logged (§8)', async () => {
    const log: string[] = [];
    const src = fakeFootballSource({
      standings: () => Promise.reject(new Error('unavailable')),
      fixturesOn: () => Promise.reject(new Error('HTTP 503')),
      leagues: (c) => (c === 2 ? Promise.reject(new Error('timeout')) : fakeFootballSource().leagues(c)),
    });
    const v = await screen('', src, log);
    expect(v.standings).toBeNull();
    expect(v.dayFixtures).toBeNull();
    expect(v.leagueId).toBe(271);
    expect(v.quickLinks.map((q) => q.name)).toEqual(['NB I', 'Magyar Kupa', 'Európa-bajnokság', 'Világbajnokság']);
    expect(log.sort()).toEqual([
      'football: fixtures 271/2025/2025-09-13 failed: HTTP 503',
      'football: leagues 2 failed: timeout',
      'football: standings 271/2025 failed: unavailable',
    ]);
  });

  it('without the service the box is empty, never an error', async () => {
    const log: string[] = [];
    const down = () => Promise.reject(new Error('ECONNREFUSED'));
    const v = await screen('oldal=gol', fakeFootballSource({ countries: down, leagues: down }), log);
    expect(v).toMatchObject({ countryId: 1, leagueId: null, season: null, ranking: null, dayFixtures: null, quickLinks: [] });
    expect(log.length).toBeGreaterThan(0);
  });
});

describe('loadFootballPart (a supplement’s tab, the tournament fixed)', () => {
  const EURO = { country: 3, league: 4, season: 2024 };
  const part = (p: Parameters<typeof loadFootballPart>[2], search = '', src = fakeFootballSource()) =>
    loadFootballPart(src, EURO, p, parseFootballQuery(search), opts([], '/melleklet/eb-2024/x'));

  it('the schedule: 51 matches under the stage labels', async () => {
    const v = await part('schedule');
    expect(v).toMatchObject({ fixed: true, leagueId: 4, season: 2024, league: { name: 'Európa-bajnokság' } });
    expect(v.schedule!.map((s) => [s.label, s.fixtures.length])).toEqual([
      ['Csoportkör', 36],
      ['Nyolcaddöntő', 8],
      ['Negyeddöntő', 4],
      ['Elődöntő', 2],
      ['Döntő', 1],
    ]);
  });

  it('the results: the tournament’s last match day by default, a day of the query, the match view', async () => {
    const v = await part('day');
    expect(v.day).toBe(EURO_LAST_DAY);
    expect(v.defaults.day).toBe(EURO_LAST_DAY);
    expect(v.nextDay).toBeNull();
    expect(v.dayFixtures!.length).toBeGreaterThan(0);
    expect((await part('day', 'nap=2024-06-14')).dayFixtures!.map((f) => f.fixture.id)).toEqual([40001, 40002, 40003]);
    const m = await part('day', 'nap=2024-06-14&meccs=40002');
    expect(m.match!.fixture.id).toBe(40002);
    expect(m.day).toBe('2024-06-14');
  });

  it('a match of another league is not this tournament’s: the list', async () => {
    expect((await part('schedule', 'meccs=9001')).match).toBeNull();
    expect((await part('schedule', 'meccs=40051')).match!.fixture.id).toBe(40051);
  });

  it('the groups and the top lists; no match view there', async () => {
    const src = fakeFootballSource();
    const groups = await part('standings', 'meccs=40002', src);
    expect(groups.standings!.map((g) => g.name)).toEqual(['A csoport', 'B csoport', 'C csoport', 'D csoport', 'E csoport', 'F csoport']);
    expect(groups.match).toBeNull();
    expect(src.calls).not.toContain('fixture(40002)');
    expect((await part('goals')).ranking).toEqual({ kind: 'goals', rows: [] });
  });
});
