// The prerender job's own calls to the content API: the internal prefix with its service token (its render
// workers read the public /api like any reader). A call the run cannot do without fails the run before it
// publishes anything: ContentApiDown.
import ky, { HTTPError, type KyInstance } from 'ky';
import { CONTENT_INTERNAL_PREFIX } from '../domain/constants';
import { SITE_HEADER } from '../domain/sites';
import type { Article, ChangesPage, FrontendInit, PagedArticleList, RouteRule, SiteSlug } from '../domain/types';

export class ContentApiDown extends Error {}

export class JobApi {
  private readonly api: KyInstance;

  constructor(
    private readonly contentApiUrl: string,
    serviceToken: string,
  ) {
    this.api = ky.create({
      prefixUrl: `${contentApiUrl.replace(/\/+$/, '')}${CONTENT_INTERNAL_PREFIX}`,
      timeout: 15_000,
      retry: 0,
      headers: { authorization: `Bearer ${serviceToken}` },
    });
  }

  async healthy(): Promise<boolean | 'refused'> {
    try {
      // Garbage with a 200 is as bad as no answer: only the health call's own JSON counts.
      const body = await this.api.get('api/health', { timeout: 3000 }).json<{ ok?: unknown }>();
      return body?.ok === true;
    } catch (err) {
      return err instanceof HTTPError && err.response.status === 401 ? 'refused' : false;
    }
  }

  async require(): Promise<void> {
    const health = await this.healthy();
    if (health === 'refused') throw new ContentApiDown(`content API at ${this.contentApiUrl} refused the job's CONTENT_SERVICE_TOKEN: nothing published`);
    if (!health) throw new ContentApiDown(`content API unreachable at ${this.contentApiUrl}: nothing published`);
  }

  /** A call the run cannot do without: any failure (unreachable, 5xx, not JSON) stops the run before it publishes. */
  async must<T>(what: string, call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (err) {
      throw new ContentApiDown(`content API failed on ${what}: ${(err as Error).message}; nothing of this batch published`);
    }
  }

  async head(): Promise<string> {
    const head = (await this.must('the changes head', () => this.api.get('api/changes/head').json<{ cursor: string }>())).cursor;
    if (typeof head !== 'string' || head === '') throw new ContentApiDown('the changes head answered no cursor: nothing published');
    return head;
  }

  async changes(since: string, limit: number): Promise<ChangesPage> {
    const page = await this.must('the changes feed', () => this.api.get('api/changes', { searchParams: { since, limit } }).json<ChangesPage>());
    if (!page || !Array.isArray(page.changes) || typeof page.next !== 'string')
      throw new ContentApiDown('the changes feed answered something else than a changes page: nothing published');
    return page;
  }

  list(site: SiteSlug, filters: Record<string, string>, page: number, perPage: number): Promise<PagedArticleList> {
    const searchParams: Record<string, string | number> = { page, perPage };
    for (const [k, v] of Object.entries(filters)) searchParams[`filters[${k}]`] = v;
    return this.api.get('api/articles', { searchParams, headers: { [SITE_HEADER]: site } }).json<PagedArticleList>();
  }

  /** An article by id, drafts included; null when the API does not know it (any other failure throws). */
  async article(id: number, site: SiteSlug): Promise<Article | null> {
    try {
      return await this.api.get(`api/article/${id}`, { headers: { [SITE_HEADER]: site } }).json<Article>();
    } catch (err) {
      if ((err as { response?: Response }).response?.status === 404) return null;
      throw new ContentApiDown(`content API failed on article ${id}: ${(err as Error).message}; nothing of this batch published`);
    }
  }

  docs(): Promise<{ slug: string }[]> {
    return this.must('the document list', () => this.api.get('api/docs').json<{ slug: string }[]>());
  }

  frontendInit(site: SiteSlug): Promise<FrontendInit> {
    return this.must('the shared data', () => this.api.get('api/frontend/init', { headers: { [SITE_HEADER]: site } }).json<FrontendInit>());
  }

  /** The server's redirect rules, or null when it cannot give them (the run then keeps the last ones). */
  async routeRules(): Promise<RouteRule[] | null> {
    const rules = await this.api
      .get('api/route-rules')
      .json<unknown>()
      .catch(() => null);
    return Array.isArray(rules) ? (rules as RouteRule[]) : null;
  }

  /**
   * The byte size of an image the content API serves under /media (a HEAD request, as a reader's would be
   * answered), or null: no answer, or no Content-Length.
   */
  async mediaSize(pathname: string): Promise<number | null> {
    try {
      const r = await fetch(`${this.contentApiUrl.replace(/\/+$/, '')}${pathname}`, { method: 'HEAD', signal: AbortSignal.timeout(5000) });
      const length = Number(r.headers.get('content-length'));
      return r.ok && Number.isSafeInteger(length) && length > 0 ? length : null;
    } catch {
      return null;
    }
  }
}
