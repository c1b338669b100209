import { afterAll, describe, expect, it, vi } from 'vitest';
import { openDb } from './schema';
import { ContentReader, NEWEST_PUB_DATE, SEARCH_RANK_WINDOW } from './read';
import { ArticleWriter } from './write';
import { TEST_NOW, copyStore, sharedStore } from '../testing/fixture';

const db = openDb(sharedStore().dbPath);
afterAll(() => db.close());

describe('search ranking window', () => {
  const small = new ContentReader(db, 5);
  const search = (page: number, perPage: number) => small.search({ filters: {}, term: 'budapest', sites: [], page, perPage });

  it('ranks the newest matches by relevance, then pages through the older ones newest first, each match once', () => {
    const first = search(1, 3);
    expect(first.totalItems).toBeGreaterThan(10);
    const seen: number[] = [];
    for (let page = 1; page <= first.totalPages; page++) seen.push(...search(page, 3).items.map((a) => a.id));
    expect(seen).toHaveLength(first.totalItems);
    expect(new Set(seen).size).toBe(seen.length);
    // Past the window (5 items) the order is by date, newest first.
    const rest = seen.slice(5).map((id) => small.articleById(id)!.pubDate);
    expect(rest).toEqual([...rest].sort((a, b) => b - a));
    // Everything in the window is newer than everything after it.
    const windowDates = seen.slice(0, 5).map((id) => small.articleById(id)!.pubDate);
    expect(Math.min(...windowDates)).toBeGreaterThanOrEqual(Math.max(...rest));
  });

  it('gives the same set of results whatever the window', () => {
    const all = new ContentReader(db).search({ filters: {}, term: 'budapest', sites: [], page: 1, perPage: 100 });
    const ids = new Set<number>();
    for (let page = 1; page <= Math.ceil(all.totalItems / 10); page++) search(page, 10).items.forEach((a) => ids.add(a.id));
    expect(ids).toEqual(new Set(all.items.map((a) => a.id)));
  });
});

describe('the newest pub_date (the three-day window of the recommender)', () => {
  it('is the newest article of all, read from the index, never by scanning the articles', () => {
    const all = db.prepare('SELECT max(pub_date) FROM articles').pluck().get();
    expect(db.prepare(NEWEST_PUB_DATE).pluck().get()).toBe(all);
    const plan = (db.prepare(`EXPLAIN QUERY PLAN ${NEWEST_PUB_DATE}`).all() as { detail: string }[]).map((r) => r.detail);
    // Every read of articles is a range of the index by visible; "SEARCH articles USING COVERING INDEX"
    // without a key (what max(pub_date) over all articles gives) walks the whole index.
    const reads = plan.filter((d) => /\barticles\b/.test(d));
    expect(reads.length, plan.join(' | ')).toBeGreaterThan(0);
    for (const d of reads) expect(d).toMatch(/articles USING COVERING INDEX articles_visible_date \(visible=\?\)/);
  });
});

describe('the recommender pools, shared by its twenty versions', () => {
  const titles = (r: ReturnType<ContentReader['recommended']>) => r.newest.map((a) => a.title);

  it('answers every version of a domain from one reading of the pools, and the versions still differ', () => {
    const reader = new ContentReader(db);
    const pools = vi.spyOn(reader as unknown as { recommenderPools: (site: string) => unknown }, 'recommenderPools');
    const answers = Array.from({ length: 20 }, (_, i) => reader.recommended(i + 1, 'main'));
    reader.recommended(1, 'ro');
    reader.recommended(2, 'ro');
    expect(pools.mock.calls.map(([site]) => site)).toEqual(['main', 'ro']);
    expect(answers[1]!.newest.map((a) => a.id)).not.toEqual(answers[0]!.newest.map((a) => a.id));
    expect(new ContentReader(db).recommended(2, 'main')).toEqual(answers[1]);
  });

  it('drops the pools on a write by its own connection and by another one (the editor)', () => {
    const { dbPath } = copyStore();
    const own = openDb(dbPath);
    const other = openDb(dbPath);
    try {
      const reader = new ContentReader(own);
      const before = reader.recommended(1, 'main');
      const target = before.newest[0]!;
      new ArticleWriter(own).rewrite(target.slug, (s) => ({ ...s, article: { ...s.article, title: 'Saját kapcsolat írta' } }), TEST_NOW);
      expect(titles(reader.recommended(1, 'main'))).toContain('Saját kapcsolat írta');
      new ArticleWriter(other).rewrite(target.slug, (s) => ({ ...s, article: { ...s.article, title: 'A szerkesztő írta' } }), TEST_NOW);
      expect(titles(reader.recommended(1, 'main'))).toContain('A szerkesztő írta');
      expect(titles(reader.recommended(1, 'main'))).not.toContain('Saját kapcsolat írta');
    } finally {
      own.close();
      other.close();
    }
  });
});

describe('deep list pages, cut from the list order read once per database change', () => {
  type Paged = { items: { id: number }[]; totalItems: number; totalPages: number };
  const walk = (page: (n: number) => Paged) => {
    const first = page(1);
    const ids = first.items.map((a) => a.id);
    for (let n = 2; n <= first.totalPages; n++) ids.push(...page(n).items.map((a) => a.id));
    return { total: first.totalItems, ids };
  };
  const lists = (r: ContentReader) => ({
    site: walk((n) => r.list({ filters: {}, page: n, perPage: 7 }, 'main')),
    section: walk((n) => r.list({ filters: { mstag: 'belfold' }, page: n, perPage: 7 }, 'main')),
    archive: walk((n) => r.search({ filters: {}, term: '', sites: ['main'], page: n, perPage: 7 })),
  });

  it('gives every page the same articles as paging by OFFSET, each once', () => {
    const byOffset = lists(new ContentReader(db, SEARCH_RANK_WINDOW, Number.POSITIVE_INFINITY));
    const cut = lists(new ContentReader(db, SEARCH_RANK_WINDOW, 0));
    for (const [name, l] of Object.entries(byOffset)) {
      expect(l.total, name).toBeGreaterThan(20);
      expect(l.ids, name).toHaveLength(l.total);
      expect(new Set(l.ids).size, name).toBe(l.total);
    }
    expect(cut).toEqual(byOffset);
  });

  it('shows a write by another connection (the editor) on the next request, and keeps one state of the database', () => {
    const { dbPath } = copyStore();
    const own = openDb(dbPath);
    const other = openDb(dbPath);
    try {
      const reader = new ContentReader(own, SEARCH_RANK_WINDOW, 0);
      const page = (n: number) => reader.list({ filters: {}, page: n, perPage: 5 }, 'main');
      const before = [page(1), page(2), page(3)];
      const memo = (reader as unknown as { memo: Map<string, unknown> }).memo;
      const held = memo.size;
      expect(held).toBeGreaterThan(0);
      // Unpublishing the newest article moves every later one a place up.
      const newest = own.prepare('SELECT slug FROM articles WHERE id = ?').pluck().get(before[0]!.items[0]!.id) as string;
      new ArticleWriter(other).rewrite(newest, (s) => ({ ...s, article: { ...s.article, active: false } }), TEST_NOW);
      const after = page(2);
      expect(after.totalItems).toBe(before[1]!.totalItems - 1);
      expect(after.items.map((a) => a.id)).toEqual([...before[1]!.items.slice(1), before[2]!.items[0]!].map((a) => a.id));
      expect(memo.size).toBeLessThanOrEqual(held);
    } finally {
      own.close();
      other.close();
    }
  });

  it('holds at most its limit of answers, however many filters the public API is asked for', () => {
    const reader = new ContentReader(db, SEARCH_RANK_WINDOW, 0, 10);
    const memo = (reader as unknown as { memo: Map<string, unknown> }).memo;
    const site = reader.list({ filters: {}, page: 1, perPage: 5 }, 'main').totalItems;
    for (let i = 0; i < 50; i++) {
      expect(reader.list({ filters: { flag: `nincs-ilyen-${i}` }, page: 1, perPage: 5 }, 'main').totalItems).toBe(0);
      expect(memo.size).toBeLessThanOrEqual(10);
    }
    expect(reader.list({ filters: {}, page: 1, perPage: 5 }, 'main').totalItems).toBe(site);
  });
});
