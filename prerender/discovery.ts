// What the job renders: a full build's every page (the root pages, the fixed screens, every published
// article, and the pages the last manifest knew), and an incremental run's facts about each changed article.
// Pages linked from these (lists, other pages of a paged list) are found while rendering (publisher.ts).
import { articleListKeys } from '../domain/dependencies';
import { redirectFor } from '../domain/redirects';
import { AFTER_SLUGS, G7_SLUGS, KARAKTER_SLUGS, LIST_SLUGS } from '../domain/routes';
import { donationsOff, screenPaths } from '../domain/screens';
import type { ChangeEntry, RouteRule, SiteSlug } from '../domain/types';
import type { RenderTask } from '../workers/render';
import type { FeedSection } from './feeds';
import type { JobApi } from './jobApi';
import type { Manifest } from './manifest';
import { mapLimit } from './mapLimit';
import { pageUrl, splitPage, UnsafePathError } from './outputPath';
import { changePath, type ArticleFacts } from './plan';
import { HOME_SITES } from '../domain/sites';
import { episodePath, podcastPath } from '../domain/podcast/paths';

type ArticleChange = Extract<ChangeEntry, { kind: 'article' }>;

/**
 * Pages no article links to: the front pages and the fixed lists of the route table. Everything else is
 * found from these and the articles (article → its lists, list page 1 → its other pages).
 */
const ROOT_PAGES: readonly [SiteSlug, string][] = [
  ...(['main', 'ro'] as const).flatMap((site): [SiteSlug, string][] => [
    [site, '/'],
    [site, '/legfrissebb'],
    [site, '/archivum'],
  ]),
  ['main', '/english'],
  ...LIST_SLUGS.map((slug): [SiteSlug, string] => ['main', `/${slug}`]),
  ...(
    [
      ['after', AFTER_SLUGS],
      ['g7', G7_SLUGS],
      ['karakter', KARAKTER_SLUGS],
    ] as const
  ).flatMap(([site, tabs]): [SiteSlug, string][] => [
    [site, `/${site}`],
    [site, `/${site}/archivum`],
    ...tabs.map((tab): [SiteSlug, string] => [site, `/${site}/${tab}`]),
  ]),
];

/** The supplements, documents and other fixed screens of each domain (domain/screens.ts). */
async function screenPages(api: JobApi): Promise<[SiteSlug, string][]> {
  const docs = await api.docs();
  const out: [SiteSlug, string][] = [];
  for (const domain of HOME_SITES) {
    const init = await api.frontendInit(domain);
    const opts = { donationsOff: donationsOff(init.componentSetup), docSlugs: docs.map((d) => d.slug) };
    for (const path of screenPaths(domain as 'main' | 'ro', opts)) out.push([domain, path]);
  }
  return out;
}

function articleChangePath(c: ArticleChange): string {
  const path = changePath(c);
  if (path === null) throw new UnsafePathError(String(c.slug), `change ${c.cursor} names no article path`);
  return path;
}

/**
 * Every page of a full build, by URL, and the sections of the published articles (for their feeds). A path a
 * redirect covers is no page (and a page of the last manifest it now covers is left out, so its file goes).
 */
export async function everyPage(o: {
  api: JobApi;
  rules: RouteRule[];
  previous: Manifest;
  task: (path: string, site: SiteSlug) => RenderTask;
  taskForUrl: (url: string) => RenderTask;
  log: (line: string) => void;
}): Promise<{ tasks: RenderTask[]; sections: FeedSection[] }> {
  const urls = new Map<string, RenderTask>();
  const add = (site: SiteSlug, path: string) => {
    const url = pageUrl(site, path);
    if (!urls.has(url) && !redirectFor(site, path, o.rules)) urls.set(url, o.task(path, site));
  };
  for (const [site, path] of ROOT_PAGES) add(site, path);
  for (const [site, path] of await screenPages(o.api)) add(site, path);
  const sections = new Map<string, FeedSection>();
  let cursor = '0';
  for (;;) {
    const page = await o.api.changes(cursor, 5000);
    for (const c of page.changes) {
      // Podcasts' and published episodes' pages (domain/podcast/paths.ts); an unsafe slug is skipped by pageUrl's check.
      if (c.kind === 'podcast' || (c.kind === 'episode' && c.active)) {
        try {
          add(c.site, c.kind === 'podcast' ? podcastPath(c.site, c.slug) : episodePath(c.site, c.podcast, c.slug));
        } catch (err) {
          if (!(err instanceof UnsafePathError)) throw err;
          o.log(`skipped ${c.kind} ${c.slug}: ${err.message}`);
        }
        continue;
      }
      if (c.kind !== 'article' || !c.active) continue;
      try {
        add(c.superTagSite, articleChangePath(c));
      } catch (err) {
        if (!(err instanceof UnsafePathError)) throw err;
        o.log(`skipped article ${c.id}: ${err.message}`);
      }
      if (c.type !== 'liveblogpost')
        sections.set(`${c.superTagSite}|${c.mainSuperTag}`, { slug: c.mainSuperTag, name: c.mainSuperTag, siteSlug: c.superTagSite, active: true });
    }
    cursor = page.next;
    if (!page.hasMore) break;
  }
  for (const url of o.previous.allUrls()) {
    const t = o.taskForUrl(url);
    if (!urls.has(url) && !redirectFor(t.site, splitPage(t.url).path, o.rules)) urls.set(url, t);
  }
  return { tasks: [...urls.values()], sections: [...sections.values()] };
}

/** What an incremental run must know of a changed article: its path, site, lists and section (null facts: the API no longer knows it). */
export async function articleFacts(
  api: JobApi,
  c: ArticleChange,
  log: (line: string) => void,
): Promise<{ facts: ArticleFacts | null; section: FeedSection | null }> {
  // An entry without a path gets '', which the plan skips with a log line as an unsafe page.
  const path = changePath(c) ?? '';
  const a = await api.article(c.id, c.superTagSite);
  if (a === null) return { facts: null, section: null };
  // Bad data in one article (a field of the wrong shape) must not hold back every later edit: its lists
  // are unknown, so only the pages that showed it re-render, and its own page is skipped when it fails.
  let listKeys: string[] = [];
  let section: FeedSection | null = null;
  try {
    listKeys = articleListKeys(a);
    const s = a.mainSuperTag;
    section = { slug: s.slug, name: s.name, siteSlug: s.siteSlug, active: s.active };
  } catch (err) {
    log(`article ${c.id}: unreadable fields (${(err as Error).message}); its lists are left as they are`);
  }
  return { facts: { id: c.id, path, site: c.superTagSite, public: c.active, listKeys, pubDate: c.pubDate }, section };
}

/** The facts of a changes page's articles (by id), the list keys they touch and the sections they are in. */
export async function batchFacts(
  api: JobApi,
  changes: readonly ChangeEntry[],
  log: (line: string) => void,
): Promise<{ articles: Map<number, ArticleFacts | null>; touched: Set<string>; sections: Map<string, FeedSection> }> {
  const articles = new Map<number, ArticleFacts | null>();
  const touched = new Set<string>();
  const sections = new Map<string, FeedSection>();
  await mapLimit(
    changes.filter((c): c is ArticleChange => c.kind === 'article'),
    8,
    async (c) => {
      const { facts, section } = await articleFacts(api, c, log);
      articles.set(c.id, facts);
      for (const k of facts?.listKeys ?? []) touched.add(k);
      if (section) sections.set(`${section.siteSlug}|${section.slug}`, section);
    },
  );
  return { articles, touched, sections };
}
