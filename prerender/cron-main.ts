// The publishing daemon of `npm start`: incremental runs on PRERENDER_CRON (default every 5 s), a full
// sweep at night, a slice of the deep list pages every minute; a full build first when there is no output yet.
import { loadSettings } from '../config/settings';
import { PrerenderJob, defaultJobOptions } from './job';
import { JOB_SETTINGS } from './options';
import { exitOnSignal } from '../server/shutdown';
import { schedule } from './schedule';

const log = (line: string) => console.log(`prerender: ${line}`);
// Every setting of the daemon checked at once: each bad one is a line, then exit 2.
const settings = loadSettings([...JOB_SETTINGS, 'PRERENDER_CRON', 'PRERENDER_SWEEP_PAGES']);
const job = new PrerenderJob({ ...defaultJobOptions(), log });
const report = (r: { rendered: number; removed: number; seconds: number }) => {
  if (r.rendered || r.removed) log(`${r.rendered} rendered, ${r.removed} removed in ${r.seconds.toFixed(1)} s`);
};
const cron = schedule({
  incremental: () => job.incremental().then(report),
  full: () => job.full().then(report),
  sweep: () => job.sweep(settings.PRERENDER_SWEEP_PAGES).then(report),
  expression: settings.PRERENDER_CRON,
  log,
});
log(`scheduled (${settings.PRERENDER_CRON})`);
// A run in progress is stopped by closing the job (its render threads); the last published output stays.
exitOnSignal('prerender', () => {
  cron.stop();
  return job.close();
}, 30_000);
