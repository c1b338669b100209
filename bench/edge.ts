// `npm run bench -- edge`: the Node origin against nginx over the same static output. Seeds a small store,
// builds it in full into a temp folder, then with autocannon (its CLI, in its own process) at 50 and 200
// connections, 3 runs each, interleaved: one article page (as a browser asks: brotli), its revalidation (If-None-Match → 304),
// and the live layer's version poll (/api/articles/{slug}/version, proxied to the content API). The origin
// runs in its own process and nginx with one worker, so each server has one core. Prints medians and
// ranges; nothing is asserted. `npm run bench -- edge article revalidation` runs only the scenarios named.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RouteRule } from '../domain/types';
import { startNginx } from '../testing/nginx';
import { freePort } from '../scripts/freePort';
import { waitFor } from '../scripts/waitFor';
import { builtSite } from './builtSite';
import { autocannonProcess } from './autocannonProcess';
import { median, summary } from './stats';
import { worldSecrets } from '../testing/world/secrets';

const ARTICLES = 300;
const RUNS = 3;
const DURATION_S = 4;
const CONNECTIONS = [50, 200];
const HOST = 'hirter.hu';
/** The live layer polls an open article every 15 s (live/scheduler.ts). */
const POLL_EVERY_S = 15;

interface Load {
  rps: number;
  p99: number;
  statuses: string;
}

/** One autocannon run in its own process (so it does not share a core with a server here). */
async function autocannon(url: string, connections: number, headers: Record<string, string>): Promise<Load> {
  const r = await autocannonProcess([
    '-c',
    String(connections),
    '-d',
    String(DURATION_S),
    ...Object.entries(headers).flatMap(([k, v]) => ['-H', `${k}=${v}`]),
    url,
  ]);
  return { rps: r.requests.average, p99: r.latency.p99, statuses: `2xx ${r['2xx']}, other ${r.non2xx}, errors ${r.errors + r.timeouts}` };
}

/** An article page of the output: its path, slug and file. */
function anArticle(outDir: string): { path: string; slug: string } {
  const root = join(outDir, HOST);
  for (const e of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!e.isFile() || e.name !== 'index.html') continue;
    const rel = join(e.parentPath, e.name).slice(root.length);
    const m = /^(\/[^/]+\/\d{4}\/\d{2}\/\d{2}\/([^/]+))\/index\.html$/.exec(rel);
    if (m) return { path: m[1]!, slug: m[2]! };
  }
  throw new Error(`no article page under ${root}`);
}

export async function startOriginProcess(outDir: string, contentApiUrl: string): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/origin-main.ts'], {
    env: { ...process.env, OUT_DIR: outDir, CONTENT_API_URL: contentApiUrl, ORIGIN_PORT: String(port), RENDER_URL: 'http://127.0.0.1:9' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/builds/latest.json`, { timeoutMs: 20_000 });
  return { url, child };
}

/** `only`: the scenarios to run, by key (article, revalidation, poll); all when empty. */
export async function run(only: string[] = []): Promise<void> {
  worldSecrets();
  const dir = mkdtempSync(join(tmpdir(), 'bench-edge-'));
  const stops: (() => Promise<unknown> | void)[] = [() => rmSync(dir, { recursive: true, force: true })];
  try {
    const { outDir, api, pages, seconds } = await builtSite(dir, ARTICLES, stops);
    console.log(`edge: ${ARTICLES} articles seeded, ${pages} pages built in ${seconds.toFixed(1)} s`);

    const origin = await startOriginProcess(outDir, api.url);
    stops.push(() => void origin.child.kill('SIGTERM'));
    const serverRules = (await (await fetch(`${api.url}/api/route-rules`)).json()) as RouteRule[];
    const nginx = await startNginx({ outDir, contentApiUrl: api.url, serverRules });
    stops.push(() => nginx.stop());

    const article = anArticle(outDir);
    // What every current browser sends; a page has only a brotli copy (D-404), gzip would be made per request.
    const browser = { host: HOST, 'accept-encoding': 'gzip, deflate, br, zstd' };
    const etags: Record<string, string> = {};
    for (const [name, base] of [
      ['origin', origin.url],
      ['nginx', nginx.url],
    ] as const) {
      const res = await fetch(`${base}${article.path}`, { headers: browser });
      await res.arrayBuffer();
      etags[name] = res.headers.get('etag') ?? '';
      console.log(`edge: ${name} ${article.path} → ${res.status}, ${res.headers.get('content-encoding')}, ETag ${etags[name]}`);
    }
    console.log(`edge: both servers answer the same ETag: ${etags.origin === etags.nginx ? 'yes' : 'NO'}`);

    const scenarios = [
      { key: 'article', name: 'article page (brotli)', path: article.path, headers: (_: string) => browser, goal: ' (goal ≥ 0.8)' },
      {
        key: 'revalidation',
        name: '304 revalidation (If-None-Match)',
        path: article.path,
        headers: (s: string) => ({ ...browser, 'if-none-match': etags[s]! }),
      },
      {
        key: 'poll',
        name: `version poll /api/articles/${article.slug}/version`,
        path: `/api/articles/${article.slug}/version`,
        headers: (_: string) => ({ host: HOST }),
      },
    ];
    for (const sc of scenarios.filter((s) => only.length === 0 || only.includes(s.key))) {
      for (const c of CONNECTIONS) {
        const o: Load[] = [];
        const n: Load[] = [];
        for (let i = 0; i < RUNS; i++) {
          o.push(await autocannon(`${origin.url}${sc.path}`, c, sc.headers('origin')));
          n.push(await autocannon(`${nginx.url}${sc.path}`, c, sc.headers('nginx')));
        }
        const ratio = o.map((x, i) => x.rps / n[i]!.rps);
        console.log(`\n${sc.name}, ${c} connections, ${RUNS} runs of ${DURATION_S} s`);
        console.log(
          `  origin: ${summary(
            o.map((x) => x.rps),
            0,
          )} req/s, p99 ${summary(
            o.map((x) => x.p99),
            0,
          )} ms (${o[0]!.statuses})`,
        );
        console.log(
          `  nginx:  ${summary(
            n.map((x) => x.rps),
            0,
          )} req/s, p99 ${summary(
            n.map((x) => x.p99),
            0,
          )} ms (${n[0]!.statuses})`,
        );
        console.log(`  origin/nginx: ${summary(ratio, 2)}${sc.goal ?? ''}`);
        if (sc.path.startsWith('/api/')) {
          const readers = (x: Load[]) => Math.round(median(x.map((l) => l.rps)) * POLL_EVERY_S).toLocaleString('en');
          console.log(
            `  readers at one poll per ${POLL_EVERY_S} s: ${readers(o)} through the origin, ${readers(n)} through nginx (the content API's one core answers both)`,
          );
        }
      }
    }
  } finally {
    for (const stop of stops.reverse()) await stop();
  }
}
