// The dependency index of the static output: for every page the prerender job wrote, which articles and
// which list pages it showed. An incremental run asks it "which pages used article 812?", "which are the
// first 3 pages of mstag:belfold?" — each answered from an in-memory reverse index in time proportional
// to the answer, so the cost of an edit does not grow with the archive; the index by article only once a
// process has asked enough to pay for it, a look at every page before (LOOKS_BEFORE_INDEX, D-403).
//
// Pages are named by their URL on their canonical domain (outputPath.ts `pageUrl`), because a path alone
// is ambiguous between the main domain and the Romanian edition.
import { createHash } from 'node:crypto';
import { open, readFile } from 'node:fs/promises';
import { isSiteSlug, SITES } from '../domain/sites';
import type { SiteSlug } from '../domain/types';
import { removeFileAtomic, writeFileAtomic } from './atomicWrite';
import { checkPageUrl } from './outputPath';

export interface PageRecord {
  /** The page's URL, `https://<domain><path>` (outputPath.ts `pageUrl`). */
  url: string;
  /** The site that rendered it; its domain is the URL's. */
  site: SiteSlug;
  /** Ids of every article the page showed (its own article, list items, boxes, recommendations). */
  articles: number[];
  /**
   * The list pages it showed: `kind:name` for page 1, `kind:name#n` for page n, e.g. `latest:main`,
   * `mstag:belfold#3`, `front:main`, `unique:konyvajanlo`.
   */
  lists: string[];
  /** Set when the page is this article's own page (its canonical URL, or the URL it had before a move). */
  own?: number;
  /** Unix seconds of the last change of what the page shows, when known (the sitemaps' lastmod). */
  lastmod?: number;
  /**
   * On an article's own page: the article's pubDate when the page was rendered (unix seconds). Lists are
   * ordered by it, so an edit that keeps it keeps the article where it was in every list.
   */
  pubDate?: number;
  /** The page is not for the sitemaps: its head says noindex, or its canonical URL is another page. */
  unlisted?: true;
}

/** The file format of a saved manifest. */
export interface ManifestJSON {
  version: 1;
  pages: PageRecord[];
}

/** The highest list page number a key may carry (far beyond any real archive; bounds the index). */
export const MAX_LIST_PAGE = 1_000_000;

const LIST_KEY = /^([a-z][a-z0-9-]*:[^#\s]+)(?:#([1-9][0-9]*))?$/;

export class ManifestError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ManifestError';
  }
}

/** `mstag:belfold#3` → `{ list: 'mstag:belfold', page: 3 }`; no suffix is page 1. Throws for a malformed key. */
export function parseListKey(key: string): { list: string; page: number } {
  const m = typeof key === 'string' ? LIST_KEY.exec(key) : null;
  if (!m) throw new ManifestError(`malformed list key ${JSON.stringify(key)} (expected kind:name or kind:name#page)`);
  const page = m[2] === undefined ? 1 : Number(m[2]);
  if (page > MAX_LIST_PAGE) throw new ManifestError(`list key ${JSON.stringify(key)}: page beyond ${MAX_LIST_PAGE}`);
  return { list: m[1]!, page };
}

/** The key of page `page` of `list` (page 1 carries no suffix). */
export function listKey(list: string, page = 1): string {
  const key = page === 1 ? list : `${list}#${page}`;
  parseListKey(key);
  return key;
}

function isId(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
}

function addTo<K>(index: Map<K, Set<string>>, key: K, url: string): void {
  let set = index.get(key);
  if (set === undefined) index.set(key, (set = new Set()));
  set.add(url);
}

/** article id → the pages that showed it (`using`), and → its own pages (`owned`). */
interface ArticleIndex {
  using: Map<number, Set<string>>;
  owned: Map<number, Set<string>>;
}

function indexArticles(index: ArticleIndex, r: Readonly<PageRecord>): void {
  for (const id of r.articles) addTo(index.using, id, r.url);
  if (r.own !== undefined) addTo(index.owned, r.own, r.url);
}

function removeFrom<K>(index: Map<K, Set<string>>, key: K, url: string): void {
  const set = index.get(key);
  if (set === undefined) return;
  set.delete(url);
  if (set.size === 0) index.delete(key);
}

function sorted(values: Iterable<string>): string[] {
  return [...values].sort();
}

/** A checked, normalised, frozen copy of a record. */
function normalise(page: PageRecord): Readonly<PageRecord> {
  if (typeof page !== 'object' || page === null) throw new ManifestError('a page record must be an object');
  const { url, site, articles, lists, own, lastmod, pubDate, unlisted } = page;
  if (typeof url !== 'string') throw new ManifestError('page url must be a string');
  if (typeof site !== 'string' || !isSiteSlug(site)) throw new ManifestError(`${url}: unknown site ${JSON.stringify(site)}`);
  let domain: string;
  try {
    domain = checkPageUrl(url).domain;
  } catch (err) {
    throw new ManifestError(`${url}: ${(err as Error).message}`, { cause: err });
  }
  if (domain !== SITES[site].domain) throw new ManifestError(`${url}: site ${site} is served from ${SITES[site].domain}, not ${domain}`);
  if (!Array.isArray(articles) || !articles.every(isId)) throw new ManifestError(`${url}: articles must be positive integer ids`);
  if (!Array.isArray(lists)) throw new ManifestError(`${url}: lists must be an array of list keys`);
  if (own !== undefined && !isId(own)) throw new ManifestError(`${url}: own must be a positive integer id`);
  if (lastmod !== undefined && !(Number.isSafeInteger(lastmod) && lastmod >= 0)) throw new ManifestError(`${url}: lastmod must be unix seconds`);
  if (pubDate !== undefined && !(Number.isSafeInteger(pubDate) && pubDate >= 0)) throw new ManifestError(`${url}: pubDate must be unix seconds`);
  if (pubDate !== undefined && own === undefined) throw new ManifestError(`${url}: pubDate belongs to an article's own page (own)`);
  const ids = new Set(articles);
  // A page is its own article's page, so it uses that article.
  if (own !== undefined) ids.add(own);
  const keys = new Set<string>();
  for (const key of lists) {
    const { list, page: n } = parseListKey(key);
    keys.add(n === 1 ? list : `${list}#${n}`);
  }
  const record: PageRecord = { url, site, articles: Object.freeze([...ids]) as number[], lists: Object.freeze([...keys]) as string[] };
  if (own !== undefined) record.own = own;
  if (lastmod !== undefined) record.lastmod = lastmod;
  if (pubDate !== undefined) record.pubDate = pubDate;
  if (unlisted === true) record.unlisted = true;
  return Object.freeze(record);
}

/**
 * Questions "which pages showed article N?" answered by a look at every page before the reverse index is built:
 * at 183,000 pages one look costs about 5 ms, building the index (1.2 million entries) 0.4 s and its garbage,
 * so a process builds it once its looks have cost about as much (D-403). A restarted daemon's first edit does
 * not wait for it, and a full build, which never asks, never builds it.
 */
export const LOOKS_BEFORE_INDEX = 100;

/** When the journal holds this many entries (or more than a quarter of the pages), the next save rewrites the whole file. */
const JOURNAL_COMPACT_AT = 5000;

/**
 * A saved snapshot ends in the digest of the rest of its text, `{"version":1,"pages":[…],"sha256":"<hex>"}`:
 * a file this module wrote whole. The digest is of the text with `,"sha256":"…"` left out.
 */
const SEAL = /,"sha256":"([0-9a-f]{64})"}$/;
const SEAL_LENGTH = ',"sha256":""}'.length + 64;

function digestOf(...parts: (string | Uint8Array)[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  return hash.digest('hex');
}

/** The manifest's JSON text with its seal. */
function sealed(json: string): string {
  return `${json.slice(0, -1)},"sha256":"${digestOf(json)}"}`;
}

/** The text is a snapshot as save wrote it: its seal names the digest of the rest. */
function isSealed(bytes: Buffer): boolean {
  if (bytes.length < SEAL_LENGTH) return false;
  const seal = SEAL.exec(bytes.subarray(bytes.length - SEAL_LENGTH).toString('latin1'));
  return seal !== null && digestOf(bytes.subarray(0, bytes.length - SEAL_LENGTH), '}') === seal[1];
}

export class Manifest {
  readonly #pages = new Map<string, Readonly<PageRecord>>();
  /** Pages recorded or removed since the last save: what the journal has to add. */
  readonly #dirty = new Set<string>();
  #journalEntries = 0;
  /** The journal ends in a torn line: the next save rewrites everything rather than append after it. */
  #torn = false;
  /** Null until LOOKS_BEFORE_INDEX questions were answered by a look at every page. */
  #byArticle: ArticleIndex | null = null;
  #looks = 0;
  /** list → its pages, index n-1 holds the URLs showing page n. */
  readonly #byList = new Map<string, (Set<string> | undefined)[]>();

  /** Records (or replaces) what a page used. The record is checked and copied; a malformed one throws. */
  record(page: PageRecord): void {
    const record = normalise(page);
    this.remove(record.url);
    this.#pages.set(record.url, record);
    this.#dirty.add(record.url);
    if (this.#byArticle) indexArticles(this.#byArticle, record);
    for (const key of record.lists) {
      const { list, page: n } = parseListKey(key);
      this.#listed(list, n, record.url);
    }
  }

  #listed(list: string, n: number, url: string): void {
    let pages = this.#byList.get(list);
    if (pages === undefined) this.#byList.set(list, (pages = []));
    let set = pages[n - 1];
    if (set === undefined) pages[n - 1] = set = new Set();
    set.add(url);
  }

  /**
   * The records of a sealed snapshot (sealedBody), which this module wrote from checked records: taken as they
   * are, only frozen and indexed. Checking each again was two thirds of loading a 180,000-page manifest.
   */
  static #fromSealed(pages: PageRecord[]): Manifest {
    const manifest = new Manifest();
    for (const page of pages) {
      Object.freeze(page.articles);
      Object.freeze(page.lists);
      manifest.#pages.set(page.url, Object.freeze(page));
      for (const key of page.lists) {
        const hash = key.indexOf('#');
        if (hash < 0) manifest.#listed(key, 1, page.url);
        else manifest.#listed(key.slice(0, hash), Number(key.slice(hash + 1)), page.url);
      }
    }
    return manifest;
  }

  /** Forgets a page; answers whether it was known. */
  remove(url: string): boolean {
    const record = this.#pages.get(url);
    if (record === undefined) return false;
    this.#pages.delete(url);
    this.#dirty.add(url);
    if (this.#byArticle) {
      for (const id of record.articles) removeFrom(this.#byArticle.using, id, url);
      if (record.own !== undefined) removeFrom(this.#byArticle.owned, record.own, url);
    }
    for (const key of record.lists) {
      const { list, page: n } = parseListKey(key);
      const pages = this.#byList.get(list);
      const set = pages?.[n - 1];
      if (pages === undefined || set === undefined) continue;
      set.delete(url);
      if (set.size === 0) pages[n - 1] = undefined;
      while (pages.length > 0 && pages[pages.length - 1] === undefined) pages.pop();
      if (pages.length === 0) this.#byList.delete(list);
    }
    return true;
  }

  get(url: string): Readonly<PageRecord> | undefined {
    return this.#pages.get(url);
  }

  has(url: string): boolean {
    return this.#pages.has(url);
  }

  get size(): number {
    return this.#pages.size;
  }

  /** Every page that showed the article (its own page included), sorted. */
  pagesUsingArticle(id: number): string[] {
    const index = this.#articleIndex();
    return index ? sorted(index.using.get(id) ?? []) : this.#pagesWhere((r) => r.articles.includes(id));
  }

  /** The article's own page(s): its current URL, and an old one until that is replaced by the 404 page. */
  pagesOwnedBy(id: number): string[] {
    const index = this.#articleIndex();
    return index ? sorted(index.owned.get(id) ?? []) : this.#pagesWhere((r) => r.own === id);
  }

  /** The index by article once this process has looked through every page LOOKS_BEFORE_INDEX times; null before. */
  #articleIndex(): ArticleIndex | null {
    if (this.#byArticle) return this.#byArticle;
    if (this.#looks++ < LOOKS_BEFORE_INDEX) return null;
    const index: ArticleIndex = { using: new Map(), owned: new Map() };
    for (const r of this.#pages.values()) indexArticles(index, r);
    return (this.#byArticle = index);
  }

  /** The pages a look at every page finds, sorted. */
  #pagesWhere(test: (r: Readonly<PageRecord>) => boolean): string[] {
    const out: string[] = [];
    for (const r of this.#pages.values()) if (test(r)) out.push(r.url);
    return out.sort();
  }

  /**
   * The pages showing pages 1..maxPage of a list (all of its pages without maxPage), sorted. `key` is the
   * list without a page suffix. Costs maxPage plus the pages found, not the size of the manifest.
   */
  pagesOfList(key: string, maxPage?: number): string[] {
    const { list, page } = parseListKey(key);
    if (page !== 1 || key.includes('#')) throw new ManifestError(`pagesOfList takes a list without a page suffix, got ${JSON.stringify(key)}`);
    if (maxPage !== undefined && (!Number.isInteger(maxPage) || maxPage < 0)) throw new RangeError(`maxPage must be a non-negative integer, got ${maxPage}`);
    const pages = this.#byList.get(list);
    if (pages === undefined) return [];
    const out = new Set<string>();
    const end = Math.min(maxPage ?? pages.length, pages.length);
    for (let i = 0; i < end; i++) for (const url of pages[i] ?? []) out.add(url);
    return sorted(out);
  }

  /** The pages showing a page of some list beyond `firstPages` (for the slower deep-page sweep), sorted. */
  pagesOfListsBeyond(firstPages: number): string[] {
    if (!Number.isInteger(firstPages) || firstPages < 0) throw new RangeError(`firstPages must be a non-negative integer, got ${firstPages}`);
    const out = new Set<string>();
    for (const pages of this.#byList.values()) {
      for (let i = firstPages; i < pages.length; i++) for (const url of pages[i] ?? []) out.add(url);
    }
    return sorted(out);
  }

  /** Every page rendered for a site, sorted. */
  pagesOfSite(site: SiteSlug): string[] {
    return this.#pagesWhere((r) => r.site === site);
  }

  /** Every page, sorted. */
  allUrls(): string[] {
    return sorted(this.#pages.keys());
  }

  /** Pages sorted by URL, so a saved manifest is stable and diffable. */
  toJSON(): ManifestJSON {
    return {
      version: 1,
      pages: this.allUrls().map((url) => {
        const r = this.#pages.get(url)!;
        const out: PageRecord = { url: r.url, site: r.site, articles: [...r.articles], lists: [...r.lists] };
        if (r.own !== undefined) out.own = r.own;
        if (r.lastmod !== undefined) out.lastmod = r.lastmod;
        if (r.pubDate !== undefined) out.pubDate = r.pubDate;
        if (r.unlisted) out.unlisted = true;
        return out;
      }),
    };
  }

  /** A manifest from toJSON's shape; anything else throws a ManifestError saying what is wrong. */
  static fromJSON(data: unknown): Manifest {
    if (typeof data !== 'object' || data === null || Array.isArray(data)) throw new ManifestError('not a manifest object');
    const { version, pages } = data as Partial<ManifestJSON>;
    if (version !== 1) throw new ManifestError(`unsupported manifest version ${JSON.stringify(version)}`);
    if (!Array.isArray(pages)) throw new ManifestError('pages must be an array');
    const manifest = new Manifest();
    pages.forEach((page: PageRecord, i) => {
      try {
        if (typeof page === 'object' && page !== null && manifest.has(page.url)) throw new ManifestError(`${page.url}: recorded twice`);
        manifest.record(page);
      } catch (err) {
        throw new ManifestError(`pages[${i}]: ${(err as Error).message}`, { cause: err });
      }
    });
    return manifest;
  }

  /**
   * Reads a saved manifest: the snapshot file, then its journal (`<file>.journal`, one JSON line per
   * recorded or removed page since the snapshot). A missing snapshot is an empty manifest; an unreadable
   * one throws naming the file. A torn last journal line (a kill while appending) is ignored: the run that
   * wrote it had not saved its cursor, so the next run renders those pages again. A snapshot whose seal
   * holds (save's digest of its text) is taken as written; any other, an older one or one edited by hand,
   * has every record checked.
   */
  static async load(file: string): Promise<Manifest> {
    let bytes: Buffer | null;
    try {
      bytes = await readFile(file);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
      bytes = null;
    }
    let manifest: Manifest;
    try {
      if (bytes === null) manifest = new Manifest();
      else {
        const data: unknown = JSON.parse(bytes.toString('utf8'));
        manifest = isSealed(bytes) && (data as ManifestJSON).version === 1 ? Manifest.#fromSealed((data as ManifestJSON).pages) : Manifest.fromJSON(data);
      }
    } catch (err) {
      throw new ManifestError(`manifest file ${file} is corrupt: ${(err as Error).message}`, { cause: err });
    }
    let journal = '';
    try {
      journal = await readFile(`${file}.journal`, 'utf8');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    }
    const lines = journal.split('\n');
    lines.forEach((line, i) => {
      if (line === '') return;
      let entry: { remove?: string; page?: PageRecord };
      try {
        entry = JSON.parse(line) as typeof entry;
      } catch (err) {
        if (i === lines.length - 1) {
          manifest.#torn = true;
          return;
        }
        throw new ManifestError(`manifest journal ${file}.journal line ${i + 1} is corrupt`, { cause: err });
      }
      try {
        if (typeof entry.remove === 'string') manifest.remove(entry.remove);
        else if (entry.page) manifest.record(entry.page);
        else throw new ManifestError('neither page nor remove');
      } catch (err) {
        throw new ManifestError(`manifest journal ${file}.journal line ${i + 1}: ${(err as Error).message}`, { cause: err });
      }
      manifest.#journalEntries++;
    });
    manifest.#dirty.clear();
    return manifest;
  }

  /** Writes the whole manifest atomically (a crash leaves the previous one) and empties the journal. */
  async save(file: string): Promise<void> {
    await writeFileAtomic(file, sealed(JSON.stringify(this.toJSON())));
    // After the snapshot: a crash between the two replays the journal over a snapshot that has it already, which is harmless.
    await removeFileAtomic(`${file}.journal`);
    this.#dirty.clear();
    this.#journalEntries = 0;
    this.#torn = false;
  }

  /**
   * Saves what changed since the last save by appending it to the journal (fsync'd), so an incremental
   * run's cost follows its change, not the archive; rewrites the whole file when the journal has grown.
   */
  async saveChanges(file: string): Promise<void> {
    if (this.#dirty.size === 0 && !this.#torn) return;
    if (this.#torn || this.#journalEntries + this.#dirty.size > Math.max(JOURNAL_COMPACT_AT, this.size / 4)) return this.save(file);
    let lines = '';
    for (const url of this.#dirty) {
      const page = this.#pages.get(url);
      lines += `${JSON.stringify(page ? { page } : { remove: url })}\n`;
    }
    const handle = await open(`${file}.journal`, 'a');
    try {
      await handle.appendFile(lines);
      await handle.sync();
    } finally {
      await handle.close();
    }
    this.#journalEntries += this.#dirty.size;
    this.#dirty.clear();
  }
}
