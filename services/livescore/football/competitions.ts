// The countries and leagues of the football model (ids fixed; API-FOOTBALL's league ids where it has them)
// and which seasons each has: a season is named by the year it starts in, and the domestic season running on
// a day is the one that started in the last July (from June on, the one that ended in May is still "now"
// until the new one starts).
import type { Country } from '../../../domain/sports/types';
import { countryFlag } from './media';
import { magyarKupa, nb1, premierLeague } from './leagues';
import type { NamePool } from './names';
import type { ProtoFixture } from './schedule';
import { euro2024, worldCup2022 } from './tournaments';

export const COUNTRIES: Country[] = [
  { id: 1, name: 'Magyarország', code: 'HU', flag: countryFlag('HU') },
  { id: 2, name: 'Anglia', code: 'GB-ENG', flag: countryFlag('GB-ENG') },
  { id: 3, name: 'Európa', code: null, flag: countryFlag('EU') },
  // Missing on purpose: the screen shows the name alone.
  { id: 4, name: 'Világ', code: null, flag: null },
];

export interface LeagueDef {
  id: number;
  name: string;
  type: 'League' | 'Cup';
  country: Country;
  /** The league's seasons for a service whose domestic season is `current`. */
  seasons: (current: number) => number[];
  build: (season: number) => ProtoFixture[];
  /** A neutral ground for every fixture (a tournament): no home advantage. */
  neutral: boolean;
  refereePool: NamePool[];
}

const country = (id: number) => COUNTRIES.find((c) => c.id === id)!;
const INTERNATIONAL_REFEREES: NamePool[] = ['en', 'de', 'fr', 'it', 'es', 'nl', 'wsl', 'sl', 'nordic', 'pt'];

export const LEAGUES: LeagueDef[] = [
  { id: 271, name: 'NB I', type: 'League', country: country(1), seasons: (s) => [s - 1, s], build: nb1, neutral: false, refereePool: ['hu'] },
  { id: 272, name: 'Magyar Kupa', type: 'Cup', country: country(1), seasons: (s) => [s], build: magyarKupa, neutral: false, refereePool: ['hu'] },
  { id: 39, name: 'Premier League', type: 'League', country: country(2), seasons: (s) => [s], build: premierLeague, neutral: false, refereePool: ['en'] },
  {
    id: 4,
    name: 'Európa-bajnokság',
    type: 'Cup',
    country: country(3),
    seasons: () => [2024],
    build: euro2024,
    neutral: true,
    refereePool: INTERNATIONAL_REFEREES,
  },
  {
    id: 1,
    name: 'Világbajnokság',
    type: 'Cup',
    country: country(4),
    seasons: () => [2022],
    build: worldCup2022,
    neutral: true,
    refereePool: [...INTERNATIONAL_REFEREES, 'ar', 'ja', 'af'],
  },
];

/** The domestic season running on a Budapest calendar day (month 1–12). */
export function seasonOn(year: number, month: number): number {
  return month >= 7 ? year : year - 1;
}
