// The content API as the pages and the live layer call it: one ky client per site, typed by the spec's
// entities. On the server the base is CONTENT_API_URL; in the browser, the site's own /api (same origin).
import ky, { HTTPError, type KyInstance } from 'ky';
import { SITE_HEADER } from '../domain/sites';
import type {
  Article,
  Document,
  FrontendInit,
  PagedArticleList,
  RecommenderResponse,
  RouteRule,
  SearchFilters,
  SearchResult,
  SiteSlug,
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
}

export function createContentApi(opts: ContentApiOptions) {
  const http: KyInstance = ky.create({
    prefixUrl: opts.baseUrl,
    timeout: opts.timeoutMs ?? 10_000,
    retry: { limit: 1, methods: ['get'], statusCodes: [408, 409, 425, 429, 500, 502, 503, 504] },
    headers: { [SITE_HEADER]: opts.site, ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}) },
  });
  const get = async <T>(path: string, searchParams?: Record<string, string | number>): Promise<T> => {
    try {
      return await http.get(path.replace(/^\//, ''), searchParams ? { searchParams } : {}).json<T>();
    } catch (err) {
      if (err instanceof HTTPError && err.response.status === 404) throw new ContentNotFound(path);
      if (err instanceof HTTPError && err.response.status === 400) throw new ContentBadRequest(path);
      throw err;
    }
  };
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
    frontendInit: () => get<FrontendInit>('/api/frontend/init'),
    doc: (slug: string) => get<Document>(`/api/docs/${encodeURIComponent(slug)}`),
    routeRules: () => get<RouteRule[]>('/api/route-rules'),
  };
}

export type ContentApi = ReturnType<typeof createContentApi>;
