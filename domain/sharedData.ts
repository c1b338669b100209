// The shared data a page shows from the common data (reader-site.md §3 "Common data", §4 "Shared data refresh"):
// the picture-in-picture live video, weather, flooding warnings, trending tags, search placeholders and the
// DW promotion. The render draws them from the shell; the browser takes each change from the refresh call
// (/api/frontend/refresh, every 15 s while visible). What a reader sees of each is decided here, once.
import type { CommonData, FloodingData, PipStatus, WeatherData } from './types';

/** The refresh call (reader-site.md §7): shared data that changes during the day. */
export const SHARED_DATA_PATH = '/api/frontend/refresh';

/** The editable part of the common data, as kept in settings('common') (seeded, changed by `npm run editor -- common`). */
export type CommonSettings = Omit<CommonData, 'exchangeRates' | 'latestPrArticles' | 'trendingTags' | 'frontendSetup'>;

/** Where the newsroom's pinned trending tags are kept; without it the content API counts them from the articles. */
export const PINNED_TRENDING_KEY = 'trending';
/**
 * The changes feed's key for an edit of the shared data's parts (pip, weather, flooding, trending, placeholders,
 * dwPromo, the quiz refresh): the fronts show them in their HTML, open pages get them by the poll. An edit of the
 * rest of the common settings (the donations flag) is key 'common': every page's chrome.
 */
export const SHARED_DATA_CHANGE = 'shared-data';
export interface PinnedTrending {
  tags: { slug: string; name: string }[];
}

/** The part of the common data a page shows; the rest (rates, menus, setup) has its own readers. */
export type SharedView = Pick<CommonData, 'weatherData' | 'floodingData' | 'searchPlaceholders' | 'pipStatus' | 'dwPromo' | 'trendingTags'>;

export const SHARED_VIEW_KEYS = [
  'weatherData',
  'floodingData',
  'searchPlaceholders',
  'pipStatus',
  'dwPromo',
  'trendingTags',
] as const satisfies readonly (keyof SharedView)[];

/** The pip status's default reset (reader-site.md §3): label 'élő', open '1', show '0'. */
export const PIP_DEFAULTS: PipStatus = { pipShow: '0', pipTitle: '', pipUrl: '', pipOpen: '1', pipLabel: 'élő' };

/** The pip status with the default reset in place of what it leaves empty (an editor's reset empties all). */
export function pipWithDefaults(p: Partial<PipStatus> | null | undefined): PipStatus {
  const out = { ...PIP_DEFAULTS };
  for (const k of Object.keys(PIP_DEFAULTS) as (keyof PipStatus)[]) {
    const v = p?.[k];
    if (typeof v === 'string' && v.trim() !== '') out[k] = v.trim();
  }
  out.pipUrl = sharedUrl(out.pipUrl);
  return out;
}

/** The shared view of common data, each part checked: a missing or odd part shows nothing rather than breaking the page. */
export function sharedView(c: Partial<CommonData> | null | undefined): SharedView {
  const list = <T>(v: unknown): T[] => (Array.isArray(v) ? (v as T[]) : []);
  const promo = c?.dwPromo;
  return {
    weatherData: list<WeatherData>(c?.weatherData).filter((w) => typeof w?.city === 'string' && Number.isFinite(w.temperature)),
    floodingData: c?.floodingData && typeof c.floodingData === 'object' ? c.floodingData : null,
    searchPlaceholders: list<string>(c?.searchPlaceholders).filter((s) => typeof s === 'string' && s.trim() !== ''),
    pipStatus: pipWithDefaults(c?.pipStatus),
    dwPromo: promo && typeof promo === 'object' ? promo : null,
    trendingTags: list<CommonData['trendingTags'][number]>(c?.trendingTags).filter((t) => typeof t?.name === 'string' && typeof t.url === 'string'),
  };
}

/** Whether this reader sees the pip video: switched on, with an address, and not closed by them for this address. */
export function pipShown(p: PipStatus, closedUrl: string | null): boolean {
  return p.pipShow === '1' && p.pipUrl !== '' && closedUrl !== p.pipUrl;
}

/** The reader's closed flag after a new status: it holds while the video's address stays, and resets when it changes. */
export function pipClosedAfter(closedUrl: string | null, next: PipStatus): string | null {
  return closedUrl !== null && closedUrl === next.pipUrl ? closedUrl : null;
}

/** An address the shared boxes may link or play: the site's own path or http(s); anything else is none. */
export function sharedUrl(url: string | null | undefined): string {
  const u = (url ?? '').trim();
  return /^(https?:\/\/[^\s]+|\/(?!\/)[^\s]*)$/i.test(u) ? u : '';
}

/** A pip address the page may play in a <video> itself (a stream or a file); any other is a link to the video's page. */
export function pipPlayable(url: string): boolean {
  return /\.(mp4|webm|m3u8|mov)(\?|#|$)/i.test(url);
}

/** One city's weather as the strip tells it: 'Budapest 7 °C, borult'. */
export function weatherText(w: WeatherData): string {
  const t = `${w.city} ${Math.round(w.temperature)} °C`;
  return w.description ? `${t}, ${w.description}` : t;
}

/** The flooding warning's line, or null while no warning is in force. */
export function floodWarning(f: FloodingData | null): { text: string; url: string } | null {
  if (!f?.active || !f.river) return null;
  const level = Number.isFinite(f.level) ? `: ${Math.round(f.level)} cm` : '';
  return { text: `Árvízvédelmi készültség – ${f.river}${level}`, url: sharedUrl(f.url) };
}

/** The search field's placeholder: the list's n-th (it turns with each refresh), or the field's own word. */
export function searchPlaceholder(list: readonly string[], n: number, fallback: string): string {
  if (list.length === 0) return fallback;
  return list[((n % list.length) + list.length) % list.length]!;
}

/** The DW promotion's link, or null while it is off. */
export function dwPromoLink(p: SharedView['dwPromo']): { url: string; title: string } | null {
  const url = sharedUrl(p?.url);
  return p?.show && url && p.title ? { url, title: p.title } : null;
}

/** The trending tags a strip shows, at most this many. */
export const TRENDING_SHOWN = 8;

/** The trending tags a strip shows: the first TRENDING_SHOWN. */
export const shownTrending = (v: SharedView): SharedView['trendingTags'] => v.trendingTags.slice(0, TRENDING_SHOWN);

/** The texts of the shared boxes (the spec leaves them open; D-number in the report of issue #36). */
export const SHARED_TEXTS = {
  trending: 'Felkapott',
  weather: 'Időjárás',
  pip: 'Élő videó',
  pipClose: 'Élő videó bezárása',
  pipWatch: 'Megnézem',
} as const;
