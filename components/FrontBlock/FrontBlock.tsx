import type { CSSProperties } from 'react';
import type { Article, SiteSlug } from '../../domain/types';
import {
  MORE_LABEL,
  blockLayout,
  moreHref,
  teaserParts,
  teaserTitleMax,
  type BlockLayoutKind,
  type ShownBlock,
  type TeaserRole,
} from '../../domain/frontBlocks';
import { LEAD, truncate } from '../../domain/lists';
import { articleHref } from '../../domain/urls';
import { SITES } from '../../domain/sites';
import LiveBadge from '../LiveBadge/LiveBadge';
import { ResponsiveImage } from '../ResponsiveImage/ResponsiveImage';
import type { ImageSlot } from '../../domain/images';
import styles from './FrontBlock.module.css';
import { LIVE_CARD_ATTR, LIVE_VERSION_ATTR } from '../../live/attrs';
import { RelativeTime } from '../RelativeTime/RelativeTime';
import { LIVE_BADGE, liveBadge } from '../../domain/live';
import { dataProps } from '../../domain/dataAttributes';

type TeaserSize = 'large' | 'card' | 'line';

/**
 * A live or refreshing article carries its badge: static markup whose minutes the live layer's shared
 * clock re-tells (live/badges.ts), so the front page loads no React for it.
 */
function Badge({ article: a, now }: { article: Article; now: number }) {
  if (!a.flags.some((f) => f.slug === 'live' || f.slug === 'refresh')) return null;
  return <LiveBadge flags={a.flags} updatedAt={a.updatedAt} renderedAt={now} />;
}

/** A live story's card names its slug and version: the front page follows its new versions (live/frontLive.ts). */
function liveCard(a: Article) {
  return liveBadge(a) === LIVE_BADGE ? dataProps({ [LIVE_CARD_ATTR]: a.slug, [LIVE_VERSION_ATTR]: a.version }) : {};
}

/** The publication date, told relative to the render; the live layer's clock tells it again (live/start.ts). */
function PubDate({ article: a, site, now }: { article: Article; site: SiteSlug; now: number }) {
  const zone = SITES[site].timeZone;
  return <RelativeTime className={styles.date} unix={a.pubDate} now={now} zone={zone} />;
}

/**
 * One article of a block: the title cut at the block's limit (full title as tooltip); `large` with a big
 * picture, `card` with a thumbnail (a card on a wide screen), `line` a title line; a lead and a date when
 * asked. `eager` marks the page's one high-priority image (the lead story's, the LCP).
 */
export function FrontTeaser({
  article: a,
  titleMax,
  site,
  size,
  now,
  lead = size === 'large',
  date = false,
  image: slot = 'teaser',
  eager = false,
}: {
  article: Article;
  titleMax: number;
  site: SiteSlug;
  size: TeaserSize;
  now: number;
  lead?: boolean;
  date?: boolean;
  /** Where the picture shows (its sizes), or null for none. */
  image?: ImageSlot | null;
  eager?: boolean;
}) {
  const title = truncate(a.title, titleMax);
  const href = articleHref(a, site);
  const link = (
    <a className="headline" href={href} title={title.truncated ? a.title : undefined}>
      {title.text}
    </a>
  );
  if (size === 'line') {
    return (
      <li className={styles.line} data-article-id={a.id} {...liveCard(a)}>
        <Badge article={a} now={now} /> {link}
        {date && (
          <>
            {' '}
            <PubDate article={a} site={site} now={now} />
          </>
        )}
      </li>
    );
  }
  const image = slot ? a.coverImageSet : null;
  const leadText = lead && a.lead ? truncate(a.lead, LEAD) : null;
  return (
    <article
      className={[size === 'large' ? styles.large : styles.card, !image && styles.textOnly].filter(Boolean).join(' ')}
      data-article-id={a.id}
      {...liveCard(a)}
    >
      {image && slot && <ResponsiveImage set={image} slot={slot} alt="" className={styles.image} lead={eager} />}
      <div className={styles.text}>
        <Badge article={a} now={now} />
        <h3 className={styles.title}>{link}</h3>
        {leadText && (
          <p className={styles.lead} title={leadText.truncated ? a.lead : undefined}>
            {leadText.text}
          </p>
        )}
        {date && <PubDate article={a} site={site} now={now} />}
      </div>
    </article>
  );
}

const SIZE_OF: Record<TeaserRole, TeaserSize> = { lead: 'large', secondary: 'card', title: 'line' };

/**
 * A curated block of a front page in its layout (domain/frontBlocks.ts blockLayout): the lead story, the
 * secondary stories, title lines, and the more link to the block's list page. `ordinal` counts the section
 * blocks above (neighbours alternate their layout); `eager` gives the lead story's picture high priority
 * (only the page's first block).
 */
export function FrontBlock({
  block,
  site,
  now,
  ordinal = 0,
  eager = false,
  framed = false,
}: {
  block: ShownBlock;
  site: SiteSlug;
  now: number;
  ordinal?: number;
  eager?: boolean;
  /** In a framed column (a sub-site front, beside the frame's sidebar): its side cards stack picture over title. */
  framed?: boolean;
}) {
  const layout = blockLayout(block, ordinal);
  const headingId = `blokk-${block.id}`;
  const label = block.title ?? (block.variant === 'breaking' ? 'Rendkívüli' : null);
  const more = moreHref(block, site);
  const teaser = (a: Article, role: TeaserRole) => {
    const parts = teaserParts(layout.kind, role);
    return (
      <FrontTeaser
        key={a.id}
        article={a}
        titleMax={teaserTitleMax(block.titleMax, role)}
        site={site}
        size={SIZE_OF[role]}
        image={parts.image}
        now={now}
        lead={parts.lead}
        date={parts.date}
        eager={eager && role === 'lead'}
      />
    );
  };
  const moreLink = more && (
    <a className={styles.more} href={more} data-more-link="">
      {MORE_LABEL}
      {label && <span className="visually-hidden">: {label}</span>}
    </a>
  );
  const kindClass: Record<BlockLayoutKind, string | undefined> = {
    top: styles.top,
    feature: styles.feature,
    cards: styles.cards,
    headlines: styles.headlines,
    breaking: styles.breaking,
  };
  return (
    <section
      className={[
        layout.kind === 'breaking' ? styles.band : styles.block,
        kindClass[layout.kind],
        layout.solo && styles.solo,
        framed && styles.framed,
        !eager && layout.kind !== 'breaking' && 'render-later',
      ]
        .filter(Boolean)
        .join(' ')}
      data-front-block={block.type}
      data-block-position={block.position}
      data-block-layout={layout.kind}
      data-block-solo={layout.solo ? '' : undefined}
      {...(label ? { 'aria-labelledby': headingId } : {})}
    >
      {label && (
        <div className={styles.head}>
          <h2 id={headingId} className={styles.heading}>
            {label}
          </h2>
          {/* Beside the heading, where a reader looks for it; a block without a heading has it at its end. */}
          {more && moreLink}
        </div>
      )}
      <div className={styles.body}>
        {layout.lead && teaser(layout.lead, 'lead')}
        {layout.secondary.length > 0 && (
          <div className={styles.secondary} style={{ '--columns': layout.columns } as CSSProperties}>
            {layout.secondary.map((a) => teaser(a, 'secondary'))}
          </div>
        )}
        {layout.titles.length > 0 && <ul className={styles.titles}>{layout.titles.map((a) => teaser(a, 'title'))}</ul>}
      </div>
      {more && !label && <p className={styles.moreLine}>{moreLink}</p>}
    </section>
  );
}
