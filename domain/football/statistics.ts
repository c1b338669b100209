// A match's statistics (specialised-features.md §3 "a list of type/value pairs per team") as one table: a
// row per type, the home and the away value beside it, the type named in Hungarian (API-FOOTBALL's names;
// a type not listed here keeps the service's name). A missing value is the dash.
import type { Fixture, TeamStatistics } from '../sports/types';
import { orDash } from '../sports/format';
import { formatNumber } from '../numbers';

export const STATISTIC_NAMES: Readonly<Record<string, string>> = {
  'shots on goal': 'Kaput eltaláló lövés',
  'shots off goal': 'Kaput elkerülő lövés',
  'total shots': 'Összes lövés',
  'blocked shots': 'Blokkolt lövés',
  'shots insidebox': 'Lövés a tizenhatoson belülről',
  'shots outsidebox': 'Lövés a tizenhatoson kívülről',
  fouls: 'Szabálytalanság',
  'corner kicks': 'Szöglet',
  offsides: 'Les',
  'ball possession': 'Labdabirtoklás',
  'yellow cards': 'Sárga lap',
  'red cards': 'Piros lap',
  'goalkeeper saves': 'Kapusvédés',
  'total passes': 'Passz',
  'passes accurate': 'Pontos passz',
  'passes %': 'Passzpontosság',
  expected_goals: 'Várható gólok (xG)',
  goals_prevented: 'Megakadályozott gólok',
};

export function statisticName(type: string): string {
  return STATISTIC_NAMES[type.trim().toLowerCase()] ?? type;
}

export interface StatisticRow {
  type: string;
  name: string;
  home: string;
  away: string;
}

// A number with up to two decimals and the Hungarian comma (xG 1,23); a string ('54%') as the service wrote it.
const text = (v: number | string | null | undefined) => (typeof v === 'number' && Number.isFinite(v) ? formatNumber(v, 2) : orDash(v));

/** One row per type, in the order the home team's list (then the away's) names them; [] without statistics. */
export function statisticRows(f: Pick<Fixture, 'teams' | 'statistics'>): StatisticRow[] {
  const of = (id: number): TeamStatistics | undefined => (f.statistics ?? []).find((s) => s.team?.id === id);
  const home = of(f.teams.home.id)?.statistics ?? [];
  const away = of(f.teams.away.id)?.statistics ?? [];
  const types = [...new Set([...home, ...away].map((s) => s.type))];
  const value = (list: typeof home, type: string) => list.find((s) => s.type === type)?.value;
  return types.map((type) => ({ type, name: statisticName(type), home: text(value(home, type)), away: text(value(away, type)) }));
}
