// An nginx configuration that serves the static output without Node (DESIGN.md: "the same redirect rules
// are also emitted as an nginx map so a real web server or CDN can serve the output without Node"). Pure:
// options in, the configuration text out.
//
// One server block per domain (host names from domain/sites.ts DEFAULT_HOSTS, the main domain being the
// default server as siteForRequest falls back to it), root <outDir>/<domain>, pages at <path>/index.html
// and page N ≥ 2 of `<path>?oldal=N` at <path>/index.oldal-N.html (prerender/outputPath.ts; a missing one
// is a 404, never page 1), feeds at <path>/index.xml, sitemaps and builds/ as the files they are, the
// domain's 404.html, precompressed .gz files, and cache headers: the same answers as server/origin.ts.
//
// Redirects: the rules of domain/redirects.ts, one step per rule in REDIRECT_RULES order, as nginx rewrite-
// module steps at server level over a variable that starts as the request's raw path. Like redirectFor(),
// every rule sees the previous rules' output, so a reader gets one hop (/tag/valasztas-2024 goes straight
// to /melleklet/valasztas-2024), and the path is the raw, still percent-encoded one (as URL.pathname), not
// nginx's decoded and slash-merged $uri. Separate `location ~` blocks could not chain rules: each would
// answer on its own, a second hop for every combination.
// - Exact-path rules are `map` blocks whose entries are the rule's examples: for these rules the examples
//   are the whole table (Object.entries of LEGACY_LISTS, SECTION_MOVES, …), and every entry is checked
//   against rule.rewrite() when the configuration is generated. Map string keys match case-insensitively
//   in nginx, so the key a map looks up is prefixed with '!' when the path holds an upper-case letter.
// - Pattern rules are regular expressions written here (PATTERN_RULES): a function cannot be translated.
//   Their equivalence with redirectFor() is what nginx.test.ts checks (its interpreter runs the generated
//   text against redirectFor() over every example and generated paths) and nginx.e2e.test.ts checks the
//   same against a real nginx.
// - Server rules (/api/route-rules) are one more map, applied to the built-in rules' result.
// - The query string is kept ($args). fbclid is removed as redirectFor() does for the plain spelling
//   `fbclid`, up to FBCLID_PASSES occurrences in one hop (any further one takes another hop); an encoded
//   spelling of the name (fb%63lid) is not recognised.
// - An existing file is served, never redirected, and /api/ and /media/ are never redirected (the origin
//   serves static files and the proxy before its redirect layer).
import type { NginxSettings } from './options';
import { PROXY_ROUTES, READER_MAX_BODY, READER_TIMEOUT_MS, type ProxyRoute, type ProxyService } from '../domain/proxyRoutes';
import { SECURITY_CALL } from '../domain/authErrors';
import {
  CACHE,
  FRAMEABLE_PATHS,
  GATEWAY_TIMEOUT,
  OUTPUT_FILE_NAME,
  RENDER_FAILURE,
  SEARCH_LIST_PATH,
  queryScreenRegex,
  securityHeaders,
  keptBriefly,
} from '../domain/serving';
import { DEFAULT_POLL_TIMEOUT_MS } from '../domain/constants';
import { LOOPBACK_PROXIES } from '../domain/clientAddress';
import { ON_THE_FLY_LEVEL, ON_THE_FLY_MIN_BYTES } from '../domain/encoding';
import { FILE_TYPES, type FileType } from '../domain/fileTypes';
import { ARTICLE_PAGE_PATH } from '../domain/canonical';
import { routesRegex } from '../domain/routes';
import { CANONICAL_MAP } from './canonical';
import { BOT_USER_AGENT, NOT_FOUND_PATH_VAR, STATIC_NOT_FOUND_FILE, STATIC_SERVER_ERROR_FILE, botErrorHtml } from '../domain/errors';
import { STATIC_REDIRECTS } from '../domain/screens';
import { SEARCH_QUERY_PARAMS, paramValueRegex } from '../domain/lists';
import { isAbsolute, join, resolve } from 'node:path';
import { maxHeaderSize } from 'node:http';
import type { RouteRule } from '../domain/types';
import { AUTHOR_CITY_SUFFIXES, REDIRECT_RULES, ROUTE_RULE_LIMITS, type RedirectRule, type RedirectStatus } from '../domain/redirects';
import { routeRuleFiles } from './routeRuleFiles';
import { SURROGATE_CONTROL_HEADER, SURROGATE_KEY_HEADER, surrogateControl, surrogateKeys } from '../domain/surrogateKeys';
import { DEFAULT_HOSTS, SITES, siteForRequest, sitesOnDomain, type HostMap } from '../domain/sites';

export const DEFAULT_NGINX_PORT = 8080;
/**
 * Debian's nginx modules the generated nginx.conf loads (installed by scripts/systemDeps.ts for the tests and by
 * the nginx image), by absolute path, as the configuration runs with its own prefix (-p): brotli from the `.br`
 * copies the job writes beside pages, feeds and sitemaps, and on the fly for what the renderer answers.
 */
export const NGINX_MODULES = [
  { pkg: 'libnginx-mod-http-brotli-static', file: '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so', neededBy: "nginx.conf's brotli_static" },
  { pkg: 'libnginx-mod-http-brotli-filter', file: '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so', neededBy: "nginx.conf's brotli on the fly" },
] as const;
// Cache policies: the serving contract's (domain/serving.ts), by the names this file's tests use.
export const HTML_CACHE_CONTROL = CACHE.page;
export const ASSET_CACHE_CONTROL = CACHE.asset;
export const STATIC_CACHE_CONTROL = CACHE.file;
export const BUILDS_CACHE_CONTROL = CACHE.revalidate;
/**
 * The page of `?oldal=N` as the origin reads it (server/origin.ts pageOfQuery): the first `oldal=` of the
 * raw query, an integer 2..999999 without a leading zero as splitPage() names the files. A regex over $args
 * rather than $arg_oldal, which matches the name in any case ('?OLDAL=2') where the origin does not.
 */
export const PAGE_ARG_REGEX = '(?:^|&)oldal=(?<hirter_oldal_value>[^&]*)';
export const PAGE_NUMBER_REGEX = '^(?<hirter_page_number>[2-9]|[1-9][0-9]{1,5})$';
export const REDIRECT_301_CACHE_CONTROL = CACHE.permanentRedirect;
export const REDIRECT_302_CACHE_CONTROL = CACHE.temporaryRedirect;
/** How many plain `fbclid` parameters one redirect removes. */
export const FBCLID_PASSES = 3;

export interface NginxSite {
  /** A domain of SITES (hirter.hu, hirter.ro): the folder under outDir and the redirect rules it gets. */
  domain: string;
  serverNames: readonly string[];
}

export interface NginxOptions {
  /** The prerender output: one folder per domain. A relative path is resolved against the working directory. */
  outDir: string;
  /** Default 8080. */
  port?: number;
  /** Interface to listen on, e.g. '127.0.0.1' (LISTEN_HOST); default all. */
  listenAddress?: string;
  /** Strict-Transport-Security's max-age on every answer (NGINX_HSTS_MAX_AGE); 0 or unset: no header. */
  hstsMaxAge?: number;
  /** The proxies in front whose X-Forwarded-For names the reader (TRUSTED_PROXIES); default loopback. */
  trustedProxies?: readonly string[];
  /** Default: the host names of DEFAULT_HOSTS grouped by domain. */
  sites?: readonly NginxSite[];
  /**
   * The content API's redirect rules, applied on every domain after the built-in ones. Default: the ones the
   * job publishes into the output (prerender/routeRules.ts), included from their files.
   */
  serverRules?: readonly RouteRule[];
  /** When set, /api/ and /media/ are proxied to it (an origin without a path, e.g. http://127.0.0.1:3100). */
  contentApiUrl?: string;
  /** The CRM of the reader-account calls (http origin); default contentApiUrl. */
  crmApiUrl?: string;
  /** The quiz service of /api/quiz/ and the token call (http origin); default contentApiUrl. */
  quizApiUrl?: string;
  /** The job's slug → canonical URL map entries (prerender/canonical.ts); default <outDir>/canonical.map. Optional on disk. */
  canonicalMap?: string;
  /** The render server (http origin): a list searched with term, filters or perPage is proxied to it. */
  renderUrl?: string;
  /** How long a forwarded poll (/api/, /media/, the quiz's calls) waits for its upstream before a 504 (POLL_TIMEOUT_MS); default 5 s. */
  pollTimeoutMs?: number;
  /** The pages' inline script hashes for the Content-Security-Policy (server/inlineScripts.ts). */
  scriptHashes?: readonly string[];
  /** Cache-Control of pages, feeds and sitemaps; default HTML_CACHE_CONTROL. */
  htmlCacheControl?: string;
  /** Whole-file options (nginxConfig only). */
  errorLog?: string;
  accessLog?: string | false;
  /** Only when not given on the command line (-g 'pid …;'): nginx refuses a directive given twice. */
  pidFile?: string;
  /** An existing folder for nginx's temporary files (needed when nginx runs without root or its default folders). */
  tempDir?: string;
  /** A folder for the edge cache of forwarded pages and API answers (proxy_cache); none: nothing is cached. */
  cacheDir?: string;
  /** worker_processes; default 'auto'. */
  workerProcesses?: number | 'auto';
}

/** The host names of each domain, from a host map (default DEFAULT_HOSTS). */
export function nginxSites(hosts: HostMap = DEFAULT_HOSTS): NginxSite[] {
  const byDomain = new Map<string, string[]>();
  for (const [host, domain] of Object.entries(hosts)) {
    const list = byDomain.get(domain) ?? [];
    list.push(host);
    byDomain.set(domain, list);
  }
  return [...byDomain].map(([domain, serverNames]) => ({ domain, serverNames }));
}

// ---------------------------------------------------------------------------------------------------------
// Quoting

const CONTROL = /[\u0000-\u001f\u007f]/;

/** A double-quoted nginx string: the parser turns \\ and \" back into \ and ". */
function q(text: string): string {
  if (CONTROL.test(text)) throw new Error(`a control character cannot be written into the nginx configuration: ${JSON.stringify(text)}`);
  return `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

/** A literal used where nginx expands variables: '$' is written as the $hirter_dollar variable. */
function lit(text: string): string {
  return q(text.replace(/\$/g, '${hirter_dollar}'));
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
}

const V = {
  from: 'hirter_redirect_from',
  path: 'hirter_redirect_path',
  key: 'hirter_redirect_key',
  status: 'hirter_redirect_status',
  go: 'hirter_redirect_go',
  args: 'hirter_redirect_args',
  fbclid: 'hirter_redirect_fbclid',
  sep: 'hirter_redirect_sep',
  query: 'hirter_redirect_query',
  redirectCache: 'hirter_redirect_cache_control',
  cache: 'hirter_cache_control',
  search: 'hirter_search',
  searchList: 'hirter_search_list',
  queryScreen: 'hirter_query_screen',
  bot: 'hirter_bot',
  serverRule: 'hirter_redirect_server_rule',
  serverRuleStatus: 'hirter_redirect_server_rule_status',
  oldal: 'hirter_oldal',
  pageSuffix: 'hirter_page_suffix',
  slug: 'hirter_slug',
  canonical: 'hirter_canonical',
  forward: 'hirter_forward',
  keyDomain: 'hirter_key_domain',
  surrogate: 'hirter_surrogate_control',
  read: 'hirter_read',
  proxied: 'hirter_proxied',
  refused: 'hirter_method_refused',
  file: 'hirter_file',
} as const;

/** Per domain: the canonical target as seen from it (path on the same domain), and whether a path is a route's. */
const canonicalVar = (domain: string) => `hirter_canonical_${domain.replace(/[^a-z0-9]/gi, '_').toLowerCase()}`;
const routableVar = (site: RuleSite) => `hirter_routable_${site}`;

const ruleVar = (rule: RedirectRule): string => `hirter_redirect_${rule.name.replace(/[^a-z0-9]/gi, '_').toLowerCase()}`;

// ---------------------------------------------------------------------------------------------------------
// The redirect rules

/** Rules whose rewrite is a lookup of a fixed table that their examples list in full. */
export const EXACT_RULES: ReadonlySet<string> = new Set([
  'legacy-lists',
  'legacy-lists-ro',
  'support-short',
  'announcements',
  'section-moves',
  'document-slug',
  'supplements',
  'shop',
  'impress-main',
  'impress-ro',
  'heading-sections',
  'heading-sections-ro',
]);

interface PatternStep {
  /** A PCRE matched against the current path, its named captures used by `target`. */
  regex: string;
  /** The new path, an nginx value (may name the captures as ${name}). */
  target: string;
}

// YYYYMMDD of a real calendar date from year 0100 (redirectFor's isRealDate: JavaScript's Date.UTC reads
// years 0–99 as 1900–1999, so those never match there).
const YEAR = '(?:0[1-9]|[1-9][0-9])[0-9]{2}';
const LEAP_YEAR = '(?:(?:0[1-9]|[1-9][0-9])(?:0[48]|[2468][048]|[13579][26])|(?:0[48]|[2468][048]|[13579][26])00)';
export const REAL_DATE_REGEX =
  `(?:${YEAR}(?:(?:0[13578]|1[02])(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)(?:0[1-9]|[12][0-9]|30)|02(?:0[1-9]|1[0-9]|2[0-8]))` + `|${LEAP_YEAR}0229)`;

/** The pattern rules of REDIRECT_RULES, by name, as regular expressions (same order of steps as the rule). */
export const PATTERN_RULES: Readonly<Record<string, () => readonly PatternStep[]>> = {
  // '{{' raw or percent-encoded (any case) anywhere in the path.
  placeholder: () => [{ regex: '\\{\\{|%7[bB]%7[bB]', target: '/tamogatas' }],
  // One leading slash (backslashes count as slashes), no trailing slash.
  slashes: () => [{ regex: '^[/\\x5c]+(?<hirter_slash_rest>.*?)/*$', target: '/${hirter_slash_rest}' }],
  tag: () => [{ regex: '^/tag/(?<hirter_tag_rest>.+)$', target: '/cimke/${hirter_tag_rest}' }],
  live: () => [{ regex: '^(?<hirter_live_path>/(?:[^/]+/)*[0-9]{4}/[0-9]{2}/[0-9]{2}/[^/]+)/elo$', target: '${hirter_live_path}' }],
  'author-city': () => {
    // redirectFor reads the last '-'-separated part as [a-z]+: a suffix of another shape never matches there.
    const suffixes = AUTHOR_CITY_SUFFIXES.filter((s) => /^[a-z]+$/.test(s));
    if (suffixes.length === 0) return [];
    return [{ regex: `^/szerzo/(?<hirter_author_slug>[^/]+)-(?:${suffixes.map(escapeRegex).join('|')})$`, target: '/szerzo/${hirter_author_slug}' }];
  },
  'g7-dates': () => [
    {
      regex: `^/[^/]+/(?=${REAL_DATE_REGEX}/)(?<hirter_g7_y>[0-9]{4})(?<hirter_g7_m>[0-9]{2})(?<hirter_g7_d>[0-9]{2})/(?<hirter_g7_slug>[^/]+)$`,
      target: '/g7/${hirter_g7_y}/${hirter_g7_m}/${hirter_g7_d}/${hirter_g7_slug}',
    },
  ],
};

type RuleSite = 'main' | 'ro';

function appliesOn(rule: RedirectRule, site: RuleSite): boolean {
  return rule.domain === 'both' || rule.domain === site;
}

/** The map of an exact rule: its examples, each checked against the rule itself. */
function exactEntries(rule: RedirectRule): [string, string][] {
  const entries = new Map<string, string>();
  for (const [from, to] of rule.examples) {
    const actual = rule.rewrite(from);
    if (actual !== to) {
      throw new Error(`redirect rule ${rule.name}: its example ${from} → ${to} is not what the rule does (${String(actual)})`);
    }
    if (!from.startsWith('/')) throw new Error(`redirect rule ${rule.name}: ${from} is not a path`);
    if (from !== to) entries.set(from, to);
  }
  return [...entries];
}

/** The server rules redirectFor() would apply: the first rule per path that goes somewhere else; invalid ones dropped. */
function usableServerRules(rules: readonly RouteRule[]): RouteRule[] {
  const seen = new Set<string>();
  const out: RouteRule[] = [];
  for (const r of rules) {
    if (typeof r.from !== 'string' || typeof r.to !== 'string' || !r.from.startsWith('/') || r.to === '' || r.to === r.from) continue;
    if ((r.status !== 301 && r.status !== 302) || CONTROL.test(r.from) || CONTROL.test(r.to) || seen.has(r.from)) continue;
    seen.add(r.from);
    out.push(r);
  }
  return out;
}

/** A map key for an exact path: a plain string when it is all lower case, else a case-sensitive regex of the '!'-prefixed key. */
function mapKey(path: string): string {
  return /[A-Z]/.test(path) ? q(`~^!${escapeRegex(path)}$`) : q(path);
}

function mapBlock(source: string, variable: string, lines: readonly string[], opts: { volatile?: boolean; fallback?: string } = {}): string[] {
  return [
    `map ${source} $${variable} {`,
    ...(opts.volatile ? ['    volatile;'] : []),
    `    default ${opts.fallback ?? '""'};`,
    ...lines.map((l) => `    ${l}`),
    '}',
  ];
}

interface Program {
  /** http-level maps. */
  maps: string[];
  /** Server-level steps per rule site. */
  steps: Record<RuleSite, string[]>;
  longestKey: number;
  largestMap: number;
}

/**
 * The server rules as the entries of the two maps nginx looks them up in: the target, and the status of the
 * 302 ones. The rules nginx cannot serve are left out (usableServerRules).
 */
export function serverRuleMapLines(serverRules: readonly RouteRule[]): { to: string[]; status302: string[] } {
  const rules = usableServerRules(serverRules);
  return {
    to: rules.map((r) => `${mapKey(r.from)} ${lit(r.to)};`),
    status302: rules.filter((r) => r.status === 302).map((r) => `${mapKey(r.from)} "302";`),
  };
}

function redirectProgram(serverRules: readonly RouteRule[] | undefined, files?: { map: string; map302: string }): Program {
  const maps: string[] = [];
  const steps: Record<RuleSite, string[]> = { main: [], ro: [] };
  let longestKey = 0;
  let largestMap = 0;
  const setPath = (value: string) => `set $${V.path} ${value};`;

  maps.push(
    '# The raw path of the request (percent-encoded, slashes as sent); empty for the proxied /api/ and /media/.',
    ...mapBlock('$request_uri', V.from, [q('~^/(?:api|media)(?:/|$)') + ' "";', `${q('~^(?<hirter_raw_path>/[^?]*)')} $hirter_raw_path;`]),
    '# The key exact maps look up: nginx compares map strings case-insensitively, so a path with an upper-case',
    "# letter is looked up with a '!' in front, which only the case-sensitive regex keys can match.",
    ...mapBlock(`$${V.path}`, V.key, [`"~[A-Z]" "!\${${V.path}}";`], { volatile: true, fallback: `$${V.path}` }),
  );

  for (const rule of REDIRECT_RULES) {
    const sites = (['main', 'ro'] as const).filter((s) => appliesOn(rule, s));
    const status: RedirectStatus = rule.status;
    const setStatus = status === 302 ? ` set $${V.status} 302;` : '';
    const header = `# ${rule.name} (${status}, ${rule.domain === 'both' ? 'every domain' : rule.domain === 'ro' ? 'Romanian edition' : 'main domain'})`;
    let block: string[];
    if (EXACT_RULES.has(rule.name)) {
      const entries = exactEntries(rule);
      largestMap = Math.max(largestMap, entries.length);
      for (const [from] of entries) longestKey = Math.max(longestKey, from.length + 1);
      maps.push(
        `# ${rule.name} (domain/redirects.ts)`,
        ...mapBlock(
          `$${V.key}`,
          ruleVar(rule),
          entries.map(([from, to]) => `${mapKey(from)} ${lit(to)};`),
          { volatile: true },
        ),
      );
      block = [`if ($${ruleVar(rule)} != "") {${setStatus} ${setPath(`$${ruleVar(rule)}`)} }`];
    } else {
      const translate = PATTERN_RULES[rule.name];
      if (!translate) throw new Error(`redirect rule ${rule.name} has no nginx translation: add it to EXACT_RULES or PATTERN_RULES in prerender/nginx.ts`);
      block = translate().map((p) => `if ($${V.path} ~ ${q(p.regex)}) {${setStatus} ${setPath(q(p.target))} }`);
    }
    for (const s of sites) steps[s].push(header, ...block);
  }

  // Inline when given; else the entries the job publishes beside the output (prerender/routeRules.ts), read
  // again when it reloads nginx: a rule an editor adds is served after the next run, without a new nginx.conf.
  const inline = serverRules ? serverRuleMapLines(serverRules) : null;
  const rules = serverRules ? usableServerRules(serverRules) : [];
  largestMap = Math.max(largestMap, inline ? rules.length : ROUTE_RULE_LIMITS.rules);
  for (const r of rules) longestKey = Math.max(longestKey, r.from.length + 1);
  if (!inline) longestKey = Math.max(longestKey, ROUTE_RULE_LIMITS.path + 1);
  const include = (file: string) => [`include ${q(`${file}*`)};`];
  maps.push(
    '# Server rules (/api/route-rules), looked up on the path the built-in rules leave.',
    ...mapBlock(`$${V.key}`, V.serverRule, inline?.to ?? include(files!.map), { volatile: true }),
    ...mapBlock(`$${V.key}`, V.serverRuleStatus, inline?.status302 ?? include(files!.map302), { volatile: true }),
  );
  for (const s of ['main', 'ro'] as const) {
    steps[s].push(
      '# server rules',
      `if ($${V.serverRuleStatus} = "302") { set $${V.status} 302; }`,
      `if ($${V.serverRule} != "") { ${setPath(`$${V.serverRule}`)} }`,
    );
  }

  // fbclid: each pass removes the first plain fbclid parameter of the previous pass's result.
  const fbclid = '(?:=[^&]*)?';
  let source = '$args';
  for (let i = 1; i <= FBCLID_PASSES; i++) {
    const variable = i === FBCLID_PASSES ? V.args : `${V.args}_${i}`;
    maps.push(
      ...(i === 1 ? ['# The query string to keep: redirectFor() drops every fbclid parameter.'] : []),
      ...mapBlock(
        source,
        variable,
        [
          `${q(`~^fbclid${fbclid}$`)} "";`,
          `${q(`~^fbclid${fbclid}&(?<hirter_args_${i}a>.*)$`)} $hirter_args_${i}a;`,
          `${q(`~^(?<hirter_args_${i}b>.*?)&fbclid${fbclid}$`)} $hirter_args_${i}b;`,
          `${q(`~^(?<hirter_args_${i}c>.*?)&fbclid${fbclid}(?<hirter_args_${i}d>&.*)$`)} "\${hirter_args_${i}c}\${hirter_args_${i}d}";`,
        ],
        { fallback: source },
      ),
    );
    source = `$${variable}`;
  }
  maps.push(
    ...mapBlock('$args', V.fbclid, [`${q(`~(?:^|&)fbclid${fbclid}(?:&|$)`)} "1";`]),
    '# A target that has a query already gets the kept query after an &.',
    ...mapBlock(`$${V.path}`, V.sep, ['"~\\?" "&";'], { volatile: true, fallback: '"?"' }),
    ...mapBlock(`$${V.go}`, V.redirectCache, [`"301" ${q(REDIRECT_301_CACHE_CONTROL)};`, `"302" ${q(REDIRECT_302_CACHE_CONTROL)};`], { volatile: true }),
  );
  return { maps, steps, longestKey, largestMap };
}

function redirectSteps(program: Program, site: RuleSite, domain: string): string[] {
  return [
    "# Redirects (domain/redirects.ts, REDIRECT_RULES order; each step sees the previous ones' result).",
    `set $${V.path} $${V.from};`,
    `set $${V.status} 301;`,
    ...program.steps[site],
    '# Last, an article path of a known slug goes to its canonical path (domain/canonical.ts).',
    `if ($${canonicalVar(domain)} != "") { set $${V.path} $${canonicalVar(domain)}; }`,
    '# The decision: a changed path or a dropped fbclid redirects, unless the path names an existing file.',
    `set $${V.go} "";`,
    `if ($${V.path} != "$${V.from}") { set $${V.go} $${V.status}; }`,
    `if ($${V.fbclid}) { set $${V.go} $${V.status}; }`,
    `if ($${V.from} = "") { set $${V.go} ""; }`,
    `if (-f $request_filename) { set $${V.go} ""; }`,
    `set $${V.query} "";`,
    `if ($${V.args} != "") { set $${V.query} "\${${V.sep}}\${${V.args}}"; }`,
    `if ($${V.go} = "301") { return 301 "\${${V.path}}\${${V.query}}"; }`,
    `if ($${V.go} = "302") { return 302 "\${${V.path}}\${${V.query}}"; }`,
  ];
}

// ---------------------------------------------------------------------------------------------------------
// The configuration

// The file types (domain/fileTypes.ts): `types`, the ones served with their charset, the ones gzipped on the fly.
const typesBlock = (): string[] => ['types {', ...FILE_TYPES.map((t) => `    ${t.type} ${t.extensions.join(' ')};`), '}'];
/** The extensions of the file types kept as briefly as pages (domain/serving.ts keptBriefly). */
const briefExtensions = (): string[] => FILE_TYPES.filter((t) => keptBriefly(t.type)).flatMap((t) => t.extensions);
const typeNames = (which: (t: FileType) => boolean): string =>
  FILE_TYPES.filter(which)
    .map((t) => t.type)
    .join(' ');

function nextPow2(n: number): number {
  let p = 1;
  while (p < n) p *= 2;
  return p;
}

function ruleSiteOf(domain: string): RuleSite {
  const sites = sitesOnDomain(domain);
  if (sites.length === 0) throw new Error(`${domain} is not a domain of domain/sites.ts`);
  return sites.includes('ro') ? 'ro' : 'main';
}

function checkHostName(name: string): string {
  if (!/^[a-z0-9.*-]+$/i.test(name) && !/^\[[0-9a-f:]+\]$/i.test(name)) throw new Error(`${JSON.stringify(name)} is not a host name`);
  return name;
}

/** Where a forwarded poll's timeout is answered (gatewayTimeoutLocation). */
const GATEWAY_TIMEOUT_LOCATION = '@hirter_gateway_timeout';

/**
 * A forwarded call's deadline, as the Node servers keep it (server/proxy.ts): a `poll` route of
 * domain/proxyRoutes.ts has POLL_TIMEOUT_MS, any other READER_TIMEOUT_MS, to take the connection and for each read
 * of its answer; then the reader gets GATEWAY_TIMEOUT as the Node servers say it. An upstream's own error passes
 * unchanged (proxy_intercept_errors is off).
 */
function upstreamTimeout(route: ProxyRoute, pollTimeoutMs: number): string[] {
  const timeoutMs = route.timeout === 'poll' ? pollTimeoutMs : READER_TIMEOUT_MS;
  return [
    `    proxy_connect_timeout ${timeoutMs}ms;`,
    `    proxy_read_timeout ${timeoutMs}ms;`,
    `    error_page ${GATEWAY_TIMEOUT.status} ${GATEWAY_TIMEOUT_LOCATION};`,
  ];
}

// server/proxy.ts plain(): a short text, never stored, with the server's security headers (a location with an
// add_header of its own inherits none). An empty `types` so the asked URI's extension (an episode's .wav)
// does not name the text's type.
function gatewayTimeoutLocation(sec: readonly string[]): string[] {
  return [
    `location ${GATEWAY_TIMEOUT_LOCATION} {`,
    '    types { }',
    '    default_type "text/plain; charset=utf-8";',
    '    add_header Cache-Control no-store always;',
    ...indent(sec),
    `    return ${GATEWAY_TIMEOUT.status} ${q(GATEWAY_TIMEOUT.text)};`,
    '}',
  ];
}

interface ProxyContext {
  /** The variable holding the site of a content API call on this domain. */
  siteVar: string;
  /** Whether the edge cache is on (cacheDir). */
  cache: boolean;
  sec: readonly string[];
  pollTimeoutMs: number;
}

/** The location match of a route of the table. */
export const routeMatch = (route: ProxyRoute): string => `${route.exact ? '=' : '^~'} ${route.path}`;

/**
 * The proxy routes of the table (domain/proxyRoutes.ts) whose service has an address, in its order, and the
 * answer of their timeout.
 */
function proxyLocations(urls: Record<ProxyService, string | null>, x: ProxyContext): string[] {
  const routes = withBarePrefixes(PROXY_ROUTES.filter((r) => urls[r.service]));
  return [
    ...routes.flatMap((r) => (r.kind === 'reader' ? readerLocation(urls[r.service]!, r, x.pollTimeoutMs) : publicLocation(urls[r.service]!, r, x))),
    ...(routes.length > 0 ? gatewayTimeoutLocation(x.sec) : []),
    ...notAllowedLocations([READS, ...routes.map((r) => r.methods)], x.sec),
  ];
}

/**
 * The routes, and each prefix route's path without its slash as an exact route of the same service: asked so
 * (`/api`), nginx would answer a 301 to the slashed path of its own, where the origin passes it to the service (a
 * 404 of the service's).
 */
function withBarePrefixes(routes: readonly ProxyRoute[]): ProxyRoute[] {
  const exact = new Set(routes.filter((r) => r.exact).map((r) => r.path));
  return routes.flatMap((r) => {
    const bare = r.path.replace(/\/$/, '');
    return !r.exact && bare !== r.path && bare !== '' && !exact.has(bare) ? [r, { ...r, path: bare, exact: true }] : [r];
  });
}

/** The routes of the table whose service has an address: their locations are nginx's (proxyLocations). */
function proxiedRoutes(c: Conf): ProxyRoute[] {
  const urls: Record<ProxyService, string | null> = { CONTENT_API_URL: c.upstream, CRM_API_URL: c.crm, QUIZ_API_URL: c.quiz };
  return withBarePrefixes(PROXY_ROUTES.filter((r) => urls[r.service]));
}

/** What every page, file and redirect takes (server/origin.ts): any other method is refused before them. */
const READS: readonly string[] = ['GET', 'HEAD'];

const notAllowedLocation = (methods: readonly string[]): string => `@hirter_not_allowed_${methods.join('_').toLowerCase()}`;

// server/proxy.ts plain() with the methods the place takes: a short text, never stored, with the security headers
// (a location with an add_header of its own inherits none), not nginx's page without an Allow.
function notAllowedLocations(sets: readonly (readonly string[])[], sec: readonly string[]): string[] {
  const names = [...new Map(sets.map((m) => [notAllowedLocation(m), m] as const))];
  return names.flatMap(([name, methods]) => [
    `location ${name} {`,
    '    types { }',
    '    default_type "text/plain; charset=utf-8";',
    `    add_header Allow ${q(methods.join(', '))} always;`,
    '    add_header Cache-Control no-store always;',
    ...indent(sec),
    '    return 405 "Method Not Allowed";',
    '}',
  ]);
}

// Readers' credentials never travel inward (an empty value drops the header), the upstream's cookies never
// reach them, and only reads pass, like the origin's proxy (server/proxy.ts proxyTo).
function publicLocation(upstream: string, route: ProxyRoute, { siteVar, cache, sec, pollTimeoutMs }: ProxyContext): string[] {
  return [
    `location ${routeMatch(route)} {`,
    // The editors' login is the preview's business (domain/authErrors.ts SECURITY_CALL).
    // Answered like the origin's proxy does (server/proxy.ts plain()): a short text, never stored.
    ...(SECURITY_CALL.test(`${route.path}login`)
      ? [
          `    location ~ ${q(SECURITY_CALL.source.replace(/\\\//g, '/'))} {`,
          '        default_type "text/plain; charset=utf-8";',
          '        add_header Cache-Control no-store always;',
          ...indent(sec, '        '),
          '        return 404 "Not Found";',
          '    }',
        ]
      : []),
    ...methodsOnly(route),
    `    proxy_pass ${upstream};`,
    '    proxy_http_version 1.1;',
    // The service's Content-Type as it sent it: `charset_types` is for the files served here.
    '    charset off;',
    '    proxy_set_header Connection "";',
    `    proxy_set_header x-site $${siteVar};`,
    '    proxy_set_header X-Forwarded-Host $http_host;',
    '    proxy_set_header Authorization "";',
    '    proxy_set_header Cookie "";',
    '    proxy_set_header Proxy-Authorization "";',
    '    proxy_hide_header Set-Cookie;',
    ...upstreamTimeout(route, pollTimeoutMs),
    // Public answers (the live layer's version polls above all) are kept for their max-age: a poll is a hit.
    ...(cache && route.cacheable ? ['    proxy_cache hirter_edge;', `    proxy_cache_key "$host$${siteVar}$request_uri";`, '    proxy_cache_lock on;'] : []),
    '}',
  ];
}

function methodsOnly(route: ProxyRoute): string[] {
  return [
    `    error_page 405 ${notAllowedLocation(route.methods)};`,
    `    if ($request_method !~ ^(?:${route.methods.join('|')})$) {`,
    '        return 405;',
    '    }',
  ];
}

// A reader's own calls (server/proxy.ts readerProxy): the route's cookies of the reader and nothing else of
// theirs go to the service (the bearer token only where the route passes it), its cookies come back; the
// route's methods, posts of at most READER_MAX_BODY.
function readerLocation(upstream: string, route: ProxyRoute, pollTimeoutMs: number): string[] {
  const names = route.cookies;
  return [
    `location ${routeMatch(route)} {`,
    ...methodsOnly(route),
    `    client_max_body_size ${READER_MAX_BODY / 1024}k;`,
    `    proxy_pass ${upstream};`,
    '    proxy_http_version 1.1;',
    // The service's Content-Type as it sent it: `charset_types` is for the files served here.
    '    charset off;',
    '    proxy_set_header Connection "";',
    '    proxy_set_header X-Forwarded-Host $http_host;',
    '    proxy_set_header X-Forwarded-Proto $scheme;',
    '    proxy_set_header X-Forwarded-For $remote_addr;',
    ...(route.headers.includes('authorization') ? [] : ['    proxy_set_header Authorization "";']),
    '    proxy_set_header Proxy-Authorization "";',
    `    proxy_set_header Cookie ${names.length > 0 ? q(names.map((name) => `${name}=$cookie_${name}`).join('; ')) : '""'};`,
    ...(names.length > 0 ? [] : ['    proxy_hide_header Set-Cookie;']),
    ...upstreamTimeout(route, pollTimeoutMs),
    '}',
  ];
}

function indent(lines: readonly string[], by = '    '): string[] {
  return lines.map((l) => (l === '' ? '' : `${by}${l}`));
}

function httpOrigin(url: string, name: string): string {
  const u = new URL(url);
  if ((u.protocol !== 'http:' && u.protocol !== 'https:') || (u.pathname !== '/' && u.pathname !== '') || u.search || u.hash || u.username) {
    throw new Error(`${name} ${url} must be an http(s) origin without a path`);
  }
  return u.origin;
}

/**
 * The whole-file options of a generated nginx.conf that runs unprivileged from its own folder (the job's
 * NGINX_DIR): pid, logs, temporary files and the edge cache there (the caller makes `temp` and `cache`).
 */
export function nginxFiles(
  s: NginxSettings,
): Pick<
  NginxOptions,
  'port' | 'listenAddress' | 'hstsMaxAge' | 'trustedProxies' | 'pollTimeoutMs' | 'pidFile' | 'errorLog' | 'accessLog' | 'tempDir' | 'cacheDir'
> {
  return {
    port: s.port,
    ...(s.listenAddress ? { listenAddress: s.listenAddress } : {}),
    ...(s.hstsMaxAge ? { hstsMaxAge: s.hstsMaxAge } : {}),
    ...(s.trustedProxies ? { trustedProxies: s.trustedProxies } : {}),
    ...(s.pollTimeoutMs ? { pollTimeoutMs: s.pollTimeoutMs } : {}),
    pidFile: join(s.dir, 'nginx.pid'),
    errorLog: join(s.dir, 'error.log'),
    accessLog: join(s.dir, 'access.log'),
    tempDir: join(s.dir, 'temp'),
    cacheDir: join(s.dir, 'cache'),
  };
}

/**
 * The access log's format: the path without its query, as the services' own access log (config/accessLog.ts)
 * keeps query values out; nginx's default `combined` would write a push subscription's clientToken, a search
 * term or a sign-in link's token into the log. Where this part is included into an existing `http { }`, its
 * `access_log` should name this format.
 */
export const ACCESS_LOG_FORMAT = 'hirter_access';
const ACCESS_LOG_FORMAT_LINE = `log_format ${ACCESS_LOG_FORMAT} '$remote_addr [$time_local] "$request_method $host$uri $server_protocol" $status $body_bytes_sent $request_time';`;

/** What the parts of the configuration are made from: the options, checked, with their defaults. */
interface Conf {
  o: NginxOptions;
  outDir: string;
  listen: string;
  sites: readonly NginxSite[];
  html: string;
  upstream: string | null;
  render: string | null;
  crm: string | null;
  quiz: string | null;
  program: Program;
  pollTimeoutMs: number;
  hashes: readonly string[];
  hsts: string[];
  sec: string[];
}

function confOf(o: NginxOptions): Conf {
  const outDir = isAbsolute(o.outDir) ? o.outDir : resolve(o.outDir);
  const port = o.port ?? DEFAULT_NGINX_PORT;
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`port ${port} is not a TCP port`);
  const listen = o.listenAddress ? `${o.listenAddress.includes(':') ? `[${o.listenAddress}]` : o.listenAddress}:${port}` : String(port);
  const sites = o.sites ?? nginxSites();
  if (sites.length === 0) throw new Error('no site to serve');
  const html = o.htmlCacheControl ?? HTML_CACHE_CONTROL;
  let upstream: string | null = null;
  if (o.contentApiUrl !== undefined) {
    const u = new URL(o.contentApiUrl);
    if ((u.protocol !== 'http:' && u.protocol !== 'https:') || (u.pathname !== '/' && u.pathname !== '') || u.search || u.hash || u.username) {
      throw new Error(`contentApiUrl ${o.contentApiUrl} must be an http(s) origin without a path`);
    }
    upstream = u.origin;
  }
  const render = o.renderUrl === undefined ? null : httpOrigin(o.renderUrl, 'renderUrl');
  const crm = o.crmApiUrl !== undefined ? httpOrigin(o.crmApiUrl, 'crmApiUrl') : upstream;
  const quiz = o.quizApiUrl !== undefined ? httpOrigin(o.quizApiUrl, 'quizApiUrl') : upstream;
  const program = redirectProgram(o.serverRules, routeRuleFiles(outDir));
  const pollTimeoutMs = o.pollTimeoutMs ?? DEFAULT_POLL_TIMEOUT_MS;
  if (!Number.isSafeInteger(pollTimeoutMs) || pollTimeoutMs < 1) throw new Error(`pollTimeoutMs ${pollTimeoutMs} is not a positive number of milliseconds`);
  const hashes = o.scriptHashes ?? [];
  const hsts = o.hstsMaxAge ? [`add_header Strict-Transport-Security ${q(`max-age=${o.hstsMaxAge}; includeSubDomains`)} always;`] : [];
  const sec = securityLines('/', hashes, hsts);
  return { o, outDir, listen, sites, html, upstream, render, crm, quiz, program, pollTimeoutMs, hashes, hsts, sec };
}

/** What nginx takes of a client: its request as long as the Node servers take, its address behind our proxies. */
function clientLines(o: NginxOptions): string[] {
  return [
    // A request's line and header lines as long as the Node servers take (their http.maxHeaderSize): a reader with
    // 8–16 KB of cookies read the site from the origin but got nginx's 400 (its default is 8k).
    `large_client_header_buffers 4 ${Math.ceil(maxHeaderSize / 1024)}k;`,
    // The reader behind a proxy of ours (a CDN, a TLS proxy): the right-most X-Forwarded-For entry that is none of
    // them, as domain/clientAddress.ts walks it. $remote_addr is then the reader's for the limits, the services'
    // X-Forwarded-For and the access log.
    ...(o.trustedProxies ?? LOOPBACK_PROXIES).map((p) => `set_real_ip_from ${p};`),
    'real_ip_header X-Forwarded-For;',
    'real_ip_recursive on;',
  ];
}

/**
 * A method the origin refuses (server/origin.ts): all but GET and HEAD outside the proxied routes, whose own locations
 * take their methods (methodsOnly); on a redirecting path too, as the origin asks first.
 */
function methodMaps(c: Conf): string[] {
  const proxied = proxiedRoutes(c).map((r) => `${q(`~^${escapeRegex(r.path)}${r.exact ? '$' : ''}`)} 1;`);
  return [
    ...mapBlock(
      '$request_method',
      V.read,
      READS.map((m) => `${m} 1;`),
      { fallback: '0' },
    ),
    ...mapBlock('$uri', V.proxied, proxied, { fallback: '0' }),
    ...mapBlock(`"$${V.read}$${V.proxied}"`, V.refused, ['00 1;'], { fallback: '0' }),
  ];
}

/** The http-level directives and maps: types, compression, the request's classifications, redirects' maps. */
function httpLines(c: Conf): string[] {
  const { o, outDir, sites, html, program } = c;
  const lines: string[] = [
    ACCESS_LOG_FORMAT_LINE,
    'server_tokens off;',
    ...clientLines(o),
    'sendfile on;',
    'tcp_nopush on;',
    // Redirect locations stay as written (relative paths like redirectFor's), whatever Host or port the request came on.
    'absolute_redirect off;',
    'charset utf-8;',
    `charset_types ${typeNames((t) => t.text && t.type !== 'text/html')};`,
    ...typesBlock(),
    'default_type application/octet-stream;',
    // Compression by Accept-Encoding (domain/encoding.ts): the .br, else the .gz copy of a file, else on the fly
    // at the origin's levels (what the renderer answers, the 404 page). The brotli modules refuse br only for
    // `br;q=0`: a reader who ranks gzip above br still gets br here, where the origin follows his order.
    'gzip on;',
    'gzip_static on;',
    'brotli_static on;',
    'gzip_vary on;',
    `gzip_comp_level ${ON_THE_FLY_LEVEL.gzip};`,
    `gzip_min_length ${ON_THE_FLY_MIN_BYTES};`,
    `gzip_types ${typeNames((t) => t.compressible && t.type !== 'text/html')};`,
    'brotli on;',
    `brotli_comp_level ${ON_THE_FLY_LEVEL.br};`,
    `brotli_min_length ${ON_THE_FLY_MIN_BYTES};`,
    `brotli_types ${typeNames((t) => t.compressible && t.type !== 'text/html')};`,
    `map_hash_bucket_size ${Math.max(128, nextPow2(program.longestKey + 32))};`,
    `map_hash_max_size ${Math.max(2048, nextPow2(program.largestMap * 4))};`,
    'server_names_hash_bucket_size 128;',
    'variables_hash_bucket_size 128;',
    'variables_hash_max_size 4096;',
    '',
    "# '$' inside a value (nginx has no escape for it in values).",
    'geo $hirter_dollar { default "$"; }',
    '# Cache-Control of what location / serves: pages and XML (feeds, sitemaps) briefly, every other file revalidated.',
    '# By the name of the file served ($uri once try_files found it): a 304 has no Content-Type to read.',
    ...mapBlock('$uri', V.cache, [`"~*\\.(?:${briefExtensions().join('|')})$" ${q(html)};`], { fallback: q(STATIC_CACHE_CONTROL) }),
    "# The edge's lifetime of what location / serves (domain/surrogateKeys.ts): what the publisher purges, long.",
    ...mapBlock(`$${V.cache}`, V.surrogate, surrogateControl(html) ? [`${q(html)} ${q(surrogateControl(html)!)};`] : [], { fallback: '""' }),
    "# The domain of the CDN's keys: the server block's.",
    ...mapBlock(
      '$server_name',
      V.keyDomain,
      sites.map((site) => `${q(site.serverNames[0]!)} ${q(site.domain)};`),
      { fallback: '""' },
    ),
    '# Page N ≥ 2 of ?oldal=N is <path>/index.oldal-N.html; any other query serves <path>/index.html.',
    ...mapBlock('$args', V.oldal, [`${q(`~${PAGE_ARG_REGEX}`)} $hirter_oldal_value;`]),
    ...mapBlock(`$${V.oldal}`, V.pageSuffix, [`${q(`~${PAGE_NUMBER_REGEX}`)} ".oldal-\${hirter_page_number}";`]),
    '# A search (domain/lists.ts isSearchQuery: term, filters or perPage with a value) has no file.',
    ...mapBlock('$args', V.search, [`${q(`~${paramValueRegex(SEARCH_QUERY_PARAMS)}`)} 1;`], { fallback: '0' }),
    "# … and is the renderer's only on a list route (domain/serving.ts SEARCH_LIST_PATH); elsewhere it is ignored.",
    ...mapBlock(`"$${V.search}|$uri"`, V.searchList, [`${q(`~^1\\|${SEARCH_LIST_PATH.slice(1)}`)} 1;`], { fallback: '0' }),
    "# A query screen's state (a sports widget's parameters, domain/serving.ts queryScreenForwarded) is the renderer's.",
    ...mapBlock('"$uri|$args"', V.queryScreen, [`${q(`~${queryScreenRegex()}`)} 1;`], { fallback: '0' }),
    ...methodMaps(c),
    "# The file a path names, but none of the output's own names (domain/serving.ts OUTPUT_FILE_NAME), as asked.",
    ...mapBlock('$request_uri', V.file, [`${q(`~^[^?]*(?:${OUTPUT_FILE_NAME})(?:\\?|$)`)} "";`], { fallback: '$uri' }),
    '# Crawlers get an error status without the page: a page the renderer made for one is kept apart.',
    ...mapBlock('$http_user_agent', V.bot, [`${q(`~*${BOT_USER_AGENT.source}`)} bot;`], { fallback: '""' }),
    ...(o.cacheDir
      ? [
          '# What the renderer and the content API answered, kept as long as their Cache-Control says (domain/serving.ts).',
          `proxy_cache_path ${q(o.cacheDir)} levels=1:2 keys_zone=hirter_edge:10m max_size=256m inactive=10m use_temp_path=off;`,
        ]
      : []),
    '',
    ...program.maps,
    '',
    "# The path asked, as sent and without its query: the 404 page's SSI slot (domain/errors.ts).",
    ...mapBlock('$request_uri', NOT_FOUND_PATH_VAR, [`${q('~^(?<hirter_not_found_raw>[^?]*)')} $hirter_not_found_raw;`]),
    '# The canonical URL of the article a path names by its slug (domain/canonical.ts), from the map the job',
    '# keeps (prerender/canonical.ts; the job reloads nginx when it changes). A glob: no file yet is an empty map.',
    ...mapBlock(`$${V.path}`, V.slug, [`${q(`~${ARTICLE_PAGE_PATH.source}`)} $hirter_article_slug;`], { volatile: true }),
    `map $${V.slug} $${V.canonical} {`,
    '    volatile;',
    '    default "";',
    `    include ${q(`${o.canonicalMap ?? join(outDir, CANONICAL_MAP)}*`)};`,
    '}',
    ...sites.flatMap((site) =>
      mapBlock(
        `$${V.canonical}`,
        canonicalVar(site.domain),
        [`${q(`~^https://${site.domain.replace(/\./g, '\\.')}(?<hirter_canonical_path>/.*)$`)} $hirter_canonical_path;`],
        {
          volatile: true,
          fallback: `$${V.canonical}`,
        },
      ),
    ),
    "# The routes of the table but the articles' (domain/routes.ts routesRegex): what the renderer may answer without a file.",
    ...(['main', 'ro'] as const).flatMap((rs) => mapBlock('$uri', routableVar(rs), [`${q(`~${routesRegex(rs)}`)} 1;`], { fallback: '0' })),
  ];
  return lines;
}

/** Per domain, the site a content API call is made for (server/proxy.ts apiSiteOf). */
function apiSiteMaps(c: Conf): string[] {
  if (!c.upstream) return [];
  return c.sites.flatMap((site) => {
    const onDomain = sitesOnDomain(site.domain);
    const fallback = siteForRequest(site.domain, '/api/', { [site.domain]: site.domain });
    return [
      `# The site of a content API call on ${site.domain}: the one the page names in x-site when it lives on this domain.`,
      ...mapBlock('$http_x_site', apiSiteVar(site.domain), [`${q(`~^(?:${onDomain.join('|')})$`)} $http_x_site;`], { fallback: q(fallback) }),
    ];
  });
}

/** One domain's server block. */
/** The build's files, the service worker, the framed pages, feeds, the fixed redirects and the 404 page. */
function fileLocations(c: Conf): string[] {
  const { render, html, hashes, hsts, sec } = c;
  return [
    'location ^~ /assets/ {',
    // An asset of a build newer than the last full build (a page the renderer made links it) is the renderer's.
    `    try_files $uri ${render ? '@hirter_render' : '=404'};`,
    `    add_header Cache-Control ${q(ASSET_CACHE_CONTROL)};`,
    ...indent(sec),
    '}',
    '# Build records: the service worker asks for them to learn of a new build.',
    'location ^~ /builds/ {',
    '    try_files $uri =404;',
    `    add_header Cache-Control ${q(BUILDS_CACHE_CONTROL)};`,
    ...indent(sec),
    '}',
    '# The service worker: revalidated every time, like the build records.',
    'location = /sw.js {',
    '    try_files $uri =404;',
    `    add_header Cache-Control ${q(CACHE.revalidate)};`,
    ...indent(sec),
    '}',
    ...FRAMEABLE_PATHS.flatMap((path) => [
      '# Framed by the app and partners: no frame-ancestors, no X-Frame-Options.',
      `location = ${path} {`,
      `    try_files "$uri/index.html" =404;`,
      `    add_header Cache-Control ${q(html)};`,
      ...surrogateLine(html),
      ...indent(securityLines(path, hashes, hsts)),
      '}',
    ]),
    '# Feeds: <path>/index.xml.',
    ...['location = /rss', 'location ^~ /rss/'].flatMap((loc) => [
      `${loc} {`,
      '    types { application/rss+xml xml; }',
      '    try_files $uri/index.xml =404;',
      `    add_header Cache-Control ${q(html)};`,
      ...surrogateLine(html),
      ...indent(sec),
      '}',
    ]),
    ...Object.entries(STATIC_REDIRECTS).flatMap(([from, to]) => [
      `location = ${from} {`,
      `    add_header Cache-Control ${q(CACHE.temporaryRedirect)} always;`,
      ...indent(sec),
      `    return 302 ${to};`,
      '}',
    ]),
    `location = /${STATIC_NOT_FOUND_FILE} {`,
    '    internal;',
    // The page names the path asked: its SSI slot (domain/errors.ts NOT_FOUND_PATH_SLOT) filled, so no stored
    // copy; compressed on the fly.
    '    ssi on;',
    '    gzip_static off;',
    '    brotli_static off;',
    `    add_header Cache-Control ${q(html)} always;`,
    ...indent(sec),
    // Crawlers get the status without the error page (domain/errors.ts), as from the origin and the renderer.
    `    if ($${V.bot}) { return 404 ${q(botErrorHtml(404))}; }`,
    '}',
    // A page the render path could not make (domain/serving.ts RENDER_FAILURE): renderProxy's error_page.
    `location = /${STATIC_SERVER_ERROR_FILE} {`,
    '    internal;',
    `    add_header Cache-Control ${q(RENDER_FAILURE.cache)} always;`,
    ...indent(sec),
    `    if ($${V.bot}) { return ${RENDER_FAILURE.status} ${q(botErrorHtml(RENDER_FAILURE.status))}; }`,
    '}',
  ];
}

/** Pages and sitemaps from their files, and what has none from the renderer. */
function pageLocations(c: Conf, site: NginxSite, ruleSite: RuleSite): string[] {
  const { o, render, hsts, sec } = c;
  return [
    "# Pages and sitemaps; page N must not fall back to page 1: a list searched is the renderer's, and what",
    '# has no file is too when it is a route or a known article (domain/serving.ts forwardedWithoutFile).',
    'location / {',
    ...(render
      ? [
          // A forwarded page comes to @hirter_render by this error_page: nginx takes the renderer's failure's there
          // only when it may take a second one.
          '    recursive_error_pages on;',
          '    error_page 418 = @hirter_render;',
          `    if ($${V.searchList}) {`,
          '        return 418;',
          '    }',
          `    if ($${V.queryScreen}) {`,
          '        return 418;',
          '    }',
        ]
      : []),
    `    try_files $${V.file} "$uri/index\${${V.pageSuffix}}.html" ${render ? '@hirter_missing' : '=404'};`,
    `    add_header Cache-Control $${V.cache};`,
    `    add_header ${SURROGATE_CONTROL_HEADER} $${V.surrogate};`,
    ...indent(sec),
    '}',
    ...(render
      ? [
          'location @hirter_missing {',
          `    set $${V.forward} $${routableVar(ruleSite)};`,
          `    if ($${canonicalVar(site.domain)} != "") { set $${V.forward} 1; }`,
          `    if ($${V.forward} = 0) { return 404; }`,
          ...renderProxy(render, Boolean(o.cacheDir), hsts),
          '}',
          'location @hirter_render {',
          ...renderProxy(render, Boolean(o.cacheDir), hsts),
          '}',
        ]
      : []),
  ];
}

function serverBlock(c: Conf, site: NginxSite, i: number): string[] {
  const { o, outDir, listen, upstream, crm, quiz, program, pollTimeoutMs, sec } = c;
  const ruleSite = ruleSiteOf(site.domain);
  return [
    '',
    `# ${site.domain}: ${sitesOnDomain(site.domain)
      .map((s) => SITES[s].name)
      .join(', ')}`,
    'server {',
    ...indent([
      `listen ${listen}${i === 0 ? ' default_server' : ''};`,
      `server_name ${site.serverNames.map(checkHostName).join(' ')};`,
      `root ${q(`${outDir.replace(/\/+$/, '')}/${site.domain}`)};`,
      'index index.html;',
      `error_page 404 /${STATIC_NOT_FOUND_FILE};`,
      `add_header Cache-Control $${V.redirectCache} always;`,
      ...sec,
      '',
      `error_page 405 ${notAllowedLocation(READS)};`,
      `if ($${V.refused}) {`,
      '    return 405;',
      '}',
      ...redirectSteps(program, ruleSite, site.domain),
      '',
      ...fileLocations(c),
      ...proxyLocations(
        { CONTENT_API_URL: upstream, CRM_API_URL: crm, QUIZ_API_URL: quiz },
        {
          siteVar: apiSiteVar(site.domain),
          cache: Boolean(o.cacheDir),
          sec,
          pollTimeoutMs,
        },
      ),
      ...pageLocations(c, site, ruleSite),
    ]),
    '}',
  ];
}

/** The http-level part (maps and server blocks), to include inside an existing `http { }` (whose nginx.conf loads NGINX_MODULES). */
export function nginxHttpConfig(o: NginxOptions): string {
  const c = confOf(o);
  const lines = [...httpLines(c), ...apiSiteMaps(c), ...c.sites.flatMap((site, i) => serverBlock(c, site, i))];
  return `${lines.join('\n')}\n`;
}

// The public renderer: cached by URL (and crawler or not) for as long as its answer says, one fetch per
// URL at a time. No cap here on renders at once: the renderer holds the one cap, for every edge together
// (server/ssr.ts, RENDER_CONCURRENCY), and has the rest wait their turn; nginx's own (limit_conn) would refuse a
// burst at once that the origin has wait, so the two would answer it differently. Its own headers (cache,
// security) pass through; a reader's credentials never go to it.
function renderProxy(render: string, cache: boolean, hsts: readonly string[]): string[] {
  return [
    // The renderer's security headers are its page's (its inline scripts' hashes, maybe of a newer build than
    // the output's): nginx adds none of its own. A location with an add_header of its own inherits none of the
    // server's, which would name them a second time (issue #33); this one is the server's, empty but on a redirect.
    `    add_header Cache-Control $${V.redirectCache} always;`,
    ...indent(hsts),
    `    ${KEYS_LINE}`,
    `    proxy_pass ${render};`,
    '    proxy_http_version 1.1;',
    '    proxy_set_header Connection "";',
    '    proxy_set_header Host $http_host;',
    '    proxy_set_header Authorization "";',
    '    proxy_set_header Cookie "";',
    '    proxy_hide_header Set-Cookie;',
    ...(cache
      ? [
          '    proxy_cache hirter_edge;',
          `    proxy_cache_key "$host$request_uri$${V.bot}";`,
          '    proxy_cache_lock on;',
          '    proxy_cache_use_stale updating error timeout http_502 http_503;',
        ]
      : []),
    // The renderer unreachable, too slow, or dropping a page that waited too long for its turn: the static page. The
    // renderer's own answers pass as they are (no proxy_intercept_errors); an error_page here ends the server's, so
    // its 404 is said again.
    `    error_page 404 /${STATIC_NOT_FOUND_FILE};`,
    `    error_page ${RENDER_FAILURE.statuses.join(' ')} =${RENDER_FAILURE.status} /${STATIC_SERVER_ERROR_FILE};`,
  ];
}

/**
 * The CDN's keys of every answer (domain/surrogateKeys.ts), the rule given nginx variables for its domain (a map of
 * $server_name) and the raw path asked: the value is the rule's, with those two spliced in.
 */
const KEYS_LINE = (() => {
  const domainMark = 'D\u0000';
  const pathMark = '/P\u0001';
  const value = surrogateKeys(domainMark, pathMark).replaceAll(domainMark, `\${${V.keyDomain}}`).replaceAll(pathMark, `\${${NOT_FOUND_PATH_VAR}}`);
  return `add_header ${SURROGATE_KEY_HEADER} "${value}" always;`;
})();

/** The contract's security headers and the CDN's keys as add_header lines (nginx drops a server's add_header in a location that has its own). */
function securityLines(path: string, hashes: readonly string[], hsts: readonly string[]): string[] {
  return [...Object.entries(securityHeaders(path, hashes)).map(([name, value]) => `add_header ${name} ${q(value)} always;`), ...hsts, KEYS_LINE];
}

/** Surrogate-Control of a location whose files all have Cache-Control `cache` (none when the rule gives none). */
function surrogateLine(cache: string): string[] {
  const value = surrogateControl(cache);
  return value ? [`add_header ${SURROGATE_CONTROL_HEADER} ${q(value)};`] : [];
}

function apiSiteVar(domain: string): string {
  return `hirter_api_site_${domain.replace(/[^a-z0-9]/gi, '_').toLowerCase()}`;
}

/**
 * A whole nginx.conf serving the static output: run it with `nginx -c <file>` (add `-p <dir>` and
 * `-g 'daemon off; pid <file>;'` to run it unprivileged in the foreground).
 */
export function nginxConfig(o: NginxOptions): string {
  const top: string[] = [
    '# Generated by prerender/nginx.ts from domain/redirects.ts and domain/sites.ts. Do not edit by hand:',
    '# change the rules there and generate the file again.',
    `worker_processes ${o.workerProcesses ?? 'auto'};`,
    ...NGINX_MODULES.map((m) => `load_module ${q(m.file)};`),
    ...(o.errorLog ? [`error_log ${q(o.errorLog)};`] : []),
    ...(o.pidFile ? [`pid ${q(o.pidFile)};`] : []),
    'events {',
    '    worker_connections 1024;',
    '}',
    'http {',
  ];
  const temp = o.tempDir
    ? ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((k) => `${k}_temp_path ${q(`${o.tempDir!.replace(/\/+$/, '')}/${k}`)};`)
    : [];
  const log = o.accessLog === false ? ['access_log off;'] : o.accessLog ? [`access_log ${q(o.accessLog)} ${ACCESS_LOG_FORMAT};`] : [];
  // After the http part: access_log names the format that part defines (server blocks inherit it all the same).
  const body = [...temp, ...nginxHttpConfig(o).trimEnd().split('\n'), ...log];
  return `${[...top, ...indent(body), '}'].join('\n')}\n`;
}
