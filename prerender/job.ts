// The prerender job: the only writer of the static output. A full build renders every page; an incremental
// run renders what the changes feed says changed. Pages are rendered by worker threads, written atomically,
// and the cursor moves only after a batch is published: a kill at any moment loses no edit.
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import { cpSync, existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Tinypool from 'tinypool';
import ky from 'ky';
import type { Article, ChangeEntry, ChangesPage, SiteSlug } from '../domain/types';
import { articlePath } from '../domain/urls';
import { DEFAULT_CONTENT_API_URL, DEFAULT_PREVIEW_TOKEN } from '../domain/constants';
import { articleListKeys } from '../domain/dependencies';
import { SITES, SITE_HEADER } from '../domain/sites';
import type { RenderResult, RenderTask } from '../workers/render';
import { removeFileAtomic, sweepTempFiles, writeFileAtomic } from './atomicWrite';
import { notFoundFile, outputFile, outputFileForUrl, pageUrl, parsePageUrl } from './outputPath';
import { Manifest } from './manifest';
import { planIncremental, type ArticleFacts } from './plan';
import { loadCursor, saveCursor } from './cursor';
import { createProgress } from './progress';

export interface JobOptions {
  outDir: string;
  contentApiUrl: string;
  distDir: string;
  /** Lets the job read unpublished articles (to learn which lists they left). */
  previewToken: string;
  /** First pages of each list re-rendered on a publish or unpublish (deeper ones: the nightly sweep). */
  firstPages?: number;
  threads?: number;
  batchSize?: number;
  log?: (line: string) => void;
}

export interface JobReport {
  rendered: number;
  removed: number;
  skipped: number;
  cursor: string | null;
  seconds: number;
}

export class ContentApiDown extends Error {}

/** The sites whose own front page the job writes; the sub-site covers come with the list pages. */
const FRONT_PAGE_SITES: SiteSlug[] = ['main', 'ro'];
const DOMAIN_SITES: SiteSlug[] = ['main', 'ro'];

function stateDir(outDir: string) {
  return join(outDir, '.prerender');
}

export function statePaths(outDir: string) {
  return { manifest: join(stateDir(outDir), 'manifest.json'), cursor: join(stateDir(outDir), 'cursor') };
}

function workerFile(): string {
  return fileURLToPath(new URL('../workers/render-worker.mjs', import.meta.url));
}

export class PrerenderJob {
  private pool: Tinypool;
  private log: (line: string) => void;
  private api: typeof ky;

  constructor(private readonly opts: JobOptions) {
    const threads = opts.threads ?? Math.max(1, availableParallelism());
    // Workers load the TypeScript worker module through tsx, like the main process.
    // A render mostly waits on the content API: several in flight per thread keep both cores busy.
    this.pool = new Tinypool({ filename: workerFile(), minThreads: threads, maxThreads: threads, concurrentTasksPerWorker: 8 });
    this.log = opts.log ?? ((line) => console.log(line));
    this.api = ky.create({ prefixUrl: opts.contentApiUrl, timeout: 15_000, retry: 0, headers: { authorization: `Bearer ${opts.previewToken}` } });
  }

  async close(): Promise<void> {
    await this.pool.destroy();
  }

  private async healthy(): Promise<boolean> {
    try {
      await this.api.get('api/health', { timeout: 3000 });
      return true;
    } catch {
      return false;
    }
  }

  private async requireApi(): Promise<void> {
    if (!(await this.healthy())) throw new ContentApiDown(`content API unreachable at ${this.opts.contentApiUrl}: nothing published`);
  }

  private task(url: string, site: SiteSlug): RenderTask {
    return {
      url,
      site,
      host: SITES[site].domain,
      contentApiUrl: this.opts.contentApiUrl,
      distDir: this.opts.distDir,
      previewToken: undefined,
    };
  }

  private async write(file: string, html: string): Promise<void> {
    const buf = Buffer.from(html);
    // The compressed copies first: the HTML file appearing is what makes the page exist.
    await Promise.all([
      writeFileAtomic(`${file}.gz`, gzipSync(buf, { level: 9 })),
      writeFileAtomic(`${file}.br`, brotliCompressSync(buf, { params: { [zlib.BROTLI_PARAM_QUALITY]: 7 } })),
    ]);
    await writeFileAtomic(file, buf);
  }

  private async remove(file: string): Promise<void> {
    for (const f of [file, `${file}.gz`, `${file}.br`]) await removeFileAtomic(f);
  }

  /**
   * Renders a batch and publishes it only whole: if the content API fails during it, nothing of the batch
   * is written. A page that fails while the API is healthy (a bad article) is skipped with a log line.
   */
  private async publish(tasks: RenderTask[], manifest: Manifest): Promise<{ rendered: number; removed: number; skipped: number }> {
    const results = await Promise.all(tasks.map((t) => this.pool.run(t) as Promise<RenderResult>));
    const failed = results.filter((r) => r.status >= 500);
    if (failed.length && !(await this.healthy())) throw new ContentApiDown(`content API failed during a batch of ${tasks.length}: nothing of it published`);
    let rendered = 0;
    let removed = 0;
    // Files are written many at a time: each atomic write waits on two fsyncs.
    await Promise.all(results.filter((r) => r.status === 200).map((r) => this.write(outputFile(this.opts.outDir, r.site, r.url), r.html)));
    for (const r of results) {
      const file = outputFile(this.opts.outDir, r.site, r.url);
      if (r.status === 200) {
        manifest.record({ url: pageUrl(r.site, r.url), site: r.site, articles: r.deps?.articles ?? [], lists: r.deps?.lists ?? [], ...(r.deps?.own ? { own: r.deps.own } : {}) });
        rendered++;
      } else if (r.status === 404) {
        await this.remove(file);
        manifest.remove(pageUrl(r.site, r.url));
        removed++;
      } else if (r.status >= 500) {
        this.log(`skipped ${r.url}: render failed (${r.status}); the last good page stays`);
      } else {
        this.log(`skipped ${r.url}: answered ${r.status}${r.location ? ` → ${r.location}` : ''}`);
      }
    }
    return { rendered, removed, skipped: failed.length };
  }

  private async notFoundPages(): Promise<void> {
    for (const site of DOMAIN_SITES) {
      const r = (await this.pool.run(this.task('/404', site))) as RenderResult;
      if (r.status === 404) await this.write(notFoundFile(this.opts.outDir, site), r.html);
    }
  }

  private copyAssets(): void {
    const client = join(this.opts.distDir, 'client');
    for (const site of DOMAIN_SITES) cpSync(client, join(this.opts.outDir, SITES[site].domain), { recursive: true });
  }

  private async changes(since: string, limit: number): Promise<ChangesPage> {
    return this.api.get('api/changes', { searchParams: { since, limit } }).json<ChangesPage>();
  }

  /** Every page of every site. The cursor is read before rendering, so edits made meanwhile are replayed. */
  async full(): Promise<JobReport> {
    const started = performance.now();
    const { outDir } = this.opts;
    await this.requireApi();
    await sweepTempFiles(outDir).catch(() => 0);
    const head = (await this.api.get('api/changes/head').json<{ cursor: string }>()).cursor;
    const urls = new Map<string, SiteSlug>();
    for (const site of FRONT_PAGE_SITES) urls.set(`${site}|/`, site);
    let cursor = '0';
    for (;;) {
      const page = await this.changes(cursor, 5000);
      for (const c of page.changes) {
        if (c.kind === 'article' && c.active) {
          const path = articlePath({ slug: c.slug, pubDate: c.pubDate, mainSuperTag: { id: 0, name: '', active: true, slug: c.mainSuperTag, siteSlug: c.superTagSite } });
          urls.set(`${c.superTagSite}|${path}`, c.superTagSite);
        }
      }
      cursor = page.next;
      if (!page.hasMore) break;
    }
    this.copyAssets();
    await this.notFoundPages();
    const manifest = new Manifest();
    const all = [...urls].map(([key, site]) => this.task(key.slice(key.indexOf('|') + 1), site));
    const progress = createProgress(all.length, this.log);
    const total = { rendered: 0, removed: 0, skipped: 0 };
    const size = this.opts.batchSize ?? 200;
    for (let i = 0; i < all.length; i += size) {
      const r = await this.publish(all.slice(i, i + size), manifest);
      total.rendered += r.rendered;
      total.removed += r.removed;
      total.skipped += r.skipped;
      progress.tick(Math.min(size, all.length - i));
    }
    progress.done();
    const paths = statePaths(outDir);
    await manifest.save(paths.manifest);
    await saveCursor(paths.cursor, head);
    return { ...total, cursor: head, seconds: (performance.now() - started) / 1000 };
  }

  private async facts(c: Extract<ChangeEntry, { kind: 'article' }>): Promise<ArticleFacts | null> {
    const path = articlePath({ slug: c.slug, pubDate: c.pubDate, mainSuperTag: { id: 0, name: '', active: true, slug: c.mainSuperTag, siteSlug: c.superTagSite } });
    try {
      const a = await this.api.get(`api/article/${c.id}`, { headers: { [SITE_HEADER]: c.superTagSite } }).json<Article>();
      return { id: c.id, path, site: c.superTagSite, public: c.active, listKeys: articleListKeys(a) };
    } catch (err) {
      if ((err as { response?: Response }).response?.status === 404) return null;
      throw err;
    }
  }

  /** What changed since the saved cursor, batch by batch; the cursor moves after each published batch. */
  async incremental(): Promise<JobReport> {
    const started = performance.now();
    const paths = statePaths(this.opts.outDir);
    let cursor = await loadCursor(paths.cursor);
    if (cursor === null) {
      this.log('no cursor yet: running a full build first');
      return this.full();
    }
    await this.requireApi();
    const manifest = await Manifest.load(paths.manifest);
    const total = { rendered: 0, removed: 0, skipped: 0 };
    for (;;) {
      const page = await this.changes(cursor, this.opts.batchSize ?? 200);
      if (page.changes.length === 0) break;
      const articles = new Map<number, ArticleFacts | null>();
      for (const c of page.changes) if (c.kind === 'article') articles.set(c.id, await this.facts(c));
      const plan = planIncremental({ changes: page.changes, manifest, articles, firstPages: this.opts.firstPages ?? 3, since: cursor });
      for (const s of plan.skipped) this.log(`skipped change ${s.cursor}: ${s.reason}`);
      const tasks = plan.render.map((url) => {
        const { site, path } = parsePageUrl(url);
        return this.task(path, site);
      });
      const r = await this.publish(tasks, manifest);
      for (const nf of plan.notFound) {
        await this.remove(outputFileForUrl(this.opts.outDir, nf.url));
        manifest.remove(nf.url);
        r.removed++;
      }
      await manifest.save(paths.manifest);
      await saveCursor(paths.cursor, plan.cursor);
      cursor = plan.cursor;
      total.rendered += r.rendered;
      total.removed += r.removed;
      total.skipped += r.skipped;
      if (!page.hasMore) break;
    }
    return { ...total, cursor, seconds: (performance.now() - started) / 1000 };
  }
}

export function defaultJobOptions(): JobOptions {
  return {
    outDir: resolve(process.env.OUT_DIR ?? join('dist', 'sites')),
    contentApiUrl: process.env.CONTENT_API_URL ?? DEFAULT_CONTENT_API_URL,
    distDir: resolve(process.env.DIST_DIR ?? 'dist'),
    previewToken: process.env.CONTENT_PREVIEW_TOKEN ?? DEFAULT_PREVIEW_TOKEN,
    firstPages: Number(process.env.PRERENDER_FIRST_PAGES ?? 3),
  };
}

export function buildExists(distDir: string): boolean {
  return existsSync(join(distDir, 'server', 'entry.mjs'));
}
