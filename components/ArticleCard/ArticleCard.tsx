import type { Article, SiteSlug } from '../../domain/types';
import { articleHref } from '../../domain/urls';
import { LEAD, TITLE_OTHER, truncate } from '../../domain/lists';
import { SITES } from '../../domain/sites';
import { ResponsiveImage } from '../ResponsiveImage/ResponsiveImage';
import type { ImageSlot } from '../../domain/images';
import LiveBadge from '../LiveBadge/LiveBadge';
import { RelativeTime } from '../RelativeTime/RelativeTime';
import styles from './ArticleCard.module.css';
import { RECOMMENDER_ARTICLE_ID_ATTR } from '../RecommenderBox/attrs';

/** The class of a card without a picture (its text takes the card's width): a script that takes a card's picture away adds it. */
export const TEXT_ONLY_CLASS: string = styles.textOnly ?? '';

/** A live blog or an article being updated: its card carries the live badge wherever it is shown. */
function isLive(a: Article): boolean {
  return a.flags.some((f) => f.slug === 'live' || f.slug === 'refresh');
}

export type ArticleCardSize = 'small' | 'list' | 'large';

/** The layout slot each card size shows its picture in (the sizes attribute, domain/images.ts): a large card fills its column. */
const CARD_SLOT: Record<ArticleCardSize, ImageSlot> = { small: 'thumb', list: 'row', large: 'lead' };

/**
 * A teaser: image, title (cut at `titleMax` with the full title as tooltip) and, when asked, the lead
 * (cut at `leadMax`), the date and a label (e.g. a promoted article's). `small` is the box and sidebar
 * row; `list` a row of an article list; `large` the list's highlighted item or a strip card. `site` is the
 * page's site: a list may show an article of the other domain, whose link is then absolute.
 */
export function ArticleCard({
  article: a,
  site,
  titleMax = TITLE_OTHER,
  image = true,
  size = 'small',
  leadMax,
  now,
  label,
  headingLevel = 3,
  sponsored = false,
  liveAt,
  leadPicture = false,
  imageSlot,
}: {
  article: Article;
  /** The site of the page the card is on. */
  site: SiteSlug;
  titleMax?: number;
  image?: boolean;
  size?: ArticleCardSize;
  /** Show the lead, cut at this many characters (the spec's default is LEAD, 200). */
  leadMax?: number;
  /** Show the date relative to this time (unix seconds), on the clock of the page's site. */
  now?: number;
  label?: string;
  headingLevel?: 2 | 3;
  /** A paid placement: its link says so to search engines (rel="sponsored"). */
  sponsored?: boolean;
  /**
   * Unix seconds of the render for a live article's badge (ÉLŐ, or FRISSÜL and its minutes, which the live
   * layer re-tells: live/badges.ts); defaults to `now`, else to the time of the render.
   */
  liveAt?: number;
  /** The page's largest picture (domain/leadImage.ts): loaded at once with high priority, and preloaded. */
  leadPicture?: boolean;
  /** Where the picture shows when the card's place is not the one its size gives (the highlight strip's grid). */
  imageSlot?: ImageSlot;
}) {
  const title = truncate(a.title, titleMax);
  const lead = leadMax !== undefined && a.lead ? truncate(a.lead, leadMax || LEAD) : null;
  const href = articleHref(a, site);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const picture = image && a.coverImageSet;
  return (
    <article
      className={[styles.card, styles[size], !picture && styles.textOnly].filter(Boolean).join(' ')}
      {...{ [RECOMMENDER_ARTICLE_ID_ATTR]: a.id }}
      data-card-size={size}
    >
      {picture && <ResponsiveImage set={a.coverImageSet!} slot={imageSlot ?? CARD_SLOT[size]} alt="" lead={leadPicture} />}
      <div className={styles.text}>
        {label && <p className={styles.label}>{label}</p>}
        {isLive(a) && <LiveBadge flags={a.flags} updatedAt={a.updatedAt} renderedAt={liveAt ?? now ?? Math.floor(Date.now() / 1000)} />}
        <Heading className={`${styles.title} headline`}>
          <a href={href} title={title.truncated ? a.title : undefined} rel={sponsored ? 'sponsored' : undefined}>
            {title.text}
          </a>
        </Heading>
        {lead && (
          <p className={styles.lead} title={lead.truncated ? a.lead : undefined}>
            {lead.text}
          </p>
        )}
        {now !== undefined && <RelativeTime className={styles.date} unix={a.pubDate} now={now} zone={SITES[site].timeZone} />}
      </div>
    </article>
  );
}
