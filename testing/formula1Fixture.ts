// A small typed Formula 1 season for unit tests (the live-score service's shapes, domain/sports/types.ts).
import type { Circuit, DriverDetail, Race, ResultRow, SeasonOption, StandingsDriverRow, StandingsTeamRow, TeamDetail } from '../domain/sports/types';

export const F1_SEASONS: SeasonOption[] = [{ id: 2025 }, { id: 2026 }];

const race = (id: number, type: string, status: string, date: string, competition: { id: number; name: string }, circuit = competition.id): Race => ({
  id,
  type,
  status,
  date,
  laps: { total: type === 'Verseny' ? 70 : null, current: status === 'Live' ? 31 : null },
  competition,
  circuit: { id: circuit },
  season: 2026,
});

export const BAHRAIN = { id: 1, name: 'Bahreini Nagydíj' };
export const HUNGARY = { id: 2, name: 'Magyar Nagydíj' };
export const MONZA = { id: 3, name: 'Olasz Nagydíj' };

/** Bahrain done; Hungary under way (the race is live); Monza ahead. */
export const F1_RACES: Race[] = [
  race(10, 'Időmérő', 'Completed', '2026-03-07T15:00:00+00:00', BAHRAIN),
  race(11, 'Verseny', 'Completed', '2026-03-08T15:00:00+00:00', BAHRAIN),
  race(21, '1. szabadedzés', 'Completed', '2026-07-24T11:30:00+00:00', HUNGARY),
  race(22, 'Sprint', 'Completed', '2026-07-25T10:00:00+00:00', HUNGARY),
  race(23, 'Időmérő', 'Completed', '2026-07-25T14:00:00+00:00', HUNGARY),
  race(24, 'Verseny', 'Live', '2026-07-26T13:00:00+00:00', HUNGARY),
  race(31, 'Időmérő', 'Scheduled', '2026-09-05T14:00:00+00:00', MONZA),
  race(32, 'Verseny', 'Scheduled', '2026-09-06T13:00:00+00:00', MONZA),
];

export const F1_CIRCUIT: Circuit = {
  id: 2,
  name: 'Hungaroring',
  image: '/media/f1/hungaroring.png',
  competition: { id: 2, name: 'Magyar Nagydíj', location: { city: 'Mogyoród', country: 'Magyarország' } },
  owner: null,
  capacity: 70000,
  opened: 1986,
  first_grand_prix: 1986,
  length: '4,381 km',
  race_distance: '306,63 km',
  laps: 70,
  lap_record: { time: '1:16.627', driver: 'Lewis Hamilton', year: '2020' },
};

export const F1_RESULT: ResultRow[] = [
  {
    position: 1,
    driver: { id: 101, name: 'Max Verstappen', image: '/media/f1/verstappen.png' },
    team: { id: 201, name: 'Red Bull Racing' },
    time: '1:38:01.123',
  },
  { position: 2, driver: { id: 102, name: 'Lando Norris', image: null }, team: { id: 202, name: 'McLaren' }, time: '+2.345s' },
  { position: null, driver: { id: 103, name: 'Charles Leclerc', image: null }, team: { id: 203, name: 'Ferrari' }, time: null },
];

export const F1_DRIVERS: StandingsDriverRow[] = [
  { id: 102, position: 1, driverImage: null, driverName: 'Lando Norris', teamName: 'McLaren', points: 250 },
  { id: 101, position: 2, driverImage: '/media/f1/verstappen.png', driverName: 'Max Verstappen', teamName: 'Red Bull Racing', points: 240 },
  { id: 104, position: null, driverImage: null, driverName: 'Új Versenyző', teamName: null, points: null },
];

export const F1_TEAMS: StandingsTeamRow[] = [
  { id: 202, position: 1, teamName: 'McLaren', points: 480 },
  { id: 201, position: 2, teamName: 'Red Bull Racing', points: 400 },
  { id: 203, position: 3, teamName: 'Ferrari', points: null },
];

export const F1_TEAM: TeamDetail = {
  id: 202,
  name: 'McLaren',
  logo: '/media/f1/mclaren.png',
  base: 'Woking, Egyesült Királyság',
  first_team_entry: 1966,
  world_championships: 9,
  highest_race_finish: { position: 1, number: 189 },
  pole_positions: 164,
  fastest_laps: 172,
  president: null,
  director: 'Andrea Stella',
  technical_manager: 'Rob Marshall',
  chassis: 'MCL40',
  engine: 'Mercedes',
  tyres: 'Pirelli',
};

export const F1_DRIVER: DriverDetail = {
  id: 102,
  name: 'Lando Norris',
  image: '/media/f1/norris.png',
  number: 4,
  abbr: 'NOR',
  nationality: 'brit',
  birthdate: '1999-11-13',
  birthplace: 'Bristol',
  grands_prix_entered: 150,
  world_championships: 1,
  podiums: 40,
  highest_race_finish: { position: 1, number: 10 },
  highest_grid_position: 1,
  // As the service writes it: a decimal text.
  career_points: '2640.0',
  teams: [
    { season: 2026, team: { id: 202, name: 'McLaren', logo: '/media/formula-1/teams/4.svg' } },
    { season: 2019, team: { id: 202, name: 'McLaren', logo: null } },
  ],
};
