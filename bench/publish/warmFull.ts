// Full builds by one job on the same render threads, as the nightly build of `npm start` runs on the daemon's
// threads: a cold one, then WARM_RUNS (3) on warm threads, which show the build without the threads' JIT warm-up
// and give the figure a median and a range. Prints a line after each build, with the process's CPU seconds (all
// its threads, and its file system flushes) spent on that build.
import { PrerenderJob, defaultJobOptions } from '../../prerender/job';
import { costLine } from '../../prerender/renderCost';
import { readProcessCpu } from './procstat';

const job = new PrerenderJob(defaultJobOptions());
try {
  const warmRuns = Math.max(1, Number(process.env.WARM_RUNS ?? 3));
  for (const label of ['cold', ...Array<string>(warmRuns).fill('warm')]) {
    const before = readProcessCpu(process.pid)!;
    const r = await job.full();
    const after = readProcessCpu(process.pid)!;
    console.log(
      `${label}: ${r.rendered} pages in ${r.seconds.toFixed(2)} s, cpu ${(after.cpu - before.cpu).toFixed(2)} s, kernel ${(after.kernel - before.kernel).toFixed(2)} s`,
    );
    console.log(costLine(r.cost));
  }
} finally {
  await job.close();
}
