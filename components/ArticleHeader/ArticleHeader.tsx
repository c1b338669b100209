import type { Article, SiteSlug } from '../../domain/types';
import { formatLongDate } from '../../domain/dates';
import { SITES } from '../../domain/sites';
import { avatarSrc } from '../../domain/images';
import { ResponsiveImage } from '../ResponsiveImage/ResponsiveImage';
import { liveBadge } from '../../domain/live';
import { authorHref, sectionHref } from '../../domain/listLinks';
import LiveBadge from '../LiveBadge/LiveBadge';
import styles from './ArticleHeader.module.css';
import { ARTICLE_HEADER_HERO_ATTR } from './attrs';
import { LIVE_SWAP_ATTR } from '../../live/attrs';
import { RelativeTime } from '../RelativeTime/RelativeTime';

/**
 * Section, live badge, title, lead, byline with avatars, dates and the lead image. `site` is the page's
 * site: the section and bylines link to the lists of the article's own domain, and the dates are told on
 * its clock (Bucharest on the Romanian edition, whatever the article's own site).
 */
export function ArticleHeader({ article: a, site, now }: { article: Article; site: SiteSlug; now: number }) {
  const updated = a.updatedAt > a.pubDate + 60;
  const zone = SITES[site].timeZone;
  return (
    <header className={styles.header} {...{ [ARTICLE_HEADER_HERO_ATTR]: a.headerType === 'wide' ? 'title' : undefined }}>
      <p className={styles.kicker}>
        <a href={sectionHref(a.mainSuperTag, site)}>{a.mainSuperTag.name}</a>
        {liveBadge(a) && (
          // Static markup, not an island: ÉLŐ never changes, and FRISSÜL's minutes are re-told by the live
          // layer's clock on the markup itself (live/badges.ts), so an article page needs no React for it.
          <LiveBadge flags={a.flags} updatedAt={a.updatedAt} renderedAt={now} />
        )}
      </p>
      <h1 className={styles.title} {...{ [LIVE_SWAP_ATTR]: 'title' }}>
        {a.title}
      </h1>
      {a.subtitle && (
        <p className={styles.subtitle} {...{ [LIVE_SWAP_ATTR]: 'subtitle' }}>
          {a.subtitle}
        </p>
      )}
      {a.lead && (
        <p className={styles.lead} {...{ [LIVE_SWAP_ATTR]: 'lead' }}>
          {a.lead}
        </p>
      )}
      <div className={styles.byline}>
        {a.articleAuthors.length > 0 && (
          <ul className={styles.authors} aria-label="Szerzők">
            {a.articleAuthors.map((au) => (
              <li key={au.slug}>
                <a href={authorHref(au.slug, a.mainSuperTag.siteSlug, site)}>
                  <img src={avatarSrc(au.avatarSrc)} alt="" width={40} height={40} loading="lazy" decoding="async" />
                  <span>{au.name}</span>
                </a>
              </li>
            ))}
          </ul>
        )}
        <p className={styles.dates} {...{ [LIVE_SWAP_ATTR]: 'dates' }}>
          <RelativeTime unix={a.pubDate} now={now} zone={zone} title={formatLongDate(a.pubDate, zone)} />
          {updated && (
            <>
              {' · frissítve: '}
              <RelativeTime unix={a.updatedAt} now={now} zone={zone} />
            </>
          )}
        </p>
      </div>
      {a.coverImageSet && (
        <figure className={styles.cover}>
          <ResponsiveImage set={a.coverImageSet} slot="lead" alt={a.coverImageSet.alt} lead />
          {a.coverImageText && <figcaption>{a.coverImageText}</figcaption>}
        </figure>
      )}
    </header>
  );
}
