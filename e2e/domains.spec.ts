// Issue #18: every link is built for the domain it points to, and each domain answers only its own
// content, on the render server and in the prerender job's static output (served by the origin). The main
// site's tag lists used to link Romanian-edition articles by their path, a 404 on the main domain.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { join } from 'node:path';
import { expect, test, e2eEnv } from './fixtures';
import { inBatches, localRequest, tagsByUse } from './static/helpers';
import type { Article, PagedArticleList } from '../domain/types';
import { articlePath } from '../domain/urls';
import { redirectFor } from '../domain/redirects';
import { outputFileForUrl } from '../prerender/outputPath';

const ORIGINS = { main: 'https://hirter.hu', ro: 'https://hirter.ro' } as const;
type Domain = keyof typeof ORIGINS;
/** An article page's path: …/yyyy/mm/dd/slug. */
const ARTICLE_PATH = /\/\d{4}\/\d{2}\/\d{2}\/[^/?#]+$/;

async function tagList(tag: string): Promise<Article[]> {
  const res = await fetch(`${e2eEnv().contentApiUrl}/api/articles?filters[tag]=${encodeURIComponent(tag)}`);
  return res.ok ? ((await res.json()) as PagedArticleList).items : [];
}

/** A tag whose first page shows articles of both domains. */
async function sharedTag(): Promise<string> {
  for (const tag of tagsByUse()) {
    const items = await tagList(tag);
    if (items.some((a) => a.mainSuperTag.siteSlug === 'ro') && items.some((a) => a.mainSuperTag.siteSlug !== 'ro')) return tag;
  }
  throw new Error('no tag lists articles of both domains on its first page');
}

/** GET a canonical URL on a local server (its domain picks the Host; fetch cannot set one), redirects not followed. */
function get(canonical: string, base: string): Promise<{ status: number; location: string | null; body: string }> {
  const { url, headers } = localRequest(canonical, base);
  return new Promise((resolve, reject) => {
    const req = httpGet(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('error', reject);
      res.on('end', () => resolve({ status: res.statusCode ?? 0, location: res.headers.location ?? null, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
  });
}

/** The article links of a page, as canonical URLs: a relative href resolves on the page's own domain. */
function articleLinks(html: string, domain: Domain): string[] {
  const hrefs = [...html.matchAll(/\shref="([^"]+)"/g)].map((m) => new URL(m[1]!.replace(/&amp;/g, '&'), `${ORIGINS[domain]}/`));
  return [...new Set(hrefs.filter((u) => u.host.startsWith('hirter.') && ARTICLE_PATH.test(u.pathname)).map((u) => u.href))];
}

const servers = () => ({ 'render server': e2eEnv().baseUrl, 'static origin': e2eEnv().originUrl });

test.describe('links between the domains', () => {
  let tag: string;
  test.beforeAll(async () => {
    tag = await sharedTag();
  });

  for (const domain of ['main', 'ro'] as const) {
    test(`a ${domain} tag list that shows both domains’ articles: every article link answers 200 on its domain`, async () => {
      const items = await tagList(tag);
      for (const [name, base] of Object.entries(servers())) {
        const page = await get(`${ORIGINS[domain]}/cimke/${tag}`, base);
        expect(page.status, `${name} /cimke/${tag} on ${domain}`).toBe(200);
        const links = articleLinks(page.body, domain);
        // Each listed article is linked on the origin of the domain it lives on.
        for (const a of items.slice(0, 5)) {
          expect(links, `${name}: ${a.slug}`).toContain(`${ORIGINS[a.mainSuperTag.siteSlug === 'ro' ? 'ro' : 'main']}${articlePath(a)}`);
        }
        const statuses = await inBatches(links, 8, async (link) => `${(await get(link, base)).status} ${link}`);
        expect(
          statuses.filter((s) => !s.startsWith('200 ')),
          `${name}: links of /cimke/${tag} on ${domain}`,
        ).toEqual([]);
      }
    });
  }
});

/** Every HTML page file of a domain's folder in the static output. */
function pageFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /^index(\.oldal-\d+)?\.html$/.test(e.name))
    .map((e) => join(e.parentPath, e.name));
}

test('every article, section, tag and author link of the static output lands on a page of the domain it names', () => {
  const { outDir } = e2eEnv();
  const broken = new Set<string>();
  let checked = 0;
  for (const domain of ['main', 'ro'] as const) {
    for (const file of pageFiles(join(outDir, new URL(ORIGINS[domain]).host))) {
      const html = readFileSync(file, 'utf8');
      const links = [...html.matchAll(/\shref="([^"]+)"/g)].map((m) => new URL(m[1]!.replace(/&amp;/g, '&'), `${ORIGINS[domain]}/`));
      for (const u of links) {
        if (
          !u.host.startsWith('hirter.') ||
          u.pathname.startsWith('/rss/') ||
          !(ARTICLE_PATH.test(u.pathname) || /^\/(?:[^/]+\/)?(cimke|rovat|szerzo)\//.test(u.pathname))
        )
          continue;
        checked += 1;
        const target = `https://${u.host}${u.pathname}${u.search}`;
        const site = u.host === 'hirter.ro' ? 'ro' : 'main';
        if (!existsSync(outputFileForUrl(outDir, target)) && redirectFor(site, `${u.pathname}${u.search}`) === null)
          broken.add(`${target} (on ${file.slice(outDir.length)})`);
      }
    }
  }
  expect(checked).toBeGreaterThan(1000);
  expect([...broken].slice(0, 20), `${broken.size} of ${checked} links land on no page`).toEqual([]);
});

test.describe('each domain answers only its own content', () => {
  test('the other domain’s section and flag lists are 404s', async () => {
    for (const [name, base] of Object.entries(servers())) {
      for (const url of [`${ORIGINS.main}/rovat/erdely`, `${ORIGINS.ro}/rovat/belfold`, `${ORIGINS.ro}/english`, `${ORIGINS.ro}/legfontosabb`]) {
        expect((await get(url, base)).status, `${name} ${url}`).toBe(404);
      }
      expect((await get(`${ORIGINS.ro}/rovat/erdely`, base)).status, `${name} the Romanian edition’s own section`).toBe(200);
    }
  });

  test('an article asked on the wrong domain, or on a wrong path, is one 301 to its canonical URL on its own domain', async () => {
    const ro = (await tagList(await sharedTag())).find((a) => a.mainSuperTag.siteSlug === 'ro')!;
    const main = (await tagList(await sharedTag())).find((a) => a.mainSuperTag.siteSlug !== 'ro')!;
    // The render server asks the content API; the static origin looks the slug up in the job's canonical map.
    for (const [name, base] of Object.entries(servers())) {
      const roAsked = await get(`${ORIGINS.main}${articlePath(ro)}?oldal=1`, base);
      expect(roAsked, name).toMatchObject({ status: 301, location: `${ORIGINS.ro}${articlePath(ro)}?oldal=1` });
      expect((await get(roAsked.location!, base)).status, name).toBe(200);
      expect(await get(`${ORIGINS.ro}${articlePath(main)}`, base), name).toMatchObject({ status: 301, location: `${ORIGINS.main}${articlePath(main)}` });
      // The right domain with a wrong section keeps the redirect on the domain, as a path.
      const wrongSection = articlePath(ro).replace(`/${ro.mainSuperTag.slug}/`, '/belfold/');
      expect(await get(`${ORIGINS.ro}${wrongSection}`, base), name).toMatchObject({ status: 301, location: articlePath(ro) });
      // An unknown slug on an article path is a 404.
      expect((await get(`${ORIGINS.main}/belfold/2024/03/05/nincs-ilyen-cikk-a-hirteren`, base)).status, name).toBe(404);
    }
  });
});
