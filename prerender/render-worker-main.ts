// `npm run render-worker`: a render worker of queued full builds (D-416), any number of them on any machine that
// reaches Redis (REDIS_URL), the content API (CONTENT_API_URL) and the output folder (OUT_DIR), with the job's
// build (DIST_DIR). It renders on PRERENDER_THREADS threads of its own; no listener (like the job, D-196,
// D-419): a worker that dies is seen by the others, which render its batch again.
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { commandLine, serverUsage } from '../config/commandLine';
import { PAGE_RENDER_SETTINGS, loadSettings } from '../config/settings';
import { serviceLogger } from '../config/log';
import { exitOnSignal } from '../config/shutdown';
import { buildExists } from './options';
import { buildIdOf } from './buildFiles';
import { startRenderPool } from './renderPool';
import { NO_REDIS_URL } from './renderQueue';
import { startRenderQueueWorker } from './renderQueueWorker';

const NAMES = ['REDIS_URL', 'OUT_DIR', 'DIST_DIR', 'CONTENT_API_URL', 'PRERENDER_THREADS', 'RENDER_QUEUE_LOCK_MS', ...PAGE_RENDER_SETTINGS] as const;
commandLine({
  usage: serverUsage('npm run render-worker', 'A render worker: renders the batches of queued full builds (npm run prerender -- --full --queue).', NAMES),
  help: 'npm run render-worker -- --help',
});
const s = loadSettings(NAMES);
if (!s.REDIS_URL) {
  console.error(NO_REDIS_URL);
  process.exit(2);
}
const distDir = resolve(s.DIST_DIR);
if (!buildExists(distDir)) {
  console.error(`no build in ${distDir}: run 'npm run build' first`);
  process.exit(2);
}
const logger = serviceLogger('render-worker');
const threads = s.PRERENDER_THREADS ?? Math.max(1, availableParallelism());
const pool = startRenderPool(distDir, threads);
const own = { outDir: resolve(s.OUT_DIR), distDir, contentApiUrl: s.CONTENT_API_URL, build: buildIdOf(distDir) };
const worker = startRenderQueueWorker({ redisUrl: s.REDIS_URL, own, pool, concurrency: 2 * threads, lockMs: s.RENDER_QUEUE_LOCK_MS, logger });
logger.info({ threads, build: own.build, outDir: own.outDir }, `taking batches with ${threads} render threads`);
// The batches in hand are answered first: a stop loses nothing, and one that takes too long is seen as a
// dead worker's by the others.
exitOnSignal(
  'render-worker',
  async () => {
    await worker.close();
    await pool.destroy();
  },
  30_000,
);
