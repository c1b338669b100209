import type {
  Article,
  AutocompleteItem,
  AutoBlock,
  ChangeEntry,
  ChangesPage,
  Document,
  DocumentSummary,
  FrontPageBlock,
  PagedArticleList,
  RecommenderResponse,
  SearchFilters,
  SearchResult,
  SiteSlug,
  SubArticle,
  SubArticlePage,
  UniqueGroup,
  UniqueItem,
} from '../../domain/types';
import { AUTO_BLOCK_SECTION_SIZE, RECOMMENDER_CAPS } from '../../domain/constants';
import { stmt, type Db } from './schema';
import { fold, ftsQuery } from './fold';
import { ALL_FACET, PAGE_BREAK, facet } from './write';
import { isSiteSlug } from '../../domain/sites';

const ARTICLE_COLUMNS = `a.doc, a.content, s.id AS sid, s.slug AS sslug, s.name AS sname, s.active AS sactive, s.site_slug AS ssite`;
const LIST_COLUMNS = `a.doc, '' AS content, s.id AS sid, s.slug AS sslug, s.name AS sname, s.active AS sactive, s.site_slug AS ssite`;

interface ArticleRow {
  doc: string;
  content: string;
  sid: number;
  sslug: string;
  sname: string;
  sactive: number;
  ssite: SiteSlug;
}

export function rowToArticle(r: ArticleRow): Article {
  const a = JSON.parse(r.doc) as Article;
  a.content = r.content;
  a.mainSuperTag = { id: r.sid, slug: r.sslug, name: r.sname, active: r.sactive === 1, siteSlug: r.ssite };
  return a;
}

/** Whether an anonymous reader may see the article (spec: inactive article or inactive main super-tag → 404). */
export function isPublic(a: Article): boolean {
  return a.active && a.mainSuperTag.active;
}

export type ListFilterKind = 'tag' | 'mstag' | 'author' | 'flag';
export interface ListQuery {
  filters: Partial<Record<ListFilterKind, string>>;
  /** A tag whose articles are left out (the hiking list without its news tag); an unknown tag leaves out nothing. */
  excludeTag?: string;
  /** undefined: any; null: top-level articles only; number: children of that article. */
  parent?: number | null;
  page: number;
  perPage: number;
}

export class UnknownFilterError extends Error {}

/** Pages are 1-based; an offset past the end answers an empty page without a query. */
function paging(total: number, page: number, perPage: number): { offset: number; totalPages: number } {
  return { offset: (page - 1) * perPage, totalPages: Math.max(1, Math.ceil(total / perPage)) };
}

const LINK: Record<Exclude<ListFilterKind, 'flag'>, { table: string; column: string; lookup: string }> = {
  tag: { table: 'article_tags', column: 'tag_id', lookup: 'SELECT id, name, NULL AS rss FROM tags WHERE slug = ?' },
  mstag: { table: 'article_super_tags', column: 'super_tag_id', lookup: 'SELECT id, name, rss FROM super_tags WHERE slug = ?' },
  author: { table: 'article_authors', column: 'author_id', lookup: 'SELECT id, name, NULL AS rss FROM authors WHERE slug = ?' },
};

const FLAG_RSS: Record<string, string> = { english: '/rss/rovat/english' };

/** How many of the newest matches of a search are ranked by relevance (see rankedKeys). */
export const SEARCH_RANK_WINDOW = 500;

/**
 * Rows a page may skip with OFFSET. SQLite reads every skipped row, so paging a list to its end that way
 * costs the square of its length (at 20k articles a full build walked the site's newest list at 4.4 ms a
 * page, 5 s for that one list); a deeper page is cut from the list's whole order instead, read once per
 * database change (see unchangedSince).
 */
export const DEEP_OFFSET = 200;

/**
 * Most answers the memo holds. Filters reach it from the public /api (an unknown flag or excluded tag is
 * still a key), so a client could otherwise fill memory between two writes; a full build needs a few
 * thousand entries (a length and a deep order per list).
 */
export const MEMO_ENTRIES = 20_000;

/**
 * The newest pub_date of any article, from the (visible, pub_date) index once per visible value: a plain
 * max(pub_date) read every article (it made the recommender's cost grow with the archive).
 */
export const NEWEST_PUB_DATE =
  'SELECT max(m) FROM (SELECT max(pub_date) AS m FROM articles WHERE visible = 1 UNION ALL SELECT max(pub_date) FROM articles WHERE visible = 0)';

/** Every read of the embedded content API. All SQL is prepared (see stmt); user input only ever binds. */
export class ContentReader {
  constructor(
    private readonly db: Db,
    private readonly rankWindow = SEARCH_RANK_WINDOW,
    private readonly deepOffset = DEEP_OFFSET,
    private readonly memoEntries = MEMO_ENTRIES,
  ) {}

  /** Answers kept for the database as it was at `memoAt`; a change empties it (see unchangedSince). */
  private readonly memo = new Map<string, unknown>();
  private memoAt = '';

  private one(where: string, ...params: unknown[]): Article | null {
    const r = stmt(this.db, `SELECT ${ARTICLE_COLUMNS} FROM articles a JOIN super_tags s ON s.id = a.main_super_tag_id WHERE ${where}`).get(...params) as
      ArticleRow | undefined;
    return r ? rowToArticle(r) : null;
  }

  articleBySlug(slug: string): Article | null {
    return this.one('a.slug = ?', slug);
  }

  articleById(id: number): Article | null {
    return this.one('a.id = ?', id);
  }

  /** One page of a long article split at the editor's page breaks; null when the page does not exist. */
  articlePage(a: Article, page: number): Article | null {
    const parts = a.content.split(PAGE_BREAK);
    if (page < 1 || page > parts.length) return null;
    return { ...a, content: parts[page - 1]!.trim(), page, pageCount: parts.length };
  }

  version(slug: string): { v: number; public: boolean } | null {
    const r = stmt(
      this.db,
      'SELECT a.version AS v, a.active AS active, s.active AS sactive FROM articles a JOIN super_tags s ON s.id = a.main_super_tag_id WHERE a.slug = ?',
    ).get(slug) as { v: number; active: number; sactive: number } | undefined;
    return r ? { v: r.v, public: r.active === 1 && r.sactive === 1 } : null;
  }

  /** Articles by id in the given order, visible ones only (a list never shows an unpublished article). */
  private byIds(ids: readonly number[]): Article[] {
    if (ids.length === 0) return [];
    // CROSS JOIN keeps json_each as the outer loop: one primary-key lookup per id, never a scan.
    const rows = stmt(
      this.db,
      `SELECT a.id, ${LIST_COLUMNS} FROM json_each(?) j CROSS JOIN articles a ON a.id = j.value JOIN super_tags s ON s.id = a.main_super_tag_id
       WHERE a.visible = 1`,
    ).all(JSON.stringify(ids)) as (ArticleRow & { id: number })[];
    const byId = new Map(rows.map((r) => [r.id, rowToArticle(r)]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  list(q: ListQuery, site: SiteSlug): PagedArticleList {
    // The first filter drives: its link table is ordered by (key, visible, date), so a page is a range
    // read of an index; other filters are checked per row through their article_id index. Rows are
    // fetched only for the page's ids.
    const conds: { table: string; column: string; id: number | string }[] = [];
    let title: string | null = null;
    let rss: string | null = null;
    let highlightKey: { kind: string; slug: string } | null = null;
    for (const kind of ['tag', 'mstag', 'author', 'flag'] as const) {
      const value = q.filters[kind];
      if (value === undefined) continue;
      if (kind === 'flag') {
        conds.push({ table: 'article_flags', column: 'flag', id: value });
        rss ??= FLAG_RSS[value] ?? null;
        continue;
      }
      const link = LINK[kind];
      const found = stmt(this.db, link.lookup).get(value) as { id: number; name: string; rss: string | null } | undefined;
      if (!found) throw new UnknownFilterError(`Unknown ${kind}: ${value}`);
      conds.push({ table: link.table, column: link.column, id: found.id });
      title ??= found.name;
      rss ??= found.rss;
      if (kind !== 'author') highlightKey ??= { kind, slug: value };
    }

    let from: string;
    let idColumn: string;
    let order: string;
    const where: string[] = [];
    const params: unknown[] = [];
    const [driver, ...rest] = conds;
    if (driver) {
      from = `${driver.table} d`;
      idColumn = 'd.article_id';
      where.push(`d.${driver.column} = ? AND d.visible = 1`);
      params.push(driver.id);
      order = 'd.pub_date DESC, d.article_id DESC';
    } else {
      from = 'articles d';
      idColumn = 'd.id';
      where.push('d.site_slug = ? AND d.visible = 1');
      params.push(site);
      order = 'd.pub_date DESC, d.id DESC';
    }
    for (const c of rest) {
      where.push(`EXISTS (SELECT 1 FROM ${c.table} x WHERE x.article_id = ${idColumn} AND x.${c.column} = ?)`);
      params.push(c.id);
    }
    if (q.excludeTag !== undefined) {
      where.push(`NOT EXISTS (SELECT 1 FROM article_tags x WHERE x.article_id = ${idColumn} AND x.tag_id = (SELECT id FROM tags WHERE slug = ?))`);
      params.push(q.excludeTag);
    }
    if (q.parent === null) where.push(`(SELECT parent_id FROM articles p WHERE p.id = ${idColumn}) IS NULL`);
    else if (q.parent !== undefined) {
      where.push(`(SELECT parent_id FROM articles p WHERE p.id = ${idColumn}) = ?`);
      params.push(q.parent);
    }
    const whereSql = where.join(' AND ');
    // Every page of a list asks its length, and a full build asks for every page.
    const key = `${from} WHERE ${whereSql} ${JSON.stringify(params)}`;
    const total = this.unchangedSince(
      `count ${key}`,
      () =>
        stmt(this.db, `SELECT count(*) FROM ${from} WHERE ${whereSql}`)
          .pluck()
          .get(...params) as number,
    );
    const { offset, totalPages } = paging(total, q.page, q.perPage);
    const idsSql = `SELECT ${idColumn} AS id FROM ${from} WHERE ${whereSql} ORDER BY ${order}`;
    const ids =
      offset >= total
        ? []
        : offset < this.deepOffset
          ? (stmt(this.db, `${idsSql} LIMIT ? OFFSET ?`)
              .pluck()
              .all(...params, q.perPage, offset) as number[])
          : this.unchangedSince(
              `ids ${key}`,
              () =>
                stmt(this.db, idsSql)
                  .pluck()
                  .all(...params) as number[],
            ).slice(offset, offset + q.perPage);
    return {
      items: this.byIds(ids),
      totalItems: total,
      title,
      rss,
      highlights: highlightKey ? this.highlights(highlightKey.kind, highlightKey.slug) : [],
      page: q.page,
      totalPages,
    };
  }

  highlights(kind: string, slug: string): Article[] {
    const ids = (
      stmt(this.db, 'SELECT article_id FROM highlights WHERE kind = ? AND slug = ? ORDER BY position').all(kind, slug) as {
        article_id: number;
      }[]
    ).map((r) => r.article_id);
    return this.byIds(ids);
  }

  /** Highlights for search criteria: those of the first section named, else of the first tag. */
  searchHighlights(filters: SearchFilters): Article[] {
    const mstag = filters.superTags?.[0];
    if (mstag) return this.highlights('mstag', mstag);
    const tag = filters.and_tags?.[0];
    return tag ? this.highlights('tag', tag) : [];
  }

  private ids(table: 'super_tags' | 'tags' | 'authors', slugs: readonly string[]): number[] {
    return stmt(this.db, `SELECT id FROM ${table} WHERE slug IN (SELECT value FROM json_each(?))`).pluck().all(JSON.stringify(slugs)) as number[];
  }

  /**
   * The facet part of a search: every criterion becomes an FTS5 condition on the `facets` column.
   * Returns null when a criterion names nothing that exists (nothing can match).
   */
  private facetQuery(f: SearchFilters, sites: SiteSlug[]): string | null {
    const parts: string[] = [];
    const anyOf = (tokens: string[]) => `facets : (${tokens.join(' OR ')})`;
    for (const slug of f.and_tags ?? []) {
      const [id] = this.ids('tags', [slug]);
      if (id === undefined) return null;
      parts.push(`facets : ${facet.tag(id)}`);
    }
    // Excluded tags that do not exist exclude nothing.
    const without = f.not_tags?.length ? this.ids('tags', f.not_tags).map((id) => `NOT facets : ${facet.tag(id)}`) : [];
    if (f.superTags?.length) {
      const ids = this.ids('super_tags', f.superTags);
      if (!ids.length) return null;
      parts.push(anyOf(ids.map(facet.superTag)));
    }
    if (f.authors?.length) {
      const ids = this.ids('authors', f.authors);
      if (!ids.length) return null;
      parts.push(anyOf(ids.map(facet.author)));
    }
    if (f.flags?.length) parts.push(anyOf(f.flags.map(facet.flag)));
    if (f.superTagSiteSlugs?.length) {
      const known = f.superTagSiteSlugs.filter(isSiteSlug);
      if (!known.length) return null;
      parts.push(anyOf(known.map(facet.superTagSite)));
    }
    // A site criterion adds nothing when every named section lives on those sites, and its doclist is
    // the biggest there is: leave it out then.
    const implied =
      !!f.superTags?.length &&
      (
        stmt(this.db, 'SELECT DISTINCT site_slug FROM super_tags WHERE slug IN (SELECT value FROM json_each(?))')
          .pluck()
          .all(JSON.stringify(f.superTags)) as string[]
      ).every((s) => (sites as string[]).includes(s));
    if (sites.length && !implied) parts.push(anyOf(sites.map(facet.site)));
    for (const t of f.title ?? []) {
      const q = ftsQuery(t, { column: 'title' });
      if (q) parts.push(q);
    }
    const base = parts.length ? parts.join(' AND ') : `facets : ${ALL_FACET}`;
    return without.length ? `(${base}) ${without.join(' ')}` : base;
  }

  /** Articles by search key, in the given order. */
  private byKeys(keys: readonly number[]): Article[] {
    if (keys.length === 0) return [];
    const rows = stmt(
      this.db,
      `SELECT a.search_key AS k, ${LIST_COLUMNS} FROM json_each(?) j CROSS JOIN articles a ON a.search_key = j.value
       JOIN super_tags s ON s.id = a.main_super_tag_id`,
    ).all(JSON.stringify(keys)) as (ArticleRow & { k: number })[];
    const byKey = new Map(rows.map((r) => [r.k, rowToArticle(r)]));
    return keys.flatMap((k) => byKey.get(k) ?? []);
  }

  search(p: { filters: SearchFilters; term: string; sites: SiteSlug[]; page: number; perPage: number }): SearchResult {
    const f = p.filters;
    const single = f.superTags?.length === 1 ? f.superTags[0]! : null;
    const header = { title: single ? this.superTagName(single) : null, rss: single ? this.superTagRss(single) : null };
    const facets = this.facetQuery(f, p.sites);
    const term = ftsQuery(p.term);
    if (facets === null) return { items: [], totalItems: 0, ...header, page: p.page, totalPages: 1 };
    const match = term ? `(${term}) AND ${facets}` : facets;
    const count = () => stmt(this.db, 'SELECT count(*) FROM articles_fts WHERE articles_fts MATCH ?').pluck().get(match) as number;
    // Without words it is a listing (the archive), paged to its end by a full build like any list; readers'
    // words are not kept, as every new search would be a new entry.
    const total = term ? count() : this.unchangedSince(`search count ${match}`, count);
    const { offset, totalPages } = paging(total, p.page, p.perPage);
    const keys =
      offset >= total
        ? []
        : term
          ? this.rankedKeys(match, term, facets, total, offset, p.perPage)
          : offset < this.deepOffset
            ? this.newestKeys(match, null, offset, p.perPage)
            : this.unchangedSince(`search keys ${match}`, () => this.newestKeys(match, null, 0, -1)).slice(offset, offset + p.perPage);
    return { items: this.byKeys(keys), totalItems: total, ...header, page: p.page, totalPages };
  }

  /** Newest first: the index's own row order read backwards, so only the page's rows are touched. */
  private newestKeys(match: string, below: number | null, offset: number, limit: number): number[] {
    const sql =
      below === null
        ? 'SELECT rowid FROM articles_fts WHERE articles_fts MATCH ? ORDER BY rowid DESC LIMIT ? OFFSET ?'
        : 'SELECT rowid FROM articles_fts WHERE articles_fts MATCH ? AND rowid < ? ORDER BY rowid DESC LIMIT ? OFFSET ?';
    const params = below === null ? [match, limit, offset] : [match, below, limit, offset];
    return stmt(this.db, sql)
      .pluck()
      .all(...params) as number[];
  }

  /**
   * Best first among the newest rankWindow matches, then the older matches newest first. "Best" weighs
   * where the words occur — title 10, lead 4, body 1 — and newer wins among equals. Scoring every match of
   * a common word with bm25 would cost a score per archive article per query (measured at 100k articles:
   * 10–17 ms for 500 rows, and the p99 over the 50 ms goal); three newest-first reads of at most
   * rankWindow rows each stop early instead.
   */
  private rankedKeys(match: string, term: string, facets: string, total: number, offset: number, limit: number): number[] {
    const window = Math.min(total, this.rankWindow);
    const newest = (m: string) => this.newestKeys(m, null, 0, window);
    const candidates = newest(match);
    const keys: number[] = [];
    if (offset < window) {
      const inTitle = new Set(newest(`title : (${term}) AND ${facets}`));
      const inLead = new Set(newest(`lead : (${term}) AND ${facets}`));
      const score = (k: number) => (inTitle.has(k) ? 10 : 0) + (inLead.has(k) ? 4 : 0) + 1;
      const ranked = candidates
        .map((k, i) => ({ k, s: score(k), i }))
        .sort((a, b) => b.s - a.s || a.i - b.i)
        .map((x) => x.k);
      keys.push(...ranked.slice(offset, offset + limit));
    }
    const remaining = limit - keys.length;
    if (remaining > 0 && total > window) {
      const floor = candidates[candidates.length - 1]!;
      keys.push(...this.newestKeys(match, floor, Math.max(0, offset - window), remaining));
    }
    return keys;
  }

  private superTagName(slug: string): string | null {
    return (stmt(this.db, 'SELECT name FROM super_tags WHERE slug = ?').get(slug) as { name: string } | undefined)?.name ?? null;
  }

  private superTagRss(slug: string): string | null {
    return (stmt(this.db, 'SELECT rss FROM super_tags WHERE slug = ?').get(slug) as { rss: string | null } | undefined)?.rss ?? null;
  }

  /** Typeahead: newest visible articles whose title has the term's words, the last one as a prefix. */
  typeahead(term: string, limit: number, sites: SiteSlug[]): Article[] {
    const words = ftsQuery(term, { prefix: true, column: 'title' });
    if (!words) return [];
    const match = sites.length ? `${words} AND facets : (${sites.map(facet.site).join(' OR ')})` : words;
    const keys = stmt(this.db, 'SELECT rowid FROM articles_fts WHERE articles_fts MATCH ? ORDER BY rowid DESC LIMIT ?').pluck().all(match, limit) as number[];
    return this.byKeys(keys);
  }

  /**
   * Sections, tags and authors whose name starts (any word) with the term, accents ignored, with their
   * visible articles' count (names with none left out): the `limit` with the most articles, most first.
   * The names and counts are read once per database state (D-246): counting each match's articles per call
   * cost 63 ms at p99 with 100k articles, a scan of the few thousand names costs well under one.
   */
  autocomplete(term: string, limit: number): AutocompleteItem[] {
    const t = fold(term).trim();
    if (!t) return [];
    const word = ` ${t}`;
    const out: AutocompleteItem[] = [];
    for (const n of this.unchangedSince('autocomplete names', () => this.autocompleteNames())) {
      if (out.length >= limit) break;
      if (n.folded.startsWith(t) || n.folded.includes(word)) out.push({ type: n.type, text: n.text, count: n.count, slug: n.slug });
    }
    return out;
  }

  /** Every section (switched on), tag and author with visible articles, most articles first. */
  private autocompleteNames(): (AutocompleteItem & { folded: string })[] {
    const read = (type: AutocompleteItem['type'], names: string, links: string, column: string, where = '1') =>
      (
        stmt(
          this.db,
          `SELECT x.slug, x.name AS text, x.name_folded AS folded, c.n AS count
           FROM (SELECT ${column} AS id, count(*) AS n FROM ${links} WHERE visible = 1 GROUP BY ${column}) c JOIN ${names} x ON x.id = c.id WHERE ${where}`,
        ).all() as { slug: string; text: string; folded: string; count: number }[]
      ).map((r) => ({ type, ...r }));
    return [
      ...read('superTags', 'super_tags', 'article_super_tags', 'super_tag_id', 'x.active = 1'),
      ...read('tags', 'tags', 'article_tags', 'tag_id'),
      ...read('authors', 'authors', 'article_authors', 'author_id'),
    ].sort((a, b) => b.count - a.count);
  }

  /** Children of a live blog: pinned ones apart, the rest newest first, paged. */
  subArticles(parentId: number, page: number, perPage: number): SubArticlePage {
    const base = `FROM articles a JOIN super_tags s ON s.id = a.main_super_tag_id WHERE a.parent_id = ? AND a.active = 1`;
    const toSub = (r: ArticleRow): SubArticle => {
      const document = rowToArticle(r);
      return { type: document.type === 'liveblogpost' ? 'post' : 'article', document };
    };
    const pinned = stmt(this.db, `SELECT ${ARTICLE_COLUMNS} ${base} AND a.pinned = 1 ORDER BY a.pub_date DESC`).all(parentId) as ArticleRow[];
    const total = (stmt(this.db, `SELECT count(*) AS n ${base} AND a.pinned = 0`).get(parentId) as { n: number }).n;
    const { offset, totalPages } = paging(total, page, perPage);
    const rows =
      offset >= total
        ? []
        : (stmt(this.db, `SELECT ${ARTICLE_COLUMNS} ${base} AND a.pinned = 0 ORDER BY a.pub_date DESC, a.id DESC LIMIT ? OFFSET ?`).all(
            parentId,
            perPage,
            offset,
          ) as ArticleRow[]);
    return { items: rows.map(toSub), pinnedItems: pinned.map(toSub), totalItems: total, page, totalPages };
  }

  /** The newest visible articles of some sections (any site), for auto blocks and recommenders. */
  private latestIn(where: string, params: unknown[], limit: number, offset = 0): Article[] {
    const rows = stmt(
      this.db,
      `SELECT ${LIST_COLUMNS} FROM articles a JOIN super_tags s ON s.id = a.main_super_tag_id
       WHERE a.visible = 1 AND ${where} ORDER BY a.pub_date DESC LIMIT ? OFFSET ?`,
    ).all(...params, limit, offset) as ArticleRow[];
    return rows.map(rowToArticle);
  }

  /** The newest articles with one of the flags; `siteSql` (a fixed condition on `a`) narrows them to a domain. */
  private latestWithFlag(flags: string[], limit: number, offset = 0, siteSql = '1'): Article[] {
    // One range read of the (flag, visible, date) key per flag, merged here: an IN over the flags made
    // SQLite gather every flagged article and sort them (it was most of the recommender's cost).
    const newest = new Map<number, number>();
    for (const flag of flags) {
      const rows = stmt(
        this.db,
        `SELECT f.article_id AS id, f.pub_date AS d FROM article_flags f JOIN articles a ON a.id = f.article_id
         WHERE f.flag = ? AND f.visible = 1 AND ${siteSql} ORDER BY f.pub_date DESC, f.article_id DESC LIMIT ?`,
      ).all(flag, limit + offset) as { id: number; d: number }[];
      for (const r of rows) newest.set(r.id, r.d);
    }
    const ids = [...newest].sort((x, y) => y[1] - x[1] || y[0] - x[0]).map(([id]) => id);
    return this.byIds(ids.slice(offset, offset + limit));
  }

  private latestInSuperTag(slug: string, limit: number): Article[] {
    const rows = stmt(
      this.db,
      `SELECT ${LIST_COLUMNS} FROM article_super_tags d JOIN articles a ON a.id = d.article_id JOIN super_tags s ON s.id = a.main_super_tag_id
       WHERE d.super_tag_id = (SELECT id FROM super_tags WHERE slug = ?) AND d.visible = 1 ORDER BY d.pub_date DESC LIMIT ?`,
    ).all(slug, limit) as ArticleRow[];
    return rows.map(rowToArticle);
  }

  /** Version v of the auto block: its sections' newest `limit` articles each (4 unless a page asks for more). */
  autoBlock(v: number, limit = AUTO_BLOCK_SECTION_SIZE): AutoBlock | null {
    const versions = this.setting<Record<string, { title: string; slug: string }[]>>('auto-blocks') ?? {};
    const sections = versions[String(v)];
    if (!sections) return null;
    return { v, blocks: sections.map((s) => ({ ...s, articles: this.latestInSuperTag(s.slug, limit) })) };
  }

  boxes(site: SiteSlug): FrontPageBlock[] {
    const rows = stmt(this.db, 'SELECT id, position, type, title, article_ids FROM front_blocks WHERE site_slug = ? ORDER BY position').all(site) as {
      id: number;
      position: number;
      type: string;
      title: string | null;
      article_ids: string;
    }[];
    return rows.map((r) => ({
      id: r.id,
      position: r.position,
      type: r.type,
      title: r.title,
      articles: this.byIds(JSON.parse(r.article_ids) as number[]),
    }));
  }

  /** Recommender lists; version v (1–20) picks a different window of each candidate pool. */
  recommended(v: number, site: SiteSlug): RecommenderResponse {
    const window = <T>(pool: T[], size: number): T[] => {
      if (pool.length <= size) return pool;
      const start = ((v - 1) * Math.max(1, Math.floor(size / 2))) % (pool.length - size + 1);
      return pool.slice(start, start + size);
    };
    const prCount = RECOMMENDER_CAPS.prMin + ((v - 1) % (RECOMMENDER_CAPS.prMax - RECOMMENDER_CAPS.prMin + 1));
    const p = this.unchangedSince(`recommender:${site === 'ro' ? 'ro' : 'main'}`, () => this.recommenderPools(site));
    return {
      v,
      special: window(p.special, RECOMMENDER_CAPS.special),
      breaking: window(p.breaking, RECOMMENDER_CAPS.breaking),
      important: window(p.important, RECOMMENDER_CAPS.important),
      newest: window(p.newest, RECOMMENDER_CAPS.newest),
      favorite: window(p.favorite, RECOMMENDER_CAPS.favorite),
      pr: window(p.pr, prCount),
      after: window(p.after, 4),
      g7: window(p.g7, 4),
    };
  }

  /** The candidates every version of a domain's recommender windows: the same for all twenty versions. */
  private recommenderPools(site: SiteSlug): Record<Exclude<keyof RecommenderResponse, 'v'>, Article[]> {
    const siteSql = site === 'ro' ? "a.site_slug = 'ro'" : "a.site_slug <> 'ro'";
    const special = stmt(
      this.db,
      `SELECT ${LIST_COLUMNS} FROM articles a JOIN super_tags s ON s.id = a.main_super_tag_id
       WHERE a.visible = 1 AND a.pub_date > (${NEWEST_PUB_DATE}) - 3 * 86400 AND ${siteSql}
       ORDER BY a.rank DESC, a.pub_date DESC LIMIT 16`,
    ).all() as ArticleRow[];
    return {
      special: special.map(rowToArticle),
      // Every list keeps to the asking domain: a Romanian-edition article is no recommendation on hirter.hu.
      breaking: this.latestWithFlag(['live', 'refresh'], 12, 0, siteSql),
      important: this.latestWithFlag(['legfontosabb'], 12, 0, siteSql),
      newest: this.latestIn(siteSql, [], 12),
      favorite: this.latestWithFlag(['kedvenceink'], 18, 0, siteSql),
      pr: this.latestWithFlag(['pr'], 12, 0, siteSql),
      after: this.latestIn("a.site_slug = 'after'", [], 12),
      g7: this.latestIn("a.site_slug = 'g7'", [], 12),
    };
  }

  /**
   * `compute()`, kept until the database changes: a commit by any connection (data_version) or by this one
   * (total_changes). A full prerender asks the recommender of each domain twenty times a render thread,
   * and the pools are the same each time; a stale answer is impossible, since any write drops them all,
   * so the memo never holds more than one state of the database.
   */
  private unchangedSince<T>(key: string, compute: () => T): T {
    const stamp = stmt(this.db, 'SELECT total_changes() AS t').get() as { t: number };
    const at = `${String(this.db.pragma('data_version', { simple: true }))}:${stamp.t}`;
    if (at !== this.memoAt || this.memo.size >= this.memoEntries) {
      this.memo.clear();
      this.memoAt = at;
    }
    if (this.memo.has(key)) return this.memo.get(key) as T;
    const value = compute();
    this.memo.set(key, value);
    return value;
  }

  latestPr(limit: number): Article[] {
    return this.latestWithFlag(['pr'], limit);
  }

  doc(slug: string): Document | null {
    const r = stmt(this.db, 'SELECT id, slug, title, content, updated_at AS updatedAt, version FROM docs WHERE slug = ?').get(slug) as Document | undefined;
    return r ?? null;
  }

  docs(): DocumentSummary[] {
    return stmt(this.db, 'SELECT slug, title, updated_at AS updatedAt, version FROM docs ORDER BY slug').all() as DocumentSummary[];
  }

  unique(slug: string): UniqueItem | null {
    return (stmt(this.db, 'SELECT slug, content FROM uniques WHERE slug = ?').get(slug) as UniqueItem | undefined) ?? null;
  }

  uniqueGroup(id: number): UniqueGroup | null {
    const r = stmt(this.db, 'SELECT slugs FROM unique_groups WHERE id = ?').get(id) as { slugs: string } | undefined;
    if (!r) return null;
    const uniques = (JSON.parse(r.slugs) as string[]).flatMap((slug) => this.unique(slug) ?? []);
    return { id, uniques };
  }

  menus(site: SiteSlug): unknown {
    const r = stmt(this.db, 'SELECT menus FROM menus WHERE site_slug = ?').get(site) as { menus: string } | undefined;
    return r ? JSON.parse(r.menus) : null;
  }

  setting<T>(key: string): T | null {
    const r = stmt(this.db, 'SELECT value FROM settings WHERE key = ?').get(key) as { value: string } | undefined;
    return r ? (JSON.parse(r.value) as T) : null;
  }

  /** Exchange-rate points of one base currency from `fromDate` on (YYYY-MM-DD), oldest first. */
  exchangeRates(base: string, fromDate: string): { code: string; date: string; rate: number }[] {
    return stmt(this.db, 'SELECT code, date, rate FROM exchange_rates WHERE base = ? AND date >= ? ORDER BY code, date').all(base, fromDate) as {
      code: string;
      date: string;
      rate: number;
    }[];
  }

  latestExchangeDate(base: string): string | null {
    return (stmt(this.db, 'SELECT max(date) AS d FROM exchange_rates WHERE base = ?').get(base) as { d: string | null }).d;
  }

  /** Tags most used in the two days before the newest article, for the trending strip. */
  trendingTags(limit: number): { slug: string; name: string }[] {
    return stmt(
      this.db,
      `SELECT t.slug, t.name FROM article_tags l JOIN tags t ON t.id = l.tag_id
       WHERE l.visible = 1 AND l.pub_date > (SELECT max(pub_date) FROM articles WHERE visible = 1) - 2 * 86400
       GROUP BY l.tag_id ORDER BY count(*) DESC, t.slug LIMIT ?`,
    ).all(limit) as { slug: string; name: string }[];
  }

  changesHead(): string {
    const r = stmt(this.db, "SELECT value FROM meta WHERE key = 'seq'").get() as { value: string } | undefined;
    return String(r?.value ?? '0');
  }

  /** Everything changed after `since`, oldest change first, latest state of each entity (our extension). */
  changes(since: number, limit: number): ChangesPage {
    const rows = stmt(
      this.db,
      `SELECT * FROM (
         SELECT a.change_seq AS seq, 'article' AS kind, a.id, a.slug, a.site_slug AS site, a.type, a.parent_id AS parentId,
             a.version, a.updated_at AS updatedAt, (a.active AND s.active) AS active, a.pub_date AS pubDate,
             s.slug AS mainSuperTag, s.site_slug AS superTagSite, NULL AS podcast
           FROM articles a JOIN super_tags s ON s.id = a.main_super_tag_id WHERE a.change_seq > @since
         UNION ALL SELECT change_seq, 'doc', id, slug, NULL, NULL, NULL, version, updated_at, NULL, NULL, NULL, NULL, NULL FROM docs WHERE change_seq > @since
         UNION ALL SELECT change_seq, 'menu', NULL, NULL, site_slug, NULL, NULL, NULL, updated_at, NULL, NULL, NULL, NULL, NULL FROM menus WHERE change_seq > @since
         UNION ALL SELECT change_seq, 'block', id, NULL, site_slug, NULL, NULL, NULL, updated_at, NULL, NULL, NULL, NULL, NULL FROM front_blocks WHERE change_seq > @since
         UNION ALL SELECT change_seq, 'unique', NULL, slug, NULL, NULL, NULL, NULL, updated_at, NULL, NULL, NULL, NULL, NULL FROM uniques WHERE change_seq > @since
         UNION ALL SELECT e.change_seq, 'episode', e.id, e.slug, p.site_slug, NULL, NULL, e.version, e.updated_at, e.active, e.pub_date, NULL, NULL, p.slug
           FROM episodes e JOIN podcasts p ON p.id = e.podcast_id WHERE e.change_seq > @since
         UNION ALL SELECT change_seq, 'podcast', id, slug, site_slug, NULL, NULL, NULL, updated_at, NULL, NULL, NULL, NULL, NULL FROM podcasts WHERE change_seq > @since
         UNION ALL SELECT change_seq, 'rates', NULL, base, NULL, NULL, NULL, NULL, updated_at, NULL, NULL, NULL, NULL, NULL FROM exchange_changes WHERE change_seq > @since
         UNION ALL SELECT change_seq, 'settings', NULL, key, NULL, NULL, NULL, NULL, updated_at, NULL, NULL, NULL, NULL, NULL FROM setting_changes WHERE change_seq > @since
       ) ORDER BY seq LIMIT @limit`,
    ).all({ since, limit: limit + 1 }) as {
      seq: number;
      kind: ChangeEntry['kind'];
      id: number | null;
      slug: string | null;
      site: SiteSlug | null;
      type: Article['type'] | null;
      parentId: number | null;
      version: number | null;
      updatedAt: number;
      active: number | null;
      pubDate: number | null;
      mainSuperTag: string | null;
      superTagSite: SiteSlug | null;
      podcast: string | null;
    }[];
    const hasMore = rows.length > limit;
    const page = rows.slice(0, limit);
    const changes: ChangeEntry[] = page.map((r): ChangeEntry => {
      const cursor = String(r.seq);
      switch (r.kind) {
        case 'article':
          return {
            kind: 'article',
            cursor,
            id: r.id!,
            slug: r.slug!,
            site: r.site!,
            type: r.type!,
            parentId: r.parentId,
            version: r.version!,
            updatedAt: r.updatedAt,
            active: r.active === 1,
            pubDate: r.pubDate!,
            mainSuperTag: r.mainSuperTag!,
            superTagSite: r.superTagSite!,
          };
        case 'doc':
          return { kind: 'doc', cursor, slug: r.slug!, version: r.version!, updatedAt: r.updatedAt };
        case 'menu':
          return { kind: 'menu', cursor, site: r.site!, updatedAt: r.updatedAt };
        case 'rates':
          return { kind: 'rates', cursor, base: r.slug!, updatedAt: r.updatedAt };
        case 'settings':
          return { kind: 'settings', cursor, key: r.slug!, updatedAt: r.updatedAt };
        case 'block':
          return { kind: 'block', cursor, site: r.site!, id: r.id!, updatedAt: r.updatedAt };
        case 'unique':
          return { kind: 'unique', cursor, slug: r.slug!, updatedAt: r.updatedAt };
        case 'episode':
          return {
            kind: 'episode',
            cursor,
            id: r.id!,
            slug: r.slug!,
            podcast: r.podcast!,
            site: r.site!,
            version: r.version!,
            updatedAt: r.updatedAt,
            active: r.active === 1,
            pubDate: r.pubDate!,
          };
        case 'podcast':
          return { kind: 'podcast', cursor, slug: r.slug!, site: r.site!, updatedAt: r.updatedAt };
      }
    });
    const next = page.length ? String(page[page.length - 1]!.seq) : String(since);
    return { changes, next, hasMore };
  }
}
