// Where `npm test` keeps the temporary folders of its phases (worlds, templates, the build, browser profiles):
// in memory when the machine has room there (D-430). A world copies ten thousand files and removes them when it
// stops; on this machine's ext4 without a journal every file made after that scans the inodes freed in the last
// minute (D-426). The site tier spent 56–61 of its 260 CPU seconds in the kernel on disk, 29 in memory, and took
// 122 s against 154–161. Nothing of a test's meaning depends on the disk under its temporary folders.
import { accessSync, constants, statfsSync } from 'node:fs';
import { tmpdir } from 'node:os';

/** Linux's shared-memory file system, a tmpfs on every distribution we run on. */
export const MEMORY_DIR = '/dev/shm';

/** Room for the run's folders (842 MB at most in a clean-clone run) and Chromium's own shared memory beside them. */
export const MEMORY_MIN_FREE_BYTES = 8 * 2 ** 30;

export interface MemoryProbe {
  /** Free bytes of the file system at `dir`; throws when there is none. */
  free(dir: string): number;
  /** Throws when this process cannot write to `dir`. */
  writable(dir: string): void;
}

const probe: MemoryProbe = {
  free: (dir) => {
    const s = statfsSync(dir);
    return s.bavail * s.bsize;
  },
  writable: (dir) => accessSync(dir, constants.W_OK),
};

/** MEMORY_DIR when it is there, writable and has MEMORY_MIN_FREE_BYTES free; otherwise null (the system's own). */
export function memoryTempRoot(p: MemoryProbe = probe): string | null {
  try {
    p.writable(MEMORY_DIR);
    return p.free(MEMORY_DIR) >= MEMORY_MIN_FREE_BYTES ? MEMORY_DIR : null;
  } catch {
    return null;
  }
}

/**
 * Where a test keeps folders of its own: the run's folder when `npm test` put it in memory, else memory when it
 * has room (a tier run alone), else the system's temporary folder.
 */
export function testTempDir(p: MemoryProbe = probe, system = tmpdir()): string {
  if (system === MEMORY_DIR || system.startsWith(`${MEMORY_DIR}/`)) return system;
  return memoryTempRoot(p) ?? system;
}
