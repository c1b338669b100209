// What the bench's output folder sits on, for the line that explains a build's kernel time (D-426): on ext4
// without a journal every file creation skips, one by one, the inodes of its block group freed in the last
// minutes (the kernel's recently_deleted()), so a build soon after a large deletion costs the kernel more.
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';

export interface Mount {
  point: string;
  type: string;
  source: string;
}

/** The mount that holds `path` (the longest mount point that is a prefix of it), from /proc/self/mountinfo's text. */
export function mountOf(mountinfo: string, path: string): Mount | null {
  let best: Mount | null = null;
  for (const line of mountinfo.split('\n')) {
    const [left, right] = line.split(' - ');
    if (!left || !right) continue;
    // Field 5 is the mount point; after the separator come the type and the source. Spaces are written \040.
    const point = octalUnescaped(left.split(' ')[4] ?? '');
    const [type, source] = right.split(' ');
    if (!type || !source || !within(path, point)) continue;
    if (!best || point.length >= best.point.length) best = { point, type, source: octalUnescaped(source) };
  }
  return best;
}

function within(path: string, point: string): boolean {
  return point === '/' || path === point || path.startsWith(point + '/');
}

function octalUnescaped(field: string): string {
  return field.replace(/\\([0-7]{3})/g, (_, oct: string) => String.fromCharCode(parseInt(oct, 8)));
}

/**
 * Whether `path` is on ext4 without a journal (its /sys/fs/ext4/<device>/journal_task reads "<none>"); null when
 * the system does not tell.
 */
export function onJournalLessExt4(path: string): boolean | null {
  try {
    const mount = mountOf(readFileSync('/proc/self/mountinfo', 'utf8'), path);
    if (!mount || mount.type !== 'ext4') return mount ? false : null;
    return readFileSync(`/sys/fs/ext4/${basename(mount.source)}/journal_task`, 'utf8').trim() === '<none>';
  } catch {
    return null;
  }
}
