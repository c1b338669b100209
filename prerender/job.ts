// The prerender job: the only writer of the static output. A full build renders every page of every site;
// an incremental run renders what the changes feed says changed; the sweep keeps deep list pages fresh.
// This file orchestrates the stages, each in its own module: what to render (discovery.ts), batch render and
// publish (publisher.ts), the XML outputs and the canonical map (xmlOutputs.ts), the build's files
// (buildFiles.ts), the state between runs (jobState.ts) and the job's content API calls (jobApi.ts). Pages
// are written atomically and the cursor moves only after a batch is published: a kill at any moment loses
// no edit.
import { existsSync } from 'node:fs';
import { canonicalFiles, reloadNginx } from './canonical';
import { writeRouteRules } from './routeRules';
import { secret } from '../config/secrets';
import { BuildFiles, jobNginxFiles } from './buildFiles';
import { batchFacts, everyPage } from './discovery';
import { batchFeeds, batchNews, touchesXml, type BatchXml } from './batchFeeds';
import { JobApi, runStop } from './jobApi';
import { JobState } from './jobState';
import { Manifest } from './manifest';
import { notFoundFile, outputFileForUrl, pageUrl, serverErrorFile } from './outputPath';
import { deepListPages, livescorePages, planIncremental, type Plan } from './plan';
import { createProgress } from './progress';
import { Publisher, type Totals } from './publisher';
import { startRenderPool, type RenderPool } from './renderPool';
import { stopsBatch } from '../workers/render';
import { newsSitemapDue } from './sitemaps';
import { buildExists, defaultJobOptions, type JobOptions } from './options';
import { HOME_SITES } from '../domain/sites';
import { STATIC_NOT_FOUND_PATH, STATIC_SERVER_ERROR_PATH } from '../domain/errors';
import { XmlOutputs } from './xmlOutputs';
import { WriteJournal } from './writeJournal';
import { OutputWalk } from './outputWalk';
import type { StageCost } from './renderCost';
import { CdnPurge } from './cdnPurge';

export { buildExists, defaultJobOptions, type JobOptions };
export { statePaths } from './jobState';
export { buildIdOf } from './buildFiles';

export interface JobReport {
  rendered: number;
  removed: number;
  skipped: number;
  cursor: string | null;
  seconds: number;
  /** What its pages cost the render threads, by stage. */
  cost: StageCost;
}

/** Pages the sweep renders between two looks at the changes feed. */
const SWEEP_SLICE = 25;
/** A walk of the whole output (D-401) looks at the changes feed this often: an edit waits no longer for it. */
const WALK_SLICE_MS = 200;

const noTotals = (): Totals => ({ rendered: 0, removed: 0, skipped: 0 });

export class PrerenderJob {
  private readonly pool: RenderPool;
  private readonly log: (line: string) => void;
  private readonly api: JobApi;
  private readonly state: JobState;
  private readonly publisher: Publisher;
  private readonly xml: XmlOutputs;
  private readonly build: BuildFiles;
  private readonly journal: WriteJournal;
  private readonly cdn: CdnPurge;
  /** A walk of the whole output under way, between runs (walkOwed). */
  private walk: OutputWalk | null = null;
  private readonly now: () => number;

  constructor(private readonly opts: JobOptions) {
    this.pool = opts.pool ?? startRenderPool(opts.distDir, opts.threads);
    this.log = opts.log ?? ((line) => console.log(line));
    const now = (this.now = opts.now ?? (() => Math.floor(Date.now() / 1000)));
    this.api = new JobApi(opts.contentApiUrl, opts.serviceToken ?? secret('CONTENT_SERVICE_TOKEN'));
    this.state = new JobState(opts.outDir);
    this.journal = new WriteJournal(opts.outDir);
    this.cdn = new CdnPurge({ url: opts.cdnPurgeUrl, token: opts.cdnPurgeToken, outDir: opts.outDir, log: this.log });
    this.publisher = new Publisher({
      ...opts,
      batchSize: opts.batchSize ?? 200,
      pool: this.pool,
      api: this.api,
      journal: this.journal,
      log: this.log,
      cdn: this.cdn,
    });
    this.xml = new XmlOutputs({
      outDir: opts.outDir,
      api: this.api,
      publisher: this.publisher,
      nginxPidFile: jobNginxFiles(opts).pidFile!,
      now,
      log: this.log,
    });
    this.build = new BuildFiles(opts, this.journal);
  }

  async close(): Promise<void> {
    await this.pool.destroy();
  }

  /** Each run sees the content API afresh (the workers' shared-data caches, the enclosure sizes) and the CDN too. */
  private async start(): Promise<number> {
    const started = performance.now();
    this.publisher.newGeneration();
    this.xml.newRun();
    await this.cdn.newRun();
    return started;
  }

  /** What the write journal lists as left half-done (a killed process's, a failed run's), mended before anything is written. */
  private async repair(): Promise<void> {
    const r = await this.journal.repair();
    if (r.temps || r.repaired || r.removed)
      this.log(
        `repaired the ${r.files} files the write journal listed: ${r.temps} temp files removed, compressed copies ${r.repaired} made again, ${r.removed} without their file removed`,
      );
  }

  /**
   * The walk of the whole output an output without a readable journal is owed (D-401): after the run's edits
   * are published, in slices that give way as soon as the changes feed moves past `cursor` (the rest after the
   * next runs); never before an edit.
   */
  private async walkOwed(cursor: string | null): Promise<void> {
    if (!this.journal.walkOwed) return;
    if (!this.walk) {
      this.log('no write journal to repair from: walking the whole output between runs');
      this.walk = new OutputWalk(this.opts.outDir);
    }
    try {
      for (;;) {
        const until = performance.now() + WALK_SLICE_MS;
        if (await this.walk.walk(() => performance.now() > until)) break;
        if ((await this.api.head()) !== cursor) return;
      }
    } catch (err) {
      this.log(`the walk of the whole output stopped (the next process walks again): ${(err as Error).message}`);
      this.walk = null;
      return;
    }
    const r = this.walk.report;
    this.log(
      `walked the whole output: ${r.folders} folders, ${r.temps} temp files removed, compressed copies ${r.repaired} made again, ${r.removed} without their file removed`,
    );
    this.walk = null;
    await this.journal.walked();
  }

  /** The manifest read now, not at the first run (a daemon's start: prerender/jobState.ts preloadManifest). */
  preload(): Promise<void> {
    return this.state.preloadManifest();
  }

  /** The content API's redirect rules, for discovery and, published when they changed, for the edge. */
  private async loadRules(): Promise<void> {
    const rules = await this.api.routeRules();
    if (!rules) return;
    this.publisher.rules = rules;
    if (await writeRouteRules(this.opts.outDir, rules, this.log)) await reloadNginx(jobNginxFiles(this.opts).pidFile!, this.log);
  }

  /**
   * Every page of every site, found from the root pages, the articles of the changes feed and the pages the
   * last manifest knew (which then either render again or turn into 404s). The cursor is read before
   * rendering, so edits made meanwhile are replayed by the next incremental run.
   */
  async full(): Promise<JobReport> {
    const started = await this.start();
    const { outDir } = this.opts;
    await this.api.require();
    await this.repair();
    const head = await this.api.head();
    await this.loadRules();
    const previous = await this.state.loadManifest().catch(() => new Manifest());
    const p = this.publisher;
    const { tasks, sections } = await everyPage({
      api: this.api,
      rules: p.rules,
      previous,
      task: (path, site) => p.task(path, site),
      taskForUrl: (url) => p.taskForUrl(url),
      log: this.log,
    });

    await this.build.copyAssets();
    // Alongside the pages: the error pages (four renders), and the feeds and news sitemaps, which only ask the
    // content API (so the cores that finish the last batch are not idle meanwhile). Written after the pages.
    const notFound = this.errorPages();
    const xml = this.xml.feedsAndNews(sections);
    for (const pending of [notFound, xml]) pending.catch(() => {});
    const manifest = new Manifest();
    const progress = createProgress(tasks.length, this.log);
    const totals = noTotals();
    await p.renderAll(tasks, manifest, totals, progress);
    progress.done();
    await notFound;
    // Pages of the old manifest that rendered into 404s were removed from the new one; drop their files too.
    for (const url of previous.allUrls()) if (!manifest.has(url)) await p.remove(outputFileForUrl(outDir, url));

    const { named, files } = await xml;
    await this.xml.writeXmlFiles(files);
    await this.xml.fromManifest(manifest);
    await this.build.writeNginxConfig();
    // Last: the output counts as this build's only once every page is.
    await this.build.writeBuildInfo();
    await this.state.saveSections(named);
    await this.state.saveManifest(manifest, true);
    await this.state.saveCursor(head);
    await this.walkOwed(head);
    return { ...totals, cursor: head, seconds: (performance.now() - started) / 1000, cost: this.publisher.cost.take() };
  }

  /** Each domain's 404 page and server error page: the error page at a path no route has (a 404 in vike's eyes). */
  private async errorPages(): Promise<void> {
    for (const site of HOME_SITES) {
      for (const [path, file] of [
        [STATIC_NOT_FOUND_PATH, notFoundFile(this.opts.outDir, site)],
        [STATIC_SERVER_ERROR_PATH, serverErrorFile(this.opts.outDir, site)],
      ] as const) {
        const r = await this.publisher.renderOne(path, site);
        if (stopsBatch(r)) throw runStop(`the error page ${path}: ${r.failure.reason}`);
        if (r.status === 404) await this.publisher.writeWithCompressed(file, r.html, r.br ? { '.br': r.br } : {});
      }
    }
  }

  /** What changed since the saved cursor, batch by batch; the cursor moves after each published batch. */
  async incremental(): Promise<JobReport> {
    const started = await this.start();
    let cursor = await this.state.loadCursor();
    if (cursor === null) {
      this.log('no cursor yet: running a full build first');
      return this.full();
    }
    await this.api.require();
    if (await this.build.isNew()) {
      this.log('a new build of the app: a full run, so every page uses its assets');
      return this.full();
    }
    await this.repair();
    await this.loadRules();
    let manifest: Manifest | null = null;
    const totals = noTotals();
    for (;;) {
      const page = await this.api.changes(cursor, this.opts.batchSize ?? 200);
      if (page.changes.length === 0) break;
      const { articles, touched, sections } = await batchFacts(this.api, page.changes, this.log);
      const since = cursor;
      const planOver = (m: Manifest) => planIncremental({ changes: page.changes, manifest: m, articles, firstPages: this.opts.firstPages ?? 3, since });
      // The pages readers wait for (an edited article's own) are known without the manifest: rendered in a batch of
      // their own and published, after their feeds, before this thread reads the manifest (a process's first run)
      // and plans the rest (D-409).
      const early = planOver(new Manifest());
      const first = await this.publisher.startBatch(early.kept.map((url) => this.publisher.taskForUrl(url)));
      // Staged while the pages render, published just before the first of them (prerender/batchFeeds.ts).
      const feeds = batchFeeds(this.xml, this.state, touched, sections, new Set(early.podcastFeeds));
      let later: BatchXml | null = null;
      let news: BatchXml | null = null;
      let plan: Plan;
      let before: number;
      try {
        // Nothing of it is published when it fails (publishFirst), as with any batch.
        const published = first ? await this.publisher.publishFirst(first, () => feeds.publish()) : undefined;
        if (touchesXml(touched, sections, new Set(early.podcastFeeds))) news = batchNews(this.xml);
        manifest ??= await this.state.loadManifest();
        plan = planOver(manifest);
        // A show the manifest names (an episode's earlier one) has its feed made too, before the rest's pages.
        const shows = plan.podcastFeeds.filter((s) => !early.podcastFeeds.includes(s));
        if (shows.length) later = batchFeeds(this.xml, this.state, new Set(), new Map(), new Set(shows));
        const publishFeeds = async () => {
          await feeds.publish();
          await later?.publish();
        };
        for (const s of plan.skipped) this.log(`skipped change ${s.cursor}: ${s.reason}`);
        before = manifest.size;
        const rendered = new Set(published?.tasks.map((t) => pageUrl(t.site, t.url)));
        await this.publisher.renderAll(
          plan.render.filter((url) => !rendered.has(url)).map((url) => this.publisher.taskForUrl(url)),
          manifest,
          totals,
          undefined,
          publishFeeds,
          published,
        );
        await publishFeeds();
        await news?.publish();
      } catch (err) {
        await feeds.drop();
        await later?.drop();
        await news?.drop();
        throw err;
      }
      for (const nf of plan.notFound) {
        await this.publisher.remove(outputFileForUrl(this.opts.outDir, nf.url));
        if (manifest.remove(nf.url)) totals.removed++;
      }
      if (manifest.size !== before || plan.notFound.length) await this.xml.fromManifest(manifest);
      await this.state.saveManifest(manifest);
      await this.state.saveCursor(plan.cursor);
      cursor = plan.cursor;
      if (!page.hasMore) break;
    }
    // An output made before the canonical map existed gets it now, not at its next added or removed page:
    // without it the edge answers every article path but the canonical one with a 404.
    if (!existsSync(canonicalFiles(this.opts.outDir).json)) {
      const m = manifest ?? (await this.state.loadManifest());
      await this.xml.canonicalMap(m.allUrls().map((u) => m.get(u)!));
    }
    // Articles leave the news sitemap's two days without any edit: an idle tick refreshes it every few minutes.
    if (newsSitemapDue(this.xml.newsMadeAt, this.now())) await this.xml.writeXmlFiles(await this.xml.newsSitemapFiles());
    await this.walkOwed(cursor);
    return { ...totals, cursor, seconds: (performance.now() - started) / 1000, cost: this.publisher.cost.take() };
  }

  /**
   * The slower sweep: re-renders the pages of live-score data (no change feed names them: a match that
   * ended, a new table) and up to `limit` of the list pages beyond the first `firstPages` (where an edit
   * only shifted items by one), continuing where the last sweep stopped, so every deep page is fresh within
   * (deep pages / limit) sweeps.
   */
  async sweep(limit = 200): Promise<JobReport> {
    const started = await this.start();
    const cursor = await this.state.loadCursor();
    if (cursor === null) return { ...noTotals(), cursor: null, seconds: 0, cost: this.publisher.cost.take() };
    await this.api.require();
    await this.repair();
    const manifest = await this.state.loadManifest();
    const deep = deepListPages(manifest, this.opts.firstPages ?? 3);
    const from = await this.state.sweepPosition();
    const next = deep.filter((u) => u > from).slice(0, limit);
    if (next.length < limit) next.push(...deep.slice(0, Math.min(limit - next.length, deep.length)).filter((u) => !next.includes(u)));
    const live = livescorePages(manifest);
    const order = [...live, ...next];
    const totals = noTotals();
    // In small slices, and it gives way as soon as an edit waits: deep pages can be a minute late, an edit not.
    let done = 0;
    while (done < order.length) {
      if ((await this.api.head()) !== cursor) break;
      const slice = order.slice(done, done + SWEEP_SLICE);
      await this.publisher.renderAll(
        slice.map((u) => this.publisher.taskForUrl(u)),
        manifest,
        totals,
      );
      done += slice.length;
    }
    if (done > 0) await this.state.saveManifest(manifest);
    if (done > live.length) await this.state.saveSweepPosition(order[done - 1]!);
    return { ...totals, cursor: null, seconds: (performance.now() - started) / 1000, cost: this.publisher.cost.take() };
  }
}
