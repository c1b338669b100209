// The publishing daemon of `npm start`: incremental runs on PRERENDER_CRON (default every 5 s), a full
// sweep at night, a slice of the deep list pages every minute; a full build first when there is no output yet.
import { PrerenderJob, defaultJobOptions } from './job';
import { DEFAULT_CRON, schedule } from './schedule';

const log = (line: string) => console.log(`prerender: ${line}`);
const job = new PrerenderJob({ ...defaultJobOptions(), log });
const report = (r: { rendered: number; removed: number; seconds: number }) => {
  if (r.rendered || r.removed) log(`${r.rendered} rendered, ${r.removed} removed in ${r.seconds.toFixed(1)} s`);
};
const cron = schedule({
  incremental: () => job.incremental().then(report),
  full: () => job.full().then(report),
  sweep: () => job.sweep(Number(process.env.PRERENDER_SWEEP_PAGES ?? 200)).then(report),
  expression: process.env.PRERENDER_CRON ?? DEFAULT_CRON,
  log,
});
log(`scheduled (${process.env.PRERENDER_CRON ?? DEFAULT_CRON})`);
const stop = () => {
  cron.stop();
  void job.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
