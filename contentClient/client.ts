// The content API's entities, as the pages, the renderer and the prerender job call them: the site header on
// every call, the editor's or the job's bearer when there is one, typed by the spec's entities, each answer
// held to its least shape (a 2xx with something else is 'bad-response'). The request itself (retries,
// statuses, JSON) is call.ts's. On the server the base is CONTENT_API_URL and the transport node:http
// (httpTransport.ts); `internal` puts the calls under /internal/api (the job's, with its service token).
import { SITE_HEADER } from '../domain/sites';
import type {
  UniqueGroup,
  Article,
  AutoBlock,
  ChangesPage,
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
  UniqueItem,
} from '../domain/types';
import type { EpisodeList, PodcastEpisode, PodcastSummary } from '../domain/podcast/types';
import type { Dataset } from '../domain/supplementData';
import type { DatasetName } from '../domain/datasets';
import type { MinutesState } from '../domain/minutes';
import { CONTENT_INTERNAL_PREFIX } from '../domain/constants';
import { ContentApiError } from './errors';
import { createCaller, type CallOptions } from './call';
import type { Transport } from './transport';

export interface ContentApiOptions {
  baseUrl: string;
  site: SiteSlug;
  transport: Transport;
  /** Bearer token of a logged-in editor (preview), or the job's service token. */
  token?: string;
  /** The internal prefix (/internal/api): drafts, the changes feed; the job's calls. */
  internal?: boolean;
  timeoutMs?: number;
  /** Wait before the one retry (tests use 0). */
  retryDelayMs?: number;
  /** Sent with every call (the prerender job's user agent, domain/accessLevel.ts). */
  headers?: Readonly<Record<string, string>>;
}

type Query = Record<string, string | number>;

// The least an answer must have to be the call's: a 200 with something else is the API's failure, not the page's.
type Shape = (v: unknown) => boolean;
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const object =
  (fields: Record<string, 'array' | 'number' | 'string' | 'object'> = {}): Shape =>
  (v) =>
    isObject(v) && Object.entries(fields).every(([k, t]) => (t === 'array' ? Array.isArray(v[k]) : t === 'object' ? isObject(v[k]) : typeof v[k] === t));
const array: Shape = (v) => Array.isArray(v);

const SHAPES = {
  article: object({ id: 'number', slug: 'string' }),
  subArticles: object({ items: 'array', totalPages: 'number' }),
  version: object({ v: 'number' }),
  list: object({ items: 'array', totalItems: 'number', totalPages: 'number' }),
  highlights: object({ highlights: 'array' }),
  recommended: object(),
  autoBlock: object({ blocks: 'array' }),
  frontendInit: object({ menus: 'object' }),
  doc: object({ slug: 'string', content: 'string' }),
  unique: object({ slug: 'string', content: 'string' }),
  minutes: object({ day: 'string', hours: 'number', text: 'string' }),
  mstag: object({ items: 'array' }),
  uniqueGroup: object({ id: 'number', uniques: 'array' }),
  exchange: object({ history: 'array' }),
  episode: object({ id: 'number', slug: 'string', sourceUrl: 'string', podcast: 'object' }),
  supplementDatasets: object({ slug: 'string', datasets: 'array' }),
  dataset: object({ kind: 'string', title: 'string' }),
  changesHead: object({ cursor: 'string' }),
  changes: object({ changes: 'array', next: 'string' }),
  health: object(),
} satisfies Record<string, Shape>;

export function createContentApi(opts: ContentApiOptions) {
  const { token } = opts;
  const caller = createCaller({
    baseUrl: `${opts.baseUrl.replace(/\/+$/, '')}${opts.internal ? CONTENT_INTERNAL_PREFIX : ''}`,
    transport: opts.transport,
    headers: { ...opts.headers, [SITE_HEADER]: opts.site },
    ...(token ? { token: () => token } : {}),
    timeoutMs: opts.timeoutMs,
    retryDelayMs: opts.retryDelayMs,
  });

  async function get<T>(path: string, shape: Shape, query?: Query, o: CallOptions = {}): Promise<T> {
    const answer = await caller.call<{ status: number; body: string }>('GET', path, { ...o, query, as: 'answer' });
    const fail = (detail: string, cause?: unknown) =>
      new ContentApiError('bad-response', `GET ${path}`, answer.status, detail, { cause, body: answer.body.slice(0, 200) });
    let json: unknown;
    try {
      json = JSON.parse(answer.body);
    } catch (err) {
      throw fail('not JSON', err);
    }
    if (!shape(json)) throw fail('not the expected shape');
    return json as T;
  }

  return {
    article: (slug: string, page?: number) =>
      get<Article>(`/api/articles/${encodeURIComponent(slug)}`, SHAPES.article, page !== undefined ? { page } : undefined),
    articleById: (id: number) => get<Article>(`/api/article/${id}`, SHAPES.article),
    subArticles: (id: number, page: number) => get<SubArticlePage>(`/api/articles/${id}/items`, SHAPES.subArticles, { perPage: 30, page }),
    version: (slug: string) => get<{ v: number }>(`/api/articles/${encodeURIComponent(slug)}/version`, SHAPES.version),
    list: (filters: Record<string, string>, page = 1, perPage?: number) =>
      get<PagedArticleList>('/api/articles', SHAPES.list, {
        ...Object.fromEntries(Object.entries(filters).map(([k, v]) => [`filters[${k}]`, v])),
        page,
        ...(perPage !== undefined ? { perPage } : {}),
      }),
    /** The search call (spec §7): criteria, term, page (`oldal`), page size, sites joined by a pipe. */
    search: (q: { filters?: SearchFilters; term?: string; page?: number; perPage?: number; sites?: readonly SiteSlug[] }) =>
      get<SearchResult>('/api/search', SHAPES.list, {
        ...(q.filters && Object.keys(q.filters).length ? { filters: JSON.stringify(q.filters) } : {}),
        ...(q.term ? { term: q.term } : {}),
        ...(q.page !== undefined ? { oldal: q.page } : {}),
        ...(q.perPage !== undefined ? { perPage: q.perPage } : {}),
        ...(q.sites?.length ? { sites: q.sites.join('|') } : {}),
      }),
    highlights: (filters: SearchFilters) =>
      get<{ criteria: SearchFilters; highlights: Article[] }>('/api/search/highlights', SHAPES.highlights, { filters: JSON.stringify(filters) }),
    recommended: (v: number) => get<RecommenderResponse>('/api/recommended/mstag/all', SHAPES.recommended, { v }),
    boxes: () => get<FrontPageBlock[]>('/api/index/boxes', array),
    autoBlock: (v: number, limit?: number) => get<AutoBlock>('/api/index/auto-block', SHAPES.autoBlock, limit !== undefined ? { v, limit } : { v }),
    frontendInit: () => get<FrontendInit>('/api/frontend/init', SHAPES.frontendInit),
    doc: (slug: string) => get<Document>(`/api/docs/${encodeURIComponent(slug)}`, SHAPES.doc),
    /** A unique item (spec §7 /api/unique/{slug}): an editor's setting such as `sport-leagues`. */
    unique: (slug: string) => get<UniqueItem>(`/api/unique/${encodeURIComponent(slug)}`, SHAPES.unique),
    /** The datasets a supplement has rows for (domain/supplementData.ts): its data tabs shown. */
    supplementDatasets: (slug: string) =>
      get<{ slug: string; datasets: DatasetName[] }>(`/api/supplements/${encodeURIComponent(slug)}`, SHAPES.supplementDatasets),
    /** One dataset of a supplement; `q` searches the constituencies. */
    supplementData: (slug: string, dataset: DatasetName, q?: string) =>
      get<Dataset>(`/api/supplements/${encodeURIComponent(slug)}/${dataset}`, SHAPES.dataset, q ? { q } : undefined),
    /** A section's newest articles (specialised-features.md §7 /api/index/mstag/{tag}; `limit` is ours). */
    mstag: (tag: string, limit: number) =>
      get<{ slug: string; title: string | null; items: Article[] }>(`/api/index/mstag/${encodeURIComponent(tag)}`, SHAPES.mstag, { limit }),
    /** A unique group (specialised-features.md §3, §7 /api/unique-groups/{id}): 27 entertainment, 13 blog. */
    uniqueGroup: (id: number) => get<UniqueGroup>(`/api/unique-groups/${id}`, SHAPES.uniqueGroup),
    /** The minutes counter from its default start to today (specialised-features.md §7 /api/counter). */
    counter: () => get<MinutesState>('/api/counter', SHAPES.minutes),
    routeRules: () => get<RouteRule[]>('/api/route-rules', array),
    docs: () => get<DocumentSummary[]>('/api/docs', array),
    staff: () => get<StaffGroup[]>('/api/impress/staff', array),
    /** The rates quoted in the site's currency: of one currency (EUR), or of all (null). */
    exchange: (currency: string | null, range: ExchangeRange = 'day') =>
      get<ExchangeHistory>('/api/exchange', SHAPES.exchange, currency === null ? { range } : { currency, range }),
    /** Newest episodes first (specialised-features.md §7); `podcast` and `site` are our extension. */
    episodes: (q: { perPage?: number; page?: number; podcast?: string; site?: SiteSlug } = {}) => get<EpisodeList>('/api/episodes', SHAPES.list, { ...q }),
    episode: (slug: string) => get<PodcastEpisode>(`/api/episodes/${encodeURIComponent(slug)}`, SHAPES.episode),
    podcasts: () => get<PodcastSummary[]>('/api/podcasts/public/all', array),
    /** The front page's podcast block. */
    indexEpisodes: () => get<PodcastEpisode[]>('/api/index/episodes', array),
    /** The API's health call; `ok` is true only when it can serve. */
    health: (timeoutMs?: number) => get<{ ok?: unknown }>('/api/health', SHAPES.health, undefined, { timeoutMs }),
    /** The changes feed's newest cursor (internal). */
    changesHead: () => get<{ cursor: string }>('/api/changes/head', SHAPES.changesHead),
    /** The changes after `since` (internal). */
    changes: (since: string, limit: number) => get<ChangesPage>('/api/changes', SHAPES.changes, { since, limit }),
    /** The byte size of what the API serves at `pathname` (a HEAD, as a reader's would be answered), or null: no Content-Length. */
    size: async (pathname: string, timeoutMs?: number): Promise<number | null> => {
      const answer = await caller.call<{ headers: Record<string, string> }>('HEAD', pathname, { as: 'answer', timeoutMs });
      const length = Number(answer.headers['content-length']);
      return Number.isSafeInteger(length) && length > 0 ? length : null;
    },
    /** The byte size and MIME type of what the API serves at `pathname` (a HEAD without Accept: the file as it is). */
    file: async (pathname: string, timeoutMs?: number): Promise<{ length: number; type: string }> => {
      const answer = await caller.call<{ headers: Record<string, string> }>('HEAD', pathname, { as: 'answer', timeoutMs });
      return { length: Number(answer.headers['content-length']), type: answer.headers['content-type'] ?? '' };
    },
  };
}

export type ContentApi = ReturnType<typeof createContentApi>;
