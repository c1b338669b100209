// A content API that takes every connection and never answers (a process stuck in a long query, a lock, a full
// disk), with every server that forwards the live layer's polls to it in front: the render server, the origin,
// the preview and nginx on the generated conf (where it is installed), all on one POLL_TIMEOUT_MS. The test that
// each answers 504 alike sets it small; the bench that times the answer keeps the default.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, request, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLogger } from '../config/log';
import { startOrigin } from '../server/origin';
import { startPreviewServer } from '../server/preview/server';
import { startRenderServer } from '../server/ssr';
import type { RenderFn } from '../server/render';
import { NGINX, startNginx } from './nginx';

export type EdgeServer = 'render' | 'origin' | 'preview' | 'nginx';

export interface HungEdge {
  /** Each server's address (nginx only where it is installed). */
  servers: Partial<Record<EdgeServer, string>>;
  /** The paths the hung upstream was asked, in order. */
  asked(): string[];
  close(): Promise<void>;
}

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** One request to `base`, with the main site's Host; resolves when the whole answer came. */
export function askEdge(base: string, path: string, o: { method?: string; body?: string; headers?: Record<string, string> } = {}): Promise<Answer> {
  const url = new URL(path, base);
  return new Promise((resolve, reject) => {
    const req = request(
      { host: url.hostname, port: url.port, path: `${url.pathname}${url.search}`, method: o.method ?? 'GET', headers: { host: 'hirter.hu', ...o.headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', reject);
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
      },
    );
    req.on('error', reject);
    req.end(o.body);
  });
}

/** No page is rendered here: only the forwarding is asked. */
const noRender: RenderFn = async () => null;

export async function startHungEdge(o: { pollTimeoutMs?: number } = {}): Promise<HungEdge> {
  const asked: string[] = [];
  const sockets = new Set<Socket>();
  // Reads the request and never writes a byte back.
  const upstream = createServer((req) => {
    asked.push(req.url ?? '');
    req.resume();
  });
  upstream.on('connection', (s) => {
    sockets.add(s);
    s.once('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const contentApiUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  const outDir = mkdtempSync(join(tmpdir(), 'hung-edge-'));
  const stops: (() => Promise<void>)[] = [];
  const close = async () => {
    // The hung calls end first: a server stopping gracefully would wait for them.
    for (const s of sockets) s.destroy();
    for (const stop of stops.reverse()) await stop().catch(() => {});
    await new Promise<void>((resolve) => upstream.close(() => resolve()));
    rmSync(outDir, { recursive: true, force: true });
  };
  try {
    const timeout = o.pollTimeoutMs === undefined ? {} : { pollTimeoutMs: o.pollTimeoutMs };
    // Every answer here is a 504, which the access log writes as an error line: nothing worth reading.
    const quiet = { log: () => {}, logger: createLogger({ level: 'silent' }) };
    const render = await startRenderServer({ contentApiUrl, render: noRender, port: 0, ...quiet, ...timeout });
    stops.push(() => render.close());
    const origin = await startOrigin({ outDir, contentApiUrl, port: 0, ...quiet, ...timeout });
    stops.push(() => origin.close());
    const preview = await startPreviewServer({ contentApiUrl, render: noRender, port: 0, ...quiet, ...timeout });
    stops.push(() => preview.close());
    const servers: HungEdge['servers'] = { render: render.url, origin: origin.url, preview: preview.url };
    if (existsSync(NGINX)) {
      const nginx = await startNginx({ outDir, contentApiUrl, serverRules: [], ...timeout });
      stops.push(() => nginx.stop());
      servers.nginx = nginx.url;
    }
    return { servers, asked: () => [...asked], close };
  } catch (err) {
    await close();
    throw err;
  }
}
