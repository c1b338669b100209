// A queued full build against the in-process one (issue #39, D-421): `npm run bench -- publish --sizes N --queue`.
// Over the seeded store of N articles, pairs of cold full builds by the CLI, each into a new output: one on the
// job's own render threads (one per core), one with `--queue` and two `npm run render-worker` processes of one
// render thread each (the same cores), over a throwaway redis-server; the pairs' order alternates, so the
// machine's drift falls on both. The workers are started, and have loaded the build, before their build starts
// (deployed, they wait for builds); the job's threads load it within the build. Prints pages/s of each, their
// ratio by pair (goal ≥ 0.9), and the queue's own cost per batch: after each queued build, batches of 16 pages
// sent one at a time to its idle workers, their round trip less the workers' time (prerender/queuePool.ts).
import { spawn, type ChildProcess } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { mkdtempSync, rmSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { startContentServer } from '../services/server';
import { startLivescoreServer } from '../services/livescore/server';
import { jobNodeArgs } from '../prerender/nodeFlags';
import { plainLines } from '../config/log';
import { startRedis } from '../testing/redisServer';
import { startQueuePool } from '../prerender/queuePool';
import { buildIdOf } from '../prerender/buildFiles';
import { SITES } from '../domain/sites';
import { median, summary } from './stats';
import { children, cleanupSync, DIR, DIST_DIR, fullBuild, lines, onSignal, prepareStore, scratch, stopChild } from './publish';

const GOAL_RATIO = 0.9;
const WORKERS = 2;

/** A render worker for builds into `outDir`, resolved once its thread has loaded the build. */
async function renderWorker(o: { outDir: string; apiUrl: string; redisUrl: string }): Promise<ChildProcess> {
  const env = {
    ...process.env,
    OUT_DIR: o.outDir,
    CONTENT_API_URL: o.apiUrl,
    REDIS_URL: o.redisUrl,
    DIST_DIR,
    PRERENDER_THREADS: '1',
    LOG_LEVEL: 'info',
    LOG_FORMAT: 'json',
  };
  const child = spawn(process.execPath, jobNodeArgs('prerender/render-worker-main.ts'), { env, stdio: ['ignore', 'pipe', 'inherit'] });
  children.add(child);
  await new Promise<void>((resolve, reject) => {
    lines(child.stdout!, (raw) => {
      const line = plainLines(raw);
      if (line.startsWith('taking batches')) resolve();
      else if (!line.startsWith('took batch') && line.trim()) console.log(`    | worker: ${line}`);
    });
    child.once('exit', (code) => reject(new Error(`a render worker exited with ${code}`)));
  });
  return child;
}

/** Batches the overhead probe sends, one at a time, and pages in each (the publisher's message). */
const PROBES = 20;
const PROBE_PAGES = 16;

/**
 * The queue's own cost per batch: batches of 16 front pages sent one at a time to the idle render workers of the
 * build into `outDir` (staged beside it, as a build's pages are), the mean of (queued → answered) − the worker's time.
 */
async function probe(o: { outDir: string; apiUrl: string; redisUrl: string }): Promise<number> {
  const pool = await startQueuePool({ redisUrl: o.redisUrl, outDir: o.outDir, log: () => {} });
  try {
    const build = buildIdOf(DIST_DIR);
    for (let i = 0; i < PROBES; i++) {
      const tasks = Array.from({ length: PROBE_PAGES }, (_, k) => ({
        url: '/',
        site: 'main' as const,
        host: SITES.main.domain,
        contentApiUrl: o.apiUrl,
        distDir: DIST_DIR,
        build,
        dataGeneration: `probe.${i}`,
        file: join(o.outDir, 'queue-probe', `${i}-${k}`, 'index.html'),
      }));
      await pool.run(tasks, { name: 'renderMany' });
    }
    const s = pool.stats();
    return s.overheadMs / s.batches;
  } finally {
    await pool.destroy();
  }
}

export async function run(argv: string[]): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: { sizes: { type: 'string', default: '2000' }, queue: { type: 'boolean' }, 'full-runs': { type: 'string', default: '3' } },
  });
  const sizes = values.sizes.split(',').map(Number);
  const pairs = Number(values['full-runs']);
  if (sizes.some((n) => !Number.isInteger(n) || n <= 0) || !Number.isInteger(pairs) || pairs < 1) {
    throw new Error('usage: npm run bench -- publish --queue [--sizes 2000] [--full-runs 3]');
  }
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  process.on('exit', cleanupSync);
  const cores = Math.max(1, availableParallelism());
  console.log(
    `machine: ${cores} cores, load average ${loadavg()
      .map((x) => x.toFixed(2))
      .join(' ')} at start, node ${process.version}`,
  );
  const redis = await startRedis();
  const livescore = await startLivescoreServer({ port: 0, mediaDir: join(DIR, 'media') });
  process.env.LIVESCORE_API_URL = livescore.url;
  try {
    for (const size of sizes) {
      console.log(`\n== ${size} articles: queued full build (${WORKERS} render-worker processes, 1 thread each) against in-process (${cores} threads) ==`);
      const { work, mediaDir, note } = prepareStore(size);
      console.log(`store: ${note}`);
      const server = await startContentServer({ livescoreApiUrl: livescore.url, dbPath: work, mediaDir, port: 0 });
      const inProcess: number[] = [];
      const queued: number[] = [];
      const ratios: number[] = [];
      const overheads: number[] = [];
      try {
        for (let i = 0; i < pairs; i++) {
          const pair: Record<'in' | 'queued', number> = { in: 0, queued: 0 };
          for (const kind of i % 2 ? (['queued', 'in'] as const) : (['in', 'queued'] as const)) {
            const outDir = mkdtempSync(join(DIR, `queue-out-${size}-`));
            scratch.add(outDir);
            // Each output gone once measured: at 100k one is about 11 GB, and a run of three pairs kept six.
            const done = () => {
              rmSync(outDir, { recursive: true, force: true });
              scratch.delete(outDir);
            };
            if (kind === 'in') {
              const r = await fullBuild(server.url, outDir);
              pair.in = r.pages / r.wall;
              console.log(`in-process ${i + 1}: ${r.pages} pages in ${r.wall.toFixed(1)} s = ${pair.in.toFixed(0)} pages/s`);
              done();
              continue;
            }
            const workers = await Promise.all(Array.from({ length: WORKERS }, () => renderWorker({ outDir, apiUrl: server.url, redisUrl: redis.url })));
            try {
              const r = await fullBuild(server.url, outDir, [], { args: ['--queue'], env: { REDIS_URL: redis.url } });
              pair.queued = r.pages / r.wall;
              const overhead = await probe({ outDir, apiUrl: server.url, redisUrl: redis.url });
              overheads.push(overhead);
              console.log(
                `queued ${i + 1}:     ${r.pages} pages in ${r.wall.toFixed(1)} s = ${pair.queued.toFixed(0)} pages/s; the job's ${r.queue ?? 'no queue line'}; ` +
                  `${PROBES} batches one at a time to the idle workers: ${overhead.toFixed(1)} ms each beyond the worker's time`,
              );
            } finally {
              for (const w of workers) await stopChild(w);
              done();
            }
          }
          inProcess.push(pair.in);
          queued.push(pair.queued);
          ratios.push(pair.queued / pair.in);
        }
      } finally {
        await server.close();
      }
      const ratio = median(ratios);
      console.log(`pages/s, median [range] of ${pairs}: in-process ${summary(inProcess, 0)}, queued ${summary(queued, 0)}`);
      console.log(
        `queued / in-process by pair: ${summary(ratios, 2)} (goal ≥ ${GOAL_RATIO}: ${ratio >= GOAL_RATIO ? 'met' : 'not met'}); ` +
          `the queue's own cost per batch (one at a time, idle workers: round trip less the worker's time): ${summary(overheads, 1)} ms`,
      );
    }
  } finally {
    await livescore.close();
    await redis.stop();
    cleanupSync();
  }
}
