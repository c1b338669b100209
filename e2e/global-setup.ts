// Once per Playwright run: a fresh production build in a temporary folder (testing/world/build.ts; E2E_SKIP_BUILD=1
// reuses DIST_DIR's or the checkout's dist/) and the template every worker's
// world copies (testing/world/template.ts: a seeded store and its full prerender build), unless
// E2E_TEMPLATE_DIR names one already made (`npm test` makes one for the whole run). Each worker then starts
// its own world from it (e2e/fixtures.ts): its own store, servers, ports and output.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { testBuild } from '../testing/world/build';
import { makeTemplate, readTemplate } from '../testing/world/template';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

export default async function globalSetup(): Promise<() => Promise<void>> {
  const started = performance.now();
  // The workers get its folder as DIST_DIR.
  const build = await testBuild(ROOT);
  if (process.env.E2E_TEMPLATE_DIR) {
    const info = readTemplate(process.env.E2E_TEMPLATE_DIR);
    console.log(`e2e: the run's template of ${info.articles} articles and ${info.pages} pages`);
    return async () => build.remove();
  }
  const dir = mkdtempSync(join(tmpdir(), 'reader-template-'));
  try {
    const info = await makeTemplate({ dir, distDir: build.distDir });
    console.log(
      `e2e: template of ${info.articles} articles, ${info.pages} pages (full build ${info.fullSeconds.toFixed(1)} s) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  } catch (err) {
    rmSync(dir, { recursive: true, force: true });
    build.remove();
    throw err;
  }
  process.env.E2E_TEMPLATE_DIR = dir;
  return async () => {
    rmSync(dir, { recursive: true, force: true });
    build.remove();
  };
}
