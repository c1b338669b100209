// The CDN in front of the origins: a Varnish VCL generated from the serving contract, as nginx.conf is
// (prerender/nginx.ts). Pure: options in, the VCL text out. The rules are domain/'s: what passes (the reader's own
// calls of domain/proxyRoutes.ts, anything with a credential), how long what is kept stays (domain/surrogateKeys.ts:
// Surrogate-Control for what the publisher purges, a second for the live layer's polls, the answer's own
// Cache-Control for the rest), what is kept apart (Host, crawlers: domain/errors.ts), and who may purge by key.
import { EDGE_PROBE_USER_AGENT } from '../domain/accessLevel';
import { BOT_USER_AGENT, bareServerErrorHtml, botErrorHtml } from '../domain/errors';
import { RENDER_FAILURE, securityHeaders } from '../domain/serving';
import { PROXY_ROUTES } from '../domain/proxyRoutes';
import { HEALTH_PATH, READY_PATH } from '../lib/healthRoutes';
import { REQUEST_ID_HEADER } from '../config/accessLog';
import {
  EDGE_POLL_SECONDS,
  PURGE_HEADER,
  PURGE_METHOD,
  PURGE_TOKEN_HEADER,
  SOFT_PURGE_HEADER,
  SURROGATE_CONTROL_HEADER,
  SURROGATE_KEY_HEADER,
} from '../domain/surrogateKeys';
import { escapeRegex } from '../domain/regex';

export const VARNISHD = '/usr/sbin/varnishd';
/** The Debian packages the VCL needs: Varnish, and varnish-modules for xkey (scripts/systemDeps.ts). */
export const VARNISH_PACKAGES = [
  { pkg: 'varnish', binary: VARNISHD, neededBy: 'the CDN tests (testing/varnish.ts)' },
  { pkg: 'varnish-modules', binary: '/usr/lib/x86_64-linux-gnu/varnish/vmods/libvmod_xkey.so', neededBy: "the VCL's xkey purges", loaded: true as const },
] as const;

/** What the VCL's health probe asks of each origin. */
export const PROBE_PATH = '/favicon.svg';

/** The header Varnish answers with: HIT or MISS, kept for readers on purpose (it says nothing of theirs). */
export const CACHE_STATUS_HEADER = 'x-cache';

export interface VarnishOptions {
  /** The origins, http://host:port each; taken in turns (round robin), a sick one (its /healthz) left out. */
  origins: readonly string[];
  /** Addresses and networks (`127.0.0.0/8`, `::1`) a PURGE is taken from: the publisher's. */
  purgeFrom: readonly string[];
  /** What a PURGE carries in its token header besides (CDN_PURGE_TOKEN): an address alone can be anyone behind a NAT. */
  purgeToken: string;
}

/** A VCL string: "…" takes no escapes, so a value with a quote or a control character is refused. */
function str(text: string): string {
  if (/["\u0000-\u001f\u007f]/.test(text)) throw new Error(`cannot be written into the VCL: ${JSON.stringify(text)}`);
  return `"${text}"`;
}

/** A VCL long string {"…"}, for regular expressions with quotes. */
function longStr(text: string): string {
  if (text.includes('"}')) throw new Error(`cannot be written into the VCL: ${text}`);
  return `{"${text}"}`;
}

function backendOf(url: string, i: number): string[] {
  const u = new URL(url);
  if (u.protocol !== 'http:' || (u.pathname !== '/' && u.pathname !== '') || u.search) throw new Error(`origin ${url}: an http:// origin without a path`);
  const host = u.hostname.replace(/^\[|\]$/g, '');
  return [
    `backend origin${i} {`,
    `    .host = ${str(host)};`,
    `    .port = ${str(u.port || '80')};`,
    '    .connect_timeout = 2s;',
    '    .first_byte_timeout = 30s;',
    '    .probe = {',
    // A file of the output, as nginx's healthcheck asks: an origin is well when it serves the output (nginx, an origin
    // too, has no /healthz). Its agent puts its access lines at debug, with the other probes (domain/accessLevel.ts).
    `        .request = "GET ${PROBE_PATH} HTTP/1.1" "Host: ${host}" "User-Agent: ${EDGE_PROBE_USER_AGENT}" "Connection: close";`,
    '        .interval = 2s;',
    '        .timeout = 1s;',
    '        .window = 3;',
    '        .threshold = 2;',
    '        .initial = 2;',
    '    }',
    '}',
  ];
}

function aclEntry(entry: string): string {
  const [address, bits] = entry.split('/');
  return `    ${str(address!)}${bits !== undefined ? `/${bits}` : ''};`;
}

/** The paths that are never kept: a reader's own calls and the public calls the table keeps nowhere, the probes. */
function passedPaths(): string {
  const paths = [
    ...PROXY_ROUTES.filter((r) => r.kind === 'reader' || !r.cacheable).map((r) => `${escapeRegex(r.path)}${r.exact ? '(?:\\?|$)' : ''}`),
    `${escapeRegex(HEALTH_PATH)}(?:\\?|$)`,
    `${escapeRegex(READY_PATH)}(?:\\?|$)`,
  ];
  return `^(?:${paths.join('|')})`;
}

/** The public calls the edge keeps a second (the live layer's polls). */
function polledPaths(): string {
  return `^(?:${PROXY_ROUTES.filter((r) => r.kind === 'public' && r.cacheable)
    .map((r) => escapeRegex(r.path))
    .join('|')})`;
}

/** What passes, what is purged (from the ACL, with the token), what is kept apart: the request's side. */
function recv(purgeToken: string): string[] {
  return [
    'sub vcl_recv {',
    '    set req.backend_hint = origins.backend();',
    `    if (req.method == ${str(PURGE_METHOD)}) {`,
    `        if (client.ip !~ purgers || req.http.${PURGE_TOKEN_HEADER} != ${str(purgeToken)}) {`,
    '            return (synth(403, "Forbidden"));',
    '        }',
    `        if (req.http.${PURGE_HEADER}) {`,
    `            return (synth(200, "Purged " + xkey.purge(req.http.${PURGE_HEADER})));`,
    '        }',
    `        if (req.http.${SOFT_PURGE_HEADER}) {`,
    `            return (synth(200, "Purged " + xkey.softpurge(req.http.${SOFT_PURGE_HEADER})));`,
    '        }',
    `        return (synth(400, "No ${PURGE_HEADER} or ${SOFT_PURGE_HEADER} header"));`,
    '    }',
    "    # Nobody but the publisher names keys: a reader's header would only reach the origin.",
    `    unset req.http.${PURGE_HEADER};`,
    `    unset req.http.${SOFT_PURGE_HEADER};`,
    `    unset req.http.${PURGE_TOKEN_HEADER};`,
    '    if (req.method != "GET" && req.method != "HEAD") {',
    '        return (pass);',
    '    }',
    "    # A reader's own calls (accounts, newsletter, quiz, game, push), what the table keeps nowhere, the probes.",
    `    if (req.url ~ ${longStr(passedPaths())}) {`,
    '        return (pass);',
    '    }',
    '    if (req.http.Authorization) {',
    '        return (pass);',
    '    }',
    '    # The public pages and reads use no cookie (the origin drops them before the content API): one copy for all.',
    '    unset req.http.Cookie;',
    '    # Kept apart: crawlers get the status without the page (domain/errors.ts).',
    `    if (req.http.User-Agent ~ ${longStr(`(?i)${BOT_USER_AGENT.source}`)}) {`,
    '        set req.http.x-hirter-bot = "1";',
    '    } else {',
    '        unset req.http.x-hirter-bot;',
    '    }',
    '    # One coding per kind of reader: brotli (the .br copies), gzip, or none; the answer varies on it.',
    '    if (req.http.Accept-Encoding ~ "(?i)(^|[ ,])br($|[ ,;])" && req.http.Accept-Encoding !~ "(?i)(^|[ ,])br;\\s*q=0(\\.0*)?($|[ ,])") {',
    '        set req.http.Accept-Encoding = "br";',
    '    } elsif (req.http.Accept-Encoding ~ "(?i)(^|[ ,])gzip($|[ ,;])" && req.http.Accept-Encoding !~ "(?i)(^|[ ,])gzip;\\s*q=0(\\.0*)?($|[ ,])") {',
    '        set req.http.Accept-Encoding = "gzip";',
    '    } else {',
    '        unset req.http.Accept-Encoding;',
    '    }',
    '    return (hash);',
    '}',
    '',
    'sub vcl_hash {',
    '    hash_data(req.url);',
    '    # Several domains on one edge: the host without its port, in any case.',
    '    hash_data(std.tolower(regsub(req.http.host, ":[0-9]+$", "")));',
    '    hash_data(req.http.x-hirter-bot);',
    '    return (lookup);',
    '}',
    '',
  ];
}

/** How long an answer is kept: Surrogate-Control, a second for polls, never what is private. */
function backendResponse(): string[] {
  return [
    'sub vcl_backend_response {',
    '    if (bereq.uncacheable) {',
    '        return (deliver);',
    '    }',
    "    # A reader's credential or anything private is never kept (a second's hit-for-miss: the next asks the origin).",
    '    if (beresp.http.Set-Cookie || beresp.http.Cache-Control ~ "(?i)(private|no-store)" || beresp.http.Vary == "*") {',
    '        set beresp.ttl = 1s;',
    '        set beresp.uncacheable = true;',
    '        return (deliver);',
    '    }',
    "    # What the publisher purges when it changes: the edge's own lifetime, not the browsers'.",
    `    if (beresp.http.${SURROGATE_CONTROL_HEADER} ~ "max-age=[0-9]+") {`,
    `        set beresp.ttl = std.duration(regsub(beresp.http.${SURROGATE_CONTROL_HEADER}, "^.*max-age=([0-9]+).*$", "\\1s"), 0s);`,
    '    }',
    "    # The live layer's polls: a second, whatever the content API says.",
    `    if (bereq.url ~ ${longStr(polledPaths())} && beresp.ttl > ${EDGE_POLL_SECONDS}s) {`,
    `        set beresp.ttl = ${EDGE_POLL_SECONDS}s;`,
    '    }',
    '    if (beresp.ttl <= 0s || beresp.http.Cache-Control ~ "(?i)no-cache") {',
    '        set beresp.ttl = 0s;',
    '        set beresp.grace = 0s;',
    '    }',
    '    return (deliver);',
    '}',
    '',
  ];
}

/**
 * No origin answered (every one down or failing to connect): the server error page as the origins say it when their
 * renderer fails (domain/serving.ts RENDER_FAILURE), but without the site's frame, which only an origin has; a crawler
 * the bare status. Never kept.
 */
function backendError(): string[] {
  return [
    'sub vcl_backend_error {',
    `    set beresp.status = ${RENDER_FAILURE.status};`,
    '    set beresp.http.Content-Type = "text/html; charset=utf-8";',
    `    set beresp.http.Cache-Control = ${str(RENDER_FAILURE.cache)};`,
    ...Object.entries(securityHeaders('/', [])).map(([name, value]) => `    set beresp.http.${name} = ${str(value)};`),
    '    if (bereq.http.x-hirter-bot) {',
    `        synthetic(${longStr(botErrorHtml(RENDER_FAILURE.status))});`,
    '    } else {',
    `        synthetic(${longStr(bareServerErrorHtml())});`,
    '    }',
    '    set beresp.ttl = 0s;',
    '    set beresp.uncacheable = true;',
    '    return (deliver);',
    '}',
    '',
  ];
}

/**
 * The edge's own answers (a purge's, a refused purge's): a short text as the origins say theirs (server/proxy.ts
 * plain()), never stored, with the security headers; not Varnish's page, which names the software.
 */
function synth(): string[] {
  return [
    'sub vcl_synth {',
    '    set resp.http.Content-Type = "text/plain; charset=utf-8";',
    '    set resp.http.Cache-Control = "no-store";',
    ...Object.entries(securityHeaders('/', [])).map(([name, value]) => `    set resp.http.${name} = ${str(value)};`),
    '    unset resp.http.Server;',
    '    unset resp.http.X-Varnish;',
    '    synthetic(resp.reason);',
    '    return (deliver);',
    '}',
    '',
  ];
}

/** What the reader gets: the cache status, none of the edge's own headers. */
function deliver(): string[] {
  return [
    'sub vcl_deliver {',
    '    if (obj.hits > 0) {',
    `        set resp.http.${CACHE_STATUS_HEADER} = "HIT";`,
    "        # The origin's id names the request that made the copy; a hit made none.",
    `        unset resp.http.${REQUEST_ID_HEADER};`,
    '    } else {',
    `        set resp.http.${CACHE_STATUS_HEADER} = "MISS";`,
    '    }',
    "    # The edge's business only: the keys, its lifetime. Age too: a copy the publisher purges on change is as",
    "    # fresh as the origin's, and its age would cut the browser's few seconds short.",
    `    unset resp.http.${SURROGATE_KEY_HEADER};`,
    `    unset resp.http.${SURROGATE_CONTROL_HEADER};`,
    '    unset resp.http.Age;',
    '    unset resp.http.Via;',
    '    unset resp.http.X-Varnish;',
    '}',
  ];
}

export function varnishVcl(o: VarnishOptions): string {
  if (o.origins.length === 0) throw new Error('Varnish needs at least one origin');
  return `${[
    '# Generated by prerender/varnish.ts from domain/surrogateKeys.ts, domain/proxyRoutes.ts and domain/errors.ts.',
    '# Do not edit by hand: change the rules there and generate the file again.',
    'vcl 4.1;',
    '',
    'import directors;',
    'import std;',
    'import xkey;',
    '',
    ...o.origins.flatMap((url, i) => [...backendOf(url, i), '']),
    "# Who may purge: the publisher's addresses (VARNISH_PURGE_FROM), with its token (CDN_PURGE_TOKEN).",
    'acl purgers {',
    ...o.purgeFrom.map(aclEntry),
    '}',
    '',
    'sub vcl_init {',
    '    new origins = directors.round_robin();',
    ...o.origins.map((_, i) => `    origins.add_backend(origin${i});`),
    '}',
    '',
    ...recv(o.purgeToken),
    ...backendResponse(),
    ...backendError(),
    ...synth(),
    ...deliver(),
  ].join('\n')}\n`;
}
