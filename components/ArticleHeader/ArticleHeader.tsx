import type { Article, SiteSlug } from '../../domain/types';
import { formatLongDate, isoDate, relativeDate } from '../../domain/dates';
import { avatarSrc } from '../../domain/images';
import { ResponsiveImage } from '../ResponsiveImage/ResponsiveImage';
import { liveBadge } from '../../domain/live';
import { SITE_PATHS } from '../../domain/sites';
import LiveBadge from '../LiveBadge/LiveBadge';
import styles from './ArticleHeader.module.css';

export function sectionPath(a: Pick<Article, 'mainSuperTag'>): string {
  const site: SiteSlug = a.mainSuperTag.siteSlug;
  return a.mainSuperTag.slug === site ? SITE_PATHS[site] || '/' : `${SITE_PATHS[site]}/rovat/${a.mainSuperTag.slug}`;
}

/** Section, live badge, title, lead, byline with avatars, dates and the lead image. */
export function ArticleHeader({ article: a, now }: { article: Article; now: number }) {
  const updated = a.updatedAt > a.pubDate + 60;
  return (
    <header className={styles.header} data-hero={a.headerType === 'wide' ? 'title' : undefined}>
      <p className={styles.kicker}>
        <a href={sectionPath(a)}>{a.mainSuperTag.name}</a>
        {liveBadge(a) && (
          // Static markup, not an island: ÉLŐ never changes, and FRISSÜL's minutes are re-told by the live
          // layer's clock on the markup itself (live/badges.ts), so an article page needs no React for it.
          <LiveBadge flags={a.flags} updatedAt={a.updatedAt} renderedAt={now} />
        )}
      </p>
      <h1 className={styles.title} data-live-swap="title">{a.title}</h1>
      {a.subtitle && <p className={styles.subtitle} data-live-swap="subtitle">{a.subtitle}</p>}
      {a.lead && <p className={styles.lead} data-live-swap="lead">{a.lead}</p>}
      <div className={styles.byline}>
        {a.articleAuthors.length > 0 && (
          <ul className={styles.authors} aria-label="Szerzők">
            {a.articleAuthors.map((au) => (
              <li key={au.slug}>
                <a href={`/szerzo/${au.slug}`}>
                  <img src={avatarSrc(au.avatarSrc)} alt="" width={40} height={40} loading="lazy" decoding="async" />
                  <span>{au.name}</span>
                </a>
              </li>
            ))}
          </ul>
        )}
        <p className={styles.dates} data-live-swap="dates">
          <time dateTime={isoDate(a.pubDate)} title={formatLongDate(a.pubDate)} data-relative={a.pubDate}>
            {relativeDate(a.pubDate, now)}
          </time>
          {updated && (
            <>
              {' · frissítve: '}
              <time dateTime={isoDate(a.updatedAt)} data-relative={a.updatedAt}>
                {relativeDate(a.updatedAt, now)}
              </time>
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
