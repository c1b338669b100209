import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';

export type Db = Database.Database;

// The article's full JSON lives in `doc` (without body and without the main super-tag, which is joined at
// read time so that a super-tag switched off hides its articles at once). The link tables repeat
// `pub_date` and `visible` so that every list is one index range scan in date order.
const DDL = `
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);

CREATE TABLE IF NOT EXISTS authors (
  id INTEGER PRIMARY KEY, slug TEXT NOT NULL UNIQUE, name TEXT NOT NULL, name_folded TEXT NOT NULL,
  avatar_src TEXT NOT NULL, site_slug TEXT NOT NULL);

CREATE TABLE IF NOT EXISTS super_tags (
  id INTEGER PRIMARY KEY, slug TEXT NOT NULL UNIQUE, name TEXT NOT NULL, name_folded TEXT NOT NULL,
  active INTEGER NOT NULL, site_slug TEXT NOT NULL, rss TEXT);

CREATE TABLE IF NOT EXISTS tags (
  id INTEGER PRIMARY KEY, slug TEXT NOT NULL UNIQUE, name TEXT NOT NULL, name_folded TEXT NOT NULL);

CREATE TABLE IF NOT EXISTS articles (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  site_slug TEXT NOT NULL,
  type TEXT NOT NULL,
  main_super_tag_id INTEGER NOT NULL REFERENCES super_tags(id),
  parent_id INTEGER REFERENCES articles(id),
  pinned INTEGER NOT NULL DEFAULT 0,
  pub_date INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  version INTEGER NOT NULL,
  active INTEGER NOT NULL,
  published_once INTEGER NOT NULL,
  visible INTEGER NOT NULL,
  rank INTEGER NOT NULL DEFAULT 0,
  -- The article's row id in the search index: publication time first, so the index's row order is
  -- newest-last and "newest first" searches stop after one page (see searchKey in write.ts).
  search_key INTEGER NOT NULL,
  change_seq INTEGER NOT NULL,
  doc TEXT NOT NULL,
  content TEXT NOT NULL);

CREATE TABLE IF NOT EXISTS article_super_tags (
  super_tag_id INTEGER NOT NULL, visible INTEGER NOT NULL, pub_date INTEGER NOT NULL, article_id INTEGER NOT NULL,
  PRIMARY KEY (super_tag_id, visible, pub_date DESC, article_id DESC)) WITHOUT ROWID;

CREATE TABLE IF NOT EXISTS article_tags (
  tag_id INTEGER NOT NULL, visible INTEGER NOT NULL, pub_date INTEGER NOT NULL, article_id INTEGER NOT NULL,
  PRIMARY KEY (tag_id, visible, pub_date DESC, article_id DESC)) WITHOUT ROWID;

CREATE TABLE IF NOT EXISTS article_authors (
  author_id INTEGER NOT NULL, visible INTEGER NOT NULL, pub_date INTEGER NOT NULL, article_id INTEGER NOT NULL,
  PRIMARY KEY (author_id, visible, pub_date DESC, article_id DESC)) WITHOUT ROWID;

CREATE TABLE IF NOT EXISTS article_flags (
  flag TEXT NOT NULL, visible INTEGER NOT NULL, pub_date INTEGER NOT NULL, article_id INTEGER NOT NULL,
  PRIMARY KEY (flag, visible, pub_date DESC, article_id DESC)) WITHOUT ROWID;

-- Only visible articles are indexed. 'facets' holds filter tokens (site, sections, tags, authors by id) so
-- that a filtered search is one FTS5 query intersecting doclists instead of a join over every match.
CREATE VIRTUAL TABLE IF NOT EXISTS articles_fts USING fts5(
  title, lead, body, facets, content='', contentless_delete=1,
  tokenize='unicode61 remove_diacritics 2');

-- Editor-curated highlights of a section or tag list, in order.
CREATE TABLE IF NOT EXISTS highlights (
  kind TEXT NOT NULL, slug TEXT NOT NULL, position INTEGER NOT NULL, article_id INTEGER NOT NULL,
  PRIMARY KEY (kind, slug, position));

CREATE TABLE IF NOT EXISTS docs (
  id INTEGER PRIMARY KEY, slug TEXT NOT NULL UNIQUE, title TEXT NOT NULL, content TEXT NOT NULL,
  updated_at INTEGER NOT NULL, version INTEGER NOT NULL, change_seq INTEGER NOT NULL);

CREATE TABLE IF NOT EXISTS menus (
  site_slug TEXT PRIMARY KEY, menus TEXT NOT NULL, updated_at INTEGER NOT NULL, change_seq INTEGER NOT NULL);

CREATE TABLE IF NOT EXISTS front_blocks (
  id INTEGER PRIMARY KEY, site_slug TEXT NOT NULL, position INTEGER NOT NULL, type TEXT NOT NULL,
  title TEXT, article_ids TEXT NOT NULL, updated_at INTEGER NOT NULL, change_seq INTEGER NOT NULL);

CREATE TABLE IF NOT EXISTS uniques (
  slug TEXT PRIMARY KEY, content TEXT NOT NULL, updated_at INTEGER NOT NULL, change_seq INTEGER NOT NULL);

CREATE TABLE IF NOT EXISTS unique_groups (id INTEGER PRIMARY KEY, slugs TEXT NOT NULL);

CREATE TABLE IF NOT EXISTS exchange_rates (
  base TEXT NOT NULL, code TEXT NOT NULL, date TEXT NOT NULL, rate REAL NOT NULL,
  PRIMARY KEY (base, code, date)) WITHOUT ROWID;

-- When a base currency's rates last changed outside the seed (an editor's or the rate feed's write): the changes
-- feed's 'rates' entries.
CREATE TABLE IF NOT EXISTS exchange_changes (
  base TEXT PRIMARY KEY, updated_at INTEGER NOT NULL, change_seq INTEGER NOT NULL);

-- Podcasts and their episodes (specialised-features.md §3); an episode may belong to an article.
CREATE TABLE IF NOT EXISTS podcasts (
  id INTEGER PRIMARY KEY, slug TEXT NOT NULL UNIQUE, name TEXT NOT NULL, site_slug TEXT NOT NULL, description TEXT NOT NULL,
  updated_at INTEGER NOT NULL, change_seq INTEGER NOT NULL);

CREATE TABLE IF NOT EXISTS episodes (
  id INTEGER PRIMARY KEY, slug TEXT NOT NULL UNIQUE, podcast_id INTEGER NOT NULL REFERENCES podcasts(id),
  title TEXT NOT NULL, description TEXT NOT NULL, source_url TEXT NOT NULL, image TEXT, duration INTEGER NOT NULL,
  article_id INTEGER REFERENCES articles(id), pub_date INTEGER NOT NULL, active INTEGER NOT NULL, published_once INTEGER NOT NULL,
  version INTEGER NOT NULL, updated_at INTEGER NOT NULL, change_seq INTEGER NOT NULL);

-- Small JSON documents: common data, staff, route rules.
CREATE TABLE IF NOT EXISTS settings (key TEXT PRIMARY KEY, value TEXT NOT NULL);

-- When a setting last changed outside the seed (an editor's write): the changes feed's 'settings' entries. A table
-- of its own, like exchange_changes, so a store made before it gets it from this DDL, with no column to add.
CREATE TABLE IF NOT EXISTS setting_changes (
  key TEXT PRIMARY KEY, updated_at INTEGER NOT NULL, change_seq INTEGER NOT NULL);

-- Push notices an edit queued (D-251): written in the edit's own transaction, sent by the content service
-- after the commit, whichever process made the edit. One per article and topic, ever.
CREATE TABLE IF NOT EXISTS push_notices (
  article_id INTEGER NOT NULL, topic TEXT NOT NULL, queued_at INTEGER NOT NULL, sent_at INTEGER,
  PRIMARY KEY (article_id, topic)) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS push_notices_unsent ON push_notices(sent_at) WHERE sent_at IS NULL;
`;

// Secondary indexes apart: a bulk load (the seed) builds them once at the end, which is much faster than
// keeping them up to date row by row.
const INDEXES = `
CREATE INDEX IF NOT EXISTS articles_visible_date ON articles(visible, pub_date DESC);
CREATE INDEX IF NOT EXISTS articles_site_visible_date ON articles(site_slug, visible, pub_date DESC);
CREATE INDEX IF NOT EXISTS articles_parent ON articles(parent_id, pinned, pub_date DESC) WHERE parent_id IS NOT NULL;
CREATE INDEX IF NOT EXISTS articles_change ON articles(change_seq);
CREATE UNIQUE INDEX IF NOT EXISTS articles_search_key ON articles(search_key);
CREATE INDEX IF NOT EXISTS docs_change ON docs(change_seq);
CREATE INDEX IF NOT EXISTS menus_change ON menus(change_seq);
CREATE INDEX IF NOT EXISTS front_blocks_site ON front_blocks(site_slug, position);
CREATE INDEX IF NOT EXISTS front_blocks_change ON front_blocks(change_seq);
CREATE INDEX IF NOT EXISTS uniques_change ON uniques(change_seq);
CREATE INDEX IF NOT EXISTS podcasts_change ON podcasts(change_seq);
CREATE INDEX IF NOT EXISTS episodes_date ON episodes(active, pub_date DESC);
CREATE INDEX IF NOT EXISTS episodes_podcast ON episodes(podcast_id, active, pub_date DESC);
CREATE INDEX IF NOT EXISTS episodes_change ON episodes(change_seq);
CREATE INDEX IF NOT EXISTS ast_article ON article_super_tags(article_id);
CREATE INDEX IF NOT EXISTS at_article ON article_tags(article_id);
CREATE INDEX IF NOT EXISTS aa_article ON article_authors(article_id);
CREATE INDEX IF NOT EXISTS af_article ON article_flags(article_id);
`;

export interface OpenOptions {
  readonly?: boolean;
  /**
   * A bulk load into a fresh file (the seed): no journal, no sync, secondary indexes left out until
   * createIndexes(). The caller makes the file visible only when it is complete.
   */
  bulk?: boolean;
}

export function openDb(path: string, opts: OpenOptions = {}): Db {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path, { readonly: opts.readonly ?? false, fileMustExist: opts.readonly ?? false });
  if (opts.bulk) {
    db.pragma('journal_mode = OFF');
    db.pragma('synchronous = OFF');
    db.exec(DDL);
  } else if (!opts.readonly) {
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = NORMAL');
    db.pragma('foreign_keys = ON');
    db.exec(DDL);
    db.exec(INDEXES);
  }
  db.pragma('busy_timeout = 5000');
  db.pragma('cache_size = -65536');
  db.pragma('mmap_size = 268435456');
  return db;
}

export function createIndexes(db: Db): void {
  db.exec(INDEXES);
}

/** Takes the next number of the global change sequence; call inside the writing transaction. */
export function nextSeq(db: Db): number {
  const row = stmt(
    db,
    "INSERT INTO meta(key, value) VALUES ('seq', '1') ON CONFLICT(key) DO UPDATE SET value = CAST(value AS INTEGER) + 1 RETURNING value",
  ).get() as { value: string | number };
  return Number(row.value);
}

const statements = new WeakMap<Db, Map<string, Database.Statement>>();

/** A prepared statement, prepared once per connection. Every query goes through here: nothing is run unprepared. */
export function stmt(db: Db, sql: string): Database.Statement {
  let cache = statements.get(db);
  if (!cache) statements.set(db, (cache = new Map()));
  let s = cache.get(sql);
  if (!s) cache.set(sql, (s = db.prepare(sql)));
  return s;
}
