import type { SiteSlug } from '../../domain/types';
import { Fragment } from 'react';
import { coverAds, type ShownBlock } from '../../domain/frontBlocks';
import type { PodcastEpisode } from '../../domain/podcast/types';
import { PODCAST_TEXTS } from '../../domain/podcast/texts';
import { FrontBlock } from '../FrontBlock/FrontBlock';
import { EpisodeBlock } from '../EpisodeBlock/EpisodeBlock';
import { AdSlot } from '../AdSlot/AdSlot';
import type { HouseOffer } from '../../domain/housePromos';
import styles from './SubSiteFront.module.css';

export interface SubSiteFrontProps {
  site: SiteSlug;
  /** The curated blocks as shown (domain/frontBlocks.ts curateBlocks): counts applied, no article twice. */
  blocks: ShownBlock[];
  /** Unix seconds of the render, for the live badges. */
  now: number;
  /** The podcast block after the curated blocks (After: 5 cards; G7: 3 cards and 2 links; domain/podcast/blocks.ts). */
  podcasts?: { cards: PodcastEpisode[]; more: PodcastEpisode[]; all: { href: string; label: string } | null } | null;
  /** What its ad slots' house promos may point to (domain/housePromos.ts). */
  offer: HouseOffer;
}

/**
 * The main column of a sub-site's front page (/after, /g7, /karakter), inside the list frame: its curated blocks. The
 * heading and the feed are the frame's (its tab bar stands in for the header group, §2).
 */
export function SubSiteFront({ site, blocks, now, podcasts, offer }: SubSiteFrontProps) {
  const ads = coverAds(blocks.length, 'framed');
  let sections = 0;
  return (
    <div className={styles.front} data-subsite-front={site}>
      {blocks.map((b, i) => {
        const ad = ads.get(i);
        // Section blocks alternate their layout (domain/frontBlocks.ts blockLayout).
        const ordinal = b.variant === 'grid' ? sections++ : 0;
        return (
          <Fragment key={b.id}>
            <FrontBlock block={b} site={site} now={now} ordinal={ordinal} eager={i === 0} framed />
            {ad && <AdSlot site={site} page="cimlap" creative={ad.creative} position={ad.position} index={ad.index} load={ad.load} offer={offer} />}
          </Fragment>
        );
      })}
      {podcasts && (
        <EpisodeBlock
          id="podcast-blokk"
          title={PODCAST_TEXTS.blockTitle}
          episodes={podcasts.cards}
          more={podcasts.more}
          {...(podcasts.all ? { all: podcasts.all } : {})}
        />
      )}
    </div>
  );
}
