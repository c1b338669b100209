import { describe, expect, it } from 'vitest';
import type { Article, SubArticle } from './types';
import { articleHead, articleShareImage, HEAD_LINKS, INDEXABLE_ROBOTS, inSitemap, pageHead } from './head';
import { SITES } from './sites';

const article = (over: Partial<Article> = {}): Article =>
  ({
    id: 7,
    type: 'article',
    title: 'Ülésezett a közgyűlés',
    lead: 'Rövid bevezető.',
    ogDescription: null,
    pubDate: 1_763_800_000,
    updatedAt: 1_763_803_600,
    slug: 'ulesezett-a-kozgyules',
    articleAuthors: [{ slug: 'kovacs-anna', name: 'Kovács Anna', avatarSrc: '/media/avatar-001.png' }],
    mainSuperTag: { id: 1, slug: 'belfold', name: 'Belföld', active: true, siteSlug: 'main' },
    superTags: [{ slug: 'belfold', name: 'Belföld' }],
    tags: [{ slug: 'budapest', name: 'Budapest' }],
    flags: [],
    active: true,
    english: false,
    live: false,
    adultContent: false,
    facebookImage: '/media/article-001@3x.png',
    coverImage: '/media/article-001.png',
    coverImageSet: null,
    ...over,
  }) as Article;

describe('articleHead', () => {
  it('gives the canonical URL on the site domain, share tags and a NewsArticle', () => {
    const h = articleHead('main', article(), { path: '/belfold/2025/11/22/ulesezett-a-kozgyules' });
    expect(h.title).toBe('Ülésezett a közgyűlés | Hírtér');
    expect(h.canonical).toBe('https://hirter.hu/belfold/2025/11/22/ulesezett-a-kozgyules');
    expect(h.meta).toContainEqual({ property: 'og:image', content: 'https://hirter.hu/media/article-001@3x.png' });
    expect(h.meta).toContainEqual({ name: 'twitter:card', content: 'summary_large_image' });
    expect(h.meta.some((m) => m.name === 'google-site-verification')).toBe(true);
    expect(h.jsonLd[0]).toMatchObject({
      '@type': 'NewsArticle',
      headline: 'Ülésezett a közgyűlés',
      author: [{ '@type': 'Person', name: 'Kovács Anna' }],
      publisher: { name: 'Hírtér' },
    });
    expect(h.feeds.map((f) => f.href)).toEqual(['/rss', '/rss/rovat/belfold']);
    expect(h.robots).toBe('max-image-preview:large');
  });

  it('declares an English article English everywhere: <html lang>, og:locale and inLanguage; a Hungarian one Hungarian', () => {
    const lang = (h: ReturnType<typeof articleHead>) => [
      h.lang,
      h.meta.find((m) => m.property === 'og:locale')?.content,
      (h.jsonLd[0] as { inLanguage: string }).inLanguage,
    ];
    expect(lang(articleHead('main', article({ english: true }), { path: '/english/x' }))).toEqual(['en', 'en_GB', 'en']);
    expect(lang(articleHead('main', article(), { path: '/x' }))).toEqual(['hu', 'hu_HU', 'hu']);
    expect(lang(articleHead('ro', article(), { path: '/x' }))).toEqual(['hu', 'hu_HU', 'hu']);
  });

  it('sizes and describes the share image when it is a file of the cover set (the 3x variant: base × 3)', () => {
    const coverImageSet = {
      src: '/media/article-001.png',
      width: 400,
      height: 225,
      alt: 'Tüntetők a Kossuth téren',
      variants: {
        '1.25x': '/media/article-001@1.25x.png',
        '2x': '/media/article-001@2x.png',
        '3x': '/media/article-001@3x.png',
        '4x': '/media/article-001@4x.png',
      },
    };
    const image = (h: ReturnType<typeof articleHead>) => h.meta.filter((m) => m.property?.startsWith('og:image')).map((m) => [m.property, m.content]);
    expect(image(articleHead('main', article({ coverImageSet, coverImageText: 'Fotó: Kiss Péter' }), { path: '/x' }))).toEqual([
      ['og:image', 'https://hirter.hu/media/article-001@3x.png'],
      ['og:image:width', '1200'],
      ['og:image:height', '675'],
      ['og:image:alt', 'Tüntetők a Kossuth téren'],
    ]);
    // A Facebook picture of its own: no size or alt the content does not give.
    expect(image(articleHead('main', article({ coverImageSet, facebookImage: '/media/fb-001.png' }), { path: '/x' }))).toEqual([
      ['og:image', 'https://hirter.hu/media/fb-001.png'],
    ]);
    // The cover without alt text: its caption.
    expect(
      articleShareImage('main', {
        facebookImage: null,
        coverImage: coverImageSet.src,
        coverImageSet: { ...coverImageSet, alt: '' },
        coverImageText: 'Fotó: Kiss Péter',
      }),
    ).toEqual({
      path: coverImageSet.src,
      size: { width: 400, height: 225 },
      alt: 'Fotó: Kiss Péter',
    });
    // No picture at all: the site's share image, 1200×630, named by the site.
    expect(image(articleHead('g7', article({ facebookImage: null, coverImage: null }), { path: '/x' }))).toEqual([
      ['og:image', 'https://hirter.hu/images/share/g7.png'],
      ['og:image:width', '1200'],
      ['og:image:height', '630'],
      ['og:image:alt', 'G7'],
    ]);
  });

  it('gives the search engines the 4:3 and 1:1 pictures: the article’s own, else its site’s mobile images', () => {
    const own = articleHead('main', article({ mobileImage43: '/media/a-4x3.png', mobileImage11: '/media/a-1x1.png' }), { path: '/x' });
    expect((own.jsonLd[0] as { image: string[] }).image.slice(-2)).toEqual(['https://hirter.hu/media/a-4x3.png', 'https://hirter.hu/media/a-1x1.png']);
    const ro = articleHead('ro', article({ mobileImage43: null, mobileImage11: null }), { path: '/x' });
    expect((ro.jsonLd[0] as { image: string[] }).image.slice(-2)).toEqual([
      `https://hirter.ro${SITES.ro.mobileImage43}`,
      `https://hirter.ro${SITES.ro.mobileImage11}`,
    ]);
  });

  it('names the site’s reader-revenue property as the free product the article is part of', () => {
    expect(articleHead('main', article(), { path: '/x' }).jsonLd[0]).toMatchObject({
      isPartOf: { '@type': ['CreativeWork', 'Product'], productID: `${SITES.main.readerRevenuePropertyId}:openaccess` },
    });
    expect(articleHead('ro', article(), { path: '/x' }).jsonLd[0]).toMatchObject({ isPartOf: { productID: `${SITES.ro.readerRevenuePropertyId}:openaccess` } });
  });

  it('tells the shares from the site’s social interaction number on: 300 on the Hungarian sites, 100 on the Romanian edition', () => {
    const shares = (site: 'main' | 'ro', n: number) =>
      (articleHead(site, article({ facebookEngagement: n }), { path: '/x' }).jsonLd[0] as { interactionStatistic?: { userInteractionCount: number } })
        .interactionStatistic?.userInteractionCount;
    expect([shares('main', 299), shares('main', 300), shares('ro', 99), shares('ro', 100), shares('ro', 299)]).toEqual([undefined, 300, undefined, 100, 299]);
  });

  it('describes a live blog as LiveBlogPosting with its updates', () => {
    const post = { type: 'post', document: article({ id: 8, slug: 'elso', title: 'Első bejegyzés', type: 'liveblogpost' }) } as SubArticle;
    const h = articleHead('main', article({ type: 'liveblog', live: true }), { path: '/belfold/x', posts: [post] });
    expect(h.jsonLd[0]).toMatchObject({ '@type': 'LiveBlogPosting', liveBlogUpdate: [{ '@type': 'BlogPosting', headline: 'Első bejegyzés' }] });
    expect(h.jsonLd[0]).not.toHaveProperty('coverageEndTime');
    const ended = articleHead('main', article({ type: 'liveblog', live: false }), { path: '/belfold/x' });
    expect(ended.jsonLd[0]).toMatchObject({ coverageStartTime: '2025-11-22T08:26:40.000Z', coverageEndTime: '2025-11-22T09:26:40.000Z' });
  });

  it('follows the article with its breadcrumbs, the page number left out', () => {
    const h = articleHead('main', article(), { path: '/belfold/2025/11/22/ulesezett-a-kozgyules?oldal=2' });
    expect(h.jsonLd.map((b) => (b as { '@type': string })['@type'])).toEqual(['NewsArticle', 'BreadcrumbList']);
    expect((h.jsonLd[1] as { itemListElement: { item: string }[] }).itemListElement.map((i) => i.item)).toEqual([
      'https://hirter.hu/',
      'https://hirter.hu/rovat/belfold',
      'https://hirter.hu/belfold/2025/11/22/ulesezett-a-kozgyules',
    ]);
  });

  it('uses the Romanian edition domain and publisher there, and keeps unpublished or adult pages out of search', () => {
    const ro = articleHead('ro', article({ mainSuperTag: { id: 2, slug: 'erdely', name: 'Erdély', active: true, siteSlug: 'ro' } }), { path: '/erdely/x' });
    expect(ro.canonical).toBe('https://hirter.ro/erdely/x');
    expect(ro.jsonLd[0]).toMatchObject({ publisher: { name: 'Hírtér Erdély' } });
    expect(articleHead('main', article({ active: false }), { path: '/x' }).robots).toBe('noindex');
    expect(articleHead('main', article({ adultContent: true }), { path: '/x' }).robots).toBe('noindex');
    expect(
      articleHead('main', article({ mainSuperTag: { id: 1, slug: 'belfold', name: 'Belföld', active: false, siteSlug: 'main' } }), { path: '/x' }).robots,
    ).toBe('noindex');
  });

  it('forces the colour mode an article names in colorScheme (light or dark), and no other', () => {
    expect(articleHead('main', article({ colorScheme: 'dark' }), { path: '/x' }).forceColorMode).toBe('dark');
    expect(articleHead('main', article({ colorScheme: 'light' }), { path: '/x' }).forceColorMode).toBe('light');
    for (const colorScheme of [null, 'system', 'sepia']) expect(articleHead('main', article({ colorScheme }), { path: '/x' }).forceColorMode).toBeNull();
  });
});

describe('pageHead', () => {
  it('carries the page’s JSON-LD blocks; an error page none', () => {
    const blocks = [{ '@type': 'BreadcrumbList' }];
    expect(pageHead('main', { title: 'Belföld', path: '/rovat/belfold', jsonLd: blocks }).jsonLd).toEqual(blocks);
    expect(pageHead('main', { title: 'Belföld', path: '/rovat/belfold' }).jsonLd).toEqual([]);
    expect(pageHead('main', { title: 'Hiba', path: '/x', error: true, jsonLd: blocks }).jsonLd).toEqual([]);
  });

  it('titles a page with the site name and can keep it out of search', () => {
    const h = pageHead('g7', { title: 'A keresett oldal nem található.', path: '/g7/x', noindex: true });
    expect(h.title).toBe('A keresett oldal nem található. | G7');
    expect(h.robots).toBe('noindex');
    expect(h.feeds[0]!.href).toBe('/rss/rovat/g7');
    expect(h.cssClass).toBe('site-g7');
  });

  it('lets search engines show an indexable page’s picture large; a page in Hungarian with the site’s share image, sized', () => {
    const h = pageHead('ro', { title: 'Friss hírek', path: '/legfrissebb' });
    expect([h.lang, h.robots]).toEqual(['hu', INDEXABLE_ROBOTS]);
    expect(h.meta.filter((m) => m.property?.startsWith('og:image') || m.property === 'og:locale').map((m) => m.content)).toEqual([
      'hu_HU',
      'https://hirter.ro/images/share/hirter-erdely.png',
      '1200',
      '630',
      'Hírtér Erdély',
    ]);
  });

  it('an error page names no canonical URL and no og:url: the address it answers is no page (crawl of issue #18)', () => {
    const h = pageHead('main', { title: 'A keresett oldal nem található.', path: '/404', error: true });
    expect(h.canonical).toBeNull();
    expect(h.robots).toBe('noindex');
    expect(h.meta.some((m) => m.property === 'og:url')).toBe(false);
    expect(inSitemap(h, 'https://hirter.hu/404')).toBe(false);
    expect(pageHead('main', { title: 'x', path: '/rovat/belfold' }).meta).toContainEqual({ property: 'og:url', content: 'https://hirter.hu/rovat/belfold' });
  });
});

describe('edge files in the head', () => {
  it('names the publisher logo, not the share image, and the same og:locale on both domains', () => {
    const main = articleHead('main', article(), { path: '/belfold/2025/11/22/ulesezett-a-kozgyules' });
    expect((main.jsonLd[0] as { publisher: { logo: { url: string } } }).publisher.logo.url).toBe('https://hirter.hu/images/logo/hirter.png');
    const ro = pageHead('ro', { title: null, path: '/' });
    expect(ro.meta.find((m) => m.property === 'og:locale')?.content).toBe('hu_HU');
    expect(ro.meta.find((m) => m.property === 'og:image')?.content).toBe('https://hirter.ro/images/share/hirter-erdely.png');
  });

  it('links the favicon, the touch icon and the manifest', () => {
    expect(HEAD_LINKS.map((l) => `${l.rel} ${l.href}`)).toEqual([
      'icon /favicon.ico',
      'icon /favicon.svg',
      'apple-touch-icon /apple-touch-icon.png',
      'manifest /manifest.webmanifest',
    ]);
  });

  it('inSitemap: only an indexable page that is its own canonical', () => {
    const page = pageHead('main', { title: 'x', path: '/rovat/belfold' });
    expect(inSitemap(page, 'https://hirter.hu/rovat/belfold')).toBe(true);
    expect(inSitemap(pageHead('main', { title: 'x', path: '/empty', noindex: true }), 'https://hirter.hu/empty')).toBe(false);
    expect(inSitemap(pageHead('main', { title: 'x', path: '/melleklet/orosz-ukran-haboru' }), 'https://hirter.hu/melleklet/orosz-ukran-valsag')).toBe(false);
    expect(inSitemap(articleHead('main', article({ adultContent: true }), { path: '/a' }), 'https://hirter.hu/a')).toBe(false);
    expect(inSitemap(pageHead('main', { title: 'x', path: '/cimke/%C3%A1' }), 'https://hirter.hu/cimke/á')).toBe(true);
  });
});
