import type { Article } from '../../domain/types';
import { nextSeq, stmt, type Db } from './schema';
import { fold } from './fold';
import { IMPORTANT_TOPIC } from '../../domain/push';

/** An article as the store keeps it, plus the store-only fields. */
export interface StoredArticle {
  article: Article;
  /** Pinned to the top of its live blog. */
  pinned: boolean;
  /** Once published, a later publish keeps the original publication date. */
  publishedOnce: boolean;
}

export class NotFoundError extends Error {}
export class InvalidInputError extends Error {}

const PAGE_BREAK = '<!-- pagebreak -->';

/** What a `fontos` notice is about: a published article (not a live blog's post) marked important. */
const isPublicImportant = (a: Article) => a.active && a.important && a.type !== 'liveblogpost';
export { PAGE_BREAK };

/** Plain text of body HTML, for the search index. */
export function htmlText(html: string): string {
  return html
    .replace(/<(script|style|iframe)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ')
    .trim();
}

export function paragraphCount(html: string): number {
  return (html.match(/<p[\s>]/gi) ?? []).length;
}

/** Facet tokens of the search index: letters and digits only, so the FTS5 tokenizer keeps each whole. */
export const facet = {
  site: (slug: string) => `s${slug}`,
  superTagSite: (slug: string) => `x${slug}`,
  superTag: (id: number) => `m${id}`,
  tag: (id: number) => `t${id}`,
  author: (id: number) => `a${id}`,
  /** A flag's slug without its hyphens (g7-hero → fg7hero): no flag slug differs from another by a hyphen alone. */
  flag: (slug: string) => `f${slug.replace(/[^a-z0-9]/g, '')}`,
};

const KEY_SPACE = 2 ** 21;

/** Row id of an article in the search index: ordered by publication time, unique through the article id. */
export function searchKey(pubDate: number, id: number): number {
  return pubDate * KEY_SPACE + (id % KEY_SPACE);
}

/** Every indexed row carries `all`, so a search without any criteria is an index query too. */
export const ALL_FACET = 'all';

function searchFacets(f: {
  site: string;
  superTagSite: string;
  superTagIds: Set<number>;
  tagIds: Set<number>;
  authorIds: Set<number>;
  flags: Set<string>;
}): string {
  return [
    ALL_FACET,
    facet.site(f.site),
    facet.superTagSite(f.superTagSite),
    ...[...f.superTagIds].map(facet.superTag),
    ...[...f.tagIds].map(facet.tag),
    ...[...f.authorIds].map(facet.author),
    ...[...f.flags].map(facet.flag),
  ].join(' ');
}

interface IdMaps {
  superTags: Map<string, { id: number; active: boolean }>;
  tags: Map<string, number>;
  authors: Map<string, number>;
}

/**
 * The one writer of articles: the seed and the editor both go through it, so the link tables, the search
 * index, `version`, `updatedAt` and the changes feed can never disagree.
 */
export class ArticleWriter {
  private maps: IdMaps;
  /** In bulk mode (the seed) the change sequence is counted here and stored once by flush(). */
  private bulkSeq: number | null = null;

  constructor(private readonly db: Db) {
    this.maps = this.loadMaps();
  }

  /** Counts change numbers in memory until flush(): one row update instead of one per article. */
  beginBulk(): void {
    const row = stmt(this.db, "SELECT value FROM meta WHERE key = 'seq'").get() as { value: string } | undefined;
    this.bulkSeq = Number(row?.value ?? 0);
  }

  flush(): void {
    if (this.bulkSeq === null) return;
    stmt(this.db, "INSERT INTO meta(key, value) VALUES ('seq', ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value").run(String(this.bulkSeq));
    this.bulkSeq = null;
  }

  private seq(): number {
    if (this.bulkSeq !== null) return ++this.bulkSeq;
    return nextSeq(this.db);
  }

  private loadMaps(): IdMaps {
    const superTags = new Map<string, { id: number; active: boolean }>();
    for (const r of stmt(this.db, 'SELECT id, slug, active FROM super_tags').all() as { id: number; slug: string; active: number }[]) {
      superTags.set(r.slug, { id: r.id, active: r.active === 1 });
    }
    const tags = new Map<string, number>();
    for (const r of stmt(this.db, 'SELECT id, slug FROM tags').all() as { id: number; slug: string }[]) tags.set(r.slug, r.id);
    const authors = new Map<string, number>();
    for (const r of stmt(this.db, 'SELECT id, slug FROM authors').all() as { id: number; slug: string }[]) authors.set(r.slug, r.id);
    return { superTags, tags, authors };
  }

  addSuperTag(t: { id: number; slug: string; name: string; active: boolean; siteSlug: string; rss: string | null }): void {
    stmt(this.db, 'INSERT INTO super_tags(id, slug, name, name_folded, active, site_slug, rss) VALUES (?, ?, ?, ?, ?, ?, ?)').run(
      t.id,
      t.slug,
      t.name,
      fold(t.name),
      t.active ? 1 : 0,
      t.siteSlug,
      t.rss,
    );
    this.maps.superTags.set(t.slug, { id: t.id, active: t.active });
  }

  addTag(t: { id: number; slug: string; name: string }): void {
    stmt(this.db, 'INSERT INTO tags(id, slug, name, name_folded) VALUES (?, ?, ?, ?)').run(t.id, t.slug, t.name, fold(t.name));
    this.maps.tags.set(t.slug, t.id);
  }

  addAuthor(a: { id: number; slug: string; name: string; avatarSrc: string; siteSlug: string }): void {
    stmt(this.db, 'INSERT INTO authors(id, slug, name, name_folded, avatar_src, site_slug) VALUES (?, ?, ?, ?, ?, ?)').run(
      a.id,
      a.slug,
      a.name,
      fold(a.name),
      a.avatarSrc,
      a.siteSlug,
    );
    this.maps.authors.set(a.slug, a.id);
  }

  hasSuperTag(slug: string): boolean {
    return this.maps.superTags.has(slug);
  }

  /** Inserts a new article. Call inside a transaction. */
  insert(stored: StoredArticle): void {
    this.writeRow(stored, this.seq(), 'insert');
  }

  /**
   * Applies `change` to the stored article, bumps version and updatedAt and records the change.
   * Runs in its own transaction; throws NotFoundError for an unknown slug.
   */
  rewrite(slug: string, change: (s: StoredArticle) => StoredArticle, now: number): StoredArticle {
    return this.db.transaction(() => {
      const current = this.load(slug);
      if (!current) throw new NotFoundError(`Nincs ilyen cikk: ${slug}`);
      const next = change(current);
      next.article = {
        ...next.article,
        version: current.article.version + 1,
        updatedAt: Math.max(now, current.article.updatedAt),
        paragraphCount: paragraphCount(next.article.content),
      };
      this.writeRow(next, this.seq(), 'replace');
      // An article that becomes public and important by this edit (flagged, or published with the flag)
      // is queued for the `fontos` subscribers; the content service sends once this commits.
      if (isPublicImportant(next.article) && !isPublicImportant(current.article)) {
        stmt(this.db, 'INSERT OR IGNORE INTO push_notices (article_id, topic, queued_at) VALUES (?, ?, ?)').run(next.article.id, IMPORTANT_TOPIC, now);
      }
      return next;
    })();
  }

  load(slug: string): StoredArticle | null {
    const row = stmt(this.db, 'SELECT doc, content, pinned, published_once FROM articles WHERE slug = ?').get(slug) as
      { doc: string; content: string; pinned: number; published_once: number } | undefined;
    if (!row) return null;
    return {
      article: { ...(JSON.parse(row.doc) as Article), content: row.content },
      pinned: row.pinned === 1,
      publishedOnce: row.published_once === 1,
    };
  }

  private writeRow(stored: StoredArticle, seq: number, mode: 'insert' | 'replace'): void {
    const a = stored.article;
    const st = this.maps.superTags.get(a.mainSuperTag.slug);
    if (!st) throw new InvalidInputError(`Ismeretlen rovat: ${a.mainSuperTag.slug}`);
    const visible = a.active && st.active && a.type !== 'liveblogpost' ? 1 : 0;
    const { content, ...rest } = a;
    const doc = JSON.stringify({ ...rest, mainSuperTag: { ...a.mainSuperTag, id: st.id } });
    const db = this.db;
    if (mode === 'replace') {
      for (const table of ['article_super_tags', 'article_tags', 'article_authors', 'article_flags']) {
        stmt(db, `DELETE FROM ${table} WHERE article_id = ?`).run(a.id);
      }
      const old = stmt(db, 'SELECT search_key FROM articles WHERE id = ?').get(a.id) as { search_key: number } | undefined;
      if (old) stmt(db, 'DELETE FROM articles_fts WHERE rowid = ?').run(old.search_key);
    }
    const key = searchKey(a.pubDate, a.id);
    stmt(
      db,
      `INSERT INTO articles(id, slug, site_slug, type, main_super_tag_id, parent_id, pinned, pub_date, updated_at, version,
         active, published_once, visible, rank, search_key, change_seq, doc, content)
       VALUES (@id, @slug, @site, @type, @st, @parent, @pinned, @pub, @upd, @ver, @active, @once, @visible, @rank, @key, @seq, @doc, @content)
       ON CONFLICT(id) DO UPDATE SET slug = excluded.slug, site_slug = excluded.site_slug, type = excluded.type,
         main_super_tag_id = excluded.main_super_tag_id, parent_id = excluded.parent_id, pinned = excluded.pinned,
         pub_date = excluded.pub_date, updated_at = excluded.updated_at, version = excluded.version, active = excluded.active,
         published_once = excluded.published_once, visible = excluded.visible, rank = excluded.rank, search_key = excluded.search_key,
         change_seq = excluded.change_seq, doc = excluded.doc, content = excluded.content`,
    ).run({
      id: a.id,
      slug: a.slug,
      site: a.originatingSite,
      type: a.type,
      st: st.id,
      parent: a.parentId,
      pinned: stored.pinned ? 1 : 0,
      pub: a.pubDate,
      upd: a.updatedAt,
      ver: a.version,
      active: a.active ? 1 : 0,
      once: stored.publishedOnce ? 1 : 0,
      visible,
      rank: a.rank,
      key,
      seq,
      doc,
      content,
    });
    const superTagIds = new Set<number>([st.id]);
    for (const s of a.superTags) {
      const id = this.maps.superTags.get(s.slug)?.id;
      if (id === undefined) throw new InvalidInputError(`Ismeretlen rovat: ${s.slug}`);
      superTagIds.add(id);
    }
    const tagIds = new Set<number>();
    for (const t of a.tags) {
      const id = this.maps.tags.get(t.slug);
      if (id === undefined) throw new InvalidInputError(`Ismeretlen címke: ${t.slug}`);
      tagIds.add(id);
    }
    const authorIds = new Set<number>();
    for (const au of a.articleAuthors) {
      const id = this.maps.authors.get(au.slug);
      if (id === undefined) throw new InvalidInputError(`Ismeretlen szerző: ${au.slug}`);
      authorIds.add(id);
    }
    for (const id of superTagIds) {
      stmt(db, 'INSERT INTO article_super_tags(super_tag_id, article_id, visible, pub_date) VALUES (?, ?, ?, ?)').run(id, a.id, visible, a.pubDate);
    }
    for (const id of tagIds) {
      stmt(db, 'INSERT INTO article_tags(tag_id, article_id, visible, pub_date) VALUES (?, ?, ?, ?)').run(id, a.id, visible, a.pubDate);
    }
    for (const id of authorIds) {
      stmt(db, 'INSERT INTO article_authors(author_id, article_id, visible, pub_date) VALUES (?, ?, ?, ?)').run(id, a.id, visible, a.pubDate);
    }
    const flags = new Set(a.flags.map((x) => x.slug));
    for (const f of flags) {
      stmt(db, 'INSERT INTO article_flags(flag, article_id, visible, pub_date) VALUES (?, ?, ?, ?)').run(f, a.id, visible, a.pubDate);
    }
    if (visible) {
      const facets = searchFacets({ site: a.originatingSite, superTagSite: a.mainSuperTag.siteSlug, superTagIds, tagIds, authorIds, flags });
      stmt(db, 'INSERT INTO articles_fts(rowid, title, lead, body, facets) VALUES (?, ?, ?, ?, ?)').run(key, a.title, a.lead, htmlText(content), facets);
    }
  }

  nextArticleId(): number {
    const row = stmt(this.db, 'SELECT COALESCE(MAX(id), 0) + 1 AS id FROM articles').get() as { id: number };
    return row.id;
  }
}

/** Records a change of a non-article entity: bumps its change_seq. */
export function touch(db: Db, table: 'docs' | 'menus' | 'front_blocks' | 'uniques', where: string, value: string | number, now: number): void {
  const seq = nextSeq(db);
  stmt(db, `UPDATE ${table} SET change_seq = ?, updated_at = ? WHERE ${where} = ?`).run(seq, now, value);
}

/** Records a change of a setting (settings.key): the changes feed lists it, the publisher re-renders what shows it. */
export function touchSetting(db: Db, key: string, now: number): void {
  stmt(
    db,
    'INSERT INTO setting_changes(key, updated_at, change_seq) VALUES (?, ?, ?) ON CONFLICT(key) DO UPDATE SET updated_at = excluded.updated_at, change_seq = excluded.change_seq',
  ).run(key, now, nextSeq(db));
}
