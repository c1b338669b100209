import { PrerenderJob, defaultJobOptions } from './prerender/job';
const job = new PrerenderJob({ ...defaultJobOptions(), log: () => {} });
for (let i = 0; i < 4; i++) {
  const c0 = process.cpuUsage(); const t0 = Date.now();
  const r = await job.full();
  const c = process.cpuUsage(c0);
  console.log(`run ${i + 1}: ${r.rendered} pages in ${((Date.now() - t0) / 1000).toFixed(1)} s = ${(r.rendered / (Date.now() - t0) * 1000).toFixed(0)} pages/s, job cpu ${((c.user + c.system) / 1000 / r.rendered).toFixed(2)} ms/page`);
}
await job.close();
