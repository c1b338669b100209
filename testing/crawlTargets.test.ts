import { describe, expect, it } from 'vitest';
import { buildRecordUrls, crawlTarget, documentKind, htmlUrls, manifestUrls, robotsUrls, scriptUrls, srcsetUrls, xmlUrls } from './crawlTargets';

const PAGE = 'https://hirter.ro/rovat/erdely';

describe('htmlUrls', () => {
  const html = `<!doctype html><html data-entry="/assets/entries/page.js"><head>
    <link rel="stylesheet" href="/assets/static/a.css">
    <link rel="canonical" href="https://hirter.ro/rovat/erdely">
    <link rel="alternate" type="application/rss+xml" href="/rss/rovat/erdely">
    <link rel="modulepreload" href="/assets/chunks/x.js">
    <meta property="og:image" content="https://hirter.ro/media/a@3x.png">
    <meta name="twitter:image" content="/media/b.png">
    <meta name="description" content="https://not-a-link.example/">
    <script src="/assets/entries/client.js" type="module"></script>
    <script type="application/ld+json">{"@context":"https://schema.org","url":"https://hirter.ro/","publisher":{"logo":{"url":"https://hirter.ro/images/logo/hirter-erdely.png"}},
      "potentialAction":{"target":{"urlTemplate":"https://hirter.ro/archivum?term={search_term_string}"}}}</script>
  </head><body>
    <a href="cimke/kolozsvar?oldal=2#top">x</a><a href="#main">skip</a><a href="mailto:a@b.hu">m</a>
    <img src="/media/c.png" srcset="/media/c.png 400w, /media/c@2x.png 800w">
    <picture><source srcset="/media/d.webp 1x, /media/d@2x.webp 2x"><img src="/media/d.png"></picture>
    <form action="/archivum"><input name="term"></form><form method="post" action="/api/v2/user/login"></form>
  </body></html>`;
  const found = htmlUrls(html, PAGE);
  const urls = found.map((f) => f.url);

  it('finds every kind of reference, resolved against the page', () => {
    expect(urls).toEqual(
      expect.arrayContaining([
        'https://hirter.ro/assets/static/a.css',
        'https://hirter.ro/rovat/erdely',
        'https://hirter.ro/rss/rovat/erdely',
        'https://hirter.ro/assets/chunks/x.js',
        'https://hirter.ro/media/a@3x.png',
        'https://hirter.ro/media/b.png',
        'https://hirter.ro/assets/entries/client.js',
        'https://hirter.ro/assets/entries/page.js',
        'https://hirter.ro/',
        'https://hirter.ro/images/logo/hirter-erdely.png',
        'https://hirter.ro/rovat/cimke/kolozsvar?oldal=2#top',
        'https://hirter.ro/media/c.png',
        'https://hirter.ro/media/c@2x.png',
        'https://hirter.ro/media/d.webp',
        'https://hirter.ro/media/d@2x.webp',
        'https://hirter.ro/media/d.png',
        'https://hirter.ro/archivum',
      ]),
    );
    expect(found.find((f) => f.url.endsWith('/rss/rovat/erdely'))?.where).toBe('link[rel=alternate]');
    expect(found.find((f) => f.url.endsWith('@2x.webp'))?.where).toBe('source[srcset]');
  });

  it('leaves out templates, plain meta text and POST forms', () => {
    expect(urls.some((u) => u.includes('search_term_string') || u.includes('%7Bsearch'))).toBe(false);
    expect(urls).not.toContain('https://not-a-link.example/');
    expect(urls.some((u) => u.includes('/api/v2/user/login'))).toBe(false);
  });
});

describe('crawlTarget', () => {
  it('fetches the two domains only, without the fragment', () => {
    expect(crawlTarget('https://hirter.ro/rovat/cimke/kolozsvar?oldal=2#top')).toEqual({ url: 'https://hirter.ro/rovat/cimke/kolozsvar?oldal=2' });
    expect(crawlTarget('http://hirter.hu/x')).toEqual({ url: 'https://hirter.hu/x' });
    expect(crawlTarget('https://www.youtube.com/embed/x')).toHaveProperty('skip');
    expect(crawlTarget('mailto:a@b.hu')).toHaveProperty('skip');
    expect(crawlTarget('tel:+3612345')).toHaveProperty('skip');
    expect(crawlTarget('javascript:void(0)')).toHaveProperty('skip');
    const skipLink = htmlUrls('<a href="#tartalom">ugrás</a><a href="/x#y">x</a>', 'https://hirter.hu/nincs');
    expect(skipLink.map((f) => crawlTarget(f.url))).toEqual([{ skip: 'a fragment of the page itself' }, { url: 'https://hirter.hu/x' }]);
  });

  it('keeps what did not parse, to be reported', () => {
    const [bad] = htmlUrls('<a href="http://[nope">x</a>', PAGE);
    expect(crawlTarget(bad!.url)).toEqual({ url: 'invalid:http://[nope' });
  });
});

describe('feeds, sitemaps, robots.txt and the manifest', () => {
  it('an RSS feed: channel link, self link, image, item links, guids and enclosures', () => {
    const rss = `<?xml version="1.0"?><rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel>
      <link>https://hirter.hu/</link><atom:link href="https://hirter.hu/rss" rel="self"/>
      <image><url>https://hirter.hu/images/feed/main.png</url><link>https://hirter.hu/</link></image>
      <item><link>https://hirter.hu/belfold/2026/11/23/a</link><guid isPermaLink="true">https://hirter.hu/belfold/2026/11/23/a</guid>
        <enclosure url="https://hirter.hu/media/a.png" length="1" type="image/png"/></item>
      <item><link>https://hirter.hu/belfold/2026/11/23/b</link><guid isPermaLink="false">b-123</guid></item>
    </channel></rss>`;
    expect(xmlUrls(rss, 'https://hirter.hu/rss').map((f) => `${f.where}: ${f.url}`)).toEqual([
      'rss channel link: https://hirter.hu/',
      'rss atom:link: https://hirter.hu/rss',
      'rss channel image url: https://hirter.hu/images/feed/main.png',
      'rss channel image link: https://hirter.hu/',
      'rss item link: https://hirter.hu/belfold/2026/11/23/a',
      'rss item guid: https://hirter.hu/belfold/2026/11/23/a',
      'rss item enclosure: https://hirter.hu/media/a.png',
      'rss item link: https://hirter.hu/belfold/2026/11/23/b',
    ]);
  });

  it('a podcast feed: the show’s and an episode’s artwork (itunes:image), the audio enclosure; a guid that is no link is no URL', () => {
    const rss = `<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd"><channel>
      <link>https://hirter.hu/g7/podcast/g7</link><itunes:image href="https://hirter.hu/images/podcast/g7.png"/>
      <item><link>https://hirter.hu/g7/podcast/g7/a</link><guid isPermaLink="false">hirter:podcast-episode:1</guid>
        <enclosure url="https://hirter.hu/media/audio/a.wav" length="1" type="audio/wav"/><itunes:image href="https://hirter.hu/media/sq@4x.png"/></item>
    </channel></rss>`;
    expect(xmlUrls(rss, 'https://hirter.hu/rss/podcast/g7').map((f) => `${f.where}: ${f.url}`)).toEqual([
      'rss channel link: https://hirter.hu/g7/podcast/g7',
      'rss itunes:image: https://hirter.hu/images/podcast/g7.png',
      'rss item link: https://hirter.hu/g7/podcast/g7/a',
      'rss item enclosure: https://hirter.hu/media/audio/a.wav',
      'rss item itunes:image: https://hirter.hu/media/sq@4x.png',
    ]);
  });

  it('a sitemap index and a sitemap', () => {
    const index = `<sitemapindex><sitemap><loc>https://hirter.hu/sitemap/news.xml</loc></sitemap><sitemap><loc>https://hirter.hu/sitemap/pages-1.xml</loc></sitemap></sitemapindex>`;
    expect(xmlUrls(index, 'https://hirter.hu/sitemap/index.xml').map((f) => f.url)).toEqual([
      'https://hirter.hu/sitemap/news.xml',
      'https://hirter.hu/sitemap/pages-1.xml',
    ]);
    const one = `<urlset><url><loc>https://hirter.hu/</loc></url></urlset>`;
    expect(xmlUrls(one, 'https://hirter.hu/sitemap/pages-1.xml')).toEqual([{ url: 'https://hirter.hu/', where: 'sitemap loc' }]);
    expect(xmlUrls('<urlset><url><lastmod>x</lastmod></url></urlset>', 'https://hirter.hu/s.xml')[0]!.url).toMatch(/^invalid:/);
  });

  it('robots.txt and the manifest', () => {
    expect(
      robotsUrls(
        'User-agent: *\nDisallow: /api/\n\nSitemap: https://hirter.hu/sitemap/index.xml\nsitemap:https://hirter.hu/sitemap/news.xml\n',
        'https://hirter.hu/robots.txt',
      ).map((f) => f.url),
    ).toEqual(['https://hirter.hu/sitemap/index.xml', 'https://hirter.hu/sitemap/news.xml']);
    const manifest = JSON.stringify({ start_url: '/', icons: [{ src: '/icon-192.png' }, { src: 'icon-512.png' }] });
    expect(manifestUrls(manifest, 'https://hirter.ro/manifest.webmanifest').map((f) => f.url)).toEqual([
      'https://hirter.ro/',
      'https://hirter.ro/icon-192.png',
      'https://hirter.ro/icon-512.png',
    ]);
  });

  it('documentKind', () => {
    expect(documentKind('text/html; charset=utf-8', 'https://hirter.hu/')).toBe('html');
    expect(documentKind('application/rss+xml; charset=utf-8', 'https://hirter.hu/rss')).toBe('xml');
    expect(documentKind('application/xml', 'https://hirter.hu/sitemap/index.xml')).toBe('xml');
    expect(documentKind('text/plain', 'https://hirter.hu/robots.txt')).toBe('robots');
    expect(documentKind('application/manifest+json', 'https://hirter.hu/manifest.webmanifest')).toBe('manifest');
    expect(documentKind('text/javascript; charset=utf-8', 'https://hirter.hu/assets/entries/a.js')).toBe('script');
    expect(documentKind('application/json', 'https://hirter.hu/builds/latest.json')).toBe('build-record');
    expect(documentKind('image/png', 'https://hirter.hu/icon-192.png')).toBe('other');
  });
});

describe('srcsetUrls', () => {
  it('reads candidates with and without descriptors', () => {
    expect(srcsetUrls('/a.png 400w, /a@2x.png 800w')).toEqual(['/a.png', '/a@2x.png']);
    expect(srcsetUrls('/a.png')).toEqual(['/a.png']);
    expect(srcsetUrls(' /a.png 1x,/b.png 2x ')).toEqual(['/a.png', '/b.png']);
  });
});

describe('scripts and the build record', () => {
  it('a built module: static and dynamic imports, and the preload list from the site root', () => {
    const js =
      'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/entries/pages_error.B2.js","assets/static/x.css"])))=>i.map(i=>d[i]);' +
      'import{a as b}from"../chunks/chunk-A.js";import"./side.js";export{c}from"./chunk-B.js";' +
      'const r=()=>import(`./pages_article.E.js`);const t="this is not from\\"react\\"";fetch(`/builds/latest.json?t=${Date.now()}`);';
    expect(scriptUrls(js, 'https://hirter.hu/assets/entries/client.js').map((f) => f.url)).toEqual([
      'https://hirter.hu/assets/chunks/chunk-A.js',
      'https://hirter.hu/assets/entries/side.js',
      'https://hirter.hu/assets/entries/chunk-B.js',
      'https://hirter.hu/assets/entries/pages_article.E.js',
      'https://hirter.hu/assets/entries/pages_error.B2.js',
      'https://hirter.hu/assets/static/x.css',
    ]);
  });

  it('the build record names its meta file', () => {
    expect(buildRecordUrls('{"id":"9731","timestamp":1}', 'https://hirter.ro/builds/latest.json')).toEqual([
      { url: 'https://hirter.ro/builds/meta/9731.json', where: 'build record id' },
    ]);
  });
});
