import type { PageContextServer } from 'vike/types';
import { pageHead } from '../../domain/head';
import { frontPageJsonLd } from '../../domain/structuredData/organization';
import { frontPageDeps } from '../../domain/dependencies';
import { SITES } from '../../domain/sites';
import { curateBlocks, splitBreaking, type SubSite } from '../../domain/frontBlocks';
import { apiOf, loadShell } from '../../renderer/shell';
import type { PageData } from '../../renderer/types';
import type { SubSiteFrontProps } from '../../components/SubSiteFront/SubSiteFront';
import type { ListFrameData } from '../../components/ListFrame/ListFrame';
import { tabsAreSectionMenu, type ListView } from '../../domain/listViews';
import { subSiteFrontFrame } from '../list/frame';
import { SUB_SITE_EPISODES, splitCards } from '../../domain/podcast/blocks';
import { episodeDeps, siteEpisodesKey } from '../../domain/podcast/paths';
import { PODCAST_TEXTS } from '../../domain/podcast/texts';
import type { PodcastEpisode } from '../../domain/podcast/types';
import { houseOffer } from '../../domain/housePromos';

export interface SubSitePageData extends PageData {
  front: SubSiteFrontProps;
  view: ListView;
  frame: ListFrameData;
}

/** A sub-site's front: its curated blocks with the counts of §9, no article twice. */
export async function data(pageContext: PageContextServer): Promise<SubSitePageData> {
  const site = pageContext.routeParams.site as SubSite;
  const cfg = SITES[site];
  const shell = await loadShell(pageContext);
  const podcastPlan = SUB_SITE_EPISODES[site];
  const [boxes, framed, episodes] = await Promise.all([
    apiOf(pageContext, site).boxes(),
    subSiteFrontFrame(pageContext, shell),
    podcastPlan
      ? apiOf(pageContext, site)
          .episodes({ site, perPage: podcastPlan.count })
          .then((l) => l.items)
      : Promise.resolve([] as PodcastEpisode[]),
  ]);
  const shown = new Set<number>();
  // A breaking block belongs to the domain's front page; a sub-site front has no place for one.
  const blocks = curateBlocks(site, splitBreaking(boxes).rest, shown);
  return {
    head: pageHead(site, { title: null, path: cfg.path, jsonLd: frontPageJsonLd(site) }),
    shell,
    headerSections: !tabsAreSectionMenu(framed.view),
    front: {
      site,
      blocks,
      now: Math.floor(Date.now() / 1000),
      podcasts: podcastsOf(episodes, podcastPlan?.cards ?? 0),
      offer: houseOffer(site, shell.componentSetup, { podcastPage: episodes[0]?.podcast.page ?? null }),
    },
    view: framed.view,
    frame: framed.frame,
    // The frame adds its list keys (the sub-site tabs' lists) to the front's own.
    deps: frontPageDeps(
      site,
      [...shown, ...framed.deps.articles],
      [],
      [...framed.deps.lists, ...(podcastPlan ? [siteEpisodesKey(site), ...episodeDeps(episodes)] : [])],
    ),
  };
}

/** The block: its cards, the rest as links, and a link to the podcast's page when they are all of one podcast. */
function podcastsOf(episodes: PodcastEpisode[], cards: number): SubSiteFrontProps['podcasts'] {
  if (episodes.length === 0) return null;
  const one = episodes.every((e) => e.podcast.slug === episodes[0]!.podcast.slug);
  return { ...splitCards(episodes, cards), all: one ? { href: episodes[0]!.podcast.page, label: PODCAST_TEXTS.allEpisodes } : null };
}
