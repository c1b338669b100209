// The stylesheet files a batch's pages link (D-424): published into each domain's folder before the first page that
// links one, with `.gz` and `.br` copies like the build's client files, through the write journal like every write.
// A file's name is its text's hash (domain/stylesheetFile.ts), so one on disk whole is never written again.
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { SITES } from '../domain/sites';
import { isStylesheetHref, stylesheetHref } from '../domain/stylesheetFile';
import type { RenderResult } from '../workers/render';
import { COPY_SUFFIXES, compressForAsync, type CopySuffix } from './compression';
import type { StagedVersion } from './siblings';

/** The file and both its copies, with one mtime: a version putVersion finished. */
async function whole(file: string): Promise<boolean> {
  try {
    const stats = await Promise.all([file, ...COPY_SUFFIXES.map((s) => file + s)].map((f) => stat(f)));
    return stats.every((s) => s.isFile() && s.mtimeMs === stats[0]!.mtimeMs);
  } catch {
    return false;
  }
}

export class StylesheetFiles {
  /** Files seen whole in this run: a run checks each once, so a file removed by hand comes back at the next run. */
  private readonly seen = new Set<string>();

  constructor(
    private readonly o: {
      outDir: string;
      /** Stages a file with its copies in the write journal (Publisher.stageWithCompressed). */
      stage: (file: string, body: Uint8Array, copies: Partial<Record<CopySuffix, Uint8Array>>) => Promise<StagedVersion>;
      /** Publishes staged files by renames (Publisher.publishStaged). */
      publish: (staged: readonly StagedVersion[]) => Promise<void>;
      /** Drops staged files that will not be published (Publisher.discard). */
      discard: (staged: readonly StagedVersion[]) => Promise<void>;
    },
  ) {}

  /** Each stylesheet's compressed copies, made once for every domain that lacks its file. */
  private readonly copies = new Map<string, Promise<Record<CopySuffix, Buffer>>>();

  startRun(): void {
    this.seen.clear();
    this.copies.clear();
  }

  /**
   * brotli 10 and gzip 9 (`good`, as the feeds): a set is made once per build and read by every first visit; brotli
   * 11 saved 2 % on a 32 KB set for three times the CPU (35 ms), paid by a cold build for each of its 16 sets.
   */
  private copiesOf(href: string, body: Buffer): Promise<Record<CopySuffix, Buffer>> {
    let made = this.copies.get(href);
    if (!made) {
      made = Promise.all(COPY_SUFFIXES.map((s) => compressForAsync(s, body, 'good'))).then(([gz, br]) => ({ '.gz': gz!, '.br': br! }));
      this.copies.set(href, made);
    }
    return made;
  }

  /**
   * Publishes every stylesheet file the staged pages of `results` link and the output lacks whole. Throws, and
   * nothing of it is left, when a path is not a stylesheet's or a text did not come with the batch: the batch's
   * pages must not be published without their stylesheet.
   */
  async publishFor(results: readonly RenderResult[]): Promise<void> {
    const texts = new Map<string, string>();
    const wanted = new Map<string, string>();
    for (const r of results) {
      if (!r.staged || !r.stylesheet) continue;
      const { href, text } = r.stylesheet;
      if (!isStylesheetHref(href)) throw new Error(`${r.url}: ${JSON.stringify(href)} is no stylesheet file's path`);
      if (text !== undefined) {
        // The name must be the text's: a file is never written again once whole under its name.
        if (stylesheetHref(text) !== href) throw new Error(`${r.url}: ${href} is not the name of the text that came with it`);
        texts.set(href, text);
      }
      const file = join(this.o.outDir, SITES[r.site].domain, href);
      if (!this.seen.has(file)) wanted.set(file, href);
    }
    const staged: StagedVersion[] = [];
    try {
      for (const [file, href] of wanted) {
        if (await whole(file)) continue;
        const text = texts.get(href);
        if (text === undefined) throw new Error(`${href}: its pages came without its text`);
        const body = Buffer.from(text);
        staged.push(await this.o.stage(file, body, await this.copiesOf(href, body)));
      }
    } catch (err) {
      await this.o.discard(staged);
      throw err;
    }
    // publishStaged drops what it could not publish itself.
    if (staged.length) await this.o.publish(staged);
    for (const file of wanted.keys()) this.seen.add(file);
  }
}
