// Two full builds by one job on the same render threads, as the nightly build of `npm start` runs on the
// daemon's threads: the second shows the build without the threads' JIT warm-up. Prints a line after each
// build, with the process's CPU seconds (all its threads, and its file system flushes) spent on that build.
import { PrerenderJob, defaultJobOptions } from '../../prerender/job';
import { costLine } from '../../prerender/renderCost';
import { readProcessCpu } from './procstat';

const job = new PrerenderJob(defaultJobOptions());
try {
  for (const label of ['cold', 'warm']) {
    const before = readProcessCpu(process.pid)!;
    const r = await job.full();
    const used = readProcessCpu(process.pid)! - before;
    console.log(`${label}: ${r.rendered} pages in ${r.seconds.toFixed(2)} s, cpu ${used.toFixed(2)} s`);
    console.log(costLine(r.cost));
  }
} finally {
  await job.close();
}
