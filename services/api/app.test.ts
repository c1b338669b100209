import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Article,
  AutoBlock,
  ChangesPage,
  FrontendInit,
  FrontPageBlock,
  PagedArticleList,
  RecommenderResponse,
  SearchResult,
  SubArticlePage,
} from '../../domain/types';
import { fold } from '../store/fold';
import { TEST_SERVICE_TOKEN, testApp } from '../testing/fixture';
import type { Db } from '../store/schema';

let db: Db;
let request: (path: string, init?: RequestInit) => Promise<Response>;

beforeAll(() => {
  ({ db, request } = testApp());
});
afterAll(() => db.close());

async function json<T>(path: string, init?: RequestInit): Promise<T> {
  const res = await request(path, init);
  expect(res.status, `${path}: ${res.status}`).toBe(200);
  return (await res.json()) as T;
}

async function error(path: string, status: number, init?: RequestInit): Promise<string> {
  const res = await request(path, init);
  expect(res.status, path).toBe(status);
  const body = (await res.json()) as { error: string; status: number };
  expect(body.status).toBe(status);
  return body.error;
}

const one = <T>(sql: string, ...params: unknown[]) => db.prepare(sql).get(...params) as T;
const q = (filters: object) => encodeURIComponent(JSON.stringify(filters));
const desc = (items: Article[]) => items.every((a, i) => i === 0 || items[i - 1]!.pubDate >= a.pubDate);

const ARTICLE_FIELDS = [
  'id',
  'type',
  'title',
  'pubDate',
  'updatedAt',
  'version',
  'slug',
  'articleAuthors',
  'lead',
  'mainSuperTag',
  'superTags',
  'tags',
  'flags',
  'recommendedBoxImage',
  'resizedRecommendedBoxImage',
  'mobileImage43',
  'mobileImage11',
  'active',
  'english',
  'halfImage',
  'colorScheme',
  'spiritualHelp',
  'drugProblem',
  'rank',
  'live',
  'adultContent',
  'mirroringSites',
  'recommender',
  'colorClass',
  'parent',
  'parentId',
  'originatingSite',
  'subType',
  'subtitle',
  'headerType',
  'minute',
  'coverImage',
  'coverImageText',
  'facebookImage',
  'coverImageSet',
  'content',
  'contentHighlight',
  'paragraphCount',
  'articleContributors',
  'facebookEngagement',
  'evergreen',
  'important',
  'announcement',
  'favorite',
  'periodic',
  'adfree',
  'pr',
  'articleWidthCover',
  'facebookSuggested',
  'avCode',
  'indexAVCode',
  'ogDescription',
  'livescoreId',
  'subArticles',
  'actions',
];

describe('articles', () => {
  it('answers an article by slug and by id with every field of the spec', async () => {
    const { slug, id } = one<{ slug: string; id: number }>("SELECT slug, id FROM articles WHERE visible = 1 AND type = 'article' LIMIT 1");
    const a = await json<Article>(`/api/articles/${slug}`);
    for (const field of ARTICLE_FIELDS) expect(a, field).toHaveProperty(field);
    expect(a.slug).toBe(slug);
    expect(a.content).toMatch(/<p>/);
    expect(a.mainSuperTag).toMatchObject({ active: true });
    expect(a.articleAuthors[0]).toHaveProperty('avatarSrc');
    expect(await json<Article>(`/api/article/${id}`)).toEqual(a);
  });

  it('says 404 in JSON for an unknown slug or id', async () => {
    expect(await error('/api/articles/nincs-ilyen-cikk', 404)).toMatch(/not found/i);
    await error('/api/article/99999999', 404);
  });

  it('never shows an unpublished article on /api, whatever credential comes; /internal/api shows it to the service token', async () => {
    const inactive = one<{ slug: string; id: number }>("SELECT slug, id FROM articles WHERE active = 0 AND type <> 'liveblogpost' LIMIT 1");
    const service = { headers: { authorization: `Bearer ${TEST_SERVICE_TOKEN}` } };
    for (const init of [undefined, service, { headers: { authorization: 'Bearer preview-dev-token', cookie: 'a=b' } }]) {
      await error(`/api/articles/${inactive.slug}`, 404, init);
      await error(`/api/articles/${inactive.slug}/version`, 404, init);
      await error(`/api/article/${inactive.id}`, 404, init);
    }
    expect((await json<Article>(`/internal/api/articles/${inactive.slug}`, service)).active).toBe(false);
    expect((await json<{ v: number }>(`/internal/api/articles/${inactive.slug}/version`, service)).v).toEqual(expect.any(Number));
    expect(await error(`/internal/api/articles/${inactive.slug}`, 401)).toBe('Missing accessToken, use your refreshToken!');
    await error(`/internal/api/articles/${inactive.slug}`, 401, { headers: { authorization: 'Bearer wrong' } });
    await error(`/internal/api/articles/${inactive.slug}`, 401, { headers: { authorization: `Bearer ${TEST_SERVICE_TOKEN}x` } });

    const hidden = one<{ slug: string }>(
      'SELECT a.slug FROM articles a JOIN super_tags s ON s.id = a.main_super_tag_id WHERE s.active = 0 AND a.active = 1 LIMIT 1',
    );
    await error(`/api/articles/${hidden.slug}`, 404, service);
    expect((await json<Article>(`/internal/api/articles/${hidden.slug}`, service)).mainSuperTag.active).toBe(false);
  });

  it('marks public answers cacheable per site and internal ones private', async () => {
    const { slug } = one<{ slug: string }>('SELECT slug FROM articles WHERE visible = 1 LIMIT 1');
    const pub = await request(`/api/articles/${slug}`);
    expect(pub.headers.get('cache-control')).toBe('public, max-age=5');
    expect(pub.headers.get('vary')).toBe('X-Site');
    expect((await request('/api/articles?page=abc')).headers.get('cache-control')).toBe('no-store');
    const internal = await request(`/internal/api/articles/${slug}`, { headers: { authorization: `Bearer ${TEST_SERVICE_TOKEN}` } });
    expect(internal.headers.get('cache-control')).toBe('private, no-store');
    expect(internal.headers.get('vary')).toBe('Authorization');
    expect((await request(`/internal/api/articles/${slug}`)).headers.get('cache-control')).toBe('no-store');
  });

  it('pages a long article at its page breaks', async () => {
    const { slug } = one<{ slug: string }>("SELECT slug FROM articles WHERE type = 'longform' AND visible = 1 LIMIT 1");
    const whole = await json<Article>(`/api/articles/${slug}`);
    const p1 = await json<Article>(`/api/articles/${slug}?page=1`);
    const p2 = await json<Article>(`/api/articles/${slug}?page=2`);
    expect(p1.pageCount).toBeGreaterThanOrEqual(2);
    expect(p1.content).not.toEqual(p2.content);
    expect(whole.content).toContain(p2.content.slice(0, 60));
    expect(p2.page).toBe(2);
    await error(`/api/articles/${slug}?page=${p1.pageCount! + 1}`, 404);
    expect(await error(`/api/articles/${slug}?page=abc`, 400)).toContain("'page'");
  });

  it('answers the version as a tiny {v}', async () => {
    const { slug, version } = one<{ slug: string; version: number }>('SELECT slug, version FROM articles WHERE visible = 1 LIMIT 1');
    const res = await request(`/api/articles/${slug}/version`);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ v: version });
    expect(text.length).toBeLessThanOrEqual(64);
  });
});

describe('lists', () => {
  it('lists a section newest first, paged, with its title, feed and highlights', async () => {
    const p1 = await json<PagedArticleList>('/api/articles?filters[mstag]=belfold');
    expect(p1.title).toBe('Belföld');
    expect(p1.rss).toBe('/rss/rovat/belfold');
    expect(p1.items).toHaveLength(10);
    expect(desc(p1.items)).toBe(true);
    for (const a of p1.items) expect(a.superTags.map((s) => s.slug)).toContain('belfold');
    expect(p1.items.every((a) => a.content === '' && a.active)).toBe(true);
    expect(p1.highlights).toHaveLength(4);
    expect(p1.totalPages).toBe(Math.ceil(p1.totalItems / 10));
    const p2 = await json<PagedArticleList>('/api/articles?filters[mstag]=belfold&page=2');
    expect(p2.page).toBe(2);
    expect(p2.items[0]!.pubDate).toBeLessThanOrEqual(p1.items[9]!.pubDate);
    expect(p2.items.map((a) => a.id)).not.toContain(p1.items[0]!.id);
    const count = one<{ n: number }>(
      "SELECT count(*) AS n FROM article_super_tags WHERE super_tag_id = (SELECT id FROM super_tags WHERE slug = 'belfold') AND visible = 1",
    ).n;
    expect(p1.totalItems).toBe(count);
  });

  it('has exactly three highlights for Külföld, so the strip rule has a case to refuse', async () => {
    expect((await json<PagedArticleList>('/api/articles?filters[mstag]=kulfold')).highlights).toHaveLength(3);
  });

  it('filters by tag, author and flag', async () => {
    const tag = await json<PagedArticleList>('/api/articles?filters[tag]=helyben');
    expect(tag.items.length).toBeGreaterThan(0);
    expect(tag.items.every((a) => a.tags.some((t) => t.slug === 'helyben'))).toBe(true);
    const { slug, name } = one<{ slug: string; name: string }>('SELECT slug, name FROM authors ORDER BY id LIMIT 1');
    const byAuthor = await json<PagedArticleList>(`/api/articles?filters[author]=${slug}`);
    expect(byAuthor.title).toBe(name);
    expect(byAuthor.items.every((a) => a.articleAuthors.some((x) => x.slug === slug))).toBe(true);
    const flagged = await json<PagedArticleList>('/api/articles?filters[flag]=legfontosabb');
    expect(flagged.items.length).toBeGreaterThan(0);
    expect(flagged.items.every((a) => a.important && a.flags.some((f) => f.slug === 'legfontosabb'))).toBe(true);
  });

  it('takes limit with the parent and english filters', async () => {
    const list = await json<PagedArticleList>('/api/articles?limit=6&filters[parent]=null&filters[flag]=english');
    expect(list.items).toHaveLength(6);
    expect(list.items.every((a) => a.english && a.parentId === null)).toBe(true);
    expect(list.rss).toBe('/rss/rovat/english');
  });

  it('never lists live-blog posts or unpublished articles', async () => {
    const all = await json<PagedArticleList>('/api/articles?perPage=100');
    expect(all.items.every((a) => a.type !== 'liveblogpost' && a.active && a.originatingSite === 'main')).toBe(true);
  });

  it('refuses bad paging with a message naming the parameter, and clamps perPage', async () => {
    expect(await error('/api/articles?filters[mstag]=belfold&page=-1', 400)).toContain("'page'");
    expect(await error('/api/articles?filters[mstag]=belfold&page=kettő', 400)).toContain("'page'");
    expect(await error('/api/articles?perPage=0', 400)).toContain("'perPage'");
    const big = await json<PagedArticleList>('/api/articles?perPage=1000');
    expect(big.items).toHaveLength(100);
    expect((await json<PagedArticleList>('/api/articles?filters[mstag]=belfold&page=0')).page).toBe(1);
    expect((await json<PagedArticleList>('/api/articles?filters[mstag]=belfold&page=99999')).items).toEqual([]);
  });

  it('says 404 for an unknown section, tag or author', async () => {
    await error('/api/articles?filters[mstag]=nincs', 404);
    await error('/api/articles?filters[tag]=nincs', 404);
    await error('/api/articles?filters[author]=nincs', 404);
  });

  it('leaves out the articles of an excluded tag (the hiking list without its news)', async () => {
    const all = await json<PagedArticleList>('/api/articles?filters[mstag]=szepkilatas&perPage=100');
    const without = await json<PagedArticleList>('/api/articles?filters[mstag]=szepkilatas&filters[excludeTag]=szepkilatas-hirek&perPage=100');
    const news = all.items.filter((a) => a.tags.some((t) => t.slug === 'szepkilatas-hirek'));
    expect(news.length).toBeGreaterThan(0);
    expect(without.totalItems).toBe(all.totalItems - news.length);
    expect(without.items.some((a) => a.tags.some((t) => t.slug === 'szepkilatas-hirek'))).toBe(false);
    const unknown = await json<PagedArticleList>('/api/articles?filters[mstag]=szepkilatas&filters[excludeTag]=nincs-ilyen');
    expect(unknown.totalItems).toBe(all.totalItems);
  });

  it('selects the site by header and refuses an unknown one', async () => {
    const ro = await json<PagedArticleList>('/api/articles', { headers: { 'x-site': 'ro' } });
    expect(ro.items.every((a) => a.originatingSite === 'ro')).toBe(true);
    expect(await error('/api/articles', 400, { headers: { 'x-site': 'mars' } })).toContain('x-site');
  });
});

describe('search', () => {
  const mentions = (a: Article, word: string) => fold(`${a.title} ${a.lead}`).includes(word);

  it('finds Hungarian words with or without accents', async () => {
    const plain = await json<SearchResult>('/api/search?term=kozgyules&perPage=50');
    const accented = await json<SearchResult>(`/api/search?term=${encodeURIComponent('közgyűlés')}&perPage=50`);
    expect(plain.totalItems).toBeGreaterThan(0);
    expect(plain.totalItems).toBe(accented.totalItems);
    expect(plain.items.map((a) => a.id)).toEqual(accented.items.map((a) => a.id));
    // Ranked: the first hit has the word in its title or lead, not only deep in the body.
    expect(mentions(plain.items[0]!, 'kozgyules')).toBe(true);
  });

  it('combines the term with filters, sites and paging', async () => {
    const filters = q({ superTags: ['belfold'] });
    const r = await json<SearchResult>(`/api/search?term=kozgyules&filters=${filters}&sites=main&perPage=5&oldal=1`);
    expect(r.items.length).toBeLessThanOrEqual(5);
    expect(r.items.every((a) => a.superTags.some((s) => s.slug === 'belfold') && a.originatingSite === 'main')).toBe(true);
    expect(r.title).toBe('Belföld');
    expect(r.totalPages).toBe(Math.max(1, Math.ceil(r.totalItems / 5)));

    const tagged = await json<SearchResult>(`/api/search?filters=${q({ and_tags: ['budapest', 'kormany'] })}`);
    expect(tagged.items.length).toBeGreaterThan(0);
    for (const a of tagged.items) expect(a.tags.map((t) => t.slug)).toEqual(expect.arrayContaining(['budapest', 'kormany']));
    expect(desc(tagged.items)).toBe(true);

    const sites = await json<SearchResult>('/api/search?sites=after|g7&perPage=30');
    expect(new Set(sites.items.map((a) => a.originatingSite))).toEqual(new Set(['after', 'g7']));
  });

  it('leaves out the tags named in not_tags', async () => {
    const all = await json<SearchResult>(`/api/search?filters=${q({ superTags: ['szepkilatas'] })}&perPage=100`);
    const without = await json<SearchResult>(`/api/search?filters=${q({ superTags: ['szepkilatas'], not_tags: ['szepkilatas-hirek'] })}&perPage=100`);
    const news = all.items.filter((a) => a.tags.some((t) => t.slug === 'szepkilatas-hirek')).length;
    expect(news).toBeGreaterThan(0);
    expect(without.totalItems).toBe(all.totalItems - news);
    expect(without.items.every((a) => a.tags.every((t) => t.slug !== 'szepkilatas-hirek'))).toBe(true);
  });

  it("filters by flag, with or without words: the flag lists' search", async () => {
    const flagged = one<{ n: number }>("SELECT count(*) AS n FROM article_flags WHERE flag = 'legfontosabb' AND visible = 1").n;
    expect(flagged).toBeGreaterThan(0);
    const all = await json<SearchResult>(`/api/search?filters=${q({ flags: ['legfontosabb'] })}&perPage=100`);
    expect(all.totalItems).toBe(flagged);
    expect(all.items.every((a) => a.flags.some((f) => f.slug === 'legfontosabb'))).toBe(true);
    const word = all.items[0]!.title.split(' ')[0]!;
    const found = await json<SearchResult>(`/api/search?term=${encodeURIComponent(word)}&filters=${q({ flags: ['legfontosabb'] })}&perPage=100`);
    expect(found.totalItems).toBeGreaterThan(0);
    expect(found.totalItems).toBeLessThanOrEqual(flagged);
    expect(found.items.every((a) => a.flags.some((f) => f.slug === 'legfontosabb'))).toBe(true);
    // A hyphenated flag is one token too.
    const hero = await json<SearchResult>(`/api/search?filters=${q({ flags: ['g7-hero'] })}&perPage=100`);
    expect(hero.items.every((a) => a.flags.some((f) => f.slug === 'g7-hero'))).toBe(true);
  });

  it('filters by author and by words in the title', async () => {
    const { slug } = one<{ slug: string }>("SELECT slug FROM authors WHERE site_slug = 'main' ORDER BY id LIMIT 1");
    const r = await json<SearchResult>(`/api/search?filters=${q({ authors: [slug] })}`);
    expect(r.items.every((a) => a.articleAuthors.some((x) => x.slug === slug))).toBe(true);
    const titled = await json<SearchResult>(`/api/search?filters=${q({ title: ['kozgyules'] })}`);
    expect(titled.items.length).toBeGreaterThan(0);
    expect(titled.items.every((a) => fold(a.title).includes('kozgyules'))).toBe(true);
  });

  it('refuses malformed filters and pages', async () => {
    expect(await error('/api/search?filters={nope', 400)).toContain("'filters'");
    expect(await error(`/api/search?filters=${q({ and_tags: 'budapest' })}`, 400)).toContain("'filters.and_tags'");
    expect(await error(`/api/search?filters=${q({ evil: [] })}`, 400)).toContain("'filters'");
    expect(await error('/api/search?oldal=-2', 400)).toContain("'oldal'");
    expect(await error('/api/search?sites=main|mars', 400)).toContain("'sites'");
  });

  it('treats search syntax in the term as plain words', async () => {
    for (const term of ['"', 'AND OR NOT', 'kozgy*', 'title:x', '(((', 'NEAR(a b)', "'; DROP TABLE articles; --"]) {
      const res = await request(`/api/search?term=${encodeURIComponent(term)}`);
      expect(res.status, term).toBe(200);
    }
  });

  it('answers typeahead with at most 5 newest titles matching the prefix', async () => {
    const r = await json<{ items: Article[] }>('/api/search/articles?limit=5&term=kozgy');
    expect(r.items.length).toBeGreaterThan(0);
    expect(r.items.length).toBeLessThanOrEqual(5);
    expect(r.items.every((a) => /\bkozgy/.test(fold(a.title)))).toBe(true);
    expect(desc(r.items)).toBe(true);
    expect((await json<{ items: Article[] }>('/api/search/articles?term=')).items).toEqual([]);
  });

  it('autocompletes sections, tags and authors with counts, accents ignored', async () => {
    const r = await json<{ items: { type: string; text: string; count: number }[] }>('/api/search/autocomplete?term=kozgy');
    expect(r.items).toContainEqual(expect.objectContaining({ type: 'tags', text: 'Fővárosi Közgyűlés' }));
    const sections = await json<{ items: { type: string; text: string; count: number; slug: string }[] }>('/api/search/autocomplete?term=Belf');
    const belfold = sections.items.find((i) => i.text === 'Belföld')!;
    expect(belfold.type).toBe('superTags');
    expect(belfold.count).toBeGreaterThan(10);
    expect(belfold.slug).toBe('belfold');
  });

  it('autocompletes at most 5 items, most articles first, without what the filters already name', async () => {
    type Items = { items: { type: string; text: string; count: number; slug: string }[] };
    const all = await json<Items>('/api/search/autocomplete?term=b');
    expect(all.items).toHaveLength(5);
    const counts = all.items.map((i) => i.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const first = all.items[0]!;
    const key = { superTags: 'superTags', tags: 'and_tags', authors: 'authors' }[first.type]!;
    const rest = await json<Items>(`/api/search/autocomplete?term=b&filters=${q({ [key]: [first.slug] })}`);
    expect(rest.items.map((i) => i.slug)).not.toContain(first.slug);
    expect(rest.items.map((i) => i.slug)).toEqual([...all.items.slice(1).map((i) => i.slug), rest.items[4]!.slug]);
  });

  it('answers 400 to autocomplete filters that are no JSON', async () => {
    expect(await error('/api/search/autocomplete?term=b&filters=%7Bnope', 400)).toContain("'filters'");
  });

  it('answers the highlights of a criteria', async () => {
    const r = await json<{ highlights: Article[] }>(`/api/search/highlights?filters=${q({ superTags: ['sport'] })}`);
    expect(r.highlights).toHaveLength(4);
    expect(r.highlights.every((a) => a.superTags.some((s) => s.slug === 'sport'))).toBe(true);
  });
});

describe('live blogs', () => {
  it('pages sub-articles 30 at a time with the pinned ones apart', async () => {
    const lb = one<{ id: number; slug: string }>("SELECT id, slug FROM articles WHERE type = 'liveblog' AND visible = 1 ORDER BY pub_date DESC LIMIT 1");
    const page1 = await json<SubArticlePage>(`/api/articles/${lb.id}/items?perPage=30&page=1`);
    expect(page1.items).toHaveLength(30);
    expect(page1.pinnedItems.length).toBeGreaterThanOrEqual(1);
    expect(page1.items.every((i) => i.document.parentId === lb.id)).toBe(true);
    const postCount = page1.totalItems + page1.pinnedItems.length;
    expect(postCount).toBeGreaterThanOrEqual(40);
    expect(page1.items.filter((i) => i.type === 'post').every((i) => i.document.type === 'liveblogpost')).toBe(true);
    const pinnedIds = new Set(page1.pinnedItems.map((i) => i.document.id));
    expect(page1.items.some((i) => pinnedIds.has(i.document.id))).toBe(false);
    const page2 = await json<SubArticlePage>(`/api/articles/${lb.id}/items?page=2`);
    expect(page2.items.length).toBe(Math.min(30, page1.totalItems - 30));
    const live = await json<Article>(`/api/articles/${lb.slug}`);
    expect(live.live).toBe(true);
    expect(await error('/api/articles/abc/items', 400)).toContain("'id'");
    await error('/api/articles/99999999/items', 404);
  });
});

describe('front page and boxes', () => {
  it('answers the four auto-block versions and refuses others', async () => {
    for (const v of [1, 2, 3, 4]) {
      const block = await json<AutoBlock>(`/api/index/auto-block?v=${v}`);
      expect(block.v).toBe(v);
      expect(block.blocks.length).toBeGreaterThan(0);
      expect(block.blocks[0]!.articles.length).toBeGreaterThan(0);
    }
    expect(await error('/api/index/auto-block?v=5', 400)).toContain("'v'");
    await error('/api/index/auto-block', 400);
  });

  it('answers more articles per auto-block section on request (limit, up to 20), newest first', async () => {
    const four = await json<AutoBlock>('/api/index/auto-block?v=1');
    expect(four.blocks.every((s) => s.articles.length === 4)).toBe(true);
    const more = await json<AutoBlock>('/api/index/auto-block?v=1&limit=10');
    for (const [i, s] of more.blocks.entries()) {
      expect(s.articles).toHaveLength(10);
      // The default answer is the start of the longer one.
      expect(s.articles.slice(0, 4).map((a) => a.id)).toEqual(four.blocks[i]!.articles.map((a) => a.id));
      const dates = s.articles.map((a) => a.pubDate);
      expect(dates).toEqual([...dates].sort((a, b) => b - a));
    }
    expect((await json<AutoBlock>('/api/index/auto-block?v=1&limit=500')).blocks[0]!.articles).toHaveLength(20);
    expect(await error('/api/index/auto-block?v=1&limit=0', 400)).toContain("'limit'");
    expect(await error('/api/index/auto-block?v=1&limit=x', 400)).toContain("'limit'");
  });

  it('answers curated blocks per site, with the breaking block at 1000 on seed 1', async () => {
    const main = await json<FrontPageBlock[]>('/api/index/boxes');
    expect(main.map((b) => b.position)).toEqual([...main.map((b) => b.position)].sort((a, b) => a - b));
    expect(main.find((b) => b.position === 1000)?.type).toBe('breaking');
    const after = await json<FrontPageBlock[]>('/api/index/boxes', { headers: { 'x-site': 'after' } });
    // The podcast blocks are episodes (GET /api/episodes?site=…; D-227), not curated articles.
    expect(after.map((b) => b.articles.length)).toEqual([3, 8, 5, 6]);
    const g7 = await json<FrontPageBlock[]>('/api/index/boxes', { headers: { 'x-site': 'g7' } });
    expect(g7.map((b) => b.articles.length)).toEqual([8, 1, 1, 5, 1, 6]);
    const karakter = await json<FrontPageBlock[]>('/api/index/boxes', { headers: { 'x-site': 'karakter' } });
    expect(karakter.map((b) => b.articles.length)).toEqual([3, 1, 6, 2, 1, 3, 1, 6, 3, 2, 6]);
    const ids = karakter.flatMap((b) => b.articles.map((a) => a.id));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('answers recommender lists within the caps, different per version', async () => {
    const v1 = await json<RecommenderResponse>('/api/recommended/mstag/all?v=1');
    const v2 = await json<RecommenderResponse>('/api/recommended/mstag/all?v=2');
    expect(v1.special.length).toBeLessThanOrEqual(4);
    expect(v1.breaking.length).toBeLessThanOrEqual(6);
    expect(v1.important.length).toBeLessThanOrEqual(4);
    expect(v1.newest).toHaveLength(4);
    expect(v1.favorite.length).toBeLessThanOrEqual(6);
    expect(v1.pr.length).toBeGreaterThanOrEqual(2);
    expect(v1.pr.length).toBeLessThanOrEqual(4);
    expect(v1.after.every((a) => a.originatingSite === 'after')).toBe(true);
    expect(v1.g7.every((a) => a.originatingSite === 'g7')).toBe(true);
    expect(v1.newest.map((a) => a.id)).not.toEqual(v2.newest.map((a) => a.id));
    await error('/api/recommended/mstag/all?v=21', 400);
  });

  it('recommends only the asking domain’s articles', async () => {
    const lists = (r: RecommenderResponse) => [...r.special, ...r.breaking, ...r.important, ...r.newest, ...r.favorite, ...r.pr];
    for (let v = 1; v <= 20; v += 3) {
      const main = await json<RecommenderResponse>(`/api/recommended/mstag/all?v=${v}`);
      expect(
        lists(main)
          .filter((a) => a.originatingSite === 'ro')
          .map((a) => a.slug),
      ).toEqual([]);
      const ro = await json<RecommenderResponse>(`/api/recommended/mstag/all?v=${v}`, { headers: { 'x-site': 'ro' } });
      expect(
        lists(ro)
          .filter((a) => a.originatingSite !== 'ro')
          .map((a) => a.slug),
      ).toEqual([]);
    }
  });
});

describe('documents, uniques and shared data', () => {
  it('answers documents and uniques, 404 for unknown ones', async () => {
    expect((await json<{ title: string }>('/api/docs/impresszum')).title).toBe('Impresszum');
    await json('/api/docs/ellenorzo-modszertan');
    await json('/api/docs/hirlevel');
    await error('/api/docs/nincs', 404);
    expect((await json<{ content: string }>('/api/unique/konyvajanlo')).content).toContain('könyv');
    await error('/api/unique/nincs', 404);
    const group = await json<{ id: number; uniques: { slug: string }[] }>('/api/unique-groups/27');
    expect(group.uniques.length).toBe(2);
    await json('/api/unique-groups/13');
    await error('/api/unique-groups/abc', 400);
    await error('/api/unique-groups/5', 404);
  });

  it('lists every document (slug, title, date, version) in slug order, each answering its own call', async () => {
    const list = await json<{ slug: string; title: string; updatedAt: number; version: number }[]>('/api/docs');
    const slugs = db.prepare('SELECT slug FROM docs ORDER BY slug').pluck().all() as string[];
    expect(list.map((d) => d.slug)).toEqual(slugs);
    expect(slugs).toContain('impresszum');
    for (const d of list) {
      const doc = await json<{ title: string; version: number }>(`/api/docs/${d.slug}`);
      expect(doc).toMatchObject({ title: d.title, version: d.version });
      expect(Number.isInteger(d.updatedAt)).toBe(true);
      expect(d).not.toHaveProperty('content');
    }
  });

  it('answers init with every site menu and refresh with the shared data', async () => {
    const init = await json<FrontendInit>('/api/frontend/init');
    expect(Object.keys(init.menus).sort()).toEqual(['after', 'g7', 'karakter', 'main', 'ro']);
    expect(init.menus.g7.main.map((i) => i.label)).toEqual(['Friss hírek', 'Adat', 'Közélet', 'Pénz', 'Podcast']);
    expect(init.componentSetup).toMatchObject({ donations: '0', refreshQuiz: '0' });
    const refresh = await json<FrontendInit>('/api/frontend/refresh');
    expect(refresh).not.toHaveProperty('menus');
    expect(refresh.pipStatus).toMatchObject({ pipLabel: 'élő', pipOpen: '1', pipShow: '0' });
    expect(refresh.exchangeRates.base).toBe('HUF');
    expect(refresh.trendingTags.length).toBeGreaterThan(0);
    expect(refresh.weatherData.length).toBeGreaterThan(0);
    const ro = await json<FrontendInit>('/api/frontend/refresh', { headers: { 'x-site': 'ro' } });
    expect(ro.exchangeRates.base).toBe('RON');
  });

  it('answers exchange rates in HUF and RON with a history per range', async () => {
    type History = { base: string; rates: { code: string; rate: number }[]; history: { code: string; points: unknown[] }[] };
    const huf = await json<History>('/api/exchange?range=month');
    expect(huf.base).toBe('HUF');
    expect(huf.rates.find((r) => r.code === 'EUR')!.rate).toBeGreaterThan(300);
    expect(huf.history[0]!.points.length).toBeGreaterThanOrEqual(31);
    const ron = await json<{ base: string; rates: { code: string }[] }>('/api/exchange', { headers: { 'x-site': 'ro' } });
    expect(ron.base).toBe('RON');
  });

  it('answers one currency against the site’s own: EUR in forints, EUR in lei; a 400 with a message for others', async () => {
    type History = { base: string; range: string; rates: { code: string; rate: number }[]; history: { code: string; points: unknown[] }[] };
    const eurHuf = await json<History>('/api/exchange?currency=EUR&range=week');
    expect(eurHuf).toMatchObject({ base: 'HUF', range: 'week' });
    expect(eurHuf.rates.map((r) => r.code)).toEqual(['EUR']);
    expect(eurHuf.rates[0]!.rate).toBeGreaterThan(300);
    expect(eurHuf.history.map((h) => h.code)).toEqual(['EUR']);
    expect(eurHuf.history[0]!.points.length).toBeGreaterThanOrEqual(7);
    const eurRon = await json<History>('/api/exchange?currency=EUR&range=year', { headers: { 'x-site': 'ro' } });
    expect(eurRon).toMatchObject({ base: 'RON', range: 'year' });
    expect(eurRon.rates.map((r) => r.code)).toEqual(['EUR']);
    expect(eurRon.rates[0]!.rate).toBeLessThan(10);
    for (const [query, message] of [
      ['currency=XAU', /currency.*EUR, USD/],
      ['currency=HUF', /currency.*quoted in HUF/],
      ['currency=EUR&range=decade', /range.*day, week, month, year/],
    ] as const) {
      expect(await error(`/api/exchange?${query}`, 400)).toMatch(message);
    }
  });

  it('answers the staff list and the route rules', async () => {
    const staff = await json<{ title: string; people: unknown[] }[]>('/api/impress/staff');
    expect(staff[0]!.title).toBe('Főszerkesztő');
    const rules = await json<{ from: string; to: string; status: number }[]>('/api/route-rules');
    expect(rules.length).toBeGreaterThan(0);
    expect(rules.every((r) => r.from.startsWith('/') && [301, 302].includes(r.status))).toBe(true);
  });

  it('serves the generated images', async () => {
    const res = await request('/media/article-001@2x.png');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toContain('immutable');
    await error('/media/../content.db', 404);
  });
});

const service = { headers: { authorization: `Bearer ${TEST_SERVICE_TOKEN}` } };

describe('changes feed', () => {
  it('pages through every change in order with a cursor', async () => {
    const head = (await json<{ cursor: string }>('/internal/api/changes/head', service)).cursor;
    const first = await json<ChangesPage>('/internal/api/changes?since=0&limit=50', service);
    expect(first.changes).toHaveLength(50);
    expect(first.hasMore).toBe(true);
    const article = first.changes.find((c) => c.kind === 'article');
    expect(article).toMatchObject({ pubDate: expect.any(Number), mainSuperTag: expect.any(String), superTagSite: expect.any(String) });
    const cursors = first.changes.map((c) => Number(c.cursor));
    expect(cursors).toEqual([...cursors].sort((a, b) => a - b));
    const second = await json<ChangesPage>(`/internal/api/changes?since=${first.next}&limit=50`, service);
    expect(Number(second.changes[0]!.cursor)).toBeGreaterThan(Number(first.next));
    const end = await json<ChangesPage>(`/internal/api/changes?since=${head}`, service);
    expect(end).toEqual({ changes: [], next: head, hasMore: false });
    const kinds = new Set((await json<ChangesPage>(`/internal/api/changes?since=${Number(head) - 80}&limit=100`, service)).changes.map((c) => c.kind));
    expect([...kinds]).toEqual(expect.arrayContaining(['article', 'block', 'doc', 'menu', 'unique']));
    expect(await error('/internal/api/changes?since=abc', 400, service)).toContain("'since'");
    await error('/api/changes?since=0', 404, service);
  });
});
