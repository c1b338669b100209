// A fixture of the model as the service answers it (domain/sports/types.ts, API-FOOTBALL's shapes): the list
// form (with events, for a day's or a season's fixtures) and the full form (line-ups, statistics,
// predictions). What has happened comes from the plan and the match state at the moment asked.
import type { Fixture, FixtureEvent, FixtureStatusShort, Lineup, Predictions, Score, TeamRef, TeamStatistics } from '../../../domain/sports/types';
import { isoBudapest } from './calendar';
import type { LeagueDef } from './competitions';
import { countsForScore, isShootout, type MatchPlan, type MatchState, type PlannedEvent, type Side } from './match';
import { leagueLogo, teamLogo } from './media';
import { squadOf, type SquadPlayer } from './squads';
import type { TeamDef, Venue } from './teams';

const STATUS_LONG: Record<FixtureStatusShort, string> = {
  TBD: 'Time To Be Defined',
  NS: 'Not Started',
  '1H': 'First Half',
  HT: 'Halftime',
  '2H': 'Second Half',
  ET: 'Extra Time',
  BT: 'Break Time',
  P: 'Penalty In Progress',
  FT: 'Match Finished',
  AET: 'Match Finished After Extra Time',
  PEN: 'Match Finished After Penalty',
  PST: 'Match Postponed',
  CANC: 'Match Cancelled',
  WP: 'Match Finished After Penalty',
};

export interface FixtureView {
  id: number;
  league: LeagueDef;
  season: number;
  round: string;
  /** A neutral ground; null: the home team's. */
  venue: Venue | null;
  kickoff: number;
  home: TeamDef;
  away: TeamDef;
  plan: MatchPlan;
  state: MatchState;
  /** Match minutes since the kick-off (negative before it). */
  tick: number;
}

export const teamRef = (t: TeamDef): TeamRef => ({ id: t.id, name: t.name, logo: teamLogo(t.id) });

const players = new Map<number, SquadPlayer>();
function player(id: number, teamId: number): SquadPlayer {
  let p = players.get(id);
  if (!p) {
    for (const x of squadOf(teamId).players) players.set(x.id, x);
    p = players.get(id)!;
  }
  return p;
}

const sideTeam = (v: FixtureView, side: Side) => (side === 'home' ? v.home : v.away);
const started = (v: FixtureView) => v.state.live || v.state.finished;

export function visibleEvents(v: FixtureView): PlannedEvent[] {
  return started(v) ? v.plan.events.slice(0, v.state.seen) : [];
}

function eventJson(v: FixtureView, e: PlannedEvent): FixtureEvent {
  const own = sideTeam(v, e.playerTeam);
  const p = player(e.playerId, own.id);
  const assist = e.assistId === null ? null : player(e.assistId, own.id);
  return {
    time: { elapsed: e.elapsed, extra: e.extra },
    team: teamRef(sideTeam(v, e.side)),
    player: { id: p.id, name: p.name },
    assist: { id: assist?.id ?? null, name: assist?.name ?? null },
    type: e.type,
    detail: e.detail,
    comments: e.comments,
  };
}

const EMPTY: Score = { home: null, away: null };

function scores(v: FixtureView, events: PlannedEvent[]): Pick<Fixture, 'goals' | 'score'> & { winner: Side | null } {
  if (!started(v)) return { goals: EMPTY, score: { halftime: EMPTY, fulltime: EMPTY, extratime: EMPTY, penalty: EMPTY }, winner: null };
  const { plan, tick } = v;
  const count = (keep: (e: PlannedEvent) => boolean): Score => ({
    home: events.filter((e) => e.side === 'home' && keep(e)).length,
    away: events.filter((e) => e.side === 'away' && keep(e)).length,
  });
  const goals = count(countsForScore);
  const halftime = tick >= plan.firstHalfEnd ? count((e) => countsForScore(e) && e.at <= plan.firstHalfEnd) : EMPTY;
  const fulltime = tick >= plan.secondHalfEnd ? count((e) => countsForScore(e) && e.at <= plan.secondHalfEnd) : EMPTY;
  const extratime = plan.extraTimeEnd !== null && tick >= plan.extraTimeEnd ? count((e) => countsForScore(e) && e.at > plan.secondHalfEnd) : EMPTY;
  const penalty =
    plan.final === 'PEN' && plan.extraTimeEnd !== null && tick >= plan.extraTimeEnd ? count((e) => isShootout(e) && e.detail === 'Penalty') : EMPTY;
  let winner: Side | null = null;
  if (v.state.finished) {
    const [h, a] = goals.home === goals.away && penalty.home !== null ? [penalty.home, penalty.away!] : [goals.home!, goals.away!];
    winner = h > a ? 'home' : a > h ? 'away' : null;
  }
  return { goals, score: { halftime, fulltime, extratime, penalty }, winner };
}

/** A fixture as lists answer it: events, but no line-ups, statistics or predictions. */
export function listFixture(v: FixtureView, url: string | null, withEvents = true): Fixture {
  const events = visibleEvents(v);
  const { goals, score, winner } = scores(v, events);
  const ground = v.venue ?? v.home.venue;
  return {
    fixture: {
      id: v.id,
      referee: v.plan.referee,
      date: isoBudapest(v.kickoff),
      timestamp: v.kickoff,
      venue: { id: ground?.id ?? null, name: ground?.name ?? null, city: ground?.city ?? null },
      status: { long: STATUS_LONG[v.state.short], short: v.state.short, elapsed: v.state.elapsed, extra: v.state.extra },
    },
    league: { id: v.league.id, name: v.league.name, country: v.league.country.name, logo: leagueLogo(v.league.id), season: v.season, round: v.round },
    teams: {
      home: { ...teamRef(v.home), winner: v.state.finished ? winner === 'home' : null },
      away: { ...teamRef(v.away), winner: v.state.finished ? winner === 'away' : null },
    },
    goals,
    score,
    events: withEvents ? events.map((e) => eventJson(v, e)) : [],
    lineups: [],
    statistics: [],
    predictions: null,
    url,
    robot: 'index',
  };
}

/** The line-ups are out an hour before the kick-off. */
export const LINEUPS_BEFORE_S = 3600;

export function fullFixture(v: FixtureView, url: string | null, now: number, h2h: Fixture[]): Fixture {
  const base = listFixture(v, url);
  const lineupsOut = v.plan.hasLineups && v.state.short !== 'PST' && now >= v.kickoff - LINEUPS_BEFORE_S;
  return {
    ...base,
    lineups: lineupsOut ? [lineup(v.home), lineup(v.away)] : [],
    statistics: started(v) ? statistics(v) : [],
    predictions: v.plan.hasPredictions ? predictions(v, h2h) : null,
  };
}

function lineup(team: TeamDef): Lineup {
  const squad = squadOf(team.id);
  const entry = (p: SquadPlayer) => ({ player: { id: p.id, name: p.name, number: p.number, pos: p.pos } });
  return {
    team: teamRef(team),
    formation: squad.formation,
    startXI: squad.players.filter((p) => p.starter).map(entry),
    substitutes: squad.players.filter((p) => !p.starter).map(entry),
    coach: squad.coach,
  };
}

/** The statistics so far: counts grow with the minutes played, cards and goals are the events'. */
function statistics(v: FixtureView): TeamStatistics[] {
  const final = v.plan.stats;
  if (!final) return [];
  const events = visibleEvents(v);
  const minutes = v.plan.extraTimeEnd === null ? 90 : 120;
  const share = v.state.finished ? 1 : Math.min(1, (v.state.elapsed ?? 0) / minutes);
  const scaled = (n: number) => Math.round(n * share);
  const own = (side: Side, detail: string[]) => events.filter((e) => e.type === 'Card' && e.playerTeam === side && detail.includes(e.detail)).length;
  const scored = (side: Side) => events.filter((e) => countsForScore(e) && e.side === side && e.playerTeam === side).length;
  const orNull = (n: number) => (n === 0 ? null : n);
  const one = (side: Side): TeamStatistics => {
    const s = final[side];
    const other: Side = side === 'home' ? 'away' : 'home';
    const onGoal = Math.max(scored(side), scaled(s.shotsOnGoal));
    const total = Math.max(onGoal, scaled(s.totalShots));
    const otherOnGoal = Math.max(scored(other), scaled(final[other].shotsOnGoal));
    return {
      team: teamRef(sideTeam(v, side)),
      statistics: [
        { type: 'Shots on Goal', value: onGoal },
        { type: 'Total Shots', value: total },
        { type: 'Fouls', value: scaled(s.fouls) },
        { type: 'Corner Kicks', value: scaled(s.corners) },
        { type: 'Offsides', value: orNull(scaled(s.offsides)) },
        { type: 'Ball Possession', value: `${s.possession}%` },
        { type: 'Yellow Cards', value: orNull(own(side, ['Yellow Card'])) },
        { type: 'Red Cards', value: orNull(own(side, ['Red Card', 'Second Yellow card'])) },
        { type: 'Goalkeeper Saves', value: Math.max(0, otherOnGoal - scored(other)) },
        { type: 'Total passes', value: scaled(s.passes) },
        { type: 'Passes %', value: `${s.passAccuracy}%` },
      ],
    };
  };
  return [one('home'), one('away')];
}

function predictions(v: FixtureView, h2h: Fixture[]): Predictions {
  const { home, away } = v.plan.expected;
  const share = home / (home + away);
  const draw = Math.round(30 - 20 * Math.abs(share - 0.5));
  const homePct = Math.round((100 - draw) * share);
  const awayPct = 100 - draw - homePct;
  const favourite = homePct >= awayPct ? v.home : v.away;
  const best = Math.max(homePct, awayPct);
  const goalsHome = Math.round(100 * share);
  return {
    winner: { id: favourite.id, name: favourite.name, comment: best >= 50 ? 'Győzelem' : 'Győzelem vagy döntetlen' },
    percent: { home: `${homePct}%`, draw: `${draw}%`, away: `${awayPct}%` },
    comparison: { goals: { home: `${goalsHome}%`, away: `${100 - goalsHome}%` } },
    h2h,
  };
}
