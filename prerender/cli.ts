// `npm run prerender -- --full | --incremental`: one publishing run; exits non-zero when nothing could be
// published (the last good output stays).
import { parseArgs } from 'node:util';
import { buildExists, defaultJobOptions } from './options';
import { startRenderPool } from './renderPool';

const { values } = parseArgs({ options: { full: { type: 'boolean' }, incremental: { type: 'boolean' } } });
if (values.full === values.incremental) {
  console.error('Használat: npm run prerender -- --full | --incremental');
  process.exit(2);
}
const opts = defaultJobOptions();
if (!buildExists(opts.distDir)) {
  console.error(`no build in ${opts.distDir}: run 'npm run build' first`);
  process.exit(2);
}
// The render threads load the build (~0.4 s) while this thread loads the job's own code.
const pool = startRenderPool(opts.distDir, opts.threads);
const { PrerenderJob } = await import('./job');
const job = new PrerenderJob({ ...opts, pool });
try {
  const r = values.full ? await job.full() : await job.incremental();
  console.log(`published: ${r.rendered} pages rendered, ${r.removed} removed, ${r.skipped} skipped in ${r.seconds.toFixed(1)} s (cursor ${r.cursor})`);
} catch (err) {
  console.error(`prerender failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
} finally {
  await job.close();
}
