// `npm test` (everything CI runs), `npm run test:unit` and `npm run test:e2e`: the test phases in order, each
// a child process whose output passes through, then a table of every phase's time and result and the closing
// line CI reads ('N passed, N failed'). A failed phase does not stop the ones after it unless they need what it
// makes (the build, the template), so one run reports every failure.
//
//   unit:  typecheck and lint side by side, vitest's two unit projects (no build, no browser; D-431)
//   e2e:   system packages, the build, the worlds' template, the HTTP tier (vitest 'site'), the browser tests
//          (Playwright, a world per worker), the fault tests (vitest 'faults', alone on the machine)
// `npm test` checks the system packages first, so a machine without them stops at once.
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { FAILED_PREFIX, FLAKY_PREFIX } from '../testing/failedLine';
import { newBuildFolder } from '../testing/world/build';
import { memoryTempRoot } from '../testing/memoryTemp';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SUMMARY = /^(\d+) passed, (\d+) failed(?:, (\d+) skipped)?\s*$/;

export interface Phase {
  name: string;
  /** One command, or several run side by side (single-threaded checks that would leave a core idle). */
  commands: string[][];
  /** Later phases cannot run without this one. */
  needed?: boolean;
}

interface Outcome {
  name: string;
  seconds: number;
  ok: boolean;
  counts: { passed: number; failed: number; skipped: number } | null;
  /** The reporters' 'failed: …' and 'flaky, failed: …' lines, repeated under the table because CI shows only the tail. */
  failures: string[];
}

/** Runs one command, its output passed through: whether it exited 0, and the last summary line it printed. */
function runCommand(command: string[], env: NodeJS.ProcessEnv): Promise<{ ok: boolean; counts: Outcome['counts']; failures: string[] }> {
  return new Promise((resolve) => {
    const [bin, ...args] = command as [string, ...string[]];
    const child = spawn(bin, args, { cwd: ROOT, env, stdio: ['inherit', 'pipe', 'inherit'] });
    let counts: Outcome['counts'] = null;
    const failures: string[] = [];
    let partial = '';
    child.stdout.on('data', (chunk: Buffer) => {
      process.stdout.write(chunk);
      partial += chunk.toString();
      const lines = partial.split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) {
        const plain = line.replace(/\u001b\[[0-9;]*m/g, '');
        const m = SUMMARY.exec(plain);
        if (m) counts = { passed: Number(m[1]), failed: Number(m[2]), skipped: Number(m[3] ?? 0) };
        if (plain.startsWith(FAILED_PREFIX) || plain.startsWith(FLAKY_PREFIX + FAILED_PREFIX)) failures.push(plain);
      }
    });
    child.on('close', (code) => resolve({ ok: code === 0, counts, failures }));
  });
}

/** Runs one phase's commands side by side. */
async function run(phase: Phase, env: NodeJS.ProcessEnv): Promise<Outcome> {
  const started = performance.now();
  console.log(`\n── ${phase.name}: ${phase.commands.map((c) => c.join(' ')).join(' & ')}`);
  const results = await Promise.all(phase.commands.map((c) => runCommand(c, env)));
  const counted = results.filter((r) => r.counts);
  const counts = counted.length
    ? counted.reduce((a, r) => ({ passed: a.passed + r.counts!.passed, failed: a.failed + r.counts!.failed, skipped: a.skipped + r.counts!.skipped }), {
        passed: 0,
        failed: 0,
        skipped: 0,
      })
    : null;
  return {
    name: phase.name,
    seconds: (performance.now() - started) / 1000,
    ok: results.every((r) => r.ok),
    counts,
    failures: results.flatMap((r) => r.failures),
  };
}

const npx = (...args: string[]) => ['npx', ...args];
const tsx = (file: string, ...args: string[]) => ['node', '--import', 'tsx', file, ...args];

export type Which = 'all' | 'unit' | 'e2e';

/** The phases of `which`, in order; `template` is the folder of the run's world template. */
export function testPlan(which: Which, template: string): Phase[] {
  const deps: Phase = { name: 'packages', commands: [tsx('scripts/systemDeps.ts')], needed: true };
  const unit: Phase[] = [
    // tsc and eslint each keep one core: side by side they take the time of the longer.
    {
      name: 'checks',
      commands: [
        ['npm', 'run', '--silent', 'typecheck'],
        ['npm', 'run', '--silent', 'lint'],
      ],
    },
    { name: 'unit', commands: [npx('vitest', 'run', '--project', 'unit', '--project', 'unit-isolated')] },
  ];
  const e2e: Phase[] = [
    { name: 'build', commands: [npx('vike', 'build')], needed: true },
    { name: 'template', commands: [tsx('testing/world/template-main.ts', template)], needed: true },
    { name: 'site', commands: [npx('vitest', 'run', '--project', 'site')] },
    { name: 'browser', commands: [npx('playwright', 'test')] },
    { name: 'faults', commands: [npx('vitest', 'run', '--project', 'faults')] },
  ];
  if (which === 'unit') return unit;
  if (which === 'e2e') return [deps, ...e2e];
  return [deps, ...unit, ...e2e];
}

async function main(which: string): Promise<number> {
  if (which !== 'all' && which !== 'unit' && which !== 'e2e') {
    console.error(`usage: scripts/test.ts [all|unit|e2e] (got '${which}')`);
    return 2;
  }
  const outcomes: Outcome[] = [];
  const started = performance.now();
  // Every phase's temporary folders in one folder of the run, in memory where there is room (D-430); removed at the end.
  const memory = memoryTempRoot();
  const temp = mkdtempSync(join(memory ?? tmpdir(), 'reader-test-'));
  // Enterable by all, as the system's folder is: nginx's workers started by root drop to 'nobody'.
  chmodSync(temp, 0o755);
  process.env.TMPDIR = temp;
  console.log(`temporary folders: ${temp}${memory ? ' (in memory)' : ''}`);
  const template = mkdtempSync(join(tmpdir(), 'reader-template-'));
  // The build phase builds into a temporary folder (DIST_DIR, vite.config.ts), never the checkout's dist/ a
  // running `npm start` serves; the later tiers share it and the template the earlier phases made.
  const build = which === 'unit' ? null : newBuildFolder(ROOT);
  const env = { ...process.env, E2E_SKIP_BUILD: '1', E2E_TEMPLATE_DIR: template, ...(build ? { DIST_DIR: build } : {}) };
  try {
    for (const phase of testPlan(which, template)) {
      const outcome = await run(phase, env);
      outcomes.push(outcome);
      if (!outcome.ok && phase.needed) break;
    }
  } finally {
    rmSync(temp, { recursive: true, force: true, maxRetries: 10, retryDelay: 50 });
  }
  const total = { passed: 0, failed: 0, skipped: 0 };
  console.log('\n── phases');
  for (const o of outcomes) {
    if (o.counts) for (const k of ['passed', 'failed', 'skipped'] as const) total[k] += o.counts[k];
    const counts = o.counts ? ` (${o.counts.passed} passed, ${o.counts.failed} failed)` : '';
    console.log(`${o.ok ? 'ok    ' : 'FAILED'} ${o.name.padEnd(10)} ${o.seconds.toFixed(0).padStart(5)} s${counts}`);
    for (const line of o.failures.slice(0, 12)) console.log(`         ${line}`);
    if (o.failures.length > 12) console.log(`         … and ${o.failures.length - 12} more`);
  }
  const failedPhases = outcomes.filter((o) => !o.ok).length;
  // A phase that failed without a failed test (typecheck, lint, a crashed runner) counts as one failure.
  const failed = total.failed + outcomes.filter((o) => !o.ok && !o.counts?.failed).length;
  console.log(`total ${((performance.now() - started) / 1000).toFixed(0)} s`);
  console.log(`\n${total.passed} passed, ${failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`);
  return failedPhases ? 1 : 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.exit(await main(process.argv[2] ?? 'all'));
