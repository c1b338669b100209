// The publishing daemon of `npm start`: incremental runs on PRERENDER_CRON (default every 5 s), a full
// sweep at night, a slice of the deep list pages every minute; a full build first when there is no output yet.
// Each run is one structured log line with its figures (prerender/runLog.ts).
import { PrerenderJob, defaultJobOptions } from './job';
import { DEFAULT_CRON, schedule } from './schedule';
import { serviceLogger } from '../config/log';
import { jobLog, logRun, type RunKind } from './runLog';

const logger = serviceLogger('prerender');
const log = jobLog(logger);
const job = new PrerenderJob({ ...defaultJobOptions(), log });
const report = (kind: RunKind) => (r: Awaited<ReturnType<PrerenderJob['full']>>) => logRun(logger, kind, r, true);
const cron = schedule({
  incremental: () => job.incremental().then(report('incremental')),
  full: () => job.full().then(report('full')),
  sweep: () => job.sweep(Number(process.env.PRERENDER_SWEEP_PAGES ?? 200)).then(report('sweep')),
  expression: process.env.PRERENDER_CRON ?? DEFAULT_CRON,
  log,
});
logger.info({ cron: process.env.PRERENDER_CRON ?? DEFAULT_CRON }, 'scheduled');
const stop = () => {
  cron.stop();
  void job.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
