import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Article, ChangesPage, PagedArticleList, SubArticlePage } from '../../domain/types';
import { TEST_SERVICE_TOKEN, copyStore, testApp } from '../testing/fixture';
import type { Db } from '../store/schema';
import { runEditor } from './cli';

let dbPath: string;
let db: Db;
let request: (path: string, init?: RequestInit) => Promise<Response>;

beforeEach(() => {
  ({ dbPath } = copyStore());
  ({ db, request } = testApp(dbPath));
});
afterEach(() => db.close());

const get = async <T>(path: string): Promise<T> => {
  // The changes feed is internal: the job's service token opens it.
  const res = await request(path, { headers: { authorization: `Bearer ${TEST_SERVICE_TOKEN}` } });
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
};
const head = async () => (await get<{ cursor: string }>('/internal/api/changes/head')).cursor;
const editor = (...args: string[]) => runEditor(args, dbPath);
const storeHash = () =>
  JSON.stringify(
    db
      .prepare("SELECT (SELECT value FROM meta WHERE key = 'seq') AS seq, group_concat(version || ':' || active || ':' || length(doc)) AS v FROM articles")
      .get(),
  );

const blocksHash = () => JSON.stringify(db.prepare('SELECT id, article_ids, change_seq FROM front_blocks ORDER BY id').all());

function newest(section = 'belfold'): { slug: string } {
  const row = db
    .prepare(
      `SELECT a.slug FROM article_super_tags d JOIN articles a ON a.id = d.article_id
       WHERE d.super_tag_id = (SELECT id FROM super_tags WHERE slug = ?) AND d.visible = 1 AND a.type = 'article' ORDER BY d.pub_date DESC LIMIT 1`,
    )
    .get(section) as { slug: string };
  return row;
}

describe('npm run editor', () => {
  it('updates title, lead and body, bumping version and updatedAt, and the change shows in the feed', async () => {
    const { slug } = newest();
    const before = await get<Article>(`/api/articles/${slug}`);
    const cursor = await head();
    const r = editor(
      'update',
      slug,
      '--title',
      'Új cím: rendkívüli közgyűlés',
      '--lead',
      'Friss bevezető.',
      '--body',
      'Első bekezdés.\n\nMásodik <b>bekezdés</b>.',
    );
    expect(r.code, r.out).toBe(0);
    const after = await get<Article>(`/api/articles/${slug}`);
    expect(after.title).toBe('Új cím: rendkívüli közgyűlés');
    expect(after.lead).toBe('Friss bevezető.');
    expect(after.content).toBe('<p>Első bekezdés.</p>\n<p>Második &lt;b&gt;bekezdés&lt;/b&gt;.</p>');
    expect(after.version).toBe(before.version + 1);
    expect(after.updatedAt).toBeGreaterThanOrEqual(before.updatedAt);
    expect((await get<{ v: number }>(`/api/articles/${slug}/version`)).v).toBe(after.version);
    const feed = await get<ChangesPage>(`/internal/api/changes?since=${cursor}`);
    expect(feed.changes).toEqual([expect.objectContaining({ kind: 'article', slug, version: after.version, active: true })]);
    // The search index follows the edit.
    const found = await get<{ items: Article[] }>('/api/search/articles?term=rendkivuli%20kozgy');
    expect(found.items.map((a) => a.slug)).toContain(slug);
  });

  it('links an article to a match (its livescoreId) and unlinks it with 0', async () => {
    const { slug } = newest();
    expect(editor('update', slug, '--match', '27126060').code).toBe(0);
    expect((await get<Article>(`/api/articles/${slug}`)).livescoreId).toBe(27126060);
    expect(editor('update', slug, '--match', '0').code).toBe(0);
    expect((await get<Article>(`/api/articles/${slug}`)).livescoreId).toBeNull();
  });

  it('sets the colour mode an article forces, and leaves it to the reader again with -', async () => {
    const { slug } = newest();
    expect(editor('update', slug, '--color-scheme', 'dark').code).toBe(0);
    expect((await get<Article>(`/api/articles/${slug}`)).colorScheme).toBe('dark');
    expect(editor('update', slug, '--color-scheme', '-').code).toBe(0);
    expect((await get<Article>(`/api/articles/${slug}`)).colorScheme).toBeNull();
  });

  it('unpublishes (404, gone from lists) and publishes again (back, same date)', async () => {
    const { slug } = newest();
    const before = await get<Article>(`/api/articles/${slug}`);
    const listed = (await get<PagedArticleList>('/api/articles?filters[mstag]=belfold')).items.map((a) => a.slug);
    expect(listed).toContain(slug);
    expect(editor('unpublish', slug).code).toBe(0);
    expect((await request(`/api/articles/${slug}`)).status).toBe(404);
    const list = await get<PagedArticleList>('/api/articles?filters[mstag]=belfold');
    expect(list.items.map((a) => a.slug)).not.toContain(slug);
    const feed = await get<ChangesPage>(`/internal/api/changes?since=${Number(await head()) - 1}`);
    expect(feed.changes[0]).toMatchObject({ slug, active: false });
    expect(editor('publish', slug).code).toBe(0);
    const back = await get<Article>(`/api/articles/${slug}`);
    expect(back.pubDate).toBe(before.pubDate);
    expect(back.version).toBe(before.version + 2);
    expect((await get<PagedArticleList>('/api/articles?filters[mstag]=belfold')).items.map((a) => a.slug)).toEqual(listed);
  });

  it('sets and unsets flags, keeping the mirrored booleans', async () => {
    const { slug } = newest();
    expect(editor('flag', slug, 'live', 'on').code).toBe(0);
    expect((await get<Article>(`/api/articles/${slug}`)).live).toBe(true);
    expect((await get<PagedArticleList>('/api/articles?filters[flag]=live')).items.map((a) => a.slug)).toContain(slug);
    expect(editor('flag', slug, 'live', 'off').code).toBe(0);
    const a = await get<Article>(`/api/articles/${slug}`);
    expect(a.live).toBe(false);
    expect(a.flags.map((f) => f.slug)).not.toContain('live');
  });

  it('creates a draft that appears once published, dated at publication', async () => {
    const r = editor('create', '--section', 'kulfold', '--title', 'Tesztcikk a szerkesztőből', '--body', 'Szöveg.');
    expect(r.code, r.out).toBe(0);
    const slug = 'tesztcikk-a-szerkesztobol';
    expect((await request(`/api/articles/${slug}`)).status).toBe(404);
    expect(editor('publish', slug).code).toBe(0);
    const a = await get<Article>(`/api/articles/${slug}`);
    expect(a.mainSuperTag.slug).toBe('kulfold');
    expect(a.pubDate).toBeGreaterThan(Date.now() / 1000 - 60);
    expect((await get<PagedArticleList>('/api/articles?filters[mstag]=kulfold')).items[0]!.slug).toBe(slug);
  });

  it('adds a live-blog post at the top and moves the live blog version', async () => {
    const lb = db.prepare("SELECT id, slug, version FROM articles WHERE type = 'liveblog' AND visible = 1 ORDER BY pub_date DESC LIMIT 1").get() as {
      id: number;
      slug: string;
      version: number;
    };
    const r = editor('post', lb.slug, '--title', 'Percről percre: megkezdődött az ülés', '--body', 'Elkezdődött.');
    expect(r.code, r.out).toBe(0);
    const items = await get<SubArticlePage>(`/api/articles/${lb.id}/items`);
    expect(items.items[0]!.document.title).toBe('Percről percre: megkezdődött az ülés');
    expect((await get<{ v: number }>(`/api/articles/${lb.slug}/version`)).v).toBe(lb.version + 1);
  });

  it('refuses bad arguments with a message and a non-zero exit, leaving the store unchanged', () => {
    const { slug } = newest();
    const before = storeHash();
    const blocksBefore = blocksHash();
    const cases: [string[], RegExp][] = [
      [[], /Ismeretlen művelet/],
      [['delete', slug], /Ismeretlen művelet/],
      [['update', slug], /legalább egyet/],
      [['update', slug, '--title', '   '], /nem lehet üres/],
      [['update', slug, '--match', '-5'], /--match/],
      [['update', slug, '--match', 'x'], /--match/],
      [['update', slug, '--color-scheme', 'sepia'], /--color-scheme/],
      [['update', 'nincs-ilyen', '--title', 'x'], /Nincs ilyen cikk/],
      [['flag', slug, 'hot', 'on'], /Ismeretlen jelölő/],
      [['flag', slug, 'live', 'maybe'], /on vagy off/],
      [['create', '--section', 'nincs', '--title', 'x'], /Ismeretlen rovat/],
      [['create', '--section', 'belfold', '--title', 'x', '--site', 'g7'], /rovat/],
      [['create', '--section', 'belfold'], /--title/],
      [['post', slug, '--title', 'x'], /nem élő közvetítés/],
      [['publish'], /paramétert vár/],
      [['update', slug, '--colour', 'red'], /^unknown option '--colour' \(usage: npm run editor -- --help\)$/],
      [['block', 'nincs', '1', '--ids', '1'], /Ismeretlen oldal/],
      [['block', 'main', 'első', '--ids', '1'], /pozíció/],
      [['block', 'main', '1', '--ids', '1,x'], /cikkazonosító/],
      [['block', 'main', '1', '--ids', '99999999'], /Nincs ilyen cikk/],
      [['block', 'main', '4242', '--ids', '1'], /Nincs blokk/],
      [['rate', 'USD', 'EUR', '4,98'], /HUF vagy RON/],
      [['rate', 'RON', 'euro', '4,98'], /hárombetűs/],
      [['rate', 'RON', 'EUR', '0'], /pozitív szám/],
      [['rate', 'RON', 'EUR', 'sok'], /pozitív szám/],
      [['rate', 'RON', 'EUR'], /paramétert vár/],
    ];
    for (const [args, message] of cases) {
      const r = editor(...args);
      expect(r.code, args.join(' ')).not.toBe(0);
      expect(r.out, args.join(' ')).toMatch(message);
    }
    expect(storeHash()).toBe(before);
    expect(blocksHash()).toBe(blocksBefore);
    expect(db.prepare('SELECT count(*) AS n FROM exchange_changes').get()).toEqual({ n: 0 });
  });

  it('sets a rate on the latest rate day: the API answers it and the feed tells a rates change of that base', async () => {
    const cursor = await head();
    const r = editor('rate', 'RON', 'EUR', '4,9876');
    expect(r.code, r.out).toBe(0);
    const ro = await request('/api/frontend/init', { headers: { 'x-site': 'ro' } });
    const rates = ((await ro.json()) as { exchangeRates: { base: string; rates: { code: string; rate: number }[] } }).exchangeRates;
    expect(rates.base).toBe('RON');
    expect(rates.rates.find((x) => x.code === 'EUR')!.rate).toBe(4.9876);
    const page = await get<ChangesPage>(`/internal/api/changes?since=${cursor}`);
    expect(page.changes.map((c) => (c.kind === 'rates' ? `rates ${c.base}` : c.kind))).toEqual(['rates RON']);
  });

  it('sets the articles of a front-page block, and the change shows in the feed as a block of that site', async () => {
    const boxes = await get<{ id: number; position: number; articles: { id: number }[] }[]>('/api/index/boxes');
    const box = boxes.find((b) => b.position !== 1000 && b.articles.length >= 2)!;
    const ids = [box.articles[1]!.id, box.articles[0]!.id];
    const cursor = await head();
    const r = editor('block', 'main', String(box.position), '--ids', ids.join(','));
    expect(r.code, r.out).toBe(0);
    const after = (await get<typeof boxes>('/api/index/boxes')).find((b) => b.id === box.id)!;
    expect(after.articles.map((a) => a.id)).toEqual(ids);
    const changes = await get<ChangesPage>(`/internal/api/changes?since=${cursor}`);
    expect(changes.changes).toEqual([expect.objectContaining({ kind: 'block', site: 'main', id: box.id })]);
  });
});
