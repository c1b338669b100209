// The prerender job: the only writer of the static output. A full build renders every page of every site;
// an incremental run renders what the changes feed says changed. Pages are rendered (and compressed) by
// worker threads, written atomically, and the cursor moves only after a batch is published: a kill at any
// moment loses no edit.
import { existsSync, readdirSync, renameSync, statSync, mkdirSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { readFile, unlink } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type Tinypool from 'tinypool';
import ky, { HTTPError, type KyInstance } from 'ky';
import { CONTENT_INTERNAL_PREFIX } from '../domain/constants';
import { secret } from '../config/secrets';
import type { Article, ChangeEntry, ChangesPage, FrontendInit, PagedArticleList, RouteRule, SiteSlug } from '../domain/types';
import { screenPaths } from '../domain/screens';
import { articleListKeys } from '../domain/dependencies';
import { SITES, SITE_HEADER, siteForRequest } from '../domain/sites';
import { redirectFor } from '../domain/redirects';
import { AFTER_SLUGS, G7_SLUGS, KARAKTER_SLUGS, LIST_SLUGS } from '../domain/routes';
import { stopsBatch, type RenderResult, type RenderTask } from '../workers/render';
import { removeFileAtomic, stagingMtime, sweepTempFiles, syncDir, writeFileAtomic } from './atomicWrite';
import { repairCompressedCopies } from './siblings';
import { copyClientFiles } from './clientFiles';
import { notFoundFile, outputFile, outputFileForUrl, pageUrl, parsePageUrl, splitPage, withPage, UnsafePathError } from './outputPath';
import { Manifest } from './manifest';
import { changePath, deepListPages, planIncremental, type ArticleFacts } from './plan';
import { loadCursor, saveCursor } from './cursor';
import { createProgress } from './progress';
import { coverUrl, FEED_SIZE, feedDefinitions, feedFile, rssFeed, type FeedDefinition, type FeedSection } from './feeds';
import { chunkSitemaps, LEGACY_CHUNK_DIR, LEGACY_SITEMAP_COPIES, newsSitemap, newsSitemapDue, NEWS_SITEMAP_PATH, NEWS_WINDOW_S, sitemap, sitemapChunkPath, sitemapFile, sitemapIndex, sitemapPages, SITEMAP_INDEX_PATH } from './sitemaps';
import { robotsTxt } from './robots';
import { ICONS, webManifest } from '../domain/brand';
import { nginxConfig, nginxFiles } from './nginx';
import { outputScriptHashes } from './inlineScripts';
import { buildExists, defaultJobOptions, defaultNginxSettings, type JobOptions } from './options';
import { startRenderPool } from './renderPool';

export { buildExists, defaultJobOptions, type JobOptions };

export interface JobReport {
  rendered: number;
  removed: number;
  skipped: number;
  cursor: string | null;
  seconds: number;
}

export class ContentApiDown extends Error {}

/** The domains of the output: one folder each, its front page, 404 page, feeds and sitemaps. */
const DOMAIN_SITES: SiteSlug[] = ['main', 'ro'];

/**
 * Pages no article links to: the front pages and the fixed lists of the route table. Everything else is
 * found from these and the articles (article → its lists, list page 1 → its other pages).
 */
const ROOT_PAGES: readonly [SiteSlug, string][] = [
  ...(['main', 'ro'] as const).flatMap((site): [SiteSlug, string][] => [
    [site, '/'],
    [site, '/legfrissebb'],
    [site, '/archivum'],
  ]),
  ['main', '/english'],
  ...LIST_SLUGS.map((slug): [SiteSlug, string] => ['main', `/${slug}`]),
  ...([
    ['after', AFTER_SLUGS],
    ['g7', G7_SLUGS],
    ['karakter', KARAKTER_SLUGS],
  ] as const).flatMap(([site, tabs]): [SiteSlug, string][] => [[site, `/${site}`], [site, `/${site}/archivum`], ...tabs.map((tab): [SiteSlug, string] => [site, `/${site}/${tab}`])]),
];

/** Pages the sweep renders between two looks at the changes feed. */
const SWEEP_SLICE = 25;
/** Pages per message to a render worker (see renderMany in workers/render-worker.mjs). */
const TASKS_PER_MESSAGE = 16;

function stateDir(outDir: string) {
  return join(outDir, '.prerender');
}

export function statePaths(outDir: string) {
  const dir = stateDir(outDir);
  return { manifest: join(dir, 'manifest.json'), cursor: join(dir, 'cursor'), sections: join(dir, 'sections.json'), sweep: join(dir, 'sweep.json') };
}

/** A build's id: a hash of its client asset names (they carry content hashes), so a new build has a new id. */
export function buildIdOf(distDir: string): string {
  const assets = join(distDir, 'client', 'assets');
  const names = existsSync(assets) ? readdirSync(assets).sort() : [];
  return createHash('sha256').update(names.join('\n')).digest('hex').slice(0, 12);
}

function articleChangePath(c: Extract<ChangeEntry, { kind: 'article' }>): string {
  const path = changePath(c);
  if (path === null) throw new UnsafePathError(String(c.slug), `change ${c.cursor} names no article path`);
  return path;
}

/** A feed or sitemap made but not yet written (writeXml adds its gzip copy). */
interface XmlFile {
  file: string;
  xml: string;
}

interface Totals {
  rendered: number;
  removed: number;
  skipped: number;
}

export class PrerenderJob {
  private pool: Tinypool;
  private generation = '0';
  private runs = 0;
  private log: (line: string) => void;
  private api: KyInstance;
  private readonly now: () => number;
  /** The manifest as this process last saved it, with the file's stamp: a daemon does not re-read it every tick. */
  private cached: { manifest: Manifest; stamp: string } | null = null;
  /** The content API's redirect rules of this run: a path they redirect is not a page of its own. */
  private rules: RouteRule[] = [];
  private buildWritten: string | null = null;
  /** Temp files a killed run left are swept once per process (a walk of the whole output). */
  private swept = false;
  /** When this process last made the news sitemaps (job clock): they go stale by time alone. */
  private newsMadeAt: number | null = null;
  /** Byte sizes of /media files (the feeds' enclosures), asked once per run: a file keeps its name only while unchanged. */
  private mediaSizes = new Map<string, Promise<number | null>>();

  constructor(private readonly opts: JobOptions) {
    this.pool = opts.pool ?? startRenderPool(opts.distDir, opts.threads);
    this.log = opts.log ?? ((line) => console.log(line));
    // The job's own calls go to the internal prefix with its service token; its render workers read the
    // public /api like any reader.
    this.api = ky.create({
      prefixUrl: `${opts.contentApiUrl.replace(/\/+$/, '')}${CONTENT_INTERNAL_PREFIX}`,
      timeout: 15_000,
      retry: 0,
      headers: { authorization: `Bearer ${opts.serviceToken ?? secret('CONTENT_SERVICE_TOKEN')}` },
    });
    this.now = opts.now ?? (() => Math.floor(Date.now() / 1000));
  }

  async close(): Promise<void> {
    await this.pool.destroy();
  }

  private async healthy(): Promise<boolean | 'refused'> {
    try {
      // Garbage with a 200 is as bad as no answer: only the health call's own JSON counts.
      const body = await this.api.get('api/health', { timeout: 3000 }).json<{ ok?: unknown }>();
      return body?.ok === true;
    } catch (err) {
      return err instanceof HTTPError && err.response.status === 401 ? 'refused' : false;
    }
  }

  private async requireApi(): Promise<void> {
    const health = await this.healthy();
    if (health === 'refused') throw new ContentApiDown(`content API at ${this.opts.contentApiUrl} refused the job's CONTENT_SERVICE_TOKEN: nothing published`);
    if (!health) throw new ContentApiDown(`content API unreachable at ${this.opts.contentApiUrl}: nothing published`);
  }

  /** A call the run cannot do without: any failure (unreachable, 5xx, not JSON) stops the run before it publishes. */
  private async must<T>(what: string, call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (err) {
      throw new ContentApiDown(`content API failed on ${what}: ${(err as Error).message}; nothing of this batch published`);
    }
  }

  /** Each run sees the content API afresh: the workers' shared-data caches are keyed by it. */
  private newGeneration(): void {
    this.generation = `${process.pid}.${++this.runs}`;
    this.mediaSizes.clear();
  }

  private task(url: string, site: SiteSlug): RenderTask {
    return { url, site, host: SITES[site].domain, contentApiUrl: this.opts.contentApiUrl, distDir: this.opts.distDir, dataGeneration: this.generation };
  }

  private taskForUrl(url: string): RenderTask {
    const { site, path } = parsePageUrl(url);
    return this.task(path, site);
  }

  private urlOf(t: RenderTask): string {
    return pageUrl(t.site, t.url);
  }

  /** The compressed copies first: the plain file appearing is what makes the page (or feed) exist. */
  private async writeWithCompressed(file: string, body: string | Uint8Array, gz: Uint8Array, br: Uint8Array | null): Promise<void> {
    // One mtime on all: how the origin and the start-up sweep know the copies are this version (prerender/siblings.ts).
    const mtime = stagingMtime();
    await Promise.all([writeFileAtomic(`${file}.gz`, gz, { mtime }), ...(br ? [writeFileAtomic(`${file}.br`, br, { mtime })] : [])]);
    await writeFileAtomic(file, body, { mtime });
  }

  private async writeXml(file: string, xml: string): Promise<void> {
    const buf = Buffer.from(xml);
    await this.writeWithCompressed(file, buf, gzipSync(buf, { level: 9 }), null);
  }

  private async writeXmlFiles(files: readonly XmlFile[]): Promise<void> {
    await mapLimit(files, 8, ({ file, xml }) => this.writeXml(file, xml));
  }

  private async remove(file: string): Promise<void> {
    for (const f of [file, `${file}.gz`, `${file}.br`]) await removeFileAtomic(f);
  }

  /**
   * Renders a batch; throws (so nothing of it is published) if the content API failed during it. A page
   * that failed for another reason (a bad article) is in the results with its 5xx status, to be skipped.
   * The workers stage the rendered pages as temp files; a batch that throws leaves none behind.
   */
  private async renderBatch(tasks: RenderTask[]): Promise<RenderResult[]> {
    const chunks: RenderTask[][] = [];
    for (let i = 0; i < tasks.length; i += TASKS_PER_MESSAGE) {
      chunks.push(tasks.slice(i, i + TASKS_PER_MESSAGE).map((t) => ({ ...t, file: outputFile(this.opts.outDir, t.site, t.url) })));
    }
    const settled = await Promise.allSettled(chunks.map((c) => this.pool.run(c, { name: 'renderMany' }) as Promise<RenderResult[]>));
    const results = settled.flatMap((s) => (s.status === 'fulfilled' ? s.value : []));
    try {
      const failed = settled.find((s) => s.status === 'rejected');
      if (failed) throw failed.reason;
      const broken = results.find(stopsBatch);
      if (broken) throw new ContentApiDown(`${pageUrl(broken.site, broken.url)}: ${broken.failure.reason}; nothing of this batch of ${tasks.length} published`);
      // Checked after every batch, not only after a failed render: a page can render whole from a cached
      // shell while the API has just gone away, and then the rest of the batch is suspect.
      if ((await this.healthy()) !== true) throw new ContentApiDown(`content API failed during a batch of ${tasks.length}: nothing of it published`);
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
        this.log(`skipped ${url}: render failed (${r.status}); the last good page stays`);
      } else {
        this.log(`skipped ${url}: answered ${r.status}${r.location ? ` → ${r.location}` : ''}`);
      }
    }
  }

  /**
   * Publishes a batch's staged pages (each by renames: the compressed copies, then the page; each folder
   * fsync'd once, after its files) and removes its 404s. A failed write leaves the rest of the batch's
   * temp files to be deleted, never published later.
   *
   * The renames are synchronous: a rename is microseconds of the kernel's work, and as asynchronous calls a
   * full build's 12,000 of them each cost a hand-off to a pool thread and back; this thread has nothing
   * else to do meanwhile (the next batch is already with the render threads).
   */
  private async writeBatch(results: RenderResult[]): Promise<void> {
    const dirs = new Set<string>();
    try {
      for (const r of results) {
        if (!r.staged) continue;
        const file = outputFile(this.opts.outDir, r.site, r.url);
        renameSync(r.staged.gz, `${file}.gz`);
        renameSync(r.staged.br, `${file}.br`);
        renameSync(r.staged.html, file);
        dirs.add(dirname(file));
      }
    } catch (err) {
      await discardStaged(results);
      throw err;
    }
    await Promise.all([...dirs].map((d) => syncDir(d)));
    for (const r of results) if (r.status === 404) await this.remove(outputFile(this.opts.outDir, r.site, r.url));
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

  /**
   * Renders the tasks and everything they reveal, batch by batch. A batch's files are written while the
   * next batch renders (writing waits on fsyncs, rendering on the CPU); at most one batch is being written.
   */
  /** `first`: written before any page is published (an incremental run's feeds: a page never shows an edit its feed lacks). */
  private async renderAll(tasks: RenderTask[], manifest: Manifest, totals: Totals, progress?: { tick(n: number): void; grow(n: number): void }, first: Promise<void> = Promise.resolve()): Promise<void> {
    const seen = new Set(tasks.map((t) => this.urlOf(t)));
    const queue = [...tasks];
    const size = this.opts.batchSize ?? 200;
    const start = () => {
      if (!queue.length) return null;
      const batch = queue.splice(0, size);
      const rendering = this.renderBatch(batch);
      // Handled where it is awaited: a failed batch must not count as an unhandled rejection meanwhile.
      rendering.catch(() => {});
      return { pages: batch.length, rendering };
    };
    let writing: Promise<void> = first;
    first.catch(() => {});
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
        writing = previous.then(
          () => this.writeBatch(results),
          async (err: unknown) => {
            await discardStaged(results);
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
      await next?.rendering.then(discardStaged, () => {});
      throw err;
    }
  }

  private async notFoundPages(): Promise<void> {
    for (const site of DOMAIN_SITES) {
      const r = (await this.pool.run(this.task('/404', site))) as RenderResult;
      if (stopsBatch(r)) throw new ContentApiDown(`the 404 page: ${r.failure.reason}`);
      if (r.status === 404) await this.writeWithCompressed(notFoundFile(this.opts.outDir, site), r.html, r.gz!, r.br);
    }
  }

  /** The build's client files, with .gz/.br copies of its scripts and styles (prerender/clientFiles.ts). */
  private async copyAssets(): Promise<void> {
    await copyClientFiles(join(this.opts.distDir, 'client'), DOMAIN_SITES.map((site) => join(this.opts.outDir, SITES[site].domain)));
  }

  /** builds/latest.json and builds/meta/{id}.json on every domain: how an open page learns of a new build. */
  private async writeBuildInfo(): Promise<void> {
    const id = buildIdOf(this.opts.distDir);
    if (this.buildWritten === id) return;
    const info = JSON.stringify({ id, timestamp: Date.now() });
    for (const site of DOMAIN_SITES) {
      const dir = join(this.opts.outDir, SITES[site].domain, 'builds');
      await writeFileAtomic(join(dir, 'meta', `${id}.json`), info);
      await writeFileAtomic(join(dir, 'latest.json'), info);
    }
    this.buildWritten = id;
  }

  private async sweepOnce(): Promise<void> {
    if (this.swept) return;
    const n = await sweepTempFiles(this.opts.outDir).catch(() => 0);
    if (n) this.log(`removed ${n} temp files a killed run left`);
    // A run killed between a page's renames left copies of another version; nginx would serve them.
    const copies = await repairCompressedCopies(this.opts.outDir).catch((err: Error) => {
      this.log(`could not check the compressed copies: ${err.message}`);
      return { repaired: 0, removed: 0 };
    });
    if (copies.repaired || copies.removed) this.log(`compressed copies of another version: ${copies.repaired} made again, ${copies.removed} without their file removed`);
    this.swept = true;
  }

  /** The supplements, documents and other fixed screens of each domain (domain/screens.ts). */
  private async screenPages(): Promise<[SiteSlug, string][]> {
    const docs = await this.must('the document list', () => this.api.get('api/docs').json<{ slug: string }[]>());
    const out: [SiteSlug, string][] = [];
    for (const domain of DOMAIN_SITES) {
      const init = await this.must('the shared data', () => this.api.get('api/frontend/init', { headers: { [SITE_HEADER]: domain } }).json<FrontendInit>());
      const opts = { donationsOff: init.componentSetup.donations === '1', docSlugs: docs.map((d) => d.slug) };
      for (const path of screenPaths(domain as 'main' | 'ro', opts)) out.push([domain, path]);
    }
    return out;
  }

  private async loadRules(): Promise<void> {
    const rules = await this.api.get('api/route-rules').json<unknown>().catch(() => null);
    if (Array.isArray(rules)) this.rules = rules as RouteRule[];
  }

  /** Whether the build in distDir is not the one the output was rendered with. */
  private async newBuild(): Promise<boolean> {
    const id = buildIdOf(this.opts.distDir);
    if (this.buildWritten === id) return false;
    try {
      const latest = JSON.parse(await readFile(join(this.opts.outDir, SITES.main.domain, 'builds', 'latest.json'), 'utf8')) as { id?: unknown };
      if (latest.id === id) {
        this.buildWritten = id;
        return false;
      }
    } catch {
      // No build file: the output predates build detection, or it was never completed.
    }
    return true;
  }

  private async writeNginxConfig(): Promise<void> {
    const files = nginxFiles(this.opts.nginx ?? defaultNginxSettings(this.opts.outDir));
    for (const dir of [files.tempDir!, files.cacheDir!]) mkdirSync(dir, { recursive: true });
    const conf = nginxConfig({
      outDir: resolve(this.opts.outDir),
      contentApiUrl: new URL(this.opts.contentApiUrl).origin,
      ...(this.opts.renderUrl ? { renderUrl: new URL(this.opts.renderUrl).origin } : {}),
      ...(this.opts.crmApiUrl ? { crmApiUrl: new URL(this.opts.crmApiUrl).origin } : {}),
      serverRules: this.rules,
      scriptHashes: outputScriptHashes(resolve(this.opts.outDir))(),
      ...files,
    });
    await writeFileAtomic(join(this.opts.outDir, 'nginx.conf'), conf);
  }

  private async changes(since: string, limit: number): Promise<ChangesPage> {
    const page = await this.must('the changes feed', () => this.api.get('api/changes', { searchParams: { since, limit } }).json<ChangesPage>());
    if (!page || !Array.isArray(page.changes) || typeof page.next !== 'string') throw new ContentApiDown('the changes feed answered something else than a changes page: nothing published');
    return page;
  }

  private async list(site: SiteSlug, filters: Record<string, string>, page: number, perPage: number): Promise<PagedArticleList> {
    const searchParams: Record<string, string | number> = { page, perPage };
    for (const [k, v] of Object.entries(filters)) searchParams[`filters[${k}]`] = v;
    return this.api.get('api/articles', { searchParams, headers: { [SITE_HEADER]: site } }).json<PagedArticleList>();
  }

  /** `make(articles)`, leaving out (with a log line) any article whose fields it cannot read. */
  private skippingBad(articles: Article[], make: (items: Article[]) => string, what: string): string {
    try {
      return make(articles);
    } catch {
      const good = articles.filter((a) => {
        try {
          make([a]);
          return true;
        } catch (err) {
          this.log(`${what}: left out article ${a.id} (${(err as Error).message})`);
          return false;
        }
      });
      return make(good);
    }
  }

  /** The feeds' files; a feed whose list the API cannot give (an emptied section) is left as it was. */
  private async feedFiles(defs: FeedDefinition[]): Promise<XmlFile[]> {
    const now = this.now();
    const files: XmlFile[] = [];
    await mapLimit(defs, 8, async (def) => {
      const filters = def.query.kind === 'site' ? {} : { [def.query.kind]: def.query.value };
      let articles: Article[];
      try {
        articles = (await this.list(def.query.kind === 'site' ? def.query.value as SiteSlug : def.site, filters, 1, FEED_SIZE)).items;
      } catch (err) {
        if ((err as { response?: Response }).response?.status === 404) return;
        throw new ContentApiDown(`content API failed on the feed ${def.path}: ${(err as Error).message}`);
      }
      const sizes = new Map<string, number | null>();
      await Promise.all(
        articles.map(async (a) => {
          let url: string | null = null;
          try {
            url = coverUrl(a);
          } catch {
            // An article with unreadable fields: skippingBad leaves it out of the feed.
          }
          if (url !== null) sizes.set(url, await this.mediaSize(url));
        }),
      );
      const imageSize = (url: string) => sizes.get(url) ?? null;
      const xml = this.skippingBad(articles, (items) => rssFeed({ ...def, articles: items, now, imageSize }), def.path);
      files.push({ file: feedFile(this.opts.outDir, def.site, def.path), xml });
    });
    return files;
  }

  /**
   * The byte size of an image the content API serves under /media (a HEAD request, as a reader's would be
   * answered), or null: another host's image, no answer, or no Content-Length. The feed then leaves the
   * enclosure out rather than guess its length.
   */
  private mediaSize(url: string): Promise<number | null> {
    let size = this.mediaSizes.get(url);
    if (!size) {
      const { hostname, pathname } = new URL(url);
      const ours = Object.values(SITES).some((s) => s.domain === hostname) && pathname.startsWith('/media/');
      size = !ours
        ? Promise.resolve(null)
        : fetch(`${this.opts.contentApiUrl.replace(/\/+$/, '')}${pathname}`, { method: 'HEAD', signal: AbortSignal.timeout(5000) })
            .then((r) => {
              const length = Number(r.headers.get('content-length'));
              return r.ok && Number.isSafeInteger(length) && length > 0 ? length : null;
            })
            .catch(() => null);
      this.mediaSizes.set(url, size);
    }
    return size;
  }

  /** The Google News sitemap of each domain: its sites' articles of the last two days, newest first. */
  private async newsSitemapFiles(): Promise<XmlFile[]> {
    const now = this.now();
    const files: XmlFile[] = [];
    for (const domainSite of DOMAIN_SITES) {
      const domain = SITES[domainSite].domain;
      const sites = (Object.keys(SITES) as SiteSlug[]).filter((s) => SITES[s].domain === domain);
      const articles: Article[] = [];
      for (const site of sites) {
        for (let page = 1; ; page++) {
          const r = await this.must(`the news sitemap of ${site}`, () => this.list(site, {}, page, 100));
          articles.push(...r.items);
          const oldest = r.items.at(-1)?.pubDate ?? 0;
          if (page >= r.totalPages || now - oldest > NEWS_WINDOW_S) break;
        }
      }
      const xml = this.skippingBad(articles, (items) => newsSitemap({ site: domainSite, articles: items, now }), NEWS_SITEMAP_PATH);
      for (const path of [NEWS_SITEMAP_PATH, LEGACY_SITEMAP_COPIES[NEWS_SITEMAP_PATH]!]) files.push({ file: sitemapFile(this.opts.outDir, domainSite, path), xml });
    }
    this.newsMadeAt = now;
    return files;
  }

  /**
   * The feeds of `sections` (named from their lists) and the news sitemaps: they ask the content API only,
   * so a full build makes them while its pages render and writes them after the pages.
   */
  private async feedsAndNews(sections: FeedSection[]): Promise<{ named: FeedSection[]; files: XmlFile[] }> {
    const named = await this.sectionNames(sections);
    const [feeds, news] = await Promise.all([this.feedFiles(feedDefinitions(named)), this.newsSitemapFiles()]);
    return { named, files: [...feeds, ...news] };
  }

  /** The regular sitemaps (every page 1 the manifest knows, per domain) and each domain's sitemap index. */
  private async writeSitemaps(manifest: Manifest): Promise<void> {
    const now = this.now();
    for (const domainSite of DOMAIN_SITES) {
      const domain = SITES[domainSite].domain;
      const urls = sitemapPages(domain, manifest.allUrls().map((u) => manifest.get(u)!));
      const parts: { path: string; lastmod: number }[] = [{ path: NEWS_SITEMAP_PATH, lastmod: now }];
      const chunks = chunkSitemaps(urls);
      for (let i = 0; i < chunks.length; i++) {
        const path = sitemapChunkPath('pages', i);
        await this.writeXml(sitemapFile(this.opts.outDir, domainSite, path), sitemap({ site: domainSite, urls: chunks[i]! }));
        parts.push({ path, lastmod: Math.max(0, ...chunks[i]!.map((u) => u.lastmod ?? 0)) || now });
      }
      const index = sitemapIndex({ site: domainSite, sitemaps: parts });
      for (const path of [SITEMAP_INDEX_PATH, LEGACY_SITEMAP_COPIES[SITEMAP_INDEX_PATH]!]) await this.writeXml(sitemapFile(this.opts.outDir, domainSite, path), index);
      // The domain's own files beside the sitemaps: robots.txt names them, the manifest names its publisher.
      await writeFileAtomic(join(this.opts.outDir, domain, 'robots.txt'), robotsTxt(domainSite));
      await writeFileAtomic(join(this.opts.outDir, domain, ICONS.manifest.slice(1)), `${JSON.stringify(webManifest(domainSite), null, 2)}\n`);
      // The chunks' old folder: only the news copy stays there (the index no longer names old chunks).
      const legacy = join(this.opts.outDir, domain, LEGACY_CHUNK_DIR);
      const keep = LEGACY_SITEMAP_COPIES[NEWS_SITEMAP_PATH]!.slice(LEGACY_CHUNK_DIR.length + 1);
      for (const name of existsSync(legacy) ? readdirSync(legacy) : []) if (!name.startsWith(keep)) await removeFileAtomic(join(legacy, name));
    }
  }

  private async loadSections(): Promise<FeedSection[]> {
    try {
      return JSON.parse(await readFile(statePaths(this.opts.outDir).sections, 'utf8')) as FeedSection[];
    } catch {
      return [];
    }
  }

  private async saveSections(sections: FeedSection[]): Promise<void> {
    await writeFileAtomic(statePaths(this.opts.outDir).sections, JSON.stringify(sections));
  }

  /** The manifest files' sizes and times: another process's save changes them. */
  private stampOf(file: string): string {
    return [file, `${file}.journal`]
      .map((f) => {
        try {
          const s = statSync(f);
          return `${s.size}:${s.mtimeMs}`;
        } catch {
          return 'none';
        }
      })
      .join('|');
  }

  private async loadManifest(): Promise<Manifest> {
    const file = statePaths(this.opts.outDir).manifest;
    if (this.cached && this.cached.stamp === this.stampOf(file)) return this.cached.manifest;
    this.cached = null;
    return Manifest.load(file);
  }

  /** `whole`: the full build's new manifest; otherwise only what changed is appended to the journal. */
  private async saveManifest(manifest: Manifest, whole = false): Promise<void> {
    const file = statePaths(this.opts.outDir).manifest;
    this.cached = null;
    await (whole ? manifest.save(file) : manifest.saveChanges(file));
    this.cached = { manifest, stamp: this.stampOf(file) };
  }

  /**
   * Every page of every site, found from the root pages, the articles of the changes feed and the pages the
   * last manifest knew (which then either render again or turn into 404s). The cursor is read before
   * rendering, so edits made meanwhile are replayed by the next incremental run.
   */
  async full(): Promise<JobReport> {
    this.newGeneration();
    const started = performance.now();
    const { outDir } = this.opts;
    await this.requireApi();
    await this.sweepOnce();
    const head = (await this.must('the changes head', () => this.api.get('api/changes/head').json<{ cursor: string }>())).cursor;
    if (typeof head !== 'string' || head === '') throw new ContentApiDown('the changes head answered no cursor: nothing published');
    await this.loadRules();
    const urls = new Map<string, RenderTask>();
    const add = (site: SiteSlug, path: string) => {
      const url = pageUrl(site, path);
      if (!urls.has(url) && !redirectFor(site, path, this.rules)) urls.set(url, this.task(path, site));
    };
    for (const [site, path] of ROOT_PAGES) add(site, path);
    for (const [site, path] of await this.screenPages()) add(site, path);
    const sections = new Map<string, FeedSection>();
    let cursor = '0';
    for (;;) {
      const page = await this.changes(cursor, 5000);
      for (const c of page.changes) {
        if (c.kind !== 'article' || !c.active) continue;
        try {
          add(c.superTagSite, articleChangePath(c));
        } catch (err) {
          if (!(err instanceof UnsafePathError)) throw err;
          this.log(`skipped article ${c.id}: ${err.message}`);
        }
        if (c.type !== 'liveblogpost') sections.set(`${c.superTagSite}|${c.mainSuperTag}`, { slug: c.mainSuperTag, name: c.mainSuperTag, siteSlug: c.superTagSite, active: true });
      }
      cursor = page.next;
      if (!page.hasMore) break;
    }
    const previous = await this.loadManifest().catch(() => new Manifest());
    for (const url of previous.allUrls()) {
      const t = this.taskForUrl(url);
      // A page that a redirect now covers is left out, so its file is removed below.
      if (!urls.has(url) && !redirectFor(t.site, splitPage(t.url).path, this.rules)) urls.set(url, t);
    }

    await this.copyAssets();
    // Alongside the pages: the 404 pages (two renders), and the feeds and news sitemaps, which only ask the
    // content API (so the cores that finish the last batch are not idle meanwhile). Written after the pages.
    const notFound = this.notFoundPages();
    const xml = this.feedsAndNews([...sections.values()]);
    for (const p of [notFound, xml]) p.catch(() => {});
    const manifest = new Manifest();
    const all = [...urls.values()];
    const progress = createProgress(all.length, this.log);
    const totals: Totals = { rendered: 0, removed: 0, skipped: 0 };
    await this.renderAll(all, manifest, totals, progress);
    progress.done();
    await notFound;
    // Pages of the old manifest that rendered into 404s were removed from the new one; drop their files too.
    for (const url of previous.allUrls()) if (!manifest.has(url)) await this.remove(outputFileForUrl(outDir, url));

    const { named, files } = await xml;
    await this.writeXmlFiles(files);
    await this.writeSitemaps(manifest);
    await this.writeNginxConfig();
    // Last: the output counts as this build's only once every page is.
    await this.writeBuildInfo();
    await this.saveSections(named);
    await this.saveManifest(manifest, true);
    await saveCursor(statePaths(outDir).cursor, head);
    return { ...totals, cursor: head, seconds: (performance.now() - started) / 1000 };
  }

  /** Section names for the feed titles, from the first page of each section's list (it carries the title). */
  private async sectionNames(sections: FeedSection[]): Promise<FeedSection[]> {
    const named: FeedSection[] = [];
    await mapLimit(sections, 8, async (s) => {
      try {
        const r = await this.list(s.siteSlug, { mstag: s.slug }, 1, 1);
        named.push({ ...s, name: r.title ?? s.slug });
      } catch {
        // An inactive or unknown section has no list, so no feed.
      }
    });
    return named.sort((a, b) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0));
  }

  private async facts(c: Extract<ChangeEntry, { kind: 'article' }>): Promise<{ facts: ArticleFacts | null; section: FeedSection | null }> {
    // An entry without a path gets '', which the plan skips with a log line as an unsafe page.
    const path = changePath(c) ?? '';
    let a: Article;
    try {
      a = await this.api.get(`api/article/${c.id}`, { headers: { [SITE_HEADER]: c.superTagSite } }).json<Article>();
    } catch (err) {
      if ((err as { response?: Response }).response?.status === 404) return { facts: null, section: null };
      throw new ContentApiDown(`content API failed on article ${c.id}: ${(err as Error).message}; nothing of this batch published`);
    }
    // Bad data in one article (a field of the wrong shape) must not hold back every later edit: its lists
    // are unknown, so only the pages that showed it re-render, and its own page is skipped when it fails.
    let listKeys: string[] = [];
    let section: FeedSection | null = null;
    try {
      listKeys = articleListKeys(a);
      const s = a.mainSuperTag;
      section = { slug: s.slug, name: s.name, siteSlug: s.siteSlug, active: s.active };
    } catch (err) {
      this.log(`article ${c.id}: unreadable fields (${(err as Error).message}); its lists are left as they are`);
    }
    return { facts: { id: c.id, path, site: c.superTagSite, public: c.active, listKeys, pubDate: c.pubDate }, section };
  }

  /** What changed since the saved cursor, batch by batch; the cursor moves after each published batch. */
  async incremental(): Promise<JobReport> {
    this.newGeneration();
    const started = performance.now();
    const paths = statePaths(this.opts.outDir);
    let cursor = await loadCursor(paths.cursor);
    if (cursor === null) {
      this.log('no cursor yet: running a full build first');
      return this.full();
    }
    await this.requireApi();
    if (await this.newBuild()) {
      this.log('a new build of the app: a full run, so every page uses its assets');
      return this.full();
    }
    await this.sweepOnce();
    await this.loadRules();
    const manifest = await this.loadManifest();
    const totals: Totals = { rendered: 0, removed: 0, skipped: 0 };
    for (;;) {
      const page = await this.changes(cursor, this.opts.batchSize ?? 200);
      if (page.changes.length === 0) break;
      const articles = new Map<number, ArticleFacts | null>();
      const touched = new Set<string>();
      const sections = new Map<string, FeedSection>();
      await mapLimit(
        page.changes.filter((c): c is Extract<ChangeEntry, { kind: 'article' }> => c.kind === 'article'),
        8,
        async (c) => {
          const { facts, section } = await this.facts(c);
          articles.set(c.id, facts);
          for (const k of facts?.listKeys ?? []) touched.add(k);
          if (section) sections.set(`${section.siteSlug}|${section.slug}`, section);
        },
      );
      const plan = planIncremental({ changes: page.changes, manifest, articles, firstPages: this.opts.firstPages ?? 3, since: cursor });
      for (const s of plan.skipped) this.log(`skipped change ${s.cursor}: ${s.reason}`);
      const before = manifest.size;
      // The feeds are made while the pages render and written before the first of them is published.
      const feeds = touched.size || sections.size ? this.touchedFeeds(touched, sections) : Promise.resolve();
      await this.renderAll(plan.render.map((url) => this.taskForUrl(url)), manifest, totals, undefined, feeds);
      await feeds;
      for (const nf of plan.notFound) {
        await this.remove(outputFileForUrl(this.opts.outDir, nf.url));
        if (manifest.remove(nf.url)) totals.removed++;
      }
      if (manifest.size !== before || plan.notFound.length) await this.writeSitemaps(manifest);
      await this.saveManifest(manifest);
      await saveCursor(paths.cursor, plan.cursor);
      cursor = plan.cursor;
      if (!page.hasMore) break;
    }
    // Articles leave the news sitemap's two days without any edit: an idle tick refreshes it every few minutes.
    if (newsSitemapDue(this.newsMadeAt, this.now())) await this.writeXmlFiles(await this.newsSitemapFiles());
    return { ...totals, cursor, seconds: (performance.now() - started) / 1000 };
  }

  /** The feeds (and news sitemaps) an incremental batch touched, written; the sections it met, remembered. */
  private async touchedFeeds(touched: Set<string>, sections: Map<string, FeedSection>): Promise<void> {
    const known = await this.loadSections();
    const merged = new Map(known.map((s) => [`${s.siteSlug}|${s.slug}`, s]));
    for (const [k, s] of sections) merged.set(k, s);
    const all = [...merged.values()];
    const defs = feedDefinitions(all).filter((d) => touched.has(`${d.query.kind}:${d.query.value}`));
    const [feeds, news] = await Promise.all([this.feedFiles(defs), this.newsSitemapFiles()]);
    await this.writeXmlFiles([...feeds, ...news]);
    if (sections.size) await this.saveSections(all);
  }

  /**
   * The slower sweep: re-renders up to `limit` of the list pages beyond the first `firstPages` (where an
   * edit only shifted items by one), continuing where the last sweep stopped, so every deep page is fresh
   * within (deep pages / limit) sweeps.
   */
  async sweep(limit = 200): Promise<JobReport> {
    this.newGeneration();
    const started = performance.now();
    const paths = statePaths(this.opts.outDir);
    const cursor = await loadCursor(paths.cursor);
    if (cursor === null) return { rendered: 0, removed: 0, skipped: 0, cursor: null, seconds: 0 };
    await this.requireApi();
    const manifest = await this.loadManifest();
    const deep = deepListPages(manifest, this.opts.firstPages ?? 3);
    let from = '';
    try {
      from = (JSON.parse(await readFile(paths.sweep, 'utf8')) as { after: string }).after;
    } catch {
      // No sweep yet: from the start.
    }
    const next = deep.filter((u) => u > from).slice(0, limit);
    if (next.length < limit) next.push(...deep.slice(0, Math.min(limit - next.length, deep.length)).filter((u) => !next.includes(u)));
    const totals: Totals = { rendered: 0, removed: 0, skipped: 0 };
    // In small slices, and it gives way as soon as an edit waits: deep pages can be a minute late, an edit not.
    let done = 0;
    while (done < next.length) {
      const head = (await this.must('the changes head', () => this.api.get('api/changes/head').json<{ cursor: string }>())).cursor;
      if (head !== cursor) break;
      const slice = next.slice(done, done + SWEEP_SLICE);
      await this.renderAll(slice.map((u) => this.taskForUrl(u)), manifest, totals);
      done += slice.length;
    }
    if (done > 0) {
      await this.saveManifest(manifest);
      await writeFileAtomic(paths.sweep, JSON.stringify({ after: next[done - 1] }));
    }
    return { ...totals, cursor: null, seconds: (performance.now() - started) / 1000 };
  }
}

/** Deletes the temp files of rendered pages that will not be published. */
async function discardStaged(results: readonly RenderResult[]): Promise<void> {
  await Promise.all(results.flatMap((r) => (r.staged ? [r.staged.gz, r.staged.br, r.staged.html] : [])).map((t) => unlink(t).catch(() => undefined)));
}

/** Runs `fn` over the items, at most `limit` at a time; the first failure rejects (after the others settle). */
async function mapLimit<T>(items: readonly T[], limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  let i = 0;
  let failure: unknown = null;
  const worker = async () => {
    while (i < items.length && failure === null) {
      const item = items[i++]!;
      try {
        await fn(item);
      } catch (err) {
        failure ??= err;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  if (failure !== null) throw failure;
}

