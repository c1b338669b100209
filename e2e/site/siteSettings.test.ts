// The per-site settings of reader-site.md §1 used where the pages need them, as the static origin serves them: each
// site's consent script named on the page and served from our own origin; the Facebook box on the publication's own
// page; an article's structured data with the 4:3 and 1:1 pictures, the reader-revenue property and the shares from
// the social interaction number on; and each video autoplay mode of the seeded content on its placeholder.
import { describe, expect, it } from 'vitest';
import { findArticle } from '../corpus';
import { e2eEnv } from '../env';
import { ask, page } from './http';
import { jsonLd } from './reader';
import { SITES } from '../../domain/sites';

const origin = () => e2eEnv().originUrl;

describe('the consent manager', () => {
  it.each([
    ['main', '/'],
    ['main', '/after'],
    ['ro', '/'],
  ] as const)('%s %s loads its site’s consent script, deferred, served by the origin itself', async (domain, path) => {
    const site = path === '/after' ? 'after' : domain;
    const doc = await page(origin(), path, { domain });
    // In the head, deferred: it runs once the document is parsed, before the page's own script (D-427).
    const tags = [...doc.querySelectorAll('head script[src^="/consent/"]')];
    expect(tags.map((t) => [t.getAttribute('src'), t.hasAttribute('defer')])).toEqual([[SITES[site].consentScriptPath, true]]);
    const src = tags[0]!.getAttribute('src');
    const manager = await ask(origin(), src!, { domain });
    expect([manager.status, manager.headers['content-type']]).toEqual([200, expect.stringMatching(/javascript/)]);
    expect(manager.body).toContain('__tcfapi');
    // Its dialogue, drawn by the same script, speaks of the site's publication.
    expect(manager.body).toContain(site === 'ro' ? 'Hírtér Erdély hirdetései' : 'A Hírtér hirdetései');
  });
});

describe('the Facebook box', () => {
  it.each([
    ['main', '/rovat/belfold', 'main'],
    ['main', '/g7/adat', 'g7'],
    ['ro', '/legfrissebb', 'ro'],
  ] as const)('%s %s: the site’s own page, not facebook.com', async (domain, path, site) => {
    const box = (await page(origin(), path, { domain })).querySelector('[data-box="box-facebook"]')!;
    expect(box.querySelector('a.embed__link')?.getAttribute('href')).toBe(SITES[site].socialPageUrl);
    expect(new URL(box.querySelector('figure')!.getAttribute('data-src')!).searchParams.get('href')).toBe(SITES[site].socialPageUrl);
  });
});

describe('an article’s structured data', () => {
  it('names the 4:3 and 1:1 pictures and the site’s reader-revenue property; the shares only from 300 on', async () => {
    const shared = await findArticle("a.visible = 1 AND a.type = 'article' AND a.site_slug = 'main' AND json_extract(a.doc, '$.facebookEngagement') >= 300");
    const data = jsonLd(await page(origin(), shared.path)) as {
      image: string[];
      isPartOf: { productID: string };
      interactionStatistic?: { userInteractionCount: number };
    };
    expect(data.image.slice(-2)).toEqual([expect.stringMatching(/^https:\/\/hirter\.hu\/.+/), expect.stringMatching(/^https:\/\/hirter\.hu\/.+/)]);
    expect(data.isPartOf.productID).toBe(`${SITES.main.readerRevenuePropertyId}:openaccess`);
    expect(data.interactionStatistic?.userInteractionCount).toBeGreaterThanOrEqual(300);
    const few = await findArticle("a.visible = 1 AND a.type = 'article' AND a.site_slug = 'main' AND json_extract(a.doc, '$.facebookEngagement') < 300");
    expect(jsonLd(await page(origin(), few.path))).not.toHaveProperty('interactionStatistic');
  });

  it('on the Romanian edition the shares count from 100 on (a figure under 300 the unit test holds, domain/head.test.ts)', async () => {
    const a = await findArticle("a.visible = 1 AND a.type = 'article' AND a.site_slug = 'ro' AND json_extract(a.doc, '$.facebookEngagement') >= 100");
    const data = jsonLd(await page(origin(), a.path, { domain: 'ro' })) as { interactionStatistic?: { userInteractionCount: number } };
    expect(data.interactionStatistic?.userInteractionCount).toBeGreaterThanOrEqual(100);
  });

  it('the site’s default mobile pictures are served', async () => {
    for (const path of [SITES.main.mobileImage43, SITES.main.mobileImage11]) {
      const res = await ask(origin(), path);
      expect([res.status, res.headers['content-type']], path).toEqual([200, 'image/png']);
    }
  });
});

describe('video autoplay modes from content', () => {
  it.each([
    ['forced', '%youtube.com/embed/%autoplay=1%'],
    ['none', '%youtube.com/embed/%autoplay=0%'],
    ['gently', '%youtube.com/embed/%'],
  ])('an editor’s embed code asking for %s gives its placeholder that mode', async (mode, content) => {
    // Gently forced: an embed code that asks for no mode.
    const only = mode === 'gently' ? " AND a.content NOT LIKE '%autoplay=%'" : '';
    const a = await findArticle(`a.visible = 1 AND a.type = 'article' AND a.site_slug <> 'ro' AND a.content LIKE ?${only}`, content);
    const doc = await page(origin(), a.path);
    const modes = [...doc.querySelectorAll('figure[data-embed="youtube"]')].map((f) => f.getAttribute('data-autoplay'));
    expect(modes).toContain(mode);
  });
});
