// A match's events (specialised-features.md §3 events: type, detail, comments, player, assist, team, time)
// as the screen tells them: what kind each is and its Hungarian word, the minute, the goals and cards per
// team, and where each stands on the timeline (status.ts: widths 105/125/130). Goals and cards are listed
// under the event's team: API-FOOTBALL gives an own goal the team it counts for (decision D-222).
import type { Fixture, FixtureEvent, PlayerRef } from '../sports/types';
import { timelinePosition, timelineWidth } from './status';
import { FOOTBALL_TEXTS } from './texts';

export type EventKind = 'goal' | 'own-goal' | 'penalty' | 'missed-penalty' | 'yellow' | 'second-yellow' | 'red' | 'substitution' | 'var';

export const EVENT_TEXT: Readonly<Record<EventKind, string>> = {
  goal: 'Gól',
  'own-goal': 'Öngól',
  penalty: 'Gól büntetőből',
  'missed-penalty': 'Kihagyott büntető',
  yellow: 'Sárga lap',
  'second-yellow': 'Második sárga lap',
  red: 'Piros lap',
  substitution: 'Csere',
  var: 'Videóbíró (VAR)',
};

const norm = (s: string | null | undefined) => (s ?? '').trim().toLowerCase();

/** What a VAR check decided (API-FOOTBALL's details), in Hungarian; another detail is shown as the service wrote it. */
const VAR_DECISIONS: Readonly<Record<string, string>> = {
  'goal cancelled': 'gól érvénytelenítve',
  'goal disallowed': 'gól érvénytelenítve',
  'goal confirmed': 'gól megadva',
  'penalty confirmed': 'büntető megadva',
  'penalty cancelled': 'büntető visszavonva',
  'card upgrade': 'szigorúbb lap',
  'card reviewed': 'lap felülvizsgálva',
};

export function varDecision(detail: string | null | undefined): string | null {
  const d = norm(detail);
  if (!d) return null;
  const known = Object.entries(VAR_DECISIONS).find(([k]) => d.startsWith(k));
  return known ? known[1] : (detail ?? '').trim();
}

/** Why a card was shown (API-FOOTBALL's comments), in Hungarian; another reason is shown as the service wrote it. */
const CARD_REASONS: Readonly<Record<string, string>> = {
  foul: 'szabálytalanság',
  'serious foul': 'durva szabálytalanság',
  'serious foul play': 'durva szabálytalanság',
  'violent conduct': 'durvaság',
  roughing: 'durvaság',
  tripping: 'gáncsolás',
  holding: 'visszahúzás',
  pushing: 'lökés',
  elbowing: 'könyöklés',
  handball: 'kezezés',
  argument: 'reklamálás',
  dissent: 'reklamálás',
  'time wasting': 'időhúzás',
  'delay of game': 'időhúzás',
  simulation: 'műesés',
  diving: 'műesés',
  'unsportsmanlike conduct': 'sportszerűtlenség',
  'professional foul': 'taktikai szabálytalanság',
  'professional foul last man': 'gólhelyzet szabálytalan megakadályozása',
  'excessive celebration': 'túlzott ünneplés',
  'off the ball foul': 'szabálytalanság labda nélkül',
};

export function cardReason(comments: string | null | undefined): string | null {
  const c = norm(comments);
  if (!c) return null;
  return CARD_REASONS[c] ?? (comments ?? '').trim();
}

/** What an event is, from its `type` and `detail` (API-FOOTBALL's words); null for a kind the screen does not show. */
export function eventKind(e: Pick<FixtureEvent, 'type' | 'detail'>): EventKind | null {
  const type = norm(e.type);
  const detail = norm(e.detail);
  if (type === 'goal') {
    if (detail === 'own goal') return 'own-goal';
    if (detail === 'missed penalty') return 'missed-penalty';
    if (detail === 'penalty') return 'penalty';
    return 'goal';
  }
  if (type === 'card') {
    if (detail.startsWith('second yellow')) return 'second-yellow';
    if (detail.startsWith('red')) return 'red';
    if (detail.startsWith('yellow')) return 'yellow';
    return null;
  }
  if (type === 'subst') return 'substitution';
  if (type === 'var') return 'var';
  return null;
}

/** A kick of the penalty shoot-out (not a goal of the match: the shoot-out's score is `score.penalty`). */
export function isShootout(e: Pick<FixtureEvent, 'comments'>): boolean {
  return /shoot-?out/i.test(e.comments ?? '');
}

/** The minute an event happened: 23', 45+2'. */
export function minuteText(time: FixtureEvent['time']): string {
  return time.extra ? `${time.elapsed}+${time.extra}'` : `${time.elapsed}'`;
}

export const SCORING: readonly EventKind[] = ['goal', 'own-goal', 'penalty'];
export const CARDS: readonly EventKind[] = ['yellow', 'second-yellow', 'red'];

export type Side = 'home' | 'away';

export interface TeamEvent {
  kind: EventKind;
  side: Side;
  time: FixtureEvent['time'];
  /** 23', 45+2'. */
  minute: string;
  /** Who it is about: a goal's scorer with its kind, a substitution's '{in} ({out} helyett)'; null when unknown. */
  who: string | null;
  /** What the timeline adds in words: a goal's assist ('gólpassz: Nagy Ádám'), a card's reason; null when none. */
  note: string | null;
  /** The event's line: 'Szoboszlai Dominik (büntetőből) 23''. */
  text: string;
}

/** The side of the match an event belongs to; null for a team that is neither (the service's mistake). */
export function sideOf(f: Pick<Fixture, 'teams'>, e: Pick<FixtureEvent, 'team'>): Side | null {
  if (e.team?.id === f.teams.home.id) return 'home';
  if (e.team?.id === f.teams.away.id) return 'away';
  return null;
}

/** What an event says about its player(s): a goal's kind, a substitution's '{in} ({out} helyett)'. */
export function eventPlayerText(e: FixtureEvent, kind: EventKind): string | null {
  const player = e.player?.name?.trim() || null;
  if (kind === 'substitution') {
    // API-FOOTBALL's `assist` is the player coming on, `player` the one going off (decision D-222).
    const on = e.assist?.name?.trim() || null;
    if (on && player) return `${on} (${player} ${FOOTBALL_TEXTS.insteadOf})`;
    return on ?? player;
  }
  if (kind === 'own-goal' && player) return `${player} (${FOOTBALL_TEXTS.ownGoal})`;
  if (kind === 'penalty' && player) return `${player} (${FOOTBALL_TEXTS.penaltyGoal})`;
  if (kind === 'var') return [player, varDecision(e.detail)].filter(Boolean).join(', ') || null;
  return player;
}

/** A goal's assist or a card's reason, as the timeline tells it. */
export function eventNote(e: FixtureEvent, kind: EventKind): string | null {
  const assist = e.assist?.name?.trim();
  if (kind === 'goal' && assist) return `${FOOTBALL_TEXTS.assist}: ${assist}`;
  if (CARDS.includes(kind)) return cardReason(e.comments);
  return null;
}

/** The match's events the screen shows, in time order, each with its side (shoot-out kicks left out). */
export function teamEvents(f: Pick<Fixture, 'teams' | 'events'>, kinds?: readonly EventKind[]): TeamEvent[] {
  const out: TeamEvent[] = [];
  for (const e of f.events ?? []) {
    const kind = eventKind(e);
    const side = sideOf(f, e);
    if (!kind || !side || isShootout(e) || (kinds && !kinds.includes(kind))) continue;
    const who = eventPlayerText(e, kind);
    const minute = minuteText(e.time);
    out.push({ kind, side, time: e.time, minute, who, note: eventNote(e, kind), text: [who, minute].filter(Boolean).join(' ') });
  }
  // Array.prototype.sort is stable: events of one minute keep the service's order.
  const at = (t: FixtureEvent['time']) => t.elapsed * 100 + (t.extra ?? 0);
  return out.sort((a, b) => at(a.time) - at(b.time));
}

/** The goals of each side (a score box's scorers), in time order. */
export function scorers(f: Pick<Fixture, 'teams' | 'events'>): Record<Side, string[]> {
  const goals = teamEvents(f, SCORING);
  return { home: goals.filter((g) => g.side === 'home').map((g) => g.text), away: goals.filter((g) => g.side === 'away').map((g) => g.text) };
}

export interface TimelineItem extends TeamEvent {
  /** Where on the timeline, 0–100 %. */
  position: number;
}

/** Every event on the match's timeline: its width by the status (105, 125 with extra time, 130 with penalties). */
export function timelineItems(f: Pick<Fixture, 'teams' | 'events' | 'fixture'>): { width: number; items: TimelineItem[] } {
  const width = timelineWidth(f.fixture.status.short);
  return { width, items: teamEvents(f).map((t) => ({ ...t, position: timelinePosition(t.time, width) })) };
}

/** What a line-up entry shows of its player's match: a goal, a card, going off or coming on. */
export type PlayerMarkKind = 'goal' | 'own-goal' | 'penalty' | 'yellow' | 'second-yellow' | 'red' | 'off' | 'on';

export interface PlayerMark {
  kind: PlayerMarkKind;
  /** 23', 45+2'. */
  minute: string;
  /** What it says in words: 'Gól', 'Lecserélve'. */
  word: string;
}

const MARKED: readonly EventKind[] = [...SCORING, ...CARDS];

// A player by id, or by name where the service left the event's id out.
const playerKey = (p: PlayerRef | null | undefined): string | null => (typeof p?.id === 'number' ? `#${p.id}` : p?.name?.trim() ? `@${p.name.trim()}` : null);

/**
 * What happened to each player of the match so far, in time order (a line-up entry shows it, so the line-ups
 * change with the match): goals, cards, and a substitution's two players — API-FOOTBALL's `player` goes off,
 * its `assist` comes on (D-222). Shoot-out kicks are left out. Read a player's with `marksOf`.
 */
export function playerMarks(f: Pick<Fixture, 'teams' | 'events'>): Map<string, PlayerMark[]> {
  const marks = new Map<string, PlayerMark[]>();
  const add = (p: PlayerRef | null | undefined, kind: PlayerMarkKind, minute: string, word: string) => {
    const key = playerKey(p);
    if (key) marks.set(key, [...(marks.get(key) ?? []), { kind, minute, word }]);
  };
  const at = (t: FixtureEvent['time']) => t.elapsed * 100 + (t.extra ?? 0);
  for (const e of [...(f.events ?? [])].sort((a, b) => at(a.time) - at(b.time))) {
    const kind = eventKind(e);
    if (!kind || !sideOf(f, e) || isShootout(e)) continue;
    const minute = minuteText(e.time);
    if (kind === 'substitution') {
      add(e.player, 'off', minute, FOOTBALL_TEXTS.subOff);
      add(e.assist, 'on', minute, FOOTBALL_TEXTS.subOn);
    } else if (MARKED.includes(kind)) add(e.player, kind as PlayerMarkKind, minute, EVENT_TEXT[kind]);
  }
  return marks;
}

/** A line-up player's marks: those of the events that name his id, then those that name only him by name. */
export function marksOf(marks: ReadonlyMap<string, PlayerMark[]>, p: { id: number | null; name: string | null }): PlayerMark[] {
  const byId = typeof p.id === 'number' ? (marks.get(`#${p.id}`) ?? []) : [];
  const byName = p.name?.trim() ? (marks.get(`@${p.name.trim()}`) ?? []) : [];
  return [...byId, ...byName];
}
