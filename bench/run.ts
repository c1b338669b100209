// `npm run bench [-- name …]`: runs the named benchmarks (all when none is named).
// The servers measured run in this process or its children: their access lines (config/log.ts) would bury
// the figures, so warnings only unless LOG_LEVEL says otherwise (LOG_LEVEL=info measures with the access log).
import { fileURLToPath } from 'node:url';
import { NoBuildError, testBuild } from '../testing/world/build';
import { argumentProblem, errorLine, wantsHelp } from '../config/commandLine';

process.env.LOG_LEVEL ||= 'warn';
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const BENCHES: Record<string, () => Promise<unknown>> = {
  content: () => import('./content.ts').then((m) => m.run(process.argv.slice(3))),
  pages: () => import('./pages.ts').then((m) => m.run()),
  // `--queue`: a queued full build against the in-process one (bench/queue.ts).
  publish: () =>
    process.argv.slice(3).includes('--queue')
      ? import('./queue.ts').then((m) => m.run(process.argv.slice(3)))
      : import('./publish.ts').then((m) => m.run(process.argv.slice(3))),
  auth: () => import('./auth.ts').then((m) => m.run()),
  edge: () =>
    process.argv.includes('--cdn')
      ? import('./edgeCdn.ts').then((m) => m.runCdn(process.argv.slice(3)))
      : import('./edge.ts').then((m) => m.run(process.argv.slice(3))),
  lighthouse: () => import('./lighthouse.ts').then((m) => m.run(process.argv.slice(3))),
  live: () => import('./live.ts').then((m) => m.run(process.argv.slice(3))),
  units: () => import('./units.ts').then((m) => m.run()),
  quiz: () => import('./quiz.ts').then((m) => m.run(process.argv.slice(3))),
  repair: () => import('./startupRepair.ts').then((m) => m.run(process.argv.slice(3))),
};
/** The benches that render pages: they get a production build of their own (testing/world/build.ts). */
const NEED_BUILD = new Set(['pages', 'publish', 'auth', 'edge', 'lighthouse', 'live']);

/** What each measures (its file's head says more), for --help. */
const ABOUT: Record<keyof typeof BENCHES, string> = {
  content: 'the content API under load [--articles 100000] [--reuse] [--duration 5] [--only live|quiz]',
  pages: "what a reader's browser downloads per page type",
  publish:
    "the prerender job's pages/s and an edit's time to its HTML file [--sizes 2000,20000] [--edits 50] [--tick 1..59] [--full-runs N] [--profile]; " +
    '--queue [--sizes 2000] [--full-runs 3]: a queued full build with 2 render workers against the in-process one',
  auth: "the editors' login and the preview's render cost",
  edge: 'the Node origin against nginx over the same output; --cdn: Varnish in front, edit → page and a read mix [--articles 1000] [--edits 30] [--seconds 60] [--runs 3]',
  lighthouse: 'Lighthouse on each page type [runs]',
  live: "the live layer's and the publisher's latencies [runs] [timeout]",
  units: 'the speeds the unit tests once asserted (seeding, the manifest)',
  quiz: 'the quiz service on the content API [runs]',
  repair: "the prerender job's start-up repair: the walk of the whole output against the write journal's [--pages 2000,100000] [--runs 5]",
};
const HELP = 'npm run bench -- --help';
const USAGE = [
  'Usage: npm run bench [-- <name> [arguments]]   (every benchmark when none is named)',
  ...Object.entries(ABOUT).map(([name, about]) => `  ${name.padEnd(10)}  ${about}`),
  'LOG_LEVEL=info measures with the access log.',
].join('\n');

const name = process.argv[2];
if (wantsHelp(process.argv.slice(2))) {
  console.log(USAGE);
  process.exit(0);
}
if (name !== undefined && !Object.hasOwn(BENCHES, name)) {
  console.error(errorLine(`unknown benchmark '${name}' (${Object.keys(BENCHES).join(', ')})`, HELP));
  process.exit(2);
}
const names = name ? [name] : Object.keys(BENCHES);
if (names.some((n) => NEED_BUILD.has(n))) {
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
for (const n of names) {
  try {
    await BENCHES[n]!();
  } catch (err) {
    // A bench's own arguments (node's parseArgs, or its range check): one line, as every command's (D-391).
    const code = (err as { code?: string }).code ?? '';
    const message = err instanceof Error ? err.message : '';
    if (!code.startsWith('ERR_PARSE_ARGS') && !message.startsWith('usage:')) throw err;
    console.error(
      message.startsWith('usage:') ? errorLine(`${n}: bad arguments`, message.slice('usage: '.length)) : errorLine(`${n}: ${argumentProblem(err)}`, HELP),
    );
    process.exit(2);
  }
}
