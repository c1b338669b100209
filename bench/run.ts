// `npm run bench [-- name …]`: runs the named benchmarks (all when none is named).
// The servers measured run in this process or its children: their access lines (config/log.ts) would bury
// the figures, so warnings only unless LOG_LEVEL says otherwise (LOG_LEVEL=info measures with the access log).
process.env.LOG_LEVEL ||= 'warn';
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

const names = process.argv[2] ? [process.argv[2]] : Object.keys(BENCHES);
for (const name of names) {
  const bench = BENCHES[name];
  if (!bench) {
    console.error(`unknown benchmark '${name}'; known: ${Object.keys(BENCHES).join(', ')}`);
    process.exit(2);
  }
  await bench();
}
export {};
