import type { Article, SiteSlug } from '../../domain/types';
import type { ShownBlock } from '../../domain/frontBlocks';
import { LEAD, truncate } from '../../domain/lists';
import { articleHref } from '../../domain/urls';
import LiveBadge from '../LiveBadge/LiveBadge';
import { ResponsiveImage } from '../ResponsiveImage/ResponsiveImage';
import styles from './FrontBlock.module.css';

type TeaserSize = 'large' | 'card' | 'line';

/**
 * A live or refreshing article carries its badge: static markup whose minutes the live layer's shared
 * clock re-tells (live/badges.ts), so the front page loads no React for it.
 */
function Badge({ article: a, now }: { article: Article; now: number }) {
  if (!a.flags.some((f) => f.slug === 'live' || f.slug === 'refresh')) return null;
  return <LiveBadge flags={a.flags} updatedAt={a.updatedAt} renderedAt={now} />;
}

/** One article of a block: the title cut at the block's limit (full title as tooltip), a picture and lead when large. */
export function FrontTeaser({ article: a, titleMax, site, size, now }: { article: Article; titleMax: number; site: SiteSlug; size: TeaserSize; now: number }) {
  const title = truncate(a.title, titleMax);
  const href = articleHref(a, site);
  const link = (
    <a href={href} title={title.truncated ? a.title : undefined}>
      {title.text}
    </a>
  );
  if (size === 'line') {
    return (
      <li className={styles.line} data-article-id={a.id}>
        <Badge article={a} now={now} /> {link}
      </li>
    );
  }
  const image = a.coverImageSet;
  return (
    <article className={size === 'large' ? styles.large : styles.card} data-article-id={a.id}>
      {image && <ResponsiveImage set={image} slot={size === 'large' ? 'lead' : 'card'} alt="" className={styles.image} />}
      <Badge article={a} now={now} />
      <h3 className={styles.title}>{link}</h3>
      {size === 'large' && a.lead && <p className={styles.lead}>{truncate(a.lead, LEAD).text}</p>}
    </article>
  );
}

/**
 * A curated block of a front page in one of its layouts (domain/frontBlocks.ts picks it): `lead` one large
 * article and the rest beside it, `grid` cards, `list` titles only, `breaking` the band at the top.
 */
export function FrontBlock({ block, site, now }: { block: ShownBlock; site: SiteSlug; now: number }) {
  const headingId = `blokk-${block.id}`;
  const label = block.title ?? (block.variant === 'breaking' ? 'Rendkívüli' : null);
  const common = {
    'data-front-block': block.type,
    'data-block-position': block.position,
    ...(label ? { 'aria-labelledby': headingId } : {}),
  };
  const heading = label && (
    <h2 id={headingId} className={styles.heading}>
      {label}
    </h2>
  );
  const teaser = (a: Article, size: TeaserSize) => <FrontTeaser key={a.id} article={a} titleMax={block.titleMax} site={site} size={size} now={now} />;

  if (block.variant === 'breaking') {
    return (
      <section className={styles.breaking} {...common}>
        {heading}
        {block.articles.map((a) => teaser(a, 'large'))}
      </section>
    );
  }
  if (block.variant === 'list') {
    return (
      <section className={`${styles.block} ${styles.list}`} {...common}>
        {heading}
        <ul>{block.articles.map((a) => teaser(a, 'line'))}</ul>
      </section>
    );
  }
  if (block.variant === 'lead') {
    const [first, ...rest] = block.articles;
    return (
      <section className={rest.length ? styles.block : `${styles.block} ${styles.single}`} {...common}>
        {heading}
        <div className={rest.length ? styles.leadGrid : undefined}>
          {first && teaser(first, 'large')}
          {rest.length > 0 && <div className={styles.leadRest}>{rest.map((a) => teaser(a, 'card'))}</div>}
        </div>
      </section>
    );
  }
  return (
    <section className={`${styles.block} ${styles.grid}`} {...common}>
      {heading}
      <div className={styles.cards}>{block.articles.map((a) => teaser(a, 'card'))}</div>
    </section>
  );
}
