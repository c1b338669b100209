// The content API as the pages and the live layer call it: one ky client per site, typed by the spec's
// entities. On the server the base is CONTENT_API_URL; in the browser, the site's own /api (same origin).
import ky, { HTTPError, type KyInstance } from 'ky';
import { SITE_HEADER } from '../domain/sites';
import type {
  Article,
  AutoBlock,
  Document,
  DocumentSummary,
  ExchangeHistory,
  ExchangeRange,
  FrontPageBlock,
  FrontendInit,
  PagedArticleList,
  RecommenderResponse,
  RouteRule,
  SearchFilters,
  SearchResult,
  SiteSlug,
  StaffGroup,
  SubArticlePage,
} from '../domain/types';

export class ContentNotFound extends Error {}
/** The content API refused the request's parameters (400): the reader's query was bad, not the page. */
export class ContentBadRequest extends Error {}

export interface ContentApiOptions {
  baseUrl: string;
  site: SiteSlug;
  /** Bearer token of a logged-in editor (preview). */
  token?: string;
  timeoutMs?: number;
  /**
   * How a GET reaches the API; default ky (fetch). The server passes a plain node:http client: a prerender
   * run makes thousands of calls, and fetch's streams and signals cost more than the render they feed.
   */
  getJson?: GetJson;
}

/** GET `url` with `headers` and answer the parsed JSON; a 404 must throw ContentNotFound. */
export type GetJson = (url: URL, headers: Record<string, string>, timeoutMs: number) => Promise<unknown>;

/** GET answers worth one more try (the spec's retry list, §7). */
export const RETRY_STATUSES: readonly number[] = [408, 409, 425, 429, 500, 502, 503, 504];

export function createContentApi(opts: ContentApiOptions) {
  const timeoutMs = opts.timeoutMs ?? 10_000;
  const headers = { [SITE_HEADER]: opts.site, ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}) };
  const get = opts.getJson
    ? <T>(path: string, searchParams?: Record<string, string | number>): Promise<T> => {
        const url = new URL(path.replace(/^\//, ''), opts.baseUrl.endsWith('/') ? opts.baseUrl : `${opts.baseUrl}/`);
        for (const [k, v] of Object.entries(searchParams ?? {})) url.searchParams.set(k, String(v));
        return opts.getJson!(url, headers, timeoutMs) as Promise<T>;
      }
    : kyGet(opts.baseUrl, headers, timeoutMs);
  return {
    article: (slug: string, page?: number) =>
      get<Article>(`/api/articles/${encodeURIComponent(slug)}`, page !== undefined ? { page } : undefined),
    articleById: (id: number) => get<Article>(`/api/article/${id}`),
    subArticles: (id: number, page: number) => get<SubArticlePage>(`/api/articles/${id}/items`, { perPage: 30, page }),
    version: (slug: string) => get<{ v: number }>(`/api/articles/${encodeURIComponent(slug)}/version`),
    list: (filters: Record<string, string>, page = 1, perPage?: number) =>
      get<PagedArticleList>('/api/articles', {
        ...Object.fromEntries(Object.entries(filters).map(([k, v]) => [`filters[${k}]`, v])),
        page,
        ...(perPage !== undefined ? { perPage } : {}),
      }),
    /** The search call (spec §7): criteria, term, page (`oldal`), page size, sites joined by a pipe. */
    search: (q: { filters?: SearchFilters; term?: string; page?: number; perPage?: number; sites?: readonly SiteSlug[] }) =>
      get<SearchResult>('/api/search', {
        ...(q.filters && Object.keys(q.filters).length ? { filters: JSON.stringify(q.filters) } : {}),
        ...(q.term ? { term: q.term } : {}),
        ...(q.page !== undefined ? { oldal: q.page } : {}),
        ...(q.perPage !== undefined ? { perPage: q.perPage } : {}),
        ...(q.sites?.length ? { sites: q.sites.join('|') } : {}),
      }),
    highlights: (filters: SearchFilters) =>
      get<{ criteria: SearchFilters; highlights: Article[] }>('/api/search/highlights', { filters: JSON.stringify(filters) }),
    recommended: (v: number) => get<RecommenderResponse>('/api/recommended/mstag/all', { v }),
    boxes: () => get<FrontPageBlock[]>('/api/index/boxes'),
    autoBlock: (v: number, limit?: number) => get<AutoBlock>('/api/index/auto-block', limit !== undefined ? { v, limit } : { v }),
    frontendInit: () => get<FrontendInit>('/api/frontend/init'),
    doc: (slug: string) => get<Document>(`/api/docs/${encodeURIComponent(slug)}`),
    routeRules: () => get<RouteRule[]>('/api/route-rules'),
    docs: () => get<DocumentSummary[]>('/api/docs'),
    staff: () => get<StaffGroup[]>('/api/impress/staff'),
    exchange: (currency: 'HUF' | 'RON', range: ExchangeRange = 'day') => get<ExchangeHistory>('/api/exchange', { currency, range }),
  };
}

export type ContentApi = ReturnType<typeof createContentApi>;

function kyGet(baseUrl: string, headers: Record<string, string>, timeout: number) {
  const http: KyInstance = ky.create({
    prefixUrl: baseUrl,
    timeout,
    retry: { limit: 1, methods: ['get'], statusCodes: [...RETRY_STATUSES] },
    headers,
  });
  return async <T>(path: string, searchParams?: Record<string, string | number>): Promise<T> => {
    try {
      return await http.get(path.replace(/^\//, ''), searchParams ? { searchParams } : {}).json<T>();
    } catch (err) {
      if (err instanceof HTTPError && err.response.status === 404) throw new ContentNotFound(path);
      if (err instanceof HTTPError && err.response.status === 400) throw new ContentBadRequest(path);
      throw err;
    }
  };
}
