// `node --import tsx testing/world/template-main.ts <dir>`: makes the test worlds' template in `dir`
// (testing/world/template.ts) over the run's build (DIST_DIR, testing/world/build.ts), for a run that shares one
// between its tiers.
import { fileURLToPath } from 'node:url';
import { buildFolderOf } from './build';
import { makeTemplate } from './template';

const dir = process.argv[2];
if (!dir) {
  console.error('usage: testing/world/template-main.ts <dir>');
  process.exit(2);
}
const info = await makeTemplate({ dir, distDir: buildFolderOf(process.env, fileURLToPath(new URL('../..', import.meta.url))) });
console.log(`template: ${info.articles} articles, ${info.pages} pages (full build ${info.fullSeconds.toFixed(1)} s) in ${dir}`);
process.exit(0);
