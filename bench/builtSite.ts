// What the edge benches serve: a seeded store in `dir`, its content API and live-score service (stopped by `stops`),
// and a full build of it, as in the test worlds (testing/world/template.ts: the sports pages read the live-score service).
import { join } from 'node:path';
import { seedStore } from '../services/seed/seed';
import { startContentServer, type RunningServer } from '../services/server';
import { startLivescoreServer } from '../services/livescore/server';
import { PrerenderJob } from '../prerender/job';
import { buildFolderOf } from '../testing/world/build';

export interface BuiltSite {
  dbPath: string;
  outDir: string;
  distDir: string;
  api: RunningServer;
  /** Pages the full build rendered, and its seconds. */
  pages: number;
  seconds: number;
}

export async function builtSite(dir: string, articles: number, stops: (() => Promise<unknown> | void)[]): Promise<BuiltSite> {
  const dbPath = join(dir, 'content.db');
  const mediaDir = join(dir, 'media');
  seedStore({ articles, seed: 1, now: Math.floor(Date.now() / 3_600_000) * 3600, dbPath, mediaDir });
  const livescore = await startLivescoreServer({ port: 0, mediaDir });
  stops.push(() => livescore.close());
  process.env.LIVESCORE_API_URL = livescore.url;
  const api = await startContentServer({ livescoreApiUrl: livescore.url, dbPath, mediaDir, port: 0, log: () => {} });
  stops.push(() => api.close());
  const outDir = join(dir, 'sites');
  const distDir = buildFolderOf(process.env, process.cwd());
  const job = new PrerenderJob({ outDir, contentApiUrl: api.url, distDir, threads: 2, log: () => {} });
  const built = await job.full();
  await job.close();
  return { dbPath, outDir, distDir, api, pages: built.rendered, seconds: built.seconds };
}
