// How node runs a process of the prerender job (the CLI and the cron daemon). V8 settings, so they go on
// node's command line: single-threaded GC cannot be switched on once V8 runs (v8.setFlagsFromString
// crashes the next collection), and NODE_OPTIONS refuses both.
//
// Measured on a 2k full build (2 cores, both busy with render threads; medians of alternating runs):
// - `--single-threaded-gc`: parallel scavenges and concurrent marking only took CPU from the other render
//   thread and added their hand-offs;
// - `--interrupt-budget` ×4 (V8 11's default is 67,584): a cold build gives each render thread ~2,000
//   pages, too few for TurboFan to earn back compiling every lukewarm function; its compiles were a sixth
//   of the build's CPU. Only the really hot code is optimised now, and a daemon's threads still get there.
// Together ×1.05–1.07 pages/s.
export const JOB_NODE_FLAGS: readonly string[] = ['--single-threaded-gc', '--interrupt-budget=270336'];

/** node's arguments for a job script (TypeScript, through tsx). */
export function jobNodeArgs(script: string, ...args: string[]): string[] {
  return [...JOB_NODE_FLAGS, '--import', 'tsx', script, ...args];
}
