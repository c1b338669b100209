// The prerender job's own calls to the content API: the one content client (contentClient/) with the internal
// prefix and the job's service token (its render workers read the public /api like any reader). A call the
// run cannot do without fails the run before it publishes anything: it throws a ContentApiError (runStop),
// whose kind is the content API's failure ('content-api' in contentClient/outcome.mjs).
import { createContentApi, type ContentApi } from '../contentClient/client';
import { JOB_USER_AGENT } from '../domain/accessLevel';
import { ContentApiError, isContentApiError } from '../contentClient/errors';
import { httpTransport } from '../contentClient/httpTransport';
import type { Transport } from '../contentClient/transport';
import type { Article, ChangesPage, FrontendInit, PagedArticleList, RouteRule, SiteSlug } from '../domain/types';
import type { EpisodeList, PodcastSummary } from '../domain/podcast/types';
import type { AudioFile } from '../domain/podcast/feed';

const TIMEOUT_MS = 15_000;
const HEALTH_TIMEOUT_MS = 3_000;
const MEDIA_TIMEOUT_MS = 5_000;

/**
 * The error that stops a run before it publishes: `cause`'s kind when the client threw it, else 'unavailable'
 * (a render thread's content API failure, a health check that did not pass).
 */
export function runStop(detail: string, cause?: unknown): ContentApiError {
  const c = isContentApiError(cause) ? cause : null;
  const why = cause === undefined ? '' : `: ${(cause as Error).message ?? String(cause)}`;
  return new ContentApiError(c?.kind ?? 'unavailable', c?.request ?? detail, c?.status ?? null, `${detail}${why}; nothing published`, { cause });
}

/** The job's user agent: the content API logs its reads at debug (domain/accessLevel.ts). */
const JOB_HEADERS = { 'user-agent': JOB_USER_AGENT };

export class JobApi {
  private readonly sites = new Map<SiteSlug, ContentApi>();
  /** The public API, for what a reader would be answered (a /media file's size). */
  private readonly public: ContentApi;

  constructor(
    private readonly contentApiUrl: string,
    private readonly serviceToken: string,
    private readonly transport: Transport = httpTransport,
    private readonly retryDelayMs?: number,
  ) {
    this.public = createContentApi({ baseUrl: contentApiUrl, site: 'main', transport, retryDelayMs, headers: JOB_HEADERS });
  }

  /** The internal client with `site`'s header (the list and an article's lists are per site). */
  private api(site: SiteSlug = 'main'): ContentApi {
    let api = this.sites.get(site);
    if (!api) {
      const o = { baseUrl: this.contentApiUrl, site, transport: this.transport, retryDelayMs: this.retryDelayMs, headers: JOB_HEADERS };
      api = createContentApi({ ...o, token: this.serviceToken, internal: true, timeoutMs: TIMEOUT_MS });
      this.sites.set(site, api);
    }
    return api;
  }

  /** true when the API can serve; 'refused' when it refuses the service token; false on anything else. */
  async healthy(): Promise<boolean | 'refused'> {
    try {
      // Garbage with a 200 is as bad as no answer: only the health call's own JSON counts.
      return (await this.api().health(HEALTH_TIMEOUT_MS)).ok === true;
    } catch (err) {
      return isContentApiError(err, 'unauthorized') ? 'refused' : false;
    }
  }

  async require(): Promise<void> {
    const health = await this.healthy();
    if (health === 'refused')
      throw new ContentApiError(
        'unauthorized',
        'GET /internal/api/health',
        401,
        `content API at ${this.contentApiUrl} refused the job's CONTENT_SERVICE_TOKEN; nothing published`,
      );
    // A newcomer's first `npm run prerender` meets this: say what to start.
    if (!health)
      throw new ContentApiError(
        'unavailable',
        'GET /internal/api/health',
        null,
        `content API unreachable at ${this.contentApiUrl}, nothing published; start it first: npm run content, or npm start`,
      );
  }

  /** A call the run cannot do without: any failure (unreachable, 5xx, not JSON, wrong shape) stops the run before it publishes. */
  async must<T>(what: string, call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (err) {
      throw runStop(`content API failed on ${what}`, err);
    }
  }

  async head(): Promise<string> {
    const { cursor } = await this.must('the changes head', () => this.api().changesHead());
    if (cursor === '') throw runStop('the changes head answered no cursor');
    return cursor;
  }

  changes(since: string, limit: number): Promise<ChangesPage> {
    return this.must('the changes feed', () => this.api().changes(since, limit));
  }

  list(site: SiteSlug, filters: Record<string, string>, page: number, perPage: number): Promise<PagedArticleList> {
    return this.api(site).list(filters, page, perPage);
  }

  /** An article by id, drafts included; null when the API does not know it (any other failure stops the run). */
  async article(id: number, site: SiteSlug): Promise<Article | null> {
    try {
      return await this.api(site).articleById(id);
    } catch (err) {
      if (isContentApiError(err, 'not-found')) return null;
      throw runStop(`content API failed on article ${id}`, err);
    }
  }

  docs(): Promise<{ slug: string }[]> {
    return this.must('the document list', () => this.api().docs());
  }

  frontendInit(site: SiteSlug): Promise<FrontendInit> {
    return this.must('the shared data', () => this.api(site).frontendInit());
  }

  /** The server's redirect rules, or null when it cannot give them (the run then keeps the last ones). */
  routeRules(): Promise<RouteRule[] | null> {
    return this.api()
      .routeRules()
      .catch(() => null);
  }

  /** The byte size of an image the content API serves under /media, as a reader's HEAD would be answered, or null. */
  mediaSize(pathname: string): Promise<number | null> {
    return this.public.size(pathname, MEDIA_TIMEOUT_MS).catch(() => null);
  }

  /** The byte size and type of a file the content API serves under /media, as a reader's HEAD would be answered, or null. */
  mediaFile(pathname: string): Promise<AudioFile | null> {
    return this.public.file(pathname, MEDIA_TIMEOUT_MS).catch(() => null);
  }

  /** Every podcast, as readers are answered (the feeds list what readers may hear). */
  podcasts(): Promise<PodcastSummary[]> {
    return this.must('the podcasts', () => this.public.podcasts());
  }

  /** A page of a podcast's published episodes, newest first, as readers are answered. */
  episodes(podcast: string, page: number, perPage: number): Promise<EpisodeList> {
    return this.must(`the episodes of ${podcast}`, () => this.public.episodes({ podcast, page, perPage }));
  }
}
