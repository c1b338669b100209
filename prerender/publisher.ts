// Batch render and publish: pages are rendered (and compressed) by worker threads into staged temp files,
// and a batch is published — renamed into place — only when the content API held for all of it. What a
// batch revealed (lists an article links to, other pages of a paged list) is rendered in later batches.
import { unlink } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { RenderPool } from './renderPool';
import { SITES, siteForRequest } from '../domain/sites';
import { redirectFor } from '../domain/redirects';
import type { RouteRule, SiteSlug } from '../domain/types';
import { stopsBatch, type RenderResult, type RenderTask } from '../workers/render';
import { RenderCostTally } from './renderCost';
import { removeFileAtomic, syncDir } from './atomicWrite';
import { syncFileSystem } from './fileSystemFlush';
import { putVersion, stageVersion, tempsOf, type StagedVersion } from './siblings';
import type { CopySuffix } from './compression';
import { buildIdOf } from './buildFiles';
import { runStop, type JobApi } from './jobApi';
import type { Manifest } from './manifest';
import type { WriteJournal } from './writeJournal';
import type { CdnPurge } from './cdnPurge';
import { outputFile, pageUrl, parsePageUrl, splitPage, UnsafePathError, withPage } from './outputPath';
import { StylesheetFiles } from './stylesheetFiles';

/** Pages per message to a render worker (see renderMany in workers/render-worker.mjs). */
const TASKS_PER_MESSAGE = 16;

export interface Totals {
  rendered: number;
  removed: number;
  skipped: number;
}

/** A batch sent to the render threads: its tasks, their files (in the write journal) and its results to come. */
export interface PendingBatch {
  tasks: RenderTask[];
  files: string[];
  pages: number;
  rendering: Promise<RenderResult[]>;
}

/** A batch publishFirst published: its tasks and what they rendered, for renderAll to record. */
export interface PublishedBatch {
  tasks: RenderTask[];
  results: RenderResult[];
}

export interface Progress {
  tick(n: number): void;
  grow(n: number): void;
}

export class Publisher {
  /** Each run sees the content API afresh: the workers' shared-data caches are keyed by it. */
  private generation = '0';
  private runs = 0;
  /** The build the pool's workers render with: every page names it (renderer/types.ts `build`). */
  private readonly build: string;
  /** The content API's redirect rules of this run: a path they redirect is not a page of its own. */
  rules: RouteRule[] = [];
  /** What this run's pages cost the render threads, by stage. */
  readonly cost = new RenderCostTally();
  /** The stylesheet files the pages link, published before them (D-424). */
  private readonly stylesheets: StylesheetFiles;
  private readonly flush: (dir: string) => Promise<void>;

  constructor(
    private readonly o: {
      outDir: string;
      distDir: string;
      contentApiUrl: string;
      batchSize: number;
      pool: RenderPool;
      api: JobApi;
      journal: WriteJournal;
      log: (line: string) => void;
      /** The CDN told of every file renamed into place or removed, right after (prerender/cdnPurge.ts). */
      cdn?: CdnPurge;
      /** Makes what was written to the output durable (fileSystemFlush.ts; a test's records the order). */
      syncFileSystem?: (dir: string) => Promise<void>;
    },
  ) {
    this.flush = o.syncFileSystem ?? syncFileSystem;
    this.build = buildIdOf(o.distDir);
    this.stylesheets = new StylesheetFiles({
      outDir: o.outDir,
      stage: (file, body, copies) => this.stageWithCompressed(file, body, copies),
      publish: (staged) => this.publishStaged(staged),
      discard: (staged) => this.discard(staged),
    });
  }

  /** Every write of the output goes through it (prerender/writeJournal.ts). */
  get journal(): WriteJournal {
    return this.o.journal;
  }

  newGeneration(): void {
    this.generation = `${process.pid}.${++this.runs}`;
    this.cost.startRun();
    this.stylesheets.startRun();
  }

  task(url: string, site: SiteSlug): RenderTask {
    return {
      url,
      site,
      host: SITES[site].domain,
      contentApiUrl: this.o.contentApiUrl,
      distDir: this.o.distDir,
      build: this.build,
      dataGeneration: this.generation,
    };
  }

  taskForUrl(url: string): RenderTask {
    const { site, path } = parsePageUrl(url);
    return this.task(path, site);
  }

  /** `file` and its compressed copies, one version, written now (prerender/siblings.ts putVersion). */
  async writeWithCompressed(file: string, body: string | Uint8Array, copies: Partial<Record<CopySuffix, Uint8Array>>): Promise<void> {
    await this.publishStaged([await stageVersion(file, body, copies)]);
  }

  /**
   * Stages `file` and its compressed copies as fsync'd temp files with one mtime, to be published later by
   * renames (publishStaged) or dropped (discard): the slow part of a write (the fsyncs) happens now.
   */
  async stageWithCompressed(file: string, body: string | Uint8Array, copies: Partial<Record<CopySuffix, Uint8Array>>): Promise<StagedVersion> {
    await this.o.journal.cover([file]);
    try {
      return await stageVersion(file, body, copies);
    } catch (err) {
      this.o.journal.leave([file]);
      throw err;
    }
  }

  /** Publishes staged files by renames (putVersion: never a copy of another version beside a file), each folder fsync'd once after. */
  async publishStaged(staged: readonly StagedVersion[]): Promise<void> {
    const dirs = new Set<string>();
    try {
      for (const s of staged) {
        putVersion(s);
        dirs.add(dirname(s.file));
      }
    } catch (err) {
      await this.discard(staged);
      throw err;
    }
    await Promise.all([...dirs].map((d) => syncDir(d)));
    await this.o.cdn?.files(staged.map((s) => s.file));
    await this.o.journal.release(staged.map((s) => s.file));
  }

  /** Deletes the temp files of staged files that will not be published (a published one's are gone already). */
  async discard(staged: readonly StagedVersion[]): Promise<void> {
    await Promise.all(staged.flatMap((s) => tempsOf(s).map((temp) => unlink(temp).catch(() => undefined))));
    // An unlink that failed left a temp file: the next run's repair finds it.
    this.o.journal.leave(staged.map((s) => s.file));
  }

  /**
   * The copies first: a kill between two removals leaves the page, with a copy of its own version or none,
   * never a copy without its page, and the page's removal needs no journal.
   */
  async remove(file: string): Promise<void> {
    await this.removeFile(file);
    await this.o.cdn?.files([file]);
  }

  private async removeFile(file: string): Promise<void> {
    for (const f of [`${file}.gz`, `${file}.br`, file]) await removeFileAtomic(f);
  }

  /** One page rendered on its own (the 404 pages), not published. */
  async renderOne(path: string, site: SiteSlug): Promise<RenderResult> {
    const r = (await this.o.pool.run(this.task(path, site))) as RenderResult;
    this.cost.add([r]);
    return r;
  }

  /**
   * Renders the tasks and everything they reveal, batch by batch. A batch's files are written while the
   * next batch renders (writing waits on the disk, rendering on the CPU); at most one batch is being written.
   * `beforePublish` runs once, after the first batch rendered whole and before any page of it is published
   * (an incremental run writes its feeds there: a page never shows an edit its feed lacks, and a run that
   * fails changes nothing). `published`: a batch published before (publishFirst), recorded and followed first.
   */
  async renderAll(
    tasks: RenderTask[],
    manifest: Manifest,
    totals: Totals,
    progress?: Progress,
    beforePublish?: () => Promise<void>,
    published?: PublishedBatch,
  ): Promise<void> {
    const seen = new Set([...tasks, ...(published?.tasks ?? [])].map((t) => pageUrl(t.site, t.url)));
    const queue = [...tasks];
    if (published) {
      this.recordBatch(published.results, manifest, totals);
      queue.push(...this.discover(published.results, manifest, seen));
    }
    const start = (): PendingBatch | null => {
      if (!queue.length) return null;
      const batch = this.withFiles(queue.splice(0, this.o.batchSize));
      return this.pending(
        batch,
        this.o.journal.cover(batch.files).then(() => this.renderBatch(batch.tasks)),
      );
    };
    let writing: Promise<void> = Promise.resolve();
    let batches = 0;
    // The next batch renders while this one is checked, recorded and written: no thread idles at a batch's end.
    let next = start();
    try {
      while (next) {
        const current = next;
        next = start();
        const results = await current.rendering;
        this.recordBatch(results, manifest, totals);
        const found = this.discover(results, manifest, seen);
        queue.push(...found);
        progress?.grow(found.length);
        next ??= start();
        const previous = writing;
        const first = batches++ === 0 ? beforePublish : undefined;
        writing = previous.then(
          async () => {
            try {
              await first?.();
              await this.writeBatch(results);
            } catch (err) {
              this.o.journal.leave(current.files);
              throw err;
            }
            await this.o.journal.release(current.files);
          },
          async (err: unknown) => {
            await discardStaged(results);
            this.o.journal.leave(current.files);
            throw err;
          },
        );
        writing.catch(() => {});
        await previous;
        progress?.tick(current.pages);
      }
      await writing;
    } catch (err) {
      await writing.catch(() => {});
      // A batch still rendering is not published: its staged files go (renderBatch removes a failed one's).
      const last = next;
      await last?.rendering.then(
        async (results) => {
          await discardStaged(results);
          this.o.journal.leave(last.files);
        },
        () => {},
      );
      throw err;
    }
  }

  /**
   * A batch of its own sent to the render threads now, before the run knows the rest of its pages (publishFirst).
   * Resolves once its messages are sent, so the threads render while this thread does other work (D-409). Null for
   * no tasks.
   */
  async startBatch(tasks: RenderTask[]): Promise<PendingBatch | null> {
    if (tasks.length === 0) return null;
    const batch = this.withFiles(tasks);
    await this.o.journal.cover(batch.files);
    return this.pending(batch, this.renderBatch(batch.tasks));
  }

  /**
   * Publishes a started batch on its own, as renderAll publishes one (`beforePublish` first; nothing of it when it
   * failed, its staged files gone), before the run reads the manifest: renderAll records it (`published`). D-409.
   */
  async publishFirst(batch: PendingBatch, beforePublish?: () => Promise<void>): Promise<PublishedBatch> {
    const results = await batch.rendering;
    try {
      await beforePublish?.();
      await this.writeBatch(results);
    } catch (err) {
      await discardStaged(results);
      this.o.journal.leave(batch.files);
      throw err;
    }
    await this.o.journal.release(batch.files);
    return { tasks: batch.tasks, results };
  }

  /** The tasks with their output files: a thread stages a page it rendered next to its file (workers/render.ts `file`). */
  private withFiles(tasks: RenderTask[]): { tasks: RenderTask[]; files: string[] } {
    const staged = tasks.map((t) => ({ ...t, file: outputFile(this.o.outDir, t.site, t.url) }));
    return { tasks: staged, files: staged.map((t) => t.file) };
  }

  private pending(batch: { tasks: RenderTask[]; files: string[] }, rendering: Promise<RenderResult[]>): PendingBatch {
    // Handled where it is awaited: a failed batch must not count as an unhandled rejection meanwhile. Its
    // render threads may have staged files of it whatever failed: the next run's repair finds them.
    rendering.catch(() => this.o.journal.leave(batch.files));
    return { ...batch, pages: batch.tasks.length, rendering };
  }

  /**
   * Renders a batch whose files the write journal lists; throws (so nothing of it is published) if the content
   * API failed during it. A page that failed for another reason (a bad article) is in the results with its 5xx
   * status, to be skipped. The workers stage the rendered pages as temp files; a batch that throws leaves none
   * behind, but for a message whose answer never came. Its messages go before its first await.
   */
  private async renderBatch(tasks: RenderTask[]): Promise<RenderResult[]> {
    const chunks: RenderTask[][] = [];
    for (let i = 0; i < tasks.length; i += TASKS_PER_MESSAGE) chunks.push(tasks.slice(i, i + TASKS_PER_MESSAGE));
    const settled = await Promise.allSettled(chunks.map((c) => this.o.pool.run(c, { name: 'renderMany' }) as Promise<RenderResult[]>));
    const results = settled.flatMap((s) => (s.status === 'fulfilled' ? s.value : []));
    this.cost.add(results);
    try {
      const failed = settled.find((s) => s.status === 'rejected');
      if (failed) throw failed.reason;
      const broken = results.find(stopsBatch);
      if (broken) throw runStop(`${pageUrl(broken.site, broken.url)}: ${broken.failure.reason}; a batch of ${tasks.length}`);
      // Checked after every batch, not only after a failed render: a page can render whole from a cached
      // shell while the API has just gone away, and then the rest of the batch is suspect.
      if ((await this.o.api.healthy()) !== true) throw runStop(`content API failed during a batch of ${tasks.length}`);
    } catch (err) {
      await discardStaged(results);
      throw err;
    }
    return results;
  }

  /** What a rendered batch means for the manifest (saved only after every file of the run is written). */
  private recordBatch(results: RenderResult[], manifest: Manifest, totals: Totals): void {
    for (const r of results) {
      const url = pageUrl(r.site, r.url);
      if (r.status === 200) {
        const d = r.deps;
        manifest.record({
          url,
          site: r.site,
          articles: d?.articles ?? [],
          lists: d?.lists ?? [],
          ...(d?.own ? { own: d.own } : {}),
          ...(d?.lastmod !== undefined ? { lastmod: d.lastmod } : {}),
          ...(d?.own && Number.isSafeInteger(d.pubDate) ? { pubDate: d.pubDate } : {}),
          ...(d?.unlisted ? { unlisted: true as const } : {}),
        });
        totals.rendered++;
      } else if (r.status === 404) {
        if (manifest.remove(url)) totals.removed++;
      } else if (r.status >= 500) {
        totals.skipped++;
        this.o.log(`skipped ${url}: render failed (${r.status}); the last good page stays`);
      } else {
        this.o.log(`skipped ${url}: answered ${r.status}${r.location ? ` → ${r.location}` : ''}`);
      }
    }
  }

  /**
   * Publishes a batch's staged pages (the stylesheet files they link first; each page by putVersion: its old copies
   * removed, the page, then its copies) and removes its 404s. The render threads staged the pages unsynced: one
   * flush of the output's file system makes them durable before the renames, and another the renames before the
   * write journal lets go of them (D-425). A failed write or flush leaves the rest of the batch's temp files to
   * be deleted, never published later.
   *
   * The renames are synchronous: a rename is microseconds of the kernel's work, and as asynchronous calls a
   * full build's 12,000 of them each cost a hand-off to a pool thread and back; this thread has nothing
   * else to do meanwhile (the next batch is already with the render threads).
   */
  private async writeBatch(results: RenderResult[]): Promise<void> {
    try {
      await this.stylesheets.publishFor(results);
      if (results.some((r) => r.staged)) await this.flush(this.o.outDir);
      for (const r of results) {
        if (!r.staged) continue;
        putVersion({ file: outputFile(this.o.outDir, r.site, r.url), temp: r.staged.html, copies: { '.br': r.staged.br } });
      }
    } catch (err) {
      await discardStaged(results);
      throw err;
    }
    const gone = results.filter((r) => r.status === 404).map((r) => outputFile(this.o.outDir, r.site, r.url));
    for (const file of gone) await this.removeFile(file);
    if (results.some((r) => r.staged)) await this.flush(this.o.outDir);
    await this.o.cdn?.files([...results.filter((r) => r.staged).map((r) => outputFile(this.o.outDir, r.site, r.url)), ...gone]);
  }

  /**
   * Pages a batch revealed that the manifest lacks: the lists an article links to, the other pages of a
   * paged page 1; and the pages past a list's new end, to be rendered into 404s.
   */
  private discover(results: RenderResult[], manifest: Manifest, seen: Set<string>): RenderTask[] {
    const out: RenderTask[] = [];
    const add = (site: SiteSlug, path: string, whenKnown: boolean) => {
      let url: string;
      try {
        url = pageUrl(site, path);
      } catch (err) {
        if (err instanceof UnsafePathError) return;
        throw err;
      }
      if (seen.has(url) || manifest.has(url) !== whenKnown) return;
      seen.add(url);
      // A link the origin redirects (a tag that became a supplement) is served by the redirect, not a file.
      if (!whenKnown && redirectFor(site, path, this.rules)) return;
      out.push(this.task(path, site));
    };
    for (const r of results) {
      if (r.status !== 200 || !r.deps) continue;
      const domain = SITES[r.site].domain;
      for (const link of r.deps.links ?? []) add(siteForRequest(domain, link, { [domain]: domain }), link, false);
      const { path, page } = splitPage(r.url);
      if (page !== 1 || r.deps.pageCount === undefined) continue;
      for (let k = 2; k <= r.deps.pageCount; k++) add(r.site, withPage(path, k), false);
      for (let k = r.deps.pageCount + 1; manifest.has(pageUrl(r.site, withPage(path, k))); k++) add(r.site, withPage(path, k), true);
    }
    return out;
  }
}

/** Deletes the temp files of rendered pages that will not be published. */
async function discardStaged(results: readonly RenderResult[]): Promise<void> {
  await Promise.all(results.flatMap((r) => (r.staged ? [r.staged.br, r.staged.html] : [])).map((t) => unlink(t).catch(() => undefined)));
}
