// The publisher's lock (D-407): one prerender job at a time publishes into the output, among replicas and
// beside a one-shot `npm run prerender`. With REDIS_URL it is a key in Redis that its holder renews while it
// lives (publisherLockRedis.ts); without, a file in OUT_DIR/.prerender/ naming the holder's process, taken
// over once that process is gone. The cron daemon holds it from its first run to its stop; another daemon
// waits, trying at each tick, and takes over when the holder dies. The CLI waits up to a ceiling.
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { statePaths } from './jobState';
import { isErrno } from './atomicWrite';
import { join } from 'node:path';

export interface PublisherLock {
  /** True when this process holds the lock now, taking it when it is free; false while another holds it. */
  tryAcquire(): Promise<boolean>;
  /** Who holds it, for a log line ('nobody' when free). */
  holder(): Promise<string>;
  /** Lets it go if this process holds it (a clean stop), and closes what it opened. */
  close(): Promise<void>;
}

export const LOCK_FILE = 'publisher.lock';
/** How long `npm run prerender` waits for the lock before it gives up (exit 1): a full build's time at most. */
export const CLI_LOCK_WAIT_MS = 5 * 60_000;

/** The lock for OUT_DIR: in Redis when REDIS_URL is set, else the file. ioredis is loaded only then. */
export async function openPublisherLock(o: { outDir: string; redisUrl?: string | undefined; log: (line: string) => void }): Promise<PublisherLock> {
  if (!o.redisUrl) return new FileLock({ dir: statePaths(o.outDir).dir });
  const { RedisLock } = await import('./publisherLockRedis');
  const { openRedis, redisReadyWithin } = await import('../lib/redis');
  const redis = openRedis(o.redisUrl, o.log);
  await redisReadyWithin(redis);
  return new RedisLock(redis, { log: o.log });
}

/** What the lock file names. */
export interface LockOwner {
  pid: number;
  host: string;
  since: string;
}

/**
 * What a lock file's text means to process `pid`: no file (free), its own, another live process's (held), or
 * a dead one's (stale, to take over). The pid is checked on this machine only: replicas on several machines
 * need REDIS_URL. Text that is not a lock file's is stale too: the file is written whole before it appears.
 */
export function lockFileVerdict(text: string | null, pid: number, alive: (pid: number) => boolean): 'free' | 'mine' | 'held' | 'stale' {
  if (text === null) return 'free';
  const owner = parseOwner(text);
  if (!owner) return 'stale';
  if (owner.pid === pid) return 'mine';
  return alive(owner.pid) ? 'held' : 'stale';
}

function parseOwner(text: string): LockOwner | null {
  try {
    const o = JSON.parse(text) as Partial<LockOwner>;
    return Number.isSafeInteger(o.pid) && o.pid! > 0 ? { pid: o.pid!, host: String(o.host), since: String(o.since) } : null;
  } catch {
    return null;
  }
}

/** True while a process of that pid exists here (EPERM: it exists, under another user). */
export function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return isErrno(err, 'EPERM');
  }
}

export class FileLock implements PublisherLock {
  private readonly path: string;
  private readonly pid: number;
  private readonly alive: (pid: number) => boolean;

  constructor(private readonly o: { dir: string; pid?: number; alive?: (pid: number) => boolean; now?: () => number }) {
    this.path = join(o.dir, LOCK_FILE);
    this.pid = o.pid ?? process.pid;
    this.alive = o.alive ?? pidAlive;
  }

  async tryAcquire(): Promise<boolean> {
    mkdirSync(this.o.dir, { recursive: true });
    // Twice at most: a stale file is removed and the create tried again; losing that race means another has it.
    for (let tries = 0; tries < 2; tries++) {
      if (this.create()) return true;
      const verdict = lockFileVerdict(this.read(), this.pid, this.alive);
      if (verdict === 'mine') return true;
      if (verdict === 'held') return false;
      if (verdict === 'stale') this.remove();
    }
    return false;
  }

  async holder(): Promise<string> {
    const text = this.read();
    const owner = text === null ? null : parseOwner(text);
    return owner ? `pid ${owner.pid} on ${owner.host} since ${owner.since} (${this.path})` : 'nobody';
  }

  async close(): Promise<void> {
    if (lockFileVerdict(this.read(), this.pid, this.alive) === 'mine') this.remove();
  }

  /** The whole file written aside, then linked into place: it appears complete, and only if there was none. */
  private create(): boolean {
    const owner: LockOwner = { pid: this.pid, host: hostname(), since: new Date(this.o.now?.() ?? Date.now()).toISOString() };
    const temp = `${this.path}.${this.pid}.tmp`;
    writeFileSync(temp, JSON.stringify(owner));
    try {
      linkSync(temp, this.path);
      return true;
    } catch (err) {
      if (isErrno(err, 'EEXIST')) return false;
      throw err;
    } finally {
      unlinkSync(temp);
    }
  }

  private read(): string | null {
    try {
      return readFileSync(this.path, 'utf8');
    } catch (err) {
      if (isErrno(err, 'ENOENT')) return null;
      throw err;
    }
  }

  private remove(): void {
    try {
      unlinkSync(this.path);
    } catch (err) {
      if (!isErrno(err, 'ENOENT')) throw err;
    }
  }
}

/**
 * The daemon's runs behind the lock: a run while another holds it does nothing, and says so once per wait;
 * taking the lock over is said once too.
 */
export function whileHeld(lock: PublisherLock, log: (line: string) => void): (run: () => Promise<unknown>) => Promise<unknown> {
  let waiting = false;
  return async (run) => {
    if (!(await lock.tryAcquire())) {
      if (!waiting) log(`the publisher's lock is held by ${await lock.holder()}: waiting, trying again at each tick`);
      waiting = true;
      return;
    }
    if (waiting) log("took the publisher's lock: publishing");
    waiting = false;
    return run();
  };
}

/**
 * The CLI's lock: at once, or after a wait it announces; null once held, else the line to end with (exit 1)
 * when another still holds it after `ceilingMs` (CLI_LOCK_WAIT_MS).
 */
export async function lockForRun(
  lock: PublisherLock,
  o: { outDir: string; log: (line: string) => void; ceilingMs?: number; retryMs?: number; now?: () => number; sleep?: (ms: number) => Promise<void> },
): Promise<string | null> {
  if (await lock.tryAcquire()) return null;
  const ceilingMs = o.ceilingMs ?? CLI_LOCK_WAIT_MS;
  const wait = ceilingMs >= 60_000 ? `${ceilingMs / 60_000} min` : `${ceilingMs / 1000} s`;
  o.log(`the publisher's lock is held by ${await lock.holder()}: waiting up to ${wait}`);
  if (await waitForLock(lock, { ceilingMs, retryMs: o.retryMs ?? 1000, ...(o.now ? { now: o.now } : {}), ...(o.sleep ? { sleep: o.sleep } : {}) })) return null;
  return `not published: the publisher's lock is still held by ${await lock.holder()} after ${wait} (a cron daemon or another run publishes into ${o.outDir}; stop it, or run this when it is done)`;
}

/** Tries every `retryMs` until it holds the lock (true) or `ceilingMs` has passed (false). */
export async function waitForLock(
  lock: PublisherLock,
  o: { ceilingMs: number; retryMs: number; now?: () => number; sleep?: (ms: number) => Promise<void> },
): Promise<boolean> {
  const now = o.now ?? Date.now;
  const sleep = o.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const until = now() + o.ceilingMs;
  for (;;) {
    if (await lock.tryAcquire()) return true;
    if (now() >= until) return false;
    await sleep(o.retryMs);
  }
}
