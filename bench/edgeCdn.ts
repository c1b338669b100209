// `npm run bench -- edge --cdn`: Varnish as the CDN in front of the origin (issue #39, D-410 to D-415). Seeds a
// store, builds it in full, starts the origin in its own process, Varnish on the generated VCL in front of it and
// the cron daemon (one tick a second by default) purging it. Then, in each of `--runs` runs:
// 1. edit → the new page, `--edits` times: an article's page is kept at the edge first, its title is edited at a
//    random moment of the tick (bench/publish.ts's edit), and the page is asked every 5 ms of the origin and of
//    Varnish at once until each answers with the new title: p50/p95 of each, and their ratio, in the same run;
// 2. a replayed read mix for `--seconds` with an edit every `--edit-every` s: front pages 10 %, first list pages
//    15 %, article pages 55 % (Zipf over up to 1,000 articles: news traffic piles onto a few), version polls 20 % (of
//    the 20 most read), over `--connections` keep-alive connections; Varnish's hit ratio by its X-Cache, the origin's
//    requests/s behind it (varnishstat's backend requests, its health probes included), and the same mix's
//    requests/s straight at the origin, where every request is the origin's.
// Prints medians and ranges; nothing is asserted.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { jobNodeArgs } from '../prerender/nodeFlags';
import { CACHE_STATUS_HEADER } from '../prerender/varnish';
import { SITES } from '../domain/sites';
import { createRng } from '../lib/rng';
import { startVarnish } from '../testing/varnish';
import { worldSecrets } from '../testing/world/secrets';
import { builtSite } from './builtSite';
import { articleTargets, edit, type Target } from './publish';
import { startOriginProcess } from './edge';
import { percentile } from './publish/percentile';
import { summary } from './stats';

const GOAL_P95_S = 1.5;
const GOAL_RATIO = 1.2;
const GOAL_HIT_RATIO = 0.98;
const EDIT_CEILING_MS = 60_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Answer {
  status: number;
  cache: string | undefined;
  body: string;
}

const agent = new Agent({ keepAlive: true, maxSockets: 256 });

function get(base: string, host: string, path: string, encoding = 'identity'): Promise<Answer> {
  const u = new URL(base);
  return new Promise((resolve, reject) => {
    const req = request({ host: u.hostname, port: u.port, path, agent, headers: { host, 'accept-encoding': encoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, cache: res.headers[CACHE_STATUS_HEADER] as string | undefined, body: Buffer.concat(chunks).toString() }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** The time `path` on `base` first answers with `title`, asked every 5 ms (bench/publish.ts polls a file the same way). */
async function servedAt(base: string, t: Target, title: string): Promise<number> {
  const end = performance.now() + EDIT_CEILING_MS;
  while (performance.now() < end) {
    if ((await get(base, SITES[t.site].domain, t.path)).body.includes(title)) return performance.now();
    await sleep(5);
  }
  throw new Error(`${base}${t.path} did not answer with '${title}' within ${EDIT_CEILING_MS / 1000} s`);
}

/** A Zipf draw (s = 1) over `n` ranks: index 0 the most read. */
function zipf(n: number, rng: () => number): () => number {
  const cum: number[] = [];
  let total = 0;
  for (let i = 0; i < n; i++) cum.push((total += 1 / (i + 1)));
  return () => {
    const x = rng() * total;
    let lo = 0;
    let hi = n - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cum[mid]! < x) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
}

function backendRequests(workDir: string): number {
  const r = spawnSync('varnishstat', ['-n', workDir, '-1', '-f', 'MAIN.backend_req'], { encoding: 'utf8' });
  return Number(/MAIN\.backend_req\s+(\d+)/.exec(r.stdout)?.[1] ?? NaN);
}

interface Mix {
  requests: number;
  hits: number;
  errors: number;
  seconds: number;
  edits: number;
}

/** The read mix against `base` for `seconds`, an edit every `editEvery` s (none when 0). */
async function readMix(
  base: string,
  o: { seconds: number; connections: number; editEvery: number; fronts: [string, string][]; lists: string[]; articles: Target[]; dbPath: string; seed: number },
): Promise<Mix> {
  const rng = createRng(o.seed);
  const article = zipf(o.articles.length, () => rng.next());
  const polled = o.articles.slice(0, 20);
  const pick = (): [string, string] => {
    const x = rng.next();
    if (x < 0.1) return rng.pick(o.fronts);
    if (x < 0.25) return ['hirter.hu', rng.pick(o.lists)];
    if (x < 0.8) {
      const t = o.articles[article()]!;
      return [SITES[t.site].domain, t.path];
    }
    return ['hirter.hu', `/api/articles/${rng.pick(polled).slug}/version`];
  };
  const out: Mix = { requests: 0, hits: 0, errors: 0, seconds: o.seconds, edits: 0 };
  const started = performance.now();
  const end = started + o.seconds * 1000;
  const editor = (async () => {
    if (!o.editEvery) return;
    for (let n = 0; performance.now() + o.editEvery * 1000 < end; n++) {
      await sleep(o.editEvery * 1000);
      edit(o.dbPath, { target: o.articles[article()]!, title: `Mix ${o.seed} edit ${n}` }, 'mix');
      out.edits++;
    }
  })();
  await Promise.all(
    Array.from({ length: o.connections }, async () => {
      while (performance.now() < end) {
        const [host, path] = pick();
        try {
          const a = await get(base, host, path, 'br');
          out.requests++;
          if (a.cache === 'HIT') out.hits++;
          if (a.status >= 500) out.errors++;
        } catch {
          out.errors++;
        }
      }
    }),
  );
  await editor;
  out.seconds = (performance.now() - started) / 1000;
  return out;
}

function lines(stream: NodeJS.ReadableStream, onLine: (line: string) => void): void {
  createInterface({ input: stream }).on('line', onLine);
}

export async function runCdn(argv: string[]): Promise<void> {
  const { values } = parseArgs({
    args: argv.filter((a) => a !== '--cdn'),
    options: {
      articles: { type: 'string', default: '1000' },
      edits: { type: 'string', default: '30' },
      tick: { type: 'string', default: '1' },
      seconds: { type: 'string', default: '60' },
      'edit-every': { type: 'string', default: '2' },
      runs: { type: 'string', default: '3' },
      connections: { type: 'string', default: '16' },
    },
  });
  const n = (k: keyof typeof values) => Number(values[k]);
  const tick = n('tick');
  worldSecrets();
  const dir = mkdtempSync(join(tmpdir(), 'bench-edge-cdn-'));
  const stops: (() => Promise<unknown> | void)[] = [() => rmSync(dir, { recursive: true, force: true })];
  const children: ChildProcess[] = [];
  try {
    const { dbPath, outDir, distDir, api, pages, seconds } = await builtSite(dir, n('articles'), stops);
    console.log(`edge --cdn: ${n('articles')} articles seeded, ${pages} pages built in ${seconds.toFixed(1)} s`);

    const origin = await startOriginProcess(outDir, api.url);
    stops.push(() => void origin.child.kill('SIGTERM'));
    const varnish = await startVarnish({ origins: [origin.url] });
    stops.push(() => varnish.stop());
    const cron = spawn(process.execPath, jobNodeArgs('prerender/cron-main.ts'), {
      env: {
        ...process.env,
        OUT_DIR: outDir,
        CONTENT_API_URL: api.url,
        DIST_DIR: distDir,
        PRERENDER_CRON: tick === 1 ? '* * * * * *' : `*/${tick} * * * * *`,
        CDN_PURGE_URL: varnish.url,
        LOG_LEVEL: 'debug',
        LOG_FORMAT: 'json',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(cron);
    stops.push(
      () =>
        new Promise<void>((resolve) => {
          if (cron.exitCode !== null || cron.signalCode !== null) return resolve();
          cron.once('exit', () => resolve());
          cron.kill('SIGTERM');
        }),
    );
    const cronNotes: string[] = [];
    const scheduled = new Promise<void>((resolve) =>
      lines(cron.stdout!, (line) => {
        if (line.includes('"msg":"scheduled"')) resolve();
        if (/CDN purge|fail/i.test(line)) cronNotes.push(line);
      }),
    );
    lines(cron.stderr!, (line) => cronNotes.push(line));
    await scheduled;

    const targets = articleTargets(dbPath);
    const listDir = join(outDir, 'hirter.hu', 'rovat');
    const lists = ['/legfrissebb', ...(existsSync(listDir) ? readdirSync(listDir).map((s) => `/rovat/${s}`) : [])];
    const fronts: [string, string][] = [
      ['hirter.hu', '/'],
      ['hirter.ro', '/'],
      ['hirter.hu', '/after'],
      ['hirter.hu', '/g7'],
    ];
    const rng = createRng(7);
    const results: {
      p50: number[];
      p95: number[];
      op50: number[];
      op95: number[];
      ratio: number[];
      hit: number[];
      backendRps: number[];
      readRps: number[];
      originRps: number[];
    } = {
      p50: [],
      p95: [],
      op50: [],
      op95: [],
      ratio: [],
      hit: [],
      backendRps: [],
      readRps: [],
      originRps: [],
    };
    for (let run = 0; run < n('runs'); run++) {
      // 1. Edit → page, at the origin and through Varnish, in the same run. One warm-up edit, not counted.
      const atOrigin: number[] = [];
      const atEdge: number[] = [];
      for (let i = 0; i <= n('edits'); i++) {
        const t = rng.pick(targets.slice(0, 1000));
        const host = SITES[t.site].domain;
        await get(varnish.url, host, t.path);
        await sleep(rng.next() * tick * 1000);
        const title = `Edge ${run} ${i} ${Date.now()}`;
        edit(dbPath, { target: t, title }, 'cdn');
        const t0 = performance.now();
        const [o, v] = await Promise.all([servedAt(origin.url, t, title), servedAt(varnish.url, t, title)]);
        if (i === 0) continue;
        atOrigin.push((o - t0) / 1000);
        atEdge.push((v - t0) / 1000);
      }
      results.p50.push(percentile(atEdge, 50));
      results.p95.push(percentile(atEdge, 95));
      results.op50.push(percentile(atOrigin, 50));
      results.op95.push(percentile(atOrigin, 95));
      results.ratio.push(percentile(atEdge, 95) / percentile(atOrigin, 95));
      console.log(
        `run ${run + 1}: edit → page (s), ${atEdge.length} edits: Varnish p50 ${percentile(atEdge, 50).toFixed(2)} p95 ${percentile(atEdge, 95).toFixed(2)}, ` +
          `origin p50 ${percentile(atOrigin, 50).toFixed(2)} p95 ${percentile(atOrigin, 95).toFixed(2)}`,
      );

      // 2. The read mix through Varnish, then the same mix straight at the origin.
      const mixOpts = {
        seconds: n('seconds'),
        connections: n('connections'),
        editEvery: n('edit-every'),
        fronts,
        lists,
        articles: targets.slice(0, 1000),
        dbPath,
      };
      const before = backendRequests(varnish.workDir);
      const through = await readMix(varnish.url, { ...mixOpts, seed: 100 + run });
      const behind = backendRequests(varnish.workDir) - before;
      const direct = await readMix(origin.url, { ...mixOpts, seed: 200 + run });
      results.hit.push(through.hits / through.requests);
      results.backendRps.push(behind / through.seconds);
      results.readRps.push(through.requests / through.seconds);
      results.originRps.push(direct.requests / direct.seconds);
      console.log(
        `run ${run + 1}: read mix ${through.seconds.toFixed(0)} s, ${through.edits} edits: through Varnish ${(through.requests / through.seconds).toFixed(0)} req/s, ` +
          `hit ratio ${((100 * through.hits) / through.requests).toFixed(2)} %, origin behind it ${(behind / through.seconds).toFixed(1)} req/s, 5xx/errors ${through.errors}; ` +
          `straight at the origin ${(direct.requests / direct.seconds).toFixed(0)} req/s (${direct.edits} edits, 5xx/errors ${direct.errors})`,
      );
    }
    console.log(`\n== edge --cdn: ${n('runs')} runs, median [range] ==`);
    console.log(`edit → page through Varnish, tick ${tick} s: p50 ${summary(results.p50)} s, p95 ${summary(results.p95)} s (goal ≤ ${GOAL_P95_S} s)`);
    console.log(`edit → page at the origin, same runs:   p50 ${summary(results.op50)} s, p95 ${summary(results.op95)} s`);
    console.log(`Varnish p95 / origin p95: ${summary(results.ratio)} (goal ≤ ${GOAL_RATIO})`);
    console.log(`hit ratio of the read mix: ${summary(results.hit.map((h) => 100 * h))} % (goal ≥ ${100 * GOAL_HIT_RATIO} %)`);
    console.log(
      `origin requests/s under the mix: behind Varnish ${summary(results.backendRps, 1)} (serving ${summary(results.readRps, 0)} req/s to readers); without Varnish ${summary(results.originRps, 0)} (every request)`,
    );
    if (cronNotes.length) console.log(`cron daemon said:\n  ${cronNotes.slice(0, 10).join('\n  ')}`);
  } finally {
    for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGTERM');
    for (const stop of stops.reverse()) await stop();
    agent.destroy();
  }
}
