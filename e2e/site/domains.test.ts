// Issue #18: every link is built for the domain it points to, and each domain answers only its own content, on
// the render server, in the prerender job's static output (served by the origin) and in nginx with the generated
// configuration. The main site's tag lists used to link Romanian-edition articles by their path, a 404 on the
// main domain.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Article, PagedArticleList } from '../../domain/types';
import { articlePath } from '../../domain/urls';
import { redirectFor } from '../../domain/redirects';
import { outputFileForUrl } from '../../prerender/outputPath';
import { e2eEnv } from '../env';
import { inBatches, tagsByUse } from '../static/helpers';
import { askCanonical, HU, namedServers, RO } from './edge';
import { servers } from './http';

const ORIGINS = { main: HU, ro: RO } as const;
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

/** The article links of a page, as canonical URLs: a relative href resolves on the page's own domain. */
function articleLinks(html: string, domain: Domain): string[] {
  const hrefs = [...html.matchAll(/\shref="([^"]+)"/g)].map((m) => new URL(m[1]!.replace(/&amp;/g, '&'), `${ORIGINS[domain]}/`));
  return [...new Set(hrefs.filter((u) => u.host.startsWith('hirter.') && ARTICLE_PATH.test(u.pathname)).map((u) => u.href))];
}

const onDomain = (a: Article) => ORIGINS[a.mainSuperTag.siteSlug === 'ro' ? 'ro' : 'main'];

describe.each(namedServers(servers()))('on %s', (name, base) => {
  let tag: string;
  let items: Article[];
  beforeAll(async () => {
    tag = await sharedTag();
    items = await tagList(tag);
  });

  it.each(['main', 'ro'] as const)('a %s tag list that shows both domains’ articles: every article link answers 200 on its domain', async (domain) => {
    const page = await askCanonical(base, `${ORIGINS[domain]}/cimke/${tag}`);
    expect(page.status, `/cimke/${tag} on ${domain}`).toBe(200);
    const links = articleLinks(page.body, domain);
    // Each listed article is linked on the origin of the domain it lives on.
    for (const a of items.slice(0, 5)) expect(links, a.slug).toContain(`${onDomain(a)}${articlePath(a)}`);
    const statuses = await inBatches(links, 8, async (link) => `${(await askCanonical(base, link)).status} ${link}`);
    expect(
      statuses.filter((s) => !s.startsWith('200 ')),
      `${name}: links of /cimke/${tag} on ${domain}`,
    ).toEqual([]);
  });

  it('the other domain’s section and flag lists are 404s', async () => {
    for (const url of [`${HU}/rovat/erdely`, `${RO}/rovat/belfold`, `${RO}/english`, `${RO}/legfontosabb`]) {
      expect((await askCanonical(base, url)).status, url).toBe(404);
    }
    expect((await askCanonical(base, `${RO}/rovat/erdely`)).status, 'the Romanian edition’s own section').toBe(200);
  });

  it('an article asked on the wrong domain, or on a wrong path, is one 301 to its canonical URL on its own domain', async () => {
    const ro = items.find((a) => a.mainSuperTag.siteSlug === 'ro')!;
    const main = items.find((a) => a.mainSuperTag.siteSlug !== 'ro')!;
    // The render server asks the content API; the static origin and nginx look the slug up in the job's canonical map.
    const roAsked = await askCanonical(base, `${HU}${articlePath(ro)}?oldal=1`);
    expect(roAsked.status).toBe(301);
    expect(roAsked.headers.location).toBe(`${RO}${articlePath(ro)}?oldal=1`);
    expect((await askCanonical(base, roAsked.headers.location!)).status).toBe(200);
    const mainAsked = await askCanonical(base, `${RO}${articlePath(main)}`);
    expect(mainAsked.status).toBe(301);
    expect(mainAsked.headers.location).toBe(`${HU}${articlePath(main)}`);
    // The right domain with a wrong section keeps the redirect on the domain, as a path.
    const wrongSection = await askCanonical(base, `${RO}${articlePath(ro).replace(`/${ro.mainSuperTag.slug}/`, '/belfold/')}`);
    expect(wrongSection.status).toBe(301);
    expect(wrongSection.headers.location).toBe(articlePath(ro));
    // An unknown slug on an article path is a 404.
    expect((await askCanonical(base, `${HU}/belfold/2024/03/05/nincs-ilyen-cikk-a-hirteren`)).status).toBe(404);
  });
});

/** Every HTML page file of a domain's folder in the static output. */
function pageFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /^index(\.oldal-\d+)?\.html$/.test(e.name))
    .map((e) => join(e.parentPath, e.name));
}

it('every article, section, tag and author link of the static output lands on a page of the domain it names', () => {
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
