// A bad network between the browser and the static origin, for the service worker's tests
// (e2e/serviceWorker.spec.ts), the first screen drawn from half a page (e2e/ads.spec.ts) and the benchmark that
// times the worker's fallback (bench/live.ts): a small proxy that can hold a page's answer (a hanging connection),
// send it in parts, rewrite it or age its Date header; and the two steps that come before (a page under the
// build's worker, a page read once and kept by it).
import { createServer, request as upstreamRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { expect, type BrowserContext, type Page } from '@playwright/test';
import type { PollOptions } from './publishing';

export interface BadNetwork {
  url: string;
  /** Page paths whose answers are held until release() (a connection that never answers). */
  hang: Set<string>;
  /** Page paths whose answers carry a Date this many seconds in the past. */
  age: Map<string, number>;
  /** Page paths whose HTML is changed on the way. */
  rewrite: Map<string, (html: string) => string>;
  /** Page paths whose HTML comes in parts: the offsets where one ends, the next sent on next(). */
  split: Map<string, (html: string) => number[]>;
  /** Sends the next part of every answer that is coming in parts. */
  next(): void;
  /** The headers of every request for a path, in order. */
  seen(path: string): IncomingHttpHeaders[];
  release(): void;
  close(): Promise<void>;
}

/**
 * A proxy in front of the origin (Host rewritten to the origin's, so it serves the main domain); its pages
 * are `no-store`.
 */
export async function badNetwork(upstreamUrl: string): Promise<BadNetwork> {
  const upstream = new URL(upstreamUrl);
  const hang = new Set<string>();
  const age = new Map<string, number>();
  const rewrite = new Map<string, (html: string) => string>();
  const split = new Map<string, (html: string) => number[]>();
  let parted: (() => void)[] = [];
  const seen = new Map<string, IncomingHttpHeaders[]>();
  let held: (() => void)[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    seen.set(path, [...(seen.get(path) ?? []), req.headers]);
    const pass = () => {
      if (req.destroyed || res.destroyed) return; // the browser gave up on it while it was held
      const change = rewrite.get(path);
      const cuts = split.get(path);
      // A page to rewrite or cut comes uncompressed.
      const asked = { ...req.headers, host: upstream.host, ...(change || cuts ? { 'accept-encoding': 'identity' } : {}) };
      const out = upstreamRequest({ hostname: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: asked }, (up) => {
        const headers = { ...up.headers };
        // Pages past the browser's HTTP cache (which keeps them 5 s and serves them stale for 30 s more),
        // so a load asks the network, and what is tested is the worker's own copy.
        if (String(headers['content-type'] ?? '').startsWith('text/html')) headers['cache-control'] = 'no-store';
        const seconds = age.get(path);
        if (seconds !== undefined) {
          headers.date = new Date(Date.now() - seconds * 1000).toUTCString();
          // An aged answer must reach the worker whole, not as a 304 of the browser's HTTP cache.
          delete headers.etag;
          delete headers['last-modified'];
        }
        if (!change && !cuts) {
          res.writeHead(up.statusCode ?? 502, headers);
          up.pipe(res);
          return;
        }
        const chunks: Buffer[] = [];
        up.on('data', (c: Buffer) => chunks.push(c));
        up.on('end', () => {
          const html = Buffer.concat(chunks).toString('utf8');
          if (cuts) {
            delete headers['content-length'];
            res.writeHead(up.statusCode ?? 502, headers);
            // Offsets of the text, sent as its UTF-8 parts: a part never ends inside a character.
            const ends = [...cuts(html), html.length];
            let from = 0;
            const send = () => {
              const to = ends.shift()!;
              res.write(html.slice(from, to));
              from = to;
              if (ends.length) parted.push(send);
              else res.end();
            };
            send();
            return;
          }
          const body = Buffer.from(change!(html));
          delete headers.etag;
          delete headers['last-modified'];
          res.writeHead(up.statusCode ?? 502, { ...headers, 'content-length': String(body.length) });
          res.end(body);
        });
      });
      out.on('error', () => res.destroy());
      req.pipe(out);
    };
    if (hang.has(path)) held.push(pass);
    else pass();
  });
  server.on('connection', (s: Socket) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    hang,
    age,
    rewrite,
    split,
    next() {
      const now = parted;
      parted = [];
      for (const send of now) send();
    },
    seen: (path) => seen.get(path) ?? [],
    release() {
      hang.clear();
      const now = held;
      held = [];
      for (const pass of now) pass();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const s of sockets) s.destroy();
      }),
  };
}

/**
 * Opens `url` and waits until the worker of the output's build controls the page (the page registers the
 * worker of the build it names: live/navigation.ts). `poll`: as in e2e/publishing.ts.
 */
export async function underWorker(page: Page, url: string, poll: PollOptions = {}): Promise<void> {
  await page.goto(url);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? ''), poll).toContain('?build=');
}

/**
 * Reads `url` once under the worker (in a new tab, as live.spec.ts does), sees `title` (when given) and waits
 * until the worker's copy is stored (and holds the title).
 */
export async function readOnce(context: BrowserContext, url: string, title?: string, poll: PollOptions = {}): Promise<void> {
  const reader = await context.newPage();
  await reader.goto(url);
  if (title) await expect(reader.locator('h1')).toHaveText(title, { timeout: poll.timeout });
  await expect.poll(() => reader.evaluate(async (u) => (await caches.match(u))?.text() ?? null, url), poll).toContain(title ?? '<');
  await reader.close();
}
