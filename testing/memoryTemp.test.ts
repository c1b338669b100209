import { describe, expect, it } from 'vitest';
import { MEMORY_DIR, MEMORY_MIN_FREE_BYTES, memoryTempRoot, testTempDir, type MemoryProbe } from './memoryTemp';

const machine = (free: number, writable = true): MemoryProbe => ({
  free: () => free,
  writable: () => {
    if (!writable) throw new Error('EACCES');
  },
});

describe('memoryTempRoot', () => {
  it('is the shared-memory folder when it is writable and has room', () => {
    expect(memoryTempRoot(machine(MEMORY_MIN_FREE_BYTES))).toBe(MEMORY_DIR);
  });

  it('is none where it has too little room, cannot be written or is not there', () => {
    expect(memoryTempRoot(machine(MEMORY_MIN_FREE_BYTES - 1))).toBeNull();
    expect(memoryTempRoot(machine(MEMORY_MIN_FREE_BYTES * 2, false))).toBeNull();
    expect(
      memoryTempRoot({
        free: () => {
          throw new Error('ENOENT');
        },
        writable: () => {},
      }),
    ).toBeNull();
  });
});

describe('testTempDir', () => {
  it('is the run’s folder when it is in memory already, whatever room is left', () => {
    expect(testTempDir(machine(0), `${MEMORY_DIR}/reader-test-x`)).toBe(`${MEMORY_DIR}/reader-test-x`);
  });

  it('is memory for a tier run alone where there is room, else the system’s folder', () => {
    expect(testTempDir(machine(MEMORY_MIN_FREE_BYTES), '/tmp')).toBe(MEMORY_DIR);
    expect(testTempDir(machine(0), '/tmp')).toBe('/tmp');
    expect(testTempDir(machine(MEMORY_MIN_FREE_BYTES), '/dev/shmx')).toBe(MEMORY_DIR);
  });
});
