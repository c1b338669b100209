// The origin: serves the prerender job's static output by host, with the same redirects as the pages,
// precompressed HTML, cache headers, and /api and /media passed through to the content API. Nothing is
// rendered here: a CDN or nginx (prerender/nginx.ts) can take its place.
import { serve } from '@hono/node-server';
import { Hono, type Context } from 'hono';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { Readable } from 'node:stream';
import { extname, join, normalize, resolve } from 'node:path';
import type { AddressInfo } from 'node:net';
import { DEFAULT_HOSTS, SITES, normaliseHost, siteForRequest, type HostMap } from '../domain/sites';
import { redirectFor } from '../domain/redirects';
import { pathAndQueryOf, plain, proxyTo, routeRulesSource, IMMUTABLE_CACHE } from './ssr';

/** Static HTML may be a few seconds old; the CDN serves the old copy while it fetches the new one. */
export const HTML_CACHE = 'public, max-age=5, stale-while-revalidate=30';
export const OTHER_CACHE = 'public, max-age=300';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

export interface OriginOptions {
  outDir: string;
  contentApiUrl: string;
  hosts?: HostMap;
  log?: (line: string) => void;
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** The file a URL path names under a domain folder, or null for a path that tries to leave it. */
export function fileFor(domainDir: string, path: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const full = normalize(join(domainDir, decoded));
  if (full !== domainDir && !full.startsWith(domainDir + '/')) return null;
  return extname(decoded) ? full : join(full, 'index.html');
}

function send(c: Context, file: string, status: number, cache: string): Response {
  const type = TYPES[extname(file)] ?? 'application/octet-stream';
  const accept = c.req.header('accept-encoding') ?? '';
  const headers: Record<string, string> = { 'content-type': type, 'cache-control': cache };
  let path = file;
  if (type.startsWith('text/html') || type.includes('xml')) {
    headers.vary = 'Accept-Encoding';
    if (/\bbr\b/.test(accept) && existsSync(`${file}.br`)) {
      path = `${file}.br`;
      headers['content-encoding'] = 'br';
    } else if (/\bgzip\b/.test(accept) && existsSync(`${file}.gz`)) {
      path = `${file}.gz`;
      headers['content-encoding'] = 'gzip';
    }
  }
  headers['content-length'] = String(statSync(path).size);
  const body = c.req.method === 'HEAD' ? null : (Readable.toWeb(createReadStream(path)) as ReadableStream);
  return new Response(body, { status, headers });
}

export function createOriginApp(opts: OriginOptions): Hono {
  const outDir = resolve(opts.outDir);
  const hosts = opts.hosts ?? DEFAULT_HOSTS;
  const log = opts.log ?? ((line: string) => console.error(line));
  const contentApiUrl = opts.contentApiUrl.replace(/\/+$/, '');
  const rules = routeRulesSource(contentApiUrl, { log });
  const app = new Hono();
  const proxy = proxyTo(contentApiUrl, hosts, log);
  app.all('/api/*', proxy);
  app.all('/media/*', proxy);

  app.all('*', async (c) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return plain('Method Not Allowed', 405, { allow: 'GET, HEAD' });
    const host = normaliseHost(c.req.header('host') ?? '');
    const site = siteForRequest(host, c.req.path, hosts);
    const redirect = redirectFor(site, pathAndQueryOf(c), await rules());
    if (redirect) return new Response(null, { status: redirect.status, headers: { location: redirect.location, 'cache-control': HTML_CACHE } });
    const domainDir = join(outDir, SITES[site].domain);
    const file = fileFor(domainDir, c.req.path);
    if (file && isFile(file)) {
      const cache = c.req.path.startsWith('/assets/') ? IMMUTABLE_CACHE : file.endsWith('.html') ? HTML_CACHE : OTHER_CACHE;
      return send(c, file, 200, cache);
    }
    const notFound = join(domainDir, '404.html');
    if (isFile(notFound)) return send(c, notFound, 404, HTML_CACHE);
    return plain('A keresett oldal nem található.', 404);
  });
  return app;
}

export function startOrigin(opts: OriginOptions & { port?: number; host?: string }): Promise<{ url: string; close(): Promise<void> }> {
  const app = createOriginApp(opts);
  return new Promise((resolvePromise) => {
    const server = serve({ fetch: app.fetch, hostname: opts.host ?? '127.0.0.1', port: opts.port ?? 0 }, (info: AddressInfo) => {
      resolvePromise({
        url: `http://${opts.host ?? '127.0.0.1'}:${info.port}`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}
