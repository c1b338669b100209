// The publisher's lock without Redis (D-407): a file naming its holder's process, taken over once that
// process is gone; and how the daemon and the CLI wait for a lock of either kind.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CLI_LOCK_WAIT_MS, FileLock, LOCK_FILE, lockFileVerdict, lockForRun, pidAlive, waitForLock, whileHeld, type PublisherLock } from './publisherLock';

const dirs: string[] = [];
const tempDir = () => {
  const d = mkdtempSync(join(tmpdir(), 'publisher-lock-'));
  dirs.push(d);
  return d;
};
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

const owner = (pid: number) => JSON.stringify({ pid, host: 'h', since: '2026-11-29T21:00:00.000Z' });

describe('lockFileVerdict', () => {
  const alive = (pid: number) => pid === 200;
  it('tells a free, own, live and dead holder apart', () => {
    expect(lockFileVerdict(null, 100, alive)).toBe('free');
    expect(lockFileVerdict(owner(100), 100, alive)).toBe('mine');
    expect(lockFileVerdict(owner(200), 100, alive)).toBe('held');
    expect(lockFileVerdict(owner(300), 100, alive)).toBe('stale');
  });
  it('takes what is no lock file for a stale one', () => {
    for (const text of ['', '{', '{"pid":0}', '{"pid":"200"}', '[]', 'null']) expect(lockFileVerdict(text, 100, alive), text).toBe('stale');
  });
});

describe('FileLock', () => {
  it('is held by one process at a time, and taken by a waiting one once released', async () => {
    const dir = join(tempDir(), '.prerender');
    const alive = () => true;
    const [a, b] = [new FileLock({ dir, pid: 101, alive }), new FileLock({ dir, pid: 102, alive })];
    expect(await a.tryAcquire()).toBe(true);
    expect(await a.tryAcquire()).toBe(true);
    expect(await b.tryAcquire()).toBe(false);
    expect(await b.holder()).toMatch(/^pid 101 on .+ since \d{4}-.+publisher\.lock\)$/);
    // Closing a lock this process does not hold leaves it alone.
    await b.close();
    expect(await b.tryAcquire()).toBe(false);
    await a.close();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
    expect(await b.tryAcquire()).toBe(true);
    expect(JSON.parse(readFileSync(join(dir, LOCK_FILE), 'utf8'))).toMatchObject({ pid: 102 });
  });

  it('takes over the lock of a process that is gone (kill -9 leaves the file)', async () => {
    const dir = tempDir();
    // A real process that has exited: its pid names nobody now.
    const child = spawn(process.execPath, ['-e', '']);
    const dead = await new Promise<number>((resolve) => child.once('exit', () => resolve(child.pid!)));
    expect(pidAlive(dead)).toBe(false);
    writeFileSync(join(dir, LOCK_FILE), owner(dead));
    const lock = new FileLock({ dir });
    expect(await lock.tryAcquire()).toBe(true);
    expect(JSON.parse(readFileSync(join(dir, LOCK_FILE), 'utf8'))).toMatchObject({ pid: process.pid });
  });

  it('waits for a live process, this test run’s parent', async () => {
    const dir = tempDir();
    expect(pidAlive(process.ppid)).toBe(true);
    writeFileSync(join(dir, LOCK_FILE), owner(process.ppid));
    expect(await new FileLock({ dir }).tryAcquire()).toBe(false);
  });
});

/** A lock another process holds for the first `busyTries` tries. */
function lockFreedAfter(busyTries: number): PublisherLock & { tries: number } {
  return {
    tries: 0,
    async tryAcquire() {
      return ++this.tries > busyTries;
    },
    async holder() {
      return 'pid 7 on h';
    },
    async close() {},
  };
}

describe('waitForLock (the CLI)', () => {
  const clock = () => {
    const c = { now: 0, sleep: async (ms: number) => void (c.now += ms) };
    return c;
  };
  it('takes the lock once it is free', async () => {
    const c = clock();
    const lock = lockFreedAfter(3);
    expect(await waitForLock(lock, { ceilingMs: 10_000, retryMs: 1000, now: () => c.now, sleep: c.sleep })).toBe(true);
    expect(lock.tries).toBe(4);
    expect(c.now).toBe(3000);
  });
  it('gives up at the ceiling', async () => {
    const c = clock();
    const lock = lockFreedAfter(Infinity);
    expect(await waitForLock(lock, { ceilingMs: 10_000, retryMs: 1000, now: () => c.now, sleep: c.sleep })).toBe(false);
    expect(lock.tries).toBe(11);
  });
});

describe('lockForRun (npm run prerender)', () => {
  it('runs at once on a free lock, saying nothing', async () => {
    const lines: string[] = [];
    expect(await lockForRun(lockFreedAfter(0), { outDir: '/srv/out/sites', log: (l) => lines.push(l) })).toBeNull();
    expect(lines).toEqual([]);
  });
  it('says it waits, then gives up at the ceiling with the line to exit with', async () => {
    const c = { now: 0, sleep: async (ms: number) => void (c.now += ms) };
    const lines: string[] = [];
    const refused = await lockForRun(lockFreedAfter(Infinity), { outDir: '/srv/out/sites', log: (l) => lines.push(l), now: () => c.now, sleep: c.sleep });
    expect(lines).toEqual(["the publisher's lock is held by pid 7 on h: waiting up to 5 min"]);
    expect(refused).toBe(
      "not published: the publisher's lock is still held by pid 7 on h after 5 min (a cron daemon or another run publishes into /srv/out/sites; stop it, or run this when it is done)",
    );
    expect(c.now).toBe(CLI_LOCK_WAIT_MS);
  });
});

describe('whileHeld (the daemon)', () => {
  it('runs nothing while another holds the lock, says so once, and says when it took over', async () => {
    const lines: string[] = [];
    const lock = lockFreedAfter(3);
    const held = whileHeld(lock, (l) => lines.push(l));
    let runs = 0;
    const run = async () => void runs++;
    for (let tick = 0; tick < 5; tick++) await held(run);
    expect(runs).toBe(2);
    expect(lines).toEqual(["the publisher's lock is held by pid 7 on h: waiting, trying again at each tick", "took the publisher's lock: publishing"]);
  });
});
