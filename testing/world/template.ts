// The starting point every test world copies: a seeded store (content, quizzes, game, editors, readers) and
// one full prerender build over it. Seeding and the full build are the slow part of a world (about 20 s), so a
// test run makes one template and each world (a Playwright worker's, the HTTP tier's) starts from a copy.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { seedStore } from '../../services/seed/seed';
import { startContentServer } from '../../services/server';
import { startLivescoreServer } from '../../services/livescore/server';
import { matchArticles } from '../../services/livescore/articles';
import { servicePaths } from '../../services/paths';
import { openSecurityDb } from '../../services/security/db';
import { addEditor } from '../../services/security/editors';
import { openCrmDb, seedDevReaders } from '../../services/crm';
import { PrerenderJob } from '../../prerender/job';
import { worldSecrets } from './secrets';

/** Articles in the test corpus: enough for deep list pages, quick to seed. */
export const WORLD_ARTICLES = 600;
export const WORLD_SEED = 1;

/** The e-mail of the editor the local OpenID provider signs in (e2e/preview.spec.ts). */
export const GOOGLE_EDITOR = 'google-szerkeszto@hirter.localhost';

/** What a template holds, written to its `template.json`. */
export interface TemplateInfo {
  /** Unix seconds the corpus is anchored to (the hour the template was made). */
  now: number;
  articles: number;
  seed: number;
  /** Pages the full build wrote, and how long it took. */
  pages: number;
  fullSeconds: number;
}

/** The store and output folders inside a template or a world. */
export function worldPaths(dir: string) {
  const storeDir = join(dir, 'store');
  return { storeDir, dbPath: join(storeDir, 'content.db'), mediaDir: join(storeDir, 'media'), outDir: join(dir, 'sites') };
}

export function readTemplate(dir: string): TemplateInfo {
  const file = join(dir, 'template.json');
  if (!existsSync(file)) throw new Error(`${dir} is not a test world template (no template.json): make one with makeTemplate()`);
  return JSON.parse(readFileSync(file, 'utf8')) as TemplateInfo;
}

/** Seeds a store into `dir` and builds every page of it with the vike build in `distDir`. */
export async function makeTemplate(o: { dir: string; distDir: string; log?: (line: string) => void }): Promise<TemplateInfo> {
  worldSecrets();
  // The services run in this process only to build: their access lines would bury the run's report.
  process.env.LOG_LEVEL ||= 'warn';
  const { storeDir, dbPath, mediaDir, outDir } = worldPaths(o.dir);
  mkdirSync(storeDir, { recursive: true });
  const now = Math.floor(Date.now() / 3_600_000) * 3600;
  seedStore({ articles: WORLD_ARTICLES, seed: WORLD_SEED, now, dbPath, mediaDir });
  const { securityDb, crmDb } = servicePaths(dbPath);
  const readers = openCrmDb(crmDb);
  seedDevReaders(readers);
  readers.close();
  const editors = openSecurityDb(securityDb);
  addEditor(editors, { email: GOOGLE_EDITOR, password: 'e2e-google-editor-password' });
  editors.close();

  // The football pages show the live-score service's data: the build needs it as a world has it.
  const matches = matchArticles(dbPath);
  const livescore = await startLivescoreServer({ port: 0, mediaDir, articleUrl: (id) => matches.get(id) ?? null });
  const api = await startContentServer({ livescoreApiUrl: livescore.url, dbPath, mediaDir, port: 0, log: () => {} });
  const previousLivescore = process.env.LIVESCORE_API_URL;
  process.env.LIVESCORE_API_URL = livescore.url;
  const job = new PrerenderJob({ outDir, contentApiUrl: api.url, distDir: o.distDir, threads: 2, log: o.log ?? (() => {}) });
  try {
    const built = await job.full();
    // A seeded store renders every page: a skipped one is a broken build or a broken page, and every world
    // copied from this template would test that instead of the product.
    if (built.skipped > 0 || built.rendered === 0) {
      throw new Error(
        `the template's full build rendered ${built.rendered} pages and skipped ${built.skipped}: a broken build or a page that fails to render (its error is printed above)`,
      );
    }
    const info: TemplateInfo = { now, articles: WORLD_ARTICLES, seed: WORLD_SEED, pages: built.rendered, fullSeconds: built.seconds };
    writeFileSync(join(o.dir, 'template.json'), JSON.stringify(info));
    return info;
  } finally {
    await job.close();
    await api.close();
    await livescore.close();
    if (previousLivescore === undefined) delete process.env.LIVESCORE_API_URL;
    else process.env.LIVESCORE_API_URL = previousLivescore;
  }
}
