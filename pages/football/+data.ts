import type { PageContextServer } from 'vike/types';
import { pageHead } from '../../domain/head';
import { sportsEvent } from '../../domain/football/sportsEvent';
import { uniqueKey } from '../../domain/dependencies';
import { parseFootballQuery } from '../../domain/football/query';
import { footballTitle } from '../../domain/football/titles';
import { canonicalHref, type FootballView } from '../../domain/football/view';
import { apiOf, loadShell, siteOf } from '../../renderer/shell';
import { pageFailure } from '../../renderer/contentFailure';
import type { PageData } from '../../renderer/types';
import { FOOTBALL_KEY, SPORT_LEAGUES_SLUG, loadConfiguredLeagues, loadFootballScreen } from './loadFootball';
import { footballSourceOf } from './source';

export interface FootballPageData extends PageData {
  view: FootballView;
}

/** The football screen of all leagues (/sport/foci): its state from the query; a live-score failure is an empty box, never an error page (§8). */
export async function data(pageContext: PageContextServer): Promise<FootballPageData> {
  const site = siteOf(pageContext);
  const path = pageContext.urlPathname;
  const query = parseFootballQuery(pageContext.urlParsed.search);
  const [shell, configured] = await Promise.all([
    loadShell(pageContext),
    loadConfiguredLeagues(apiOf(pageContext, site)).catch((err: unknown) => pageFailure(err, path)),
  ]);
  const view = await loadFootballScreen(footballSourceOf(pageContext), configured, query, { basePath: path, nowUnix: Math.floor(Date.now() / 1000) });
  const title = footballTitle(view);
  const canonical = canonicalHref(query, view);
  return {
    head: pageHead(site, { ...title, path: canonical, jsonLd: view.match ? [sportsEvent(site, view.match, canonical)] : [] }),
    shell,
    view,
    // The service's football data, and the configured leagues: an edit of sport-leagues re-renders the page.
    deps: { articles: [], lists: [FOOTBALL_KEY, uniqueKey(SPORT_LEAGUES_SLUG)] },
  };
}
