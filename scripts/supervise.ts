// The child processes of `npm start`, and how they stop together: SIGTERM or SIGINT to the parent sends
// SIGTERM to every child still running (the servers close and exit 0, config/shutdown.ts), waits for each
// to exit, and then exits 0. A child that stops on its own stops the rest (exit 1); a child still running
// after `graceMs` is killed (SIGKILL) and the exit code is 1.
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';

export interface SupervisorOptions {
  env?: NodeJS.ProcessEnv;
  stdio?: SpawnOptions['stdio'];
  /** How long a child may take to exit after SIGTERM before it is killed. */
  graceMs?: number;
  log?: (line: string) => void;
  exit?: (code: number) => void;
  /** Stop on the parent's SIGINT and SIGTERM (default true). */
  signals?: boolean;
}

export interface Supervisor {
  /** Starts a long-running child: its exiting on its own stops everything (exit 1). */
  run(label: string, command: string, args: string[]): ChildProcess;
  /** Runs a step (the build, a full prerender) to its end: its exit code; never resolves once stopping. */
  step(label: string, command: string, args: string[]): Promise<number>;
  /** Stops every child, then exits with `code` (1 when one had to be killed). */
  stop(code: number): Promise<void>;
  readonly stopping: boolean;
  readonly children: ReadonlySet<ChildProcess>;
}

export function supervise(opts: SupervisorOptions = {}): Supervisor {
  const log = opts.log ?? ((line: string) => console.error(line));
  const exit = opts.exit ?? ((code: number) => process.exit(code));
  const graceMs = opts.graceMs ?? 15_000;
  const children = new Set<ChildProcess>();
  let stopping: Promise<void> | null = null;

  /** Each child's end: its exit code or signal, or its spawn error. */
  const ends = new Map<ChildProcess, Promise<string>>();
  const start = (command: string, args: string[]): { child: ChildProcess; ended: Promise<string> } => {
    const child = spawn(command, args, { stdio: opts.stdio ?? 'inherit', env: opts.env ?? process.env });
    children.add(child);
    const ended = new Promise<string>((resolve) => {
      child.once('exit', (code, signal) => resolve(String(signal ?? code)));
      child.once('error', (err) => resolve(err.message));
    }).finally(() => children.delete(child));
    ends.set(child, ended);
    return { child, ended };
  };
  const exited = (child: ChildProcess): Promise<unknown> => ends.get(child)!;

  const stop = (code: number): Promise<void> => {
    stopping ??= (async () => {
      let killed = false;
      await Promise.all(
        [...children].map(async (child) => {
          child.kill('SIGTERM');
          const timer = setTimeout(() => {
            killed = true;
            log(`pid ${child.pid} did not stop within ${graceMs / 1000} s: killed`);
            child.kill('SIGKILL');
          }, graceMs);
          await exited(child);
          clearTimeout(timer);
        }),
      );
      exit(killed ? 1 : code);
    })();
    return stopping;
  };

  if (opts.signals ?? true) {
    process.on('SIGINT', () => void stop(0));
    process.on('SIGTERM', () => void stop(0));
  }

  return {
    run(label, command, args) {
      const { child, ended } = start(command, args);
      void ended.then((how) => {
        if (stopping) return;
        log(`${label} stopped (${how}); stopping the rest`);
        void stop(1);
      });
      return child;
    },
    step(label, command, args) {
      const { child, ended } = start(command, args);
      return new Promise((resolve) => {
        void ended.then((how) => {
          if (stopping) return;
          if (child.exitCode !== 0) log(`${label} failed (${how})`);
          resolve(child.exitCode ?? 1);
        });
      });
    },
    stop,
    get stopping() {
      return stopping !== null;
    },
    children,
  };
}
