// Makes everything written to a folder's file system so far durable: file data, mtimes, renames, removals (D-425).
// One flush for a batch of pages costs less than an fsync of each of its files and folders. Linux's `sync -f`
// (syncfs(2), which reports write-back errors since Linux 5.8) flushes the one file system; elsewhere `sync`
// flushes all of them; Windows has neither, and a rename there is as durable as the platform makes it.
//
// The `sync` processes are started by one small shell that lives as long as the job, not by the job itself:
// libuv forks on Linux, and a fork of a job of hundreds of megabytes copied its page tables (milliseconds) and
// then cost a copy-on-write fault on every page its threads wrote next, twice a batch.
import { spawn, type ChildProcess } from 'node:child_process';
import type { Socket } from 'node:net';
import { createInterface } from 'node:readline';

/** Reads a folder a line, flushes its file system, answers `ok` or `failed: <why>` on one line. */
const LOOP =
  'while IFS= read -r d; do if out=$(sync ' +
  (process.platform === 'linux' ? '-f -- "$d"' : '') +
  ' 2>&1); then echo ok; else echo "failed: $out" | tr "\\n" " "; echo; fi; done';

interface Waiting {
  dir: string;
  resolve: () => void;
  reject: (err: Error) => void;
}

class Flusher {
  private child: ChildProcess | null = null;
  private readonly waiting: Waiting[] = [];

  flush(dir: string): Promise<void> {
    if (process.platform === 'win32') return Promise.resolve();
    if (/[\n\r]/.test(dir)) return Promise.reject(new Error(`cannot flush ${JSON.stringify(dir)}: a line break in the path`));
    return new Promise((resolve, reject) => {
      const child = this.child ?? this.start();
      this.waiting.push({ dir, resolve, reject });
      this.hold(true);
      child.stdin!.write(`${dir}\n`);
    });
  }

  private start(): ChildProcess {
    const child = spawn('sh', ['-c', LOOP], { stdio: ['pipe', 'pipe', 'inherit'] });
    this.child = child;
    // The shell must not keep the job's process alive: it ends by itself when its input closes with the job.
    child.unref();
    child.stdin!.on('error', () => {});
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const w = this.waiting.shift();
      if (!w) return;
      if (line === 'ok') w.resolve();
      else w.reject(new Error(`sync of ${w.dir} ${line.trim() || 'failed'}`));
      if (!this.waiting.length) this.hold(false);
    });
    const gone = (why: string) => {
      if (this.child !== child) return;
      this.child = null;
      for (const w of this.waiting.splice(0)) w.reject(new Error(`sync of ${w.dir} failed: the flushing shell ${why}`));
    };
    child.once('error', (err) => gone(`could not run (${err.message})`));
    child.once('exit', (code, signal) => gone(`exited (${signal ?? code})`));
    return child;
  }

  /** Keeps the process alive while a flush is awaited, and only then. */
  private hold(on: boolean): void {
    const out = this.child?.stdout as Socket | null | undefined;
    const inp = this.child?.stdin as Socket | null | undefined;
    for (const s of [out, inp]) {
      if (s && on) s.ref();
      else if (s) s.unref();
    }
  }

  /** The shell's pid, for a test that kills it. */
  get pid(): number | undefined {
    return this.child?.pid;
  }
}

const flusher = new Flusher();

/** Resolves once everything written to `dir`'s file system so far is on the disk; rejects, saying why, when not. */
export function syncFileSystem(dir: string): Promise<void> {
  return flusher.flush(dir);
}

/** The flushing shell's pid while it runs (tests). */
export function flusherPid(): number | undefined {
  return flusher.pid;
}
