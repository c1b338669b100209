// Two full builds by one job on the same render threads, as the nightly build of `npm start` runs on the
// daemon's threads: the second shows the build without the threads' JIT warm-up. Prints a line after each
// build, with the process's CPU seconds (all its threads) spent on that build.
import { PrerenderJob, defaultJobOptions } from '../../prerender/job';
import { costLine } from '../../prerender/renderCost';

const job = new PrerenderJob(defaultJobOptions());
try {
  for (const label of ['cold', 'warm']) {
    const before = process.cpuUsage();
    const r = await job.full();
    const used = process.cpuUsage(before);
    console.log(`${label}: ${r.rendered} pages in ${r.seconds.toFixed(2)} s, cpu ${((used.user + used.system) / 1e6).toFixed(2)} s`);
    console.log(costLine(r.cost));
  }
} finally {
  await job.close();
}
