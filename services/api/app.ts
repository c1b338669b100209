import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { timingSafeEqual } from 'node:crypto';
import { DEFAULT_SITE, SITE_HEADER, isSiteSlug } from '../../domain/sites';
import {
  AUTO_BLOCK_SECTION_MAX,
  AUTO_BLOCK_SECTION_SIZE,
  AUTO_BLOCK_VERSIONS,
  DEFAULT_LIST_PAGE_SIZE,
  RECOMMENDER_VERSIONS,
  SUB_ARTICLES_PER_PAGE,
  TYPEAHEAD_LIMIT,
} from '../../domain/constants';
import { CONTENT_INTERNAL_PREFIX } from '../../domain/constants';
import { MISSING_TOKEN_MESSAGE } from '../../domain/authErrors';
import type { ApiError, Article, AutocompleteItem, SiteSlug } from '../../domain/types';
import { exchangeQuery } from '../../domain/exchange';
import { AUTOCOMPLETE_LIMIT, FILTER_KEY_OF_TYPE } from '../../domain/searchTags';
import type { Db } from '../store/schema';
import { ContentReader, UnknownFilterError, isPublic, type ListFilterKind, type ListQuery } from '../store/read';
import { PodcastReader, UnknownPodcastError } from '../store/podcasts';
import { ApiNotFound } from './params';
import { BadRequest, parseCursor, parseFilters, parseId, parsePage, parseSites, parseSize, parseTerm, parseText, parseVersion } from './params';
import { baseCurrency, commonData, exchange, frontendInit } from './frontend';
import { mediaHandler } from './media';
import { podcastCalls } from './podcasts';
import { supplementDataCalls } from './supplementData';
import { widgetCalls } from './widgets';

/** What an editor's bearer is worth (the security service's verifyAccessToken). */
export type EditorCheck = { ok: true } | { ok: false; status: 401 | 403; message: string };

export interface ContentAppOptions {
  db: Db;
  /** Folder of the generated images, served under /media. */
  mediaDir: string;
  /** The prerender job's bearer for the internal calls (CONTENT_SERVICE_TOKEN). */
  serviceToken: string;
  /** Checks an editor's bearer for the internal calls (the preview's draft reads); without it only the job gets in. */
  verifyEditor?: (authorization: string | undefined) => Promise<EditorCheck>;
  log?: (line: string) => void;
}

class NotFound extends Error {}

function fail(c: Context, status: 400 | 401 | 403 | 404 | 500, error: string) {
  return c.json<ApiError>({ error, status }, status);
}

/** Public answers are the same for every reader of a site, so a CDN may keep them briefly (per site header). */
export const PUBLIC_API_CACHE = 'public, max-age=5';
/** Internal answers (drafts, the changes feed) are per credential and never stored anywhere. */
export const INTERNAL_API_CACHE = 'private, no-store';

function cacheHeaders(cache: string, vary: string): MiddlewareHandler {
  return async (c, next) => {
    // Named before the handler, which may name its own: what is set on the answer afterwards, node-server's HEAD
    // answer drops, and an edge would keep a HEAD's answer without a lifetime or a Vary.
    c.header('cache-control', cache);
    c.header('vary', vary);
    await next();
    const keep = c.res.status === 200 || c.res.status === 404;
    if (!keep && c.res.headers.get('cache-control') === cache) c.res.headers.set('cache-control', 'no-store');
  };
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

const LIST_FILTERS: ListFilterKind[] = ['tag', 'mstag', 'author', 'flag'];

/**
 * The embedded content API: the spec's content calls (reader-site.md §7) over the SQLite store, on two
 * prefixes. `/api` is public: it never shows an unpublished article, whatever credential comes with the
 * request, so the edge may forward it and a CDN may cache it. `/internal/api` answers the same calls with
 * drafts visible, plus the changes feed, to the prerender job's service token or an editor's access token;
 * no public proxy forwards it.
 */
export function createContentApp(opts: ContentAppOptions): Hono {
  const reader = new ContentReader(opts.db);
  const log = opts.log ?? ((line: string) => console.error(line));
  const app = new Hono();
  const onError = errorHandler(log);
  app.onError(onError);
  app.notFound((c) => fail(c, 404, `Not found: ${new URL(c.req.url).pathname}`));

  // Trending tags are a GROUP BY over two days of articles; readers poll refresh every 15 s.
  let trending: { at: number; tags: { slug: string; name: string }[] } = { at: 0, tags: [] };
  const trendingTags = () => {
    if (Date.now() - trending.at > 60_000) trending = { at: Date.now(), tags: reader.trendingTags(8) };
    return trending.tags;
  };

  app.use('/api/*', cacheHeaders(PUBLIC_API_CACHE, 'X-Site'));
  readCalls(app, reader, trendingTags, false);
  const podcasts = new PodcastReader(opts.db);
  podcastCalls(app, podcasts, false);
  supplementDataCalls(app, reader);

  const internal = new Hono();
  internal.onError(onError);
  internal.use('*', cacheHeaders(INTERNAL_API_CACHE, 'Authorization'));
  internal.use('*', async (c, next) => {
    const header = c.req.header('authorization');
    if (header !== undefined && sameSecret(header, `Bearer ${opts.serviceToken}`)) return next();
    const check: EditorCheck = opts.verifyEditor ? await opts.verifyEditor(header) : { ok: false, status: 401, message: MISSING_TOKEN_MESSAGE };
    if (check.ok) return next();
    return fail(c, check.status, check.message);
  });
  readCalls(internal, reader, trendingTags, true);
  podcastCalls(internal, podcasts, true);
  supplementDataCalls(internal, reader);
  internal.get('/api/changes/head', (c) => c.json({ cursor: reader.changesHead() }));
  internal.get('/api/changes', (c) => {
    const since = parseCursor(c.req.query('since'));
    const limit = parseSize('limit', c.req.query('limit'), 500, 5000);
    return c.json(reader.changes(since, limit));
  });
  app.route(CONTENT_INTERNAL_PREFIX, internal);

  // Images and podcast audio, with byte ranges (media.ts).
  app.get('/media/*', mediaHandler(opts.mediaDir, log));

  return app;
}

function errorHandler(log: (line: string) => void) {
  return (err: Error, c: Context) => {
    if (err instanceof BadRequest) return fail(c, 400, err.message);
    if (err instanceof NotFound || err instanceof UnknownFilterError || err instanceof UnknownPodcastError || err instanceof ApiNotFound)
      return fail(c, 404, err.message);
    log(`content api: ${c.req.method} ${c.req.url}: ${err.stack ?? String(err)}`);
    return fail(c, 500, 'Internal error');
  };
}

type TrendingTags = () => { slug: string; name: string }[];

/** The read calls of reader-site.md §7; `drafts`: unpublished articles are visible (internal prefix only). */
function readCalls(app: Hono, reader: ContentReader, trendingTags: TrendingTags, drafts: boolean): void {
  app.get('/api/health', (c) => c.json({ ok: true }));
  // Before /api/articles/:slug: /api/articles/facebook/reaction is a call of its own.
  widgetCalls(app, reader);
  articleCalls(app, reader, drafts);
  searchCalls(app, reader);
  frontPageCalls(app, reader, trendingTags);
  pageCalls(app, reader);
}

/** The site a call is for (its header; the default site without one). */
function siteOf(c: Context): SiteSlug {
  const raw = c.req.header(SITE_HEADER);
  if (raw === undefined || raw === '') return DEFAULT_SITE;
  if (!isSiteSlug(raw)) throw new BadRequest(`Invalid header '${SITE_HEADER}': unknown site '${raw.slice(0, 40)}'`);
  return raw;
}

/** The article, when the caller may see it: a draft only under the internal prefix. */
function visible(drafts: boolean, a: Article | null): Article {
  if (!a || (!drafts && !isPublic(a))) throw new NotFound('Article not found');
  return a;
}

/** Lists of articles, one article, its page, its sub-articles and its version. */
function articleCalls(app: Hono, reader: ContentReader, drafts: boolean): void {
  app.get('/api/articles', (c) => {
    const q = c.req.query();
    const filters: ListQuery['filters'] = {};
    for (const kind of LIST_FILTERS) {
      const v = q[`filters[${kind}]`];
      if (v !== undefined) filters[kind] = parseText(v);
    }
    const parentRaw = q['filters[parent]'];
    const parent = parentRaw === undefined ? undefined : parentRaw === 'null' || parentRaw === '' ? null : parseId('filters[parent]', parentRaw);
    const perPage = parseSize(q.limit !== undefined ? 'limit' : 'perPage', q.limit ?? q.perPage, DEFAULT_LIST_PAGE_SIZE);
    const excludeRaw = q['filters[excludeTag]'];
    const excludeTag = excludeRaw === undefined ? {} : { excludeTag: parseText(excludeRaw) };
    return c.json(reader.list({ filters, parent, page: parsePage('page', q.page), perPage, ...excludeTag }, siteOf(c)));
  });

  app.get('/api/articles/:id/items', (c) => {
    const id = parseId('id', c.req.param('id'));
    visible(drafts, reader.articleById(id));
    const perPage = parseSize('perPage', c.req.query('perPage'), SUB_ARTICLES_PER_PAGE);
    return c.json(reader.subArticles(id, parsePage('page', c.req.query('page')), perPage));
  });

  app.get('/api/articles/:slug/version', (c) => {
    siteOf(c);
    const v = reader.version(c.req.param('slug'));
    if (!v || (!v.public && !drafts)) throw new NotFound('Article not found');
    return c.json({ v: v.v });
  });

  app.get('/api/articles/:slug', (c) => {
    siteOf(c);
    const article = visible(drafts, reader.articleBySlug(c.req.param('slug')));
    const pageRaw = c.req.query('page');
    if (pageRaw === undefined) return c.json(article);
    const page = reader.articlePage(article, parsePage('page', pageRaw));
    if (!page) throw new NotFound(`Article page ${pageRaw} not found`);
    return c.json(page);
  });

  app.get('/api/article/:id', (c) => {
    siteOf(c);
    return c.json(visible(drafts, reader.articleById(parseId('id', c.req.param('id')))));
  });
}

/** Search, its highlights, the typeahead and the tag input's suggestions. */
function searchCalls(app: Hono, reader: ContentReader): void {
  app.get('/api/search', (c) => {
    const q = c.req.query();
    const page = parsePage('oldal', q.oldal ?? q.page);
    return c.json(
      reader.search({
        filters: parseFilters(q.filters),
        term: parseTerm(q.term),
        sites: parseSites(q.sites),
        page,
        perPage: parseSize('perPage', q.perPage, DEFAULT_LIST_PAGE_SIZE),
      }),
    );
  });

  app.get('/api/search/highlights', (c) => {
    const filters = parseFilters(c.req.query('filters'));
    return c.json({ criteria: filters, highlights: reader.searchHighlights(filters) });
  });

  app.get('/api/search/articles', (c) => {
    const limit = parseSize('limit', c.req.query('limit'), TYPEAHEAD_LIMIT);
    return c.json({ items: reader.typeahead(parseTerm(c.req.query('term')), limit, parseSites(c.req.query('sites'))) });
  });

  // At most 5 items (§9 "Typeahead limit 5"), leaving out what `filters` already searches for: the tag input
  // sends its tags, and a suggestion it would refuse as a duplicate is no suggestion.
  app.get('/api/search/autocomplete', (c) => {
    const filters = parseFilters(c.req.query('filters'));
    const chosen = (i: AutocompleteItem) => filters[FILTER_KEY_OF_TYPE[i.type]]?.includes(i.slug) ?? false;
    const taken = Object.values(filters).reduce((n, v) => n + (v as string[]).length, 0);
    const items = reader.autocomplete(parseTerm(c.req.query('term')), AUTOCOMPLETE_LIMIT + taken).filter((i) => !chosen(i));
    return c.json({ items: items.slice(0, AUTOCOMPLETE_LIMIT) });
  });
}

/** What the front page and every page's frame read: the auto block, boxes, recommendations, the shared data. */
function frontPageCalls(app: Hono, reader: ContentReader, trendingTags: TrendingTags): void {
  app.get('/api/index/auto-block', (c) => {
    const v = parseVersion('v', c.req.query('v'), AUTO_BLOCK_VERSIONS.length, null);
    // Our extension: `limit` articles per section (default 4), so a front page can leave out what its
    // curated blocks already show and still fill the block.
    const limit = parseSize('limit', c.req.query('limit'), AUTO_BLOCK_SECTION_SIZE, AUTO_BLOCK_SECTION_MAX);
    const block = reader.autoBlock(v, limit);
    if (!block) throw new NotFound(`Auto block ${v} not found`);
    return c.json(block);
  });

  app.get('/api/index/boxes', (c) => c.json(reader.boxes(siteOf(c))));

  app.get('/api/recommended/mstag/all', (c) => {
    const v = parseVersion('v', c.req.query('v'), RECOMMENDER_VERSIONS, 1);
    return c.json(reader.recommended(v, siteOf(c)));
  });

  app.get('/api/frontend/init', (c) => c.json(frontendInit(reader, siteOf(c), trendingTags())));
  app.get('/api/frontend/refresh', (c) => c.json(commonData(reader, siteOf(c), trendingTags())));
}

/** The data of the other page kinds: documents, unique items, exchange rates, the impressum, redirect rules. */
function pageCalls(app: Hono, reader: ContentReader): void {
  // Our extension: the document slugs, so the publisher can render every /dokumentum/{slug} page.
  app.get('/api/docs', (c) => c.json(reader.docs()));

  app.get('/api/docs/:slug', (c) => {
    const doc = reader.doc(c.req.param('slug'));
    if (!doc) throw new NotFound('Document not found');
    return c.json(doc);
  });

  app.get('/api/unique/:slug', (c) => {
    const item = reader.unique(c.req.param('slug'));
    if (!item) throw new NotFound('Unique item not found');
    return c.json(item);
  });

  app.get('/api/unique-groups/:id', (c) => {
    const group = reader.uniqueGroup(parseId('id', c.req.param('id')));
    if (!group) throw new NotFound('Unique group not found');
    return c.json(group);
  });

  app.get('/api/exchange', (c) => {
    const base = baseCurrency(siteOf(c));
    const query = exchangeQuery(base, { currency: c.req.query('currency'), range: c.req.query('range') });
    if ('error' in query) throw new BadRequest(query.error);
    return c.json(exchange(reader, base, query.range, query.currency));
  });

  app.get('/api/impress/staff', (c) => c.json(reader.setting('staff') ?? []));
  app.get('/api/route-rules', (c) => c.json(reader.setting('route-rules') ?? []));
}
