// The football screen's texts. The spec gives 'Mérkőzés kiválasztása', 'Nem rendeznek mérkőzést ezen a
// napon.', 'Vissza', 'Még nincs adat.' and the tab labels (tabs.ts) letter for letter; the rest is ours, in
// the product's voice (decision D-221). Event, statistic and status words: events.ts, statistics.ts,
// status.ts.

export const FOOTBALL_TEXTS = {
  /** The screen's heading (the sport section's link to it says the same). */
  title: 'Foci',
  /** The match selector's placeholder option (§2). */
  selectMatch: 'Mérkőzés kiválasztása',
  /** A day without a match (§2, §8). */
  noMatch: 'Nem rendeznek mérkőzést ezen a napon.',
  /** Back from the match view to the list (§2). */
  back: 'Vissza',
  /** An empty section: statistics, line-ups, and any other part the service has nothing for (§2, §8). */
  empty: 'Még nincs adat.',
  tabsLabel: 'Foci táblázatok',
  quickLinks: 'Bajnokságok',
  selection: 'Bajnokság kiválasztása',
  country: 'Ország',
  league: 'Bajnokság',
  season: 'Szezon',
  day: 'Nap',
  match: 'Mérkőzés',
  submit: 'Mutasd',
  matches: 'Mérkőzések',
  dayMatches: 'A nap mérkőzései',
  schedule: 'A torna menetrendje',
  prevDay: 'Előző játéknap',
  nextDay: 'Következő játéknap',
  matchDays: 'Játéknapok',
  details: 'Részletek',
  /** An article's match box: its link to the match's page on the screen. */
  matchDetails: 'A mérkőzés adatai',
  summary: 'Összefoglaló',
  statistics: 'Statisztika',
  squads: 'Keretek',
  prediction: 'Várható eredmény',
  timeline: 'Idővonal',
  kickoff: 'Kezdés',
  venue: 'Helyszín',
  referee: 'Játékvezető',
  round: 'Forduló',
  goals: 'Gólok',
  cards: 'Lapok',
  score: 'Eredmény',
  startingXI: 'Kezdőcsapat',
  substitutes: 'Cserék',
  coach: 'Vezetőedző',
  formation: 'Felállás',
  favourite: 'Esélyes',
  noFavourite: 'Nincs egyértelmű esélyes',
  chances: 'Esélyek',
  homeWin: 'Hazai győzelem',
  draw: 'Döntetlen',
  awayWin: 'Vendéggyőzelem',
  goalStrength: 'Gólerő',
  headToHead: 'Egymás elleni mérkőzések',
  home: 'Hazai',
  away: 'Vendég',
  /** Before the team names of a score, for screen readers. */
  versus: '–',
  /** A penalty shoot-out's result after the score: '1–1 (4–3 b.)'. */
  penaltiesShort: 'b.',
  penalties: 'büntetőkkel',
  ownGoal: 'öngól',
  penaltyGoal: 'büntetőből',
  /** A substitution: '{in} ({out} helyett)'. */
  insteadOf: 'helyett',
  /** A goal's assist on the timeline: '(gólpassz: Nagy Ádám)'. */
  assist: 'gólpassz',
  /** A line-up entry's substitution: the player going off, the one coming on. */
  subOff: 'Lecserélve',
  subOn: 'Becserélve',
  var: 'VAR',
} as const;

/** Heads of the standings table: abbreviations as Hungarian tables print them, with their words. */
export const STANDINGS_HEADS = {
  rank: ['#', 'Helyezés'],
  team: ['Csapat', 'Csapat'],
  played: ['M', 'Mérkőzés'],
  win: ['GY', 'Győzelem'],
  draw: ['D', 'Döntetlen'],
  lose: ['V', 'Vereség'],
  goalsFor: ['LG', 'Lőtt gól'],
  goalsAgainst: ['KG', 'Kapott gól'],
  goalsDiff: ['GK', 'Gólkülönbség'],
  points: ['P', 'Pont'],
} as const satisfies Record<string, readonly [short: string, long: string]>;

/** Heads of the ranking tables (§2 oldal gol, sarga, piros). */
export const RANKING_HEADS = {
  rank: ['#', 'Helyezés'],
  player: 'Játékos',
  team: 'Csapat',
  goals: 'Gól',
  yellow: 'Sárga lap',
  red: 'Piros lap',
  yellowred: 'Második sárga',
  sendOffs: 'Kiállítás',
} as const;

/** A player's position in a line-up (API-FOOTBALL's G, D, M, F). */
export const POSITION_WORDS: Readonly<Record<string, string>> = {
  G: 'kapus',
  D: 'védő',
  M: 'középpályás',
  F: 'csatár',
};
