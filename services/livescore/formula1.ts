// The embedded live-score service's Formula 1 data (specialised-features.md §3, §4): two seasons (the
// current year and the one before), ten teams, twenty drivers, twelve Grands Prix a season with their
// sessions, results and standings. Everything is a pure function of the service's start and the clock:
// sessions before `now` are Completed, later ones Scheduled, and the current season's one race started ten
// minutes before the service did is Live, one lap every LAP_SECONDS, until its last lap.
import { createRng } from '../../lib/rng';
import { driverImage, f1TeamLogo } from './formula1Media';
import type { Circuit, DriverDetail, Race, ResultRow, SeasonOption, StandingsDriverRow, StandingsTeamRow, TeamDetail } from '../../domain/sports/types';

export const LAP_SECONDS = 90;
/** The live race started this long before the service. */
const LIVE_STARTED_BEFORE_S = 10 * 60;
const GRANDS_PRIX = 12;
const RACE_POINTS = [25, 18, 15, 12, 10, 8, 6, 4, 2, 1];
const SPRINT_POINTS = [8, 7, 6, 5, 4, 3, 2, 1];

const TEAMS: [string, string, string][] = [
  ['Red Bull Racing', 'Milton Keynes, Egyesült Királyság', 'Honda RBPT'],
  ['Ferrari', 'Maranello, Olaszország', 'Ferrari'],
  ['Mercedes', 'Brackley, Egyesült Királyság', 'Mercedes'],
  ['McLaren', 'Woking, Egyesült Királyság', 'Mercedes'],
  ['Aston Martin', 'Silverstone, Egyesült Királyság', 'Mercedes'],
  ['Alpine', 'Enstone, Egyesült Királyság', 'Renault'],
  ['Williams', 'Grove, Egyesült Királyság', 'Mercedes'],
  ['Racing Bulls', 'Faenza, Olaszország', 'Honda RBPT'],
  ['Sauber', 'Hinwil, Svájc', 'Ferrari'],
  ['Haas', 'Kannapolis, Egyesült Államok', 'Ferrari'],
];

const DRIVERS: [string, string, string][] = [
  ['Max Verstappen', 'VER', 'holland'],
  ['Yuki Tsunoda', 'TSU', 'japán'],
  ['Charles Leclerc', 'LEC', 'monacói'],
  ['Lewis Hamilton', 'HAM', 'brit'],
  ['George Russell', 'RUS', 'brit'],
  ['Andrea Kimi Antonelli', 'ANT', 'olasz'],
  ['Lando Norris', 'NOR', 'brit'],
  ['Oscar Piastri', 'PIA', 'ausztrál'],
  ['Fernando Alonso', 'ALO', 'spanyol'],
  ['Lance Stroll', 'STR', 'kanadai'],
  ['Pierre Gasly', 'GAS', 'francia'],
  ['Franco Colapinto', 'COL', 'argentin'],
  ['Alexander Albon', 'ALB', 'thai'],
  ['Carlos Sainz', 'SAI', 'spanyol'],
  ['Isack Hadjar', 'HAD', 'francia'],
  ['Liam Lawson', 'LAW', 'új-zélandi'],
  ['Nico Hülkenberg', 'HUL', 'német'],
  ['Gabriel Bortoleto', 'BOR', 'brazil'],
  ['Esteban Ocon', 'OCO', 'francia'],
  ['Oliver Bearman', 'BEA', 'brit'],
];

/** The teams and drivers (formula1Images.ts draws their pictures). */
export { TEAMS as F1_TEAMS, DRIVERS as F1_DRIVERS };

/** A driver's team id: two drivers a team, in TEAMS' order. */
export const teamOfDriver = (driverId: number) => Math.floor((driverId - 1) / 2) + 1;

/** Grand Prix, city, country, laps, length (km). */
const CIRCUITS: [string, string, string, number, number][] = [
  ['Bahreini Nagydíj', 'Szahír', 'Bahrein', 57, 5.412],
  ['Szaúd-arábiai Nagydíj', 'Dzsidda', 'Szaúd-Arábia', 50, 6.174],
  ['Ausztrál Nagydíj', 'Melbourne', 'Ausztrália', 58, 5.278],
  ['Japán Nagydíj', 'Szuzuka', 'Japán', 53, 5.807],
  ['Miami Nagydíj', 'Miami', 'Egyesült Államok', 57, 5.412],
  ['Monacói Nagydíj', 'Monte-Carlo', 'Monaco', 78, 3.337],
  ['Spanyol Nagydíj', 'Barcelona', 'Spanyolország', 66, 4.657],
  ['Osztrák Nagydíj', 'Spielberg', 'Ausztria', 71, 4.318],
  ['Brit Nagydíj', 'Silverstone', 'Egyesült Királyság', 52, 5.891],
  ['Magyar Nagydíj', 'Mogyoród', 'Magyarország', 70, 4.381],
  ['Belga Nagydíj', 'Spa', 'Belgium', 44, 7.004],
  ['Olasz Nagydíj', 'Monza', 'Olaszország', 53, 5.793],
];

/** A session of a Grand Prix: its type, its day relative to the race (0) and its start hour (UTC). */
const SESSIONS: { type: string; day: number; hour: number; sprintOnly?: boolean; minutes: number }[] = [
  { type: '1. szabadedzés', day: -2, hour: 11, minutes: 60 },
  { type: 'Sprint', day: -1, hour: 10, minutes: 60, sprintOnly: true },
  { type: 'Időmérő', day: -1, hour: 14, minutes: 60 },
  { type: 'Verseny', day: 0, hour: 13, minutes: 120 },
];

export interface Formula1Options {
  /** When the service started (ms): the live race is placed relative to it. */
  startedAt: number;
}

interface Session extends Race {
  start: number;
  end: number;
}

export function formula1Model({ startedAt }: Formula1Options) {
  const year = new Date(startedAt).getUTCFullYear();
  const seasons = [year - 1, year];
  const { sessions, byCompetition } = sessionsOf(seasons, year, Math.floor(startedAt / 1000) - LIVE_STARTED_BEFORE_S);
  const secondsOf = (nowMs: number) => Math.floor(nowMs / 1000);
  return {
    /** Until when (ms) every answer given at `nowMs` stays the same. */
    stableUntil: (nowMs: number): number => nextChange(sessions, secondsOf(nowMs)) * 1000,
    seasons: (): SeasonOption[] => seasons.map((id) => ({ id })),
    hasSeason: (season: number) => seasons.includes(season),
    races(season: number, nowMs: number): Race[] {
      return [...sessions.values()]
        .filter((s) => s.season === season)
        .sort((a, b) => a.start - b.start || a.id - b.id)
        .map((s) => raceAt(s, secondsOf(nowMs)));
    },
    race(id: number, nowMs: number): Race | null {
      const s = sessions.get(id);
      return s ? raceAt(s, secondsOf(nowMs)) : null;
    },
    /** A session's result; null: no such session. */
    result(id: number, nowMs: number): ResultRow[] | null {
      const s = sessions.get(id);
      return s ? resultOf(s, secondsOf(nowMs)) : null;
    },
    /** The starting grid of race `id`: the order of its competition's qualifying (without times). */
    grid(id: number, nowMs: number): ResultRow[] | null {
      const s = sessions.get(id);
      if (!s) return null;
      const quali = byCompetition.get(s.competition.id)!.find((x) => x.type === 'Időmérő');
      const from = quali ? resultOf(quali, secondsOf(nowMs)) : [];
      return from.map((row, i) => ({ ...row, position: i + 1, time: null }));
    },
    drivers(season: number, nowMs: number): StandingsDriverRow[] {
      const points = pointsOf(sessions, season, secondsOf(nowMs));
      const rows = DRIVERS.map(([name], i) => ({
        id: i + 1,
        driverName: name,
        driverImage: driverImage(i + 1),
        teamName: teamRef(i + 1).name,
        points: points.get(i + 1) ?? null,
      }));
      return ranked(rows);
    },
    teams(season: number, nowMs: number): StandingsTeamRow[] {
      const points = pointsOf(sessions, season, secondsOf(nowMs));
      const rows = TEAMS.map(([name], t) => {
        const sum = (points.get(2 * t + 1) ?? 0) + (points.get(2 * t + 2) ?? 0);
        return { id: t + 1, teamName: name, points: points.size ? sum : null };
      });
      return ranked(rows);
    },
    circuit: circuitDetail,
    team: teamDetail,
    driver: (id: number): DriverDetail | null => driverDetail(id, seasons),
  };
}

/** The sessions of the seasons served: Grands Prix every three weeks from March, the one nearest `liveStart` live then. */
function sessionsOf(seasons: number[], year: number, liveStart: number) {
  const sessions = new Map<number, Session>();
  const byCompetition = new Map<number, Session[]>();
  for (const season of seasons) {
    // Grands Prix every three weeks from the first Sunday of March.
    const march = Date.UTC(season, 2, 1) / 1000;
    const firstSunday = march + ((7 - new Date(march * 1000).getUTCDay()) % 7) * 86400;
    for (let k = 0; k < GRANDS_PRIX; k++) {
      const competitionId = season * 100 + k + 1;
      let raceDay = firstSunday + k * 21 * 86400;
      // The current season's Grand Prix nearest the service's start is moved so that its race is live now.
      const live = season === year && k === nearestGrandPrix(firstSunday, liveStart);
      if (live) raceDay = liveStart - 13 * 3600;
      const list: Session[] = [];
      SESSIONS.forEach((s, i) => {
        if (s.sprintOnly && k % 3 !== 2) return;
        const start = raceDay + s.day * 86400 + s.hour * 3600;
        const id = competitionId * 10 + i + 1;
        const laps = s.type === 'Verseny' || s.type === 'Sprint' ? (s.type === 'Sprint' ? Math.round(CIRCUITS[k]![3] / 3) : CIRCUITS[k]![3]) : null;
        list.push({
          id,
          type: s.type,
          status: 'Scheduled',
          date: new Date(start * 1000).toISOString().replace('.000Z', '+00:00'),
          laps: { total: laps, current: null },
          competition: { id: competitionId, name: CIRCUITS[k]![0] },
          circuit: { id: k + 1 },
          season,
          start,
          end: live && s.type === 'Verseny' ? start + (laps ?? 0) * LAP_SECONDS : start + s.minutes * 60,
        });
      });
      for (const s of list) sessions.set(s.id, s);
      byCompetition.set(competitionId, list);
    }
  }
  return { sessions, byCompetition };
}

/** A session as it is at `now` (seconds): status and laps from the clock. */
function raceAt(s: Session, now: number): Race {
  const { start, end, ...race } = s;
  void start;
  const started = now >= s.start;
  const over = now >= end;
  const status = over ? 'Completed' : started ? 'Live' : 'Scheduled';
  const total = s.laps.total;
  const current = total === null || !started ? null : over ? total : Math.min(total, Math.floor((now - s.start) / LAP_SECONDS) + 1);
  return { ...race, status, laps: { total, current } };
}

/** The finishing order of a session (driver ids), fixed by its id; a live one is its current order. */
function order(s: Session): number[] {
  const rng = createRng(s.id);
  const ids = DRIVERS.map((_, i) => i + 1);
  // Stronger teams tend to finish ahead: a weight by team, shuffled by the session's own draw.
  return ids
    .map((id) => ({ id, score: Math.floor((id - 1) / 2) + rng.int(0, 9) }))
    .sort((a, b) => a.score - b.score || a.id - b.id)
    .map((x) => x.id);
}

function driverRef(id: number) {
  return { id, name: DRIVERS[id - 1]![0], image: driverImage(id) };
}

function teamRef(driverId: number) {
  const id = teamOfDriver(driverId);
  return { id, name: TEAMS[id - 1]![0] };
}

function resultOf(s: Session, now: number): ResultRow[] {
  const race = raceAt(s, now);
  if (race.status === 'Scheduled') return [];
  const rng = createRng(s.id * 7 + 3);
  const isRace = s.type === 'Verseny' || s.type === 'Sprint';
  const dnf = isRace && race.status === 'Completed' ? rng.int(10, 19) : -1;
  // Each driver a little behind the one before: a gap to the leader grows down the table, in a session as in a race.
  let behind = 0;
  return order(s).map((driverId, i) => {
    behind += (isRace ? 2.137 : 0.081) + rng.int(0, 999) / (isRace ? 1000 : 10_000);
    const gap = behind.toFixed(3);
    const time = i === dnf ? 'DNF' : i === 0 ? (isRace ? '1:32:15.123' : '1:29.456') : race.status === 'Live' && i > 14 ? null : `+${gap}s`;
    return { position: i === dnf ? null : i + 1, driver: driverRef(driverId), team: teamRef(driverId), time };
  });
}

/** The drivers' points in `season` at `now`: races and sprints completed by then. */
function pointsOf(sessions: Map<number, Session>, season: number, now: number): Map<number, number> {
  const points = new Map<number, number>();
  for (const s of sessions.values()) {
    if (s.season !== season || (s.type !== 'Verseny' && s.type !== 'Sprint') || raceAt(s, now).status !== 'Completed') continue;
    const table = s.type === 'Verseny' ? RACE_POINTS : SPRINT_POINTS;
    for (const row of resultOf(s, now)) {
      if (row.position !== null && row.position <= table.length) points.set(row.driver.id, (points.get(row.driver.id) ?? 0) + table[row.position - 1]!);
    }
  }
  return points;
}

/** The next second at which a session starts, ends or begins a lap after `now`: every answer holds until then. */
function nextChange(sessions: Map<number, Session>, now: number): number {
  let next = Infinity;
  for (const s of sessions.values()) {
    if (now < s.start) next = Math.min(next, s.start);
    else if (now < s.end)
      next = Math.min(next, s.end, s.laps.total === null ? Infinity : s.start + (Math.floor((now - s.start) / LAP_SECONDS) + 1) * LAP_SECONDS);
  }
  return next;
}

/** A circuit's page data: made up from its row of CIRCUITS. */
function circuitDetail(id: number): Circuit | null {
  const c = CIRCUITS[id - 1];
  if (!c) return null;
  const [gp, city, country, laps, km] = c;
  return {
    id,
    name: `${city} versenypálya`,
    image: null,
    competition: { id, name: gp, location: { city, country } },
    owner: id % 4 === 0 ? null : `${country} Autósport Szövetség`,
    capacity: id % 5 === 0 ? null : 60_000 + id * 5_000,
    opened: 1950 + id * 5,
    // A circuit holds its first Grand Prix after it opened, never before.
    first_grand_prix: 1950 + id * 5 + 1 + (id % 3),
    length: `${km.toFixed(3).replace('.', ',')} km`,
    race_distance: `${(km * laps).toFixed(3).replace('.', ',')} km`,
    laps,
    lap_record:
      id % 6 === 0
        ? { time: null, driver: null, year: null }
        : { time: `1:${(20 + id).toString()}.${(100 + id * 7).toString()}`, driver: DRIVERS[id % 20]![0], year: String(2018 + (id % 7)) },
  };
}

/** A team's page data: made up from its row of TEAMS. */
function teamDetail(id: number): TeamDetail | null {
  const t = TEAMS[id - 1];
  if (!t) return null;
  const [name, base, engine] = t;
  const known = id % 4 !== 0;
  return {
    id,
    name,
    logo: f1TeamLogo(id),
    base,
    first_team_entry: 1950 + id * 6,
    world_championships: known ? 10 - id : null,
    highest_race_finish: { position: 1, number: known ? 100 - id * 8 : null },
    pole_positions: known ? 120 - id * 10 : null,
    fastest_laps: known ? 110 - id * 9 : null,
    president: known ? `Elnök ${id}` : null,
    director: `Csapatfőnök ${id}`,
    technical_manager: id % 3 === 0 ? null : `Műszaki igazgató ${id}`,
    chassis: `${name.split(' ')[0]!.slice(0, 3).toUpperCase()}${20 + id}`,
    engine,
    tyres: 'Pirelli',
  };
}

/** A driver's page data: made up from its row of DRIVERS, in its team in each season served. */
function driverDetail(id: number, seasons: number[]): DriverDetail | null {
  const d = DRIVERS[id - 1];
  if (!d) return null;
  const [name, abbr, nationality] = d;
  const team = teamRef(id);
  return {
    id,
    name,
    image: driverImage(id),
    number: id % 7 === 0 ? null : ((id * 13) % 98) + 1,
    abbr,
    nationality,
    birthdate: `${1985 + (id % 20)}-${String((id % 12) + 1).padStart(2, '0')}-${String((id % 27) + 1).padStart(2, '0')}`,
    birthplace: id % 5 === 0 ? null : `Szülőváros ${id}`,
    grands_prix_entered: 20 + id * 9,
    world_championships: id <= 4 ? 5 - id : 0,
    podiums: id % 6 === 0 ? null : 100 - id * 4,
    highest_race_finish: { position: id <= 10 ? 1 : 3, number: id <= 10 ? 30 - id : 2 },
    highest_grid_position: id <= 12 ? 1 : 4,
    career_points: (3000 - id * 120).toFixed(1),
    teams: seasons.map((season) => ({ season, team: { id: team.id, name: team.name, logo: f1TeamLogo(team.id) } })).reverse(),
  };
}

export type Formula1Model = ReturnType<typeof formula1Model>;

/** Rows by points (most first, a row without points last), positions 1…n; without any points, no positions. */
function ranked<T extends { points: number | null }>(rows: T[]): (T & { position: number | null })[] {
  const anyPoints = rows.some((r) => r.points !== null);
  return [...rows].sort((a, b) => (b.points ?? -1) - (a.points ?? -1)).map((r, i) => ({ ...r, position: anyPoints ? i + 1 : null }));
}

/** The index of the Grand Prix whose Sunday is nearest `at` (seconds). */
function nearestGrandPrix(firstSunday: number, at: number): number {
  const k = Math.round((at - firstSunday) / (21 * 86400));
  return Math.min(GRANDS_PRIX - 1, Math.max(0, k));
}
