// Article pages as HTML (was e2e/article.spec.ts): what a reader without JavaScript and a crawler get from the
// render server (and, for the head, from the static origin and nginx alike): the head tags and JSON-LD, the lead
// image's one preload, a long article's pages, a live blog and its posts, the Romanian edition, the 404 of an
// unpublished article, the canonical redirect, no ad slot in a sponsored article.
import { describe, expect, it } from 'vitest';
import { findArticle, inactiveSlug } from '../corpus';
import { e2eEnv } from '../env';
import { ask, documentOf, page, servers, text } from './http';
import { jsonLd, named, one } from './reader';

const visibleArticle = "a.visible = 1 AND a.type = 'article' AND a.site_slug = 'main' AND a.content LIKE '%<p>%'";
const render = () => e2eEnv().baseUrl;

describe.each(Object.entries(servers()))('a plain article on the %s', (_name, base) => {
  it('complete HTML: heading, canonical, Open Graph, NewsArticle, the RSS feed, title', async () => {
    const a = await findArticle(visibleArticle);
    const doc = await page(base, a.path);
    expect(text(doc.querySelector('h1'))).toBe(a.title);
    expect(doc.querySelector('link[rel=canonical]')?.getAttribute('href')).toBe(`https://hirter.hu${a.path}`);
    expect(doc.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe(a.title);
    expect(jsonLd(doc)['@type']).toBe('NewsArticle');
    expect(doc.querySelector('link[rel=alternate][type="application/rss+xml"]')?.getAttribute('href')).toBe('/rss');
    expect(doc.title).toBe(`${a.title} | Hírtér`);
  });

  it('the lead image is preloaded once, with high priority, the same files as the picture', async () => {
    const a = await findArticle(`${visibleArticle} AND json_extract(a.doc, '$.coverImageSet.src') IS NOT NULL`);
    const doc = await page(base, a.path);
    const preloads = doc.querySelectorAll('link[rel=preload][as=image]');
    expect(preloads).toHaveLength(1);
    expect(preloads[0]!.getAttribute('fetchpriority')).toBe('high');
    const lead = doc.querySelector('img[fetchpriority=high]');
    expect(lead?.getAttribute('srcset')).toBeTruthy();
    expect(preloads[0]!.getAttribute('imagesrcset')).toBe(lead!.getAttribute('srcset'));
  });
});

describe.each(Object.entries(servers()))('a live-blog post on the %s', (_name, base) => {
  it('its own URL loads its sibling posts and links its live blog', async () => {
    const post = await findArticle("a.type = 'liveblogpost' AND a.active = 1");
    const parent = await findArticle('a.id = (SELECT parent_id FROM articles WHERE slug = ?)', post.slug);
    const doc = await page(base, post.path);
    expect(text(doc.querySelector('h1'))).toBe(post.title);
    expect(doc.querySelector(`a[href="${parent.path}"]`)).not.toBeNull();
    const siblings = Array.from(doc.querySelectorAll('section[aria-label="További bejegyzések"] article h3 a'), (a) => a.getAttribute('href'));
    expect(siblings).toHaveLength(10);
    expect(siblings).not.toContain(post.path);
  });
});

describe('article pages, read without JavaScript', () => {
  it('readable: the text, and the embedded video as a link', async () => {
    const a = await findArticle("a.visible = 1 AND a.type = 'article' AND a.content LIKE '%youtube%'");
    const doc = await page(render(), a.path);
    expect(text(doc.querySelector('h1'))).toBe(a.title);
    expect(doc.querySelectorAll('article p').length).toBeGreaterThan(3);
    const link = doc.querySelector('figure[data-embed=youtube] a, article a[href*="youtu"]');
    expect(link?.getAttribute('href')).toMatch(/^https:\/\/www\.youtube\.com\//);
    expect(link?.closest('[hidden]')).toBeNull();
  });

  it('a long article is paged with oldal; a page past the end is a 404', async () => {
    const a = await findArticle("a.visible = 1 AND a.type = 'longform'");
    const first = await page(render(), a.path);
    const pager = first.querySelector('nav[aria-label="Lapozó"]');
    expect(pager).not.toBeNull();
    const two = one(pager!, 'a', '2').getAttribute('href')!;
    expect(two).toBe(`${a.path}?oldal=2`);
    const second = await page(render(), two);
    expect(text(second.querySelector('[data-article-body] p'))).not.toBe(text(first.querySelector('[data-article-body] p')));
    expect((await ask(render(), `${a.path}?oldal=99`)).status).toBe(404);
  });

  it('a live blog: ÉLŐ badge, posts newest first with the pinned ones on top, LiveBlogPosting; the second page', async () => {
    const a = await findArticle("a.visible = 1 AND a.type = 'liveblog' AND a.doc LIKE '%\"live\":true%'");
    const doc = await page(render(), a.path);
    expect(text(doc.querySelector('[data-badge=live]'))).toContain('ÉLŐ');
    const posts = doc.querySelectorAll('[data-live-blog] article');
    expect(posts.length).toBeGreaterThanOrEqual(30);
    expect(posts[0]!.hasAttribute('data-pinned')).toBe(true);
    // The clock time of each post, in the HTML.
    expect(text(posts[0]!.querySelector('[data-post-clock]'))).toMatch(/^\d{2}:\d{2}$/);
    const ld = jsonLd(doc) as { '@type': string; liveBlogUpdate?: unknown[] };
    expect(ld['@type']).toBe('LiveBlogPosting');
    expect(ld.liveBlogUpdate).toHaveLength(30);
    const second = await page(render(), `${a.path}?oldal=2`);
    expect(second.querySelectorAll('[data-live-blog] article[data-pinned]')).toHaveLength(0);
  });

  it('a live-blog post shows its live blog and the sibling posts', async () => {
    const post = await findArticle("a.type = 'liveblogpost' AND a.active = 1");
    const doc = await page(render(), post.path);
    expect(text(doc.querySelector('h1'))).toBe(post.title);
    expect(doc.querySelectorAll('section[aria-label="További bejegyzések"] article')).toHaveLength(10);
  });

  it('a Romanian-edition article, with prices in lei', async () => {
    const a = await findArticle("a.visible = 1 AND a.site_slug = 'ro' AND a.type = 'article'");
    const doc = await page(render(), a.path, { domain: 'ro' });
    expect(text(doc.querySelector('h1'))).toBe(a.title);
    expect(doc.querySelector('link[rel=canonical]')?.getAttribute('href')).toBe(`https://hirter.ro${a.path}`);
    expect(text(doc.querySelector('[data-currency=EUR]'))).toContain('Lei');
    expect(doc.title).toMatch(/Hírtér Erdély$/);
  });

  it('an unpublished article is a 404 with the error page', async () => {
    const res = await ask(render(), `/belfold/2026/01/05/${inactiveSlug()}`);
    expect(res.status).toBe(404);
    const doc = documentOf(res.body);
    expect(text(doc.querySelector('h1'))).toBe('A keresett oldal nem található.');
    expect(named(doc, 'a', 'Vissza a címlapra').map((l) => l.getAttribute('href'))).toEqual(['/']);
  });

  it('a non-canonical address redirects to the canonical one, query kept', async () => {
    const a = await findArticle(visibleArticle);
    const wrong = a.path.replace(/^\/[^/]+\//, '/sport/').replace(/\/\d{4}\/\d{2}\/\d{2}\//, '/2020/01/01/');
    const res = await ask(render(), `${wrong}?utm_source=x`);
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe(`${a.path}?utm_source=x`);
  });

  it('a sponsored article has no ad slot', async () => {
    const a = await findArticle("a.visible = 1 AND a.doc LIKE '%\"pr\":true%' AND a.type = 'article'");
    const doc = await page(render(), a.path);
    expect(doc.querySelector('[data-article-body]')).not.toBeNull();
    // Every slot names the app's zone, a phone's top slot no desktop one.
    expect(doc.querySelectorAll('[data-ad-desktop], [data-ad-mobile], [data-ad-app]')).toHaveLength(0);
  });
});
