// The walk of the whole output, owed only where no write journal can say what a killed run left (an output
// from before it, or an unreadable journal: D-401). Folder by folder, so that the job can do it in slices
// between its runs and give way to an edit; at 179,000 pages the whole of it is a minute and more.
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { isErrno, isTempFileName, removeFileAtomic } from './atomicWrite';
import { repairFolderCopies } from './siblings';

export interface WalkReport {
  folders: number;
  /** Temp files a killed run left, deleted. */
  temps: number;
  /** Compressed copies of another version, compressed again from their file. */
  repaired: number;
  /** Compressed copies without their file, deleted. */
  removed: number;
}

/**
 * Deletes every temp file under `root` (any depth, symbolic links not followed) and makes every compressed copy
 * its file's version (prerender/siblings.ts repairCopiesOf). Only while no writer runs: a writer's temp files
 * would go. A folder made after the walk passed it was made by a writer that journals.
 */
export class OutputWalk {
  private readonly pending: string[];
  readonly report: WalkReport = { folders: 0, temps: 0, repaired: 0, removed: 0 };

  constructor(root: string) {
    this.pending = [root];
  }

  /** Walks folders until `enough()` (asked before each) or the end; answers whether the walk is over. */
  async walk(enough: () => boolean = () => false): Promise<boolean> {
    while (this.pending.length && !enough()) await this.folder(this.pending.pop()!);
    return this.pending.length === 0;
  }

  private async folder(dir: string): Promise<void> {
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch (err) {
      if (isErrno(err, 'ENOENT') || isErrno(err, 'ENOTDIR')) return;
      throw err;
    }
    const names = new Set<string>();
    for (const e of entries) {
      if (e.isDirectory()) this.pending.push(join(dir, e.name));
      else if (!e.isFile()) continue;
      else if (!isTempFileName(e.name)) names.add(e.name);
      else if (await removeFileAtomic(join(dir, e.name))) this.report.temps++;
    }
    const copies = await repairFolderCopies(dir, names);
    this.report.repaired += copies.repaired;
    this.report.removed += copies.removed;
    this.report.folders++;
  }
}
