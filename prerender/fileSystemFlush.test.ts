import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { flusherPid, syncFileSystem } from './fileSystemFlush';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'flush-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe.skipIf(process.platform === 'win32')('syncFileSystem (D-425)', () => {
  it('flushes the file system of a folder that exists, and rejects, saying why, for one that does not', async () => {
    await expect(syncFileSystem(dir)).resolves.toBeUndefined();
    const missing = join(dir, 'no', 'such', 'folder');
    const failing = syncFileSystem(missing);
    if (process.platform === 'linux') await expect(failing).rejects.toThrow(/sync of .*no[/]such[/]folder failed: .*No such file/);
    else await failing;
  });

  it('answers many flushes asked at once, each in turn, from one shell', async () => {
    await syncFileSystem(dir);
    const pid = flusherPid();
    const missing = join(dir, 'gone');
    const asked = [dir, missing, dir, dir].map((d) =>
      syncFileSystem(d).then(
        () => 'ok',
        (err: Error) => err.message,
      ),
    );
    const answers = await Promise.all(asked);
    expect(answers.filter((a) => a === 'ok')).toHaveLength(process.platform === 'linux' ? 3 : 4);
    expect(flusherPid()).toBe(pid);
  });

  it('rejects what it was asked when its shell is killed, and starts another for the next flush', async () => {
    await syncFileSystem(dir);
    const pid = flusherPid()!;
    // A flush asked right as the shell dies: it fails, not hangs.
    const asked = syncFileSystem(dir).catch((err: Error) => err.message);
    process.kill(pid, 'SIGKILL');
    const answer = await asked;
    expect(answer === undefined || /the flushing shell exited/.test(answer)).toBe(true);
    await expect(syncFileSystem(dir)).resolves.toBeUndefined();
    expect(flusherPid()).not.toBe(pid);
  });

  it('refuses a folder whose name holds a line break', async () => {
    await expect(syncFileSystem(`${dir}\n/etc`)).rejects.toThrow(/line break/);
  });
});
