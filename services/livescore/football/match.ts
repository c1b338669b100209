// One match of the model: what happens in it is drawn once from the fixture's own rng (goals from the two
// teams' strengths, scorers mostly forwards, assists sometimes, cards, second-half substitutions, extra
// time and a shoot-out in a knock-out tie that is level), each event at its match minute; the clock then
// only decides how much of it has happened. A match minute lasts MATCH_MINUTE_S real seconds (D-216).
import { createRng, type Rng } from '../../../lib/rng';
import type { FixtureStatusShort } from '../../../domain/sports/types';
import { personName, poolSize, type NamePool } from './names';
import { squadOf, type Position, type SquadPlayer } from './squads';
import type { TeamDef } from './teams';

/** Four times real pace: a reader polling every 15 s sees a new minute on every poll (D-216). */
export const MATCH_MINUTE_S = 15;
const HALF = 45;
const HALF_TIME_BREAK = 15;
const EXTRA_TIME_BREAK = 5;
const EXTRA_TIME = 30;
/** API-FOOTBALL's comment on a shoot-out kick's event. */
export const SHOOTOUT_COMMENT = 'Penalty Shootout';

export type Side = 'home' | 'away';

export interface MatchInput {
  id: number;
  home: TeamDef;
  away: TeamDef;
  /** false on a neutral ground. */
  homeAdvantage: boolean;
  /** A tie that must have a winner: extra time, then penalties. */
  knockout: boolean;
  /** Level after 90 and 120 minutes, whatever the draw says (the live cup tie that shows a shoot-out). */
  forceShootout?: boolean;
  /** Never missing statistics, line-ups or predictions (the live fixtures a reader is sent to). */
  complete?: boolean;
  refereePool: NamePool[];
}

export interface PlannedEvent {
  /** The match tick (minutes since kick-off) from which the event has happened. */
  at: number;
  elapsed: number;
  extra: number | null;
  /** The side the event counts for (an own goal: the side it is scored for). */
  side: Side;
  /** The team of `playerId` (the other side for an own goal). */
  playerTeam: Side;
  playerId: number;
  assistId: number | null;
  type: 'Goal' | 'Card' | 'subst';
  detail: string;
  comments: string | null;
}

export interface TeamStats {
  shotsOnGoal: number;
  totalShots: number;
  possession: number;
  fouls: number;
  corners: number;
  offsides: number;
  passes: number;
  passAccuracy: number;
}

export interface MatchPlan {
  input: MatchInput;
  /** Ticks at which each part ends; the later ones only when the match gets there. */
  firstHalfEnd: number;
  halfTimeEnd: number;
  secondHalfEnd: number;
  breakEnd: number | null;
  extraTimeEnd: number | null;
  /** The tick from which the match is over. */
  end: number;
  final: 'FT' | 'AET' | 'PEN';
  events: PlannedEvent[];
  stats: { home: TeamStats; away: TeamStats } | null;
  hasLineups: boolean;
  referee: string | null;
  hasPredictions: boolean;
  /** Expected goals, for the predictions. */
  expected: { home: number; away: number };
}

const rngFor = (id: number, salt: number): Rng => createRng((Math.imul(id, 2654435761) ^ Math.imul(salt + 1, 40503)) >>> 0);

function poisson(rng: Rng, lambda: number, cap: number): number {
  const limit = Math.exp(-lambda);
  let k = 0;
  let p = rng.next();
  while (p > limit && k < cap) {
    k++;
    p *= rng.next();
  }
  return k;
}

function weighted<T>(rng: Rng, items: T[], weight: (t: T) => number): T | null {
  const total = items.reduce((s, t) => s + weight(t), 0);
  if (total <= 0) return null;
  let r = rng.next() * total;
  for (const t of items) {
    r -= weight(t);
    if (r < 0) return t;
  }
  return items[items.length - 1] ?? null;
}

const SCORER: Record<Position, number> = { G: 0, D: 1, M: 3, F: 6 };
const ASSIST: Record<Position, number> = { G: 0.1, D: 1, M: 3, F: 2 };
const BOOKED: Record<Position, number> = { G: 0.2, D: 3, M: 3, F: 1 };

/** Expected goals of each side from the strengths (a home ground is worth a little). */
export function expectedGoals(input: Pick<MatchInput, 'home' | 'away' | 'homeAdvantage'>): { home: number; away: number } {
  const edge = (input.home.strength - input.away.strength) / 40;
  const ground = input.homeAdvantage ? 1.12 : 1;
  return { home: 1.3 * Math.exp(edge) * ground, away: (1.3 * Math.exp(-edge)) / ground };
}

/** A moment before players are chosen: what kind, whose, and when on the match clock. */
interface Moment {
  kind: 'goal' | 'yellow' | 'red' | 'sub';
  side: Side;
  at: number;
  elapsed: number;
  extra: number | null;
}

export function planMatch(input: MatchInput): MatchPlan {
  const time = rngFor(input.id, 1);
  const s1 = time.int(1, 4);
  const s2 = time.int(2, 6);
  const s3 = time.int(0, 2);
  const firstHalfEnd = HALF + s1;
  const halfTimeEnd = firstHalfEnd + HALF_TIME_BREAK;
  const secondHalfEnd = halfTimeEnd + HALF + s2;

  const expected = expectedGoals(input);
  const goals = rngFor(input.id, 2);
  let regular = { home: poisson(goals, expected.home, 7), away: poisson(goals, expected.away, 7) };
  if (input.forceShootout) regular = { home: regular.home, away: regular.home };
  const level = regular.home === regular.away;
  const extraTime = input.knockout && level;
  let extra = extraTime ? { home: poisson(goals, expected.home * 0.3, 3), away: poisson(goals, expected.away * 0.3, 3) } : { home: 0, away: 0 };
  if (input.forceShootout) extra = { home: 0, away: 0 };
  const shootout = extraTime && extra.home === extra.away;
  const breakEnd = extraTime ? secondHalfEnd + EXTRA_TIME_BREAK : null;
  const extraTimeEnd = breakEnd === null ? null : breakEnd + EXTRA_TIME + s3;

  /** A minute of play: 1 … 45+s1, 46 … 90+s2, and 91 … 120+s3 in extra time, as elapsed/extra and tick. */
  const position = (n: number): { at: number; elapsed: number; extra: number | null } => {
    if (n <= HALF + s1) return { at: n, elapsed: Math.min(n, HALF), extra: n > HALF ? n - HALF : null };
    const second = n - (HALF + s1) + HALF;
    if (second <= 2 * HALF + s2) return { at: halfTimeEnd + second - HALF, elapsed: Math.min(second, 90), extra: second > 90 ? second - 90 : null };
    const et = second - (2 * HALF + s2) + 90;
    return { at: breakEnd! + et - 90, elapsed: Math.min(et, 120), extra: et > 120 ? et - 120 : null };
  };
  const regularMinutes = 2 * HALF + s1 + s2;
  const minute = (rng: Rng, from: number, to: number) => position(rng.int(from, to));

  // No two goals in one minute: after a goal the play restarts from the centre, and a score box would list a
  // scorer twice at the same minute ("… 7'" twice). A taken minute is drawn again; a span too short for
  // every goal (never in practice) keeps the draw.
  const goalMinutes = new Set<number>();
  const goalMinute = (from: number, to: number) => {
    let n = goals.int(from, to);
    for (let tries = 0; goalMinutes.has(n) && tries < 20; tries++) n = goals.int(from, to);
    goalMinutes.add(n);
    return position(n);
  };
  const moments: Moment[] = [];
  (['home', 'away'] as Side[]).forEach((side) => {
    for (let g = 0; g < regular[side]; g++) moments.push({ kind: 'goal', side, ...goalMinute(1, regularMinutes) });
    for (let g = 0; g < extra[side]; g++) moments.push({ kind: 'goal', side, ...goalMinute(regularMinutes + 1, regularMinutes + EXTRA_TIME + s3) });
  });
  const cards = rngFor(input.id, 3);
  const played = extraTime ? regularMinutes + EXTRA_TIME + s3 : regularMinutes;
  (['home', 'away'] as Side[]).forEach((side) => {
    const yellows = poisson(cards, 1.8, 5);
    for (let c = 0; c < yellows; c++) moments.push({ kind: 'yellow', side, ...minute(cards, 5, played) });
    if (cards.chance(0.04)) moments.push({ kind: 'red', side, ...minute(cards, 20, played) });
  });
  const subs = rngFor(input.id, 4);
  (['home', 'away'] as Side[]).forEach((side) => {
    const count = subs.int(3, 5);
    // From the second half's first minute (a change at the break) to a few minutes before the end.
    for (let s = 0; s < count; s++) moments.push({ kind: 'sub', side, ...minute(subs, HALF + s1 + 1, regularMinutes - 3) });
  });
  moments.sort((a, b) => a.at - b.at);

  const { events, onPitch } = assignPlayers(input, moments, rngFor(input.id, 5));
  let final: MatchPlan['final'] = extraTime ? 'AET' : 'FT';
  let end = extraTimeEnd ?? secondHalfEnd;
  if (shootout) {
    const kicks = shootoutKicks(onPitch, rngFor(input.id, 6), extraTimeEnd!);
    events.push(...kicks);
    final = 'PEN';
    end = extraTimeEnd! + kicks.length + 2;
  }

  const meta = rngFor(input.id, 7);
  const referee = meta.chance(0.07) ? null : refereeName(meta, input.refereePool);
  const noData = !input.complete && meta.chance(0.08);
  const noPredictions = !input.complete && meta.chance(0.12);
  const stats = noData ? null : drawStats(rngFor(input.id, 8), input, events);

  return {
    input,
    firstHalfEnd,
    halfTimeEnd,
    secondHalfEnd,
    breakEnd,
    extraTimeEnd,
    end,
    final,
    events,
    stats,
    hasLineups: !noData,
    referee,
    hasPredictions: !noPredictions,
    expected,
  };
}

function refereeName(rng: Rng, pools: NamePool[]): string {
  const pool = rng.pick(pools);
  const size = poolSize(pool);
  return personName(pool, rng.int(0, size.given - 1), rng.int(0, size.family - 1));
}

type Pitch = { home: SquadPlayer[]; away: SquadPlayer[] };

/**
 * Players for the moments, in time order: who is on the pitch changes with substitutions and dismissals.
 * Also answers who is on it when the play ends (the shoot-out's kickers).
 */
function assignPlayers(input: MatchInput, moments: Moment[], rng: Rng): { events: PlannedEvent[]; onPitch: Pitch } {
  const squads = { home: squadOf(input.home.id), away: squadOf(input.away.id) };
  const onPitch: Pitch = { home: squads.home.players.filter((p) => p.starter), away: squads.away.players.filter((p) => p.starter) };
  const bench = { home: squads.home.players.filter((p) => !p.starter && p.pos !== 'G'), away: squads.away.players.filter((p) => !p.starter && p.pos !== 'G') };
  const booked = new Set<number>();
  const subsMade = { home: 0, away: 0 };
  const other = (side: Side): Side => (side === 'home' ? 'away' : 'home');
  const out: PlannedEvent[] = [];
  const event = (m: Moment, e: Omit<PlannedEvent, 'at' | 'elapsed' | 'extra' | 'side'> & { side?: Side }) =>
    out.push({ at: m.at, elapsed: m.elapsed, extra: m.extra, side: e.side ?? m.side, ...e });
  const dismiss = (side: Side, p: SquadPlayer) => (onPitch[side] = onPitch[side].filter((x) => x.id !== p.id));

  for (const m of moments) {
    const mine = onPitch[m.side];
    if (m.kind === 'sub') {
      const off = rng.pick(mine.filter((p) => p.pos !== 'G'));
      const on = bench[m.side].length ? rng.pick(bench[m.side]) : null;
      if (!on || !off) continue;
      bench[m.side] = bench[m.side].filter((p) => p.id !== on.id);
      onPitch[m.side] = [...mine.filter((p) => p.id !== off.id), on];
      subsMade[m.side]++;
      // As API-FOOTBALL: the player going off is the event's player, the one coming on its "assist" (D-215).
      event(m, { playerTeam: m.side, playerId: off.id, assistId: on.id, type: 'subst', detail: `Substitution ${subsMade[m.side]}`, comments: null });
    } else if (m.kind === 'yellow' || m.kind === 'red') {
      const p = weighted(rng, mine, (x) => BOOKED[x.pos]);
      if (!p) continue;
      if (m.kind === 'red' || booked.has(p.id)) {
        dismiss(m.side, p);
        const detail = m.kind === 'red' ? 'Red Card' : 'Second Yellow card';
        event(m, { playerTeam: m.side, playerId: p.id, assistId: null, type: 'Card', detail, comments: m.kind === 'red' ? 'Serious Foul' : null });
      } else {
        booked.add(p.id);
        event(m, {
          playerTeam: m.side,
          playerId: p.id,
          assistId: null,
          type: 'Card',
          detail: 'Yellow Card',
          comments: rng.chance(0.3) ? 'Foul' : null,
        });
      }
    } else {
      const kind = rng.next();
      if (kind < 0.03) {
        const p = weighted(rng, onPitch[other(m.side)], (x) => BOOKED[x.pos]);
        if (p) {
          event(m, { playerTeam: other(m.side), playerId: p.id, assistId: null, type: 'Goal', detail: 'Own Goal', comments: null });
          continue;
        }
      }
      const scorer = weighted(rng, mine, (x) => SCORER[x.pos]) ?? mine[0]!;
      if (kind < 0.11) {
        event(m, { playerTeam: m.side, playerId: scorer.id, assistId: null, type: 'Goal', detail: 'Penalty', comments: null });
        continue;
      }
      const assist = rng.chance(0.65)
        ? weighted(
            rng,
            mine.filter((x) => x.id !== scorer.id),
            (x) => ASSIST[x.pos],
          )
        : null;
      event(m, { playerTeam: m.side, playerId: scorer.id, assistId: assist?.id ?? null, type: 'Goal', detail: 'Normal Goal', comments: null });
    }
  }
  return { events: out, onPitch };
}

const KICK_ORDER: Record<Position, number> = { F: 0, M: 1, D: 2, G: 3 };

/** The shoot-out: five kicks each (fewer when it is decided), then sudden death; one kick a match minute. */
function shootoutKicks(pitch: Pitch, rng: Rng, from: number): PlannedEvent[] {
  const kickers = {
    home: [...pitch.home].sort((a, b) => KICK_ORDER[a.pos] - KICK_ORDER[b.pos] || a.id - b.id),
    away: [...pitch.away].sort((a, b) => KICK_ORDER[a.pos] - KICK_ORDER[b.pos] || a.id - b.id),
  };
  const score = { home: 0, away: 0 };
  const taken = { home: 0, away: 0 };
  const kicks: PlannedEvent[] = [];
  const decided = () => {
    if (taken.home <= 5 && taken.away <= 5) {
      const left = { home: 5 - taken.home, away: 5 - taken.away };
      return score.home > score.away + left.away || score.away > score.home + left.home;
    }
    return taken.home === taken.away && score.home !== score.away;
  };
  for (let n = 0; !decided(); n++) {
    const side: Side = n % 2 === 0 ? 'home' : 'away';
    const list = kickers[side];
    const kicker = list[taken[side] % list.length]!;
    taken[side]++;
    // Sudden death cannot go on for ever: from the fifteenth pair the home side misses.
    const scored = taken[side] > 15 ? side === 'away' : rng.chance(0.76);
    if (scored) score[side]++;
    kicks.push({
      at: from + kicks.length + 1,
      elapsed: 120,
      extra: null,
      side,
      playerTeam: side,
      playerId: kicker.id,
      assistId: null,
      type: 'Goal',
      detail: scored ? 'Penalty' : 'Missed Penalty',
      comments: SHOOTOUT_COMMENT,
    });
  }
  return kicks;
}

function drawStats(rng: Rng, input: MatchInput, events: PlannedEvent[]): { home: TeamStats; away: TeamStats } {
  const possessionHome = Math.max(30, Math.min(70, Math.round(50 + (input.home.strength - input.away.strength) * 0.6 + rng.int(-6, 6))));
  const side = (s: Side, possession: number): TeamStats => {
    const scored = events.filter((e) => e.type === 'Goal' && e.side === s && e.playerTeam === s && !isShootout(e) && e.detail !== 'Missed Penalty').length;
    const totalShots = scored + rng.int(4, 13) + Math.round(possession / 12);
    const shotsOnGoal = Math.min(totalShots, Math.max(scored, Math.round(totalShots * (0.28 + rng.next() * 0.17))));
    const passes = Math.round(possession * (8 + rng.next() * 2.5));
    return {
      shotsOnGoal,
      totalShots,
      possession,
      fouls: rng.int(7, 18),
      corners: rng.int(1, 10),
      offsides: rng.int(0, 5),
      passes,
      passAccuracy: rng.int(70, 90),
    };
  };
  return { home: side('home', possessionHome), away: side('away', 100 - possessionHome) };
}

export const isShootout = (e: Pick<PlannedEvent, 'comments'>) => e.comments === SHOOTOUT_COMMENT;

/** A goal that counts for the score (not a shoot-out kick, not a miss). */
export const countsForScore = (e: PlannedEvent) => e.type === 'Goal' && !isShootout(e) && e.detail !== 'Missed Penalty';

export interface MatchState {
  short: FixtureStatusShort;
  elapsed: number | null;
  extra: number | null;
  /** How many of the plan's events have happened (they are in time order). */
  seen: number;
  finished: boolean;
  live: boolean;
}

/** The match at tick `t` (whole match minutes since its kick-off; negative: not started). */
export function stateAt(plan: MatchPlan, t: number): MatchState {
  let seen = 0;
  while (seen < plan.events.length && plan.events[seen]!.at <= t) seen++;
  const live = (short: FixtureStatusShort, elapsed: number, extra: number | null = null): MatchState => ({
    short,
    elapsed,
    extra,
    seen,
    finished: false,
    live: true,
  });
  if (t < 0) return { short: 'NS', elapsed: null, extra: null, seen: 0, finished: false, live: false };
  if (t >= plan.end) return { short: plan.final, elapsed: plan.final === 'FT' ? 90 : 120, extra: null, seen, finished: true, live: false };
  if (t < plan.firstHalfEnd) {
    const c = t + 1;
    return live('1H', Math.min(c, HALF), c > HALF ? c - HALF : null);
  }
  if (t < plan.halfTimeEnd) return live('HT', HALF);
  if (t < plan.secondHalfEnd) {
    const c = HALF + 1 + (t - plan.halfTimeEnd);
    return live('2H', Math.min(c, 90), c > 90 ? c - 90 : null);
  }
  if (t < plan.breakEnd!) return live('BT', 90);
  if (t < plan.extraTimeEnd!) {
    const c = 91 + (t - plan.breakEnd!);
    return live('ET', Math.min(c, 120), c > 120 ? c - 120 : null);
  }
  return live('P', 120);
}

/** The tick of a kick-off at `kickoff` (unix s) at `now` (unix s). */
export const tickAt = (kickoff: number, now: number) => Math.floor((now - kickoff) / MATCH_MINUTE_S);

/** Real seconds from kick-off to the end of the match. */
export const durationS = (plan: MatchPlan) => plan.end * MATCH_MINUTE_S;
