import type { PageContextServer } from 'vike/types';
import { redirect, render } from 'vike/abort';
import type { Article, SubArticlePage } from '../../domain/types';
import { articleCanonical, articlePath } from '../../domain/urls';
import { articleListPaths } from '../../domain/listRoutes';
import { articleHead } from '../../domain/head';
import { notFoundMessage } from '../../domain/routes';
import { RECOMMENDER_VERSIONS } from '../../domain/constants';
import { pageFromQuery } from '../../domain/lists';
import { pageFailure } from '../../renderer/contentFailure';
import { apiOf, loadShell, sharedData, sharedInRun, siteOf } from '../../renderer/shell';
import { renderBody } from '../../domain/sanitize';
import { parseArticleBody } from '../../domain/articleBody/embedKinds';
import { loadEmbeds } from '../../domain/articleBody/load';
import { embedDeps, loadEmbed } from './embeds/loaders';
import type { ArticlePageData } from './pageData';
import { SPORTS } from '../../domain/sports/registry';
import { livescoreKey } from '../../domain/sports/sport';
import { SPORT_LOADERS } from './sports';
import type { Fixture } from '../../domain/sports/types';

export async function data(pageContext: PageContextServer): Promise<ArticlePageData> {
  const site = siteOf(pageContext);
  const api = apiOf(pageContext);
  const { slug } = pageContext.routeParams as { slug: string };
  const oldal = pageFromQuery(pageContext.urlParsed.search.oldal);
  const notFound = () => render(404, notFoundMessage(pageContext.urlPathname));
  const shellPromise = loadShell(pageContext);

  let article: Article;
  try {
    article = await api.article(slug, 1);
  } catch (err) {
    pageFailure(err, pageContext.urlPathname);
  }
  // Each domain answers only its own articles: a wrong section, date or site prefix, or the other domain,
  // is one 301 to where the article lives (absolute on its own domain's origin when that is the other one).
  const path = articlePath(article);
  const canonical = articleCanonical(article, site);
  if (canonical !== pageContext.urlPathname) {
    const query = pageContext.urlParsed.searchOriginal ?? '';
    throw redirect(`${canonical}${query}`, 301);
  }

  let page = 1;
  let pageCount = article.pageCount ?? 1;
  let posts: SubArticlePage | null = null;
  let parent: Article | null = null;
  if (article.type === 'liveblog') {
    posts = await api.subArticles(article.id, oldal);
    page = oldal;
    pageCount = posts.totalPages;
    if (oldal > posts.totalPages) throw notFound();
  } else if (article.type === 'liveblogpost' && article.parentId) {
    const parentId = article.parentId;
    // Every post of a live blog shows the same parent and first page of siblings: a prerender run asks once
    // a render thread (a live blog's fifty posts made fifty identical calls, the costliest the API answers).
    [parent, posts] = await Promise.all([
      sharedInRun(pageContext, `liveblog-parent:${parentId}`, () => api.articleById(parentId)).catch(() => null),
      sharedInRun(pageContext, `liveblog-posts:${parentId}`, () => api.subArticles(parentId, 1)),
    ]);
  } else if (oldal > 1) {
    if (oldal > pageCount) throw notFound();
    article = await api.article(slug, oldal);
    page = oldal;
  }

  // The body's embeds, the match and the recommender are independent calls: all at once.
  const version = (article.id % RECOMMENDER_VERSIONS) + 1;
  const [body, match, recommended] = await Promise.all([
    loadEmbeds(parseArticleBody(renderBody(article.content)), (block) => loadEmbed(pageContext, block)),
    matchOf(pageContext, article),
    sharedData(pageContext, `recommended:${version}`, () => api.recommended(version)).catch(() => null),
  ]);
  const head = articleHead(site, article, { path: page > 1 ? `${path}?oldal=${page}` : path, posts: posts?.items });
  const used = new Set<number>([article.id]);
  if (parent) used.add(parent.id);
  for (const i of [...(posts?.pinnedItems ?? []), ...(posts?.items ?? [])]) used.add(i.document.id);
  return {
    head,
    preview: pageContext.preview !== undefined,
    shell: await shellPromise,
    // The recommender box is left out on purpose: every article page shows the newest articles, so
    // tracking them would re-render the archive on every publish. The nightly sweep refreshes it.
    deps: {
      own: article.id,
      articles: [...used],
      // An article about a match lists its sport's data even when the service failed: the sweep retries it.
      lists: [...embedDeps(body), ...SPORTS.filter((s) => s.articleMatch(article)).map(livescoreKey)],
      pageCount,
      lastmod: article.updatedAt,
      pubDate: article.pubDate,
      links: article.type === 'liveblogpost' ? [] : articleListPaths(article),
    },
    article,
    page,
    pageCount,
    posts,
    parent,
    recommended,
    path,
    now: Math.floor(Date.now() / 1000),
    match,
    body,
  };
}

/** The match an article is about, by the first sport that shows one for it (null: none, or the call failed). */
async function matchOf(pageContext: PageContextServer, article: Article): Promise<Fixture | null> {
  const sport = SPORTS.find((s) => s.articleMatch(article));
  const load = sport && SPORT_LOADERS[sport.name].articleMatch;
  return load && article.livescoreId != null ? load(pageContext, article.livescoreId) : null;
}
