// What an incremental run re-renders for a batch of the changes feed (docs/changes-feed.md): pure, from
// the changes, the dependency manifest and the current facts of the changed articles. Its size follows
// the change (the pages that showed an article, the first pages of its lists), not the archive — with
// one exception, a site's menu (see below).
import type { ChangeEntry, SiteSlug } from '../domain/types';
import { uniqueKey } from '../domain/dependencies';
import { SPORTS } from '../domain/sports/registry';
import { livescoreKey } from '../domain/sports/sport';
import { SITES, SITE_SLUGS } from '../domain/sites';
import { articlePath } from '../domain/urls';
import { matchRoute } from '../domain/routes';
import { SUPPORT_PATHS } from '../domain/screens';
import { SHARED_DATA_CHANGE } from '../domain/sharedData';
import { episodeKey, episodeListKeys, episodePath, podcastKey, podcastPath } from '../domain/podcast/paths';
import { type Manifest, parseListKey } from './manifest';
import { pageUrl, splitPage, UnsafePathError } from './outputPath';

/** What the content API says about a changed article now (GET /internal/api/article/{id}, the job's service token). */
export interface ArticleFacts {
  id: number;
  /** Its canonical path on its site (domain/urls.ts articlePath). */
  path: string;
  /** The site its own page is on. */
  site: SiteSlug;
  /** What a reader may see: published, main super-tag active. */
  public: boolean;
  /** The lists it belongs to now, without a page suffix: latest:main, site:main, mstag:belfold, tag:…, author:…, flag:…, front:main. */
  listKeys: string[];
  /** Its pubDate now (unix seconds), the order of every list; unknown: treated as moved. */
  pubDate?: number;
}

export interface PlanInput {
  /** One batch of the feed, oldest first. */
  changes: ChangeEntry[];
  manifest: Manifest;
  /** Facts of every article a change names (and of live-blog parents, when known); null: the API no longer knows it. */
  articles: Map<number, ArticleFacts | null>;
  /** How many first pages of each list an article change re-renders; deeper ones are left to the sweep. */
  firstPages: number;
  /** The cursor the batch was read from: the plan's cursor when the batch is empty. */
  since?: string;
}

export interface Plan {
  /** Page URLs (outputPath.ts pageUrl) to render, deduplicated, sorted. */
  render: string[];
  /** Pages to replace with their domain's 404 page, sorted by URL. None of them is in `render`. */
  notFound: { url: string; site: SiteSlug }[];
  /** The cursor of the last change of the batch: save it once every page of the plan is published. */
  cursor: string;
  /**
   * Changes left out because they name a page that cannot exist (an unsafe path, e.g. a document slug
   * '..'): no page can be served there, and one such entry must not stop the feed. Log them.
   */
  skipped: { cursor: string; reason: string }[];
  /** The shows (podcast slugs, sorted) whose podcast feeds the batch changed: made again with its pages (batchFeeds.ts). */
  podcastFeeds: string[];
  /**
   * The pages that stay whatever else says so (sorted; all in `render`): a changed public article's, its live blog's, an
   * active episode's. Those of a plan over an empty manifest are the ones any manifest keeps: what readers wait for,
   * known before the manifest is read (a run renders them first, D-409).
   */
  kept: string[];
}

/** The site at the root of each domain: /dokumentum/… and /impresszum have no site prefix, one per domain. */
const DOC_SITES: readonly SiteSlug[] = SITE_SLUGS.filter((s) => SITES[s].path === '');

export class PlanError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PlanError';
  }
}

/** The canonical path the feed entry names (its slug, date and main super-tag); null when it names none. */
export function changePath(change: Extract<ChangeEntry, { kind: 'article' }>): string | null {
  if (!Number.isFinite(change.pubDate) || typeof change.mainSuperTag !== 'string' || typeof change.superTagSite !== 'string') return null;
  const mainSuperTag = { id: 0, name: change.mainSuperTag, slug: change.mainSuperTag, active: change.active, siteSlug: change.superTagSite };
  return articlePath({ slug: change.slug, pubDate: change.pubDate, mainSuperTag });
}

function tryPageUrl(site: SiteSlug, path: string): string | null {
  try {
    return pageUrl(site, path);
  } catch (err) {
    if (err instanceof UnsafePathError) return null;
    throw err;
  }
}

function checkListKey(key: string, articleId: number): string {
  const { list } = parseListKey(key);
  if (list !== key) throw new PlanError(`article ${articleId}: list key ${JSON.stringify(key)} must not carry a page suffix`);
  return list;
}

/** The route of a page the manifest knows (its site and path), for telling an episode's page from a card of it. */
function routeOfPage(manifest: Manifest, url: string): ReturnType<typeof matchRoute> {
  const site = manifest.get(url)!.site;
  const path = splitPage(url.replace(/^https:\/\/[^/]+/, '')).path;
  return matchRoute(site, path, { donationsOff: false });
}

/** What one incremental plan gathers while it reads the batch. */
interface Gathering {
  manifest: Manifest;
  articles: PlanInput['articles'];
  firstPages: number;
  render: Set<string>;
  /** Pages that must go (an unpublished article's page, the old URL of a moved one), with their site. */
  gone: Map<string, SiteSlug>;
  /** The current URL of every changed public article: never replaced by a 404, whatever else says so. */
  current: Set<string>;
  /** Shows whose podcast feed lists, listed or should list a changed episode, or whose details changed. */
  shows: Set<string>;
}

const addAll = (g: Gathering, urls: Iterable<string>) => {
  for (const url of urls) g.render.add(url);
};
const firstPagesOf = (g: Gathering, list: string) => addAll(g, g.manifest.pagesOfList(list, g.firstPages));
const siteOfPage = (g: Gathering, url: string): SiteSlug => g.manifest.get(url)!.site;
/** A page that stays: rendered, and never a 404 whatever else says so. */
const keep = (g: Gathering, url: string) => {
  g.render.add(url);
  g.current.add(url);
};

function factsOf(g: Gathering, id: number): ArticleFacts | null {
  const facts = g.articles.get(id);
  if (facts === undefined) throw new PlanError(`no facts for changed article ${id}: fetch them before planning`);
  if (facts !== null && facts.id !== id) throw new PlanError(`facts of article ${id} carry id ${facts.id}`);
  return facts;
}

/** A public article: its page and further pages, its old URLs gone, the first pages of the lists it may have joined. */
function planPublicArticle(g: Gathering, id: number, facts: ArticleFacts, own: Set<string>, usedBy: string[]): void {
  const url = pageUrl(facts.site, facts.path);
  keep(g, url);
  const ofThisPage = (u: string) => splitPage(u).path === url;
  for (const old of own) {
    if (old === url) continue;
    // Its further pages (a long article, a live blog's posts) show the edit too; one past a new end
    // renders into the 404 page. Any other URL it had is an old one (a new date or section): it goes.
    if (ofThisPage(old)) keep(g, old);
    else g.gone.set(old, siteOfPage(g, old));
  }
  // The first pages of its lists, where it may have just arrived. An edit that keeps its page and its
  // pubDate (the order of every list) leaves it where it was: the pages that showed it are enough,
  // except in a list where no page showed it (a new tag, a new flag).
  const inPlace = own.has(url) && [...own].every(ofThisPage) && facts.pubDate !== undefined && g.manifest.get(url)!.pubDate === facts.pubDate;
  const shownIn = new Set<string>();
  if (inPlace) for (const u of usedBy) for (const key of g.manifest.get(u)!.lists) shownIn.add(parseListKey(key).list);
  for (const key of facts.listKeys) {
    const list = checkListKey(key, id);
    if (!shownIn.has(list)) firstPagesOf(g, list);
  }
}

/** An unpublished article (or one unknown to the API): its page goes, the lists it was on close the gap. */
function planGoneArticle(
  g: Gathering,
  change: Extract<ChangeEntry, { kind: 'article' }>,
  facts: ArticleFacts | null,
  own: Set<string>,
  usedBy: string[],
): void {
  // Which lists those were, the pages that listed it say; the API may say more when it still knows the article.
  for (const old of own) g.gone.set(old, siteOfPage(g, old));
  // Also where the API (or, when it no longer knows the article, the feed entry) says its page is, in
  // case the manifest missed it. A path that cannot be a page (unsafe) has no page to take down.
  const site = facts?.site ?? change.superTagSite;
  const path = facts?.path ?? changePath(change);
  const url = path === null ? null : tryPageUrl(site, path);
  if (url !== null) g.gone.set(url, site);
  const lists = new Set<string>();
  for (const u of usedBy) for (const key of g.manifest.get(u)!.lists) lists.add(parseListKey(key).list);
  if (facts !== null) for (const key of facts.listKeys) lists.add(checkListKey(key, change.id));
  for (const list of lists) firstPagesOf(g, list);
}

function planArticle(g: Gathering, change: Extract<ChangeEntry, { kind: 'article' }>): void {
  const facts = factsOf(g, change.id);
  const own = new Set(g.manifest.pagesOwnedBy(change.id));
  const usedBy = g.manifest.pagesUsingArticle(change.id).filter((url) => !own.has(url));
  // Every page that showed it shows something else now (a new title, or one item fewer).
  addAll(g, usedBy);
  if (facts !== null && facts.public) planPublicArticle(g, change.id, facts, own, usedBy);
  else planGoneArticle(g, change, facts, own, usedBy);
  if (change.type === 'liveblogpost' && change.parentId !== null) {
    // The live blog shows its posts: re-render its page. The parent's own change (the feed lists it
    // too) handles its lists; here only its page, where it is now.
    const parent = g.articles.get(change.parentId);
    if (parent === undefined) addAll(g, g.manifest.pagesOwnedBy(change.parentId));
    else if (parent !== null && parent.public) keep(g, pageUrl(parent.site, parent.path));
  }
}

function planEpisode(g: Gathering, change: Extract<ChangeEntry, { kind: 'episode' }>): void {
  // Every page that showed it (its page, the cards of it, an article that embeds it) shows the edit; the
  // lists it is in now (its podcast's, its site's, the front page's) may have just gained or lost it.
  // Its page is where its podcast and slug say: an earlier page of it (another slug or podcast) goes.
  // Its show's feed lists it (or no longer does), and a show it left (its earlier page says which) drops it.
  g.shows.add(change.podcast);
  const url = pageUrl(change.site, episodePath(change.site, change.podcast, change.slug));
  for (const u of g.manifest.pagesOfList(episodeKey(change.id))) {
    const route = u === url ? null : routeOfPage(g.manifest, u);
    if (route?.name === 'episode') {
      g.gone.set(u, siteOfPage(g, u));
      g.shows.add(route.podcast);
    } else if (u !== url) g.render.add(u);
  }
  if (change.active) keep(g, url);
  else g.gone.set(url, change.site);
  for (const key of episodeListKeys(change)) firstPagesOf(g, key);
}

function planChange(g: Gathering, change: ChangeEntry): void {
  switch (change.kind) {
    case 'article':
      return planArticle(g, change);
    case 'doc':
      for (const site of DOC_SITES) {
        g.render.add(pageUrl(site, `/dokumentum/${encodeURIComponent(change.slug)}`));
        if (change.slug === 'impresszum') g.render.add(pageUrl(site, '/impresszum'));
      }
      return;
    case 'menu':
      // The one change whose plan is as large as a site: its menus are in the header and footer of every
      // page the site has. Menus change rarely, and only by an editor's hand.
      return addAll(g, g.manifest.pagesOfSite(change.site));
    case 'rates':
      // The rate strip is in the footer of every page of the sites that count in this currency, the rate
      // pages among them: as large as a menu change, and as rare (rates move once a working day, D-283).
      for (const site of SITE_SLUGS) if (SITES[site].currency.code === change.base) addAll(g, g.manifest.pagesOfSite(site));
      return;
    case 'settings':
      // The shared data's parts are in the fronts' HTML (open pages get them by the poll): as large as a block change.
      if (change.key === SHARED_DATA_CHANGE) {
        for (const site of SITE_SLUGS) addAll(g, g.manifest.pagesOfList(`front:${site}`));
        return;
      }
      // The rest of the common settings is in the chrome of every page of every site, like a menu: its donations
      // flag decides whether they point to the support area. The support routes' own pages render too: with the
      // flag on they answer 404, which takes their files down; off again, they come back.
      for (const site of SITE_SLUGS) addAll(g, g.manifest.pagesOfSite(site));
      for (const path of SUPPORT_PATHS) g.render.add(pageUrl('main', path));
      return;
    case 'block':
      return addAll(g, g.manifest.pagesOfList(`front:${change.site}`));
    case 'unique':
      return addAll(g, g.manifest.pagesOfList(uniqueKey(change.slug)));
    case 'episode':
      return planEpisode(g, change);
    case 'podcast':
      // Its name and details are on its page, in its feed and on every card of its episodes; a new podcast gets its page.
      g.shows.add(change.slug);
      addAll(g, g.manifest.pagesOfList(podcastKey(change.slug)));
      g.render.add(pageUrl(change.site, podcastPath(change.site, change.slug)));
      return;
    default: {
      const unknown: never = change;
      throw new PlanError(`unknown change kind ${JSON.stringify((unknown as { kind: unknown }).kind)}`);
    }
  }
}

export function planIncremental(input: PlanInput): Plan {
  const { changes, manifest, articles, firstPages } = input;
  if (!Number.isInteger(firstPages) || firstPages < 0) throw new RangeError(`firstPages must be a non-negative integer, got ${firstPages}`);
  const last = changes.at(-1);
  const cursor = last?.cursor ?? input.since;
  // An empty cursor would replay the feed from its beginning: refuse rather than guess.
  if (cursor === undefined || cursor === '') throw new PlanError('an empty batch needs `since` to answer a cursor');

  const g: Gathering = { manifest, articles, firstPages, render: new Set(), gone: new Map(), current: new Set(), shows: new Set() };
  const skipped: Plan['skipped'] = [];
  for (const change of changes) {
    try {
      planChange(g, change);
    } catch (err) {
      if (!(err instanceof UnsafePathError)) throw err;
      skipped.push({ cursor: change.cursor, reason: err.message });
    }
  }

  const notFound: Plan['notFound'] = [];
  for (const [url, site] of g.gone) {
    if (g.current.has(url)) continue;
    g.render.delete(url);
    notFound.push({ url, site });
  }
  notFound.sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0));
  return { render: [...g.render].sort(), notFound, cursor, skipped, podcastFeeds: [...g.shows].sort(), kept: [...g.current].sort() };
}

/**
 * The list pages an incremental run leaves alone (beyond the first `firstPages` of each list): the slower
 * sweep re-renders these, where an edit only shifted items by one.
 */
export function deepListPages(manifest: Manifest, firstPages: number): string[] {
  return manifest.pagesOfListsBeyond(firstPages);
}

/**
 * The pages that show the live-score service's data (a sports screen, an article's match box or Formula 1
 * widget): no change of the content feed names them, so every sweep re-renders them (D-214).
 */
export function livescorePages(manifest: Manifest): string[] {
  return [...new Set(SPORTS.flatMap((s) => manifest.pagesOfList(livescoreKey(s))))].sort();
}
