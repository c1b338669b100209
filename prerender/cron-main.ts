// The publishing daemon of `npm start`: incremental runs on PRERENDER_CRON (default every 5 s), a full
// sweep at night, a slice of the deep list pages every minute; a full build first when there is no output yet.
// Each run is one structured log line with its figures (prerender/runLog.ts). It publishes only while it holds
// the publisher's lock (D-407): another daemon over the same output waits and takes over when this one dies.
import { loadSettings } from '../config/settings';
import { PrerenderJob, defaultJobOptions } from './job';
import { JOB_SETTINGS } from './options';
import { exitOnSignal } from '../config/shutdown';
import { schedule } from './schedule';
import { serviceLogger } from '../config/log';
import { jobLog, logRun, type RunKind } from './runLog';
import { commandLine, serverUsage } from '../config/commandLine';
import { openPublisherLock, whileHeld } from './publisherLock';

const NAMES = [...JOB_SETTINGS, 'PRERENDER_CRON', 'PRERENDER_SWEEP_PAGES', 'REDIS_URL'] as const;
commandLine({
  usage: serverUsage('npm run prerender:cron', 'The publishing daemon: incremental runs on PRERENDER_CRON, the deep-list sweep, a full build at night.', NAMES),
  help: 'npm run prerender:cron -- --help',
});
// Every setting of the daemon checked at once, before the first log line: each bad one is a line, then exit 2.
const settings = loadSettings(NAMES);
const logger = serviceLogger('prerender');
const log = jobLog(logger);
const opts = defaultJobOptions();
const job = new PrerenderJob({ ...opts, log });
const lock = await openPublisherLock({ outDir: opts.outDir, redisUrl: settings.REDIS_URL, log });
const held = whileHeld(lock, log);
// Read while the first tick is still to come: a restarted daemon's first edit need not wait for it.
void job.preload();
const report = (kind: RunKind) => (r: Awaited<ReturnType<PrerenderJob['full']>>) => logRun(logger, kind, r, true);
const cron = schedule({
  incremental: () => held(() => job.incremental().then(report('incremental'))),
  full: () => held(() => job.full().then(report('full'))),
  sweep: () => held(() => job.sweep(settings.PRERENDER_SWEEP_PAGES).then(report('sweep'))),
  expression: settings.PRERENDER_CRON,
  log,
});
logger.info({ cron: settings.PRERENDER_CRON }, 'scheduled');
// A run in progress is stopped by closing the job (its render threads); the last published output stays, and
// the lock goes to the next daemon.
exitOnSignal(
  'prerender',
  async () => {
    cron.stop();
    await job.close();
    await lock.close();
  },
  30_000,
);
