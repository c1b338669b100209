// The widget's texts. The spec gives the tab labels and the empty message letter for letter; the rest is
// ours, in the product's voice (decision D-209).

/** Empty results, standings and lists (§2, §8). */
export const F1_EMPTY = 'Nincs még elérhető információ.';
/** The note under live results (§2 "Live results carry a note…"; the wording is ours, D-209). */
export const F1_LIVE_NOTE = 'Az élő adatok tájékoztató jellegűek, és nem feltétlenül valós idejűek.';
/** The live tag of a session whose status is Live (the site's live word, domain/live.ts LIVE_BADGE). */
export { LIVE_BADGE as F1_LIVE_TAG } from '../live';

export const F1_TEXTS = {
  title: 'Forma–1',
  tabsLabel: 'Forma–1 nézetek',
  season: 'Szezon',
  competition: 'Nagydíj',
  team: 'Csapat',
  driver: 'Versenyző',
  submit: 'Mutasd',
  sessions: 'Szakaszok',
  startingGrid: 'Rajtrács',
  laps: 'Kör',
  circuit: 'Pálya',
  competitionsList: 'A szezon nagydíjai',
  teamsList: 'A szezon csapatai',
  driversList: 'A szezon versenyzői',
  history: 'Szezonok és csapatok',
  seasons: 'Szezonok',
} as const;

export const CIRCUIT_LABELS = {
  location: 'Helyszín',
  owner: 'Tulajdonos',
  capacity: 'Befogadóképesség',
  opened: 'Megnyitás éve',
  firstGrandPrix: 'Első nagydíj',
  length: 'Pályahossz',
  raceDistance: 'Versenytáv',
  laps: 'Körök száma',
  lapRecord: 'Körrekord',
} as const;

export const TEAM_LABELS = {
  base: 'Székhely',
  firstEntry: 'Első szezon',
  championships: 'Világbajnoki címek',
  bestFinish: 'Legjobb helyezés',
  poles: 'Pole pozíciók',
  fastestLaps: 'Leggyorsabb körök',
  president: 'Elnök',
  director: 'Csapatfőnök',
  technicalManager: 'Technikai igazgató',
  chassis: 'Autó',
  engine: 'Motor',
  tyres: 'Gumiszállító',
} as const;

export const DRIVER_LABELS = {
  number: 'Rajtszám',
  abbr: 'Rövidítés',
  nationality: 'Nemzetiség',
  birthdate: 'Születési idő',
  birthplace: 'Születési hely',
  grandsPrix: 'Nagydíjak',
  championships: 'Világbajnoki címek',
  podiums: 'Dobogók',
  bestFinish: 'Legjobb helyezés',
  bestGrid: 'Legjobb rajtpozíció',
  careerPoints: 'Pontok a pályafutása során',
  season: 'Szezon',
  team: 'Csapat',
} as const;

/** Column heads of the three tables (§2 "Tables"). */
export const TABLE_HEADS = {
  position: 'Hely',
  driver: 'Versenyző',
  team: 'Csapat',
  time: 'Idő/hátrány',
  points: 'P',
  pointsLong: 'pont',
} as const;
