// The run's static output served by Debian's nginx with the configuration prerender/nginx.ts generates: pages,
// pagination files, redirects, the 404 page, feeds and the /api proxy, and every script, stylesheet, image and
// icon a page names answering, as a browser would ask for them.
// The world's nginx has the render server behind it, as deployed; that the output needs no Node server in front
// of it shows in every page and asset here coming from a file of the output (its Last-Modified: a page forwarded
// to the renderer has none), and in the 404 page being the output's 404.html.
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { redirectFor } from '../../domain/redirects';
import { isStylesheetHref } from '../../domain/stylesheetFile';
import { outputFile } from '../../prerender/outputPath';
import { findArticle } from '../corpus';
import { e2eEnv } from '../env';
import { firstPageListed, mainSections, tagsByUse } from '../static/helpers';
import { brokenAssets, fromFile, HU, RO } from './edge';
import { ask, documentOf, text, type Answer, type Domain } from './http';

const NOT_FOUND_TEXT = 'A keresett oldal nem található.';

const nginx = () => e2eEnv().nginxUrl;

/** GET a page of the domain on nginx; its answer and document. */
async function load(path: string, domain: Domain = 'main'): Promise<{ res: Answer; doc: Document }> {
  const res = await ask(nginx(), path, { domain });
  return { res, doc: documentOf(res.body, res.url) };
}

/**
 * The page's one stylesheet (D-285): a published page links its file under /assets/styles/, the 404 page (rendered
 * on its own, D-424) has it inline; every asset it names, that file too, answers from a file (pageAssets,
 * e2e/site/edge.ts).
 */
async function expectStyledAndWhole(path: string, domain: Domain, res: Answer, doc: Document): Promise<void> {
  const inline = [...doc.querySelectorAll('style')].filter((s) => (s.textContent ?? '').trim() !== '');
  const links = [...doc.querySelectorAll('link[rel=stylesheet]')].map((l) => new URL(l.getAttribute('href')!, 'https://hirter.hu').pathname);
  expect(inline.length + links.length, `${path}: one stylesheet`).toBe(1);
  if (res.status === 200) expect(links.length, `${path}: its file linked`).toBe(1);
  for (const href of links) expect(isStylesheetHref(href), `${path}: ${href}`).toBe(true);
  expect(await brokenAssets(nginx(), `${domain === 'ro' ? RO : HU}${path}`, res.body), path).toEqual([]);
}

describe('the static output in nginx', () => {
  it('the front page and an article page, with their assets', async () => {
    const front = await load('/');
    expect(front.res.status).toBe(200);
    expect(front.res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(fromFile(front.res), 'the front page is a file').toBe(true);
    expect(front.doc.documentElement.getAttribute('lang')).toBe('hu');
    await expectStyledAndWhole('/', 'main', front.res, front.doc);

    const a = await findArticle("a.visible = 1 AND a.type = 'article' AND a.site_slug = 'main'");
    const article = await load(a.path);
    expect(article.res.status).toBe(200);
    expect(fromFile(article.res), 'the article page is a file').toBe(true);
    expect(text(article.doc.querySelector('h1'))).toBe(a.title);
    expect(text(article.doc.querySelector('title'))).toBe(`${a.title} | Hírtér`);
    await expectStyledAndWhole(a.path, 'main', article.res, article.doc);
  });

  it('a section list: page 2 is its own file with other articles, a page past the end is a 404', async () => {
    const section = mainSections()[0]!;
    const hrefs = (doc: Document) =>
      [...doc.querySelectorAll('section[aria-labelledby=list-title] [data-list-items] article h2 a')].map((x) => x.getAttribute('href'));
    const one = await load(section.path);
    expect(one.res.status).toBe(200);
    expect(fromFile(one.res)).toBe(true);
    // Page 1: the API's ten less the highlight strip's articles (D-280).
    const first = hrefs(one.doc);
    expect(first).toHaveLength(await firstPageListed(section.slug));

    const two = await load(`${section.path}?oldal=2`);
    expect(two.res.status).toBe(200);
    expect(fromFile(two.res), 'page 2 is a file').toBe(true);
    expect(text(two.doc.querySelector('nav[aria-label="Lapozó"] [aria-current=page]'))).toBe('2');
    const second = hrefs(two.doc);
    expect(second.length).toBeGreaterThan(0);
    expect(second.filter((h) => first.includes(h))).toEqual([]);
    await expectStyledAndWhole(`${section.path}?oldal=2`, 'main', two.res, two.doc);

    const past = await load(`${section.path}?oldal=999`);
    expect(past.res.status).toBe(404);
    expect(text(past.doc.querySelector('h1'))).toBe(NOT_FOUND_TEXT);
  });

  it('redirects of the spec end on the prerendered page in one hop', async () => {
    const { outDir } = e2eEnv();
    const tag = tagsByUse().find((t) => redirectFor('main', `/tag/${t}`)?.location === `/cimke/${t}` && existsSync(outputFile(outDir, 'main', `/cimke/${t}`)));
    expect(tag, 'a tag with a list page').toBeDefined();
    const cases: { site: Domain; from: string }[] = [
      { site: 'main', from: `/tag/${tag}` },
      { site: 'main', from: '/list/newest?oldal=2' },
      { site: 'main', from: '/belfold?fbclid=x' },
      { site: 'ro', from: '/erdely/' },
    ];
    for (const { site, from } of cases) {
      const expected = redirectFor(site, from);
      expect(expected, from).not.toBeNull();
      expect(existsSync(outputFile(outDir, site, expected!.location)), `${expected!.location} is in the output`).toBe(true);
      const hop = await ask(nginx(), from, { domain: site });
      expect(hop.status, from).toBe(expected!.status);
      expect(hop.headers.location, from).toBe(expected!.location);
      const landed = await ask(nginx(), expected!.location, { domain: site });
      expect(landed.status, `${from} → ${expected!.location}: no second hop`).toBe(200);
      expect(fromFile(landed), `${expected!.location} is the prerendered file`).toBe(true);
    }
  });

  it('an unknown path is the 404 page with status 404', async () => {
    const path = '/nincs/ilyen/oldal';
    const { res, doc } = await load(path);
    expect(res.status).toBe(404);
    expect(text(doc.querySelector('h1'))).toBe(NOT_FOUND_TEXT);
    const home = [...doc.querySelectorAll('a')].find((a) => text(a) === 'Vissza a címlapra');
    expect(home?.getAttribute('href')).toBe('/');
    await expectStyledAndWhole(path, 'main', res, doc);
  });

  it('the Romanian edition by its host name', async () => {
    const front = await load('/', 'ro');
    expect(front.res.status).toBe(200);
    expect(fromFile(front.res)).toBe(true);
    expect(text(front.doc.querySelector('title'))).toMatch(/Erdély/);
    await expectStyledAndWhole('/', 'ro', front.res, front.doc);
    const latest = await load('/legfrissebb', 'ro');
    expect(latest.res.status).toBe(200);
    expect(fromFile(latest.res)).toBe(true);
    expect(text(latest.doc.querySelector('h1'))).toBe('Friss hírek');
    await expectStyledAndWhole('/legfrissebb', 'ro', latest.res, latest.doc);
  });

  it('/rss is served as RSS, /api/ is proxied to the content API', async () => {
    const rss = await ask(nginx(), '/rss');
    expect(rss.status).toBe(200);
    expect(rss.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(rss.body).toContain('<rss version="2.0"');
    const health = await ask(nginx(), '/api/health');
    expect(health.status).toBe(200);
    expect(JSON.parse(health.body)).toEqual({ ok: true });
    // The proxy names the domain's site: the Romanian edition's newest articles, not the main site's.
    const ro = await ask(nginx(), '/api/articles?perPage=1', { domain: 'ro' });
    expect(ro.status).toBe(200);
    const item = (JSON.parse(ro.body) as { items: { mainSuperTag: { siteSlug: string } }[] }).items[0];
    expect(item?.mainSuperTag.siteSlug).toBe('ro');
  });
});
