import type { RouteRule, SiteSlug } from './types';
import { canonicalTarget, type CanonicalLookup } from './canonical';
import { onMainDomain } from './sites';

// Every redirect of reader-site.md §2 "Redirects applied before navigation", as one pure function. The
// built-in rules run once each, in order, over the path (a later rule sees the earlier ones' output), so
// a reader needs one hop; the server-provided rules (/api/route-rules) are looked up on the result.

export type RedirectStatus = 301 | 302;
export interface Redirect {
  /** A path with the kept query (and fragment), or an absolute URL for an external target. */
  location: string;
  status: RedirectStatus;
}

/** Which domain a rule applies on: the main domain (main site and its sub-sites), the Romanian edition, or both. */
export type RuleDomain = 'both' | 'main' | 'ro';

export interface RedirectRule {
  name: string;
  domain: RuleDomain;
  status: RedirectStatus;
  /** Sample paths and where the rule sends them (documentation and tests). */
  examples: readonly (readonly [from: string, to: string])[];
  /** The new path, or null when the rule does not apply. */
  rewrite(path: string): string | null;
  /**
   * The rule only rewrites the form of a path (a trailing slash, a live suffix, an old date form, a city
   * suffix, an old prefix): its target is a page when the content the path names is one. Every other rule's
   * targets are fixed pages, each of which answers 200 on the domain the rule is on (e2e/site/redirects.test.ts).
   */
  rewritesForm?: true;
}

/** The external shop (reader-site.md §2: /shop goes to an external shop). */
export const SHOP_URL = 'https://shop.hirter.hu/';

/** Old list routes → the new ones. */
export const LEGACY_LISTS: Readonly<Record<string, string>> = {
  '/list/newest': '/legfrissebb',
  '/list/important': '/legfontosabb',
  '/list/favorite': '/kedvenceink',
  '/list/announcement': '/rovat/kozlemeny',
  '/list/english': '/english',
};

/** The old list routes whose new list the Romanian edition has: the others are a 404 there, not a redirect to one. */
export const LEGACY_LISTS_RO: Readonly<Record<string, string>> = { '/list/newest': LEGACY_LISTS['/list/newest']! };

/** City suffixes of author slugs from the Romanian edition's early bylines: /szerzo/{slug}-{city} → /szerzo/{slug}. */
export const AUTHOR_CITY_SUFFIXES: readonly string[] = [
  'kolozsvar',
  'marosvasarhely',
  'csikszereda',
  'nagyvarad',
  'sepsiszentgyorgy',
  'szekelyudvarhely',
  'temesvar',
  'brasso',
];

/** Document slugs corrected. */
export const DOCUMENT_SLUG_FIXES: Readonly<Record<string, string>> = {
  'hirlevel-feliratkozas': 'hirlevel',
};

/** The columns sections (reader-site.md §2 "columns"): opinion columns now written for Karakter, which has no tab of its own for them. */
export const COLUMN_SECTIONS: readonly string[] = ['rovatok', 'kolumna', 'publicisztika'];

/** Sections that moved: /rovat/{x} → a sub-site page (Karakter sections, sub-site roots, native-ad sections). */
export const SECTION_MOVES: Readonly<Record<string, string>> = {
  after: '/after',
  g7: '/g7',
  karakter: '/karakter',
  kultura: '/karakter/kultura',
  konyvespolc: '/karakter/konyvespolc',
  nagyito: '/karakter/nagyito',
  ...Object.fromEntries(COLUMN_SECTIONS.map((slug) => [slug, '/karakter'])),
  'g7-partner': '/g7',
  'karakter-partner': '/karakter',
};

/** Tag or section slugs that belong to a supplement (main domain): /cimke/{x} or /rovat/{x} → /melleklet/{supplement}. */
export const SUPPLEMENT_REDIRECTS: Readonly<Record<string, string>> = {
  'valasztas-2022': 'valasztas-2022',
  'valasztas-2024': 'valasztas-2024',
  'ep-2024': 'ep-2024',
  'eb-2024': 'eb-2024',
  'parizs-2024': 'parizs-2024',
  'usa-2024': 'usa-2024',
  'tokio-2020': 'tokio-2020',
  'foci-vb-2022': 'foci-vb-2022',
  'orosz-ukran-haboru': 'orosz-ukran-haboru',
  'orosz-ukran-valsag': 'orosz-ukran-haboru',
};

/** The main site's heading-menu sections: /{x} → /rovat/{x}. */
export const HEADING_SECTIONS: readonly string[] = ['belfold', 'kulfold', 'gazdasag', 'sport'];
/** The Romanian edition's heading-menu sections. */
export const RO_HEADING_SECTIONS: readonly string[] = ['erdely', 'romania'];

const exact =
  (map: Readonly<Record<string, string>>) =>
  (path: string): string | null =>
    map[path] ?? null;

function isRealDate(y: number, m: number, d: number): boolean {
  const date = new Date(Date.UTC(y, m - 1, d));
  return m >= 1 && m <= 12 && date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

const headingRule = (sections: readonly string[]) => (path: string) => {
  const slug = path.slice(1);
  return sections.includes(slug) ? `/rovat/${slug}` : null;
};

/** The built-in rules in the order they run. */
export const REDIRECT_RULES: readonly RedirectRule[] = [
  {
    name: 'placeholder',
    domain: 'main',
    status: 301,
    examples: [
      ['/tamogatas/{{link}}', '/tamogatas'],
      ['/cikk/%7B%7Bsupport_url%7D%7D', '/tamogatas'],
    ],
    rewrite: (path) => (path.includes('{{') || path.toLowerCase().includes('%7b%7b') ? '/tamogatas' : null),
  },
  {
    name: 'slashes',
    rewritesForm: true,
    domain: 'both',
    status: 301,
    examples: [
      ['/after/', '/after'],
      ['/g7/', '/g7'],
      ['/karakter/', '/karakter'],
      ['/rovat/belfold/', '/rovat/belfold'],
      ['//rovat/belfold/', '/rovat/belfold'],
    ],
    rewrite: (path) => {
      // No trailing slash except the root's; one leading slash, so the location can never read as '//host'.
      const next = `/${path.replace(/^[/\\]+/, '').replace(/\/+$/, '')}`;
      return next === path ? null : next;
    },
  },
  {
    name: 'tag',
    rewritesForm: true,
    domain: 'both',
    status: 301,
    examples: [['/tag/budapest', '/cimke/budapest']],
    rewrite: (path) => (path.startsWith('/tag/') && path.length > '/tag/'.length ? `/cimke/${path.slice('/tag/'.length)}` : null),
  },
  {
    name: 'live',
    rewritesForm: true,
    domain: 'both',
    status: 301,
    examples: [
      ['/belfold/2025/01/02/slug/elo', '/belfold/2025/01/02/slug'],
      ['/g7/adat/2025/01/02/slug/elo', '/g7/adat/2025/01/02/slug'],
    ],
    rewrite: (path) => {
      const m = /^(\/(?:[^/]+\/)*\d{4}\/\d{2}\/\d{2}\/[^/]+)\/elo$/.exec(path);
      return m ? m[1]! : null;
    },
  },
  {
    name: 'legacy-lists',
    domain: 'main',
    status: 301,
    examples: Object.entries(LEGACY_LISTS),
    rewrite: exact(LEGACY_LISTS),
  },
  {
    name: 'legacy-lists-ro',
    domain: 'ro',
    status: 301,
    examples: Object.entries(LEGACY_LISTS_RO),
    rewrite: exact(LEGACY_LISTS_RO),
  },
  {
    name: 'support-short',
    domain: 'main',
    status: 301,
    examples: [
      ['/t', '/tamogatas'],
      ['/t/en', '/tamogatas'],
    ],
    rewrite: (path) => (path === '/t' || path === '/t/en' ? '/tamogatas' : null),
  },
  {
    name: 'announcements',
    // The Romanian edition has no announcements section.
    domain: 'main',
    status: 301,
    examples: [['/kozlemenyek', '/rovat/kozlemeny']],
    rewrite: (path) => (path === '/kozlemenyek' ? '/rovat/kozlemeny' : null),
  },
  {
    name: 'section-moves',
    domain: 'main',
    status: 301,
    examples: Object.entries(SECTION_MOVES).map(([slug, to]) => [`/rovat/${slug}`, to] as const),
    rewrite: (path) => (path.startsWith('/rovat/') ? (SECTION_MOVES[path.slice('/rovat/'.length)] ?? null) : null),
  },
  {
    name: 'author-city',
    rewritesForm: true,
    domain: 'both',
    status: 301,
    examples: [
      ['/szerzo/kovacs-peter-kolozsvar', '/szerzo/kovacs-peter'],
      ['/szerzo/szabo-anna-szekelyudvarhely', '/szerzo/szabo-anna'],
    ],
    rewrite: (path) => {
      const m = /^\/szerzo\/([^/]+)-([a-z]+)$/.exec(path);
      return m && AUTHOR_CITY_SUFFIXES.includes(m[2]!) ? `/szerzo/${m[1]!}` : null;
    },
  },
  {
    name: 'document-slug',
    domain: 'both',
    status: 301,
    examples: Object.entries(DOCUMENT_SLUG_FIXES).map(([from, to]) => [`/dokumentum/${from}`, `/dokumentum/${to}`] as const),
    rewrite: (path) => {
      const fixed = path.startsWith('/dokumentum/') ? DOCUMENT_SLUG_FIXES[path.slice('/dokumentum/'.length)] : undefined;
      return fixed === undefined ? null : `/dokumentum/${fixed}`;
    },
  },
  {
    name: 'supplements',
    domain: 'main',
    status: 301,
    examples: [
      ...Object.entries(SUPPLEMENT_REDIRECTS).map(([slug, to]) => [`/cimke/${slug}`, `/melleklet/${to}`] as const),
      ...Object.entries(SUPPLEMENT_REDIRECTS).map(([slug, to]) => [`/rovat/${slug}`, `/melleklet/${to}`] as const),
    ],
    rewrite: (path) => {
      const m = /^\/(?:cimke|rovat)\/([^/]+)$/.exec(path);
      const to = m ? SUPPLEMENT_REDIRECTS[m[1]!] : undefined;
      return to === undefined ? null : `/melleklet/${to}`;
    },
  },
  {
    name: 'shop',
    domain: 'main',
    status: 302,
    examples: [['/shop', SHOP_URL]],
    rewrite: (path) => (path === '/shop' ? SHOP_URL : null),
  },
  {
    name: 'impress-main',
    domain: 'main',
    status: 301,
    examples: [['/dokumentum/impresszum', '/impresszum']],
    rewrite: (path) => (path === '/dokumentum/impresszum' ? '/impresszum' : null),
  },
  {
    name: 'impress-ro',
    domain: 'ro',
    status: 301,
    examples: [['/impresszum', '/dokumentum/impresszum']],
    rewrite: (path) => (path === '/impresszum' ? '/dokumentum/impresszum' : null),
  },
  {
    name: 'heading-sections',
    domain: 'main',
    status: 301,
    examples: HEADING_SECTIONS.map((s) => [`/${s}`, `/rovat/${s}`] as const),
    rewrite: headingRule(HEADING_SECTIONS),
  },
  {
    name: 'heading-sections-ro',
    domain: 'ro',
    status: 301,
    examples: RO_HEADING_SECTIONS.map((s) => [`/${s}`, `/rovat/${s}`] as const),
    rewrite: headingRule(RO_HEADING_SECTIONS),
  },
  {
    name: 'g7-dates',
    rewritesForm: true,
    domain: 'main',
    status: 301,
    examples: [['/gazdasag/20250102/slug', '/g7/2025/01/02/slug']],
    rewrite: (path) => {
      const m = /^\/[^/]+\/(\d{4})(\d{2})(\d{2})\/([^/]+)$/.exec(path);
      if (!m || !isRealDate(Number(m[1]), Number(m[2]), Number(m[3]))) return null;
      return `/g7/${m[1]!}/${m[2]!}/${m[3]!}/${m[4]!}`;
    },
  },
];

function appliesOn(rule: RedirectRule, site: SiteSlug): boolean {
  return rule.domain === 'both' || (rule.domain === 'main') === onMainDomain(site);
}

/** The query string without fbclid, otherwise exactly as it came ('' or '?…'). */
function keptQuery(search: string): { query: string; dropped: boolean } {
  if (search === '' || search === '?') return { query: '', dropped: false };
  const pairs = search.slice(1).split('&');
  const kept = pairs.filter((pair) => {
    const key = pair.split('=', 1)[0] ?? '';
    let name = key;
    try {
      name = decodeURIComponent(key.replace(/\+/g, ' '));
    } catch {
      // keep the raw key
    }
    return name !== 'fbclid';
  });
  return { query: kept.length > 0 ? `?${kept.join('&')}` : '', dropped: kept.length !== pairs.length };
}

function withQuery(target: string, query: string): string {
  if (query === '') return target;
  return target.includes('?') ? `${target}&${query.slice(1)}` : `${target}${query}`;
}

/**
 * Where a request must be redirected before navigation, or null. `site` picks the domain's rules
 * (sites.ts onMainDomain). `url` is a URL or a path with its query. Server rules (exact `from`
 * path → `to`) are looked up on the path the built-in rules leave; last, an article path of a slug
 * `canonical` knows goes to its canonical path (or URL, on the other domain): a reader needs one hop.
 */
export function redirectFor(site: SiteSlug, url: URL | string, serverRules: readonly RouteRule[] = [], canonical?: CanonicalLookup): Redirect | null {
  // A path is read as a path even when it starts with '//' (new URL('//x', base) would take x as a host).
  const parsed = typeof url !== 'string' ? url : url.startsWith('/') ? new URL(`http://localhost${url}`) : new URL(url, 'http://localhost/');
  const original = parsed.pathname;
  let path = original;
  let status: RedirectStatus = 301;
  for (const rule of REDIRECT_RULES) {
    if (!appliesOn(rule, site)) continue;
    const next = rule.rewrite(path);
    if (next === null || next === path) continue;
    path = next;
    if (rule.status === 302) status = 302;
  }
  const serverRule = serverRules.find((r) => r.from === path && r.to !== path);
  if (serverRule) {
    path = serverRule.to;
    if (serverRule.status === 302) status = 302;
  }
  path = canonicalTarget(site, path, canonical) ?? path;
  const { query, dropped } = keptQuery(parsed.search);
  if (path === original && !dropped) return null;
  return { location: `${withQuery(path, query)}${parsed.hash}`, status };
}

/** The bounds of the server-provided rule set: nginx sizes its maps' hash for them (prerender/nginx.ts). */
export const ROUTE_RULE_LIMITS = { path: 200, rules: 2000 } as const;

/**
 * Why a server-provided rule cannot be served (the editor refuses it, the edge leaves it out), or null. `from`
 * is a page path (never /api or /media, which the edge proxies before redirecting); `to` a path or an https URL.
 */
export function routeRuleProblem(rule: RouteRule): string | null {
  const { from, to, status } = rule;
  if (typeof from !== 'string' || !/^\/[^/\\]/.test(from)) return `a rule's path starts with one '/': ${String(from).slice(0, 80)}`;
  if (/[\u0000-\u0020\u007f?#]/.test(from)) return `a rule's path has no space, control character, query or fragment: ${from.slice(0, 80)}`;
  if (/^\/(?:api|media)(?:\/|$)/.test(from)) return `/api and /media are not redirected: ${from.slice(0, 80)}`;
  if (typeof to !== 'string' || !(/^\/(?![/\\])/.test(to) || /^https:\/\/[^/\s]+/.test(to)) || /[\u0000-\u0020\u007f]/.test(to))
    return `a rule's target is a path or an https:// URL: ${String(to).slice(0, 80)}`;
  if (from.length > ROUTE_RULE_LIMITS.path || to.length > 2 * ROUTE_RULE_LIMITS.path) return `a rule's path is at most ${ROUTE_RULE_LIMITS.path} characters`;
  if (to === from) return `a rule does not redirect a path to itself: ${from}`;
  if (status !== 301 && status !== 302) return `a rule's status is 301 or 302, not ${String(status)}`;
  return null;
}
