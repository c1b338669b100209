// The data behind the supplements' data tabs (reader-site.md §2 "Supplements", specialised-features.md §2):
// the datasets' shapes as the content API answers them (GET /api/supplements/{slug}/{dataset}), which tab
// shows which dataset, the rule that hides a tab whose dataset is empty or missing, and the small rules the
// tables follow (medal ranking, the constituency search).
import type { DatasetName } from './datasets';
import { DAY_WITH_WEEKDAY_FORMAT, formatCalendarDay } from './dates';
import { formatFixed } from './numbers';
import type { Supplement, SupplementSubTab, SupplementTab } from './supplements';
import { withoutControls } from './plainText';

export interface MedalRow {
  country: string;
  /** The IOC code; HUN is Hungary, the row the table marks. */
  code: string;
  gold: number;
  silver: number;
  bronze: number;
}
export interface ScheduleEvent {
  /** YYYY-MM-DD, local (Paris) day. */
  date: string;
  /** HH:mm, Hungarian time. */
  time: string;
  sport: string;
  event: string;
  venue: string;
  /** A final: medals are decided. */
  medal: boolean;
}
export interface HungarianEvent {
  date: string;
  time: string;
  sport: string;
  event: string;
  athletes: string;
  result: string;
  medal: 'gold' | 'silver' | 'bronze' | null;
}
export interface Candidate {
  name: string;
  party: string;
  /** Share of the valid votes, percent with one decimal. */
  percent: number;
}
export interface Constituency {
  /** e.g. budapest-01. */
  id: string;
  county: string;
  number: number;
  /** The constituency's seat town. */
  seat: string;
  /** Turnout at the close, percent. */
  turnout: number;
  /** Best first. */
  candidates: Candidate[];
}
export interface ListResult {
  name: string;
  votes: number;
  percent: number;
  seats: number;
}
export interface FaqItem {
  question: string;
  answer: string;
}
export interface Show {
  date: string;
  time: string;
  title: string;
  format: string;
  description: string;
}

export type Dataset =
  | { kind: 'medals'; title: string; rows: MedalRow[] }
  | { kind: 'schedule'; title: string; events: ScheduleEvent[] }
  | { kind: 'hungarian-events'; title: string; events: HungarianEvent[] }
  | { kind: 'turnout'; title: string; times: string[]; national: number[]; counties: { name: string; values: number[] }[] }
  | { kind: 'constituencies'; title: string; rows: Constituency[] }
  | { kind: 'national-lists' | 'nationality-lists'; title: string; rows: ListResult[]; note: string }
  | { kind: 'faq'; title: string; items: FaqItem[] }
  | { kind: 'shows'; title: string; items: Show[] }
  | { kind: 'ep-lists'; title: string; lists: { party: string; candidates: string[] }[] }
  | { kind: 'ep-groups'; title: string; total: number; groups: { short: string; name: string; seats: number; hungarian: string[] }[] }
  | {
      kind: 'ep-mandates';
      title: string;
      countries: { country: string; seats: number }[];
      hungary: { party: string; group: string; seats: number; percent: number }[];
    };

/** The rows a dataset shows: none means the tab has nothing to show. */
function rowCount(d: Dataset): number {
  switch (d.kind) {
    case 'medals':
    case 'constituencies':
    case 'national-lists':
    case 'nationality-lists':
      return d.rows.length;
    case 'schedule':
    case 'hungarian-events':
      return d.events.length;
    case 'turnout':
      return d.times.length === 0 ? 0 : d.national.length + d.counties.length;
    case 'faq':
    case 'shows':
      return d.items.length;
    case 'ep-lists':
      return d.lists.length;
    case 'ep-groups':
      return d.groups.length;
    case 'ep-mandates':
      return d.countries.length + d.hungary.length;
  }
}

export function isEmptyDataset(d: Dataset | null | undefined): boolean {
  return !d || rowCount(d) === 0;
}

/** The dataset a tab (and its sub-tab) shows, or null: not a dataset view (articles, football, map, game). */
export function datasetOf(tab: SupplementTab, sub: SupplementSubTab | null): DatasetName | null {
  return sub?.dataset ?? tab.dataset ?? null;
}

/** Whether a view can be shown: a dataset view only when its dataset is there and not empty. */
export function viewHasData(tab: SupplementTab, sub: SupplementSubTab | null, available: ReadonlySet<string>): boolean {
  const name = datasetOf(tab, sub);
  return name === null || available.has(name);
}

/** A tab's sub-tabs that have something to show. */
export function visibleSubTabs(tab: SupplementTab, available: ReadonlySet<string>): SupplementSubTab[] {
  return (tab.subTabs ?? []).filter((sub) => viewHasData(tab, sub, available));
}

/**
 * The tab bar: "tabs without data are hidden, never shown as placeholders" (issue 23). A tab with sub-tabs
 * stays while one of them has data; tabs that are no dataset's keep their place.
 */
export function visibleTabs(s: Supplement, available: ReadonlySet<string>): SupplementTab[] {
  return s.tabs.filter((tab) => (tab.subTabs?.some((sub) => sub.dataset) ? visibleSubTabs(tab, available).length > 0 : viewHasData(tab, null, available)));
}

export interface RankedMedalRow extends MedalRow {
  /** Shared by rows with the same gold, silver and bronze. */
  rank: number;
  total: number;
}

/** The medal table's order: gold, then silver, then bronze (the IOC's), ties share a rank; then by name. */
export function medalRanking(rows: readonly MedalRow[]): RankedMedalRow[] {
  const sorted = rows
    .map((r) => ({ ...r, total: r.gold + r.silver + r.bronze, rank: 0 }))
    .sort((a, b) => b.gold - a.gold || b.silver - a.silver || b.bronze - a.bronze || a.country.localeCompare(b.country, 'hu'));
  sorted.forEach((r, i) => {
    const prev = sorted[i - 1];
    r.rank = prev && prev.gold === r.gold && prev.silver === r.silver && prev.bronze === r.bronze ? prev.rank : i + 1;
  });
  return sorted;
}

export const HUNGARY_CODE = 'HUN';

export const MAX_SEARCH_LENGTH = 80;

/** The search text as the page takes it: trimmed, inner spaces collapsed, at most 80 characters. */
export function searchText(raw: unknown): string {
  const text = typeof raw === 'string' ? raw : Array.isArray(raw) && typeof raw[0] === 'string' ? raw[0] : '';
  return withoutControls(text).replace(/\s+/g, ' ').trim().slice(0, MAX_SEARCH_LENGTH);
}

/** Lower case without accents and with one kind of dash, so "Gyor" finds Győr and "Fidesz-KDNP" finds Fidesz–KDNP. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/\p{Pd}/gu, '-')
    .toLowerCase();
}

/**
 * The constituencies the search names: every word of it in the county, the seat, the number ("Pest 3"),
 * a candidate or a party. An empty search is every constituency.
 */
export function filterConstituencies(rows: readonly Constituency[], query: string): Constituency[] {
  const words = foldText(query).split(' ').filter(Boolean);
  if (words.length === 0) return rows.slice();
  return rows.filter((r) => {
    const hay = foldText([r.county, r.seat, `${r.number}.`, ...r.candidates.flatMap((c) => [c.name, c.party])].join(' '));
    return words.every((w) => (/^\d+\.?$/.test(w) ? r.number === Number(w.replace('.', '')) : hay.includes(w)));
  });
}

/** Events by day, days in order, each day's events by time. */
export function byDay<T extends { date: string; time: string }>(events: readonly T[]): { date: string; events: T[] }[] {
  const days = new Map<string, T[]>();
  for (const e of [...events].sort((a, b) => a.date.localeCompare(b.date) || a.time.localeCompare(b.time))) {
    days.set(e.date, [...(days.get(e.date) ?? []), e]);
  }
  return [...days].map(([date, list]) => ({ date, events: list }));
}

/** Hungarian number format (numbers.ts): a space between thousands (12 345), a decimal comma; a table's minus sign. */
export function huNumber(n: number, decimals = 0): string {
  return formatFixed(n, decimals).replace(/^-/, '−');
}

export function huPercent(n: number): string {
  return `${huNumber(n, 1)}%`;
}

/** A YYYY-MM-DD day as the tables name it: "2024. július 27., szombat"; the value itself if it is no day. */
export function huDay(date: string): string {
  return formatCalendarDay(date, DAY_WITH_WEEKDAY_FORMAT) ?? date;
}

export const MEDAL_LABELS = { gold: 'aranyérem', silver: 'ezüstérem', bronze: 'bronzérem' } as const;

/**
 * A Hungarian result with its medal, as the table says it: 'olimpiai bajnok (aranyérem)'; a result that is
 * the medal's own word is said once ('ezüstérem', not 'ezüstérem (ezüstérem)').
 */
export function medalResult(result: string, medal: keyof typeof MEDAL_LABELS): string {
  const label = MEDAL_LABELS[medal];
  return result.trim().toLowerCase() === label ? label : `${result} (${label})`;
}
