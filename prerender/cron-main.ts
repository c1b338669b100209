// The publishing daemon of `npm start`: incremental runs on PRERENDER_CRON (default every 5 s), a full
// sweep at night, a slice of the deep list pages every minute; a full build first when there is no output yet.
// Each run is one structured log line with its figures (prerender/runLog.ts).
import { loadSettings } from '../config/settings';
import { PrerenderJob, defaultJobOptions } from './job';
import { JOB_SETTINGS } from './options';
import { exitOnSignal } from '../config/shutdown';
import { schedule } from './schedule';
import { serviceLogger } from '../config/log';
import { jobLog, logRun, type RunKind } from './runLog';

const logger = serviceLogger('prerender');
const log = jobLog(logger);
// Every setting of the daemon checked at once: each bad one is a line, then exit 2.
const settings = loadSettings([...JOB_SETTINGS, 'PRERENDER_CRON', 'PRERENDER_SWEEP_PAGES']);
const job = new PrerenderJob({ ...defaultJobOptions(), log });
const report = (kind: RunKind) => (r: Awaited<ReturnType<PrerenderJob['full']>>) => logRun(logger, kind, r, true);
const cron = schedule({
  incremental: () => job.incremental().then(report('incremental')),
  full: () => job.full().then(report('full')),
  sweep: () => job.sweep(settings.PRERENDER_SWEEP_PAGES).then(report('sweep')),
  expression: settings.PRERENDER_CRON,
  log,
});
logger.info({ cron: settings.PRERENDER_CRON }, 'scheduled');
// A run in progress is stopped by closing the job (its render threads); the last published output stays.
exitOnSignal(
  'prerender',
  () => {
    cron.stop();
    return job.close();
  },
  30_000,
);
