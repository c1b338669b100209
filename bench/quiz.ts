// `npm run bench -- quiz [runs]`: issue #33's probe against the quiz service on the content API's listener.
// Seeds a small store, starts the content service in its own process, and measures the live layer's version
// poll (`/api/articles/{slug}/version`, one connection, µs resolution) idle and while 20 connections (autocannon's
// CLI, in a process of its own) ask: `/api/health` (what any such load costs), the quiz the probe's 5.7 KB aliased
// query, the quiz the heaviest document its limits allow (D-309). Each run measures all four in turn; prints the
// medians and ranges of the poll's p50 and p95, its p95 against the idle one of the same run, and what the load
// was answered. Nothing is asserted.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { seedStore } from '../services/seed/seed';
import { SEED_QUIZ_IDS, seedQuizzes } from '../services/seed/quizzes';
import { servicePaths } from '../services/paths';
import { HEAVIEST_ALLOWED_QUERY, PROBE_QUERY } from '../services/quiz/testing';
import { QUIZ_API_PREFIX } from '../domain/quiz';
import { freePort } from '../scripts/freePort';
import { waitFor } from '../scripts/waitFor';
import { autocannonProcess } from './autocannonProcess';
import { measureLatency, type Latency } from './latency';
import { median, summary } from './stats';

const ARTICLES = 300;
const CONNECTIONS = 20;
const MEASURE_S = 4;

/** autocannon in its own process for `seconds`: GETs of `path`, or `body` POSTed to the quiz; its statuses when it ends. */
async function load(base: string, target: { path: string } | { body: string }, seconds: number): Promise<string> {
  const request =
    'body' in target
      ? ['-m', 'POST', '-H', 'content-type=application/json', '-H', 'accept=application/graphql-response+json', '-b', target.body, `${base}${QUIZ_API_PREFIX}`]
      : [`${base}${target.path}`];
  const r = await autocannonProcess(['-c', String(CONNECTIONS), '-d', String(seconds), ...request]);
  return `${Math.round(r.requests.average)} req/s: 2xx ${r['2xx']}, 4xx ${r['4xx']}, 5xx ${r['5xx']}, errors ${r.errors + r.timeouts}`;
}

/** The poll measured while the load runs: it starts a second in (the connections open) and ends before it. */
async function underLoad(base: string, poll: string, target: { path: string } | { body: string }): Promise<{ latency: Latency; answered: string }> {
  const loaded = load(base, target, MEASURE_S + 2);
  await new Promise((r) => setTimeout(r, 1000));
  const latency = await measureLatency(base, [poll], MEASURE_S);
  return { latency, answered: await loaded };
}

export async function run(argv: string[]): Promise<void> {
  const runs = Math.max(1, Number(argv[0] ?? 3));
  const dir = mkdtempSync(join(tmpdir(), 'bench-quiz-'));
  const dbPath = join(dir, 'content.db');
  const nowS = Math.floor(Date.now() / 3_600_000) * 3600;
  seedStore({ articles: ARTICLES, seed: 1, now: nowS, dbPath, mediaDir: join(dir, 'media') });
  seedQuizzes(servicePaths(dbPath).quizDb, nowS);
  const db = new Database(dbPath, { readonly: true });
  const slug = (db.prepare('SELECT slug FROM articles WHERE visible = 1 ORDER BY pub_date DESC LIMIT 1').get() as { slug: string }).slug;
  db.close();
  const poll = `/api/articles/${encodeURIComponent(slug)}/version`;
  const variables = { quizId: SEED_QUIZ_IDS.knowledge };
  const loads = {
    health: { path: '/api/health' },
    probe: { body: JSON.stringify({ query: PROBE_QUERY, variables }) },
    heaviest: { body: JSON.stringify({ query: HEAVIEST_ALLOWED_QUERY, variables }) },
  };
  const LOADS = ['health', 'probe', 'heaviest'] as const;

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['--import', 'tsx', 'services/main.ts'], {
    env: {
      ...process.env,
      CONTENT_DB: dbPath,
      MEDIA_DIR: join(dir, 'media'),
      CONTENT_API_URL: base,
      LIVESCORE_API_URL: `http://127.0.0.1:${await freePort()}`,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitFor(`${base}/api/health`);
    // Warm the JIT and the quiz's document cache.
    await measureLatency(base, [poll], 1);
    await load(base, loads.heaviest, 1);
    const rows = { idle: [] as Latency[], health: [] as Latency[], probe: [] as Latency[], heaviest: [] as Latency[] };
    const answered = { health: [] as string[], probe: [] as string[], heaviest: [] as string[] };
    for (let r = 0; r < runs; r++) {
      rows.idle.push(await measureLatency(base, [poll], MEASURE_S));
      for (const name of LOADS) {
        const m = await underLoad(base, poll, loads[name]);
        rows[name].push(m.latency);
        answered[name].push(m.answered);
      }
    }
    const idleP95 = rows.idle.map((x) => x.p95);
    const label = {
      idle: 'version poll, idle',
      health: `… ${CONNECTIONS} conns of /api/health`,
      probe: `… ${CONNECTIONS} conns of the probe (${PROBE_QUERY.length} bytes)`,
      heaviest: `… ${CONNECTIONS} conns of the heaviest allowed`,
    };
    console.log(`\nquiz: the version poll (${slug}) at 1 connection, ${runs} runs of ${MEASURE_S} s; median [min–max] in ms`);
    for (const name of ['idle', ...LOADS] as const) {
      const p95 = rows[name].map((x) => x.p95);
      const ratio = p95.map((x, i) => x / idleP95[i]!);
      console.log(
        [
          label[name].padEnd(42),
          `p50 ${summary(rows[name].map((x) => x.p50))}`.padEnd(26),
          `p95 ${summary(p95)}`.padEnd(28),
          name === 'idle' ? '' : `p95 ×${summary(ratio, 1)} of idle`,
        ].join(' '),
      );
      if (name !== 'idle') for (const a of answered[name]) console.log(`${''.padEnd(43)}the load: ${a}`);
    }
    console.log(`polls measured per run: ${rows.idle.map((x) => x.count).join(', ')} idle; median p95 idle ${median(idleP95).toFixed(2)} ms`);
  } finally {
    server.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  }
}
