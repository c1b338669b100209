import { shownTrending } from '../../domain/sharedData';
import type { PageContextServer } from 'vike/types';
import type { AutoBlock } from '../../domain/types';
import { pageHead } from '../../domain/head';
import { frontPageJsonLd } from '../../domain/structuredData/organization';
import { frontPageDeps } from '../../domain/dependencies';
import { AUTO_BLOCK_VERSIONS } from '../../domain/constants';
import { SITES } from '../../domain/sites';
import {
  AUTO_BLOCK_CANDIDATES,
  curateAutoBlock,
  curateBlocks,
  headerOpacity,
  shownBreaking,
  splitAtAutoBlock,
  splitBreaking,
  type ShownBlock,
} from '../../domain/frontBlocks';
import { isContentApiError } from '../../contentClient/errors';
import { apiOf, loadShell, siteOf } from '../../renderer/shell';
import type { PodcastEpisode } from '../../domain/podcast/types';
import { onMainDomain } from '../../domain/sites';
import { FRONT_PODCAST_POSITION_UNIQUE, frontPodcastPosition } from '../../domain/podcast/blocks';
import { INDEX_EPISODES_KEY, episodeDeps } from '../../domain/podcast/paths';
import type { PageData } from '../../renderer/types';
import type { MinutesCounterProps } from '../../components/MinutesCounter/MinutesCounter';

export interface IndexPageData extends PageData {
  breaking: ShownBlock | null;
  /** Curated blocks above the auto block, and below it. */
  above: ShownBlock[];
  below: ShownBlock[];
  /** Every auto-block version, without the curated articles; the browser shows one. */
  autoBlocks: AutoBlock[];
  now: number;
  /** The podcast block (main domain): the newest episodes, at the unique item's position (null: after the blocks). */
  podcasts: { episodes: PodcastEpisode[]; position: number | null } | null;
  /** The minutes counter on the render's day (main domain; null when its call failed: the box is left out). */
  minutes: MinutesCounterProps | null;
}

/**
 * The front page of a domain: the breaking block (position 1000) on top, then the curated blocks in
 * position order with the auto block among them (main domain only: its sections are the main domain's).
 */
export async function data(pageContext: PageContextServer): Promise<IndexPageData> {
  const site = siteOf(pageContext);
  const api = apiOf(pageContext);
  const autoVersion = (v: number) =>
    api.autoBlock(v, AUTO_BLOCK_CANDIDATES).catch((err: unknown) => {
      // A version the CMS does not define is left out of the draw.
      if (isContentApiError(err, 'not-found')) return null;
      throw err;
    });
  const podcasts = onMainDomain(site)
    ? Promise.all([
        api.indexEpisodes(),
        api.unique(FRONT_PODCAST_POSITION_UNIQUE).then(
          (u) => frontPodcastPosition(u.content),
          (err: unknown) => {
            // No such item: the block goes after the curated blocks.
            if (isContentApiError(err, 'not-found')) return null;
            throw err;
          },
        ),
      ]).then(([episodes, position]) => ({ episodes, position }))
    : Promise.resolve(null);
  const minutes = onMainDomain(site)
    ? api.counter().then(
        (m) => ({ day: m.day, text: m.text }),
        () => null,
      )
    : Promise.resolve(null);
  const [shell, boxes, autos, podcastBlock, minutesState] = await Promise.all([
    loadShell(pageContext),
    api.boxes(),
    SITES[site].autoBlocks ? Promise.all(AUTO_BLOCK_VERSIONS.map(autoVersion)) : Promise.resolve([]),
    podcasts,
    minutes,
  ]);

  const split = splitBreaking(boxes);
  const shown = new Set<number>();
  const breaking = shownBreaking(split.breaking, shown);
  let blocks = curateBlocks(site, split.rest, shown);
  if (!breaking && blocks.length === 0) {
    // No curated block at all (a CMS outage of the boxes, a new site): the newest articles, never an empty front.
    const latest = await api.list({}, 1);
    blocks = curateBlocks(site, [{ id: 0, position: 0, type: 'latest', title: 'Friss hírek', articles: latest.items }], shown);
  }
  const autoBlocks = autos.filter((a): a is AutoBlock => a !== null).map((a) => curateAutoBlock(a, shown));
  const { above, below } = splitAtAutoBlock(blocks);
  const autoIds = autoBlocks.flatMap((a) => a.blocks.flatMap((s) => s.articles.map((x) => x.id)));
  const autoSections = [...new Set(autoBlocks.flatMap((a) => a.blocks.map((s) => s.slug)))];
  return {
    head: pageHead(site, { title: null, path: '/', jsonLd: frontPageJsonLd(site) }),
    shell,
    breaking,
    above,
    below,
    autoBlocks,
    now: Math.floor(Date.now() / 1000),
    podcasts: podcastBlock,
    minutes: minutesState,
    // pageCount 0: every static page is the first page of a visit.
    headerOpacity: headerOpacity(breaking !== null, 0).headerOpacity,
    deps: {
      ...frontPageDeps(
        site,
        [...shown, ...autoIds],
        autoSections,
        podcastBlock ? [INDEX_EPISODES_KEY, `unique:${FRONT_PODCAST_POSITION_UNIQUE}`, ...episodeDeps(podcastBlock.episodes)] : [],
      ),
      // The trending tags' pages, so the publisher builds every one the band links (on the Romanian edition too).
      links: shownTrending(shell.shared).map((t) => t.url),
    },
  };
}
