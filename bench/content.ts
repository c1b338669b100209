// Content API under load: seeds 100k articles, then measures by-slug, a section list page, a filtered
// search and the typeahead with autocannon on 127.0.0.1, each against a no-op endpoint of the same server
// measured in the same run (the baseline: what HTTP alone costs on this machine right now).
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';
import { seedStore } from '../content/seed/seed';
import { median, summary } from './stats';
import { measureLatency } from './latency';
import { waitFor } from '../scripts/waitFor';
import { freePort } from '../scripts/freePort';

const DIR = join('bench', '.data');
const RUNS = 3;

interface Scenario {
  name: string;
  paths: string[];
  /** Goal for p99 in ms at one connection, when the issue names one. */
  goalP99?: number;
}

async function load(url: string, paths: string[], connections: number, duration: number) {
  let i = 0;
  const result = await autocannon({
    url,
    connections,
    duration,
    requests: [{ setupRequest: (req) => ({ ...req, path: paths[i++ % paths.length] }) }],
  });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${paths[0]}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { p50: result.latency.p50, p99: result.latency.p99, rps: result.requests.average };
}

export async function run(argv: string[]): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: { articles: { type: 'string', default: '100000' }, reuse: { type: 'boolean' }, duration: { type: 'string', default: '5' } },
  });
  const articles = Number(values.articles);
  const duration = Number(values.duration);
  mkdirSync(DIR, { recursive: true });
  const dbPath = join(DIR, `content-${articles}.db`);
  const mediaDir = join(DIR, 'media');

  if (!values.reuse || !existsSync(dbPath)) {
    const started = performance.now();
    const report = seedStore({ articles, seed: 1, now: Math.floor(Date.now() / 3_600_000) * 3600, dbPath, mediaDir });
    const secs = (performance.now() - started) / 1000;
    console.log(
      `seed: ${report.articles} articles + ${report.posts} live-blog posts in ${secs.toFixed(1)} s (goal for 100k: < 120 s; ratio ${(secs / 120).toFixed(2)})`,
    );
  }

  const db = new Database(dbPath, { readonly: true });
  const slugs = (db.prepare('SELECT slug FROM articles WHERE visible = 1 ORDER BY random() LIMIT 2000').all() as { slug: string }[]).map((r) => r.slug);
  db.close();
  const terms = ['kozgyules', 'kormány', 'forint', 'budapest', 'választás', 'infláció', 'meccs', 'kolozsvár', 'egyetem', 'árvíz'];
  const prefixes = ['koz', 'korm', 'for', 'buda', 'val', 'inf', 'mec', 'kolo', 'egy', 'arv'];
  const scenarios: Scenario[] = [
    { name: 'baseline /api/health', paths: ['/api/health'] },
    { name: 'article by slug', paths: slugs.map((s) => `/api/articles/${s}`), goalP99: 5 },
    { name: 'section list page', paths: Array.from({ length: 50 }, (_, i) => `/api/articles?filters[mstag]=belfold&page=${i + 1}`) },
    {
      name: 'filtered search',
      paths: terms.map(
        (t) => `/api/search?term=${encodeURIComponent(t)}&filters=${encodeURIComponent(JSON.stringify({ superTags: ['belfold', 'gazdasag'] }))}&sites=main`,
      ),
      goalP99: 50,
    },
    { name: 'typeahead', paths: prefixes.map((p) => `/api/search/articles?limit=5&term=${p}`) },
  ];

  const port = await freePort();
  const server = spawn(process.execPath, ['--import', 'tsx', 'content/main.ts'], {
    env: { ...process.env, CONTENT_DB: dbPath, MEDIA_DIR: mediaDir, CONTENT_API_URL: `http://127.0.0.1:${port}` },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${url}/api/health`);
    // Warm the page cache and the JIT before measuring.
    await load(
      url,
      scenarios.flatMap((s) => s.paths.slice(0, 20)),
      4,
      2,
    );
    const rows: string[] = [];
    const baseline: { rps: number[]; p99: number[] } = { rps: [], p99: [] };
    for (const s of scenarios) {
      const single: { p50: number; p99: number }[] = [];
      const loaded: { rps: number; p99: number }[] = [];
      for (let r = 0; r < RUNS; r++) {
        single.push(await measureLatency(url, s.paths, duration));
        loaded.push(await load(url, s.paths, 10, duration));
      }
      const p99 = single.map((x) => x.p99);
      const rps = loaded.map((x) => x.rps);
      if (s.name.startsWith('baseline')) {
        baseline.rps = rps;
        baseline.p99 = p99;
      }
      const goal = s.goalP99 ? `${(median(p99) / s.goalP99).toFixed(2)} of the ${s.goalP99} ms goal` : '–';
      rows.push(
        [
          s.name.padEnd(22),
          `p50 ${summary(
            single.map((x) => x.p50),
            2,
          )} ms`.padEnd(28),
          `p99 ${summary(p99, 2)} ms`.padEnd(28),
          `${summary(rps, 0)} req/s @10`.padEnd(34),
          `p99@10 ${summary(
            loaded.map((x) => x.p99),
            0,
          )} ms`.padEnd(26),
          `rps ×${(median(rps) / median(baseline.rps)).toFixed(2)} of baseline`.padEnd(26),
          `p99 goal: ${goal}`,
        ].join(' '),
      );
      console.log(rows[rows.length - 1]);
    }
    console.log(
      `\n${RUNS} runs of ${duration} s each; latency (p50/p99) at 1 connection with µs resolution; req/s and p99@10 from autocannon at 10 connections; median [min–max].`,
    );
  } finally {
    server.kill('SIGTERM');
  }
}
