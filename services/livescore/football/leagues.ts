// The domestic schedules: NB I (12 clubs, double round robin, 22 rounds: the autumn half from late July to
// November, the spring half from February to late May, rounds on weekends at several kick-off times), the
// Premier League (20 clubs, 38 rounds, mid-August to late May) and the Magyar Kupa (32 clubs, knock-out:
// September to May, the final on a neutral ground). A season is named by the year it starts in.
import { createRng } from '../../../lib/rng';
import { addDays, budapestUnix, weekdayOnOrAfter, type CalendarDay } from './calendar';
import { doubleRoundRobin, type ProtoFixture } from './schedule';
import { CUP_CLUBS, NB1_CLUBS, PREMIER_CLUBS, type Venue } from './teams';

const SATURDAY = 6;
const WEDNESDAY = 3;

/** A kick-off: days from the round's Saturday (or the cup week's Wednesday), hour, minute. */
type Slot = [dayOffset: number, hour: number, minute: number];

const NB1_SLOTS: Slot[] = [
  [-1, 20, 0],
  [0, 14, 30],
  [0, 17, 0],
  [0, 19, 30],
  [1, 14, 30],
  [1, 17, 0],
];
/** Weeks after the half's first Saturday on which its rounds are played (international breaks skipped). */
const NB1_AUTUMN_WEEKS = [0, 1, 2, 3, 5, 6, 8, 10, 12, 14, 16];
const NB1_SPRING_WEEKS = [0, 1, 2, 4, 5, 7, 8, 10, 12, 14, 16];

const PREMIER_SLOTS: Slot[] = [
  [0, 13, 30],
  [0, 16, 0],
  [0, 16, 0],
  [0, 16, 0],
  [0, 16, 0],
  [0, 18, 30],
  [1, 15, 0],
  [1, 15, 0],
  [1, 17, 30],
  [2, 21, 0],
];
/** The Premier League's weeks off (international breaks), counted from its first Saturday. */
const PREMIER_BREAKS = new Set([3, 7, 12, 30]);

const at = (day: CalendarDay, [offset, hour, minute]: Slot) => {
  const d = addDays(day, offset);
  return budapestUnix(d.year, d.month, d.day, hour, minute);
};

/** A league's rounds: round r's pairs on `roundDay(r)`, each pair at one of `slots` (shuffled per round). */
function leagueRounds(season: number, salt: number, teams: number[], roundDay: (r: number) => CalendarDay, slots: Slot[]): ProtoFixture[] {
  const rng = createRng(season * 1000 + salt);
  const order = rng.sample(teams, teams.length);
  return doubleRoundRobin(order).flatMap((pairs, r) => {
    const day = roundDay(r);
    const times = rng.sample(slots, slots.length);
    return pairs.map(([home, away], i): ProtoFixture => ({
      key: `${r + 1}.${i + 1}`,
      round: `Regular Season - ${r + 1}`,
      kickoff: at(day, times[i]!),
      home: { team: home },
      away: { team: away },
      venue: null,
      knockout: false,
      group: null,
    }));
  });
}

export const NB1_ROUNDS = 22;

export function nb1(season: number): ProtoFixture[] {
  const autumn = weekdayOnOrAfter({ year: season, month: 7, day: 26 }, SATURDAY);
  const spring = weekdayOnOrAfter({ year: season + 1, month: 2, day: 1 }, SATURDAY);
  const half = NB1_ROUNDS / 2;
  return leagueRounds(
    season,
    271,
    NB1_CLUBS.map((t) => t.id),
    (r) => (r < half ? addDays(autumn, NB1_AUTUMN_WEEKS[r]! * 7) : addDays(spring, NB1_SPRING_WEEKS[r - half]! * 7)),
    NB1_SLOTS,
  );
}

export const PREMIER_ROUNDS = 38;

export function premierLeague(season: number): ProtoFixture[] {
  const first = weekdayOnOrAfter({ year: season, month: 8, day: 15 }, SATURDAY);
  const weeks: number[] = [];
  for (let w = 0; weeks.length < PREMIER_ROUNDS; w++) if (!PREMIER_BREAKS.has(w)) weeks.push(w);
  return leagueRounds(
    season,
    39,
    PREMIER_CLUBS.map((t) => t.id),
    (r) => addDays(first, weeks[r]! * 7),
    PREMIER_SLOTS,
  );
}

const CUP_FINAL_GROUND: Venue = { id: 9201, name: 'Puskás Aréna', city: 'Budapest' };

/** The Magyar Kupa's rounds: name, ties, the week's Wednesday (month, day of the season's year + offset), kick-offs. */
const CUP_ROUNDS: { name: string; ties: number; month: number; day: number; nextYear: boolean; slots: Slot[] }[] = [
  {
    name: '1st Round',
    ties: 16,
    month: 9,
    day: 10,
    nextYear: false,
    slots: [
      [-1, 17, 0],
      [-1, 18, 0],
      [0, 16, 0],
      [0, 17, 0],
      [0, 18, 0],
      [0, 19, 0],
      [1, 17, 0],
      [1, 18, 0],
    ],
  },
  {
    name: 'Round of 16',
    ties: 8,
    month: 10,
    day: 28,
    nextYear: false,
    slots: [
      [-1, 17, 0],
      [-1, 19, 0],
      [0, 16, 0],
      [0, 18, 0],
    ],
  },
  {
    name: 'Quarter-finals',
    ties: 4,
    month: 3,
    day: 1,
    nextYear: true,
    slots: [
      [-1, 18, 0],
      [0, 16, 0],
      [0, 18, 0],
      [1, 18, 0],
    ],
  },
  {
    name: 'Semi-finals',
    ties: 2,
    month: 4,
    day: 15,
    nextYear: true,
    slots: [
      [-1, 18, 0],
      [0, 18, 0],
    ],
  },
  { name: 'Final', ties: 1, month: 5, day: 13, nextYear: true, slots: [[0, 20, 0]] },
];

export const CUP_ROUND_NAMES = CUP_ROUNDS.map((r) => r.name);

/**
 * The Magyar Kupa: in the first round every NB I club plays away at a lower-division club and the other
 * eight lower-division clubs meet each other; then each tie's winner meets the next tie's (a fixed bracket).
 * Ties of a round kick off in bracket order, so their ids follow the bracket.
 */
export function magyarKupa(season: number): ProtoFixture[] {
  const rng = createRng(season * 1000 + 272);
  const big = rng.sample(
    NB1_CLUBS.map((t) => t.id),
    NB1_CLUBS.length,
  );
  const small = rng.sample(
    CUP_CLUBS.map((t) => t.id),
    CUP_CLUBS.length,
  );
  const firstRound: [number, number][] = [
    ...big.map((club, i): [number, number] => [small[i]!, club]),
    ...Array.from({ length: (small.length - big.length) / 2 }, (_, i): [number, number] => [small[big.length + 2 * i]!, small[big.length + 2 * i + 1]!]),
  ];
  // The draw mixes the bracket: the big clubs are not all in one half.
  const ties = rng.sample(firstRound, firstRound.length);
  const out: ProtoFixture[] = [];
  CUP_ROUNDS.forEach((round, r) => {
    const wednesday = weekdayOnOrAfter({ year: season + (round.nextYear ? 1 : 0), month: round.month, day: round.day }, WEDNESDAY);
    for (let t = 0; t < round.ties; t++) {
      const slotOf = round.slots[Math.floor((t * round.slots.length) / round.ties)]!;
      const [home, away] = r === 0 ? ties[t]! : [`${r - 1}.${2 * t}`, `${r - 1}.${2 * t + 1}`];
      out.push({
        key: `${r}.${t}`,
        round: round.name,
        // Slots rise with t, and ties at one time keep the builder's (bracket) order: ids follow the bracket.
        kickoff: at(wednesday, slotOf),
        home: typeof home === 'number' ? { team: home } : { winnerOf: home },
        away: typeof away === 'number' ? { team: away } : { winnerOf: away },
        venue: round.name === 'Final' ? CUP_FINAL_GROUND : null,
        knockout: true,
        group: null,
      });
    }
  });
  return out;
}
