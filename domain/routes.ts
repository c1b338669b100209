import type { SiteSlug } from './types';
import { ACADEMY_SLUG, onMainDomain } from './sites';
import { SPORTS, type SportName } from './sports/registry';
import { AFTER_SLUGS, G7_SLUGS, KARAKTER_SLUGS, type AfterSlug, type G7Slug, type KarakterSlug } from './subSiteSlugs';
import { escapeRegex } from './regex';

// The route table of reader-site.md §2 as data, with the validation of §5, and the one matcher every
// consumer (origin, prerender, preview, client links) uses.

export const ROUTE_NAMES = [
  'index',
  'melleklet',
  'tippjatek',
  'doc',
  'archivum',
  'list',
  'legfrissebb',
  'english',
  'articles_by_site',
  'articles_by_tag',
  'articles_by_mstag',
  'articles_by_author',
  'single_article',
  'liveblog_article',
  'support',
  'academy',
  'youth',
  'empty',
  'live-login',
  'after',
  'karakter',
  'g7',
  'impress',
  'exchange',
  ...SPORTS.map((s) => s.name),
  'tax',
  'app-webview',
  'podcast',
  'episode',
] as const;
export type RouteName = (typeof ROUTE_NAMES)[number];

/** The `{site}` route parameter: a sub-site of the main domain. */
export const ROUTE_SITES = ['after', 'g7', 'karakter'] as const;
export type RouteSite = (typeof ROUTE_SITES)[number];
export const LIST_SLUGS = ['legfontosabb', 'kedvenceink', 'kozlemenyek'] as const;
export type ListSlug = (typeof LIST_SLUGS)[number];
export const SUPPORT_SLUGS = ['belepes', 'profil', 'hiba', 'siker'] as const;
export type SupportSlug = (typeof SUPPORT_SLUGS)[number];
export { AFTER_SLUGS, G7_SLUGS, KARAKTER_SLUGS, type AfterSlug, type G7Slug, type KarakterSlug };

interface ArticleDate {
  /** Four digits. */
  year: string;
  /** Two digits. */
  month: string;
  /** Two digits. */
  day: string;
  slug: string;
}

/** A matched route with its parameters (percent-decoded); absent optional parameters are left out. */
export type RouteMatch =
  | { name: 'index' }
  | { name: 'melleklet'; fullPath: string[] }
  | { name: 'tippjatek'; subSlug?: string; key?: string }
  | { name: 'doc'; slug: string }
  | { name: 'archivum'; site?: RouteSite }
  | { name: 'list'; fullPath: ListSlug }
  | { name: 'legfrissebb' }
  | { name: 'english' }
  | { name: 'articles_by_site'; site: RouteSite }
  | { name: 'articles_by_tag'; fullPath: string[] }
  | { name: 'articles_by_mstag'; site?: RouteSite; fullPath: string[] }
  | { name: 'articles_by_author'; fullPath: string[] }
  | ({ name: 'single_article'; site?: RouteSite; mainSuperTag?: string } & ArticleDate)
  | ({ name: 'liveblog_article'; mainSuperTag: string } & ArticleDate)
  | { name: 'support'; slug?: SupportSlug }
  | { name: 'academy' }
  | { name: 'youth' }
  | { name: 'empty' }
  | { name: 'live-login' }
  | { name: 'after'; slug: AfterSlug }
  | { name: 'karakter'; slug: KarakterSlug }
  | { name: 'g7'; slug: G7Slug }
  | { name: 'impress' }
  | { name: 'exchange' }
  | { name: SportName }
  | { name: 'tax' }
  | { name: 'app-webview' }
  | { name: 'podcast'; site?: RouteSite; podcast: string }
  | { name: 'episode'; site?: RouteSite; podcast: string; episode: string };

export interface NotFound {
  name: 'not-found';
  message: string;
}

export interface MatchOptions {
  /** The donations flag of the component setup is on: the support routes are switched off (§5). */
  donationsOff: boolean;
}

export interface RouteDefinition {
  name: RouteName;
  /**
   * Segments: `literal`, `:param`, `:param?` (optional), `:param(a|b)` (one of the values), `*param` (one
   * or more segments, last only). `:site` takes after|g7|karakter, `:year` four digits, `:month`/`:day`
   * two digits; a route with year, month and day also needs a real calendar date.
   */
  pattern: string;
  /** Served on the main domain only (the Romanian edition refuses it, or has no sub-sites). */
  mainDomainOnly?: true;
  /** Switched off when the donations flag is on. */
  donations?: true;
}

/**
 * The table in matching order: the first route whose pattern and validation accept the path wins. A route
 * never matches a path another route owns, except where the order says so (tippjatek before melleklet).
 */
export const ROUTES: readonly RouteDefinition[] = [
  { name: 'index', pattern: '/' },
  { name: 'tippjatek', pattern: '/melleklet/tippjatek/:subSlug?/:key?' },
  { name: 'melleklet', pattern: '/melleklet/*fullPath' },
  { name: 'doc', pattern: '/dokumentum/:slug' },
  { name: 'archivum', pattern: '/:site?/archivum' },
  // The flag lists and /english are the main domain's (the prerender job's roots say so too): the flag
  // filter spans every site, so on the Romanian edition they would be lists of main-site articles.
  { name: 'list', pattern: `/:fullPath(${LIST_SLUGS.join('|')})`, mainDomainOnly: true },
  { name: 'legfrissebb', pattern: '/legfrissebb' },
  { name: 'english', pattern: '/english', mainDomainOnly: true },
  // The sub-site's own front page; its tabs are the after/karakter/g7 routes below.
  { name: 'articles_by_site', pattern: '/:site', mainDomainOnly: true },
  { name: 'articles_by_tag', pattern: '/cimke/*fullPath' },
  { name: 'articles_by_mstag', pattern: '/:site?/rovat/*fullPath' },
  { name: 'articles_by_author', pattern: '/szerzo/*fullPath' },
  { name: 'liveblog_article', pattern: '/:mainSuperTag/:year/:month/:day/:slug/elo' },
  { name: 'single_article', pattern: '/:site?/:mainSuperTag?/:year/:month/:day/:slug' },
  { name: 'support', pattern: `/tamogatas/:slug(${SUPPORT_SLUGS.join('|')})?`, mainDomainOnly: true, donations: true },
  { name: 'academy', pattern: `/${ACADEMY_SLUG}`, mainDomainOnly: true },
  { name: 'youth', pattern: '/te', mainDomainOnly: true },
  { name: 'empty', pattern: '/empty' },
  { name: 'live-login', pattern: '/login' },
  { name: 'after', pattern: `/after/:slug(${AFTER_SLUGS.join('|')})`, mainDomainOnly: true },
  { name: 'karakter', pattern: `/karakter/:slug(${KARAKTER_SLUGS.join('|')})`, mainDomainOnly: true },
  { name: 'g7', pattern: `/g7/:slug(${G7_SLUGS.join('|')})`, mainDomainOnly: true },
  { name: 'impress', pattern: '/impresszum' },
  { name: 'exchange', pattern: '/arfolyam' },
  // Each sport's screen (specialised-features.md §2, domain/sports/registry.ts); its states are query parameters.
  ...SPORTS.map((s) => ({ name: s.name, pattern: s.path })),
  { name: 'tax', pattern: '/egyszazalek', mainDomainOnly: true },
  { name: 'app-webview', pattern: '/app-web-widget' },
  // A podcast's page and its episodes' pages, under the podcast's site (domain/podcast/paths.ts, D-226).
  { name: 'podcast', pattern: '/:site?/podcast/:podcast', mainDomainOnly: true },
  { name: 'episode', pattern: '/:site?/podcast/:podcast/:episode', mainDomainOnly: true },
];

/** The 404 message of reader-site.md §5/§8. */
export function notFoundMessage(path: string): string {
  return `Page Not Found: ${path}`;
}

// ---------------------------------------------------------------------------------------------------------

interface Context {
  romanian: boolean;
}

type Check = (value: string, ctx: Context) => boolean;

type Segment =
  | { kind: 'literal'; value: string }
  | { kind: 'param'; name: string; optional: boolean; check: Check; regex: (ctx: Context) => string | null }
  | { kind: 'rest'; name: string };

type Params = Record<string, string | string[]>;

const oneOf =
  (values: readonly string[]): Check =>
  (v) =>
    values.includes(v);

/** Checks implied by a parameter's name. */
const NAMED_CHECKS: Record<string, Check> = {
  // The Romanian edition has no sub-sites, so no path there carries a site prefix.
  site: (v, ctx) => !ctx.romanian && (ROUTE_SITES as readonly string[]).includes(v),
  year: (v) => /^\d{4}$/.test(v),
  month: (v) => /^\d{2}$/.test(v),
  day: (v) => /^\d{2}$/.test(v),
};
const ANY: Check = () => true;

/** The regular-expression form of the named checks (null: no value passes on this domain). */
const NAMED_REGEX: Record<string, (ctx: Context) => string | null> = {
  site: (ctx) => (ctx.romanian ? null : `(?:${ROUTE_SITES.join('|')})`),
  year: () => '[0-9]{4}',
  month: () => '[0-9]{2}',
  day: () => '[0-9]{2}',
};

function parsePattern(pattern: string): Segment[] {
  if (pattern === '/') return [];
  return pattern
    .slice(1)
    .split('/')
    .map((part): Segment => {
      if (part.startsWith('*')) return { kind: 'rest', name: part.slice(1) };
      const m = /^:([A-Za-z]+)(?:\(([^)]*)\))?(\?)?$/.exec(part);
      if (!m) return { kind: 'literal', value: part };
      const name = m[1]!;
      const values = m[2]?.split('|');
      const check = values ? oneOf(values) : (NAMED_CHECKS[name] ?? ANY);
      const regex = values ? () => `(?:${values.map(escapeRegex).join('|')})` : (NAMED_REGEX[name] ?? (() => '[^/]+'));
      return { kind: 'param', name, optional: m[3] === '?', check, regex };
    });
}

const COMPILED = ROUTES.map((route) => ({ route, segments: parsePattern(route.pattern) }));

/** Matches segments from index i of the pattern and j of the path; optional params are tried present first. */
function matchSegments(segs: Segment[], parts: string[], i: number, j: number, params: Params, ctx: Context): Params | null {
  const seg = segs[i];
  if (seg === undefined) return j === parts.length ? params : null;
  if (seg.kind === 'rest') return j < parts.length && i === segs.length - 1 ? { ...params, [seg.name]: parts.slice(j) } : null;
  const part = parts[j];
  if (seg.kind === 'literal') return part === seg.value ? matchSegments(segs, parts, i + 1, j + 1, params, ctx) : null;
  if (part !== undefined && seg.check(part, ctx)) {
    const found = matchSegments(segs, parts, i + 1, j + 1, { ...params, [seg.name]: part }, ctx);
    if (found) return found;
  }
  return seg.optional ? matchSegments(segs, parts, i + 1, j, params, ctx) : null;
}

function isRealDate(year: string, month: string, day: string): boolean {
  const y = Number(year);
  const m = Number(month);
  const d = Number(day);
  if (m < 1 || m > 12 || d < 1) return false;
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** Path segments, percent-decoded; null when a segment is empty (also a trailing slash) or undecodable. */
function splitPath(path: string): string[] | null {
  if (!path.startsWith('/')) return null;
  if (path === '/') return [];
  const parts: string[] = [];
  for (const raw of path.slice(1).split('/')) {
    let part: string;
    try {
      part = decodeURIComponent(raw);
    } catch {
      return null;
    }
    if (part === '' || part.includes('/')) return null;
    parts.push(part);
  }
  return parts;
}

/**
 * The route of a path on a site's domain: a site off the main domain (the Romanian edition) has no sub-site
 * prefixes and none of its main-domain-only routes; on the main domain a sub-site's prefix is part of the path. A query or fragment on `path` is ignored.
 */
export function matchRoute(site: SiteSlug, path: string, opts: MatchOptions): RouteMatch | NotFound {
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  const notFound: NotFound = { name: 'not-found', message: notFoundMessage(pathname) };
  const parts = splitPath(pathname);
  if (parts === null) return notFound;
  const ctx: Context = { romanian: !onMainDomain(site) };
  for (const { route, segments } of COMPILED) {
    if (ctx.romanian && route.mainDomainOnly) continue;
    if (!ctx.romanian && route.donations && opts.donationsOff) continue;
    const params = matchSegments(segments, parts, 0, 0, {}, ctx);
    if (params === null) continue;
    const { year, month, day } = params;
    if (typeof year === 'string' && typeof month === 'string' && typeof day === 'string' && !isRealDate(year, month, day)) {
      continue;
    }
    // The pattern's checks guarantee the parameter types RouteMatch names for this route.
    return { name: route.name, ...params } as RouteMatch;
  }
  return notFound;
}

/** The article routes: what answers there is decided by the slug (domain/canonical.ts), not by the pattern. */
export const ARTICLE_ROUTES: ReadonlySet<RouteName> = new Set(['single_article', 'liveblog_article']);

/**
 * Every route but the articles' as one regular expression over a percent-decoded path, for a server that
 * cannot run matchRoute (nginx.conf: which paths without a file the renderer may answer). It does not check
 * that a date is a real one, and keeps the donation routes (the renderer answers those 404 when they are off).
 */
export function routesRegex(site: SiteSlug): string {
  const ctx: Context = { romanian: !onMainDomain(site) };
  const alternatives: string[] = [];
  for (const { route, segments } of COMPILED) {
    if (ARTICLE_ROUTES.has(route.name) || (ctx.romanian && route.mainDomainOnly)) continue;
    let regex = '';
    let possible = true;
    for (const seg of segments) {
      if (seg.kind === 'literal') regex += `/${escapeRegex(seg.value)}`;
      else if (seg.kind === 'rest') regex += '(?:/[^/]+)+';
      else {
        const value = seg.regex(ctx);
        if (value === null && !seg.optional) possible = false;
        if (value !== null) regex += seg.optional ? `(?:/${value})?` : `/${value}`;
      }
    }
    if (possible) alternatives.push(regex === '' ? '/' : regex);
  }
  return `^(?:${alternatives.join('|')})$`;
}
