// The prediction game (reader-site.md route `tippjatek`, /melleklet/tippjatek/{subSlug?}/{key?}; decision
// D-260): subSlug names a game, key a reader's tip sheet (a shareable address of its own). The games, their
// real outcomes, the service's calls, its refusals in Hungarian and the scoring are here, shared by the service
// (services/predictionGame/), the pages (pages/tippjatek/) and the edge. No dayjs: pure arithmetic on instants.
import type { AccountPassThrough } from './accounts';
import { LONG_DATE_FORMAT, TIME_FORMAT, formatZoned } from './dates';

/** The game service's calls: `POST {prefix}{game}` (a form), `GET {prefix}{game}` and `GET {prefix}{game}/lap/{key}` (JSON), `GET {prefix}{game}/sajat`. */
export const GAME_API_PREFIX = '/api/tippjatek/';
/** The anonymous per-browser identity: a year, sent only to the game's calls. */
export const GAME_COOKIE = 'tippjatek_azonosito';
export const GAME_COOKIE_MAX_AGE_S = 365 * 24 * 3600;
/** How the edge passes the game's calls (domain/proxyRoutes.ts; server/proxy.ts readerProxy, prerender/nginx.ts): only its identity cookie. */
export const GAME_PROXY: AccountPassThrough = { cookies: [GAME_COOKIE] };
export const GAME_ROOT = '/melleklet/tippjatek';

export const GAME_LIMITS = {
  /** Tip sheets sent from one client: 20 in ten minutes. */
  sheetsPerClient: { limit: 20, windowMs: 10 * 60_000 },
  /** A sheet's key: 12 characters of base64url (72 random bits). */
  keyChars: 12,
  bodyBytes: 2048,
} as const;

export const GAME_KEY_SYNTAX = /^[A-Za-z0-9_-]{12}$/;

export interface GameParty {
  /** The form field's name: `p_<id>`. */
  id: string;
  name: string;
}

export interface GameDefinition {
  slug: string;
  title: string;
  /** What the readers guess, in a sentence. */
  intro: string;
  /** Tips are taken until this instant (ms). */
  closesAt: number;
  parties: readonly GameParty[];
  /** The real outcome once known: list vote shares by party id and turnout, in per cent. */
  outcome: { shares: Readonly<Record<string, number>>; turnout: number } | null;
  /** The supplement the game belongs to, for the way back. */
  supplement: { path: string; title: string } | null;
}

// Hungary's parliamentary election of 3 April 2022: the national list results (Nemzeti Választási Iroda,
// final) and turnout; the polls closed at 19:00, tips at 06:00 (Budapest, CEST) when they opened.
export const GAMES: readonly GameDefinition[] = [
  {
    slug: 'valasztas-2022',
    title: 'Tippjáték – országgyűlési választás 2022',
    intro: 'Mennyi szavazatot kapnak a pártlisták, és hányan mennek el szavazni április 3-án?',
    closesAt: Date.UTC(2022, 3, 3, 4, 0),
    parties: [
      { id: 'fidesz', name: 'Fidesz–KDNP' },
      { id: 'egyseg', name: 'Egységben Magyarországért' },
      { id: 'mihazank', name: 'Mi Hazánk' },
      { id: 'mkkp', name: 'Magyar Kétfarkú Kutya Párt' },
      { id: 'mmn', name: 'Megoldás Mozgalom' },
      { id: 'normalis', name: 'Normális Élet Pártja' },
    ],
    outcome: { shares: { fidesz: 54.13, egyseg: 34.44, mihazank: 5.88, mkkp: 3.27, mmn: 1.04, normalis: 0.65 }, turnout: 69.59 },
    supplement: { path: '/melleklet/valasztas-2022', title: 'Választás 2022' },
  },
  {
    slug: 'valasztas-2030',
    title: 'Tippjáték – országgyűlési választás 2030',
    intro: 'Tippeljen most: mennyi szavazatot kapnak a pártlisták a következő választáson, és mekkora lesz a részvétel?',
    closesAt: Date.UTC(2030, 3, 7, 4, 0),
    parties: [
      { id: 'fidesz', name: 'Fidesz–KDNP' },
      { id: 'tisza', name: 'Tisza Párt' },
      { id: 'mihazank', name: 'Mi Hazánk' },
      { id: 'dk', name: 'Demokratikus Koalíció' },
      { id: 'mkkp', name: 'Magyar Kétfarkú Kutya Párt' },
    ],
    outcome: null,
    supplement: null,
  },
];

export function gameOf(slug: string | undefined): GameDefinition | null {
  return GAMES.find((g) => g.slug === slug) ?? null;
}

export const isOpen = (game: GameDefinition, nowMs: number): boolean => nowMs < game.closesAt;

export const partyField = (id: string): string => `p_${id}`;
export const TURNOUT_FIELD = 'reszvetel';

/** A reader's tips: per cent with at most one decimal. */
export interface Tips {
  shares: Record<string, number>;
  turnout: number;
}

export const GAME_TEXTS = {
  turnout: 'Részvétel',
  submit: 'Tippjeim elküldése',
  resubmit: 'Tippjeim módosítása',
  mine: 'Saját tippjeim',
  saved: 'Tippjeit elmentettük. A lezárásig bármikor módosíthatja.',
  closed: 'A tippjáték lezárult.',
  noSheet: 'Ebben a böngészőben még nem küldött tippet ehhez a játékhoz.',
  average: 'Az olvasók átlaga',
  actual: 'Eredmény',
  yourTip: 'Az Ön tippje',
  score: 'Az Ön pontszáma',
} as const;

/** The refusals (decision D-261); each names its field. */
export const GAME_ERRORS = {
  share: (party: string) => `A(z) ${party} tippje 0 és 100 közötti szám legyen, legfeljebb egy tizedesjeggyel.`,
  sum: 'A pártokra adott tippek összege legfeljebb 100 százalék lehet.',
  turnout: 'A részvétel tippje 0 és 100 közötti szám legyen, legfeljebb egy tizedesjeggyel.',
  closed: 'A tippjáték lezárult, már nem lehet tippelni.',
  game: 'Nincs ilyen tippjáték.',
  sheet: 'Nincs ilyen tipplap.',
  body: 'A kérés nem értelmezhető.',
  tooMany: 'Túl sok tipp érkezett erről a címről. Kérjük, próbálja újra néhány perc múlva.',
} as const;

/** A share or turnout as the form sends it: "54", "54.1" or "54,1"; anything else is null. */
export function percentOfField(raw: string): number | null {
  const m = /^\s*(\d{1,3})(?:[.,](\d))?\s*$/.exec(raw);
  if (!m) return null;
  const value = Number(`${m[1]}.${m[2] ?? '0'}`);
  return value <= 100 ? value : null;
}

const round1 = (n: number) => Math.round(n * 10) / 10;
const round2 = (n: number) => Math.round(n * 100) / 100;

/** The readers' average tips, one decimal; null without a sheet. */
export function averageTips(game: GameDefinition, sheets: readonly Tips[]): Tips | null {
  if (sheets.length === 0) return null;
  const avg = (f: (t: Tips) => number) => round1(sheets.reduce((s, t) => s + f(t), 0) / sheets.length);
  return { shares: Object.fromEntries(game.parties.map((p) => [p.id, avg((t) => t.shares[p.id] ?? 0)])), turnout: avg((t) => t.turnout) };
}

/**
 * The score of a sheet against the outcome: 100 less the percentage points it missed by, summed over the parties
 * and the turnout, never below 0 (decision D-262). Null before the outcome is known.
 */
export function scoreOf(game: GameDefinition, tips: Tips): number | null {
  if (!game.outcome) return null;
  const { shares, turnout } = game.outcome;
  const missed = game.parties.reduce((s, p) => s + Math.abs((tips.shares[p.id] ?? 0) - (shares[p.id] ?? 0)), 0) + Math.abs(tips.turnout - turnout);
  return Math.max(0, round2(100 - missed));
}

/** Hungarian number format: a decimal comma. */
export const formatPercent = (n: number): string => `${String(n).replace('.', ',')}%`;
export const formatScore = (n: number): string => String(n).replace('.', ',');

/** An instant as Budapest's wall clock, in the site's date and time format: '2030. április 7. 06:00'. */
export function formatCloseTime(ms: number): string {
  return formatZoned(Math.floor(ms / 1000), `${LONG_DATE_FORMAT} ${TIME_FORMAT}`);
}

export const gamePath = (slug: string): string => `${GAME_ROOT}/${slug}`;
/** A sheet's page; `rev` (the sheet's revision) makes a resubmission's address new, so no cache answers the old one. */
export const sheetPath = (slug: string, key: string, rev?: number): string => `${GAME_ROOT}/${slug}/${key}${rev ? `?v=${rev}` : ''}`;

/** The service's answer about a game (GET {prefix}{game}). */
export interface GameView {
  slug: string;
  open: boolean;
  sheets: number;
  /** Only after the close: the readers' averages are not shown while tips still come. */
  average: Tips | null;
}

/** The service's answer about a sheet (GET {prefix}{game}/lap/{key}). */
export interface SheetView {
  key: string;
  tips: Tips;
  updatedAt: number;
  score: number | null;
}
