import { Fragment, type ReactNode } from 'react';
import { usePageData } from '../../renderer/usePageData';
import { SITES } from '../../domain/sites';
import { insertIndex } from '../../domain/podcast/blocks';
import { PODCAST_TEXTS } from '../../domain/podcast/texts';
import { AUTO_BLOCK_POSITION, coverAds, type ShownBlock } from '../../domain/frontBlocks';
import { FrontBlock } from '../../components/FrontBlock/FrontBlock';
import { AdSlot } from '../../components/AdSlot/AdSlot';
import { AutoBlock } from '../../components/AutoBlock/AutoBlock';
import { EpisodeBlock } from '../../components/EpisodeBlock/EpisodeBlock';
import { NewsletterPromo } from '../../components/NewsletterPromo/NewsletterPromo';
import { MinutesCounter } from '../../components/MinutesCounter/MinutesCounter';
import { PreloadLeadImage } from '../../components/ResponsiveImage/ResponsiveImage';
import { frontLeadImage } from '../../domain/leadImage';
import { FloodWarning, PipVideo, SharedStrip } from '../../components/SharedData/SharedData';
import { houseOffer } from '../../domain/housePromos';
import type { IndexPageData } from './+data';

export default function Page() {
  const d = usePageData<IndexPageData>();
  const site = d.shell.site;
  const podcasts = d.podcasts && d.podcasts.episodes.length > 0 ? d.podcasts : null;
  const block = podcasts && (
    <EpisodeBlock
      key="podcast"
      id="podcast-blokk"
      title={PODCAST_TEXTS.blockTitle}
      episodes={podcasts.episodes}
      {...(podcasts.position !== null ? { position: podcasts.position } : {})}
    />
  );
  // The podcast block sits at the unique item's position among the curated blocks (above or below the auto block).
  const at = podcasts?.position ?? null;
  const aboveAuto = at !== null && at < AUTO_BLOCK_POSITION;
  // The cover's ads among its curated blocks (counted over the blocks above and below the auto block), and
  // each section block's place among the section blocks, which alternates their layout.
  const all = [...d.above, ...d.below];
  const offer = houseOffer(site, d.shell.componentSetup, { podcastPage: podcasts?.episodes[0]?.podcast.page ?? null });
  const ads = coverAds(all.length);
  const ordinals = new Map<number, number>();
  all.filter((b) => b.variant === 'grid').forEach((b, i) => ordinals.set(b.id, i));
  const curated = (b: ShownBlock) => {
    const i = all.indexOf(b);
    const ad = ads.get(i);
    return (
      <Fragment key={b.id}>
        <FrontBlock block={b} site={site} now={d.now} ordinal={ordinals.get(b.id) ?? 0} eager={i === 0} />
        {ad && <AdSlot site={site} page="cimlap" creative={ad.creative} position={ad.position} index={ad.index} load={ad.load} offer={offer} />}
      </Fragment>
    );
  };
  const withBlock = (blocks: ShownBlock[], here: boolean): ReactNode[] => {
    const nodes: ReactNode[] = blocks.map(curated);
    if (here && block)
      nodes.splice(
        insertIndex(
          blocks.map((b) => b.position),
          at,
        ),
        0,
        block,
      );
    return nodes;
  };
  // The shared band (weather, trending tags) after the first block: below the lead stories, not a screen's scroll away.
  const withStrip = (nodes: ReactNode[], strip: ReactNode): ReactNode[] => [...nodes.slice(0, 1), strip, ...nodes.slice(1)];
  return (
    <div data-front-page={site}>
      <h1 className="visually-hidden">{SITES[site].name} – címlap</h1>
      <PreloadLeadImage image={frontLeadImage([d.breaking, ...d.above])} />
      {d.breaking && <FrontBlock block={d.breaking} site={site} now={d.now} />}
      <FloodWarning view={d.shell.shared} />
      <Fragment>{withStrip(withBlock(d.above, aboveAuto), <SharedStrip key="shared" view={d.shell.shared} />)}</Fragment>
      <AutoBlock versions={d.autoBlocks} site={site} now={d.now} />
      <NewsletterPromo place="front" />
      <Fragment>{withBlock(d.below, !aboveAuto)}</Fragment>
      {d.minutes && <MinutesCounter {...d.minutes} />}
      <PipVideo view={d.shell.shared} />
    </div>
  );
}
