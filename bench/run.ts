// `npm run bench [-- name …]`: runs the named benchmarks (all when none is named).
// The servers measured run in this process or its children: their access lines (config/log.ts) would bury
// the figures, so warnings only unless LOG_LEVEL says otherwise (LOG_LEVEL=info measures with the access log).
import { fileURLToPath } from 'node:url';
import { NoBuildError, testBuild } from '../testing/world/build';

process.env.LOG_LEVEL ||= 'warn';
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const BENCHES: Record<string, () => Promise<unknown>> = {
  content: () => import('./content.ts').then((m) => m.run(process.argv.slice(3))),
  pages: () => import('./pages.ts').then((m) => m.run()),
  publish: () => import('./publish.ts').then((m) => m.run(process.argv.slice(3))),
  auth: () => import('./auth.ts').then((m) => m.run()),
  edge: () => import('./edge.ts').then((m) => m.run(process.argv.slice(3))),
  lighthouse: () => import('./lighthouse.ts').then((m) => m.run(process.argv.slice(3))),
  live: () => import('./live.ts').then((m) => m.run(process.argv.slice(3))),
  units: () => import('./units.ts').then((m) => m.run()),
  quiz: () => import('./quiz.ts').then((m) => m.run(process.argv.slice(3))),
};
/** The benches that render pages: they get a production build of their own (testing/world/build.ts). */
const NEED_BUILD = new Set(['pages', 'publish', 'auth', 'edge', 'lighthouse', 'live']);

const names = process.argv[2] ? [process.argv[2]] : Object.keys(BENCHES);
for (const name of names) {
  if (!BENCHES[name]) {
    console.error(`unknown benchmark '${name}'; known: ${Object.keys(BENCHES).join(', ')}`);
    process.exit(2);
  }
}
if (names.some((name) => NEED_BUILD.has(name))) {
  // Into a temporary folder, never the checkout's dist/ a running `npm start` serves; E2E_SKIP_BUILD=1 reuses one.
  const started = performance.now();
  try {
    const build = await testBuild(ROOT); // removed when the process exits
    console.log(`build: ${build.distDir} (${((performance.now() - started) / 1000).toFixed(0)} s)`);
  } catch (err) {
    if (!(err instanceof NoBuildError)) throw err;
    console.error(err.message);
    process.exit(2);
  }
}
for (const name of names) await BENCHES[name]!();
