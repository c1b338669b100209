// `npm run prerender -- --full [--queue] | --incremental`: one publishing run; exits non-zero when nothing could be
// published (the last good output stays). It waits for the publisher's lock (D-407) up to CLI_LOCK_WAIT_MS.
import { commandLine, errorLine } from '../config/commandLine';
import { buildExists, defaultJobOptions } from './options';
import { startRenderPool } from './renderPool';
import { serviceLogger } from '../config/log';
import { jobLog, logQueue, logRun, logRunFailed } from './runLog';
import { loadSettings } from '../config/settings';
import { lockForRun, openPublisherLock } from './publisherLock';

const USAGE = `Usage: npm run prerender -- --full [--queue] | --incremental
One publishing run over the build (npm run build first):
  --full          every page again
  --queue         with --full: the pages rendered by render workers (npm run render-worker) through the
                  render queue in REDIS_URL, not by this process's threads
  --incremental   what changed since the last run
Its settings (OUT_DIR, CONTENT_API_URL, PRERENDER_THREADS…) are environment variables: README "setting (env)".`;
const HELP = 'npm run prerender -- --help';
const { values } = commandLine({
  usage: USAGE,
  help: HELP,
  options: { full: { type: 'boolean' }, incremental: { type: 'boolean' }, queue: { type: 'boolean' } },
});
if (values.full === values.incremental) {
  console.error(errorLine('exactly one of --full and --incremental', HELP));
  process.exit(2);
}
if (values.queue && !values.full) {
  console.error(errorLine('--queue goes with --full', HELP));
  process.exit(2);
}
const opts = defaultJobOptions();
const { REDIS_URL } = loadSettings(['REDIS_URL']);
if (values.queue && !REDIS_URL) {
  console.error((await import('./renderQueue')).NO_REDIS_URL);
  process.exit(2);
}
if (!buildExists(opts.distDir)) {
  console.error(`no build in ${opts.distDir}: run 'npm run build' first`);
  process.exit(2);
}
const logger = serviceLogger('prerender');
// The render threads load the build (~0.4 s) while this thread loads the job's own code; with --queue the
// render workers have loaded it already, and this process renders nothing.
const pool = values.queue
  ? await (await import('./queuePool')).startQueuePool({ redisUrl: REDIS_URL, outDir: opts.outDir, log: jobLog(logger) })
  : startRenderPool(opts.distDir, opts.threads);
const { PrerenderJob } = await import('./job');
const job = new PrerenderJob({ ...opts, pool, log: jobLog(logger) });
const kind = values.full ? 'full' : 'incremental';
const lock = await openPublisherLock({ outDir: opts.outDir, redisUrl: REDIS_URL, log: jobLog(logger) });
try {
  const refused = await lockForRun(lock, { outDir: opts.outDir, log: (line) => logger.info(line) });
  if (refused === null) {
    const r = values.full ? await job.full() : await job.incremental();
    logRun(logger, kind, r);
    if ('stats' in pool) logQueue(logger, pool.stats());
  } else {
    console.error(refused);
    process.exitCode = 1;
  }
} catch (err) {
  logRunFailed(logger, kind, err);
  process.exitCode = 1;
} finally {
  await job.close();
  await lock.close();
}
