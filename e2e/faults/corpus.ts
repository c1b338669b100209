// One corpus per test run, shared by the workers: the first worker to ask seeds it and runs the full build,
// the others wait for it. It lives in a folder named after the Playwright runner's pid (every worker's
// parent); the last worker to leave removes it, and a folder whose runner is gone is swept by the next run.
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCorpus, sleep, type Corpus } from './world';

const PREFIX = 'reader-faults-run-';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function sweepStale(): void {
  for (const name of readdirSync(tmpdir())) {
    const m = /^reader-faults-run-(\d+)(\.lock)?$/.exec(name);
    if (m && !alive(Number(m[1]))) rmSync(join(tmpdir(), name), { recursive: true, force: true });
  }
}

/** Runs `fn` holding the run's lock (a folder: mkdir is atomic); a lock whose holder died is broken. */
async function locked<T>(root: string, fn: () => T): Promise<T> {
  const lock = `${root}.lock`;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      let holder = 0;
      try {
        holder = Number(readFileSync(join(lock, 'pid'), 'utf8'));
      } catch {
        // Just being created.
      }
      if (holder && !alive(holder)) rmSync(lock, { recursive: true, force: true });
      else await sleep(20);
    }
  }
  try {
    writeFileSync(join(lock, 'pid'), String(process.pid));
    return fn();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

export interface SharedCorpus {
  corpus: Corpus;
  /** This worker is done with it; the last one removes it. */
  release(): Promise<void>;
}

export async function sharedCorpus(seed: () => number, timeoutMs: number): Promise<SharedCorpus> {
  const root = join(tmpdir(), `${PREFIX}${process.ppid}`);
  const ready = join(root, 'corpus.json');
  const failed = join(root, 'failed.txt');
  const building = join(root, 'building');
  const users = join(root, 'users');
  const role = await locked(root, () => {
    sweepStale();
    mkdirSync(users, { recursive: true });
    writeFileSync(join(users, String(process.pid)), '');
    if (existsSync(ready) || existsSync(failed)) return 'wait';
    try {
      if (alive(Number(readFileSync(building, 'utf8')))) return 'wait';
    } catch {
      // Nobody is building it.
    }
    writeFileSync(building, String(process.pid));
    return 'build';
  });

  const release = () =>
    locked(root, () => {
      rmSync(join(users, String(process.pid)), { force: true });
      const others = existsSync(users) ? readdirSync(users).filter((p) => alive(Number(p))) : [];
      if (others.length === 0) rmSync(root, { recursive: true, force: true });
    });

  try {
    if (role === 'build') {
      const dir = join(root, 'corpus');
      rmSync(dir, { recursive: true, force: true });
      mkdirSync(dir);
      let corpus: Corpus;
      try {
        corpus = await createCorpus(seed(), dir);
      } catch (err) {
        writeFileSync(failed, (err as Error).stack ?? String(err));
        throw err;
      }
      writeFileSync(`${ready}.tmp`, JSON.stringify(corpus));
      renameSync(`${ready}.tmp`, ready);
      return { corpus, release };
    }
    const until = Date.now() + timeoutMs;
    for (;;) {
      if (existsSync(ready)) return { corpus: JSON.parse(readFileSync(ready, 'utf8')) as Corpus, release };
      if (existsSync(failed)) throw new Error(`building the shared corpus failed in another worker:\n${readFileSync(failed, 'utf8')}`);
      let builder = 0;
      try {
        builder = Number(readFileSync(building, 'utf8'));
      } catch {
        // Not written yet.
      }
      if (builder && !alive(builder)) throw new Error(`the worker that built the shared corpus (pid ${builder}) died`);
      if (Date.now() > until) throw new Error(`no shared corpus in ${root} after ${timeoutMs} ms`);
      await sleep(200);
    }
  } catch (err) {
    await release();
    throw err;
  }
}
