// What the prerender job remembers between runs, in OUT_DIR/.prerender: the manifest (which page showed
// what), the changes cursor, the sections the feeds are made for, where the sweep stopped, and the write journal.
import { statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { writeFileAtomic } from './atomicWrite';
import { loadCursor, saveCursor } from './cursor';
import type { FeedSection } from './feeds';
import { Manifest } from './manifest';

export function statePaths(outDir: string) {
  const dir = join(outDir, '.prerender');
  return {
    /** The job's own folder: its state, the journal, the publisher's lock file (publisherLock.ts). */
    dir,
    manifest: join(dir, 'manifest.json'),
    cursor: join(dir, 'cursor'),
    sections: join(dir, 'sections.json'),
    sweep: join(dir, 'sweep.json'),
    /** The write journal (prerender/writeJournal.ts). */
    journal: join(dir, 'writing.json'),
  };
}

/**
 * The manifest files' inodes, sizes and times: another process's save changes them. The inode too, since a whole
 * save is a new file renamed over the old one: two saves within the file system's clock tick (a few ms) with the
 * same size would otherwise look like one.
 */
function stampOf(file: string): string {
  return [file, `${file}.journal`]
    .map((f) => {
      try {
        const s = statSync(f);
        return `${s.ino}:${s.size}:${s.mtimeMs}`;
      } catch {
        return 'none';
      }
    })
    .join('|');
}

export class JobState {
  private readonly paths: ReturnType<typeof statePaths>;
  /** The manifest as this process last saved it, with the file's stamp: a daemon does not re-read it every tick. */
  private cached: { manifest: Manifest; stamp: string } | null = null;
  private preloading: Promise<void> | null = null;

  constructor(outDir: string) {
    this.paths = statePaths(outDir);
  }

  /**
   * Reads the manifest ahead of the first run, at a daemon's start: at 100k articles that is most of a restarted
   * daemon's first edit (issue #40). Its stamp is the file's before the read: a file changed meanwhile is read
   * again by the run. A failure is left for the run's own read to report.
   */
  preloadManifest(): Promise<void> {
    this.preloading ??= (async () => {
      const file = this.paths.manifest;
      const stamp = stampOf(file);
      const manifest = await Manifest.load(file).catch(() => null);
      if (manifest && !this.cached) this.cached = { manifest, stamp };
    })();
    return this.preloading;
  }

  async loadManifest(): Promise<Manifest> {
    const file = this.paths.manifest;
    // A run that starts while the preload reads waits for it rather than reading the file a second time.
    await this.preloading;
    if (this.cached && this.cached.stamp === stampOf(file)) return this.cached.manifest;
    this.cached = null;
    return Manifest.load(file);
  }

  /** `whole`: the full build's new manifest; otherwise only what changed is appended to the journal. */
  async saveManifest(manifest: Manifest, whole = false): Promise<void> {
    const file = this.paths.manifest;
    this.cached = null;
    await (whole ? manifest.save(file) : manifest.saveChanges(file));
    this.cached = { manifest, stamp: stampOf(file) };
  }

  loadCursor(): Promise<string | null> {
    return loadCursor(this.paths.cursor);
  }

  saveCursor(cursor: string): Promise<void> {
    return saveCursor(this.paths.cursor, cursor);
  }

  async loadSections(): Promise<FeedSection[]> {
    try {
      return JSON.parse(await readFile(this.paths.sections, 'utf8')) as FeedSection[];
    } catch {
      return [];
    }
  }

  async saveSections(sections: FeedSection[]): Promise<void> {
    await writeFileAtomic(this.paths.sections, JSON.stringify(sections));
  }

  /** The last deep page the sweep rendered ('' before the first sweep). */
  async sweepPosition(): Promise<string> {
    try {
      return (JSON.parse(await readFile(this.paths.sweep, 'utf8')) as { after: string }).after;
    } catch {
      return '';
    }
  }

  async saveSweepPosition(after: string): Promise<void> {
    await writeFileAtomic(this.paths.sweep, JSON.stringify({ after }));
  }
}
