// The write journal (D-401): before any writer of the output stages a temp file or renames a version into
// place, the files it will touch are in `.prerender/writing.json`, fsync'd; once they are published they leave
// it again. A job killed at any moment leaves there every file it may have left half-done (a render thread's
// temp files of a message whose answer never came, a page between its renames), and the next start repairs
// exactly those: their temp files, and their compressed copies by prerender/siblings.ts. A clean stop leaves
// it empty, and a start repairs nothing. Only an output without a journal it can read is walked whole
// (prerender/outputWalk.ts), and after the edits.
import { readdir, readFile } from 'node:fs/promises';
import { basename, dirname, join, relative, sep } from 'node:path';
import { isErrno, removeFileAtomic, writeFileAtomic } from './atomicWrite';
import { tempTarget } from '../workers/tempFile.mjs';
import { COPY_SUFFIXES } from './compression';
import { repairCopiesOf } from './siblings';
import { statePaths } from './jobState';
import { journalText, parseJournal } from './writeJournalFormat';

export interface JournalRepair {
  /** Files the journal listed. */
  files: number;
  temps: number;
  repaired: number;
  removed: number;
}

async function namesIn(dir: string): Promise<string[] | null> {
  try {
    return await readdir(dir);
  } catch (err) {
    if (isErrno(err, 'ENOENT') || isErrno(err, 'ENOTDIR')) return null;
    throw err;
  }
}

/** Whether a temp file staged for `target` belongs to one of `files` (the file itself or a copy of it). */
function belongs(target: string, files: ReadonlySet<string>): boolean {
  return files.has(target) || COPY_SUFFIXES.some((s) => target.endsWith(s) && files.has(target.slice(0, -s.length)));
}

/**
 * Deletes the temp files of `files` (paths) and makes their compressed copies their version: one look at each
 * of their folders, nothing else of the output read. `files` null: every temp file in the folders (the two
 * small folders of the job's own files, whose writes are not journalled).
 */
export async function repairFiles(byFolder: ReadonlyMap<string, ReadonlySet<string> | null>): Promise<Omit<JournalRepair, 'files'>> {
  const report = { temps: 0, repaired: 0, removed: 0 };
  for (const [dir, files] of byFolder) {
    const names = await namesIn(dir);
    if (!names) continue;
    const kept = new Set<string>();
    for (const name of names) {
      const target = tempTarget(name);
      if (target !== null && (files === null || belongs(target, files))) {
        if (await removeFileAtomic(join(dir, name))) report.temps++;
      } else kept.add(name);
    }
    for (const file of files ?? []) {
      const r = await repairCopiesOf(dir, file, kept);
      report.repaired += r.repaired;
      report.removed += r.removed;
    }
  }
  return report;
}

export class WriteJournal {
  private readonly file: string;
  /** Files a writer of this process is putting in place (a count: two writers may share one). */
  private readonly held = new Map<string, number>();
  /** Files a writer may have left half-done (the journal read at start, a failed writer's): the next repair's. */
  private readonly left = new Set<string>();
  private walkedAll = true;
  private loading: Promise<void> | null = null;
  private started = false;
  /** The text on disk: nothing is written again while it would not change. */
  private onDisk = '';
  private writing: Promise<void> = Promise.resolve();
  private queued: Promise<void> | null = null;

  constructor(private readonly outDir: string) {
    this.file = statePaths(outDir).journal;
  }

  /** Whether a walk of the whole output is still owed (no journal could be read; prerender/outputWalk.ts). */
  get walkOwed(): boolean {
    return !this.walkedAll;
  }

  /** The journal on disk, taken as left: read before anything is added, so that no entry of it is ever dropped unrepaired. */
  private load(): Promise<void> {
    this.loading ??= (async () => {
      let text: string | null;
      try {
        text = await readFile(this.file, 'utf8');
      } catch (err) {
        if (!isErrno(err, 'ENOENT')) throw err;
        text = null;
      }
      const state = text === null ? null : parseJournal(text);
      if (state) {
        for (const f of state.files) this.left.add(f);
        this.walkedAll = state.walked;
        this.onDisk = text!;
      } else {
        // No journal: a new output has nothing to repair (the job's own folder may be there already: the publisher's lock
        // is taken before the first run); one written before the journal may.
        const state = basename(statePaths(this.outDir).dir);
        this.walkedAll = text === null && ((await namesIn(this.outDir)) ?? []).every((n) => n === state);
      }
    })();
    return this.loading;
  }

  /**
   * Repairs what the journal lists as left (at a process's first run: what a killed process left; later: what a
   * failed run of this one left) and clears it. At the first, also the temp files of the job's own folders
   * (the state and the journal; the output's root: nginx.conf, the canonical map, the route rules), written
   * whole by single renames and never journalled. Only at the start of a run, while no writer runs.
   */
  async repair(): Promise<JournalRepair> {
    await this.load();
    const files = [...this.left];
    const byFolder = new Map<string, Set<string> | null>();
    if (!this.started) {
      this.started = true;
      byFolder.set(dirname(this.file), null);
      byFolder.set(this.outDir, null);
    }
    for (const f of files) {
      const path = join(this.outDir, f);
      const dir = dirname(path);
      if (!byFolder.has(dir)) byFolder.set(dir, new Set());
      byFolder.get(dir)?.add(basename(path));
    }
    const report = { files: files.length, ...(await repairFiles(byFolder)) };
    for (const f of files) this.left.delete(f);
    await this.persist();
    return report;
  }

  /** Adds `paths` (files in the output) before anything of them is staged; answers once that is on disk. */
  async cover(paths: readonly string[]): Promise<void> {
    await this.load();
    let added = false;
    for (const f of this.entries(paths)) {
      added ||= !this.held.has(f) && !this.left.has(f);
      this.held.set(f, (this.held.get(f) ?? 0) + 1);
    }
    // Also when another writer's cover added them: its write must be on disk before these are staged.
    await (added ? this.persist() : this.writing);
  }

  /**
   * `paths` are published (renamed into place, their folders fsync'd) or removed whole. Written only when
   * nothing is left in the journal: an entry that stays a while longer only costs a look at its folder.
   */
  async release(paths: readonly string[]): Promise<void> {
    for (const f of this.entries(paths)) {
      const n = (this.held.get(f) ?? 1) - 1;
      if (n > 0) this.held.set(f, n);
      else this.held.delete(f);
    }
    if (this.held.size === 0 && this.left.size === 0) await this.persist();
  }

  /** A writer of `paths` failed: whatever it left of them is repaired at the start of the next run. */
  leave(paths: readonly string[]): void {
    for (const f of this.entries(paths)) {
      const n = (this.held.get(f) ?? 1) - 1;
      if (n > 0) this.held.set(f, n);
      else this.held.delete(f);
      this.left.add(f);
    }
  }

  /** `write` with `paths` covered: released when it succeeds, left for repair when it throws. */
  async around<T>(paths: readonly string[], write: () => Promise<T>): Promise<T> {
    await this.cover(paths);
    let result: T;
    try {
      result = await write();
    } catch (err) {
      this.leave(paths);
      throw err;
    }
    await this.release(paths);
    return result;
  }

  /** The walk of the whole output is done: no later start needs one. */
  async walked(): Promise<void> {
    this.walkedAll = true;
    await this.persist();
  }

  private entries(paths: readonly string[]): string[] {
    return paths.map((p) => {
      const rel = relative(this.outDir, p);
      if (rel === '' || rel.startsWith('..') || rel.startsWith(sep)) throw new Error(`the write journal covers files in ${this.outDir} only, not ${p}`);
      return rel.split(sep).join('/');
    });
  }

  /** Writes the journal as it is when its turn comes (covers made meanwhile ride along), once at a time. */
  private persist(): Promise<void> {
    if (this.queued) return this.queued;
    const next = this.writing.then(async () => {
      this.queued = null;
      const text = journalText({ walked: this.walkedAll, files: [...new Set([...this.held.keys(), ...this.left])] });
      if (text === this.onDisk) return;
      await writeFileAtomic(this.file, text);
      this.onDisk = text;
    });
    this.queued = next;
    this.writing = next.catch(() => {});
    return next;
  }
}
