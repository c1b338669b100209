// The live-score entities (specialised-features.md §3), as the live-score service answers them: the football
// shapes follow the widely used API-FOOTBALL v3 responses (`fixture`, `league`, `teams`, `goals`, `score`,
// `events`, `lineups`, `statistics`, `predictions`), the Formula 1 shapes are the spec's field names. A value
// the service does not know is null (the screens show a dash or 'Még nincs adat.').
// The service (services/livescore/), its client (contentClient/livescore.ts), the football screen
// (domain/football/) and the Formula 1 widget (domain/formula1/) all read these.

/** Every answer of the live-score service: API-FOOTBALL's envelope. */
export interface LivescoreEnvelope<T> {
  results: number;
  response: T[];
}

// ---------------------------------------------------------------- football

/** Match status codes (§4): NS not started; 1H, HT, 2H, ET, BT, P live; FT, AET, PEN finished; PST, CANC, TBD. */
export type FixtureStatusShort = 'TBD' | 'NS' | '1H' | 'HT' | '2H' | 'ET' | 'BT' | 'P' | 'FT' | 'AET' | 'PEN' | 'PST' | 'CANC' | 'WP';

export interface TeamRef {
  id: number;
  name: string;
  /** A local image path (/media/…). */
  logo: string | null;
}

export interface PlayerRef {
  id: number | null;
  name: string | null;
}

export interface Score {
  home: number | null;
  away: number | null;
}

export interface LeagueRef {
  id: number;
  name: string;
  country: string;
  logo: string | null;
  season: number;
  /** e.g. 'Group A - 1', 'Round of 16', 'Regular Season - 5'. */
  round: string | null;
}

/**
 * As API-FOOTBALL: `team` is the side the event counts for (an own goal: the side it was scored for, its
 * `player` an opponent); a substitution's `player` goes off and its `assist` comes on.
 */
export interface FixtureEvent {
  time: { elapsed: number; extra: number | null };
  team: TeamRef;
  player: PlayerRef;
  assist: PlayerRef;
  /** 'Goal' | 'Card' | 'subst' | 'Var' */
  type: string;
  /** e.g. 'Normal Goal', 'Penalty', 'Own Goal', 'Yellow Card', 'Red Card', 'Second Yellow card', 'Substitution 1'. */
  detail: string;
  comments: string | null;
}

export interface LineupPlayer {
  player: { id: number; name: string; number: number | null; pos: string | null };
}

export interface Lineup {
  team: TeamRef;
  formation: string | null;
  startXI: LineupPlayer[];
  substitutes: LineupPlayer[];
  coach: { id: number | null; name: string | null; photo: string | null };
}

export interface TeamStatistics {
  team: TeamRef;
  /** e.g. { type: 'Ball Possession', value: '54%' }, { type: 'Total Shots', value: 12 }. */
  statistics: { type: string; value: number | string | null }[];
}

export interface Predictions {
  winner: { id: number | null; name: string | null; comment: string | null };
  /** '45%' strings, as API-FOOTBALL. */
  percent: { home: string; draw: string; away: string };
  comparison: { goals: { home: string; away: string } };
  /** Earlier meetings of the two teams (fixtures without events, line-ups, statistics, predictions). */
  h2h: Fixture[];
}

export interface Fixture {
  fixture: {
    id: number;
    referee: string | null;
    /** ISO 8601 with offset. */
    date: string;
    /** Unix seconds of the kick-off. */
    timestamp: number;
    venue: { id: number | null; name: string | null; city: string | null };
    /**
     * `elapsed`: minutes played, null before the kick-off; `extra`: stoppage minutes beyond 45, 90 or 120
     * (API-FOOTBALL's later field; 45 + 2 is elapsed 45, extra 2), absent or null otherwise.
     */
    status: { long: string; short: FixtureStatusShort; elapsed: number | null; extra?: number | null };
  };
  league: LeagueRef;
  teams: { home: TeamRef & { winner: boolean | null }; away: TeamRef & { winner: boolean | null } };
  goals: Score;
  score: { halftime: Score; fulltime: Score; extratime: Score; penalty: Score };
  events: FixtureEvent[];
  lineups: Lineup[];
  statistics: TeamStatistics[];
  predictions: Predictions | null;
  /** The article about the match on this site, when there is one (its path). */
  url: string | null;
  /** The robots directive the match page gets ('index' unless the newsroom says otherwise). */
  robot: string | null;
}

export interface StandingRow {
  rank: number;
  team: TeamRef;
  points: number;
  goalsDiff: number;
  /** 'Group A' in a tournament, the league's name in a league. */
  group: string;
  all: { played: number; win: number; draw: number; lose: number; goals: { for: number; against: number } };
}

/** standings/{league}/{season}: one league, its table(s) (one per group). */
export interface LeagueStandings {
  league: { id: number; name: string; country: string; logo: string | null; season: number; standings: StandingRow[][] };
}

/** topscorers, topyellowcards, topredcards. */
export interface TopPlayer {
  player: { id: number; name: string; photo: string | null };
  statistics: {
    team: TeamRef;
    goals: { total: number | null };
    cards: { yellow: number | null; yellowred: number | null; red: number | null };
  }[];
}

/** countries: `id` is what the screen's `orszag` parameter carries. */
export interface Country {
  id: number;
  name: string;
  code: string | null;
  flag: string | null;
}

/** leagues/{country}. */
export interface LeagueEntry {
  league: { id: number; name: string; type: 'League' | 'Cup'; logo: string | null };
  country: Country;
  seasons: { year: number; start: string; end: string; current: boolean }[];
}

// ---------------------------------------------------------------- Formula 1

/** 'Completed', 'Live', or anything else (upcoming, e.g. 'Scheduled'). */
export type RaceStatus = string;

/** A session of a Grand Prix: 'Verseny', 'Sprint', '1. szabadedzés', 'Időmérő', … */
export interface Race {
  id: number;
  type: string;
  status: RaceStatus;
  /** ISO 8601 with offset. */
  date: string;
  laps: { total: number | null; current: number | null };
  competition: { id: number; name: string };
  circuit: { id: number };
  season: number;
}

export interface Circuit {
  id: number;
  name: string;
  image: string | null;
  competition: { id: number; name: string; location: { city: string | null; country: string | null } };
  owner: string | null;
  capacity: number | null;
  opened: number | null;
  first_grand_prix: number | null;
  length: string | null;
  race_distance: string | null;
  laps: number | null;
  lap_record: { time: string | null; driver: string | null; year: string | null };
}

export interface ResultRow {
  position: number | null;
  driver: { id: number; name: string; image: string | null };
  team: { id: number; name: string };
  /** A finishing time, a gap ('+5.123s'), 'DNF', or null. */
  time: string | null;
}

export interface TeamDetail {
  id: number;
  name: string;
  logo: string | null;
  base: string | null;
  first_team_entry: number | null;
  world_championships: number | null;
  highest_race_finish: { position: number | null; number: number | null };
  pole_positions: number | null;
  fastest_laps: number | null;
  president: string | null;
  director: string | null;
  technical_manager: string | null;
  chassis: string | null;
  engine: string | null;
  tyres: string | null;
}

export interface DriverDetail {
  id: number;
  name: string;
  image: string | null;
  number: number | null;
  abbr: string | null;
  nationality: string | null;
  /** YYYY-MM-DD. */
  birthdate: string | null;
  birthplace: string | null;
  grands_prix_entered: number | null;
  world_championships: number | null;
  podiums: number | null;
  highest_race_finish: { position: number | null; number: number | null };
  highest_grid_position: number | null;
  career_points: string | null;
  teams: { season: number; team: { id: number; name: string; logo: string | null } }[];
}

/** drivers/{season}: the season's drivers, as option and as standings row. */
export interface StandingsDriverRow {
  id: number;
  position: number | null;
  driverImage: string | null;
  driverName: string;
  teamName: string | null;
  points: number | null;
}

/** teams/{season}: the season's teams, as option and as standings row. */
export interface StandingsTeamRow {
  id: number;
  position: number | null;
  teamName: string;
  points: number | null;
}

/** seasons (formula-1): `id` is the year. */
export interface SeasonOption {
  id: number;
}
