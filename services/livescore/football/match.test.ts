import { describe, expect, it } from 'vitest';
import { countsForScore, isShootout, planMatch, stateAt, type MatchInput, type MatchPlan } from './match';
import { namePool } from './names';
import { formationPositions, squadOf, SQUAD_SIZE } from './squads';
import { ALL_TEAMS, nation, NB1_CLUBS, teamById } from './teams';

const input = (id: number, over: Partial<MatchInput> = {}): MatchInput => ({
  id,
  home: teamById(1),
  away: teamById(2),
  homeAdvantage: true,
  knockout: false,
  refereePool: ['hu'],
  ...over,
});

const goalsOf = (p: MatchPlan) => ({
  home: p.events.filter((e) => countsForScore(e) && e.side === 'home').length,
  away: p.events.filter((e) => countsForScore(e) && e.side === 'away').length,
});

describe('a squad', () => {
  it.each(ALL_TEAMS.map((t) => [t.name, t.id]))('%s: 18 players, eleven starters in its formation, distinct numbers and names', (_, id) => {
    const squad = squadOf(id);
    expect(squad.players).toHaveLength(SQUAD_SIZE);
    const starters = squad.players.filter((p) => p.starter);
    expect(starters.map((p) => p.pos)).toEqual(formationPositions(squad.formation));
    expect(squad.players.filter((p) => !p.starter).map((p) => p.pos)).toEqual(['G', 'D', 'D', 'M', 'M', 'F', 'F']);
    expect(new Set(squad.players.map((p) => p.number)).size).toBe(SQUAD_SIZE);
    expect(new Set(squad.players.map((p) => p.name)).size).toBe(SQUAD_SIZE);
    expect(squad.coach.name).toMatch(/\S+ \S+/);
  });

  it('Hungarian clubs and the national team have Hungarian names, family name first; some players have no photo', () => {
    const family = new Set(namePool('hu').family);
    for (const team of [...NB1_CLUBS, nation('HUN')]) for (const p of squadOf(team.id).players) expect(family.has(p.name.split(' ')[0]!), p.name).toBe(true);
    const photos = ALL_TEAMS.flatMap((t) => squadOf(t.id).players.map((p) => p.photo));
    expect(photos.filter((p) => p === null).length).toBeGreaterThan(50);
    expect(photos.filter((p) => p !== null).length).toBeGreaterThan(photos.length * 0.8);
  });
});

describe('the match clock', () => {
  const plan = planMatch(input(101));
  const s1 = plan.firstHalfEnd - 45;
  const s2 = plan.secondHalfEnd - plan.halfTimeEnd - 45;

  it.each([
    // tick (match minutes since kick-off) → status, elapsed, extra
    [-1, 'NS', null, null],
    [0, '1H', 1, null],
    [44, '1H', 45, null],
    [45, '1H', 45, 1],
    [45 + s1, 'HT', 45, null],
    [60 + s1 - 1, 'HT', 45, null],
    [60 + s1, '2H', 46, null],
    [60 + s1 + 44, '2H', 90, null],
    [60 + s1 + 45, '2H', 90, 1],
    [105 + s1 + s2, 'FT', 90, null],
    [10_000, 'FT', 90, null],
  ])('tick %i: %s %s+%s', (tick, short, elapsed, extra) => {
    const s = stateAt(plan, tick);
    expect([s.short, s.elapsed, s.extra]).toEqual([short, elapsed, extra]);
    expect(s.live).toBe(!['NS', 'FT'].includes(short as string));
    expect(s.finished).toBe(short === 'FT');
  });

  it('shows an event only once its minute has passed, stoppage time with `extra`', () => {
    for (const e of plan.events) {
      expect(plan.events.indexOf(e)).toBeGreaterThanOrEqual(stateAt(plan, e.at - 1).seen);
      expect(plan.events.indexOf(e)).toBeLessThan(stateAt(plan, e.at).seen);
      if (e.extra !== null) expect([45, 90, 120]).toContain(e.elapsed);
    }
    expect(stateAt(plan, plan.end).seen).toBe(plan.events.length);
  });

  it('a level knock-out tie goes to extra time (after a break) and a shoot-out, then is won on penalties', () => {
    const tie = planMatch(input(202, { knockout: true, forceShootout: true, homeAdvantage: false }));
    expect(tie.final).toBe('PEN');
    expect(goalsOf(tie).home).toBe(goalsOf(tie).away);
    const states = [tie.secondHalfEnd - 1, tie.secondHalfEnd, tie.breakEnd!, tie.extraTimeEnd! - 1, tie.extraTimeEnd!, tie.end - 1, tie.end].map((t) =>
      stateAt(tie, t),
    );
    expect(states.map((s) => s.short)).toEqual(['2H', 'BT', 'ET', 'ET', 'P', 'P', 'PEN']);
    expect(states.map((s) => s.elapsed)).toEqual([90, 90, 91, 120, 120, 120, 120]);
    const kicks = tie.events.filter(isShootout);
    expect(kicks.length).toBeGreaterThanOrEqual(6);
    const scored = (side: string) => kicks.filter((k) => k.side === side && k.detail === 'Penalty').length;
    expect(scored('home')).not.toBe(scored('away'));
  });

  it('every knock-out tie has a winner: in 90 minutes, after extra time or on penalties', () => {
    const finals = new Set<string>();
    for (let id = 1; id <= 300; id++) {
      const p = planMatch(input(id, { knockout: true, home: teamById(3), away: teamById(5) }));
      finals.add(p.final);
      const g = goalsOf(p);
      const kicks = p.events.filter(isShootout);
      const pens = (side: string) => kicks.filter((k) => k.side === side && k.detail === 'Penalty').length;
      expect(g.home !== g.away || pens('home') !== pens('away'), `fixture ${id}`).toBe(true);
      expect(p.final === 'PEN').toBe(kicks.length > 0);
      if (p.final === 'FT') expect(p.extraTimeEnd).toBeNull();
    }
    expect(finals).toEqual(new Set(['FT', 'AET', 'PEN']));
  });
});

describe('what happens in a match', () => {
  const plans = Array.from({ length: 400 }, (_, i) => planMatch(input(1000 + i, { home: teamById(1 + (i % 12)), away: teamById(1 + ((i + 5) % 12)) })));
  const events = plans.flatMap((p) => p.events.map((e) => ({ p, e })));
  const posOf = (p: MatchPlan, side: 'home' | 'away', id: number) => squadOf(p.input[side].id).players.find((x) => x.id === id)!;

  it('plausible scores: about 2.6 goals a match, rarely more than seven', () => {
    const totals = plans.map((p) => goalsOf(p).home + goalsOf(p).away);
    const mean = totals.reduce((a, b) => a + b, 0) / totals.length;
    expect(mean).toBeGreaterThan(2);
    expect(mean).toBeLessThan(3.4);
    expect(totals.filter((t) => t > 7).length).toBeLessThan(4);
  });

  it('no two goals in one minute (a day list showed a scorer twice: "Orsós Dominik 7\'" and again)', () => {
    for (const p of plans) {
      const minutes = p.events.filter((e) => countsForScore(e)).map((e) => `${e.elapsed}+${e.extra ?? 0}`);
      expect(new Set(minutes).size, `fixture ${p.input.id}`).toBe(minutes.length);
    }
  });

  it('forwards score more often than defenders, a goalkeeper never scores in play, an own goal counts for the other side', () => {
    const scorers = events.filter(({ e }) => e.type === 'Goal' && e.detail !== 'Own Goal').map(({ p, e }) => posOf(p, e.playerTeam, e.playerId).pos);
    const count = (pos: string) => scorers.filter((x) => x === pos).length;
    expect(count('F')).toBeGreaterThan(2 * count('D'));
    expect(count('G')).toBe(0);
    const own = events.filter(({ e }) => e.detail === 'Own Goal');
    expect(own.length).toBeGreaterThan(0);
    for (const { e } of own) expect(e.playerTeam).not.toBe(e.side);
    expect(events.some(({ e }) => e.type === 'Goal' && e.assistId !== null)).toBe(true);
  });

  it('substitutions in the second half bring a substitute on for a player on the pitch, at most five a side', () => {
    for (const p of plans) {
      for (const side of ['home', 'away'] as const) {
        const subs = p.events.filter((e) => e.type === 'subst' && e.side === side);
        expect(subs.length).toBeGreaterThanOrEqual(3);
        expect(subs.length).toBeLessThanOrEqual(5);
        for (const s of subs) {
          expect(s.elapsed).toBeGreaterThanOrEqual(46);
          // API-FOOTBALL's convention: `player` goes off (here a starter or an earlier substitute), `assist` comes on from the bench.
          expect(posOf(p, side, s.assistId!).starter).toBe(false);
          expect(s.detail).toMatch(/^Substitution [1-5]$/);
        }
      }
    }
  });

  it('cards: yellow, second yellow and red; a player sent off does nothing afterwards', () => {
    const details = new Set(events.filter(({ e }) => e.type === 'Card').map(({ e }) => e.detail));
    expect(details).toEqual(new Set(['Yellow Card', 'Second Yellow card', 'Red Card']));
    for (const { p, e } of events.filter(({ e }) => e.detail === 'Red Card' || e.detail === 'Second Yellow card')) {
      const later = p.events.filter((x) => x.at > e.at && (x.playerId === e.playerId || x.assistId === e.playerId));
      expect(later).toEqual([]);
    }
  });

  it('is the same for the same fixture; missing referee, statistics, line-ups, predictions happen, never when complete', () => {
    expect(planMatch(input(77))).toEqual(planMatch(input(77)));
    expect(plans.some((p) => p.referee === null)).toBe(true);
    expect(plans.some((p) => p.stats === null && !p.hasLineups)).toBe(true);
    expect(plans.some((p) => !p.hasPredictions)).toBe(true);
    const complete = Array.from({ length: 200 }, (_, i) => planMatch(input(5000 + i, { complete: true })));
    expect(complete.every((p) => p.stats !== null && p.hasLineups && p.hasPredictions)).toBe(true);
  });
});
