import { describe, expect, it } from 'vitest';
import { mountOf } from './fileSystem';

const MOUNTINFO = [
  '27 1 254:0 / / rw,relatime - ext4 /dev/vda rw,discard',
  '22 27 0:21 / /proc rw,relatime - proc proc rw',
  '40 27 0:30 / /work rw,relatime shared:5 - xfs /dev/vdb1 rw',
  '41 40 0:31 / /work/my\\040data rw - tmpfs tmpfs rw',
].join('\n');

describe('the mount that holds a folder', () => {
  it('is the longest mount point before it, by whole path segments', () => {
    expect(mountOf(MOUNTINFO, '/work/main/bench/.data')).toEqual({ point: '/work', type: 'xfs', source: '/dev/vdb1' });
    expect(mountOf(MOUNTINFO, '/workshop/x')).toEqual({ point: '/', type: 'ext4', source: '/dev/vda' });
    expect(mountOf(MOUNTINFO, '/proc')).toEqual({ point: '/proc', type: 'proc', source: 'proc' });
  });

  it('reads a mount point with a space (written \\040) and optional fields before the separator', () => {
    expect(mountOf(MOUNTINFO, '/work/my data/out')).toEqual({ point: '/work/my data', type: 'tmpfs', source: 'tmpfs' });
  });

  it('is none in a table without a root mount that holds it', () => {
    expect(mountOf('22 27 0:21 / /proc rw - proc proc rw', '/work')).toBeNull();
    expect(mountOf('garbage line\n', '/work')).toBeNull();
  });
});
