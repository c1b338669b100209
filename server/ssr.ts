// The public render server: any page rendered on request with vike's renderPage() over the production
// build (server/render.ts), behind the same redirect layer and proxy routes (server/proxy.ts) as the origin. It holds no preview rights:
// it reads the content API's public calls only, like a reader (the editors' preview, which reads drafts,
// is its own listener behind a login: server/preview/).
import { statSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { listen } from './listen';
import { Hono, type Context } from 'hono';
import { redirectFor } from '../domain/redirects';
import { DEFAULT_HOSTS, siteForRequest, type HostMap } from '../domain/sites';
import type { RouteRule } from '../domain/types';
import { CACHE, HTML_TYPE, RENDER_CONCURRENCY, RENDER_FAILURE, RENDER_QUEUE_MS, redirectCache, securityHeaders } from '../domain/serving';
import { botErrorHtml, isBot } from '../domain/errors';
import { inlineScriptHashes } from '../prerender/inlineScripts';
import { robotsTxt } from '../prerender/robots';
import { ADS_TXT_PATH, adsTxt } from '../prerender/adsTxt';
import { SECURITY_TXT_PATH, securityTxt } from '../prerender/securityTxt';
import { ICONS, webManifest } from '../domain/brand';
import { lineLog, serviceLogger, type Logger } from '../config/log';
import { accessLog, requestForLog } from '../config/accessLog';
import { mountProxyRoutes, pathAndQueryOf, plain } from './proxy';
import { buildAssets } from './buildAssets';
import { unrenderedError, vikeRenderer, type RenderFn, type RenderedResponse } from './render';
import { routeRulesSource } from './routeRules';
import { contentApiCheck, healthRoutes } from './health';
import { digestOf } from './onTheFly';
import { contentEtag } from '../domain/encoding';
import { slots, type Slots } from './slots';

export interface RenderServerOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  /** Interface to listen on; default '127.0.0.1'. */
  host?: string;
  /** Base URL of the content API, e.g. http://127.0.0.1:3100 (no trailing slash needed). */
  contentApiUrl: string;
  /** The CRM of the reader-account calls; default contentApiUrl (the embedded one serves both). */
  crmApiUrl?: string;
  /** The quiz service of /api/quiz/ and the token call; default contentApiUrl (the embedded one serves it). */
  quizApiUrl?: string;
  /** The vike build: `${distDir}/client` (assets) and `${distDir}/server/entry.mjs`. Default 'dist'. */
  distDir?: string;
  /** Host name → domain; default DEFAULT_HOSTS. */
  hosts?: HostMap;
  /** The page renderer; default vike's renderPage() over `${distDir}/server/entry.mjs`. Tests pass a stub. */
  render?: RenderFn;
  /** How long the content API's route rules are kept; default 60 s. */
  routeRulesTtlMs?: number;
  /** How long a forwarded poll waits for its answer before a 504 (POLL_TIMEOUT_MS); default 5 s. */
  pollTimeoutMs?: number;
  /** The proxies in front whose X-Forwarded-For names the reader (TRUSTED_PROXIES); default loopback. */
  trustedProxies?: readonly string[];
  /** The access log and the error lines; default the process's logger as service 'render' (config/log.ts). */
  logger?: Logger;
  /** Error lines (proxy, route rules, render failures); default the logger's error level. */
  log?: (line: string) => void;
  /** How long a page waits for a render slot before its connection is closed (RENDER_QUEUE_MS); default 10 s. */
  renderQueueMs?: number;
}

export interface RunningRenderServer {
  url: string;
  close(): Promise<void>;
}

/** Hashed build assets never change under their name. */
export const IMMUTABLE_CACHE = CACHE.asset;

export interface RenderAppOptions {
  contentApiUrl: string;
  /** The CRM of the reader-account calls; default the content API's address. */
  crmApiUrl?: string;
  /** The quiz service; default the content API's address. */
  quizApiUrl?: string;
  distDir: string;
  hosts: HostMap;
  render: RenderFn;
  routeRules: () => Promise<RouteRule[]>;
  log: (line: string) => void;
  /** The access log; default the process's logger as service 'render'. */
  logger?: Logger;
  /** Whether the build is loaded (for /readyz); default: yes (a `render` was given). */
  buildLoaded?: () => boolean;
  /** How long a forwarded poll waits for its answer before a 504 (POLL_TIMEOUT_MS); default 5 s. */
  pollTimeoutMs?: number;
  /** The proxies in front whose X-Forwarded-For names the reader (TRUSTED_PROXIES); default loopback. */
  trustedProxies?: readonly string[];
  /** How long a page waits for a render slot before its connection is closed (RENDER_QUEUE_MS); default 10 s. */
  renderQueueMs?: number;
}

/** What @hono/node-server gives the app besides the Request: the connection's raw request. */
interface NodeBindings {
  incoming?: IncomingMessage;
}

/** The render slots of the server's pages, and where a page that waited in vain is said. */
interface Turns {
  slots: Slots;
  queueMs: number;
  log: (line: string) => void;
}

/**
 * The page `make` renders once a slot is free; a failure to render is the bare server error (unrenderedError).
 *
 * A page that waited its full queue time gets no answer of the renderer's own: its connection is closed
 * ('dropped'), which every edge turns into the same static 503 page (domain/serving.ts RENDER_FAILURE: the origin's
 * renderFailure, nginx's error_page), where a 503 of ours would pass through nginx as it is (it intercepts no errors,
 * so that the renderer's own 404 pages pass). Without node-server (app.request() in tests) there is no connection to
 * close: the answer is then the failure of a page not rendered, with RENDER_FAILURE's status (never stored, as every
 * error).
 */
async function inTurn(c: Context, site: string, turns: Turns, make: () => Promise<RenderedResponse | null>): Promise<RenderedResponse | 'dropped'> {
  if (!(await turns.slots.slot())) {
    turns.log(`render: ${requestForLog(c)} (${site}) waited ${turns.queueMs} ms for a render slot: dropped unanswered`);
    const socket = (c.env as NodeBindings | undefined)?.incoming?.socket;
    if (!socket) return { ...unrenderedError(), statusCode: RENDER_FAILURE.status };
    socket.destroy();
    return 'dropped';
  }
  try {
    return (await make()) ?? unrenderedError();
  } catch (err) {
    turns.log(`render: ${requestForLog(c)} (${site}) failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
    return unrenderedError();
  } finally {
    turns.slots.release();
  }
}

/** When the vike build in `distDir` was made (its server entry's mtime), in ms; now without one (a test's stub renderer). */
function buildTime(distDir: string): number {
  try {
    return statSync(join(distDir, 'server', 'entry.mjs')).mtimeMs;
  } catch {
    return Date.now();
  }
}

/** The Hono app of the render server (startRenderServer wires its defaults and listens). */
export function createRenderApp(opts: RenderAppOptions): Hono {
  const { contentApiUrl, hosts, render, routeRules, log } = opts;
  // The cap is here, where the work is: every edge in front (the origins, nginx) forwards into the same slots.
  const queueMs = opts.renderQueueMs ?? RENDER_QUEUE_MS;
  const turns: Turns = { slots: slots(RENDER_CONCURRENCY, queueMs), queueMs, log };
  const app = new Hono();
  app.use('*', accessLog(opts.logger ?? serviceLogger('render')));
  app.use('*', async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(securityHeaders(c.req.path, []))) if (!c.res.headers.has(name)) c.res.headers.set(name, value);
  });
  // Before every route of the pages: ready when the build is loaded and the content API answers.
  const buildLoaded = opts.buildLoaded ?? (() => true);
  healthRoutes(app, { build: () => (buildLoaded() ? null : 'build: not loaded yet'), contentApi: contentApiCheck(contentApiUrl) });
  mountProxyRoutes(app, {
    urls: { CONTENT_API_URL: contentApiUrl, CRM_API_URL: opts.crmApiUrl, QUIZ_API_URL: opts.quizApiUrl },
    hosts,
    log,
    pollTimeoutMs: opts.pollTimeoutMs,
    trustedProxies: opts.trustedProxies,
  });

  app.on(['GET', 'HEAD'], '*', buildAssets(opts.distDir));
  // The per-domain files the prerender job writes into the static output, made here from the same builders,
  // so a page this server renders links nothing it cannot answer.
  app.get(ICONS.manifest, (c) => {
    const site = siteForRequest(c.req.header('host') ?? '', '/', hosts);
    return c.body(`${JSON.stringify(webManifest(site), null, 2)}\n`, 200, { 'content-type': 'application/manifest+json', 'cache-control': CACHE.file });
  });
  app.get('/robots.txt', (c) => {
    const site = siteForRequest(c.req.header('host') ?? '', '/', hosts);
    return c.body(robotsTxt(site), 200, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': CACHE.file });
  });
  app.get(ADS_TXT_PATH, (c) => {
    const site = siteForRequest(c.req.header('host') ?? '', '/', hosts);
    return c.body(adsTxt(site), 200, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': CACHE.file });
  });
  // Valid from the build this server renders with, as the job's copy is from the output's build.
  const builtAt = Math.floor(buildTime(opts.distDir) / 1000);
  app.get(SECURITY_TXT_PATH, (c) => {
    const site = siteForRequest(c.req.header('host') ?? '', '/', hosts);
    return c.body(securityTxt(site, builtAt), 200, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': CACHE.file });
  });

  app.all('*', async (c) => {
    const method = c.req.method;
    if (method !== 'GET' && method !== 'HEAD') return plain('Method Not Allowed', 405, { allow: 'GET, HEAD' });
    const host = c.req.header('host') ?? '';
    const urlOriginal = pathAndQueryOf(c);
    const site = siteForRequest(host, c.req.path, hosts);

    const redirect = redirectFor(site, urlOriginal, await routeRules());
    if (redirect) {
      return new Response(null, { status: redirect.status, headers: { location: redirect.location, 'cache-control': redirectCache(redirect.status) } });
    }

    const rendered = await inTurn(c, site, turns, () => render({ urlOriginal, host, siteSlug: site, contentApiUrl, userAgent: c.req.header('user-agent') }));
    // Its connection is closed: node-server writes this nowhere.
    if (rendered === 'dropped') return new Response(null, { status: RENDER_FAILURE.status });
    const headers = new Headers();
    for (const [name, value] of rendered.headers) headers.append(name, value);
    // vike writes `text/html;charset=utf-8`: the static files' spelling, so every server answers alike.
    if (/^text\/html\b/i.test(headers.get('content-type') ?? '')) headers.set('content-type', HTML_TYPE);
    // The same page for every reader (this server holds no credential): cacheable like the static one, which
    // the edge keeps by URL; a redirect like the edge's; an error never.
    const status = rendered.statusCode;
    headers.set('cache-control', status === 200 || status === 404 ? CACHE.page : status >= 300 && status < 400 ? redirectCache(status) : 'no-store');
    // A crawler gets no error page: the very bytes the origin and nginx send it (vike adds the page's assets).
    const body = status >= 400 && isBot(c.req.header('user-agent')) && headers.get('content-type') === HTML_TYPE ? botErrorHtml(status) : rendered.body;
    for (const [name, value] of Object.entries(securityHeaders(c.req.path, inlineScriptHashes(body)))) headers.set(name, value);
    headers.delete('content-length');
    // The page's validator, for the edge in front: nginx passes it on (weak once it compresses the page) and
    // answers 304 from its cache; the origin gives each coding its own (server/edgeCache.ts).
    if (status === 200) headers.set('etag', contentEtag(digestOf(Buffer.from(body))));
    const bodyless = method === 'HEAD' || rendered.statusCode === 204 || rendered.statusCode === 304;
    return new Response(bodyless ? null : body, { status: rendered.statusCode, headers });
  });
  return app;
}

/**
 * Starts the render server. With the default renderer the build is loaded before the server listens, so a
 * missing or broken build fails here and not on the first request.
 */
export async function startRenderServer(opts: RenderServerOptions): Promise<RunningRenderServer> {
  const distDir = opts.distDir ?? 'dist';
  const contentApiUrl = opts.contentApiUrl.replace(/\/+$/, '');
  const logger = opts.logger ?? serviceLogger('render');
  const log = opts.log ?? lineLog(logger);
  let render = opts.render;
  let buildLoaded: (() => boolean) | undefined;
  if (!render) {
    const vike = vikeRenderer(distDir);
    await vike.load();
    render = vike;
    buildLoaded = vike.loaded;
  }
  const app = createRenderApp({
    logger,
    ...(buildLoaded ? { buildLoaded } : {}),
    contentApiUrl,
    ...(opts.crmApiUrl ? { crmApiUrl: opts.crmApiUrl } : {}),
    ...(opts.quizApiUrl ? { quizApiUrl: opts.quizApiUrl } : {}),
    distDir,
    hosts: opts.hosts ?? DEFAULT_HOSTS,
    render,
    routeRules: routeRulesSource(contentApiUrl, { ttlMs: opts.routeRulesTtlMs, log }),
    log,
    pollTimeoutMs: opts.pollTimeoutMs,
    trustedProxies: opts.trustedProxies,
    renderQueueMs: opts.renderQueueMs,
  });
  return listen(app.fetch, opts);
}
