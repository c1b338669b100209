// The outputs made from the content API's lists and the manifest rather than rendered: the RSS feeds (the
// shows' podcast feeds among them), the news and regular sitemaps with each domain's robots.txt and web
// manifest, and the slug → canonical URL map of the edge. Each is written whole (with gzip and brotli copies
// for the XML) by atomic renames.
import { existsSync, readdirSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { ICONS, webManifest } from '../domain/brand';
import { HOME_SITES, SITES } from '../domain/sites';
import type { Article, SiteSlug } from '../domain/types';
import { removeFileAtomic, writeFileAtomic } from './atomicWrite';
import { COPY_SUFFIXES, compressForAsync } from './compression';
import { canonicalEntries, reloadNginx, writeCanonical } from './canonical';
import { coverUrl, FEED_SIZE, feedDefinitions, feedFile, rssFeed, sameFeedContent, type FeedDefinition, type FeedSection } from './feeds';
import { runStop, type JobApi } from './jobApi';
import { isContentApiError } from '../contentClient/errors';
import type { Manifest, PageRecord } from './manifest';
import { mapLimit } from './mapLimit';
import { MAX_PAGE_SIZE } from '../domain/constants';
import { PODCAST_FEED_MAX_EPISODES, podcastFeedPath, type AudioFile } from '../domain/podcast/feed';
import type { PodcastEpisode } from '../domain/podcast/types';
import { absoluteUrl, podcastFeed } from './podcastFeeds';
import type { Publisher } from './publisher';
import type { StagedVersion } from './siblings';
import { robotsTxt } from './robots';
import { ADS_TXT_PATH, adsTxt } from './adsTxt';
import { SECURITY_TXT_PATH, securityTxt } from './securityTxt';
import {
  chunkSitemaps,
  LEGACY_CHUNK_DIR,
  LEGACY_SITEMAP_COPIES,
  newsSitemap,
  NEWS_SITEMAP_PATH,
  NEWS_WINDOW_S,
  sitemap,
  sitemapChunkPath,
  sitemapFile,
  sitemapIndex,
  sitemapPages,
  SITEMAP_INDEX_PATH,
  type SitemapUrl,
} from './sitemaps';

/** The domain's own files beside the sitemaps, in the order domainFiles writes them. */
const DOMAIN_FILES = ['robots.txt', ADS_TXT_PATH.slice(1), SECURITY_TXT_PATH.slice(1), ICONS.manifest.slice(1)];

/** Enclosure sizes kept between runs, at most (a full archive's feeds show far fewer images). */
const MEDIA_SIZES_KEPT = 20_000;

/** A feed or sitemap made but not yet written (writeXml adds its copies, xmlCopies). */
export interface XmlFile {
  file: string;
  xml: string;
}

/**
 * What `ask` answers of our own /media file at `url`, kept by URL (a file keeps its name only while unchanged); null
 * for another host's file, never asked. A failed ask is not kept (the next run asks again).
 */
function kept<T>(cache: Map<string, Promise<T | null>>, url: string, ask: (pathname: string) => Promise<T | null>): Promise<T | null> {
  let answer = cache.get(url);
  if (!answer) {
    const { hostname, pathname } = new URL(url);
    const ours = Object.values(SITES).some((s) => s.domain === hostname) && pathname.startsWith('/media/');
    answer = ours ? ask(pathname) : Promise.resolve(null);
    cache.set(url, answer);
    if (ours) void answer.then((n) => n === null && cache.delete(url));
  }
  return answer;
}

/** XML up to this size gets brotli 10 (every feed, the news sitemaps); larger sitemaps brotli 5. */
export const XML_BEST_BROTLI_MAX = 64 * 1024;

/**
 * The copies of a feed or sitemap, which the origin and nginx (gzip_static, brotli_static) serve by
 * Accept-Encoding: gzip 9, brotli 10 up to XML_BEST_BROTLI_MAX, else 5 (`compressFor` 'good' and 'fast').
 * Feeds are fetched by aggregators all day: on the 20 KB feeds brotli 10 is 15 % below gzip 9 (brotli 5: 3 %)
 * for 6 ms of the job's CPU when a feed changes; 11 saved 1 % more for 20 ms, a fifth of a 2k full build's
 * main thread. On a 370 KB sitemap of 50,000 URLs 11 took 2.4 s, 5 a fiftieth of it (8 % below gzip). Every
 * XML output gets both, the podcast feeds too.
 */
export async function xmlCopies(buf: Uint8Array): Promise<{ '.gz': Uint8Array; '.br': Uint8Array }> {
  const [gz, br] = await Promise.all([
    compressForAsync('.gz', buf, 'good'),
    compressForAsync('.br', buf, buf.byteLength <= XML_BEST_BROTLI_MAX ? 'good' : 'fast'),
  ]);
  return { '.gz': gz, '.br': br };
}

/**
 * Whether `file` already holds `xml` (less its build date, feeds.ts sameFeedContent) with both copies of its version:
 * then it is not written again. An edit of an older article touches its lists' feeds and the news sitemaps without
 * changing them, and their compression was most of the path from the edit to its page; an unchanged feed also keeps
 * its ETag and its lastBuildDate, the last time its content changed.
 */
async function unchanged(file: string, xml: string): Promise<boolean> {
  try {
    const [old, stats] = await Promise.all([readFile(file, 'utf8'), Promise.all([file, ...COPY_SUFFIXES.map((s) => file + s)].map((f) => stat(f)))]);
    return stats.every((st) => st.mtimeMs === stats[0]!.mtimeMs) && sameFeedContent(old, xml);
  } catch {
    return false;
  }
}

export class XmlOutputs {
  /** When this process last made the news sitemaps (job clock): they go stale by time alone. */
  newsMadeAt: number | null = null;
  /**
   * Byte sizes of /media files (the feeds' enclosures), kept across runs: a file keeps its name only while
   * unchanged. An incremental run asked them all again before its feeds could be written, and its pages
   * wait for its feeds. A failed ask is not kept (the next run asks again).
   */
  private mediaSizes = new Map<string, Promise<number | null>>();
  /** The episodes' audio files (size and type), kept as the images' sizes are. */
  private audioFiles = new Map<string, Promise<AudioFile | null>>();

  constructor(
    private readonly o: { outDir: string; api: JobApi; publisher: Publisher; nginxPidFile: string; now: () => number; log: (line: string) => void },
  ) {}

  newRun(): void {
    if (this.mediaSizes.size > MEDIA_SIZES_KEPT) this.mediaSizes.clear();
    if (this.audioFiles.size > MEDIA_SIZES_KEPT) this.audioFiles.clear();
  }

  async writeXml(file: string, xml: string): Promise<void> {
    if (await unchanged(file, xml)) return;
    const buf = Buffer.from(xml);
    await this.o.publisher.writeWithCompressed(file, buf, await xmlCopies(buf));
  }

  /**
   * Stages the files (fsync'd temp files) and answers how to publish them (renames) or drop them: an
   * incremental run stages its feeds while its pages render and publishes them just before its first page,
   * so the feeds' disk waits are off the path from an edit to its page.
   */
  async stageXmlFiles(files: readonly XmlFile[]): Promise<{ publish(): Promise<void>; discard(): Promise<void> }> {
    const staged: StagedVersion[] = [];
    try {
      await mapLimit(files, 8, async ({ file, xml }) => {
        if (await unchanged(file, xml)) return;
        const buf = Buffer.from(xml);
        staged.push(await this.o.publisher.stageWithCompressed(file, buf, await xmlCopies(buf)));
      });
    } catch (err) {
      await this.o.publisher.discard(staged);
      throw err;
    }
    return { publish: () => this.o.publisher.publishStaged(staged), discard: () => this.o.publisher.discard(staged) };
  }

  /** In the write journal all at once: one write of it, not one per file. */
  async writeXmlFiles(files: readonly XmlFile[]): Promise<void> {
    await this.o.publisher.journal.around(
      files.map((f) => f.file),
      () => mapLimit(files, 8, ({ file, xml }) => this.writeXml(file, xml)),
    );
  }

  /**
   * The feeds of `sections` (named from their lists), every show's podcast feed and the news sitemaps: they ask
   * the content API only, so a full build makes them while its pages render and writes them after the pages.
   */
  async feedsAndNews(sections: FeedSection[]): Promise<{ named: FeedSection[]; files: XmlFile[] }> {
    const named = await this.sectionNames(sections);
    const [feeds, podcasts, news] = await Promise.all([this.feedFiles(feedDefinitions(named)), this.podcastFeedFiles(null), this.newsSitemapFiles()]);
    return { named, files: [...feeds, ...podcasts, ...news] };
  }

  /**
   * The feeds of the lists an incremental batch touched (`kind:value` keys), those of the shows it touched (their
   * slugs, prerender/plan.ts `podcastFeeds`); the news sitemaps follow the batch's first page (prerender/batchFeeds.ts).
   */
  async touchedFeeds(sections: FeedSection[], touched: ReadonlySet<string>, shows: ReadonlySet<string> = new Set()): Promise<XmlFile[]> {
    const defs = feedDefinitions(sections).filter((d) => touched.has(`${d.query.kind}:${d.query.value}`));
    const [feeds, podcasts] = await Promise.all([this.feedFiles(defs), this.podcastFeedFiles(shows)]);
    return [...feeds, ...podcasts];
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
          this.o.log(`${what}: left out article ${a.id} (${(err as Error).message})`);
          return false;
        }
      });
      return make(good);
    }
  }

  /** The feeds' files; a feed whose list the API cannot give (an emptied section) is left as it was. */
  private async feedFiles(defs: FeedDefinition[]): Promise<XmlFile[]> {
    const now = this.o.now();
    const files: XmlFile[] = [];
    await mapLimit(defs, 8, async (def) => {
      const filters = def.query.kind === 'site' ? {} : { [def.query.kind]: def.query.value };
      let articles: Article[];
      try {
        articles = (await this.o.api.list(def.query.kind === 'site' ? (def.query.value as SiteSlug) : def.site, filters, 1, FEED_SIZE)).items;
      } catch (err) {
        if (isContentApiError(err, 'not-found')) return;
        throw runStop(`content API failed on the feed ${def.path}`, err);
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
      files.push({ file: feedFile(this.o.outDir, def.site, def.path), xml });
    });
    return files;
  }

  /** An enclosure's byte size: only our own /media files are asked; another host's image is left out rather than guessed. */
  private mediaSize(url: string): Promise<number | null> {
    return kept(this.mediaSizes, url, (pathname) => this.o.api.mediaSize(pathname));
  }

  /** An episode's audio file, its size and type as its server answers: as mediaSize, for our own /media files only. */
  private audioFile(url: string): Promise<AudioFile | null> {
    return kept(this.audioFiles, url, (pathname) => this.o.api.mediaFile(pathname));
  }

  /**
   * The feeds of the shows named (every show's when null): each lists the show's published episodes with their
   * audio files' sizes and types; an episode whose file is not known is left out with a log line.
   */
  async podcastFeedFiles(slugs: ReadonlySet<string> | null): Promise<XmlFile[]> {
    if (slugs?.size === 0) return [];
    const now = this.o.now();
    const shows = (await this.o.api.podcasts()).filter((p) => slugs === null || slugs.has(p.slug));
    const files: XmlFile[] = [];
    await mapLimit(shows, 4, async (podcast) => {
      const path = podcastFeedPath(podcast.slug);
      let file: string;
      try {
        file = feedFile(this.o.outDir, podcast.site, path);
      } catch (err) {
        this.o.log(`skipped the podcast feed of ${podcast.slug}: ${(err as Error).message}`);
        return;
      }
      const episodes: PodcastEpisode[] = [];
      let total = 0;
      for (let page = 1; episodes.length < PODCAST_FEED_MAX_EPISODES; page++) {
        const r = await this.o.api.episodes(podcast.slug, page, MAX_PAGE_SIZE);
        episodes.push(...r.items);
        total = r.totalItems;
        if (page >= r.totalPages) break;
      }
      const listed = episodes.slice(0, PODCAST_FEED_MAX_EPISODES);
      const audio = new Map<string, AudioFile | null>();
      await Promise.all(
        listed.map(async (e) => {
          const url = absoluteUrl(podcast.site, e.sourceUrl);
          if (url !== null) audio.set(url, await this.audioFile(url));
        }),
      );
      const feed = podcastFeed({ podcast, episodes: listed, total, now, audio: (url) => audio.get(url) ?? null });
      for (const why of feed.skipped) this.o.log(`${path}: left out ${why}`);
      files.push({ file, xml: feed.xml });
    });
    return files;
  }

  /** The Google News sitemap of each domain: its sites' articles of the last two days, newest first. */
  async newsSitemapFiles(): Promise<XmlFile[]> {
    const now = this.o.now();
    // Every site's list asked side by side: asked one after another they were the longest wait before an edit's page.
    const perDomain = await Promise.all(
      HOME_SITES.map(async (domainSite) => {
        const domain = SITES[domainSite].domain;
        const sites = (Object.keys(SITES) as SiteSlug[]).filter((s) => SITES[s].domain === domain);
        const articles = (await Promise.all(sites.map((site) => this.recentArticles(site, now)))).flat();
        const xml = this.skippingBad(articles, (items) => newsSitemap({ site: domainSite, articles: items, now }), NEWS_SITEMAP_PATH);
        return [NEWS_SITEMAP_PATH, LEGACY_SITEMAP_COPIES[NEWS_SITEMAP_PATH]!].map((path) => ({ file: sitemapFile(this.o.outDir, domainSite, path), xml }));
      }),
    );
    this.newsMadeAt = now;
    return perDomain.flat();
  }

  /** A site's list, newest first, page by page until it reaches past the news sitemap's window. */
  private async recentArticles(site: SiteSlug, now: number): Promise<Article[]> {
    const articles: Article[] = [];
    for (let page = 1; ; page++) {
      const r = await this.o.api.must(`the news sitemap of ${site}`, () => this.o.api.list(site, {}, page, 100));
      articles.push(...r.items);
      const oldest = r.items.at(-1)?.pubDate ?? 0;
      if (page >= r.totalPages || now - oldest > NEWS_WINDOW_S) return articles;
    }
  }

  /** Section names for the feed titles, from the first page of each section's list (it carries the title). */
  private async sectionNames(sections: FeedSection[]): Promise<FeedSection[]> {
    const named: FeedSection[] = [];
    await mapLimit(sections, 8, async (s) => {
      try {
        const r = await this.o.api.list(s.siteSlug, { mstag: s.slug }, 1, 1);
        named.push({ ...s, name: r.title ?? s.slug });
      } catch {
        // An inactive or unknown section has no list, so no feed.
      }
    });
    return named.sort((a, b) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0));
  }

  /**
   * What the manifest says of the whole output: the regular sitemaps (every page 1 it knows, per domain)
   * with each domain's sitemap index, robots.txt and web manifest, and the canonical map (a running nginx
   * reloads it).
   */
  async fromManifest(manifest: Manifest): Promise<void> {
    const now = this.o.now();
    const records = manifest.allUrls().map((u) => manifest.get(u)!);
    const domains = HOME_SITES.map((domainSite) => {
      const domain = SITES[domainSite].domain;
      const chunks = chunkSitemaps(sitemapPages(domain, records));
      const legacy = join(this.o.outDir, domain, LEGACY_CHUNK_DIR);
      const keep = LEGACY_SITEMAP_COPIES[NEWS_SITEMAP_PATH]!.slice(LEGACY_CHUNK_DIR.length + 1);
      const gone = (existsSync(legacy) ? readdirSync(legacy) : []).filter((name) => !name.startsWith(keep)).map((name) => join(legacy, name));
      return { domainSite, domain, chunks, gone };
    });
    // Every file it writes or removes in the write journal at once: one write of it for them all.
    const files = domains.flatMap(({ domainSite, domain, chunks, gone }) => [
      ...chunks.map((_, i) => sitemapFile(this.o.outDir, domainSite, sitemapChunkPath('pages', i))),
      ...[SITEMAP_INDEX_PATH, LEGACY_SITEMAP_COPIES[SITEMAP_INDEX_PATH]!].map((path) => sitemapFile(this.o.outDir, domainSite, path)),
      ...DOMAIN_FILES.map((name) => join(this.o.outDir, domain, name)),
      ...gone,
    ]);
    await this.o.publisher.journal.around(files, async () => {
      for (const d of domains) await this.domainFiles(d, now);
    });
    await this.canonicalMap(records);
  }

  private async domainFiles(
    { domainSite, domain, chunks, gone }: { domainSite: SiteSlug; domain: string; chunks: SitemapUrl[][]; gone: string[] },
    now: number,
  ): Promise<void> {
    const parts: { path: string; lastmod: number }[] = [{ path: NEWS_SITEMAP_PATH, lastmod: now }];
    for (let i = 0; i < chunks.length; i++) {
      const path = sitemapChunkPath('pages', i);
      await this.writeXml(sitemapFile(this.o.outDir, domainSite, path), sitemap({ site: domainSite, urls: chunks[i]! }));
      parts.push({ path, lastmod: Math.max(0, ...chunks[i]!.map((u) => u.lastmod ?? 0)) || now });
    }
    const index = sitemapIndex({ site: domainSite, sitemaps: parts });
    for (const path of [SITEMAP_INDEX_PATH, LEGACY_SITEMAP_COPIES[SITEMAP_INDEX_PATH]!])
      await this.writeXml(sitemapFile(this.o.outDir, domainSite, path), index);
    // The domain's own files beside the sitemaps: robots.txt names them, the manifest names its publisher;
    // ads.txt its zones' sellers, security.txt its security contact, valid for a while from this build.
    const texts = [robotsTxt(domainSite), adsTxt(domainSite), securityTxt(domainSite, now), `${JSON.stringify(webManifest(domainSite), null, 2)}\n`];
    for (const [i, name] of DOMAIN_FILES.entries()) await writeFileAtomic(join(this.o.outDir, domain, name), texts[i]!);
    // The chunks' old folder: only the news copy stays there (the index no longer names old chunks).
    for (const file of gone) await removeFileAtomic(file);
  }

  /** The slug → canonical URL map of the edge (prerender/canonical.ts); a running nginx reloads it when it changed. */
  async canonicalMap(records: readonly PageRecord[]): Promise<void> {
    if (await writeCanonical(this.o.outDir, canonicalEntries(records))) await reloadNginx(this.o.nginxPidFile, this.o.log);
  }
}
